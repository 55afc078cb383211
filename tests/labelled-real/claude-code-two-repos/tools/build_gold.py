#!/usr/bin/env python3
"""Build gold.json and MANIFEST.tsv from tools/specs/*.json, tools/groups.json and tools/provenance.tsv (after verify.py)."""
import json, glob, os
H = os.path.join(os.path.dirname(__file__), '..')
files = {}
for p in sorted(glob.glob(os.path.join(H, 'tools/specs/*.json'))):
    s = json.load(open(p)); k = s.pop('local_file'); files[k] = s
groups = json.load(open(os.path.join(H, 'tools/groups.json')))
gold = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups}
json.dump(gold, open(os.path.join(H, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
rows = ['# local_file\trepo\tcommit\tpath_in_repo\tsize']
for line in open(os.path.join(H, 'tools/provenance.tsv')):
    lf, repo, commit, path = line.rstrip('\n').split('\t')
    if lf in files: rows.append(f"{lf}\t{repo}\t{commit}\t{path}\t{os.path.getsize(os.path.join(H, 'files', lf))}B")
open(os.path.join(H, 'MANIFEST.tsv'), 'w').write('\n'.join(rows) + '\n')
print(len(files), 'files,', len(groups), 'groups')
