#!/bin/sh
# Second, independent count (jq only). Claude Code: Bash tool_use ids, and the ids whose tool_result is_error is true.
# opencode export: bash parts, exit != 0, and exit missing.
f="$1"
case "$f" in
*.jsonl)
  echo "bash: $(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_use" and .name=="Bash") | .id' "$f" | sort -u | wc -l)"
  jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_use" and .name=="Bash") | .id' "$f" | sort -u > /tmp/l4_bash_ids
  jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result" and .is_error==true) | .tool_use_id' "$f" | sort -u > /tmp/l4_err_ids
  echo "failed: $(comm -12 /tmp/l4_bash_ids /tmp/l4_err_ids | tr '\n' ' ')"
  jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result") | .tool_use_id' "$f" | sort -u > /tmp/l4_res_ids
  echo "no_result: $(comm -23 /tmp/l4_bash_ids /tmp/l4_res_ids | tr '\n' ' ')";;
*.json)
  echo "bash: $(jq '[.messages[].parts[] | select(.type=="tool" and .tool=="bash")] | length' "$f")"
  echo "failed: $(jq -r '.messages[].parts[] | select(.type=="tool" and .tool=="bash") | select(.state.metadata.exit != null and .state.metadata.exit != 0) | .id' "$f" | tr '\n' ' ')"
  echo "exit_unknown: $(jq -r '.messages[].parts[] | select(.type=="tool" and .tool=="bash") | select(.state.metadata.exit == null) | .id' "$f" | tr '\n' ' ')";;
esac
