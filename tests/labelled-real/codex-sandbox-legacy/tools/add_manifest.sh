#!/bin/bash
# add_manifest.sh <local_file under files/> <repo> <commit> <path_in_repo> <gitdir>
cd /work/labelled-new/L23
[ -f MANIFEST.tsv ] || printf '# local_file\trepo\tcommit\tpath_in_repo\tsize\n' > MANIFEST.tsv
b1=$(git hash-object "files/$1"); b2=$(git --git-dir=$5 rev-parse "$3:$4")
[ "$b1" = "$b2" ] || { echo "HASH MISMATCH $1"; exit 1; }
grep -q "^$1	" MANIFEST.tsv || printf '%s\t%s\t%s\t%s\t%sB\n' "$1" "$2" "$3" "$4" "$(stat -c %s files/$1)" >> MANIFEST.tsv
echo "ok $b1"
