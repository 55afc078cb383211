#!/bin/bash
# Independent recount with jq only (no python): shell commands and failed ids per rollout.
# Envelope rollouts: exec_command/shell_command/shell function calls + code-mode 'exec' cells calling tools.exec_command.
# Failed: non-zero 'Process exited with code N' / 'Exit code: N' / SandboxDenied exit_code in the call's own output,
# or in a write_stdin poll whose session_id equals the 'Process running with session ID N' of the call.
# Legacy rollouts (no payload envelope): function_call name shell; failed = metadata.exit_code != 0 or plain 'error' output.
for f in "$@"; do
  if head -1 "$f" | jq -e 'has("payload") or has("type")' >/dev/null; then
    jq -s -r '
      [ .[] | .payload? // {} ] as $p
      | ([ $p[] | select((.type=="function_call" and (.name=="exec_command" or .name=="shell_command" or .name=="shell"))
                         or (.type=="custom_tool_call" and .name=="exec" and ((.input // "") | contains("tools.exec_command")))) | .call_id ]) as $shell
      | ([ $p[] | select(.type=="function_call_output" or .type=="custom_tool_call_output") | {key: .call_id, value: (.output | if type=="string" then . else tostring end)} ] | from_entries) as $out
      | ([ $shell[] as $c | ($out[$c] // "") | capture("Process running with session ID (?<s>[0-9]+)")? | {key: .s, value: $c} ] | from_entries) as $sess
      | ([ $p[] | select(.type=="function_call" and .name=="write_stdin") | {cid: .call_id, sid: ((.arguments | fromjson | .session_id) | tostring)} ]) as $ws
      | ([ $shell[] as $c | ($out[$c] // "") as $o
           | select(($o | test("^(Exit code: |Process exited with code )[1-9]")) or ($o | test("Process exited with code [1-9]")) or ($o | test("^exec_command failed: SandboxDenied .*exit_code: [1-9]"; "s")))
           | $c ]
         + [ $ws[] | select(($out[.cid] // "") | test("Process exited with code [1-9]")) | $sess[.sid] // empty ]) as $failed
      | "shell=\($shell|length) failed=\($failed|unique|length)\n" + ([$failed|unique[] | "   " + .] | join("\n"))' "$f" | sed "1s#^#$(basename "$f"): #"
  else
    jq -s -r '
      ([ .[] | select(.type=="function_call" and .name=="shell") | .call_id ]) as $shell
      | ([ .[] | select(.type=="function_call_output") | {key: .call_id, value: .output} ] | from_entries) as $out
      | ([ $shell[] as $c | ($out[$c] // "") as $o
           | select((($o | fromjson? | .metadata.exit_code) // (if ($o|test("^\\s*error")) then 1 else 0 end)) != 0) | $c ]) as $failed
      | "legacy shell=\($shell|length) failed=\($failed|length)\n" + ([$failed[] | "   " + .] | join("\n"))' "$f" | sed "1s#^#$(basename "$f"): #"
  fi
done
