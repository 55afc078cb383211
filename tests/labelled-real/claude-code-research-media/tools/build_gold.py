#!/usr/bin/env python3
"""Merge tools/specs/*.json (one per labelled file) and tools/specs/_groups.json into gold.json."""
import json, glob, os
B = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
files = {}
for p in sorted(glob.glob(os.path.join(B, 'tools/specs/*.json'))):
    if os.path.basename(p).startswith('_'): continue
    d = json.load(open(p)); f = d.pop('_file')
    oc = d['format'].startswith('opencode')
    for ep in d['episodes']:
        ep.setdefault('shell', True)
        if ep['shell']: ep.setdefault('symptom_tool', 'bash' if oc else 'Bash')
    files[f] = d
gp = os.path.join(B, 'tools/specs/_groups.json')
groups = json.load(open(gp)) if os.path.exists(gp) else []
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups}
json.dump(out, open(os.path.join(B, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('wrote', len(files), 'files,', len(groups), 'groups')
