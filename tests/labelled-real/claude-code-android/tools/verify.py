"""Verify L10 labels against raw Claude Code jsonl files (independent of sessgraph).
Checks: ids exist; snippets/error_text/failing_command/entities occur in decoded record text;
symptom < fix <= verification (file line order); counts recomputed from raw."""
import json, sys, importlib.util, glob, os
BASE = os.path.dirname(os.path.abspath(__file__)) + '/..'

def index(path):
    """Map native id -> (line, decoded text). Tool call text = input (decoded) + result content."""
    ids = {}; uses = {}; res = {}
    for i, line in enumerate(open(path, encoding='utf-8')):
        if not line.strip(): continue
        r = json.loads(line)
        m = r.get('message') or {}
        c = m.get('content')
        texts = []
        if isinstance(c, str): texts.append(c)
        elif isinstance(c, list):
            for b in c:
                if not isinstance(b, dict): continue
                if b.get('type') == 'text': texts.append(b['text'])
                elif b.get('type') == 'tool_use':
                    inp = b.get('input')
                    t = b['name'] + '\n' + json.dumps(inp, ensure_ascii=False) + '\n' + '\n'.join(str(v) for v in (inp or {}).values())
                    uses[b['id']] = (b['name'], i, inp)
                    ids.setdefault(b['id'], [i, ''])[1] += t
                elif b.get('type') == 'tool_result':
                    cc = b.get('content')
                    if isinstance(cc, list): cc = '\n'.join(x.get('text', '') for x in cc if isinstance(x, dict))
                    res[b['tool_use_id']] = (bool(b.get('is_error')), i, str(cc))
                    ids.setdefault(b['tool_use_id'], [i, ''])[1] += '\n' + str(cc)
        if r.get('uuid'):
            ids.setdefault(r['uuid'], [i, ''])[1] += '\n'.join(texts)
    return ids, uses, res

def check(key, e):
    errs = []
    path = f'{BASE}/files/{key}'
    ids, uses, res = index(path)
    def has(nid, snip, what):
        if nid not in ids: errs.append(f'{what}: id {nid} missing'); return
        if snip is not None and snip not in ids[nid][1]: errs.append(f'{what}: snippet {snip!r} not in {nid}')
    bash = [k for k, v in uses.items() if v[0] == 'Bash']
    failed = sorted(k for k in bash if res.get(k, (False,))[0])
    if len(bash) != e['counts']['shell_commands']: errs.append(f'shell count {len(bash)}')
    if failed != sorted(e['failed_native_ids']): errs.append(f'failed {failed}')
    if len(failed) != e['counts']['failed_shell_commands']: errs.append('failed count')
    masked = set()
    for ep in e['episodes']:
        sy = ep['symptom_native_ids']
        for s in sy: has(s, None, ep['id'])
        if not any(ep['error_text'] in ids.get(s, [0, ''])[1] for s in sy) and not ep['error_text'].startswith('('):
            errs.append(f"{ep['id']} error_text not in symptoms")
        if ep['failing_command'] and not any(ep['failing_command'] in ids.get(s, [0, ''])[1] for s in sy):
            errs.append(f"{ep['id']} failing_command not in symptoms")
        if ep['shell'] != (sy[0] in bash): errs.append(f"{ep['id']} shell flag")
        if ep['masked']:
            masked |= {s for s in sy if s in bash and s not in failed}
        f = ep['fix']; v = ep['verified_by_native_id']
        first = min(ids[s][0] for s in sy if s in ids)
        rel = [ids[s][1] for s in sy if s in ids]
        if f:
            has(f['native_id'], None, ep['id'] + ' fix')
            if f['native_id'] in ids and ids[f['native_id']][0] <= first and f['native_id'] not in sy:
                errs.append(f"{ep['id']} fix before symptom")
            pool = rel + [ids.get(f['native_id'], [0, ''])[1]] + ([ids.get(v, [0, ''])[1]] if v else [])
            for ent in f['entities']:
                if not any(ent in t for t in pool): errs.append(f"{ep['id']} entity {ent!r} not found")
        if 'gave_up' in ep['hard_cases'] and f: errs.append(f"{ep['id']} gave_up with fix")
        if v:
            has(v, None, ep['id'] + ' verify')
            if f and ids[v][0] < ids[f['native_id']][0]: errs.append(f"{ep['id']} verify before fix")
        if ep['resolved'] and not v: errs.append(f"{ep['id']} resolved without verification")
    if len(masked) != e['counts']['masked_failures_annotated']: errs.append(f'masked {len(masked)}')
    for p in e['pivots']: has(p['native_id'], p['snippet'], 'pivot')
    for r in e['reuse']:
        has(r['discovered']['native_id'], r['discovered']['snippet'], 'reuse-d')
        has(r['reused']['native_id'], r['reused']['snippet'], 'reuse-r')
        if ids.get(r['discovered']['native_id'], [0])[0] >= ids.get(r['reused']['native_id'], [10**9])[0]:
            errs.append(f"reuse order {r['entity']}")
    for k in e['expected_nonzero']:
        if k not in failed: errs.append(f'expected {k} not failed')
    return errs

if __name__ == '__main__':
    g = json.load(open(f'{BASE}/gold.json'))
    bad = 0
    for k, e in g['files'].items():
        errs = check(k, e); bad += len(errs)
        print(k, 'OK' if not errs else errs)
    for grp in g.get('cross_session_groups', []):
        for m in grp['members']:
            ids, _, _ = index(f"{BASE}/files/{m['file']}")
            if m['native_id'] not in ids: print('group member missing', m); bad += 1
    sys.exit(1 if bad else 0)
