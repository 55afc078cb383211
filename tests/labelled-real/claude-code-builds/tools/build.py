"""Collect per-file label modules in labels/ and write ../gold.json."""
import json, importlib.util, glob, os
here = os.path.dirname(os.path.abspath(__file__))
files = {}
for p in sorted(glob.glob(os.path.join(here, 'labels', '*.py'))):
    spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    files[m.KEY] = m.ENTRY
groups = []
gp = os.path.join(here, 'labels', 'groups.json')
if os.path.exists(gp): groups = json.load(open(gp))
json.dump({"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups},
          open(os.path.join(here, '..', 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('wrote', len(files), 'files')
