#!/usr/bin/env python3
"""Readable dump of a Claude Code JSONL: line no, uuid, user/assistant text, tool_use, tool_result."""
import json, sys
p = sys.argv[1]; W = int(sys.argv[2]) if len(sys.argv) > 2 else 600
names = {}
for ln, line in enumerate(open(p, encoding='utf-8')):
    line = line.strip()
    if not line: continue
    r = json.loads(line); t = r.get('type')
    m = r.get('message') if isinstance(r.get('message'), dict) else {}
    c = m.get('content')
    side = ' SIDE' if r.get('isSidechain') else ''
    if t in ('user', 'assistant'):
        if isinstance(c, str):
            print(f"[{ln}] {t.upper()}{side} {r.get('uuid')}: {c[:W]!r}")
            continue
        for b in c or []:
            bt = b.get('type')
            if bt == 'text':
                print(f"[{ln}] {t.upper()}-TEXT{side} {r.get('uuid')}: {b['text'][:W]!r}")
            elif bt == 'thinking' and b.get('thinking'):
                print(f"[{ln}] THINK {r.get('uuid')}: {b['thinking'][:W]!r}")
            elif bt == 'tool_use':
                names[b['id']] = b['name']
                inp = b['input']
                s = inp.get('command') if b['name'] == 'Bash' else json.dumps(inp, ensure_ascii=False)
                print(f"[{ln}] TOOL_USE {b['name']} {b['id']}: {str(s)[:W]!r}")
            elif bt == 'tool_result':
                cc = b.get('content')
                if isinstance(cc, list): cc = ' '.join(x.get('text', '<'+x.get('type','')+'>') for x in cc)
                tur = r.get('toolUseResult')
                extra = ''
                if isinstance(tur, dict) and 'interrupted' in tur: extra = f" interrupted={tur.get('interrupted')} bg={tur.get('backgroundTaskId')}"
                print(f"[{ln}] RESULT {names.get(b['tool_use_id'])} {b['tool_use_id']} is_error={b.get('is_error')}{extra}: {str(cc)[:W]!r}")
    elif t == 'system':
        print(f"[{ln}] SYSTEM {r.get('subtype')} {r.get('uuid')}: {str(r.get('content'))[:200]!r}")
    elif t in ('queue-operation',):
        print(f"[{ln}] QUEUE {r.get('operation')}: {str(r.get('content'))[:300]!r}")
    elif t == 'attachment':
        a = r.get('attachment', {})
        if a.get('type') in ('queued_command',): print(f"[{ln}] ATTACH {a.get('type')}: {str(a)[:300]!r}")
