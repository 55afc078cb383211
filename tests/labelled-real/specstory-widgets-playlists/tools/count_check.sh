#!/bin/bash
# Second, independent count: awk over the raw files (no Python reader), compared with gold.json via jq.
cd "$(dirname "$0")/../files"
G=../gold.json
for f in $(jq -r '.files|keys[]' $G); do
  if grep -q 'Markdown v2' <(head -c 300 "$f"); then
    # SpecStory v2: Bash / run_terminal_command_v2 (with Run command) openings at column 0
    sh=$(awk '/^<tool-use data-tool-type="bash" data-tool-name="Bash"/{n++} /^<details><summary>Tool use: \*\*run_terminal_command_v2\*\* • Run command:/{n++} END{print n+0}' "$f")
    failed=$(awk '/^<tool-use data-tool-type="bash" data-tool-name="Bash"/{inb=1; fence=0; next} inb && /^```/{fence++; if(fence==1){getline l; if(l ~ /^Exit code [1-9]/) n++}} /<\/tool-use>/{inb=0} END{print n+0}' "$f")
    unk=$(awk '/^<tool-use data-tool-type="bash" data-tool-name="Bash"/{inb=1; bg=0; next} inb && /Command running in background with ID/{bg=1} inb && /<\/tool-use>/{if(bg) n++; inb=0} /^<details><summary>Tool use: \*\*run_terminal_command_v2\*\* • Run command:/{n++} END{print n+0}' "$f")
    # Gemini CLI through SpecStory: run_shell_command blocks, 'Exit Code: N' text
    gsh=$(grep -c '^<tool-use data-tool-type="shell" data-tool-name="run_shell_command"' "$f")
    if [ "$gsh" -gt 0 ]; then
      sh=$((sh+gsh))
      gf=$(awk '/^<tool-use data-tool-type="shell" data-tool-name="run_shell_command"/{inb=1; next} inb && /^Exit Code: [1-9]/{n++} inb && /<\/tool-use>/{inb=0} END{print n+0}' "$f")
      gu=$(awk '/^<tool-use data-tool-type="shell" data-tool-name="run_shell_command"/{inb=1; ec=0; next} inb && /^Exit Code: /{ec=1} inb && /<\/tool-use>/{if(!ec) n++; inb=0} END{print n+0}' "$f")
      failed=$((failed+gf)); unk=$((unk+gu))
    fi
  else
    # legacy Cursor: a ```bash fence opening right after a --- separator (blank lines allowed)
    sh=$(awk 'BEGIN{prev="---"} { if ($0 ~ /^```(bash|powershell|shell|sh)$/ && prev=="---") n++; if ($0 != "") prev=$0 } END{print n+0}' "$f")
    failed=0; unk=$sh
  fi
  gs=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' $G); gf=$(jq -r --arg f "$f" '.files[$f].counts.failed_shell_commands' $G); gu=$(jq -r --arg f "$f" '.files[$f].exit_unknown|length' $G)
  st=OK; [ "$sh/$failed/$unk" = "$gs/$gf/$gu" ] || st=MISMATCH
  echo "$st $f shell=$sh/$gs failed=$failed/$gf exit_unknown=$unk/$gu"
done
