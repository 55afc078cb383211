#!/bin/sh
# usage: screen.sh mirrordir  -> list candidate transcript files with size and a peek
g=$1/repo
git --git-dir=$g ls-tree -r -l HEAD | grep -iE '\.jsonl$|session.*\.json$|rollout|transcript' | grep -v node_modules | awk '{print $4, $5}' | head -20
