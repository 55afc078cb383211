#!/bin/bash
# Second, independent count check: jq/grep straight on the raw files, compared with gold.json.
cd "$(dirname "$0")/.." || exit 1
fail=0
chk() { # file shell failed(sorted,comma) unknown(sorted,comma)
  local f=$1 s=$2 fl=$3 un=$4
  local gs gf gu
  gs=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' gold.json)
  gf=$(jq -r --arg f "$f" '.files[$f].failed_native_ids|sort|join(",")' gold.json)
  gu=$(jq -r --arg f "$f" '.files[$f].exit_unknown|sort|join(",")' gold.json)
  if [ "$s" != "$gs" ] || [ "$fl" != "$gf" ] || [ "$un" != "$gu" ]; then echo "MISMATCH $f: shell $s/$gs failed [$fl]/[$gf] unknown [$un]/[$gu]"; fail=1; else echo "ok $f shell=$s failed=$(jq -r --arg f "$f" '.files[$f].counts.failed_shell_commands' gold.json)"; fi
}
for f in $(jq -r '.files|keys[]' gold.json); do
  p=files/$f
  case "$f" in
    cline/*.json)
      s=$(jq '[.[]|select((.say//.ask)=="command")]|length' "$p")
      un=$(jq -r '[to_entries[]|select((.value.say//.value.ask)=="command")|"ui:\(.key)"]|sort|join(",")' "$p")
      chk "$f" "$s" "" "$un";;
    cline/*.md)
      # assistant blocks (0-based heading line) that contain <execute_command>
      ids=$(awk '/^\*\*(User|Assistant):\*\*$/{cur=$0; start=NR-1} cur=="**Assistant:**" && /<execute_command>/{print "line:" start}' "$p" | sort -u | paste -sd, -)
      s=$(echo "$ids" | tr ',' '\n' | grep -c .)
      chk "$f" "$s" "" "$(echo "$ids" | tr ',' '\n' | sort | paste -sd, -)";;
    opencode/*)
      s=$(jq '[.messages[].parts[]|select(.type=="tool" and .tool=="bash")]|length' "$p")
      fl=$(jq -r '[.messages[].parts[]|select(.type=="tool" and .tool=="bash")|select(.state.metadata.exit!=null and .state.metadata.exit!=0)|.id]|sort|join(",")' "$p")
      un=$(jq -r '[.messages[].parts[]|select(.type=="tool" and .tool=="bash")|select((.state.metadata.exit // null)==null)|.id]|sort|join(",")' "$p")
      chk "$f" "$s" "$fl" "$un";;
    amazon_q/*)
      s=$(jq '[.history[].assistant|(.ToolUse.tool_uses // [])[]|select(.name=="execute_bash")]|length' "$p")
      fl=$(jq -r '[(.history[].user.content, .next_message.content)|(.ToolUseResults // .CancelledToolUses // {}).tool_use_results // []|.[]|select(.content[0].Json.exit_status? != null and .content[0].Json.exit_status != "0")|.tool_use_id]|sort|join(",")' "$p")
      chk "$f" "$s" "$fl" "";;
  esac
done
exit $fail
