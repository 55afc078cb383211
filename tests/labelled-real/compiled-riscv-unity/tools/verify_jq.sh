#!/usr/bin/env bash
# Second, jq-only count of shell commands and failed ids per file (independent of verify.py).
cd "$(dirname "$0")/../files"
for f in claude_code/*.jsonl; do
  bash_ids=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_use" and .name=="Bash") | .id' "$f" | sort)
  n=$(printf '%s\n' "$bash_ids" | grep -c .)
  err=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result" and .is_error==true) | .tool_use_id' "$f" | sort | comm -12 - <(printf '%s\n' "$bash_ids") | tr '\n' ' ')
  echo "$f shell=$n failed=[$err]"
done
for f in codex/*.jsonl; do
  n=$(jq -r 'select(.type=="response_item" and .payload.type=="function_call" and (.payload.name=="shell_command" or .payload.name=="exec_command" or .payload.name=="shell")) | .payload.call_id' "$f" | grep -c .)
  fail=$(jq -r 'select(.type=="response_item" and .payload.type=="function_call_output") | [.payload.call_id, (.payload.output|tostring)] | @tsv' "$f" | awk -F'\t' '{ if (match($2, /Exit code: [0-9]+/)) { c=substr($2, RSTART+11, RLENGTH-11); if (c!="0") print $1 } }' | sort | tr '\n' ' ')
  unk=$(jq -r 'select(.type=="response_item" and .payload.type=="function_call_output") | select((.payload.output|tostring)|test("Exit code: [0-9]+")|not) | .payload.call_id' "$f" | sort | tr '\n' ' ')
  echo "$f shell=$n failed=[$fail] no_exit=[$unk]"
done
