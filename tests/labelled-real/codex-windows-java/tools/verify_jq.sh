#!/bin/bash
# Second, independent count check (jq only): shell commands, failed ids, masked count is not derivable.
# Usage: tools/verify_jq.sh  (compares against gold.json)
cd "$(dirname "$0")/.."
for f in $(jq -r '.files | keys[]' gold.json); do
  first=$(head -1 "files/$f" | jq -r '.type')
  if [ "$first" = "thread.started" ]; then
    got=$(jq -s -c '[.[] | select(.type=="item.completed" and .item.type=="command_execution") | .item] as $c
      | {shell: ($c|length), failed: ([$c[] | select(.exit_code != 0 and .exit_code != null) | .id] | sort)}' "files/$f")
  else
    got=$(jq -s -c '
      [.[] | .payload? // empty] as $p
      | ($p | map(select(.type=="function_call_output" or .type=="custom_tool_call_output")) | map({key: .call_id, value: (if (.output|type)=="array" then ([.output[] | .text? // ""] | join("\n")) else (.output|tostring) end)}) | from_entries) as $out
      | ($p | map(select(.type=="exec_command_end")) | map({key: .call_id, value: .exit_code}) | from_entries) as $ends
      | ($p | map(select((.type=="function_call" and (.name=="exec_command" or .name=="shell_command" or .name=="shell")) or (.type=="custom_tool_call" and .name=="exec" and ((.input // "") | test("tools\\.(shell_command|exec_command)")))))) as $calls
      | ($calls | map(. as $c | ($out[$c.call_id] // "") | capture("Process running with session ID (?<s>[0-9]+)")? | {key: .s, value: $c.call_id}) | from_entries) as $sess
      | ($p | map(select(.type=="function_call" and .name=="write_stdin")) | map(. as $w | ((.arguments|fromjson|.session_id|tostring)) as $sid
           | (($out[$w.call_id] // "") | capture("Process exited with code (?<e>-?[0-9]+)")?) as $m
           | select($m != null and $sess[$sid] != null) | {key: $sess[$sid], value: ($m.e|tonumber)}) | from_entries) as $poll
      | $calls | map(.call_id as $id
           | ($ends[$id] // (($out[$id] // "") | capture("(Process exited with code|Exit code:) (?<e>-?[0-9]+)")? | .e | tonumber) // $poll[$id]) as $ec
           | {id: $id, ec: $ec})
      | {shell: length, failed: ([.[] | select(.ec != null and .ec != 0) | .id] | sort)}' "files/$f")
  fi
  want=$(jq -c --arg f "$f" '.files[$f] | {shell: .counts.shell_commands, failed: (.failed_native_ids|sort)}' gold.json)
  if [ "$got" = "$want" ]; then echo "OK   $f $(echo "$got" | jq -c '{shell, failed: (.failed|length)}')"; else echo "DIFF $f"; echo "  jq:   $got"; echo "  gold: $want"; fi
done
