#!/usr/bin/env python3
"""Dump an opencode export (info + messages[{info, parts}]): text parts and tool parts with status/exit."""
import json, sys, re
W = int(sys.argv[2]) if len(sys.argv) > 2 else 300
d = json.load(open(sys.argv[1], encoding='utf-8'))
for m in d['messages']:
    mi = m['info']
    for p in m.get('parts', []):
        t = p.get('type')
        if t == 'text' and p.get('text', '').strip():
            print(f"{mi['role'][:4]} {mi['id']} {p['id']} TEXT: {p['text'][:W]!r}")
        elif t == 'reasoning' and p.get('text'):
            print(f"     REASON {p['id']}: {p['text'][:W//2]!r}")
        elif t == 'tool':
            st = p.get('state', {}); md = st.get('metadata') or {}
            inp = st.get('input') or {}
            cmd = inp.get('command') or inp.get('filePath') or json.dumps(inp)[:W]
            out = st.get('output') if isinstance(st.get('output'), str) else (st.get('error') or '')
            out = re.sub(r'\x1b\[[0-9;]*m', '', out or '')
            print(f"  TOOL {p['id']} {p.get('tool')} [{st.get('status')}] exit={md.get('exit')} {str(cmd)[:W]!r}")
            if p.get('tool') == 'bash' or st.get('status') == 'error':
                print(f"      OUT: {(out[:W//2] + ' ….. ' + out[-W:]) if len(out) > 1.5*W else out!r}")
