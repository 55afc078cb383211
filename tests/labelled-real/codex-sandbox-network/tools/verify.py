#!/usr/bin/env python3
"""Check gold.json against the raw files: ids exist, snippets/entities occur in decoded record text,
order symptom < fix <= verification, counts == count_codex.analyse, masked/failed consistency."""
import json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from count_codex import analyse
here = os.path.dirname(os.path.abspath(__file__)); root = os.path.join(here, '..')
gold = json.load(open(os.path.join(root, 'gold.json')))
def strings(x):
    if isinstance(x, str):
        yield x
        try:
            y = json.loads(x)
            if not isinstance(y, str): yield from strings(y)
        except Exception: pass
    elif isinstance(x, dict):
        for v in x.values(): yield from strings(v)
    elif isinstance(x, list):
        for v in x: yield from strings(v)
bad = 0
def err(*a):
    global bad; bad += 1; print('  FAIL', *a)
for key, e in gold['files'].items():
    print('==', key)
    path = os.path.join(root, 'files', key)
    lines = open(path, encoding='utf-8').read().split('\n')
    recs = {}
    text = {}; pos = {}
    sess_of = {}; polls = {}
    for i, l in enumerate(lines):
        if not l.strip(): continue
        r = json.loads(l); p = r.get('payload') or {}
        text['line:%d' % i] = '\n'.join(strings(r)); pos['line:%d' % i] = i
        cid = p.get('call_id') if isinstance(p, dict) else None
        if cid:
            text.setdefault(cid, ''); text[cid] += '\n' + '\n'.join(strings(p))
            if p.get('type') in ('function_call', 'custom_tool_call', 'local_shell_call'):
                pos[cid] = i
                if p.get('name') == 'write_stdin':
                    a = json.loads(p['arguments']); polls.setdefault(a.get('session_id'), []).append(cid)
            if p.get('type') in ('function_call_output',):
                m = re.search(r'Process running with session ID (\d+)', str(p.get('output')))
                if m: sess_of[cid] = int(m.group(1))
    for cid, s in sess_of.items():
        for pc in polls.get(s, []):
            if pos[pc] > pos.get(cid, 0): text[cid] += '\n' + text.get(pc, '')
    def has(nid, snip, where=''):
        if nid not in text: err('missing id', nid, where); return False
        if snip not in text[nid]: err('snippet not in', nid, repr(snip)[:80], where); return False
        return True
    res = analyse(path)
    failed = sorted(c for c, (i, x, h) in res.items() if x not in (None, 0))
    unk = sorted(c for c, (i, x, h) in res.items() if x is None)
    c = e['counts']
    if c['shell_commands'] != len(res): err('shell count', c['shell_commands'], len(res))
    if c['failed_shell_commands'] != len(failed) or sorted(e['failed_native_ids']) != failed: err('failed ids', set(failed) ^ set(e['failed_native_ids']))
    if sorted(e['exit_unknown']) != unk: err('exit_unknown', set(unk) ^ set(e['exit_unknown']))
    if not set(e['expected_nonzero']) <= set(failed): err('expected_nonzero not subset')
    masked = set()
    symptoms_failed = set()
    for ep in e['episodes']:
        w = ep['id']
        for s in ep['symptom_native_ids']:
            if s not in text: err('symptom id missing', s, w)
        if ep.get('shell', True) and ep['masked']:
            for s in ep['symptom_native_ids']:
                if s in failed: err('masked symptom is failed', s, w)
                elif s in res: masked.add(s)
        for s in ep['symptom_native_ids']:
            if s in failed: symptoms_failed.add(s)
        if not any(ep['error_text'] in text.get(s, '') for s in ep['symptom_native_ids']) and not ep['error_text'].startswith('('):
            named = re.findall(r'(call_[A-Za-z0-9]{24}|line:\d+)', ep.get('notes', ''))
            if not any(ep['error_text'] in text.get(n, '') for n in named): err('error_text not found', w, ep['error_text'][:60])
        if ep['failing_command'] and not any(ep['failing_command'] in text.get(s, '') for s in ep['symptom_native_ids']): err('failing_command not found', w)
        fx = ep['fix']; v = ep['verified_by_native_id']
        first = min(pos[s] for s in ep['symptom_native_ids'])
        if fx:
            if fx['native_id'] not in pos: err('fix id missing', w)
            else:
                if not pos[fx['native_id']] > first: err('fix before symptom', w)
                pool = ep['symptom_native_ids'] + [fx['native_id']] + ([v] if v else []) + re.findall(r'(call_[A-Za-z0-9]{24}|line:\d+)', ep.get('notes', ''))
                for ent in fx['entities']:
                    if not any(ent in text.get(n, '') for n in pool): err('entity not found', w, ent)
        if v:
            if v not in pos: err('verification id missing', w)
            elif fx and fx['native_id'] in pos and pos[v] < pos[fx['native_id']]: err('verification before fix', w)
        if ep['resolved'] and not ep['expected_failure'] and not v: err('resolved without verification', w)
    for s in failed:
        if s not in symptoms_failed and s not in e['expected_nonzero']:
            fixes = {ep['fix']['native_id'] for ep in e['episodes'] if ep['fix']}
            if s not in fixes: err('failed id not explained', s)
    if c['masked_failures_annotated'] != len(masked): err('masked count', c['masked_failures_annotated'], len(masked))
    for pv in e['pivots']: has(pv['native_id'], pv['snippet'], 'pivot')
    for ru in e['reuse']:
        has(ru['discovered']['native_id'], ru['discovered']['snippet'], 'reuse-d')
        has(ru['reused']['native_id'], ru['reused']['snippet'], 'reuse-r')
        if pos.get(ru['discovered']['native_id'], 0) > pos.get(ru['reused']['native_id'], 0): err('reuse order', ru['entity'])
    print('  counts', c, 'episodes', len(e['episodes']), 'pivots', len(e['pivots']), 'reuse', len(e['reuse']))
for g in gold['cross_session_groups']:
    for m in g['members']:
        if m['file'] not in gold['files']: err('group file', m)
        else:
            eps = {x['id']: x for x in gold['files'][m['file']]['episodes']}
            if m.get('episode') and m['episode'] not in eps: err('group episode', m)
            if m.get('episode') and m['native_id'] not in eps[m['episode']]['symptom_native_ids']: err('group member not symptom', m)
print('BAD', bad)
