#!/bin/sh
# pull.sh OWNER+NAME [pathfilter]: extract every rollout/session file (last commit that has it) into /tmp/L27s
R=$1; F=${2:-.codex/sessions}; g=/work/.mirror/$R/repo; mkdir -p /tmp/L27s; cd /tmp/L27s
git --git-dir=$g log --all --format= --name-only -- "$F" | grep -E '\.jsonl?$' | sort -u | while read f; do
  c=$(git --git-dir=$g log --all --format=%H -1 -- "$f")
  if git --git-dir=$g cat-file -e "$c:$f" 2>/dev/null; then :; else c=$(git --git-dir=$g rev-parse "$c^"); fi
  out="$R.$(basename "$f")"; git --git-dir=$g show "$c:$f" > "$out"; echo "$c $f $(stat -c %s "$out")"
done
