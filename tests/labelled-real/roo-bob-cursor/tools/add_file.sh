add () 
{ 
    m=$1;
    p=$2;
    local_=$3;
    d=/work/.mirror/$m/repo;
    c=$(git --git-dir=$d rev-parse HEAD);
    git --git-dir=$d show HEAD:"$p" > "files/$local_";
    a=$(git hash-object "files/$local_");
    b=$(git --git-dir=$d rev-parse HEAD:"$p");
    [ "$a" = "$b" ] && echo "hash ok $local_" || echo "HASH MISMATCH $local_";
    printf '%s\t%s\t%s\t%s\t%sB\n' "$local_" "$(echo $m | sed 's/+/\//')" "$c" "$p" "$(stat -c %s files/$local_)" >> MANIFEST.tsv
}
