"""Dump a Codex rollout: shell calls with exit codes, messages. Usage: codex_dump.py FILE [--full]"""
import json, sys, re
path = sys.argv[1]; full = '--full' in sys.argv
lines = open(path, encoding='utf-8').read().split('\n')
calls = {}; order = []
ends = {}
for i, ln in enumerate(lines):
    if not ln.strip(): continue
    r = json.loads(ln); t = r.get('type'); p = r.get('payload', {})
    pt = p.get('type')
    if t == 'response_item' and pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
        cid = p.get('call_id'); calls[cid] = {'line': i, 'name': p.get('name'), 'args': p.get('arguments') or p.get('input'), 'out': None, 'oline': None}
        order.append(cid)
    elif t == 'response_item' and pt in ('function_call_output', 'custom_tool_call_output'):
        cid = p.get('call_id'); o = p.get('output')
        if cid in calls: calls[cid]['out'] = o; calls[cid]['oline'] = i
    elif t == 'event_msg' and pt == 'exec_command_end':
        ends[p.get('call_id')] = (p.get('exit_code'), i)
    elif t == 'response_item' and pt == 'message' and full:
        txt = ' '.join(c.get('text', '') for c in p.get('content', []) if isinstance(c, dict))
        print(f"--- line:{i} MSG {p.get('role')}: {txt[:1500]}")
    elif t == 'response_item' and pt == 'reasoning' and full:
        s = ' '.join(c.get('text', '') for c in (p.get('summary') or []))
        if s: print(f"--- line:{i} REASON {p.get('id')}: {s[:600]}")
    if t == 'response_item' and pt in ('function_call', 'custom_tool_call', 'local_shell_call') and full:
        print(f"=== line:{i} CALL {p.get('call_id')} {p.get('name')}: {str(p.get('arguments') or p.get('input'))[:1500]}")
    if t == 'response_item' and pt in ('function_call_output', 'custom_tool_call_output') and full:
        o = p.get('output'); o = o if isinstance(o, str) else json.dumps(o)
        print(f"    line:{i} OUT {p.get('call_id')} end={ends.get(p.get('call_id'))}: {o[:1800]}")
if not full:
    for cid in order:
        c = calls[cid]; o = c['out'] if isinstance(c['out'], str) else json.dumps(c['out'])
        m = re.search(r'(?:Process exited with code|Exit code:) (\d+)', o or '')
        try:
            oj = json.loads(o); ec = oj.get('metadata', {}).get('exit_code')
        except Exception: ec = None
        code = ends.get(cid, (None,))[0]
        print(c['line'], cid, c['name'], 'end=', code, 'hdr=', m.group(1) if m else None, 'json=', ec, str(c['args'])[:150].replace('\n', ' '))
