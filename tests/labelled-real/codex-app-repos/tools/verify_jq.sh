#!/usr/bin/env bash
# Second, independent count: jq only. Codex legacy 'shell' calls, failed = output not JSON or metadata.exit_code != 0.
cd "$(dirname "$0")/../files"
for f in codex/*.jsonl; do
  n=$(jq -c 'select(.type=="response_item" and .payload.type=="function_call" and (.payload.name=="shell" or .payload.name=="exec_command" or .payload.name=="shell_command"))' "$f" | wc -l)
  fails=$(jq -r 'select(.type=="response_item" and .payload.type=="function_call_output") | [.payload.call_id, ((.payload.output | fromjson? | .metadata.exit_code) // "NOJSON")] | @tsv' "$f" \
    | awk 'NR==FNR{ok[$1]=1; next} ($1 in ok) && $2!="0"{print $1}' <(jq -r 'select(.type=="response_item" and .payload.type=="function_call" and (.payload.name=="shell" or .payload.name=="exec_command" or .payload.name=="shell_command")) | .payload.call_id' "$f") - | sort)
  gold=$(jq -r --arg f "$f" '.files[$f].failed_native_ids[]?' ../gold.json | sort)
  gn=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' ../gold.json)
  if [ "$fails" == "$gold" ] && [ "$n" == "$gn" ]; then echo "OK  $f shell=$n failed=$(echo "$fails" | grep -c .)"; else echo "DIFF $f shell=$n gold=$gn"; diff <(echo "$fails") <(echo "$gold"); fi
done
for f in gemini/*.json; do
  [ -e "$f" ] || continue
  n=$(jq '[.messages[].toolCalls[]? | select(.name=="run_shell_command")] | length' "$f")
  gn=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' ../gold.json)
  echo "$([ "$n" == "$gn" ] && echo OK || echo DIFF) $f shell=$n gold=$gn"
done
