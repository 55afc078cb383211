"""Dump a Codex rollout: one line per record with line number, call ids, commands, exit codes."""
import json, re, sys
path = sys.argv[1]
full = '-f' in sys.argv
ends = {}
lines = open(path, encoding='utf-8').read().split('\n')
recs = []
for i, l in enumerate(lines):
    if not l.strip():
        continue
    r = json.loads(l)
    recs.append((i, r))
    p = r.get('payload', {})
    if r.get('type') == 'event_msg' and p.get('type') == 'exec_command_end':
        ends[p.get('call_id')] = p.get('exit_code')
for i, r in recs:
    t = r.get('type'); p = r.get('payload', {}); pt = p.get('type')
    if t == 'response_item' and pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
        a = p.get('arguments') or p.get('input') or ''
        try:
            aj = json.loads(a); cmd = aj.get('cmd') or aj.get('command') or aj
        except Exception:
            aj = None; cmd = a
        extra = ''
        if aj and isinstance(aj, dict):
            extra = ' '.join(f'{k}={aj[k]}' for k in ('sandbox_permissions', 'workdir') if k in aj)
        print(f'{i} CALL {p.get("name")} {p.get("call_id")} end={ends.get(p.get("call_id"), "-")} {extra} :: {str(cmd)[:400 if not full else 5000]}')
    elif t == 'response_item' and pt in ('function_call_output', 'custom_tool_call_output'):
        o = p.get('output')
        if isinstance(o, dict): o = o.get('content') or json.dumps(o)
        if isinstance(o, list): o = json.dumps(o)
        m = re.search(r'(Process exited with code|Exit code:) (\d+)', o or '')
        print(f'{i} OUT {p.get("call_id")} code={m.group(2) if m else "?"} :: {(o or "")[:300 if not full else 3000]!r}')
    elif t == 'response_item' and pt == 'message':
        txt = ' '.join(c.get('text', '') for c in p.get('content', []) if isinstance(c, dict))
        print(f'{i} MSG {p.get("role")} :: {txt[:300 if not full else 3000]!r}')
    elif t == 'event_msg' and pt in ('exec_command_end',):
        print(f'{i} END {p.get("call_id")} exit={p.get("exit_code")}' + (f' :: {p.get("aggregated_output","")[:300]!r}' if p.get('exit_code') else ''))
    elif t == 'event_msg' and pt in ('agent_message','user_message'):
        print(f'{i} EV {pt} :: {p.get("message","")[:300 if not full else 3000]!r}')
    elif t in ('session_meta','turn_context'):
        print(f'{i} {t} {json.dumps(p)[:200]}')
    else:
        print(f'{i} {t}/{pt}')
