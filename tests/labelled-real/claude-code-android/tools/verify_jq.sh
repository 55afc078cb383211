#!/bin/sh
# Second, independent count: jq only. Prints bash count, failed bash ids (is_error true).
f="$1"
jq -r 'select(.type=="assistant") | .message.content[]? | select(.type=="tool_use" and .name=="Bash") | .id' "$f" | sort > /tmp/l10_bash_ids
jq -r 'select(.type=="user") | .message.content[]? | select(type=="object" and .type=="tool_result" and .is_error==true) | .tool_use_id' "$f" | sort > /tmp/l10_err_ids
echo "bash: $(wc -l < /tmp/l10_bash_ids)"; echo "failed bash:"; comm -12 /tmp/l10_bash_ids /tmp/l10_err_ids
