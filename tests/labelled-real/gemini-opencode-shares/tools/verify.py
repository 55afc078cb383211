#!/usr/bin/env python3
"""Check gold.json against the raw files: ids, snippets, order, counts (python pass)."""
import json, os, sys
here = os.path.dirname(os.path.abspath(__file__)); root = os.path.dirname(here)
sys.path.insert(0, here)
from records import load
g = json.load(open(os.path.join(root, 'gold.json')))
bad = 0
def err(*a):
    global bad; bad += 1; print('  ERR', *a)
for f, e in g['files'].items():
    print('==', f)
    R = load(os.path.join(root, 'files', f))
    def has(nid): 
        if nid not in R: err('missing id', nid); return False
        return True
    # counts
    sh = [k for k, v in R.items() if v['kind'] == 'tool' and v['name'] == 'run_shell_command']
    failed = sorted(k for k in sh if R[k]['exit'] not in (None, 0))
    unk = sorted(k for k in sh if R[k]['exit'] is None)
    if len(sh) != e['counts']['shell_commands']: err('shell count', len(sh), e['counts']['shell_commands'])
    if failed != sorted(e['failed_native_ids']): err('failed ids differ', set(failed) ^ set(e['failed_native_ids']))
    if len(failed) != e['counts']['failed_shell_commands']: err('failed count')
    if unk != sorted(e['exit_unknown']): err('exit_unknown differ', set(unk) ^ set(e['exit_unknown']))
    for x in e['expected_nonzero']:
        if x not in failed: err('expected_nonzero not failed', x)
    masked = set()
    for ep in e['episodes']:
        ids = ep['symptom_native_ids']
        for x in ids: has(x)
        if ep['masked']:
            for x in ids:
                if x in R and R[x]['kind'] == 'tool' and R[x]['name'] == 'run_shell_command' and x not in failed: masked.add(x)
        if ep['error_text'] and not ep['error_text'].startswith('('):
            if not any(ep['error_text'] in R[x]['text'] for x in ids if x in R):
                # allowed: diagnosis record named in notes
                named = [w.strip("(),.;:'") for w in ep['notes'].split()]
                if not any(ep['error_text'] in R[n]['text'] for n in named if n in R): err(ep['id'], 'error_text not found', ep['error_text'][:80])
        if ep['failing_command']:
            if not any(R[x].get('command') and ep['failing_command'] in R[x]['command'] for x in ids if x in R): err(ep['id'], 'failing_command not in symptom', ep['failing_command'])
        fx = ep['fix']; v = ep['verified_by_native_id']
        first = min(R[x]['pos'] for x in ids if x in R) if ids else None
        if fx and fx['native_id']:
            if has(fx['native_id']):
                pool = [fx['native_id'], v] + ids + [w.strip("(),.;:'") for w in ep['notes'].split()]
                for ent in fx['entities']:
                    if not any(p in R and ent in R[p]['text'] for p in pool): err(ep['id'], 'entity not found', ent)
                if not R[fx['native_id']]['pos'] > first: err(ep['id'], 'fix not after symptom')
                if v and has(v) and not R[v]['pos'] >= R[fx['native_id']]['pos']: err(ep['id'], 'verification before fix')
        elif v and has(v) and not R[v]['pos'] > first: err(ep['id'], 'verification before symptom')
        if ep['resolved'] and not v: err(ep['id'], 'resolved without verification')
        if not ep['resolved'] and fx is None and 'gave_up' not in ep['hard_cases'] and not ep['expected_failure']: print('  note', ep['id'], 'unresolved, no fix, not gave_up')
        # order of episode ids by first symptom
    covered = set(e['expected_nonzero'])
    for ep in e['episodes']:
        covered |= set(ep['symptom_native_ids'])
        if ep['fix']: covered.add(ep['fix']['native_id'])
    for x in failed:
        if x not in covered: err('failed command not covered by an episode/fix/expected_nonzero', x)
    firsts = [min(R[x]['pos'] for x in ep['symptom_native_ids']) for ep in e['episodes']]
    if firsts != sorted(firsts): err('episodes not in first-symptom order', firsts)
    if len(masked) != e['counts']['masked_failures_annotated']: err('masked count', len(masked), e['counts']['masked_failures_annotated'])
    for p in e['pivots']:
        if has(p['native_id']) and p['snippet'] not in R[p['native_id']]['text']: err('pivot snippet', p['native_id'], p['snippet'][:60])
    for r in e['reuse']:
        for k in ('discovered', 'reused'):
            s = r[k]
            if has(s['native_id']) and s['snippet'] not in R[s['native_id']]['text']: err('reuse snippet', s['native_id'], s['snippet'][:60])
        if r['discovered']['native_id'] in R and r['reused']['native_id'] in R and not R[r['discovered']['native_id']]['pos'] < R[r['reused']['native_id']]['pos']: err('reuse order')
for grp in g['cross_session_groups']:
    for m in grp['members']:
        R = load(os.path.join(root, 'files', m['file']))
        if m['native_id'] not in R: err('group member id', m)
print('problems:', bad)
