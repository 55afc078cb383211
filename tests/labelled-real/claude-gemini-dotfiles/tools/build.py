"""Assemble gold.json from tools/specs/f*.py (+ groups.py). Labels are hand-written in the specs."""
import json, glob, importlib.util, os
HERE = os.path.dirname(os.path.abspath(__file__))
files = {}
for p in sorted(glob.glob(os.path.join(HERE, 'specs', 'f*.py')), key=lambda x: int(os.path.basename(x)[1:-3])):
    spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    e = dict(m.ENTRY)
    for ep in e['episodes']:
        ep.setdefault('shell', ep.get('failing_command') is not None)
    files[m.FILE] = e
groups = []
gp = os.path.join(HERE, 'specs', 'groups.py')
if os.path.exists(gp):
    spec = importlib.util.spec_from_file_location('groups', gp); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    groups = m.GROUPS
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups}
json.dump(out, open(os.path.join(HERE, '..', 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('wrote', len(files), 'files')
