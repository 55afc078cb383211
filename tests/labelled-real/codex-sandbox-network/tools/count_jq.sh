#!/bin/sh
# Second, independent count (jq only): shell calls, failed ids, exit-unknown ids for a Codex rollout.
# exit code = exec_command_end.exit_code | 'Process exited with code N' in own output |
#             'exit_code: N' in an 'exec_command failed' sandbox-denied text |
#             first later write_stdin poll on the same session id that prints 'Process exited with code N'.
jq -s -r '
  [to_entries[] | {i: .key, t: .value.type, p: .value.payload}] as $r
  | ($r | map(select(.t=="event_msg" and .p.type=="exec_command_end") | {key: .p.call_id, value: .p.exit_code}) | from_entries) as $ends
  | ($r | map(select(.t=="response_item" and .p.type=="function_call_output") | {key: .p.call_id, value: (.p.output|tostring)}) | from_entries) as $outs
  | ($r | map(select(.t=="response_item" and .p.type=="function_call" and .p.name=="write_stdin") | {i, cid: .p.call_id, s: (.p.arguments|fromjson|.session_id)})) as $polls
  | def code($o): ($o // "") as $x
      | if ($x|test("Process exited with code -?[0-9]+")) then ($x|capture("Process exited with code (?<c>-?[0-9]+)").c|tonumber)
        elif ($x|test("^Exit code: -?[0-9]+";"m")) then ($x|capture("Exit code: (?<c>-?[0-9]+)").c|tonumber)
        elif ($x|startswith("exec_command failed")) and ($x|test("exit_code: -?[0-9]+")) then ($x|capture("exit_code: (?<c>-?[0-9]+)").c|tonumber)
        else null end;
    [ $r[] | select(.t=="response_item" and .p.type=="function_call" and (.p.name=="exec_command" or .p.name=="shell" or .p.name=="shell_command")) ] as $calls
  | [ $calls[] | . as $c | ($ends[$c.p.call_id] // code($outs[$c.p.call_id])) as $e
      | (if $e == null and (($outs[$c.p.call_id] // "") | test("Process running with session ID [0-9]+")) then
           (($outs[$c.p.call_id] | capture("session ID (?<s>[0-9]+)").s | tonumber) as $sid
            | [ $polls[] | select(.i > $c.i and .s == $sid) | ($ends[.cid] // code($outs[.cid])) | select(. != null) ] | first)
         else $e end) as $x
      | {id: $c.p.call_id, x: $x} ] as $res
  | "shell_commands \($res|length)",
    "failed \([$res[]|select(.x != null and .x != 0)]|length)",
    ([$res[]|select(.x != null and .x != 0)|.id]|sort|map("  F "+.)|.[]),
    "exit_unknown \([$res[]|select(.x == null)]|length)",
    ([$res[]|select(.x == null)|.id]|sort|map("  U "+.)|.[])
' "$1"
