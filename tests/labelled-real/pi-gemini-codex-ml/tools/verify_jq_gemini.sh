#!/bin/sh
# Independent recount with jq only for a Gemini CLI chat session: run_shell_command calls, exit codes parsed from 'Exit Code: N'.
f="$1"
echo "shell calls: $(jq '[.messages[].toolCalls[]? | select(.name=="run_shell_command")] | length' "$f")"
jq -r '.messages[].toolCalls[]? | select(.name=="run_shell_command") | ([.result[]?.functionResponse.response.output // ""] | join("")) as $o | [.id, (($o | [match("Exit Code: (-?[0-9]+)").captures[0].string] | first) // "none")] | @tsv' "$f" > /tmp/l8_jq_codes.tsv
echo "failed:"; awk -F'\t' '$2!="0" && $2!="none" {print $1}' /tmp/l8_jq_codes.tsv | sort
echo "no exit code:"; awk -F'\t' '$2=="none" {print $1}' /tmp/l8_jq_codes.tsv | sort
