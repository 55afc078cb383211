#!/bin/bash
# second, jq-only recount of shell_commands and failed_native_ids for each labelled file; compares with gold.json
cd /work/labelled-new/L28
rc=0
for key in $(jq -r '.files|keys[]' gold.json); do
  f=files/$key
  bash_ids=$(jq -r 'select(.type=="assistant") | .message.content[]? | select(type=="object" and .type=="tool_use" and .name=="Bash") | .id' "$f" | sort -u)
  n=$(printf '%s\n' "$bash_ids" | grep -c .)
  err_ids=$(jq -r 'select(.type=="user") | .message.content | if type=="array" then .[] else empty end | select(.type=="tool_result" and .is_error==true) | .tool_use_id' "$f" | sort -u)
  bg_ids=$(jq -r '[.. | strings | select(test("<status>failed</status>"))] | .[]' "$f" | grep -o '<tool-use-id>[^<]*</tool-use-id>' | sed 's/<[^>]*>//g' | sort -u)
  failed=$(comm -12 <(printf '%s\n' "$bash_ids") <(printf '%s\n%s\n' "$err_ids" "$bg_ids" | grep . | sort -u))
  gn=$(jq -r --arg k "$key" '.files[$k].counts.shell_commands' gold.json)
  gf=$(jq -r --arg k "$key" '.files[$k].failed_native_ids[]' gold.json | sort)
  if [ "$n" = "$gn" ] && [ "$failed" = "$gf" ]; then echo "OK   $key bash=$n failed=$(printf '%s\n' "$failed" | grep -c .)"; else echo "DIFF $key bash=$n gold=$gn"; diff <(echo "$failed") <(echo "$gf"); rc=1; fi
done
exit $rc
