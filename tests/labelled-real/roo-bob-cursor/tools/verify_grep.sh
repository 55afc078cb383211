#!/bin/bash
# Third, grep-only cross-check of the counts in gold.json: number of '<execute_command>' lines and
# number of 'Exit code: N' (N != 0) lines that belong to execute_command results (the line after
# a result header, or the header's 'Command executed ...' line itself).
cd "$(dirname "$0")/../files"
for f in roo_code/*.md; do
  n=$(grep -c '^<execute_command>$' "$f")
  failed=$(grep -A3 "^\[execute_command for " "$f" | grep -c -E "Exit code: [1-9][0-9]*$")
  g=$(python3 -c "import json,sys;e=json.load(open('../gold.json'))['files'][sys.argv[1]]['counts'];print(e['shell_commands'],e['failed_shell_commands'])" "$f")
  echo "$f grep=$n $failed gold=$g"
done
