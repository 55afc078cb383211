#!/usr/bin/env python3
"""show.py FILE A B [width]: print compact view of records A..B (0-based line numbers)."""
import sys, json
path, a, b = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
w = int(sys.argv[4]) if len(sys.argv) > 4 else 600
lines = open(path, encoding='utf-8').read().split('\n')
for i in range(a, min(b + 1, len(lines))):
    if not lines[i].strip(): continue
    d = json.loads(lines[i]); p = d.get('payload', {}); t = d.get('type'); pt = p.get('type') if isinstance(p, dict) else None
    if pt in ('token_count',) or t == 'turn_context' or pt == 'ghost_snapshot': continue
    if pt == 'message':
        s = ' '.join(x.get('text', '') for x in p['content'])
        print(f"L{i} msg/{p.get('role')}: {s[:w]!r}")
    elif pt == 'reasoning':
        s = ' '.join(x.get('text', '') for x in (p.get('summary') or []))
        print(f"L{i} reasoning {p.get('id','')}: {s[:w]!r}")
    elif pt in ('function_call', 'custom_tool_call'):
        print(f"L{i} {pt} {p.get('name')} {p.get('call_id')}: {(p.get('arguments') or p.get('input'))[:w]!r}")
    elif pt in ('function_call_output', 'custom_tool_call_output'):
        o = p.get('output'); o = o if isinstance(o, str) else json.dumps(o)
        print(f"L{i} {pt} {p.get('call_id')}: {o[:w]!r}")
    elif pt in ('agent_reasoning', 'agent_message', 'user_message'):
        continue
    else:
        print(f"L{i} {t}/{pt}: {json.dumps(p)[:w]}")
