#!/bin/bash
# list jsonl/json session files in a mirror's history with size at last add/modify commit
g=$1
git --git-dir=$g log --all --format='' --name-only -- "${@:2}" | grep -E 'jsonl$|json$|\.md$' | sort -u | while read p; do c=$(git --git-dir=$g log --all -1 --diff-filter=AM --format=%H -- "$p"); s=$(git --git-dir=$g cat-file -s "$c:$p" 2>/dev/null); echo "$s $c $p"; done | sort -n
