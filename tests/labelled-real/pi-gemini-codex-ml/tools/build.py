"""Build gold.json from specs/*.py and verify every label against the raw files (pi, opencode, codex, gemini readers)."""
import json, re, sys, importlib.util, glob, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = os.path.join(ROOT, 'files')

def load_pi(path):
    recs = {}; order = {}; bash = []; failed = set(); calls = {}
    for i, l in enumerate(open(path, encoding='utf-8')):
        r = json.loads(l)
        if r['type'] != 'message':
            recs[r['id']] = json.dumps(r, ensure_ascii=False); order[r['id']] = i; continue
        m = r['message']
        texts = []
        for b in m.get('content') or []:
            if not isinstance(b, dict): continue
            if b.get('type') == 'text': texts.append(b['text'])
            elif b.get('type') == 'thinking': texts.append(b.get('thinking', ''))
            elif b.get('type') == 'toolCall':
                a = b.get('arguments') or {}
                t = (a.get('command') or '') + '\n' + json.dumps(a, ensure_ascii=False) + '\n' + ''.join(
                    (e.get('oldText', '') + '\n' + e.get('newText', '')) for e in a.get('edits', []))
                recs[b['id']] = recs.get(b['id'], '') + t; order[b['id']] = i
                calls[b['id']] = b['name']
                if b['name'] == 'bash': bash.append(b['id'])
        if m.get('role') == 'toolResult':
            t = ''.join(x.get('text', '') for x in m.get('content', []) if isinstance(x, dict))
            recs[m['toolCallId']] = recs.get(m['toolCallId'], '') + '\n' + t
            if m.get('isError') and calls.get(m['toolCallId']) == 'bash': failed.add(m['toolCallId'])
        recs[r['id']] = '\n'.join(texts) if texts else recs.get(r['id'], '') ; order.setdefault(r['id'], i)
    return dict(recs=recs, order={k: (v, 0) for k, v in order.items()}, bash=bash, failed=failed, unknown=set())


def load_gemini_chat(path):
    d = json.load(open(path, encoding='utf-8'))
    recs = {}; order = {}; bash = []; failed = set(); unknown = set()
    for i, m in enumerate(d['messages']):
        c = m.get('content'); c = c if isinstance(c, str) else json.dumps(c, ensure_ascii=False)
        th = '\n'.join((t.get('subject', '') + '\n' + t.get('description', '')) for t in m.get('thoughts') or [])
        recs[m['id']] = c + '\n' + th; order[m['id']] = (i, -1)
        for j, t in enumerate(m.get('toolCalls') or []):
            a = t.get('args') or {}
            res = []
            for r in t.get('result') or []:
                resp = (r.get('functionResponse') or {}).get('response') or {}
                res.append(str(resp.get('output', '')) + '\n' + str(resp.get('error', '')))
            disp = t.get('resultDisplay') if isinstance(t.get('resultDisplay'), str) else ''
            recs[t['id']] = (a.get('command') or '') + '\n' + json.dumps(a, ensure_ascii=False) + '\n' + '\n'.join(res) + '\n' + disp
            order[t['id']] = (i, j)
            if t['name'] == 'run_shell_command':
                bash.append(t['id'])
                mm = re.search(r'Exit Code: (-?\d+)', '\n'.join(res))
                if mm is None: unknown.add(t['id'])
                elif mm.group(1) != '0': failed.add(t['id'])
    return dict(recs=recs, order=order, bash=bash, failed=failed, unknown=unknown)


def load_codex(path):
    L = [json.loads(l) for l in open(path, encoding='utf-8') if l.strip()]
    recs = {}; order = {}; bash = []; failed = set(); unknown = set(); exits = {}; sess = {}; names = {}
    def add(k, t): recs[k] = recs.get(k, '') + '\n' + t
    for i, r in enumerate(L):
        p = r.get('payload', {}); t = p.get('type')
        key = f'line:{i}'; order[key] = (i, 0)
        if t == 'message': recs[key] = '\n'.join(c.get('text', '') for c in p.get('content') or [] if isinstance(c, dict))
        elif t == 'reasoning': recs[key] = '\n'.join(x.get('text', '') for x in p.get('summary') or [])
        else: recs[key] = json.dumps(p, ensure_ascii=False)
        if r['type'] == 'response_item' and t in ('function_call', 'custom_tool_call'):
            cid = p['call_id']; order[cid] = (i, 0)
            raw = p.get('arguments') if t == 'function_call' else p.get('input')
            try: a = json.loads(raw) if t == 'function_call' else {}
            except Exception: a = {}
            add(cid, (a.get('cmd') or a.get('command') or '') + '\n' + (raw or '') + '\n' + json.dumps(a, ensure_ascii=False))
            if p.get('name') == 'exec_command': bash.append(cid)
            if p.get('name') == 'write_stdin': add(cid, '')
            names[cid] = p.get('name')
        if r['type'] == 'response_item' and t in ('function_call_output', 'custom_tool_call_output'):
            o = p.get('output'); o = o if isinstance(o, str) else json.dumps(o, ensure_ascii=False)
            cid = p['call_id']; add(cid, o)
            m = re.search(r'Process exited with code (\d+)|Exit code: (\d+)', o)
            sm = re.search(r'Process running with session ID (\d+)', o)
            if sm and names.get(cid) == 'exec_command': sess[int(sm.group(1))] = cid
            if m: exits.setdefault(cid, int(m.group(1) or m.group(2)))
        if r['type'] == 'event_msg' and t == 'exec_command_end':
            exits[p['call_id']] = p.get('exit_code')
    # write_stdin results belong to the exec_command of their session id
    for i, r in enumerate(L):
        p = r.get('payload', {})
        if r['type'] == 'response_item' and p.get('type') == 'function_call' and p.get('name') == 'write_stdin':
            a = json.loads(p.get('arguments') or '{}'); owner = sess.get(a.get('session_id'))
            if owner:
                add(owner, recs.get(p['call_id'], ''))
                if p['call_id'] in exits: exits[owner] = exits[p['call_id']]
    for cid in bash:
        if cid not in exits: unknown.add(cid)
        elif exits[cid] not in (0, None): failed.add(cid)
    return dict(recs=recs, order=order, bash=bash, failed=failed, unknown=unknown)

READERS = {'pi': load_pi, 'gemini': load_gemini_chat, 'codex': load_codex}

def verify(key, e):
    kind = key.split('/')[0]
    d = READERS[kind](os.path.join(FILES, key))
    errs = []
    def has(nid, s, what):
        if nid not in d['recs']: errs.append(f'{what}: id {nid} missing'); return
        if s is not None and s not in d['recs'][nid]: errs.append(f'{what}: snippet {s!r} not in {nid}')
    c = e['counts']
    if c['shell_commands'] != len(d['bash']): errs.append(f"shell {c['shell_commands']} != {len(d['bash'])}")
    if sorted(d['failed']) != e['failed_native_ids']: errs.append(f"failed ids differ: {sorted(d['failed'])}")
    if c['failed_shell_commands'] != len(e['failed_native_ids']): errs.append('failed count')
    if sorted(d['unknown']) != sorted(e['exit_unknown']): errs.append(f"exit_unknown differ: {sorted(d['unknown'])}")
    for x in e['expected_nonzero']:
        if x not in e['failed_native_ids']: errs.append(f'expected {x} not failed')
    masked = set()
    symptoms = set()
    for ep in e['episodes']:
        for s in ep['symptom_native_ids']: has(s, None, ep['id'] + ' symptom'); symptoms.add(s)
        if ep['masked']:
            masked |= {s for s in ep['symptom_native_ids'] if s not in e['failed_native_ids'] and s in d['bash']}
        et = ep['error_text']
        if not et.startswith('('):
            cands = ep['symptom_native_ids'] + re.findall(r'line:\d+|toolu_\w+|prt_\w+|call_\w+|run_shell_command-\d+-\w+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', ep['notes'])
            if not any(et in d['recs'].get(x, '') for x in cands): errs.append(f"{ep['id']} error_text not found")
        if ep['failing_command'] and not any(ep['failing_command'] in d['recs'].get(x, '') for x in ep['symptom_native_ids']):
            errs.append(f"{ep['id']} failing_command not found")
        f = ep['fix']
        if f:
            has(f['native_id'], None, ep['id'] + ' fix')
            pool = [f['native_id'], ep['verified_by_native_id']] + ep['symptom_native_ids'] + re.findall(r'line:\d+|toolu_\w+|prt_\w+|call_\w+|run_shell_command-\d+-\w+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', ep['notes'])
            for ent in f['entities']:
                if not any(ent in d['recs'].get(x or '', '') for x in pool): errs.append(f"{ep['id']} entity {ent!r} not found")
            first = min(d['order'][s] for s in ep['symptom_native_ids'])
            if not first < d['order'][f['native_id']]: errs.append(f"{ep['id']} fix not after symptom")
            v = ep['verified_by_native_id']
            if v:
                has(v, None, ep['id'] + ' verify')
                if d['order'][v] < d['order'][f['native_id']]: errs.append(f"{ep['id']} verify before fix")
        if ep['resolved'] and not ep['verified_by_native_id']: errs.append(f"{ep['id']} resolved without verification")
    if c['masked_failures_annotated'] != len(masked): errs.append(f"masked {c['masked_failures_annotated']} != {len(masked)} {sorted(masked)}")
    for x in e['failed_native_ids']:
        if x not in symptoms and x not in e['expected_nonzero']:
            errs.append(f'failed {x} neither symptom nor expected')
    for p in e['pivots']: has(p['native_id'], p['snippet'], 'pivot')
    for r in e['reuse']:
        has(r['discovered']['native_id'], r['discovered']['snippet'], 'reuse.discovered')
        has(r['reused']['native_id'], r['reused']['snippet'], 'reuse.reused')
        if d['order'].get(r['discovered']['native_id'], 0) >= d['order'].get(r['reused']['native_id'], 0): errs.append('reuse order')
    return errs

files = {}; groups = []
for sp in sorted(glob.glob(os.path.join(ROOT, 'tools', 'specs', '*.py'))):
    spec = importlib.util.spec_from_file_location('s', sp); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    if hasattr(m, 'F'):
        errs = verify(m.F, m.E); print(m.F, 'OK' if not errs else errs)
        files[m.F] = m.E
    if hasattr(m, 'GROUPS'): groups = m.GROUPS
for g in groups:
    for mem in g['members']:
        d = READERS[mem['file'].split('/')[0]](os.path.join(FILES, mem['file']))
        if mem['native_id'] not in d['recs']: print('GROUP member missing', mem)
        if mem['file'] not in files: print('GROUP member file not labelled', mem)
json.dump({"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json. Formats not in files.gold.json: (1) pi session jsonl: native id of a tool call = the toolCall block id (toolu_…) inside an assistant message entry, its toolResult entry (toolCallId) belongs to it; message native id = the entry id (8 hex chars); shell = toolCall name 'bash'; failed = toolResult.isError true (exit code only as text 'Command exited with code N'; timeouts 'Command timed out after N seconds'). (2) Gemini CLI saved chat JSON (~/.gemini/tmp/<hash>/chats/session-*.json): native id of a tool call = messages[].toolCalls[].id (its result is inside the same object), message native id = messages[].id (uuid); shell = toolCalls named run_shell_command; failed = 'Exit Code: N' != 0 in response.output (status is 'success' for any command that ran); cancelled calls have no exit code (exit_unknown). Codex rollouts: as files.gold.json; when a call keeps running, its exit code comes from the write_stdin poll of its session id.",
           "files": files, "cross_session_groups": groups}, open(os.path.join(ROOT, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
