#!/bin/sh
# Second, jq-only count for Claude Code files: Bash tool_use count and Bash ids whose tool_result is_error is true.
f="$1"
jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_use" and .name=="Bash")|.id' "$f" | sort > /tmp/l14_bash.txt
jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_result" and .is_error==true)|.tool_use_id' "$f" | sort -u > /tmp/l14_err.txt
echo "bash=$(wc -l < /tmp/l14_bash.txt) failed_bash=$(comm -12 /tmp/l14_bash.txt /tmp/l14_err.txt | wc -l)"
comm -12 /tmp/l14_bash.txt /tmp/l14_err.txt
