#!/bin/sh
# Second, independent count: jq only. For each Codex file: shell calls, and non-zero exits taken from
# exec_command_end, else the output header, else the header of a write_stdin poll that names the same session id.
for f in "$@"; do
  echo "== $f"
  jq -rs '
    [ .[] | select(.type=="response_item") | .payload ] as $p
    | ($p | map(select(.type=="function_call" or .type=="local_shell_call") | select((.name // "local_shell_call") | IN("exec_command","shell","shell_command","local_shell_call")) | .call_id)) as $shell
    | ($p | map(select(.type=="function_call_output") | {key:.call_id, value:(.output|tostring)}) | from_entries) as $out
    | ([ .[] | select(.type=="event_msg" and .payload.type=="exec_command_end") | {key:.payload.call_id, value:.payload.exit_code} ] | from_entries) as $ends
    | ($p | map(select(.type=="function_call" and .name=="write_stdin") | {sid:((.arguments|fromjson).session_id|tostring), out:($out[.call_id] // "")})) as $polls
    | def hdr(s): (s | capture("(?:Process exited with code|Exit code:) (?<c>-?[0-9]+)")? | .c | tonumber);
      def code(c): if $ends[c] != null then $ends[c]
                   else (hdr($out[c] // "") // (($out[c] // "") | (try (fromjson | .metadata.exit_code) catch null)) // (($out[c] // "") | capture("Process running with session ID (?<s>[0-9]+)")? | .s) as $sid
                         | if $sid == null then null else ([$polls[] | select(.sid==$sid) | hdr(.out)] | map(select(.!=null)) | first) end) end;
      [ $shell[] | {c:., x:code(.)} ] as $r
    | "shell=\($shell|length) failed=\([$r[]|select(.x!=null and .x!=0)]|length) unknown=\([$r[]|select(.x==null)]|length)",
      ([$r[]|select(.x!=null and .x!=0)|.c]|sort|join(" ")), "unknown: " + ([$r[]|select(.x==null)|.c]|join(" "))
  ' "$f"
done
