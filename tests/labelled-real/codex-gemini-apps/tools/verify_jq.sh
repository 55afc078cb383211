#!/bin/bash
# Independent count: shell_command calls and non-zero 'Exit code' headers, jq only.
for f in $(printf "%s\n" "$@" | grep "\.jsonl$"); do
  n=$(jq -r 'select(.type=="response_item" and .payload.type=="function_call" and (.payload.name=="shell_command" or .payload.name=="shell" or .payload.name=="exec_command")) | .payload.call_id' "$f" | sort -u)
  fails=$(jq -r 'select(.type=="response_item" and .payload.type=="function_call_output") | [.payload.call_id, (((.payload.output|tostring) | capture("^(Exit code: |Process exited with code )(?<c>[0-9]+)")? // {c:"x"}).c)] | @tsv' "$f" | awk -F'\t' '$2!="0" && $2!="x"{print $1}' | sort -u | grep -Fx -f <(echo "$n") )
  ends=$(jq -r 'select(.payload.type=="exec_command_end" and .payload.exit_code!=0) | .payload.call_id' "$f" | sort -u)
  echo "$(basename $f): shell=$(echo "$n" | grep -c .) failed=$( (echo "$fails"; echo "$ends") | grep . | sort -u | wc -l)"
  (echo "$fails"; echo "$ends") | grep . | sort -u | sed 's/^/   /'
done
# Gemini chat recordings (.json): run_shell_command toolCalls and 'Exit Code: N' (N != 0) in their output.
for f in "$@"; do
  case "$f" in *.json)
    n=$(jq '[.messages[].toolCalls[]? | select(.name=="run_shell_command")] | length' "$f")
    jq -r '.messages[].toolCalls[]? | select(.name=="run_shell_command") | select([.result[]?.functionResponse.response.output // ""] | join("\n") | test("\nExit Code: [1-9]")) | .id' "$f" > /tmp/l16_jq_failed.txt
    echo "$(basename $f): gemini shell=$n failed=$(wc -l < /tmp/l16_jq_failed.txt)"; sed 's/^/   /' /tmp/l16_jq_failed.txt;;
  esac
done
