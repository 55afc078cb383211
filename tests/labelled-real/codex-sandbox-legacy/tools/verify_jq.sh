#!/bin/bash
# Second, independent count of shell calls / failed ids / exit-unknown ids with jq only; compares with gold.json.
cd "$(dirname "$0")/.."
rc=0
for f in $(jq -r '.files | keys[]' gold.json); do
  p=files/$f
  calls=$(jq -r 'if has("payload") then (select(.type=="response_item") | .payload) else . end
     | select(.type=="function_call" and (.name=="shell" or .name=="shell_command" or .name=="exec_command")) | .call_id' "$p" | sort)
  # call_id -> exit code (or empty)
  exits=$(jq -r 'def code($o): ((($o | capture("^Exit code: (?<c>[0-9]+)") | .c)?)
        // (($o | capture("Process exited with code (?<c>[0-9]+)") | .c)?)
        // (($o | capture("^failed in sandbox [A-Za-z]+ with execution error: [^\\n]*?exit code: (?<c>[0-9]+)") | .c)?)
        // (($o | fromjson | .metadata.exit_code | tostring)?)
        // "");
     if has("payload") then (select(.type=="response_item") | .payload) else . end
     | select(.type=="function_call_output")
     | .call_id + " " + code(.output | if type=="string" then . else tojson end)' "$p")
  n=$(echo "$calls" | grep -c . )
  failed=$(join <(echo "$calls") <(echo "$exits" | sort) | awk 'NF==2 && $2!="0" && $2!="null" {print $1}' | sort)
  unknown=$(join -a1 <(echo "$calls") <(echo "$exits" | sort) | awk 'NF==1 || $2=="null" {print $1}' | sort)
  gn=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' gold.json)
  gf=$(jq -r --arg f "$f" '.files[$f].failed_native_ids[]' gold.json | sort)
  gu=$(jq -r --arg f "$f" '.files[$f].exit_unknown[]' gold.json | sort)
  ok=OK
  [ "$n" = "$gn" ] || { ok="BAD shell $n vs $gn"; rc=1; }
  [ "$failed" = "$gf" ] || { ok="$ok BAD failed"; rc=1; }
  [ "$unknown" = "$gu" ] || { ok="$ok BAD unknown"; rc=1; }
  echo "$ok  $f shell=$n failed=$(echo "$failed" | grep -c .) unknown=$(echo "$unknown" | grep -c .)"
done
exit $rc
