#!/usr/bin/env python3
"""Merge tools/specs/*.json into ../gold.json (same shape as files.gold.json)."""
import json, glob, os
here = os.path.dirname(os.path.abspath(__file__))
files = {}; groups = []
for p in sorted(glob.glob(os.path.join(here, 'specs', '*.json'))):
    d = json.load(open(p))
    if 'key' in d: files[d['key']] = d['entry']
    if 'cross_session_groups' in d: groups = d['cross_session_groups']
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups}
json.dump(out, open(os.path.join(here, '..', 'gold.json'), 'w'), ensure_ascii=False, indent=1)
print(len(files), 'files,', sum(len(v['episodes']) for v in files.values()), 'episodes,', len(groups), 'groups')
