#!/bin/sh
# Independent second pass (jq only): distinct Bash tool_use ids, is_error Bash ids, and that every
# native id named in gold.json occurs as a tool_use id / tool_result id / record uuid in its file.
cd "$(dirname "$0")/.."
status=0
for f in $(jq -r '.files|keys[]' gold.json); do
  raw=files/$f
  bash_ids=$(jq -r 'select(.type=="assistant") | .message.content[]? | select(type=="object" and .type=="tool_use" and .name=="Bash") | .id' "$raw" | sort -u)
  n=$(printf '%s\n' "$bash_ids" | grep -c .)
  failed=$(jq -r 'select(.type=="user") | .message.content[]? | select(type=="object" and .type=="tool_result" and .is_error==true) | .tool_use_id' "$raw" | sort -u | grep -Fxf "$(printf '%s\n' "$bash_ids" > /tmp/l24_ids.$$; echo /tmp/l24_ids.$$)")
  nf=$(printf '%s\n' "$failed" | grep -c .)
  gn=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' gold.json)
  gf=$(jq -r --arg f "$f" '.files[$f].failed_native_ids|sort|join(",")' gold.json)
  mf=$(printf '%s\n' "$failed" | sort | paste -sd, -)
  ok=OK; [ "$n" = "$gn" ] || ok="BASH $n!=$gn"; [ "$mf" = "$gf" ] || ok="$ok FAILED [$mf] != [$gf]"
  # every id in gold entry
  allids=$(jq -r 'select(.uuid) | .uuid' "$raw"; jq -r '.message.content[]? | select(type=="object") | (.id // .tool_use_id // empty)' "$raw")
  printf '%s\n' "$allids" | sort -u > /tmp/l24_all.$$
  miss=$(jq -r --arg f "$f" '.files[$f] | [.failed_native_ids[], .expected_nonzero[], .exit_unknown[], (.episodes[] | .symptom_native_ids[], (.fix.native_id // empty), (.verified_by_native_id // empty)), (.pivots[].native_id), (.reuse[] | .discovered.native_id, .reused.native_id)] | .[]' gold.json | sort -u | grep -vFxf /tmp/l24_all.$$)
  [ -z "$miss" ] || ok="$ok MISSING: $miss"
  echo "$f bash=$n failed=$nf $ok"
  case "$ok" in OK) ;; *) status=1;; esac
  rm -f /tmp/l24_ids.$$ /tmp/l24_all.$$
done
jq -r '.cross_session_groups[].members[] | "\(.file)\t\(.native_id)"' gold.json | while IFS="$(printf '\t')" read f id; do grep -q "\"$id\"" "files/$f" || echo "CSG MISSING $f $id"; done
exit $status
