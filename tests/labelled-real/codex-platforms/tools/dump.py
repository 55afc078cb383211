#!/usr/bin/env python3
"""Condensed reading view of a Codex rollout: one block per record (0-based line numbers)."""
import json, sys
W = int(sys.argv[2]) if len(sys.argv) > 2 else 600
def short(s, w=W):
    s = s if isinstance(s, str) else json.dumps(s, ensure_ascii=False)
    return s if len(s) <= w else s[:w//2] + f' …[{len(s)}]… ' + s[-w//2:]
for i, line in enumerate(open(sys.argv[1], encoding='utf-8')):
    r = json.loads(line); t = r.get('type'); p = r.get('payload', {})
    pt = p.get('type') if isinstance(p, dict) else None
    if t == 'response_item':
        if pt == 'message':
            txt = ' '.join(c.get('text', '') for c in p.get('content', []) if isinstance(c, dict))
            if txt.startswith('<environment_context>') or txt.startswith('# AGENTS.md') or txt.startswith('<permissions'):
                txt = txt[:150]
            print(f'{i} MSG {p.get("role")}: {short(txt)}')
        elif pt == 'reasoning':
            s = ' '.join(x.get('text', '') for x in (p.get('summary') or []))
            if s: print(f'{i} REASON: {short(s, 300)}')
        elif pt in ('function_call', 'custom_tool_call'):
            a = p.get('arguments') or p.get('input')
            try:
                aj = json.loads(a); a = aj
            except Exception: pass
            print(f'{i} CALL {p.get("name")} {p.get("call_id")}: {short(a, 1000)}')
        elif pt in ('function_call_output', 'custom_tool_call_output'):
            print(f'{i} OUT {p.get("call_id")}: {short(p.get("output"))}')
        elif pt == 'local_shell_call':
            print(f'{i} LOCALSHELL {p.get("call_id")}: {short(p.get("action"))}')
        else:
            print(f'{i} RI {pt}')
    elif t == 'event_msg':
        if pt == 'exec_command_end':
            print(f'{i} END {p.get("call_id")} exit={p.get("exit_code")}')
        elif pt in ('token_count', 'agent_reasoning', 'agent_message', 'user_message'):
            pass
        else:
            print(f'{i} EV {pt} {short(json.dumps(p, ensure_ascii=False), 200)}')
    elif t == 'turn_context':
        print(f'{i} TURN_CONTEXT {short(json.dumps({k: p.get(k) for k in ("cwd", "approval_policy", "sandbox_policy", "model")}), 300)}')
    elif t == 'session_meta':
        print(f'{i} META {short(json.dumps({k: p.get(k) for k in ("id", "cwd", "originator", "cli_version", "source")}), 400)}')
    elif t == 'compacted':
        print(f'{i} COMPACTED')
    else:
        print(f'{i} {t} {short(json.dumps(r, ensure_ascii=False), 200)}')
