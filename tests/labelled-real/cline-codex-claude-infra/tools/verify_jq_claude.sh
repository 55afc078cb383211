#!/bin/sh
# Independent recount for a Claude Code jsonl with jq only: Bash tool_use count, Bash results with is_error true,
# Bash calls without a tool_result.
f="$1"
jq -s -r '
  [.[] | select(.message.content? | type=="array") | .message.content[] | select(.type=="tool_use" and .name=="Bash") | .id] as $bash
  | ([.[] | select(.message.content? | type=="array") | .message.content[] | select(.type=="tool_result")] ) as $res
  | "bash: \($bash|length)",
    "failed: \([$res[] | select(.is_error==true) | .tool_use_id | select(. as $i | $bash | index($i))] | sort | join(" "))",
    "no result: \([$bash[] | select(. as $i | [$res[].tool_use_id] | index($i) | not)] | join(" "))"' "$f"
