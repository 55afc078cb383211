#!/bin/bash
# For each MANIFEST row: the local copy's git blob id equals <commit>:<path> in the fetched mirror, and size matches.
cd "$(dirname "$0")/.." || exit 1
tail -n +2 MANIFEST.tsv | while IFS=$'\t' read -r l repo c p s; do
  g=/work/.mirror/${repo/\//+}/repo
  a=$(git hash-object "files/$l"); b=$(git --git-dir="$g" rev-parse "$c:$p")
  sz=$(stat -c %s "files/$l")B
  [ "$a" = "$b" ] && [ "$sz" = "$s" ] && echo "ok   $l $a" || echo "BAD  $l $a $b $sz $s"
done
