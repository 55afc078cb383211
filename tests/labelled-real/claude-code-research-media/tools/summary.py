#!/usr/bin/env python3
"""Per-file summary table from gold.json (for NOTES.md / the report)."""
import json, os
from collections import Counter
B = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
g = json.load(open(os.path.join(B, 'gold.json')))
tot = Counter(); hc = Counter()
print('| file | shell | failed | masked | episodes (shell/other) | resolved | unresolved | gave_up | pivots | reuse |')
print('|---|---:|---:|---:|---|---:|---:|---:|---:|---:|')
for f, e in g['files'].items():
    eps = e['episodes']; sh = sum(1 for x in eps if x.get('shell', True)); ot = len(eps) - sh
    res = sum(1 for x in eps if x['resolved']); gu = sum(1 for x in eps if 'gave_up' in x['hard_cases'])
    for x in eps: hc.update(x['hard_cases'])
    row = dict(shell=e['counts']['shell_commands'], failed=e['counts']['failed_shell_commands'], masked=e['counts']['masked_failures_annotated'], ep=len(eps), sh=sh, ot=ot, res=res, unres=len(eps)-res, gu=gu, piv=len(e['pivots']), reuse=len(e['reuse']))
    tot.update(row)
    print(f"| `{f}` | {row['shell']} | {row['failed']} | {row['masked']} | {row['ep']} ({sh}/{ot}) | {res} | {row['unres']} | {gu} | {row['piv']} | {row['reuse']} |")
print(f"| **total ({len(g['files'])} files)** | **{tot['shell']}** | **{tot['failed']}** | **{tot['masked']}** | **{tot['ep']} ({tot['sh']}/{tot['ot']})** | **{tot['res']}** | **{tot['unres']}** | **{tot['gu']}** | **{tot['piv']}** | **{tot['reuse']}** |")
print(); print('hard cases:', ', '.join(f'{k} {v}' for k, v in hc.most_common()))
print('groups:', '; '.join(f"{x['category']} ({len({m['file'] for m in x['members']})} files, {len(x['members'])} members)" for x in g['cross_session_groups']))
