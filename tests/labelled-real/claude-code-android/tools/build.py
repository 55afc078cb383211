"""Assemble gold.json from specs/*.py."""
import json, glob, importlib.util, os
B = os.path.dirname(os.path.abspath(__file__))
files = {}; groups = []
for p in sorted(glob.glob(B + '/specs/f*.py')):
    sp = importlib.util.spec_from_file_location('s', p); m = importlib.util.module_from_spec(sp); sp.loader.exec_module(m)
    files[m.KEY] = m.ENTRY
if os.path.exists(B + '/specs/groups.py'):
    sp = importlib.util.spec_from_file_location('g', B + '/specs/groups.py'); m = importlib.util.module_from_spec(sp); sp.loader.exec_module(m)
    groups = m.GROUPS
json.dump({"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups},
          open(B + '/../gold.json', 'w'), ensure_ascii=False, indent=1)
print(len(files), 'files')
