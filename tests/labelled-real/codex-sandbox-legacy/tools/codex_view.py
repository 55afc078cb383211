#!/usr/bin/env python3
"""Compact timeline of a Codex rollout: line, kind, call_id, command / text, exit, output head."""
import sys, json, re
path = sys.argv[1]; W = int(sys.argv[2]) if len(sys.argv) > 2 else 400
ends = {}
lines = open(path, encoding='utf-8').read().split('\n')
for i, l in enumerate(lines):
    if not l.strip(): continue
    r = json.loads(l); p = r.get('payload', {})
    if r.get('type') == 'event_msg' and p.get('type') == 'exec_command_end':
        ends[p.get('call_id')] = (i, p.get('exit_code'))
def short(s, n=W):
    s = s.replace('\n', '\\n'); return s if len(s) <= n else s[:n] + f'...[{len(s)}]'
for i, l in enumerate(lines):
    if not l.strip(): continue
    r = json.loads(l)
    if 'payload' not in r: r = {'type': 'response_item' if 'type' in r else 'legacy_meta', 'payload': r}
    t = r.get('type'); p = r.get('payload', {})
    pt = p.get('type')
    if t == 'response_item':
        if pt == 'message':
            txt = ' '.join(c.get('text', '') for c in p.get('content', []) if isinstance(c, dict))
            if txt.startswith('<environment_context>') or txt.startswith('# AGENTS.md') or '<INSTRUCTIONS>' in txt[:200]: txt = txt[:80]
            print(f"{i} MSG[{p.get('role')}] {short(txt)}")
        elif pt == 'function_call':
            a = p.get('arguments', '')
            try:
                aj = json.loads(a); cmd = aj.get('command', aj.get('cmd', a))
                if isinstance(cmd, list): cmd = ' '.join(cmd)
                extra = {k: v for k, v in aj.items() if k not in ('command', 'cmd')}
            except Exception: cmd, extra = a, {}
            e = ends.get(p.get('call_id'))
            print(f"{i} CALL {p.get('name')} {p.get('call_id')} end={e} :: {short(str(cmd))} {short(json.dumps(extra),200) if extra else ''}")
        elif pt == 'function_call_output':
            o = p.get('output'); o = o if isinstance(o, str) else json.dumps(o)
            print(f"{i}   OUT {p.get('call_id')} :: {short(o)}")
        elif pt == 'custom_tool_call':
            print(f"{i} CUSTOM {p.get('name')} {p.get('call_id')} :: {short(p.get('input',''))}")
        elif pt == 'custom_tool_call_output':
            print(f"{i}   COUT {p.get('call_id')} :: {short(str(p.get('output')))}")
        elif pt == 'reasoning':
            s = ' '.join(x.get('text', '') for x in (p.get('summary') or []))
            if s: print(f"{i} REASON {p.get('id','')} {short(s, 300)}")
        elif pt == 'local_shell_call':
            print(f"{i} LSHELL {p.get('call_id')} {short(json.dumps(p.get('action')))}")
        else:
            print(f"{i} RI:{pt}")
    elif t == 'event_msg':
        if pt in ('exec_command_end', 'token_count', 'agent_reasoning', 'agent_message', 'user_message'): continue
        print(f"{i} EV:{pt} {short(json.dumps(p), 200)}")
    elif t in ('turn_context',): continue
    else:
        print(f"{i} {t} {short(json.dumps(p), 150)}")
