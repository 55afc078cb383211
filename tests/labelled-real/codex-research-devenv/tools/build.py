"""Assemble ../gold.json from specs/*.json (map.json: local file -> spec)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
MAP = json.load(open(os.path.join(HERE, 'specs', 'map.json')))
files = {k: json.load(open(os.path.join(HERE, 'specs', v))) for k, v in MAP['files'].items()}
for k, e in files.items():
    e['counts']['episodes'] = len(e['episodes']); e['counts']['pivots'] = len(e['pivots']); e['counts']['reuse'] = len(e['reuse'])
    e['counts']['expected_nonzero'] = len(e['expected_nonzero']); e['counts']['exit_unknown'] = len(e['exit_unknown'])
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files,
       "cross_session_groups": MAP.get('cross_session_groups', [])}
json.dump(out, open(os.path.join(HERE, '..', 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('wrote', len(files), 'files')
