#!/bin/sh
# Second, independent count: jq for the Gemini checkpoints, grep for the Markdown exports.
cd "$(dirname "$0")/../files"
for f in gemini/*checkpoint-*.json; do
  sh=$(jq '[.[].parts[]? | select(.functionCall.name=="run_shell_command")] | length' "$f")
  failed=$(jq -r '[.[].parts[]? | select(.functionResponse.name=="run_shell_command") | .functionResponse | select((.response.output // "") | test("Exit Code: [1-9]")) | .id] | sort | join(",")' "$f")
  unknown=$(jq -r '[.[].parts[]? | select(.functionResponse.name=="run_shell_command") | .functionResponse | select(.response.error != null) | .id] | sort | join(",")' "$f")
  echo "$f shell=$sh failed=[$failed] unknown=[$unknown]"
done
for f in opencode/*.md; do
  sh=$(grep -c '^\*\*Tool: bash\*\*' "$f"); err=$(grep -c '^\*\*Error:\*\*' "$f")
  echo "$f shell=$sh failed=0(no exit codes) unknown=$sh tool_error_blocks=$err"
done
