#!/usr/bin/env python3
"""Per-file summary table from gold.json (for NOTES.md and the report)."""
import json, os
H = os.path.join(os.path.dirname(__file__), '..'); g = json.load(open(os.path.join(H, 'gold.json')))
print('| file | shell | failed | episodes (shell/other) | resolved | masked | pivots | reuse |')
print('|---|---:|---:|---|---:|---:|---:|---:|')
tot = [0]*8
for k, v in g['files'].items():
    eps = v['episodes']; sh = sum(1 for e in eps if e['failing_command']); res = sum(1 for e in eps if e['resolved'])
    row = [v['counts']['shell_commands'], v['counts']['failed_shell_commands'], len(eps), sh, res, v['counts']['masked_failures_annotated'], len(v['pivots']), len(v['reuse'])]
    tot = [a+b for a, b in zip(tot, row)]
    print(f"| `{k}` | {row[0]} | {row[1]} | {row[2]} ({row[3]}/{row[2]-row[3]}) | {row[4]} | {row[5]} | {row[6]} | {row[7]} |")
print(f"| **total ({len(g['files'])})** | {tot[0]} | {tot[1]} | {tot[2]} ({tot[3]}/{tot[2]-tot[3]}) | {tot[4]} | {tot[5]} | {tot[6]} | {tot[7]} |")
print(f"\\ncross_session_groups: {len(g['cross_session_groups'])}")
