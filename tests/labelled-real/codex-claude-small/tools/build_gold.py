"""Assemble gold.json from the hand-written per-file specs in tools/specs/*.json (one entry each)."""
import json, pathlib
root = pathlib.Path(__file__).resolve().parent.parent
files = {}
for p in sorted((root / 'tools' / 'specs').glob('*.json')):
    spec = json.loads(p.read_text(encoding='utf-8'))
    files[spec.pop('local_file')] = spec
groups = json.loads((root / 'tools' / 'groups.json').read_text(encoding='utf-8')) if (root / 'tools' / 'groups.json').exists() else []
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups}
(root / 'gold.json').write_text(json.dumps(out, indent=1, ensure_ascii=False) + '\n', encoding='utf-8')
print(len(files), 'files;', len(groups), 'groups')
