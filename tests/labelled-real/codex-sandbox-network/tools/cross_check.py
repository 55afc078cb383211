#!/usr/bin/env python3
"""Compare gold.json counts/ids with the jq-only counter (count_jq.sh)."""
import json, subprocess, os, sys
here = os.path.dirname(os.path.abspath(__file__)); root = os.path.join(here, '..')
gold = json.load(open(os.path.join(root, 'gold.json')))
bad = 0
for k, e in gold['files'].items():
    out = subprocess.run([os.path.join(here, 'count_jq.sh'), os.path.join(root, 'files', k)], capture_output=True, text=True).stdout.split('\n')
    n = int(out[0].split()[1]); F = sorted(l.split()[1] for l in out if l.startswith('  F ')); U = sorted(l.split()[1] for l in out if l.startswith('  U '))
    ok = (n == e['counts']['shell_commands'] and F == sorted(e['failed_native_ids']) and U == sorted(e['exit_unknown']))
    bad += not ok
    print('OK ' if ok else 'DIFF', k, n, len(F), len(U))
print('BAD', bad)
