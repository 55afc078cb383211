#!/bin/bash
# Recompute git blob ids of files/ and compare with the blob at commit:path in the fetched mirror; check sizes.
cd "$(dirname "$0")/.."
tail -n +2 MANIFEST.tsv | while IFS=$'\t' read -r local repo commit path size; do
  g=/work/.mirror/${repo/\//+}/repo
  a=$(git hash-object "files/$local"); b=$(git --git-dir="$g" rev-parse "$commit:$path" 2>/dev/null)
  s=$(stat -c %s "files/$local")B
  [ "$a" = "$b" ] && [ "$s" = "$size" ] && echo "OK  $local $a" || echo "BAD $local $a $b $s $size"
done
