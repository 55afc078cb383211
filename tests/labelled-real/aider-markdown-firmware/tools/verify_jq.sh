#!/bin/sh
# Second, independent count of shell commands / failures with jq and grep (no python).
cd "$(dirname "$0")/../files"
f=claude_code/esp32-cam__conversation.jsonl
echo "$f bash=$(jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_use" and .name=="Bash")|.id' $f | wc -l) \
failed=$(jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_result" and .is_error==true)|.tool_use_id' $f | sort > /tmp/L13_err.txt; jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_use" and .name=="Bash")|.id' $f | sort | comm -12 - /tmp/L13_err.txt | wc -l)"
jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_use" and .name=="Bash")|.id' $f | sort | comm -12 - /tmp/L13_err.txt > /tmp/L13_failed_jq.txt
jq -r '.files["claude_code/esp32-cam__conversation.jsonl"].failed_native_ids[]' ../gold.json | sort | diff - /tmp/L13_failed_jq.txt && echo "esp failed ids: same as gold"
a=aider/verilog-simulasyonu-lsfl__.aider.chat.history.md
echo "$a runs=$(grep -c '^> Running ' $a)"
grep -n '^> Running ' $a | cut -d: -f1 | awk '{print "line:"$1-1}' | diff - <(jq -r '.files["'$a'"].exit_unknown[]' ../gold.json) && echo "aider ids: same as gold"
o=opencode/mytts__opencode-session.md
echo "$o bash=$(grep -c '^\*\*Tool: bash\*\*' $o) errors=$(grep -c '^\*\*Error:\*\*' $o)"
grep -n '^\*\*Tool: bash\*\*' $o | cut -d: -f1 | awk '{print "line:"$1-1}' | diff - <(jq -r '.files["'$o'"].exit_unknown[]' ../gold.json) && echo "opencode md ids: same as gold"
f=claude_code/researchos__conversation.jsonl
jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_result" and .is_error==true)|.tool_use_id' $f | sort > /tmp/L13_err2.txt
jq -r 'select(.message.content|type=="array")|.message.content[]|select(.type=="tool_use" and .name=="Bash")|.id' $f | sort > /tmp/L13_bash2.txt
echo "$f bash=$(wc -l < /tmp/L13_bash2.txt) failed=$(comm -12 /tmp/L13_bash2.txt /tmp/L13_err2.txt | wc -l)"
comm -12 /tmp/L13_bash2.txt /tmp/L13_err2.txt | diff - <(jq -r '.files["'$f'"].failed_native_ids[]' ../gold.json | sort) && echo "ros failed ids: same as gold"
a2=aider/pdf-ingestion__.aider.chat.history.md
echo "$a2 runs=$(grep -c '^> Running ' $a2) (gold: $(jq '.files["'$a2'"].counts.shell_commands' ../gold.json))"
c=cline/vibe-code-pet-store__cline-task.md
echo "$c execute_command=$(grep -c '^<execute_command>' $c)"
grep -n '^\*\*Assistant:\*\*' $c | cut -d: -f1 | while read n; do awk -v s=$n 'NR>s && /^\*\*(User|Assistant):\*\*/{exit} NR>s && /^<execute_command>/{print "line:"s-1; exit}' $c; done | diff - <(jq -r '.files["'$c'"].exit_unknown[]' ../gold.json) && echo "cline ids: same as gold"
