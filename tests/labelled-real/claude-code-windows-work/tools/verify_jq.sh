#!/bin/bash
# Independent jq-only recount of shell calls and failed shell ids (Bash + PowerShell tool_use;
# failed = tool_result is_error true, or a background task whose <task-notification> says failed),
# compared with gold.json.
cd "$(dirname "$0")/.."
rc=0
for f in $(jq -r '.files | keys[]' gold.json); do
  p="files/$f"
  ids=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_use" and (.name=="Bash" or .name=="PowerShell")) | .id' "$p" | sort -u)
  n=$(echo "$ids" | grep -c . )
  err=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result" and .is_error==true) | .tool_use_id' "$p" | sort -u)
  # background: task id -> tool id from 'running in background with ID: X'
  bgmap=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result") | [.tool_use_id, ((.content|if type=="string" then . else (map(.text? // "")|join("")) end) | (capture("running in background with ID: (?<t>[A-Za-z0-9]+)").t // ""))] | select(.[1]!="") | @tsv' "$p")
  notes=$(jq -r '[.. | strings | select(contains("<task-notification>"))] | .[]' "$p" | tr '\n' ' ' | grep -o '<task-notification>[^<]*<task-id>[A-Za-z0-9]*</task-id>\(.\{0,400\}\)</task-notification>' | grep '<status>failed</status>' )
  bgfail=""
  while IFS=$'\t' read -r tid task; do
    [ -z "$task" ] && continue
    if echo "$notes" | grep -q "<task-id>$task</task-id>"; then bgfail="$bgfail"$'\n'"$tid"; fi
  done <<< "$bgmap"
  failed=$( (echo "$err"; echo "$bgfail") | grep -Fx -f <(echo "$ids") | sort -u | grep . )
  nf=$(echo "$failed" | grep -c .)
  gn=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' gold.json)
  gf=$(jq -r --arg f "$f" '.files[$f].failed_native_ids | sort | .[]' gold.json)
  if [ "$n" = "$gn" ] && [ "$(echo "$failed")" = "$(echo "$gf")" ]; then echo "OK   $f shell=$n failed=$nf"; else echo "DIFF $f jq shell=$n failed=$nf vs gold shell=$gn"; diff <(echo "$failed") <(echo "$gf"); rc=1; fi
done
exit $rc
