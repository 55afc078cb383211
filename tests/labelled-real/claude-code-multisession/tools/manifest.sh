#!/bin/sh
# regenerate MANIFEST.tsv from tools/provenance.tsv (local_file repo commit path) + file sizes
cd "$(dirname "$0")/.."
printf '# local_file\trepo\tcommit\tpath_in_repo\tsize\n' > MANIFEST.tsv
while IFS="$(printf '\t')" read lf repo commit path; do
  printf '%s\t%s\t%s\t%s\t%s\n' "$lf" "$repo" "$commit" "$path" "$(stat -c %s files/$lf)" >> MANIFEST.tsv
done < tools/provenance.tsv
