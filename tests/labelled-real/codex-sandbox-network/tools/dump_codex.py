#!/usr/bin/env python3
"""Dump a Codex rollout JSONL: one block per record of interest, with line numbers.
usage: dump_codex.py FILE [maxout]"""
import json, sys, re
f = sys.argv[1]; mx = int(sys.argv[2]) if len(sys.argv) > 2 else 600
ends = {}
lines = open(f, encoding='utf-8').read().split('\n')
recs = []
for i, l in enumerate(lines):
    if not l.strip(): continue
    r = json.loads(l); recs.append((i, r))
    p = r.get('payload') or {}
    if r.get('type') == 'event_msg' and p.get('type') == 'exec_command_end':
        ends[p.get('call_id')] = p
for i, r in recs:
    t = r.get('type'); p = r.get('payload') or {}
    pt = p.get('type') if isinstance(p, dict) else None
    if t == 'response_item' and pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
        a = p.get('arguments') or p.get('input') or p.get('action')
        try: a = json.loads(a) if isinstance(a, str) else a
        except Exception: pass
        cid = p.get('call_id')
        e = ends.get(cid)
        ec = e.get('exit_code') if e else None
        print(f"[{i}] CALL {p.get('name')} {cid} end_exit={ec}")
        if isinstance(a, dict):
            cmd = a.get('cmd') or a.get('command')
            print('   CMD:', cmd if isinstance(cmd, str) else json.dumps(cmd))
            extra = {k: v for k, v in a.items() if k not in ('cmd', 'command')}
            if extra: print('   ARGS:', json.dumps(extra)[:300])
        else:
            print('   IN:', str(a)[:mx])
    elif t == 'response_item' and pt in ('function_call_output', 'custom_tool_call_output'):
        o = p.get('output')
        if isinstance(o, dict): o = json.dumps(o)
        if isinstance(o, list): o = json.dumps(o)
        o = str(o)
        print(f"[{i}] OUT {p.get('call_id')}: " + o[:mx].replace('\n', '\n      '))
        if len(o) > mx: print('      ...[%d chars] TAIL: ' % len(o) + o[-300:].replace('\n', '\n      '))
    elif t == 'response_item' and pt == 'message':
        txt = ' '.join(c.get('text', '') for c in p.get('content', []) if isinstance(c, dict))
        print(f"[{i}] MSG {p.get('role')}: " + txt[:mx].replace('\n', '\n      '))
    elif t == 'response_item' and pt == 'reasoning':
        s = ' '.join(x.get('text', '') for x in (p.get('summary') or []))
        if s: print(f"[{i}] REASON: " + s[:400].replace('\n', ' '))
    elif t == 'event_msg' and pt in ('exec_command_end',):
        pass
    elif t == 'event_msg' and pt in ('token_count', 'agent_message', 'user_message', 'agent_reasoning', 'thread_goal_updated'):
        pass
    elif t == 'event_msg':
        print(f"[{i}] EVENT {pt}: " + json.dumps(p)[:300])
    elif t in ('session_meta', 'turn_context'):
        print(f"[{i}] {t}: " + json.dumps({k: p.get(k) for k in ('id', 'cwd', 'cli_version', 'originator', 'source', 'model', 'sandbox_policy', 'approval_policy')})[:400])
    else:
        print(f"[{i}] {t}/{pt}")
