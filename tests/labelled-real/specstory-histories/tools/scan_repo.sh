#!/bin/bash
# scan_repo.sh GITDIR: list every .specstory/history blob ever committed (last commit touching it)
# with size and quick stats: header, shell tool blocks, "Exit code" lines.
g=$1
git --git-dir=$g log --all --diff-filter=AMR --format='C %H' --name-only -- '.specstory/history/*' | awk '/^C /{c=$2;next} NF{ if(!($0 in seen)){seen[$0]=c; print c"\t"$0} }' |
while IFS=$'\t' read c f; do
  f2=$(printf '%b' "$(echo "$f" | sed 's/^"//;s/"$//')")
  b=$(git --git-dir=$g rev-parse "$c:$f2" 2>/dev/null) || continue
  s=$(git --git-dir=$g cat-file -s $b)
  t=$(git --git-dir=$g cat-file -p $b)
  h=$(echo "$t" | head -1 | cut -c1-50)
  sh=$(echo "$t" | grep -c 'data-tool-type="shell"\|run_terminal_cmd\|run_in_terminal')
  ec=$(echo "$t" | grep -c -i 'exit code')
  prov=$(echo "$t" | grep -o -m1 '<!-- [A-Za-z ]* Session' )
  echo -e "$s\t$sh\t$ec\t$h\t$prov\t${c:0:10}\t$f2"
done
