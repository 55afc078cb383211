"""List tool calls of a Codex rollout: line, call_id, name, exit code, command, output head."""
import json, re, sys
path = sys.argv[1]
full = len(sys.argv) > 2
calls = {}; order = []; ends = {}
for i, line in enumerate(open(path, encoding='utf-8')):
    r = json.loads(line); t = r.get('type'); p = r.get('payload', {})
    pt = p.get('type')
    if t == 'response_item' and pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
        cid = p.get('call_id'); calls[cid] = {'line': i, 'name': p.get('name'), 'args': p.get('arguments') or p.get('input') or json.dumps(p.get('action'))}
        order.append(cid)
    elif t == 'response_item' and pt in ('function_call_output', 'custom_tool_call_output'):
        c = calls.get(p.get('call_id'))
        if c is not None:
            c['out'] = p.get('output'); c['out_line'] = i
    elif t == 'event_msg' and pt == 'exec_command_end':
        ends[p.get('call_id')] = p.get('exit_code')
    elif t == 'response_item' and pt == 'message' and full:
        txt = ' '.join(x.get('text', '') for x in p.get('content', []))
        print(f"--- line {i} {p.get('role')} msg: {txt[:300]!r}")
    elif t == 'event_msg' and pt in ('agent_message','user_message') and full:
        print(f"--- line {i} {pt}: {p.get('message','')[:400]!r}")
for cid in order:
    c = calls[cid]
    out = c.get('out')
    if isinstance(out, str):
        try:
            o = json.loads(out); outtxt = o.get('output', out); meta = o.get('metadata', {})
            code = meta.get('exit_code')
        except Exception:
            outtxt = out; code = None
            m = re.search(r'(?:Process exited with code|Exit code:) (-?\d+)', out)
            if m: code = int(m.group(1))
    else:
        outtxt = json.dumps(out); code = None
    e = ends.get(cid)
    try:
        a = json.loads(c['args']); cmd = a.get('command') or a.get('cmd') or a
        if isinstance(cmd, list): cmd = ' '.join(cmd)
        extra = {k: v for k, v in a.items() if k in ('with_escalated_permissions', 'sandbox_permissions', 'justification', 'workdir', 'timeout_ms')}
    except Exception:
        cmd = c['args']; extra = {}
    print(f"L{c['line']} {cid} {c['name']} code={code} end={e} extra={extra}\n   CMD: {str(cmd)[:400]!r}\n   OUT: {str(outtxt)[:600 if full else 250]!r}")
