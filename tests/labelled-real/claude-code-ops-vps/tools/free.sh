#!/bin/sh
# usage: free.sh owner/name ... ; prints FREE/TAKEN using current manifests + claimed list
for r in "$@"; do l=$(echo "$r" | tr A-Z a-z)
 if grep -qi -F -x "$l" /work/labelled-new/L31/tools/excluded.txt || grep -qi "^$r[[:space:]]" /work/notes/claimed-repos.txt; then echo "TAKEN $r"; else echo "FREE $r"; fi; done
