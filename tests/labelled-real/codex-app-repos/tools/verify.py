"""Check gold.json against the raw files: ids exist, snippets occur in decoded record text, order, counts."""
import json, os, sys
here = os.path.dirname(os.path.abspath(__file__))
root = os.path.join(here, '..')
gold = json.load(open(os.path.join(root, 'gold.json')))

def dec(x):
    """Decoded text of a JSON value: strings, with JSON-in-string decoded once more."""
    out = []
    def walk(v):
        if isinstance(v, str):
            out.append(v)
            s = v.strip()
            if s[:1] in '[{':
                try: walk(json.loads(s))
                except Exception: pass
        elif isinstance(v, dict):
            for k, w in v.items(): out.append(str(k)); walk(w)
        elif isinstance(v, list):
            for w in v: walk(w)
        else:
            out.append(json.dumps(v))
    walk(x)
    return '\n'.join(out)

def index_codex(path):
    idx = {}  # id -> (first line, text)
    recs = [json.loads(l) for l in open(path, encoding='utf-8') if l.strip()]
    for i, r in enumerate(recs):
        p = r.get('payload', {})
        t = dec(p)
        idx['line:%d' % i] = (i, t)
        cid = p.get('call_id') if isinstance(p, dict) else None
        if cid:
            if cid in idx: idx[cid] = (idx[cid][0], idx[cid][1] + '\n' + t)
            else: idx[cid] = (i, t)
        if isinstance(p, dict) and p.get('type') == 'reasoning' and p.get('id'):
            idx[p['id']] = (i, t)
    return idx

def index_gemini(path):
    d = json.load(open(path, encoding='utf-8'))
    idx = {}
    for i, m in enumerate(d.get('messages', [])):
        t = dec(m)
        if m.get('id'): idx[m['id']] = (i, t)
        idx['msg:%d' % i] = (i, t)
        for tc in m.get('toolCalls', []) or []:
            idx[tc['id']] = (i, dec(tc))
    return idx

errs = 0
def bad(f, msg):
    global errs; errs += 1; print('FAIL', f, msg)

for f, e in gold['files'].items():
    path = os.path.join(root, 'files', f)
    idx = index_gemini(path) if f.startswith('gemini/') else index_codex(path)
    def need(i, what):
        if i not in idx: bad(f, f'{what}: id {i} missing'); return None
        return idx[i]
    def has(i, s, what):
        r = need(i, what)
        if r and s not in r[1]: bad(f, f'{what}: snippet {s[:60]!r} not in {i}')
    for i in e['failed_native_ids'] + e['expected_nonzero'] + e['exit_unknown']: need(i, 'listed id')
    if not set(e['expected_nonzero']) <= set(e['failed_native_ids']): bad(f, 'expected_nonzero not subset')
    if e['failed_native_ids'] != sorted(e['failed_native_ids']): bad(f, 'failed ids not sorted')
    if len(e['failed_native_ids']) != e['counts']['failed_shell_commands']: bad(f, 'failed count mismatch')
    sym_all = set()
    masked = set()
    for ep in e['episodes']:
        syms = ep['symptom_native_ids']
        for s in syms: need(s, ep['id'] + ' symptom')
        sym_all |= set(syms)
        if ep['error_text'] and not ep['error_text'].startswith('('):
            if not any(ep['error_text'] in idx.get(s, (0, ''))[1] for s in syms) and not any(ep['error_text'] in idx[k][1] for k in ep.get('diagnosis_ids', []) if k in idx):
                bad(f, ep['id'] + ' error_text not in any symptom')
        if ep['failing_command']:
            if not any(ep['failing_command'] in idx.get(s, (0, ''))[1] for s in syms): bad(f, ep['id'] + ' failing_command not in symptom')
        first = min(idx[s][0] for s in syms if s in idx)
        fx = ep['fix']
        if fx:
            r = need(fx['native_id'], ep['id'] + ' fix')
            if r:
                if not r[0] > first: bad(f, ep['id'] + ' fix not after symptom')
                pool = r[1] + '\n'.join(idx[s][1] for s in syms if s in idx)
                v = ep['verified_by_native_id']
                if v and v in idx: pool += idx[v][1]
                for en in fx['entities']:
                    if en not in pool: bad(f, ep['id'] + f' entity {en!r} not found')
                v = ep['verified_by_native_id']
                if v:
                    rv = need(v, ep['id'] + ' verification')
                    if rv and rv[0] < r[0]: bad(f, ep['id'] + ' verification before fix')
        if ep['masked']:
            for s in syms:
                if s not in e['failed_native_ids']: masked.add(s)
        if ep['resolved'] and not ep['verified_by_native_id']: bad(f, ep['id'] + ' resolved without verification')
    for fid in e['failed_native_ids']:
        if fid in e['expected_nonzero'] or fid in sym_all: continue
        if any(ep['fix'] and ep['fix']['native_id'] == fid for ep in e['episodes']): continue
        bad(f, f'failed id {fid} is neither symptom, fix nor expected')
    if f.startswith('gemini/'):
        shell_masked = {m for m in masked if m in idx}
    else:
        shell_masked = masked
    if len(shell_masked) != e['counts']['masked_failures_annotated']: bad(f, f'masked count {len(shell_masked)} != {e["counts"]["masked_failures_annotated"]}')
    for p in e['pivots']: has(p['native_id'], p['snippet'], 'pivot')
    for r in e['reuse']:
        has(r['discovered']['native_id'], r['discovered']['snippet'], 'reuse.discovered')
        has(r['reused']['native_id'], r['reused']['snippet'], 'reuse.reused')
        if idx.get(r['discovered']['native_id'], (0,))[0] > idx.get(r['reused']['native_id'], (10**9,))[0]: bad(f, 'reuse order')
for g in gold['cross_session_groups']:
    for m in g['members']:
        if m['file'] not in gold['files']: bad(g['category'], 'member file not labelled'); continue
        f = m['file']; path = os.path.join(root, 'files', f)
        idx = index_gemini(path) if f.startswith('gemini/') else index_codex(path)
        if m['native_id'] not in idx: bad(g['category'], 'member id missing ' + m['native_id'])
        if len({x['file'] for x in g['members']}) < 2: bad(g['category'], 'group spans one file')
print('errors:', errs)
sys.exit(1 if errs else 0)
