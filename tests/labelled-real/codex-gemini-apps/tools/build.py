"""Assemble gold.json from specs/*.json (keyed by local file) and run verify on each."""
import json, glob, os
HERE = os.path.dirname(os.path.abspath(__file__))
MAP = json.load(open(os.path.join(HERE, 'specs', 'map.json')))
files = {}
for local, spec in MAP['files'].items():
    files[local] = json.load(open(os.path.join(HERE, 'specs', spec)))
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json",
       "files": files, "cross_session_groups": MAP.get('cross_session_groups', [])}
json.dump(out, open(os.path.join(HERE, '..', 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('wrote', len(files), 'files')
