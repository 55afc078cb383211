#!/bin/bash
# Second, independent count check using jq only (no python): recompute shell_commands,
# failed_native_ids and exit_unknown for every file in gold.json and compare.
cd "$(dirname "$0")/.." || exit 1
rc=0
for f in $(jq -r '.files | keys[]' gold.json); do
  p="files/$f"
  case "$f" in
  pi/*)
    got=$(jq -s -c '
      ([.[] | select(.type=="message") | .message | select(.role=="assistant") | .content[]? | select(.type=="toolCall" and .name=="bash") | .id]) as $sh
      | ([.[] | select(.type=="message") | .message | select(.role=="toolResult" and .toolName=="bash" and .isError==true) | .toolCallId] | sort) as $failed
      | ([.[] | select(.type=="message") | .message | select(.role=="toolResult") | .toolCallId]) as $res
      | {shell: ($sh|length), failed: $failed, unknown: [$sh[] | select(. as $i | $res | index($i) | not)]}' "$p");;
  gemini/*)
    got=$(jq -s -c '
      (reduce (.[] | select(.id)) as $r ({}; .[$r.id] = $r)) as $last
      | [$last[] | .toolCalls[]? | select(.name=="run_shell_command")] as $sh
      | {shell: ($sh|length),
         failed: ([$sh[] | select(.status=="cancelled" or .status=="error" or ((.result|tostring)|test("Exit Code: [1-9]"))) | .id] | sort),
         unknown: [$sh[] | select(.status=="cancelled") | .id]}' "$p");;
  claude_code/*)
    got=$(jq -s -c '
      [.[] | select(.type=="assistant") | .message.content[]? | select(.type=="tool_use" and .name=="Bash") | .id] as $sh
      | [.[] | select(.type=="user") | .message.content | if type=="array" then .[] else empty end | select(.type=="tool_result")] as $R
      | {shell: ($sh|length),
         failed: ([$R[] | select(.is_error==true) | .tool_use_id] | map(select(. as $i | $sh | index($i))) | unique),
         unknown: [$sh[] | select(. as $i | [$R[].tool_use_id] | index($i) | not)]}' "$p");;
  opencode/*)
    got=$(jq -c '
      [.messages[].parts[] | select(.type=="tool" and .tool=="bash")] as $B
      | {shell: ($B|length),
         failed: ([$B[] | select(.state.metadata.exit != null and .state.metadata.exit != 0) | .id] | sort),
         unknown: [$B[] | select(.state.metadata.exit == null) | .id]}' "$p");;
  codex/*)
    got=$(jq -s -c -f tools/codex_counts.jq "$p");;
  esac
  want=$(jq -c --arg f "$f" '.files[$f] | {shell: .counts.shell_commands, failed: .failed_native_ids, unknown: .exit_unknown}' gold.json)
  a=$(echo "$got" | jq -S -c '.unknown |= sort'); b=$(echo "$want" | jq -S -c '.unknown |= sort')
  if [ "$a" == "$b" ]; then echo "OK   $f $(echo "$got" | jq -c '{shell, failed: (.failed|length), unknown: (.unknown|length)}')"; else echo "DIFF $f"; echo "  jq:   $a"; echo "  gold: $b"; rc=1; fi
done
exit $rc
