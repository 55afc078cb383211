"""Check gold.json against the raw files: ids exist, snippets occur in decoded record text,
counts/failed/exit_unknown recomputed from the raw records, symptom < fix <= verification order.
Codex and Claude Code readers only (the formats in this folder)."""
import json, re, sys, pathlib
root = pathlib.Path(__file__).resolve().parent.parent
gold = json.loads((root / 'gold.json').read_text(encoding='utf-8'))

def dec(s):
    out = [s]
    if isinstance(s, str):
        try:
            v = json.loads(s); out.append(json.dumps(v, ensure_ascii=False))
            if isinstance(v, dict):
                out += [str(x) for x in v.values()]
        except Exception: pass
    return out

def flat(o, acc):
    if isinstance(o, dict):
        for v in o.values(): flat(v, acc)
    elif isinstance(o, list):
        for v in o: flat(v, acc)
    elif isinstance(o, str):
        acc += dec(o)
    return acc

def index_codex(path):
    texts, pos, calls, outs, ends = {}, {}, [], {}, {}
    for i, l in enumerate(open(path, encoding='utf-8').read().split('\n')):
        if not l.strip(): continue
        r = json.loads(l); p = r.get('payload', {}); t = p.get('type')
        key = p.get('call_id') if t in ('function_call', 'function_call_output', 'custom_tool_call', 'custom_tool_call_output', 'exec_command_end', 'local_shell_call') and p.get('call_id') else f'line:{i}'
        texts.setdefault(key, []).extend(flat(p, []))
        texts.setdefault(f'line:{i}', []).extend(flat(p, []))
        pos.setdefault(key, i)
        if r['type'] == 'response_item' and t == 'function_call' and p.get('name') in ('exec_command', 'shell', 'shell_command'):
            calls.append(p['call_id'])
        if t == 'function_call_output': outs[p['call_id']] = p.get('output')
        if t == 'exec_command_end': ends[p['call_id']] = p.get('exit_code')
    failed, unknown = [], []
    for c in calls:
        code = ends.get(c)
        if code is None and c in outs:
            m = re.search(r'(?:Process exited with code|Exit code:) (-?\d+)', str(outs[c]))
            code = int(m.group(1)) if m else None
        if code is None: unknown.append(c)
        elif code != 0: failed.append(c)
    return texts, pos, len(calls), sorted(failed), unknown

def index_claude(path):
    texts, pos, calls, err = {}, {}, [], {}
    for i, l in enumerate(open(path, encoding='utf-8').read().split('\n')):
        if not l.strip(): continue
        r = json.loads(l)
        if r.get('uuid'):
            texts.setdefault(r['uuid'], []).extend(flat(r.get('message') or r.get('content') or {}, [])); pos.setdefault(r['uuid'], i)
        c = (r.get('message') or {}).get('content') if isinstance(r.get('message'), dict) else None
        for b in c if isinstance(c, list) else []:
            if b.get('type') == 'tool_use':
                texts.setdefault(b['id'], []).extend(flat(b.get('input'), [])); pos.setdefault(b['id'], i)
                if b.get('name') == 'Bash': calls.append(b['id'])
            if b.get('type') == 'tool_result':
                texts.setdefault(b['tool_use_id'], []).extend(flat(b.get('content'), [])); err[b['tool_use_id']] = bool(b.get('is_error'))
    failed = sorted(c for c in calls if err.get(c)); unknown = [c for c in calls if c not in err]
    return texts, pos, len(calls), failed, unknown

def index_any(path):
    return index_claude(path) if 'claude_code/' in str(path) else index_codex(path)

bad = 0
def check(cond, msg):
    global bad
    if not cond: bad += 1; print('FAIL', msg)

for lf, e in gold['files'].items():
    path = root / 'files' / lf
    texts, pos, n, failed, unknown = index_any(path)
    def has(nid, snip):
        check(nid in texts, f'{lf}: id {nid} missing')
        if nid in texts and snip is not None:
            check(any(snip in t for t in texts[nid]), f'{lf}: snippet not in {nid}: {snip[:60]!r}')
    c = e['counts']
    check(c['shell_commands'] == n, f'{lf}: shell {c["shell_commands"]} != {n}')
    check(c['failed_shell_commands'] == len(failed) == len(e['failed_native_ids']), f'{lf}: failed {c} {failed}')
    check(sorted(e['failed_native_ids']) == failed, f'{lf}: failed ids {failed}')
    check(sorted(e['exit_unknown']) == sorted(unknown), f'{lf}: unknown {unknown}')
    masked = {s for ep in e['episodes'] if ep['masked'] for s in ep['symptom_native_ids'] if s not in failed}
    check(c['masked_failures_annotated'] == len(masked), f'{lf}: masked {len(masked)}')
    for ep in e['episodes']:
        for s in ep['symptom_native_ids']: has(s, None)
        s0 = ep['symptom_native_ids'][0]
        if not ep['error_text'].startswith('('):
            check(any(any(ep['error_text'] in t for t in texts.get(s, [])) for s in ep['symptom_native_ids']), f'{lf} {ep["id"]}: error_text')
        if ep['failing_command']:
            check(any(any(ep['failing_command'] in t for t in texts.get(s, [])) for s in ep['symptom_native_ids']), f'{lf} {ep["id"]}: failing_command')
        if ep['fix']:
            f = ep['fix']['native_id']; has(f, None)
            check(pos[s0] < pos[f], f'{lf} {ep["id"]}: symptom !< fix')
            ids = ep['symptom_native_ids'] + [f] + ([ep['verified_by_native_id']] if ep['verified_by_native_id'] else [])
            for ent in ep['fix']['entities']:
                check(any(any(ent in t for t in texts.get(i, [])) for i in ids), f'{lf} {ep["id"]}: entity {ent}')
            if ep['verified_by_native_id']:
                check(pos[f] <= pos[ep['verified_by_native_id']], f'{lf} {ep["id"]}: fix !<= verify')
        check(ep['resolved'] == bool(ep['verified_by_native_id']) or not ep['resolved'], f'{lf} {ep["id"]}: resolved w/o verification')
    for pv in e['pivots']: has(pv['native_id'], pv['snippet'])
    for ru in e['reuse']:
        has(ru['discovered']['native_id'], ru['discovered']['snippet']); has(ru['reused']['native_id'], ru['reused']['snippet'])
        check(pos[ru['discovered']['native_id']] < pos[ru['reused']['native_id']], f'{lf}: reuse order')
    print(lf, 'shell', n, 'failed', len(failed), 'unknown', len(unknown), 'episodes', len(e['episodes']), 'masked', len(masked), 'pivots', len(e['pivots']), 'reuse', len(e['reuse']))
for g in gold['cross_session_groups']:
    for m in g['members']:
        t, _, _, _, _ = index_any(root / 'files' / m['file'])
        check(m['native_id'] in t, f'group {g["category"]}: {m}')
print('problems:', bad)
