"""Merge per-file specs into gold.json after checking them against the raw Claude Code files.

Checks: every native id exists; snippets/error_text/failing_command occur in the decoded text of
their records; fix entities occur in fix/symptom/verification/diagnosis records (or anywhere in the
file, reported as a warning); symptom < fix <= verification in file order; counts recomputed here.
"""
import json, glob, os, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def index(path):
    recs = {}  # id -> (line, [texts])
    order = {}
    bash, err, res = [], set(), set()
    for i, l in enumerate(open(path, encoding='utf-8')):
        r = json.loads(l)
        u = r.get('uuid')
        m = r.get('message') if isinstance(r.get('message'), dict) else {}
        c = m.get('content')
        texts = []
        if isinstance(c, str): texts.append(c)
        elif isinstance(c, list):
            for b in c:
                if not isinstance(b, dict): continue
                if b.get('type') == 'text': texts.append(b['text'])
                if b.get('type') == 'thinking': texts.append(b.get('thinking', ''))
                if b.get('type') == 'tool_use':
                    inp = b.get('input', {})
                    t = [json.dumps(inp, ensure_ascii=False)] + [str(v) for v in inp.values()]
                    recs.setdefault(b['id'], [i, []])[1].extend(t); order.setdefault(b['id'], i)
                    if b.get('name') == 'Bash': bash.append(b['id'])
                if b.get('type') == 'tool_result':
                    cc = b.get('content')
                    if isinstance(cc, list): cc = '\n'.join(x.get('text', '') for x in cc if isinstance(x, dict))
                    recs.setdefault(b['tool_use_id'], [i, []])[1].append(str(cc))
                    res.add(b['tool_use_id'])
                    if b.get('is_error'): err.add(b['tool_use_id'])
        if u:
            recs.setdefault(u, [i, []])[1].extend(texts); order.setdefault(u, i)
    return recs, order, bash, err, res

def has(recs, nid, s):
    return nid in recs and any(s in t for t in recs[nid][1])

def check(key, e):
    path = os.path.join(ROOT, 'files', key)
    recs, order, bash, err, res = index(path)
    full = open(path, encoding='utf-8').read()
    probs = []
    failed = sorted(b for b in bash if b in err)
    if failed != sorted(e['failed_native_ids']): probs.append(f'failed mismatch: computed {failed}')
    for x in e['expected_nonzero']:
        if x not in failed: probs.append(f'expected_nonzero not failed {x}')
    nores = sorted(b for b in bash if b not in res)
    if nores != sorted(e['exit_unknown']): probs.append(f'exit_unknown mismatch {nores}')
    masked = set()
    for ep in e['episodes']:
        ids = ep['symptom_native_ids']
        for s in ids:
            if s not in order: probs.append(f"{ep['id']} symptom id missing {s}")
        if ep.get('masked'):
            masked |= {s for s in ids if s in bash and s not in failed}
        if not any(has(recs, s, ep['error_text']) for s in ids) and not ep['error_text'].startswith('('):
            # allow diagnosis record named in notes
            if ep['error_text'] not in full.encode().decode('unicode_escape', 'ignore') and not any(ep['error_text'] in t for v in recs.values() for t in v[1]):
                probs.append(f"{ep['id']} error_text not found")
            else: probs.append(f"{ep['id']} WARN error_text only elsewhere in file")
        if ep['failing_command'] and not any(has(recs, s, ep['failing_command']) for s in ids):
            probs.append(f"{ep['id']} failing_command not in symptom records")
        fx = ep.get('fix'); v = ep.get('verified_by_native_id')
        if fx:
            if fx['native_id'] not in order: probs.append(f"{ep['id']} fix id missing")
            else:
                if not order[fx['native_id']] > min(order[s] for s in ids): probs.append(f"{ep['id']} fix before symptom")
                for ent in fx['entities']:
                    pool = [fx['native_id']] + ids + ([v] if v else [])
                    if not any(has(recs, p, ent) for p in pool):
                        if any(ent in t for vv in recs.values() for t in vv[1]): probs.append(f"{ep['id']} WARN entity '{ent}' only elsewhere")
                        else: probs.append(f"{ep['id']} entity '{ent}' not found")
        if v:
            if v not in order: probs.append(f"{ep['id']} verification id missing")
            elif fx and order[v] < order[fx['native_id']]: probs.append(f"{ep['id']} verification before fix")
        if ep['resolved'] and not v: probs.append(f"{ep['id']} resolved without verification")
    for p in e['pivots']:
        if not has(recs, p['native_id'], p['snippet']): probs.append(f"pivot snippet not found {p['native_id']}")
    for r in e['reuse']:
        for k in ('discovered', 'reused'):
            if not has(recs, r[k]['native_id'], r[k]['snippet']): probs.append(f"reuse {k} snippet not found {r[k]['native_id']}")
        if order.get(r['discovered']['native_id'], 10**9) >= order.get(r['reused']['native_id'], -1): probs.append(f"reuse order {r['entity']}")
    e['counts'] = {'shell_commands': len(bash), 'failed_shell_commands': len(failed), 'masked_failures_annotated': len(masked)}
    return probs

gold = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": {}, "cross_session_groups": []}
ok = True
for f in sorted(glob.glob(os.path.join(ROOT, 'tools/specs/*.json'))):
    s = json.load(open(f))
    if 'cross_session_groups' in s: gold['cross_session_groups'] = s['cross_session_groups']; continue
    e = s['entry']; probs = check(s['key'], e)
    for p in probs: print(s['key'], p)
    if any('WARN' not in p for p in probs): ok = False
    for ep in e['episodes']:
        ep.setdefault('shell', True)
    ordered = {k: e[k] for k in ['format', 'counts', 'counts_notes', 'failed_native_ids', 'expected_nonzero', 'exit_unknown', 'notes', 'episodes', 'pivots', 'reuse']}
    gold['files'][s['key']] = ordered
    print(s['key'], e['counts'], 'episodes', len(e['episodes']))
for g in gold['cross_session_groups']:
    files = {m['file'] for m in g['members']}
    if len(files) < 2: print('group with one file', g['category']); ok = False
    for m in g['members']:
        if m['file'] not in gold['files']: print('group member file missing', m); ok = False; continue
        eps = {e['id']: e for e in gold['files'][m['file']]['episodes']}
        if m['episode'] not in eps or m['native_id'] not in eps[m['episode']]['symptom_native_ids']:
            print('group member not a symptom of its episode', m); ok = False
json.dump(gold, open(os.path.join(ROOT, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('OK' if ok else 'PROBLEMS')
