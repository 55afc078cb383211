#!/bin/bash
# list rollout files 80KB-3MB in a mirror's full history and count exec failures per blob
g=$1
git --git-dir=$g rev-list --all 2>/dev/null | head -400 | while read c; do git --git-dir=$g ls-tree -r -l $c 2>/dev/null | grep -E 'rollout-.*\.jsonl$|opencode.*\.json$|ses_.*\.json$' ; done | sort -u -k3,3 | awk '$4>80000 && $4<3200000 {print $3, $4, $5}' | while read b s p; do
  f=$(git --git-dir=$g cat-file -p $b | python3 /work/labelled-new/L23/tools/quickstat.py 2>/dev/null); echo "$b $s $p $f"; done
