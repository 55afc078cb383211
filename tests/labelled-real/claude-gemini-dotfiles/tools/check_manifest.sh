#!/bin/bash
# Re-check provenance: each MANIFEST row's file has the git blob id of <commit>:<path> in the local mirror, and its size.
cd "$(dirname "$0")/.."
bad=0
grep -v '^#' MANIFEST.tsv | while IFS=$'\t' read -r local repo commit path size; do
  g=/work/.mirror/${repo/\//+}/repo
  want=$(git --git-dir="$g" rev-parse "$commit:$path" 2>/dev/null)
  have=$(git hash-object "files/$local")
  sz=$(stat -c %s "files/$local")B
  if [ "$want" = "$have" ] && [ "$sz" = "$size" ]; then echo "ok $local $have"; else echo "MISMATCH $local want=$want have=$have size=$sz/$size"; fi
done
