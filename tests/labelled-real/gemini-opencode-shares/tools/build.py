#!/usr/bin/env python3
"""Merge tools/entries/*.py (each defines F and E) into gold.json."""
import json, glob, os, runpy
here = os.path.dirname(os.path.abspath(__file__)); root = os.path.dirname(here)
files = {}
order = json.load(open(os.path.join(here, 'order.json'))) if os.path.exists(os.path.join(here, 'order.json')) else None
for p in sorted(glob.glob(os.path.join(here, 'entries', '*.py'))):
    ns = runpy.run_path(p)
    ns['E']['episodes'].sort(key=lambda e: int(e['id'][1:]))
    files[ns['F']] = ns['E']
groups = runpy.run_path(os.path.join(here, 'groups.py'))['G'] if os.path.exists(os.path.join(here, 'groups.py')) else []
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups}
json.dump(out, open(os.path.join(root, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('wrote', len(files), 'files,', sum(len(e['episodes']) for e in files.values()), 'episodes,', len(groups), 'groups')
