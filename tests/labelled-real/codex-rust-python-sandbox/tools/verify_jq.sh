#!/bin/bash
# Second, independent count: jq only. Shell calls = function_call named shell/shell_command/exec_command;
# failed = metadata.exit_code != 0, or 'Exit code: N' header N != 0, or plain text 'failed in sandbox'/'error: ' output.
cd "$(dirname "$0")/../files"
for f in codex/*.jsonl; do
  calls=$(jq -r 'select(.payload.type=="function_call" and (.payload.name=="shell" or .payload.name=="shell_command" or .payload.name=="exec_command")) | .payload.call_id' "$f" | sort)
  n=$(echo "$calls" | grep -c .)
  failed=$(jq -r 'select(.payload.type=="function_call_output") | [.payload.call_id, (.payload.output|tostring)] | @tsv' "$f" | while IFS=$'\t' read -r id out; do
     echo "$calls" | grep -qx "$id" || continue
     if [[ "$out" == "{\"output\""* ]]; then c=$(printf '%b' "$out" | jq -r '.metadata.exit_code' 2>/dev/null); [ -n "$c" ] && [ "$c" != 0 ] && echo "$id";
     elif [[ "$out" == "Exit code: "* ]]; then c=${out#Exit code: }; c=${c%%\\n*}; [ "$c" != 0 ] && echo "$id";
     elif [[ "$out" == "Chunk ID: "* && "$out" =~ Process\ exited\ with\ code\ ([0-9]+) ]]; then [ "${BASH_REMATCH[1]}" != 0 ] && echo "$id";
     elif [[ "$out" == "failed in sandbox"* || "$out" == "error: "* ]]; then echo "$id"; fi
  done | sort -u)
  nf=$(echo "$failed" | grep -c .)
  gold=$(jq -r --arg f "$f" '.files[$f].failed_native_ids[]' ../gold.json | sort)
  echo "$f shell=$n failed=$nf gold_shell=$(jq --arg f "$f" '.files[$f].counts.shell_commands' ../gold.json) ids_equal=$([ "$failed" == "$gold" ] && echo yes || echo NO)"
done
