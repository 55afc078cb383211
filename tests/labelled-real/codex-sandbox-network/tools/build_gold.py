#!/usr/bin/env python3
"""Assemble gold.json from tools/specs/*.py (each defines KEY, ENTRY) + cross_groups.py."""
import json, glob, importlib.util, os
here = os.path.dirname(os.path.abspath(__file__))
files = {}
order = [l.split('\t')[0] for l in open(os.path.join(here, '..', 'MANIFEST.tsv')) if not l.startswith('#') and l.strip()]
specs = {}
for p in sorted(glob.glob(os.path.join(here, 'specs', '*.py'))):
    if os.path.basename(p) == 'cross_groups.py': continue
    s = importlib.util.spec_from_file_location('m', p); m = importlib.util.module_from_spec(s); s.loader.exec_module(m)
    specs[m.KEY] = m.ENTRY
for k in order:
    if k in specs: files[k] = specs[k]
groups = []
cg = os.path.join(here, 'specs', 'cross_groups.py')
if os.path.exists(cg):
    s = importlib.util.spec_from_file_location('cg', cg); m = importlib.util.module_from_spec(s); s.loader.exec_module(m)
    groups = m.GROUPS
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups}
json.dump(out, open(os.path.join(here, '..', 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('wrote', len(files), 'files', len(groups), 'groups')
