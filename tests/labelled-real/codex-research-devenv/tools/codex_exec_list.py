"""List exec_command calls with exit codes, resolving write_stdin polls via session id. Usage: FILE"""
import json, sys, re
lines = open(sys.argv[1], encoding='utf-8').read().split('\n')
calls, order, sess = {}, [], {}
for i, ln in enumerate(lines):
    if not ln.strip(): continue
    r = json.loads(ln); p = r.get('payload', {}); pt = p.get('type')
    if pt in ('function_call', 'custom_tool_call'):
        a = p.get('arguments') or p.get('input')
        try: a = json.loads(a)
        except Exception: pass
        calls[p['call_id']] = dict(line=i, name=p.get('name'), args=a, code=None, out='', via=None)
        order.append(p['call_id'])
    elif pt in ('function_call_output', 'custom_tool_call_output'):
        cid = p['call_id']; o = p.get('output'); o = o if isinstance(o, str) else json.dumps(o)
        c = calls.get(cid)
        if not c: continue
        c['out'] = o; c['oline'] = i
        m = re.search(r'Process running with session ID (\d+)', o)
        if c['name'] == 'exec_command' and m: sess[m.group(1)] = cid
        if c['name'] == 'write_stdin':
            sid = str(c['args'].get('session_id')); orig = sess.get(sid); c['via'] = orig
            m2 = re.search(r'Process exited with code (-?\d+)', o)
            if orig and m2: calls[orig]['code'] = int(m2.group(1)); calls[orig]['via'] = cid
        else:
            m2 = re.search(r'(?:Process exited with code|Exit code:) (-?\d+)', o)
            if m2: c['code'] = int(m2.group(1))
    elif pt == 'exec_command_end':
        c = calls.get(p.get('call_id'))
        if c: c['ece'] = p.get('exit_code')
for cid in order:
    c = calls[cid]
    if c['name'] not in ('exec_command', 'shell_command', 'shell'): continue
    a = c['args']; cmd = a.get('cmd') or a.get('command') if isinstance(a, dict) else a
    print(c['line'], cid, 'code=%s' % c['code'], 'ece=%s' % c.get('ece'), 'via=%s' % c['via'], repr(str(cmd)[:170]))
