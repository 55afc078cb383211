#!/usr/bin/env bash
# For every MANIFEST row: blob id at commit:path (in the fetched mirror) == git hash-object of the local copy; size matches.
cd "$(dirname "$0")/.." || exit 1
rc=0
grep -v '^#' MANIFEST.tsv | while IFS=$'\t' read -r f repo commit path size; do
  g=/work/.mirror/${repo/\//+}/repo
  want=$(git --git-dir="$g" rev-parse "$commit:$path" 2>/dev/null); have=$(git hash-object "files/$f"); sz=$(stat -c %s "files/$f")B
  [ "$want" = "$have" ] && [ "$sz" = "$size" ] && echo "ok   $f" || { echo "FAIL $f $want $have $sz $size"; rc=1; }
done
exit $rc
