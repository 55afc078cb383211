#!/bin/bash
# Check that every file in MANIFEST.tsv is byte-identical to the git blob at the recorded commit/path
# (mirrors under /work/.mirror/<owner>+<name>/repo) and that the size column matches.
cd "$(dirname "$0")/.." || exit 1
st=0
grep -v '^#' MANIFEST.tsv | while IFS=$'\t' read -r lf repo commit path size; do
  gd="/work/.mirror/${repo/\//+}/repo"
  want=$(git --git-dir="$gd" rev-parse "$commit:$path")
  have=$(git hash-object "files/$lf")
  sz="$(stat -c %s "files/$lf")B"
  if [ "$want" = "$have" ] && [ "$sz" = "$size" ]; then echo "ok $lf $have"; else echo "MISMATCH $lf want=$want have=$have size=$sz/$size"; st=1; fi
done
