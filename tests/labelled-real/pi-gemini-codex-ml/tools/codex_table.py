"""Table of shell calls in a Codex rollout: exec_command exit from its output header, or (if it kept running) from the write_stdin poll of its session id; exec_command_end when present."""
import json, sys, re
path = sys.argv[1]
L = [json.loads(l) for l in open(path, encoding='utf-8') if l.strip()]
outs = {}; ends = {}
for i, r in enumerate(L):
    p = r.get('payload', {})
    if r['type'] == 'response_item' and p.get('type') in ('function_call_output', 'custom_tool_call_output'):
        o = p.get('output'); outs[p['call_id']] = (i, o if isinstance(o, str) else json.dumps(o))
    if r['type'] == 'event_msg' and p.get('type') == 'exec_command_end':
        ends[p['call_id']] = p.get('exit_code')
sess = {}
rows = []
for i, r in enumerate(L):
    p = r.get('payload', {})
    if r['type'] == 'response_item' and p.get('type') in ('function_call', 'custom_tool_call'):
        cid = p['call_id']; name = p.get('name')
        try: a = json.loads(p.get('arguments') or '{}')
        except Exception: a = {'raw': p.get('input')}
        o = outs.get(cid, (None, ''))[1] or ''
        m = re.search(r'Process exited with code (\d+)|Exit code: (\d+)', o)
        ex = int(m.group(1) or m.group(2)) if m else None
        sm = re.search(r'Process running with session ID (\d+)', o)
        if name == 'exec_command' and sm: sess[int(sm.group(1))] = cid
        if name == 'write_stdin':
            owner = sess.get(a.get('session_id'))
            rows.append((i, cid, name, ex, f"-> {owner} chars={a.get('chars')!r}"))
            if ex is not None and owner: rows.append((i, owner, 'FINAL_EXIT_OF', ex, ''))
        else:
            cmd = a.get('cmd') or a.get('command') or a.get('raw') or ''
            rows.append((i, cid, name, ex if not sm else 'running', str(cmd)[:150].replace('\n', ' ')))
for r in rows: print(*r)
