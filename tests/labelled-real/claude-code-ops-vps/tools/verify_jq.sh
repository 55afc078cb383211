#!/bin/bash
# Second, independent count pass with jq only: Bash tool_use count, is_error Bash ids, Bash ids without result.
# Compare with gold.json counts/failed_native_ids/exit_unknown.
cd "$(dirname "$0")/.." || exit 1
status=0
for key in $(jq -r '.files | keys[]' gold.json); do
  f="files/$key"
  bash_ids=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_use" and .name=="Bash") | .id' "$f" | sort)
  err_ids=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result" and .is_error==true) | .tool_use_id' "$f" | sort -u)
  res_ids=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result") | .tool_use_id' "$f" | sort -u)
  n=$(printf '%s\n' "$bash_ids" | grep -c .)
  failed=$(printf '%s\n' "$bash_ids" > /tmp/L31_b.txt; printf '%s\n' "$err_ids" > /tmp/L31_e.txt; printf '%s\n' "$res_ids" > /tmp/L31_r.txt; comm -12 /tmp/L31_b.txt /tmp/L31_e.txt | grep . | tr '\n' ' ')
  nores=$(comm -23 /tmp/L31_b.txt /tmp/L31_r.txt | grep . | tr '\n' ' ')
  g_n=$(jq -r --arg k "$key" '.files[$k].counts.shell_commands' gold.json)
  g_failed=$(jq -r --arg k "$key" '.files[$k].failed_native_ids | sort | join(" ")' gold.json)
  g_nores=$(jq -r --arg k "$key" '.files[$k].exit_unknown | sort | join(" ")' gold.json)
  ok=ok
  [ "$n" = "$g_n" ] || ok=MISMATCH
  [ "$(echo $failed)" = "$(echo $g_failed)" ] || ok=MISMATCH
  [ "$(echo $nores)" = "$(echo $g_nores)" ] || ok=MISMATCH
  [ $ok = ok ] || status=1
  echo "$ok $key bash=$n failed=$(echo $failed | wc -w) exit_unknown=$(echo $nores | wc -w)"
done
exit $status
