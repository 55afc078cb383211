#!/bin/bash
# extract.sh <mirror-git-dir> <commit> <path> <local_file rel to files/> <repo>
set -e
g=$1; c=$2; p=$3; l=$4; repo=$5
mkdir -p files/$(dirname $l)
git --git-dir=$g show $c:"$p" > files/$l
b=$(git --git-dir=$g rev-parse $c:"$p"); h=$(git hash-object files/$l)
[ "$b" = "$h" ] || { echo "HASH MISMATCH $l"; exit 1; }
s=$(stat -c %s files/$l)
grep -v "^$l	" MANIFEST.tsv 2>/dev/null > /tmp/L22m || true
[ -s /tmp/L22m ] || echo -e "# local_file\trepo\tcommit\tpath_in_repo\tsize" > /tmp/L22m
echo -e "$l\t$repo\t$c\t$p\t${s}B" >> /tmp/L22m; cp /tmp/L22m MANIFEST.tsv
echo "ok $l $b $s"
