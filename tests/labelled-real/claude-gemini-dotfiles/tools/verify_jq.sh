#!/bin/bash
# Second, independent count: jq only. Per file: Bash tool_use count, Bash is_error ids; compared with gold.json.
cd "$(dirname "$0")/.."
bad=0
for rel in $(jq -r '.files | keys[]' gold.json); do
  f="files/$rel"
  case "$rel" in
  gemini/*)
    bash_ids=$(jq -r '.messages[] | (.toolCalls // [])[] | select(.name=="run_shell_command") | .id' "$f" | sort -u)
    err_ids=$(jq -r '.messages[] | (.toolCalls // [])[] | select(.name=="run_shell_command") | select([.result[]?.functionResponse.response.output // "" | scan("Exit Code: ([0-9]+)")[0]] | (length > 0 and last != "0")) | .id' "$f" | sort -u) ;;
  *)
    bash_ids=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_use" and .name=="Bash") | .id' "$f" | sort -u)
    err_ids=$(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result" and .is_error==true) | .tool_use_id' "$f" | sort -u) ;;
  esac
  n=$(printf '%s\n' "$bash_ids" | grep -c . )
  case "$rel" in gemini/*) unk=$(jq -r '[.messages[] | (.toolCalls // [])[] | select(.name=="run_shell_command") | select([.result[]?.functionResponse.response.output // "" | scan("Exit Code: ([0-9]+)")] | length == 0) | .id] | sort | join(",")' "$f");;
  *) unk=$(comm -23 <(printf '%s\n' "$bash_ids") <(jq -r 'select(.message.content|type=="array") | .message.content[] | select(.type=="tool_result") | .tool_use_id' "$f" | sort -u) | grep . | paste -sd, -);; esac
  g_u=$(jq -r --arg k "$rel" '.files[$k].exit_unknown | sort | join(",")' gold.json)
  [ "$unk" = "$g_u" ] || { echo "EXIT_UNKNOWN MISMATCH $rel [$unk] vs [$g_u]"; bad=1; }
  failed=$(comm -12 <(printf '%s\n' "$bash_ids") <(printf '%s\n' "$err_ids") | grep . | paste -sd, -)
  g_n=$(jq -r --arg k "$rel" '.files[$k].counts.shell_commands' gold.json)
  g_f=$(jq -r --arg k "$rel" '.files[$k].failed_native_ids | sort | join(",")' gold.json)
  st=ok; [ "$n" = "$g_n" ] && [ "$failed" = "$g_f" ] || { st=MISMATCH; bad=1; }
  echo "$st $rel bash=$n/$g_n failed=[$failed] gold=[$g_f]"
done
exit $bad
