#!/bin/bash
# Second, independent count (grep/jq only, no python): shell calls, non-zero exits, calls without an exit code.
# Output: file <TAB> shell_commands <TAB> failed <TAB> exit_unknown
cd "$(dirname "$0")/../files"
for f in cline/*.json; do
  n=$(jq '[.[] | select(.role=="assistant") | (if (.content|type)=="string" then .content else ([.content[]|select(.type=="text")|.text]|join("\n")) end) | [scan("<execute_command>")] | length] | add' "$f")
  printf '%s\t%s\t0\t%s\n' "$f" "$n" "$n"    # Cline 2.x writes no exit codes
done
for f in roo_code/*.md; do
  n=$(grep -c '^<execute_command>' "$f")
  fail=$(grep -c -E '^Exit code: [1-9]|Exit code: [1-9][0-9]*$' "$f")
  withcode=$(grep -c -E "^Command executed in terminal .*Exit code: [0-9]+|^Exit code: [0-9]+" "$f")
  printf '%s\t%s\t%s\t%s\n' "$f" "$n" "$fail" "$((n-withcode))"
done
for f in aider/*.md; do
  n=$(grep -c -E '^(> Running |#### /run |#### /test |#### !)' "$f")
  printf '%s\t%s\t0\t0\n' "$f" "$n"
done
