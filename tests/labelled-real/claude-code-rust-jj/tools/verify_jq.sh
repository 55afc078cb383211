#!/bin/bash
# second, jq-only count: Bash tool_use ids and is_error tool_result ids per file
cd "$(dirname "$0")/../files"
for f in $(jq -r '.files|keys[]' ../gold.json); do
  b=$(jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_use" and .name=="Bash")|.id' "$f" | sort -u)
  e=$(jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_result" and .is_error==true)|.tool_use_id' "$f" | sort -u)
  nb=$(echo "$b" | grep -c .); nf=$(comm -12 <(echo "$b") <(echo "$e") 2>/dev/null | grep -c .)
  gb=$(jq --arg f "$f" '.files[$f].counts.shell_commands' ../gold.json); gf=$(jq --arg f "$f" '.files[$f].counts.failed_shell_commands' ../gold.json)
  echo "$f bash=$nb/$gb failed=$nf/$gf"
done
