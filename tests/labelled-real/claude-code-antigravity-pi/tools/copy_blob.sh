#!/bin/bash
# usage: copy_blob.sh <gitdir> <commit> <path> <local_rel> <repo>
set -e
G=$1; C=$2; P=$3; R=$4; REPO=$5
D=/work/labelled-new/L39
mkdir -p $(dirname $D/files/$R)
git --git-dir=$G show $C:$P > $D/files/$R
a=$(git hash-object $D/files/$R); b=$(git --git-dir=$G rev-parse $C:$P)
[ "$a" = "$b" ] || { echo "HASH MISMATCH $a $b"; exit 1; }
S=$(stat -c %s $D/files/$R)
grep -q "^$R	" $D/MANIFEST.tsv || printf '%s\t%s\t%s\t%s\t%s\n' $R $REPO $C $P $S >> $D/MANIFEST.tsv
echo "ok $R $a $S"
