#!/bin/sh
# Second, independent count: jq only.
# cline XML: count <execute_command> in assistant text; count results with 'New problems detected'
f=$1
case "$f" in
 */cline/*)
  echo "execute_command: $(jq '[.[] | select(.role=="assistant") | (if (.content|type)=="string" then .content else ([.content[]|select(.type=="text")|.text]|join("\n")) end) | [scan("<execute_command>")] | length] | add' "$f")"
  echo "new-problems results: $(jq '[.[] | select(.role=="user") | (if (.content|type)=="string" then .content else ([.content[]|select(.type=="text")|.text]|join("\n")) end) | select(startswith("[write_to_file") or startswith("[replace_in_file")) | select(test("New problems detected"))] | length' "$f")"
  echo "results with Command executed: $(jq '[.[] | select(.role=="user") | (if (.content|type)=="string" then .content else ([.content[]|select(.type=="text")|.text]|join("\n")) end) | select(test("^\\[execute_command for"))] | length' "$f")"
  ;;
esac
