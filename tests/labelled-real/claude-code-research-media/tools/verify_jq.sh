#!/bin/bash
# Second, independent count check (jq only): Bash tool_use count, is_error Bash results, Bash calls
# without a tool_result, compared against gold.json counts / failed_native_ids / exit_unknown.
cd "$(dirname "$0")/.." || exit 1
rc=0
for f in $(jq -r '.files | keys[]' gold.json); do
  raw="files/$f"
  bash_ids=$(jq -r 'select(.type=="assistant") | .message.content[]? | select(.type=="tool_use" and .name=="Bash") | .id' "$raw" | sort -u)
  n=$(printf '%s\n' "$bash_ids" | grep -c .)
  errs=$(jq -r 'select(.type=="user") | .message.content | arrays | .[] | select(.type=="tool_result" and .is_error==true) | .tool_use_id' "$raw" | sort -u)
  failed=$(comm -12 <(printf '%s\n' "$bash_ids") <(printf '%s\n' "$errs") | grep . | tr '\n' ' ')
  results=$(jq -r 'select(.type=="user") | .message.content | arrays | .[] | select(.type=="tool_result") | .tool_use_id' "$raw" | sort -u)
  unknown=$(comm -23 <(printf '%s\n' "$bash_ids") <(printf '%s\n' "$results") | grep . | tr '\n' ' ')
  g_n=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' gold.json)
  g_failed=$(jq -r --arg f "$f" '.files[$f].failed_native_ids | sort | join(" ")' gold.json)
  g_unknown=$(jq -r --arg f "$f" '.files[$f].exit_unknown | sort | join(" ")' gold.json)
  g_fc=$(jq -r --arg f "$f" '.files[$f].counts.failed_shell_commands' gold.json)
  failed=${failed% }; unknown=${unknown% }
  nf=$(echo $failed | wc -w)
  if [ "$n" != "$g_n" ] || [ "$failed" != "$g_failed" ] || [ "$unknown" != "$g_unknown" ] || [ "$nf" != "$g_fc" ]; then
    echo "MISMATCH $f: shell $n/$g_n failed [$failed]/[$g_failed] unknown [$unknown]/[$g_unknown]"; rc=1
  else
    echo "ok $f: shell=$n failed=$nf unknown=$(echo $unknown | wc -w)"
  fi
done
# every native id named in episodes/pivots/reuse/groups occurs somewhere in its raw file
for f in $(jq -r '.files | keys[]' gold.json); do
  for id in $(jq -r --arg f "$f" '.files[$f] | [.failed_native_ids[], .exit_unknown[], (.episodes[] | .symptom_native_ids[], (.fix.native_id // empty), (.verified_by_native_id // empty)), (.pivots[].native_id), (.reuse[] | .discovered.native_id, .reused.native_id)] | unique[]' gold.json); do
    grep -q "\"$id\"" "files/$f" || { echo "MISSING id $id in $f"; rc=1; }
  done
done
for row in $(jq -r '.cross_session_groups[].members[] | "\(.file)|\(.native_id)"' gold.json); do
  grep -q "\"${row#*|}\"" "files/${row%%|*}" || { echo "MISSING group member $row"; rc=1; }
done
[ $rc = 0 ] && echo "JQ CHECK OK" || echo "JQ CHECK FAILED"
exit $rc
