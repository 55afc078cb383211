"""Independent check of gold.json against the raw Claude Code files: counts, ids, snippets, order."""
import json, sys, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.join(HERE, '..')
gold = json.load(open(os.path.join(ROOT, 'gold.json')))
bad = 0
def err(*a):
    global bad; bad += 1; print('  FAIL', *a)
def strs(o):
    if isinstance(o, str):
        yield o
        try:
            d = json.loads(o)
            if isinstance(d, (dict, list)): yield from strs(d)
        except Exception: pass
    elif isinstance(o, dict):
        for v in o.values(): yield from strs(v)
    elif isinstance(o, list):
        for v in o: yield from strs(v)
for rel, e in gold['files'].items():
    print(rel)
    text, pos, name, iserr = {}, {}, {}, {}
    if rel.startswith('gemini/'):
        # Gemini CLI chat JSON: position = (message index, call index); exit code only in output text
        import re
        d = json.load(open(os.path.join(ROOT, 'files', rel), encoding='utf-8'))
        for i, m in enumerate(d['messages']):
            pos[m['id']] = (i, -1); text[m['id']] = '\n'.join(strs(m.get('content'))) + '\n' + '\n'.join(strs(m.get('thoughts')))
            for j, t in enumerate(m.get('toolCalls') or []):
                pos[t['id']] = (i, j); name[t['id']] = t['name']
                text[t['id']] = '\n'.join(strs(t.get('args'))) + '\n' + '\n'.join(strs(t.get('result')))
                if t['name'] == 'run_shell_command':
                    mm = re.findall(r'Exit Code: (\d+)', '\n'.join(strs(t.get('result'))))
                    if mm: iserr[t['id']] = mm[-1] != '0'
        recs = []
        for k in list(name):
            if name[k] == 'run_shell_command': name[k] = 'Bash'
    else:
        recs = [json.loads(l) for l in open(os.path.join(ROOT, 'files', rel), encoding='utf-8')]
    for i, r in enumerate(recs):
        u = r.get('uuid')
        m = r.get('message')
        if u:
            pos.setdefault(u, i); text.setdefault(u, '')
            if isinstance(m, dict):
                c = m.get('content')
                text[u] += '\n'.join(strs(c)) if not isinstance(c, str) else c
            else:
                text[u] += '\n'.join(strs(r.get('content')))
        if isinstance(m, dict) and isinstance(m.get('content'), list):
            for b in m['content']:
                if not isinstance(b, dict): continue
                if b.get('type') == 'tool_use':
                    pos[b['id']] = i; name[b['id']] = b['name']
                    text[b['id']] = text.get(b['id'], '') + '\n' + '\n'.join(strs(b['input']))
                if b.get('type') == 'tool_result':
                    t = b['tool_use_id']; iserr[t] = bool(b.get('is_error'))
                    text[t] = text.get(t, '') + '\n' + '\n'.join(strs(b.get('content'))) + '\n' + '\n'.join(strs(r.get('toolUseResult')))
        for k in ('content',):
            if r.get('type') in ('queue-operation',) and isinstance(r.get(k), str):
                for tid in list(name):
                    if tid in r[k]: text[tid] += '\n' + r[k]
    bash = [t for t in name if name[t] == 'Bash']
    failed = sorted(t for t in bash if iserr.get(t))
    c = e['counts']
    if c['shell_commands'] != len(bash): err('shell', c['shell_commands'], len(bash))
    if sorted(e['failed_native_ids']) != failed: err('failed ids', e['failed_native_ids'], failed)
    if c['failed_shell_commands'] != len(failed): err('failed count')
    noresult = sorted(t for t in bash if t not in iserr)
    if sorted(e['exit_unknown']) != noresult: err('exit_unknown', e['exit_unknown'], noresult)
    masked = set()
    for ep in e['episodes']:
        if ep['masked']:
            masked |= {s for s in ep['symptom_native_ids'] if s in bash and s not in failed}
    if c['masked_failures_annotated'] != len(masked): err('masked', c['masked_failures_annotated'], sorted(masked))
    for x in e['expected_nonzero']:
        if x not in failed: err('expected_nonzero not failed', x)
    inep = set()
    for ep in e['episodes']:
        inep |= set(ep['symptom_native_ids'])
        if ep.get('fix'): inep.add(ep['fix']['native_id'])
    for f in failed:
        if f not in inep and f not in e['expected_nonzero']: err('failed not covered', f)
    for ep in e['episodes']:
        ids = ep['symptom_native_ids'] + ([ep['fix']['native_id']] if ep.get('fix') else []) + ([ep['verified_by_native_id']] if ep.get('verified_by_native_id') else [])
        for x in ids:
            if x not in pos: err(ep['id'], 'missing id', x)
        if any(x not in pos for x in ids): continue
        st = '\n'.join(text[s] for s in ep['symptom_native_ids'])
        if not ep['error_text'].startswith('(') and ep['error_text'] not in st: err(ep['id'], 'error_text not in symptoms')
        if ep.get('failing_command') and ep['failing_command'] not in st: err(ep['id'], 'failing_command not in symptoms')
        allt = st + '\n' + (text[ep['fix']['native_id']] if ep.get('fix') else '') + '\n' + (text[ep['verified_by_native_id']] if ep.get('verified_by_native_id') else '')
        for ent in (ep['fix'] or {}).get('entities', []):
            if ent not in allt and not ent.startswith('('): err(ep['id'], 'entity not found', ent)
        first = min(pos[s] for s in ep['symptom_native_ids'])
        if ep.get('fix'):
            fp = pos[ep['fix']['native_id']]
            if not first < fp: err(ep['id'], 'symptom !< fix', first, fp)
            if ep.get('verified_by_native_id') and not fp <= pos[ep['verified_by_native_id']]: err(ep['id'], 'fix !<= verify')
        if ep['resolved'] and not ep.get('verified_by_native_id'): err(ep['id'], 'resolved without verification')
        if ep['shell'] and not all(s in bash for s in ep['symptom_native_ids'] if s in name): err(ep['id'], 'shell symptom not Bash')
    for p in e['pivots']:
        if p['native_id'] not in text or p['snippet'] not in text[p['native_id']]: err('pivot', p['native_id'])
    for r in e['reuse']:
        for k in ('discovered', 'reused'):
            x = r[k]
            if x['native_id'] not in text or x['snippet'] not in text[x['native_id']]: err('reuse', k, x['native_id'])
        if pos.get(r['discovered']['native_id'], (1e9,)) >= pos.get(r['reused']['native_id'], (-1,)) if rel.startswith('gemini/') else pos.get(r['discovered']['native_id'], 1e9) >= pos.get(r['reused']['native_id'], -1): err('reuse order', r['entity'])
    print('  bash', len(bash), 'failed', len(failed), 'masked', len(masked), 'episodes', len(e['episodes']), 'pivots', len(e['pivots']), 'reuse', len(e['reuse']))
for g in gold['cross_session_groups']:
    for m in g['members']:
        if m['file'] not in gold['files']: err('group file', m['file']); continue
        raw = open(os.path.join(ROOT, 'files', m['file']), encoding='utf-8').read()
        if m['native_id'] not in raw: err('group id missing', m['native_id'])
        syms = {s for ep in gold['files'][m['file']]['episodes'] for s in ep['symptom_native_ids']}
        if m['native_id'] not in syms: err('group member not a symptom', m['native_id'])
print('BAD', bad)
