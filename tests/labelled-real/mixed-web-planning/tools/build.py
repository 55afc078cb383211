"""Copy blobs byte-exact, write MANIFEST.tsv, resolve 'uuid:<prefix>' ids to full uuids, write gold.json."""
import json, subprocess, os, sys, re
ROOT = '/work/labelled-new/L35'
sys.path.insert(0, ROOT + '/tools')
from labels import SOURCES, ENTRIES, GROUPS
man = ['# local_file\trepo\tcommit\tpath_in_repo\tsize']
for local, (mirror, repo, commit, path) in SOURCES.items():
    dst = f'{ROOT}/files/{local}'; os.makedirs(os.path.dirname(dst), exist_ok=True)
    gd = f'/work/.mirror/{mirror}/repo'
    data = subprocess.run(['git', f'--git-dir={gd}', 'show', f'{commit}:{path}'], capture_output=True, check=True).stdout
    open(dst, 'wb').write(data)
    blob = subprocess.run(['git', f'--git-dir={gd}', 'rev-parse', f'{commit}:{path}'], capture_output=True, text=True).stdout.strip()
    h = subprocess.run(['git', 'hash-object', dst], capture_output=True, text=True).stdout.strip()
    assert blob == h, (local, blob, h)
    man.append(f'{local}\t{repo}\t{commit}\t{path}\t{len(data)}B')
open(ROOT + '/MANIFEST.tsv', 'w').write('\n'.join(man) + '\n')

def uuids(local):
    out = []
    for l in open(f'{ROOT}/files/{local}', encoding='utf-8'):
        u = json.loads(l).get('uuid')
        if u: out.append(u)
    return out
def resolve(obj, ul):
    if isinstance(obj, str) and obj.startswith('uuid:'):
        m = [u for u in ul if u.startswith(obj[5:])]
        assert len(m) == 1, (obj, m); return m[0]
    if isinstance(obj, list): return [resolve(x, ul) for x in obj]
    if isinstance(obj, dict): return {k: resolve(v, ul) for k, v in obj.items()}
    return obj
files = {k: resolve(v, uuids(k)) for k, v in ENTRIES.items()}
groups = []
for g in GROUPS:
    g = dict(g); g['members'] = [resolve(m, uuids(m['file'])) for m in g['members']]; groups.append(g)
gold = {'schema_notes': 'see tests/labelled-real/README.md; same as files.gold.json', 'files': files, 'cross_session_groups': groups}
json.dump(gold, open(ROOT + '/gold.json', 'w'), indent=1, ensure_ascii=False)
print('ok', len(files), 'files')
