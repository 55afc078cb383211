#!/bin/sh
# Independent recount for a Cline api_conversation_history.json using jq only.
f="$1"
echo "execute_command: $(jq '[.[] | select(.role=="assistant") | .content[]? | select(.type=="tool_use" and .name=="execute_command")] | length' "$f")"
echo "failed(exit!=0): $(jq '[.[] | .content[]? | select(.type=="text") | .text | select(startswith("[execute_command for")) | select(test("\nCommand failed with exit code [0-9]+"))] | length' "$f")"
echo "denied: $(jq '[.[] | .content[]? | select(.type=="text") | .text | select(startswith("[execute_command for")) | select(test("The user denied this operation"))] | length' "$f")"
echo "timed out: $(jq '[.[] | .content[]? | select(.type=="text") | .text | select(startswith("[execute_command for")) | select(test("Command timed out"))] | length' "$f")"
echo "results: $(jq '[.[] | .content[]? | select(.type=="text") | .text | select(startswith("[execute_command for"))] | length' "$f")"
