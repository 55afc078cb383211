#!/bin/sh
# Independent recount with jq only: bash toolCalls, isError bash results (pi format).
f="$1"
echo "bash calls: $(jq -r 'select(.type=="message") | .message.content[]? | select(type=="object" and .type=="toolCall" and .name=="bash") | .id' "$f" | wc -l)"
echo "failed:"; jq -r 'select(.type=="message" and .message.role=="toolResult" and .message.toolName=="bash" and .message.isError==true) | .message.toolCallId' "$f" | sort
