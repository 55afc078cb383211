#!/bin/bash
# Re-check that every file is byte-identical to its git blob (needs the fetched mirrors under /work/.mirror).
cd "$(dirname "$0")/.."
grep -v '^#' MANIFEST.tsv | while IFS=$'\t' read l repo c p s; do
  g=/work/.mirror/${repo/\//+}/repo
  b=$(git --git-dir=$g rev-parse "$c:$p"); h=$(git hash-object "files/$l")
  [ "$b" = "$h" ] && echo "OK $l $h" || echo "MISMATCH $l $b $h"
done
