"""Assemble gold.json from tools/specs/*.json (one spec per labelled file) plus groups.json."""
import json, glob, os
here = os.path.dirname(os.path.abspath(__file__))
files = {}
for p in sorted(glob.glob(os.path.join(here, 'specs', '*.json'))):
    s = json.load(open(p))
    files[s['file']] = s['entry']
groups_path = os.path.join(here, 'groups.json')
groups = json.load(open(groups_path)) if os.path.exists(groups_path) else []
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups}
json.dump(out, open(os.path.join(here, '..', 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('wrote', len(files), 'files,', len(groups), 'groups')
