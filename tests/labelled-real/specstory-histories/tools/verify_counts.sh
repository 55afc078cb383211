#!/bin/bash
# Second, independent count (awk + jq only): shell blocks and stated non-zero exit codes per file,
# compared with gold.json counts / failed_native_ids / exit_unknown.
cd "$(dirname "$0")/.." || exit 1
rc=0
for f in $(jq -r '.files | keys[]' gold.json); do
  got=$(awk '
    /^<tool-use data-tool-type="shell"/ || /^<tool-use data-tool-type="[a-z]*" data-tool-name="run_in_terminal"/ || /^Tool use: \*\*run_terminal_cmd\*\*[[:space:]]*$/ {
      if (open) { n++; if (code=="") u++ }
      open=1; id=NR-1; code=""; infence=0; seenout=0; next }
    open && /^```/ {
      if (!infence) { infence=1; lang=$0; first=1; next } else { infence=0; if (lang!="```bash") seenout=1; next } }
    open && infence && first { first=0; if (lang!="```bash" && !seenout && match($0,/^Exit code [0-9]+/)) { code=substr($0,11)+0; if (code!=0) { f2=f2 sep "line:" id; sep="," } } }
    open && (/^<\/tool-use>/ ) { n++; if (code=="") u++; open=0 }
    open && /^---[[:space:]]*$/ && !infence && legacy { }
    END { if (open) { n++; if (code=="") u++ } ; print n+0, u+0, f2 }' "files/$f")
  read n u fl <<<"$got"
  gn=$(jq -r --arg f "$f" '.files[$f].counts.shell_commands' gold.json)
  gu=$(jq -r --arg f "$f" '.files[$f].exit_unknown|length' gold.json)
  gf=$(jq -r --arg f "$f" '.files[$f].failed_native_ids|join(",")' gold.json)
  if [ "$n" = "$gn" ] && [ "$u" = "$gu" ] && [ "$fl" = "$gf" ]; then echo "ok   $f sh=$n unknown=$u failed=[$fl]"; else echo "DIFF $f awk: $n $u [$fl] gold: $gn $gu [$gf]"; rc=1; fi
done
exit $rc
