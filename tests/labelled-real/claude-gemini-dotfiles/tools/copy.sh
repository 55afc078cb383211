#!/bin/bash
# usage: copy.sh owner+name commit path local_rel   -> byte-exact copy + manifest line + hash check
set -e
g=/work/.mirror/$1/repo; repo=${1/+//}
out=/work/labelled-new/L11/files/$4
mkdir -p "$(dirname "$out")"
git --git-dir=$g show "$2:$3" > "$out"
b=$(git --git-dir=$g rev-parse "$2:$3"); h=$(git hash-object "$out")
[ "$b" = "$h" ] || { echo "HASH MISMATCH $out"; exit 1; }
sz=$(stat -c %s "$out")
grep -q "^$4	" /work/labelled-new/L11/MANIFEST.tsv 2>/dev/null || printf '%s\t%s\t%s\t%s\t%sB\n' "$4" "$repo" "$2" "$3" "$sz" >> /work/labelled-new/L11/MANIFEST.tsv
echo "ok $4 $sz blob=$b"
