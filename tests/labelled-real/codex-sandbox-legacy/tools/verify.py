#!/usr/bin/env python3
"""Check every spec in tools/specs against its raw file; then write gold.json."""
import json, sys, glob, os
sys.path.insert(0, os.path.dirname(__file__))
from records import load
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
errs = 0
def bad(*a):
    global errs; errs += 1; print('  ERR', *a)
def has(recs, nid, s):
    if s is None: return True
    return any(s in t for _, t in recs.get(nid, []))
gold = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": {}, "cross_session_groups": []}
for sp in sorted(glob.glob(os.path.join(ROOT, 'tools/specs/*.json'))):
    spec = json.load(open(sp)); key = spec.pop('_file')
    if key == '_cross':
        gold['cross_session_groups'] = spec['groups']
        for grp in spec['groups']:
            for m in grp['members']:
                r2 = load(os.path.join(ROOT, 'files', m['file']))[0]
                if m['native_id'] not in r2: bad('cross member missing', m)
            ents = grp['fix_entities']
        continue
    print(key)
    recs, pos, shell, ex = load(os.path.join(ROOT, 'files', key))
    failed = sorted(c for c in shell if ex.get(c) not in (0, None))
    unknown = sorted(c for c in shell if ex.get(c) is None)
    c = spec['counts']
    if c['shell_commands'] != len(shell): bad('shell_commands', c['shell_commands'], len(shell))
    if c['failed_shell_commands'] != len(failed): bad('failed', c['failed_shell_commands'], len(failed))
    if sorted(spec['failed_native_ids']) != failed: bad('failed ids', set(spec['failed_native_ids']) ^ set(failed))
    if sorted(spec['exit_unknown']) != unknown: bad('exit_unknown', set(spec['exit_unknown']) ^ set(unknown))
    for e in spec['expected_nonzero']:
        if e not in failed: bad('expected_nonzero not failed', e)
    masked = set()
    covered = set(spec['expected_nonzero'])
    for ep in spec['episodes']:
        sy = ep['symptom_native_ids']
        for s in sy:
            if s not in recs: bad(ep['id'], 'missing symptom id', s)
        covered |= set(sy)
        if ep['masked']:
            for s in sy:
                if s in shell and s not in failed: masked.add(s)
        if not any(has(recs, s, ep['error_text']) for s in sy) and not ep['error_text'].startswith('(') and not has(recs, ep.get('_diag'), ep['error_text']):
            bad(ep['id'], 'error_text not found', ep['error_text'][:60])
        if ep['failing_command'] is not None and not any(has(recs, s, ep['failing_command']) for s in sy):
            bad(ep['id'], 'failing_command not found')
        fx = ep['fix']; fpos = None
        if fx:
            if fx['native_id'] not in recs: bad(ep['id'], 'missing fix id', fx['native_id'])
            else:
                covered.add(fx['native_id']); fpos = pos[fx['native_id']]
                if fpos <= pos[sy[0]]: bad(ep['id'], 'fix not after symptom')
            pool = sy + [fx['native_id'], ep['verified_by_native_id']] + ep.get('_diag_ids', [])
            for ent in fx['entities']:
                if not any(has(recs, n, ent) for n in pool if n): bad(ep['id'], 'entity not found', ent)
        v = ep['verified_by_native_id']
        if v:
            if v not in recs: bad(ep['id'], 'missing verify id', v)
            elif fpos is not None and pos[v] < fpos: bad(ep['id'], 'verify before fix')
            if v in failed and not ep.get('_verify_nonzero_ok'): bad(ep['id'], 'verification failed', v)
        if ep['resolved'] and not v: bad(ep['id'], 'resolved without verification')
        for k in ('_diag', '_diag_ids', '_verify_nonzero_ok'): ep.pop(k, None)
    for f in failed:
        if f not in covered: bad('failed command not covered by episode/fix/expected', f)
    if c['masked_failures_annotated'] != len(masked): bad('masked count', c['masked_failures_annotated'], len(masked))
    for pv in spec['pivots']:
        if not has(recs, pv['native_id'], pv['snippet']): bad('pivot', pv['native_id'], pv['snippet'][:50])
    for ru in spec['reuse']:
        for k in ('discovered', 'reused'):
            if not has(recs, ru[k]['native_id'], ru[k]['snippet']): bad('reuse', k, ru[k]['native_id'], ru[k]['snippet'][:50])
        if pos.get(ru['discovered']['native_id'], 1e9) > pos.get(ru['reused']['native_id'], -1): bad('reuse order', ru['entity'])
    gold['files'][key] = spec
    print(f"  shell={len(shell)} failed={len(failed)} unknown={len(unknown)} masked={len(masked)} episodes={len(spec['episodes'])} pivots={len(spec['pivots'])} reuse={len(spec['reuse'])}")
json.dump(gold, open(os.path.join(ROOT, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('errors:', errs)
