#!/usr/bin/env bash
# Independent recount with jq only (plus sort/grep): shell commands, failed ids, exit-unknown ids; compares with gold.json.
cd "$(dirname "$0")/.." || exit 1
status=0
for f in $(jq -r '.files|keys[]' gold.json); do
  p="files/$f"
  case "$f" in
  claude_code/*)
    jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_use" and .name=="Bash")|.id' "$p" | sort -u > /tmp/L20_sh
    jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_result" and .is_error==true)|.tool_use_id' "$p" | sort -u > /tmp/L20_err
    jq -r 'select(.type=="queue-operation")|.content // empty' "$p" | tr -d '\n' | grep -o '<tool-use-id>[^<]*</tool-use-id>[^<]*<output-file>[^<]*</output-file>[^<]*<status>failed</status>' | sed 's/<tool-use-id>\([^<]*\)<.*/\1/' | sort -u > /tmp/L20_bgfail
    cat /tmp/L20_err /tmp/L20_bgfail | sort -u | comm -12 - /tmp/L20_sh > /tmp/L20_failed
    # exit unknown: Bash with run_in_background whose id never appears in a task-notification
    jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_use" and .name=="Bash" and .input.run_in_background==true)|.id' "$p" | sort -u > /tmp/L20_bg
    grep -o '<tool-use-id>[^<]*</tool-use-id>' "$p" | sed 's/<[^>]*>//g' | sort -u > /tmp/L20_notified
    comm -23 /tmp/L20_bg /tmp/L20_notified > /tmp/L20_unknown ;;
  gemini/*.jsonl)
    jq -r 'select(.toolCalls)|.toolCalls[]|select(.name=="run_shell_command")|[.id, .status, ((.result // [])|map(.functionResponse.response.output // .functionResponse.response.error // "")|join(" ")|gsub("\n";" "))]|@tsv' "$p" > /tmp/L20_rows
    cut -f1 /tmp/L20_rows | sort -u > /tmp/L20_sh
    # last record per id wins
    tac /tmp/L20_rows | sort -u -t$'\t' -k1,1 > /tmp/L20_last
    grep -P 'Exit Code: (?!0\b)-?[0-9]+' /tmp/L20_last | cut -f1 | sort -u > /tmp/L20_failed
    grep -P '\tcancelled\t|\tCommand moved to background' /tmp/L20_last | while IFS=$'\t' read -r id st out; do
      pid=$(echo "$out" | grep -oP 'background \(PID: \K[0-9]+'); if [ -n "$pid" ] && grep -q "\[PID $pid\] EXITED:.*Exit Code: " "$p"; then continue; fi; echo "$id"; done | sort -u > /tmp/L20_unknown
    # background processes that EXITED non-zero according to list_background_processes
    grep -P '\tCommand moved to background' /tmp/L20_last | while IFS=$'\t' read -r id st out; do
      pid=$(echo "$out" | grep -oP 'background \(PID: \K[0-9]+'); grep -qP "\[PID $pid\] EXITED:.*Exit Code: (?!0\))" "$p" && echo "$id"; done >> /tmp/L20_failed; sort -u -o /tmp/L20_failed /tmp/L20_failed ;;
  gemini/*.json)
    jq -r '.messages[].toolCalls[]?|select(.name=="run_shell_command")|[.id, .status, ((.result // [])|map(.functionResponse.response.output // .functionResponse.response.error // "")|join(" ")|gsub("\n";" "))]|@tsv' "$p" > /tmp/L20_last
    cut -f1 /tmp/L20_last | sort -u > /tmp/L20_sh
    grep -P 'Exit Code: (?!0\b)-?[0-9]+' /tmp/L20_last | cut -f1 | sort -u > /tmp/L20_failed
    grep -P '\tcancelled\t|\tCommand moved to background' /tmp/L20_last | cut -f1 | sort -u > /tmp/L20_unknown ;;
  esac
  n=$(wc -l < /tmp/L20_sh); gn=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' gold.json)
  jq -r --arg f "$f" '.files[$f].failed_native_ids[]' gold.json | sort > /tmp/L20_gf
  jq -r --arg f "$f" '.files[$f].exit_unknown[]' gold.json | sort > /tmp/L20_gu
  okf=$(cmp -s /tmp/L20_failed /tmp/L20_gf && echo ok || echo DIFF); oku=$(cmp -s /tmp/L20_unknown /tmp/L20_gu && echo ok || echo DIFF)
  [ "$n" = "$gn" ] && okn=ok || okn=DIFF
  echo "$f shell=$n($okn) failed=$(wc -l < /tmp/L20_failed)($okf) exit_unknown=$(wc -l < /tmp/L20_unknown)($oku)"
  if [ "$okf$oku$okn" != "okokok" ]; then status=1; diff /tmp/L20_failed /tmp/L20_gf; diff /tmp/L20_unknown /tmp/L20_gu; fi
done
exit $status
