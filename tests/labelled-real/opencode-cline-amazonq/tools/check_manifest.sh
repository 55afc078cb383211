#!/bin/bash
# Each local file must be byte-identical to the git blob named in MANIFEST.tsv (needs the fetched mirrors).
cd "$(dirname "$0")/.." || exit 1
fail=0
tail -n +2 MANIFEST.tsv | while IFS=$'\t' read -r lf repo commit path size; do
  g=/work/.mirror/${repo/\//+}/repo
  want=$(git --git-dir="$g" rev-parse "$commit:$path" 2>/dev/null)
  have=$(git hash-object "files/$lf")
  sz=$(stat -c %s "files/$lf")
  if [ "$want" = "$have" ] && [ "$sz" = "$size" ]; then echo "ok $lf $have"; else echo "BAD $lf want=$want have=$have size=$sz/$size"; fail=1; fi
done
jq -r '.files|keys[]' gold.json | while read -r k; do grep -q "^$k	" MANIFEST.tsv || echo "NOT IN MANIFEST $k"; done
