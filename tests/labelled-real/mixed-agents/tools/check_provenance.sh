#!/bin/bash
# For every MANIFEST row: the local copy's git hash-object equals the blob at commit:path in the fetched mirror, and the size matches.
cd "$(dirname "$0")/.." || exit 1
rc=0
tail -n +2 MANIFEST.tsv | while IFS=$'\t' read -r f repo commit path size; do
  g=/work/.mirror/${repo/\//+}/repo
  want=$(git --git-dir="$g" rev-parse "$commit:$path" 2>/dev/null); got=$(git hash-object "files/$f"); sz=$(stat -c %s "files/$f")B
  if [ "$want" = "$got" ] && [ "$sz" = "$size" ]; then echo "OK   $f $got"; else echo "BAD  $f want=$want got=$got size=$sz/$size"; rc=1; fi
done
exit $rc
