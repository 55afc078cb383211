#!/bin/bash
# Second, independent count: jq only. For each Claude file: Bash calls, failed Bash ids (is_error true, or a
# background Bash whose BashOutput poll reports <status>failed</status>), compared with gold.json.
cd "$(dirname "$0")/.."
for f in $(jq -r '.files|keys[]' gold.json); do
  p="files/$f"
  jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_use" and .name=="Bash")|.id' "$p" | sort > /tmp/l7_bash_ids
  n=$(wc -l < /tmp/l7_bash_ids)
  jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_result" and .is_error==true)|.tool_use_id' "$p" | sort > /tmp/l7_err_ids
  # background: map shell id -> Bash tool_use_id, then failed BashOutput polls
  jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_result" and (.content|type=="string") and (.content|test("^Command running in background with ID: ")))|"\(.content|sub("^Command running in background with ID: ";""))\t\(.tool_use_id)"' "$p" | sort > /tmp/l7_bg
  jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_use" and .name=="BashOutput")|"\(.id)\t\(.input.bash_id)"' "$p" | sort > /tmp/l7_bo
  jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_result" and (.content|tostring|contains("<status>failed</status>")))|.tool_use_id' "$p" | sort > /tmp/l7_bofail
  join -t $'\t' /tmp/l7_bo <(sed 's/$/\tx/' /tmp/l7_bofail) | cut -f2 | sort | join -t $'\t' - /tmp/l7_bg | cut -f2 >> /tmp/l7_err_ids
  failed=$(comm -12 /tmp/l7_bash_ids <(sort -u /tmp/l7_err_ids) | tr '\n' ' ')
  gn=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' gold.json)
  gf=$(jq -r --arg f "$f" '.files[$f].failed_native_ids|join(" ")' gold.json)
  ok=OK; [ "$n" = "$gn" ] || ok="BASH-MISMATCH($n vs $gn)"; [ "$failed" = "$gf " ] || [ "$failed" = "$gf" ] || ok="$ok FAILED-MISMATCH[$failed]"
  echo "$ok $f bash=$n failed=$(echo $failed | wc -w)"
done
