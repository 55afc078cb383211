#!/bin/bash
# Method B: recompute shell counts, failed ids and exit-unknown ids with jq only; compare with gold.json.
cd "$(dirname "$0")/.."
rc=0
for key in $(jq -r '.files|keys[]' gold.json); do
  f=files/$key
  if head -c 2000 "$f" | grep -q '"session_meta"'; then
    calls=$(jq -r 'select(.type=="response_item" and .payload.type=="function_call" and (.payload.name=="shell" or .payload.name=="shell_command" or .payload.name=="exec_command")) | .payload.call_id' "$f" | sort)
    outs=$(jq -r 'select(.type=="response_item" and .payload.type=="function_call_output") | [.payload.call_id, ( .payload.output as $o | (try ($o|fromjson|.metadata.exit_code|tostring) catch ( if ($o|test("^Exit code: [0-9]+")) then ($o|capture("^Exit code: (?<c>[0-9]+)").c) elif ($o|test("^(failed in sandbox|apply_patch verification failed|execution error)")) then "X" else "?" end)))] | @tsv' "$f")
    failed=$(join <(echo "$calls") <(echo "$outs" | sort) -t $'\t' | awk -F'\t' '$2!="0"{print $1}' | sort)
    unknown=$(comm -23 <(echo "$calls") <(echo "$outs" | cut -f1 | sort -u))
  else
    calls=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_use" and .name=="Bash") | .id' "$f" | sort)
    err=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result" and .is_error==true) | .tool_use_id' "$f" | sort -u)
    bg=$(jq -r 'select(.type=="queue-operation") | .content // empty' "$f" | tr '\n' ' ' | grep -o '<tool-use-id>[^<]*</tool-use-id>[^<]*<output-file>[^<]*</output-file>[^<]*<status>failed</status>' | sed 's/<tool-use-id>\([^<]*\)<.*/\1/' | sort -u)
    failed=$(comm -12 <(echo "$calls") <(printf '%s\n%s\n' "$err" "$bg" | grep . | sort -u))
    res=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result") | .tool_use_id' "$f" | sort -u)
    unknown=$(comm -23 <(echo "$calls") <(echo "$res"))
  fi
  n=$(echo "$calls" | grep -c .)
  gn=$(jq -r --arg k "$key" '.files[$k].counts.shell_commands' gold.json)
  gf=$(jq -r --arg k "$key" '.files[$k].failed_native_ids|sort|.[]' gold.json)
  gu=$(jq -r --arg k "$key" '.files[$k].exit_unknown|sort|.[]' gold.json)
  ok=OK
  [ "$n" = "$gn" ] || { ok="BAD shell $n vs $gn"; rc=1; }
  [ "$(echo "$failed"|grep .)" = "$(echo "$gf"|grep .)" ] || { ok="$ok BAD failed"; rc=1; diff <(echo "$failed") <(echo "$gf"); }
  [ "$(echo "$unknown"|grep .)" = "$(echo "$gu"|grep .)" ] || { ok="$ok BAD unknown"; rc=1; }
  echo "$ok $key shell=$n failed=$(echo "$failed"|grep -c .) unknown=$(echo "$unknown"|grep -c .)"
done
exit $rc
