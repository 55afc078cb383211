#!/bin/bash
# check each MANIFEST row: local file hash == blob at repo@commit:path in the fetched mirror, and size matches
cd /work/labelled-new/L28
tail -n +2 MANIFEST.tsv | while IFS=$'\t' read -r lf repo commit path size; do
  g=/work/.mirror/${repo/\//+}/repo
  a=$(git hash-object "files/$lf"); b=$(git --git-dir=$g rev-parse "$commit:$path")
  s=$(stat -c %s "files/$lf")B
  [ "$a" = "$b" ] && [ "$s" = "$size" ] && echo "OK $lf $a" || echo "BAD $lf $a $b $s $size"
done
