#!/bin/sh
# independent recount with jq only.
# Codex: shell calls, and non-zero exit headers in outputs (write_stdin outputs carry the exit of their exec_command)
for f in files/codex/*; do
 n=$(jq -r 'select(.type=="response_item" and .payload.type=="function_call" and (.payload.name=="exec_command" or .payload.name=="shell_command")) | .payload.call_id' "$f" | wc -l)
 bad=$(jq -r 'select(.type=="response_item" and .payload.type=="function_call_output") | (.payload.output|tostring|[match("(?:Process exited with code|Exit code:) ?([0-9]+)").captures[0].string][0] // "none")' "$f" | grep -v -x -e 0 -e none | wc -l)
 echo "$f shell=$n nonzero_outputs=$bad"
done
# Claude: Bash tool_use count, is_error results among Bash ids
for f in files/claude_code/*; do
 jq -r '.message.content? | arrays | .[] | select(.type=="tool_use" and .name=="Bash") | .id' "$f" | sort > /tmp/L29_bash_ids
 jq -r '.message.content? | arrays | .[] | select(.type=="tool_result" and .is_error==true) | .tool_use_id' "$f" | sort > /tmp/L29_err_ids
 echo "$f bash=$(wc -l < /tmp/L29_bash_ids) failed=$(comm -12 /tmp/L29_bash_ids /tmp/L29_err_ids | wc -l)"
done
