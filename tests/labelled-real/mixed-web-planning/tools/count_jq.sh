#!/bin/sh
# Second, independent count: Bash tool_use blocks and is_error results joined on tool_use_id, with jq only.
cd /work/labelled-new/L35/files
for f in claude_code/*.jsonl; do
  ids=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_use" and .name=="Bash") | .id' "$f" | sort -u)
  n=$(printf '%s\n' "$ids" | grep -c . )
  errs=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result" and .is_error==true) | .tool_use_id' "$f" | sort -u)
  failed=$(comm -12 <(printf '%s\n' "$ids") <(printf '%s\n' "$errs") 2>/dev/null | tr '\n' ' ')
  echo "$f bash=$n failed=[$failed]"
done
# Codex: shell_command function_calls; failed = output starting 'Exit code: N' with N>0 or JSON metadata.exit_code != 0
for f in codex/*.jsonl; do
  jq -r 'select(.type=="response_item" and .payload.type=="function_call" and (.payload.name=="shell_command" or .payload.name=="shell" or .payload.name=="exec_command")) | .payload.call_id' "$f" | sort -u > /tmp/L35_ids
  n=$(grep -c . /tmp/L35_ids)
  jq -r 'select(.type=="response_item" and .payload.type=="function_call_output") | [.payload.call_id, (.payload.output|tostring|.[0:400])] | @tsv' "$f" \
    | awk -F'\t' '{ if ($2 ~ /^(failed in sandbox|apply_patch verification failed)/) print $1; else if (match($2, /^Exit code: [0-9]+/)) { c=substr($2, 12, RLENGTH-11); if (c+0 != 0) print $1 } else if (match($2, /"exit_code":[0-9]+/)) { c=substr($2, RSTART+12, RLENGTH-12); if (c+0 != 0) print $1 } }' | sort -u > /tmp/L35_bad
  failed=$(comm -12 /tmp/L35_ids /tmp/L35_bad | tr '\n' ' ')
  echo "$f shell=$n failed=[$failed]"
done
