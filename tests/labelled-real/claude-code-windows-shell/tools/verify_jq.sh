#!/bin/bash
# Second, independent count check (jq only): Bash tool_use count, is_error Bash ids, Bash ids without result.
# Background-failed Bash (task-notification) are added by matching backgroundTaskId to '<status>failed</status>' notifications.
cd "$(dirname "$0")/.."
rc=0
for f in $(jq -r '.files|keys[]' gold.json); do
  p="files/$f"
  bash_ids=$(jq -Rrc 'fromjson? // empty | select(.message.content|type=="array")|.message.content[]|select(.type=="tool_use" and .name=="Bash")|.id' "$p" 2>/dev/null | sort -u)
  n=$(echo "$bash_ids" | grep -c . )
  err_ids=$(jq -Rrc 'fromjson? // empty | select(.message.content|type=="array")|.message.content[]|select(.type=="tool_result" and .is_error==true)|.tool_use_id' "$p" 2>/dev/null | sort -u)
  res_ids=$(jq -Rrc 'fromjson? // empty | select(.message.content|type=="array")|.message.content[]|select(.type=="tool_result")|.tool_use_id' "$p" 2>/dev/null | sort -u)
  failed=$(comm -12 <(echo "$bash_ids") <(echo "$err_ids"))
  # background failures
  bgf=$(jq -Rrc 'fromjson? // empty | select(.toolUseResult|type=="object") | select(.toolUseResult.backgroundTaskId) | [(.message.content[]|select(.type=="tool_result")|.tool_use_id), .toolUseResult.backgroundTaskId] | @tsv' "$p" 2>/dev/null | while IFS=$'\t' read id tid; do grep -q "<task-id>$tid</task-id>" "$p" && grep -F "<task-id>$tid</task-id>" "$p" | grep -q '<status>failed</status>' && echo $id; done)
  failed=$(printf '%s\n%s\n' "$failed" "$bgf" | grep . | sort -u)
  noresult=$(comm -23 <(echo "$bash_ids") <(echo "$res_ids") | grep .)
  g_n=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' gold.json)
  g_failed=$(jq -r --arg f "$f" '.files[$f].failed_native_ids[]' gold.json | sort)
  g_unk=$(jq -r --arg f "$f" '.files[$f].exit_unknown[]' gold.json | sort)
  ok=1
  [ "$n" = "$g_n" ] || { echo "MISMATCH shell $f $n vs $g_n"; ok=0; }
  [ "$(echo "$failed"|sort)" = "$g_failed" ] || { echo "MISMATCH failed $f"; diff <(echo "$failed"|sort) <(echo "$g_failed"); ok=0; }
  [ "$(echo "$noresult"|sort)" = "$g_unk" ] || { echo "MISMATCH exit_unknown $f"; ok=0; }
  [ $ok = 1 ] && echo "ok $f shell=$n failed=$(echo "$failed"|grep -c .) unknown=$(echo "$noresult"|grep -c .)" || rc=1
done
exit $rc
