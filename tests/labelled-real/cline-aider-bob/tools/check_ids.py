#!/usr/bin/env python3
"""Id-level check for exported-markdown files: every '<execute_command>' line is either in failed_native_ids
(its result block has 'Exit code: N', N != 0), in exit_unknown (no 'Exit code:' in its result block), or exited 0;
also checks masked ids exited 0 (or are exit-unknown). Reads raw lines directly (no build.py reader)."""
import json, re, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
g = json.load(open(os.path.join(ROOT, 'gold.json')))
bad = 0
for f, e in g['files'].items():
    if not f.startswith('roo_code/'): continue
    L = open(os.path.join(ROOT, 'files', f), encoding='utf-8').read().split('\n')
    heads = [i for i, l in enumerate(L) if l in ('**User:**', '**Assistant:**')] + [len(L)]
    calc_f, calc_u = [], []
    for i, l in enumerate(L):
        if l != '<execute_command>' and not l.startswith('<execute_command>'): continue
        nxt = [h for h in heads if h > i]
        res = '\n'.join(L[nxt[0]:nxt[1]]) if len(nxt) > 1 else ''
        res = res.split('<environment_details>')[0]
        m = re.search(r'Exit code: (-?\d+)', res)
        if not m: calc_u.append('line:%d' % i)
        elif m.group(1) != '0': calc_f.append('line:%d' % i)
    ok = sorted(calc_f) == sorted(e['failed_native_ids']) and sorted(calc_u) == sorted(e['exit_unknown'])
    for mid in e.get('masked_native_ids', []):
        if mid in calc_f: ok = False
    print('OK ' if ok else 'BAD', f, calc_f, calc_u)
    bad += not ok
print('problems:', bad)
