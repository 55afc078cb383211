add () 
{ 
    G=$1;
    C=$2;
    P=$3;
    L=$4;
    R=$5;
    git --git-dir=$G show $C:"$P" > files/$L;
    a=$(git hash-object files/$L);
    b=$(git --git-dir=$G rev-parse $C:"$P");
    [ "$a" = "$b" ] && echo "OK $a" || echo "MISMATCH $a $b";
    [ -f MANIFEST.tsv ] || printf '# local_file\trepo\tcommit\tpath_in_repo\tsize\n' > MANIFEST.tsv;
    printf '%s\t%s\t%s\t%s\t%s\n' "$L" "$R" "$C" "$P" "$(stat -c %s files/$L)" >> MANIFEST.tsv
}
