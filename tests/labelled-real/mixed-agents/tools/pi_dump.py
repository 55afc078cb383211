#!/usr/bin/env python3
"""Dump a pi-coding-agent session (type=session version 3) line by line: tool calls with results."""
import json, sys
res = {}
lines = [json.loads(l) for l in open(sys.argv[1], encoding='utf-8')]
for i, r in enumerate(lines):
    m = r.get('message') or {}
    if m.get('role') == 'toolResult':
        res[m['toolCallId']] = (i, m)
W = int(sys.argv[2]) if len(sys.argv) > 2 else 600
for i, r in enumerate(lines):
    m = r.get('message') or {}
    role = m.get('role')
    if r['type'] != 'message':
        print(f"L{i} [{r['type']}] {json.dumps({k:v for k,v in r.items() if k not in ('type',)})[:200]}"); continue
    if role == 'toolResult': continue
    for b in m.get('content') or []:
        t = b.get('type')
        if t == 'text': print(f"L{i} {r['id']} {role} TEXT: {b['text'][:W]}")
        elif t == 'thinking': print(f"L{i} {role} THINK: {b['thinking'][:W//2]}")
        elif t == 'toolCall':
            j, rm = res.get(b['id'], (None, {}))
            out = '\n'.join(x.get('text', '') for x in rm.get('content', []) if x.get('type') == 'text')
            print(f"L{i} CALL {b['id']} {b['name']} {json.dumps(b['arguments'])[:W]}")
            print(f"   L{j} isError={rm.get('isError')} details={json.dumps(rm.get('details'))[:150]} OUT: {out[:W]!r}")
