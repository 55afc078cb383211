#!/usr/bin/env bash
# Second, independent count check (jq only): for each labelled file recompute the shell-call
# ids, the failed ids and the exit-unknown ids from the raw JSONL, and compare with gold.json.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for f in $(jq -r '.files | keys[]' gold.json); do
  raw="files/$f"
  calc=$(jq -c -s '
    def pl: if has("payload") then .payload else . end;
    def code($o):
      if ($o|type) != "string" then null
      else (($o | try fromjson catch null) as $j
        | if ($j|type) == "object" and ($j.metadata|type) == "object" then $j.metadata.exit_code
          else ($o | capture("^(Exit code: |Process exited with code )(?<c>-?[0-9]+)"; "m").c // null
                | if . == null then ($o | capture("^failed in sandbox \\S+ with execution error: sandbox denied exec error, exit code: (?<c>-?[0-9]+)").c // null) else . end
                | if . == null then null else tonumber end)
          end)
      end;
    map(pl) as $r
    | ($r | map(select(.type == "function_call" and (.name == "shell" or .name == "exec_command" or .name == "shell_command")) | .call_id)) as $ids
    | ($r | map(select(.type == "function_call_output")) | map({key: .call_id, value: code(.output)}) | from_entries) as $outs
    | ($r | map(select(.type == "exec_command_end")) | map({key: .call_id, value: .exit_code}) | from_entries) as $ends
    | [ $ids[] | {id: ., c: ($ends[.] // $outs[.])} ] as $x
    | {n: ($ids|length),
       failed: ([$x[] | select(.c != null and .c != 0) | .id] | sort),
       unknown: ([$x[] | select(.c == null) | .id] | sort)}' "$raw")
  gold=$(jq -c --arg f "$f" '.files[$f] | {n: .counts.shell_commands, failed: (.failed_native_ids|sort), unknown: (.exit_unknown|sort)}' gold.json)
  if [ "$calc" == "$gold" ]; then echo "OK   $f $(jq -r '"n=\(.n) failed=\(.failed|length) unknown=\(.unknown|length)"' <<<"$calc")"; else echo "DIFF $f"; echo " calc $calc"; echo " gold $gold"; status=1; fi
done
exit $status
