#!/bin/sh
# Second, independent count: jq only. Prints shell calls, non-zero exits and calls without any exit code.
for f in "$@"; do
  jq -rs '
    [ .[] | select(.type=="response_item" and .payload.type=="function_call" and (.payload.name|test("^(exec_command|shell|shell_command)$"))) | .payload.call_id ] as $calls
    | ( [ .[] | select(.type=="event_msg" and .payload.type=="exec_command_end") | {(.payload.call_id): .payload.exit_code} ] | add // {} ) as $ends
    | ( [ .[] | select(.type=="response_item" and .payload.type=="function_call_output") | {(.payload.call_id): ((.payload.output|tostring|capture("Process exited with code (?<c>-?[0-9]+)").c // null))} ] | add // {} ) as $outs
    | [ $calls[] | {id: ., code: ($ends[.] // ($outs[.] | if . == null then null else tonumber end))} ] as $r
    | "\(input_filename) shell=\($calls|length) failed=\([$r[]|select(.code!=null and .code!=0)]|length) unknown=\([$r[]|select(.code==null)|.id])"
  ' "$f"
done
