"""Independent check of gold.json entries for Claude Code files: ids exist, texts occur, order, counts."""
import json, sys, os
here = os.path.dirname(os.path.abspath(__file__)); root = os.path.join(here, '..')
gold = json.load(open(os.path.join(root, 'gold.json')))
def load(path):
    rec = {}  # id -> (line, text)
    bash, err = [], []
    for i, l in enumerate(open(path, encoding='utf-8')):
        if not l.strip(): continue
        r = json.loads(l); m = r.get('message')
        u = r.get('uuid')
        texts = []
        if isinstance(m, dict):
            c = m.get('content')
            if isinstance(c, str): texts.append(c)
            elif isinstance(c, list):
                for b in c:
                    t = b.get('type')
                    if t == 'text': texts.append(b['text'])
                    elif t == 'thinking': texts.append(b.get('thinking', ''))
                    elif t == 'tool_use':
                        inp = b.get('input', {})
                        s = [json.dumps(inp, ensure_ascii=False)] + [v for v in inp.values() if isinstance(v, str)]
                        rec.setdefault(b['id'], [i, ''])
                        rec[b['id']][1] += '\n'.join(s) + '\n'
                        if b['name'] == 'Bash': bash.append(b['id'])
                    elif t == 'tool_result':
                        cc = b.get('content')
                        if isinstance(cc, list): cc = '\n'.join(x.get('text', '') for x in cc if isinstance(x, dict))
                        tid = b['tool_use_id']
                        rec.setdefault(tid, [i, ''])
                        rec[tid][1] += str(cc) + '\n'
                        if b.get('is_error') and tid in bash: err.append(tid)
                        RESULTS.add(tid)
        if u: rec[u] = [i, '\n'.join(texts)]
    return rec, bash, err
bad = 0
RESULTS = set()
def chk(cond, msg):
    global bad
    if not cond: bad += 1; print('  FAIL', msg)
for key, e in gold['files'].items():
    if not key.startswith('claude_code/'): continue
    print(key)
    RESULTS.clear()
    rec, bash, err = load(os.path.join(root, 'files', key))
    chk(len(bash) == e['counts']['shell_commands'], f"shell {len(bash)} != {e['counts']['shell_commands']}")
    chk(sorted(set(err)) == sorted(e['failed_native_ids']), f"failed ids differ: {sorted(set(err)) ^ set(e['failed_native_ids']) if False else set(err) ^ set(e['failed_native_ids'])}")
    chk(len(set(err)) == e['counts']['failed_shell_commands'], 'failed count')
    masked = set()
    for x in e['expected_nonzero'] + e['exit_unknown']: chk(x in rec, f'id {x}')
    chk(set(e['expected_nonzero']) <= set(e['failed_native_ids']), 'expected_nonzero not subset of failed')
    no_result = [b for b in bash if rec[b][1].count('\n') <= 1 and not any(True for _ in [])]
    chk(sorted(set(e['exit_unknown'])) == sorted(x for x in bash if x not in RESULTS), f"exit_unknown differs: {sorted(x for x in bash if x not in RESULTS)}")
    for ep in e['episodes']:
        ids = ep['symptom_native_ids']
        for x in ids: chk(x in rec, f"{ep['id']} symptom id {x}")
        chk([rec[x][0] for x in ids if x in rec] == sorted(rec[x][0] for x in ids if x in rec), f"{ep['id']} symptoms not in file order")
        if ep['masked']:
            for x in ids:
                if x in bash and x not in err: masked.add(x)
        chk(any(ep['error_text'] in rec.get(x, [0, ''])[1] for x in ids) or ep['error_text'].startswith('('), f"{ep['id']} error_text not in symptoms")
        if ep['failing_command']: chk(any(ep['failing_command'] in rec.get(x, [0, ''])[1] for x in ids), f"{ep['id']} failing_command")
        f = ep['fix']; v = ep['verified_by_native_id']
        pool = ids + ([f['native_id']] if f else []) + ([v] if v else [])
        if f:
            chk(f['native_id'] in rec, f"{ep['id']} fix id")
            for ent in f['entities']: chk(any(ent in rec.get(x, [0, ''])[1] for x in pool) or ent in ep['notes'], f"{ep['id']} entity {ent!r}")
            chk(rec[ids[0]][0] < rec[f['native_id']][0], f"{ep['id']} symptom<fix")
            if v: chk(rec[f['native_id']][0] <= rec[v][0], f"{ep['id']} fix<=ver")
        if v: chk(v in rec, f"{ep['id']} ver id")
        if ep['resolved']: chk(v is not None, f"{ep['id']} resolved w/o verification")
    chk(len(masked) == e['counts']['masked_failures_annotated'], f"masked {len(masked)} != {e['counts']['masked_failures_annotated']}")
    for p in e['pivots']: chk(p['snippet'] in rec.get(p['native_id'], [0, ''])[1], f"pivot {p['native_id']}")
    for r in e['reuse']:
        for k in ('discovered', 'reused'): chk(r[k]['snippet'] in rec.get(r[k]['native_id'], [0, ''])[1], f"reuse {r['entity']} {k}")
        chk(rec[r['discovered']['native_id']][0] <= rec[r['reused']['native_id']][0], f"reuse order {r['entity']}")
print('problems:', bad)
