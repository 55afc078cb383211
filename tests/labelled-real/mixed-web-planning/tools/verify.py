"""Check gold.json against the raw files: ids exist, snippets verbatim in decoded record text, order, counts."""
import json, sys, re
ROOT = '/work/labelled-new/L35'
gold = json.load(open(ROOT + '/gold.json'))
bad = 0
def deep(o):
    if isinstance(o, str):
        out = [o]
        try:
            j = json.loads(o)
            if isinstance(j, (dict, list)): out += deep(j)
        except Exception: pass
        return out
    if isinstance(o, dict): return [s for v in o.values() for s in deep(v)]
    if isinstance(o, list): return [s for v in o for s in deep(v)]
    return [str(o)]
for local, e in gold['files'].items():
    recs = [json.loads(l) for l in open(f'{ROOT}/files/{local}', encoding='utf-8')]
    text = {}; pos = {}; bash = {}; err = {}; toolname = {}
    if local.startswith('codex/'):
        for i, r in enumerate(recs):
            pl = r.get('payload') or {}
            text[f'line:{i}'] = deep(pl); pos[f'line:{i}'] = i
            if r.get('type') == 'response_item' and pl.get('type') == 'function_call':
                text.setdefault(pl['call_id'], []).extend(deep(pl.get('arguments'))); pos.setdefault(pl['call_id'], i)
                if pl['name'] in ('shell_command', 'shell', 'exec_command'):
                    a = json.loads(pl['arguments']); c = a.get('command'); bash[pl['call_id']] = ' '.join(c) if isinstance(c, list) else c
            if r.get('type') == 'response_item' and pl.get('type') == 'function_call_output':
                o = pl.get('output'); text.setdefault(pl['call_id'], []).extend(deep(o))
                m = re.match(r'Exit code: (\d+)', o or '')
                code = int(m.group(1)) if m else None
                if code is None:
                    try: code = json.loads(o)['metadata']['exit_code']
                    except Exception: code = None
                if code is None and (o or '').startswith(('failed in sandbox', 'apply_patch verification failed')): code = 'plain-failure'
                if code not in (0, None): err[pl['call_id']] = True
        recs = []
    for i, r in enumerate(recs):
        if r.get('uuid'):
            text.setdefault(r['uuid'], []).extend(deep(r.get('message', {}))); pos.setdefault(r['uuid'], i)
        m = r.get('message') if isinstance(r.get('message'), dict) else {}
        c = m.get('content') if isinstance(m.get('content'), list) else []
        for b in c:
            if b.get('type') == 'tool_use':
                text.setdefault(b['id'], []).extend(deep(b.get('input'))); pos.setdefault(b['id'], i); toolname[b['id']] = b['name']
                if b['name'] == 'Bash': bash[b['id']] = b['input'].get('command', '')
            if b.get('type') == 'tool_result':
                text.setdefault(b['tool_use_id'], []).extend(deep(b.get('content')))
                if b.get('is_error'): err[b['tool_use_id']] = True
    def has(i, s, what):
        global bad
        if i not in text: print(local, 'MISSING ID', i, what); bad += 1; return
        if s is not None and not any(s in t for t in text[i]): print(local, 'NOT IN', i, what, repr(s)[:90]); bad += 1
    failed = sorted(k for k in bash if err.get(k))
    if e['counts']['shell_commands'] != len(bash): print(local, 'shell count', len(bash)); bad += 1
    if e['failed_native_ids'] != failed: print(local, 'failed ids', failed); bad += 1
    if e['counts']['failed_shell_commands'] != len(failed): print(local, 'failed count'); bad += 1
    masked = {s for ep in e['episodes'] if ep['masked'] for s in ep['symptom_native_ids'] if s in bash and s not in failed}
    if len(masked) != e['counts']['masked_failures_annotated']: print(local, 'masked', masked); bad += 1
    for x in e['expected_nonzero']: assert x in failed
    for ep in e['episodes']:
        for s in ep['symptom_native_ids']: has(s, None, ep['id'])
        s0 = ep['symptom_native_ids'][0]
        if not ep['error_text'].startswith('('): has(s0, ep['error_text'], ep['id'] + ' error_text')
        if ep['failing_command']: 
            if ep['failing_command'] not in bash.get(s0, ''): print(local, 'failing_command', ep['id']); bad += 1
        f = ep['fix']
        if f:
            has(f['native_id'], None, ep['id'] + ' fix')
            pool = [f['native_id']] + ep['symptom_native_ids'] + ([ep['verified_by_native_id']] if ep['verified_by_native_id'] else [])
            pool += re.findall(r'(toolu_\w+|uuid:\w+)', ep['notes'])
            for ent in f['entities']:
                if not any(ent in t for p in pool if p in text for t in text[p]): print(local, 'entity', ep['id'], ent); bad += 1
            if not pos[s0] < pos[f['native_id']] and f['native_id'] != s0: print(local, 'order sym<fix', ep['id']); bad += 1
            v = ep['verified_by_native_id']
            if v and pos[v] < pos[f['native_id']]: print(local, 'order fix<=ver', ep['id']); bad += 1
        elif ep['verified_by_native_id']: has(ep['verified_by_native_id'], None, 'ver')
    for p in e['pivots']: has(p['native_id'], p['snippet'], 'pivot')
    for r in e['reuse']:
        has(r['discovered']['native_id'], r['discovered']['snippet'], 'reuse-d'); has(r['reused']['native_id'], r['reused']['snippet'], 'reuse-r')
        if pos[r['discovered']['native_id']] > pos[r['reused']['native_id']]: print(local, 'reuse order'); bad += 1
for g in gold['cross_session_groups']:
    for m in g['members']:
        if m['native_id'] not in open(f"{ROOT}/files/{m['file']}").read(): print('group member missing', m); bad += 1
print('problems:', bad)
