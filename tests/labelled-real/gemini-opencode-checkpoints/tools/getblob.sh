#!/bin/sh
# usage: getblob.sh GITDIR PATH OUT  -> prints commit blob size of the newest commit that has PATH
G=$1; P=$2; O=$3
for c in $(git --git-dir=$G log --all --format=%H -- "$P"); do
  if git --git-dir=$G cat-file -e "$c:$P" 2>/dev/null; then git --git-dir=$G show "$c:$P" > "$O"; echo "$c $(git --git-dir=$G rev-parse $c:$P) $(wc -c < "$O")"; exit 0; fi
done; echo "none"; exit 1
