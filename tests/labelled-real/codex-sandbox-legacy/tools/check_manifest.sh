#!/bin/bash
# Re-check every MANIFEST row: blob hash of the local copy equals the blob at commit:path in the mirror; size matches.
cd "$(dirname "$0")/.."
grep -v '^#' MANIFEST.tsv | while IFS=$'\t' read -r l repo c p sz; do
  g=/work/.mirror/${repo/\//+}/repo
  a=$(git hash-object "files/$l"); b=$(git --git-dir=$g rev-parse "$c:$p")
  s=$(stat -c %s "files/$l")B
  [ "$a" = "$b" ] && [ "$s" = "$sz" ] && echo "OK $a $l" || echo "BAD $l $a $b $s $sz"
done
