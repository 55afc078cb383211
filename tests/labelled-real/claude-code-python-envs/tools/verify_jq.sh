#!/bin/bash
# Second, independent count: Bash tool_use blocks and is_error Bash results, with jq only.
cd "$(dirname "$0")/../files" || exit 1
for f in claude_code/*.jsonl; do
  bash_ids=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_use" and .name=="Bash") | .id' "$f" | sort -u)
  n=$(printf '%s\n' "$bash_ids" | grep -c .)
  failed=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result" and .is_error==true) | .tool_use_id' "$f" | sort -u | comm -12 - <(printf '%s\n' "$bash_ids"))
  nf=$(printf '%s\n' "$failed" | grep -c .)
  gold=$(jq -r --arg k "$f" '.files[$k] | "\(.counts.shell_commands) \(.counts.failed_shell_commands) \(.failed_native_ids|sort|join(","))"' ../gold.json)
  mine="$n $nf $(printf '%s\n' "$failed" | sort | paste -sd,)"
  [ "$gold" = "$mine" ] && echo "OK $f $n $nf" || { echo "MISMATCH $f"; echo " gold: $gold"; echo " jq:   $mine"; }
done
