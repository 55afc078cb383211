# jq -s: shell calls, failed ids, exit-unknown ids of a Codex rollout
[.[] | (.payload // .)] as $P
| [$P[] | select((.type=="function_call" or .type=="local_shell_call") and (.name=="exec_command" or .name=="shell" or .name=="shell_command")) | .call_id] as $sh
| (reduce ($P[] | select(.type=="function_call_output") | {k: .call_id, o: (.output|tostring)}) as $x ({}; .[$x.k] = $x.o)) as $outs
| (reduce ($P[] | select(.type=="exec_command_end") | {k: .call_id, e: .exit_code}) as $x ({}; .[$x.k] = $x.e)) as $ends
| (reduce ($P[] | select(.type=="function_call" and .name=="write_stdin") | {k: .call_id, s: ((.arguments|fromjson).session_id|tostring)}) as $x ({}; .[$x.k] = $x.s)) as $polls
| def code(o): ((o | capture("(?:^|\\n)(?:Exit code: |Process exited with code )(?<n>[0-9]+)").n) // (o | capture("\"exit_code\":(?<n>[0-9]+)").n) // (o | capture("^failed in sandbox[^\\n]*?exit code: (?<n>[0-9]+)").n) // null);
  def sid(o): ((o | capture("Process running with session ID (?<n>[0-9]+)").n) // null);
  def pollcode(c): sid($outs[c] // "") as $s | if $s == null then null else
      ([$polls | to_entries[] | select(.value == $s) | code($outs[.key] // "")] | map(select(. != null)) | first) end;
  [ $sh[] | {id: ., e: (if $ends[.] != null then ($ends[.]|tostring) else (code($outs[.] // "") // pollcode(.)) end)} ] as $E
| {shell: ($sh|length), failed: ([$E[] | select(.e != null and .e != "0") | .id] | sort), unknown: [$E[] | select(.e == null) | .id]}
