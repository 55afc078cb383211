#!/usr/bin/env python3
"""Compact dump of a Codex rollout: messages, reasoning summaries, calls with exit codes and output head/tail."""
import json, sys, re
W = int(sys.argv[2]) if len(sys.argv) > 2 else 300
calls = {}
L = [json.loads(l) for l in open(sys.argv[1], encoding='utf-8')]
for i, r in enumerate(L):
    p = r.get('payload', r) if isinstance(r.get('payload'), dict) else r
    t = p.get('type')
    if t in ('function_call', 'custom_tool_call', 'local_shell_call'):
        a = p.get('arguments', p.get('input'))
        try:
            d = json.loads(a); a = d.get('command') or d.get('cmd') or d
            if isinstance(a, list): a = a[-1] if a[:2] == ['bash', '-lc'] else ' '.join(a)
            extra = {k: v for k, v in d.items() if k not in ('command', 'cmd')}
        except Exception: extra = {}
        print(f"L{i} CALL {p.get('call_id')} {p.get('name')} {str(a)[:W]!r} {json.dumps(extra)[:150] if extra else ''}")
    elif t in ('function_call_output', 'custom_tool_call_output'):
        o = p.get('output'); s = o if isinstance(o, str) else json.dumps(o)
        try:
            d = json.loads(s)
            if isinstance(d, dict) and 'output' in d: s = f"[exit {d.get('metadata', {}).get('exit_code')}] " + d['output']
        except Exception: pass
        s = s if len(s) < 2 * W else s[:W] + ' ….. ' + s[-W:]
        print(f"   L{i} OUT {p.get('call_id')}: {s!r}")
    elif t == 'exec_command_end':
        print(f"   L{i} END {p.get('call_id')} exit={p.get('exit_code')}")
    elif t == 'message':
        txt = ' '.join(c.get('text', '') for c in p.get('content', []) if isinstance(c, dict))
        if p.get('role') == 'user' and ('<environment_context>' in txt or 'AGENTS.md' in txt[:200]): txt = txt[:150]
        print(f"L{i} MSG {p.get('role')}: {txt[:W*2]!r}")
    elif t == 'reasoning':
        s = ' '.join(x.get('text', '') for x in p.get('summary', []) or [])
        if s: print(f"L{i} REASON: {s[:W]!r}")
    elif t in ('turn_aborted', 'session_meta', 'turn_context'):
        print(f"L{i} {t} {json.dumps(p)[:200]}")
