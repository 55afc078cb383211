"""Build gold.json from tools/specs/*.py and verify every spec against its raw file.
Readers per format live in tools/readers.py: each returns records {native_id: (pos, text)} and shell calls."""
import importlib.util, json, glob, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import readers

BASE = os.path.join(os.path.dirname(__file__), '..')
errors = []

def load(p):
    spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m

def check(cond, msg):
    if not cond: errors.append(msg)

files = {}
groups = []
for p in sorted(glob.glob(os.path.join(BASE, 'tools/specs/*.py'))):
    m = load(p)
    if not hasattr(m, 'FILE'):
        groups += getattr(m, 'GROUPS', []); continue
    path = os.path.join(BASE, 'files', m.FILE)
    recs, shell = readers.read(path)   # recs: id -> (pos, text); shell: list of (id, exit) in file order
    F = m.FILE
    def has(i): return i in recs
    def txt(i): return recs[i][1]
    def pos(i): return recs[i][0]
    failed = sorted(i for i, e in shell if isinstance(e, int) and e != 0)
    unknown = sorted(i for i, e in shell if e is None)
    check(failed == sorted(m.FAILED), f'{F}: failed mismatch computed={failed} spec={sorted(m.FAILED)}')
    check(unknown == sorted(m.EXIT_UNKNOWN), f'{F}: exit_unknown mismatch computed={unknown}')
    eps = sorted(m.EPISODES, key=lambda e: min(pos(s) for s in e['symptom_native_ids']) if all(has(s) for s in e['symptom_native_ids']) else 0)
    shell_ids = {i for i, _ in shell}
    masked = set()
    for e in eps:
        tag = f"{F} {e['id']}"
        for s in e['symptom_native_ids']:
            check(has(s), f'{tag}: symptom id missing {s}')
        if all(has(s) for s in e['symptom_native_ids']):
            check(any(e['error_text'] in txt(s) for s in e['symptom_native_ids']) or e['error_text'].startswith('(') or any(e['error_text'] in txt(n) for n in getattr(m, 'DIAG', {}).get(e['id'], [])),
                  f"{tag}: error_text not in symptom: {e['error_text'][:80]!r}")
            if e['failing_command']:
                check(any(e['failing_command'] in txt(s) for s in e['symptom_native_ids']), f'{tag}: failing_command not in symptom')
        fx = e['fix']
        if fx:
            check(has(fx['native_id']), f"{tag}: fix id missing {fx['native_id']}")
            if has(fx['native_id']):
                pool = txt(fx['native_id']) + ''.join(txt(s) for s in e['symptom_native_ids'] if has(s)) + (txt(e['verified_by_native_id']) if e['verified_by_native_id'] and has(e['verified_by_native_id']) else '')
                for en in fx['entities']:
                    check(en in pool, f'{tag}: fix entity {en!r} not found')
                first = min(pos(s) for s in e['symptom_native_ids'] if has(s))
                check(first < pos(fx['native_id']), f'{tag}: fix not after symptom')
                if e['verified_by_native_id'] and has(e['verified_by_native_id']):
                    check(pos(fx['native_id']) <= pos(e['verified_by_native_id']), f'{tag}: verification before fix')
        else:
            check(e['resolved'] is False or e.get('expected_failure') or 'gave_up' in e['hard_cases'] or e['verified_by_native_id'], f'{tag}: fix null')
        if e['verified_by_native_id']:
            check(has(e['verified_by_native_id']), f"{tag}: verification id missing {e['verified_by_native_id']}")
        if e['resolved']:
            check(e['verified_by_native_id'] is not None, f'{tag}: resolved without verification')
        if e['masked'] and e['shell']:
            for s in e['symptom_native_ids']:
                if s in shell_ids and s not in m.FAILED: masked.add(s)
        check(e['shell'] == all(s in shell_ids for s in e['symptom_native_ids']), f"{tag}: shell flag vs symptom kinds")
    for f in m.FAILED:
        check(any(f in e['symptom_native_ids'] for e in eps) or f in m.EXPECTED or any(e['fix'] and e['fix']['native_id'] == f for e in eps),
              f'{F}: failed {f} not covered by an episode/expected/fix')
    for pv in m.PIVOTS:
        check(has(pv['native_id']) and pv['snippet'] in txt(pv['native_id']), f"{F}: pivot {pv['native_id']} snippet")
    for r in m.REUSE:
        for k in ('discovered', 'reused'):
            check(has(r[k]['native_id']) and r[k]['snippet'] in txt(r[k]['native_id']), f"{F}: reuse {r['entity']} {k}")
        if has(r['discovered']['native_id']) and has(r['reused']['native_id']):
            check(pos(r['discovered']['native_id']) < pos(r['reused']['native_id']), f"{F}: reuse order {r['entity']}")
    # renumber
    idmap = {}
    for n, e in enumerate(eps, 1):
        idmap[e['id']] = f'E{n}'
    out_eps = []
    for e in eps:
        e = dict(e); old = e['id']; e['id'] = idmap[old]
        import re as _re
        e['notes'] = _re.sub(r'\bE(\d+)\b', lambda mm: idmap.get('E' + mm.group(1), 'E' + mm.group(1)), e['notes'])
        out_eps.append(e)
    files[F] = dict(format=m.FORMAT,
        counts=dict(shell_commands=len(shell), failed_shell_commands=len(failed), masked_failures_annotated=len(masked)),
        counts_notes=m.COUNTS_NOTES, failed_native_ids=failed, expected_nonzero=sorted(m.EXPECTED), exit_unknown=unknown,
        notes=m.NOTES, episodes=out_eps, pivots=m.PIVOTS, reuse=m.REUSE)
    files[F]['_idmap'] = idmap

for g in groups:
    for mem in g['members']:
        f = files.get(mem['file'])
        check(f is not None, f"group member file {mem['file']}")
        if f:
            rec, _ = readers.read(os.path.join(BASE, 'files', mem['file']))
            check(mem['native_id'] in rec, f"group member id {mem['native_id']}")
            if 'episode' in mem:
                mem['episode'] = f['_idmap'].get(mem['episode'], mem['episode'])
                e = {x['id']: x for x in f['episodes']}.get(mem['episode'])
                check(e is not None and mem['native_id'] in e['symptom_native_ids'], f"group member {mem['native_id']} not a symptom of {mem['file']} {mem['episode']}")
for f in files.values(): f.pop('_idmap')
out = {'schema_notes': 'see tests/labelled-real/README.md; same as files.gold.json', 'files': files, 'cross_session_groups': groups}
json.dump(out, open(os.path.join(BASE, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
for f, v in files.items():
    eps = v['episodes']
    print(f, v['counts'], 'episodes', len(eps), '(shell %d / other %d)' % (sum(e['shell'] for e in eps), sum(not e['shell'] for e in eps)),
          'resolved', sum(e['resolved'] for e in eps), 'pivots', len(v['pivots']), 'reuse', len(v['reuse']))
print('ERRORS:', len(errors)); [print(' ', e) for e in errors]
