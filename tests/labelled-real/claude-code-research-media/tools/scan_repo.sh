#!/bin/bash
# list Claude/opencode session files in a mirrored repo with size at the newest commit holding them
G=$1
git --git-dir=$G log --all --format= --name-only | sort -u | grep -E '(projects/.*\.jsonl$|claude.*session.*\.jsonl$|opencode.*\.json$|storage/.*/(message|part|session)/)' | while read p; do
  for c in $(git --git-dir=$G rev-list --all -- "$p" | head -3); do s=$(git --git-dir=$G cat-file -s "$c:$p" 2>/dev/null) && { echo "$s $c $p"; break; }; done
done | sort -n
