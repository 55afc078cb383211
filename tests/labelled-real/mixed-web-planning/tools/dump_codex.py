"""Readable timeline of a Codex rollout: line, type, calls (cmd), outputs (exit/first chars), messages."""
import json, sys
p = sys.argv[1]; W = int(sys.argv[2]) if len(sys.argv) > 2 else 300
for i, ln in enumerate(open(p, encoding='utf-8')):
    r = json.loads(ln); pl = r.get('payload', {}) or {}; t = pl.get('type')
    if r.get('type') == 'response_item' and t == 'function_call':
        print(f"{i:4d} CALL {pl['call_id']} {pl['name']} {pl.get('arguments','')[:W]}")
    elif r.get('type') == 'response_item' and t == 'function_call_output':
        print(f"{i:4d} OUT  {pl['call_id']} {str(pl.get('output'))[:W]!r}")
    elif r.get('type') == 'response_item' and t == 'message':
        txt = ' '.join(c.get('text', '') for c in pl.get('content', []) if isinstance(c, dict))
        print(f"{i:4d} MSG  {pl.get('role')} {txt[:W]!r}")
    elif r.get('type') == 'event_msg' and t in ('exec_command_end', 'turn_aborted', 'error'):
        print(f"{i:4d} EVT  {t} {pl.get('call_id','')} exit={pl.get('exit_code')}")
    elif r.get('type') == 'response_item' and t == 'custom_tool_call':
        print(f"{i:4d} CTC  {pl.get('call_id')} {pl.get('name')} {str(pl.get('input'))[:W]}")
    elif r.get('type') == 'response_item' and t == 'custom_tool_call_output':
        print(f"{i:4d} CTO  {pl.get('call_id')} {str(pl.get('output'))[:W]!r}")
