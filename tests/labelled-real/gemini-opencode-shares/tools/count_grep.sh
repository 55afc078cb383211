#!/bin/sh
# Second, independent count (grep/jq only, no python reader).
# md exports: shell = Tool Command blocks whose name line is run_shell_command;
# failed = run_shell_command Tool Response blocks whose output has 'Exit Code: N' with N != 0;
# unknown = run_shell_command responses with "error".
# json (Content[]) exports: jq over functionCall / functionResponse parts.
f="$1"
case "$f" in
opencode/*.md)
  shell=$(grep -c '^\*\*Tool: bash\*\*$' "$f"); failed=0; unknown=$shell
  ;;
*.md)
  shell=$(grep -A3 -F '**Tool Command**:' "$f" | grep -c '"name": "run_shell_command"')
  # take each response block: the id line and the response line 4 lines below
  resp=$(grep -A6 -F '**Tool Response**:' "$f" | grep -A4 '"name": "run_shell_command"')
  failed=$(printf '%s\n' "$resp" | grep '"output":' | grep -oE 'Exit Code: -?[0-9]+' | grep -vc 'Exit Code: 0$')
  unknown=$(printf '%s\n' "$resp" | grep -c '"error":')
  ;;
*.json)
  shell=$(jq '[.[].parts[]? | select(.functionCall.name=="run_shell_command")] | length' "$f")
  failed=$(jq '[.[].parts[]? | select(.functionResponse.name=="run_shell_command") | .functionResponse.response.output // "" | capture("Exit Code: (?<c>-?[0-9]+)")? | select(.c!="0")] | length' "$f")
  unknown=$(jq '[.[].parts[]? | select(.functionResponse.name=="run_shell_command") | select(.functionResponse.response.error != null)] | length' "$f")
  ;;
esac
echo "$f shell=$shell failed=$failed exit_unknown=$unknown"
