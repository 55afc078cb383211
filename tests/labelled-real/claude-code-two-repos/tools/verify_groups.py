#!/usr/bin/env python3
"""Check cross_session_groups in gold.json: member files labelled, member ids are symptoms of episodes in their file, >1 file per group."""
import json, os
H = os.path.join(os.path.dirname(__file__), '..'); g = json.load(open(os.path.join(H, 'gold.json')))
for grp in g['cross_session_groups']:
    files = {m['file'] for m in grp['members']}; ok = len(files) > 1
    for m in grp['members']:
        ent = g['files'].get(m['file'])
        if not ent: print('  missing file', m['file']); ok = False; continue
        if not any(m['native_id'] in e['symptom_native_ids'] for e in ent['episodes']): print('  not a symptom:', m['native_id']); ok = False
    print(grp['category'], len(files), 'files', len(grp['members']), 'members', 'OK' if ok else 'BAD')
