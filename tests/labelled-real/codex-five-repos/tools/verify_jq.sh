#!/usr/bin/env bash
# Second, independent count check (jq only): recompute shell-call count, failed ids and exit-unknown
# ids of every Codex file in gold.json straight from the raw JSONL and compare with the labels.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for f in $(jq -r '.files | keys[]' gold.json); do
  raw="files/$f"
  calls=$(jq -r 'select(.type=="response_item" and .payload.type=="function_call" and (.payload.name|IN("shell","exec_command","shell_command","local_shell"))) | .payload.call_id' "$raw" | sort)
  exits=$(jq -r '
    if .type=="response_item" and .payload.type=="function_call_output" then
      (.payload.output) as $o
      | (if ($o|type)=="string" then
           (($o|fromjson? // null) as $j
            | if ($j|type)=="object" and ($j.metadata.exit_code != null) then $j.metadata.exit_code
              else (($o|capture("(Process exited with code|Exit code:) (?<c>-?[0-9]+)")?) | .c) // null end)
         else null end) as $c
      | select($c != null) | "\(.payload.call_id) \($c)"
    elif .type=="event_msg" and .payload.type=="exec_command_end" then "\(.payload.call_id) \(.payload.exit_code)"
    else empty end' "$raw")
  n=$(printf '%s\n' "$calls" | grep -c . || true)
  failed=$(comm -12 <(printf '%s\n' "$calls") <(printf '%s\n' "$exits" | awk '$2!=0{print $1}' | sort -u) | sort)
  unknown=$(comm -23 <(printf '%s\n' "$calls") <(printf '%s\n' "$exits" | awk '{print $1}' | sort -u) | sort)
  g_n=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' gold.json)
  g_failed=$(jq -r --arg f "$f" '.files[$f].failed_native_ids[]' gold.json | sort)
  g_unknown=$(jq -r --arg f "$f" '.files[$f].exit_unknown[]' gold.json | sort)
  ok=OK
  [ "$n" = "$g_n" ] || ok="BAD count $n vs $g_n"
  [ "$failed" = "$g_failed" ] || ok="BAD failed ids"
  [ "$unknown" = "$g_unknown" ] || ok="BAD exit_unknown ids"
  [ "$ok" = OK ] || status=1
  echo "$ok $f shell=$n failed=$(printf '%s\n' "$failed" | grep -c . || true) unknown=$(printf '%s\n' "$unknown" | grep -c . || true)"
done
exit $status
