#!/bin/sh
# Independent recount for a Codex rollout with jq only: exec_command calls, outputs with non-zero exit,
# calls whose output says 'Process running' (exit in a later write_stdin poll), calls without any output.
f="$1"
echo "exec_command: $(jq -s '[.[] | select(.type=="response_item" and .payload.type=="function_call" and .payload.name=="exec_command")] | length' "$f")"
echo "write_stdin: $(jq -s '[.[] | select(.type=="response_item" and .payload.type=="function_call" and .payload.name=="write_stdin")] | length' "$f")"
jq -s -r '
  ([.[] | select(.type=="response_item" and .payload.type=="function_call") | {key: .payload.call_id, value: .payload.name}] | from_entries) as $name
  | .[] | select(.type=="response_item" and .payload.type=="function_call_output")
  | (.payload.output | capture("Process exited with code (?<c>-?[0-9]+)").c // "running") as $c
  | "\($name[.payload.call_id]) \(.payload.call_id) \($c)"' "$f" | sort | uniq -c | awk '{print}' | grep -v ' 0$' | grep -v 'exec_command .* 0$'
echo "calls without output:"
jq -s -r '([.[] | select(.type=="response_item" and .payload.type=="function_call_output") | .payload.call_id]) as $o
  | .[] | select(.type=="response_item" and .payload.type=="function_call") | select(.payload.call_id as $c | $o | index($c) | not) | .payload.call_id' "$f"
