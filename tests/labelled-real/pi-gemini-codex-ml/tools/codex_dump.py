"""Dump a Codex rollout: one line per tool call with exit code (from output header or exec_command_end)."""
import json, sys, re
path = sys.argv[1]
full = len(sys.argv) > 2
lines = open(path, encoding='utf-8').read().split('\n')
ends = {}
outs = {}
for i, l in enumerate(lines):
    if not l.strip(): continue
    r = json.loads(l)
    p = r.get('payload', {})
    if r.get('type') == 'event_msg' and p.get('type') == 'exec_command_end':
        ends[p.get('call_id')] = (i, p.get('exit_code'))
    if r.get('type') == 'response_item' and p.get('type') in ('function_call_output', 'custom_tool_call_output'):
        outs[p.get('call_id')] = (i, p.get('output'))
for i, l in enumerate(lines):
    if not l.strip(): continue
    r = json.loads(l)
    t = r.get('type'); p = r.get('payload', {})
    pt = p.get('type')
    if t == 'session_meta':
        print(i, 'META', json.dumps({k: p.get(k) for k in ('cwd', 'originator', 'cli_version', 'source')}))
    elif t == 'response_item' and pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
        cid = p.get('call_id')
        args = p.get('arguments') or p.get('input')
        try:
            a = json.loads(args); cmd = a.get('cmd') or a.get('command'); extra = {k: v for k, v in a.items() if k not in ('cmd', 'command')}
        except Exception:
            cmd = args; extra = {}
        o = outs.get(cid, (None, None))
        out = o[1]
        if isinstance(out, list): out = json.dumps(out)
        ex = None
        if isinstance(out, str):
            m = re.search(r'(?:Process exited with code|Exit code:) (\d+)', out)
            if m: ex = int(m.group(1))
        e = ends.get(cid)
        print(f"{i} CALL {p.get('name')} {cid} exit_hdr={ex} end={e[1] if e else None} out_line={o[0]}")
        print('    CMD:', (cmd if isinstance(cmd, str) else json.dumps(cmd))[: (4000 if full else 300)], json.dumps(extra)[:200] if extra else '')
        if out is not None:
            s = out if isinstance(out, str) else json.dumps(out)
            print('    OUT:', s[: (3000 if full else 400)].replace('\n', '\n         '))
    elif t == 'response_item' and pt == 'message':
        txt = ' '.join(c.get('text', '') for c in p.get('content', []) if isinstance(c, dict))
        print(i, 'MSG', p.get('role'), txt[: (2000 if full else 300)].replace('\n', ' | '))
    elif t == 'response_item' and pt == 'reasoning':
        s = ' '.join(x.get('text', '') for x in (p.get('summary') or []))
        if s: print(i, 'REASON', p.get('id'), s[:300].replace('\n', ' '))
    elif t == 'event_msg' and pt in ('turn_aborted', 'user_message', 'error'):
        print(i, 'EVENT', pt, str(p.get('message', ''))[:300].replace('\n', ' | '))
