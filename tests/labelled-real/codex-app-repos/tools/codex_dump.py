"""Dump a Codex rollout: one line per record with line number, call ids, commands, exit codes."""
import json, sys, re
path = sys.argv[1]
full = len(sys.argv) > 2
ends = {}
lines = open(path, encoding='utf-8').read().split('\n')
for i, l in enumerate(lines):
    if not l.strip(): continue
    r = json.loads(l)
    p = r.get('payload', {})
    if r.get('type') == 'event_msg' and p.get('type') == 'exec_command_end':
        ends[p.get('call_id')] = p.get('exit_code')
W = 400 if not full else 4000
for i, l in enumerate(lines):
    if not l.strip(): continue
    r = json.loads(l); t = r.get('type'); p = r.get('payload', {})
    pt = p.get('type')
    if t == 'response_item' and pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
        a = p.get('arguments') or p.get('input') or ''
        try:
            aj = json.loads(a); cmd = aj.get('cmd') or aj.get('command'); extra = {k: v for k, v in aj.items() if k not in ('cmd', 'command')}
        except Exception:
            cmd = a; extra = {}
        print(f"{i} CALL {p.get('name')} {p.get('call_id')} end={ends.get(p.get('call_id'),'-')} :: {str(cmd)[:W]} {extra if extra else ''}")
    elif t == 'response_item' and pt in ('function_call_output', 'custom_tool_call_output'):
        o = p.get('output')
        if isinstance(o, dict): o = json.dumps(o)
        if not isinstance(o, str): o = json.dumps(o)
        try:
            oj = json.loads(o)
            if isinstance(oj, dict) and 'output' in oj: o = f"[meta={oj.get('metadata')}] " + oj['output']
        except Exception: pass
        print(f"{i} OUT {p.get('call_id')} :: {o[:W*2] if full else o[:600]!r}")
    elif t == 'response_item' and pt == 'message':
        txt = ' '.join(c.get('text', '') for c in p.get('content', []) if isinstance(c, dict))
        print(f"{i} MSG {p.get('role')} :: {txt[:W*2] if full else txt[:500]!r}")
    elif t == 'response_item' and pt == 'reasoning':
        s = ' '.join(x.get('text', '') for x in (p.get('summary') or []))
        print(f"{i} REASON {p.get('id','')} :: {s[:300]!r}")
    elif t == 'event_msg' and pt in ('exec_command_end',):
        pass
    elif t == 'event_msg' and pt in ('user_message', 'agent_message', 'token_count', 'agent_reasoning'):
        pass
    elif t == 'event_msg':
        print(f"{i} EVENT {pt} :: {json.dumps(p)[:200]}")
    elif t in ('session_meta', 'turn_context'):
        print(f"{i} {t} :: {json.dumps(p)[:300]}")
    else:
        print(f"{i} {t} {pt} :: {json.dumps(p)[:200]}")
