"""Compact dump of a Claude Code jsonl: line, record uuid, text/tool_use/tool_result (truncated)."""
import json, sys
path = sys.argv[1]; W = int(sys.argv[2]) if len(sys.argv) > 2 else 300
for i, line in enumerate(open(path, encoding='utf-8')):
    if not line.strip(): continue
    r = json.loads(line)
    t = r.get('type'); m = r.get('message') or {}
    c = m.get('content'); side = 'S' if r.get('isSidechain') else ''
    if isinstance(c, str):
        print(f"{i} {t}{side} {r.get('uuid')} TEXT: {c[:W]!r}"); continue
    if not isinstance(c, list):
        continue
    for b in c:
        if not isinstance(b, dict): continue
        bt = b.get('type')
        if bt == 'text': print(f"{i} {t}{side} {r.get('uuid')} TEXT: {b['text'][:W]!r}")
        elif bt == 'tool_use': print(f"{i} {t}{side} USE {b['name']} {b['id']} {json.dumps(b['input'])[:W]}")
        elif bt == 'tool_result':
            cc = b.get('content')
            if isinstance(cc, list): cc = ' '.join(x.get('text','') for x in cc if isinstance(x, dict))
            print(f"{i} {t}{side} RES {b['tool_use_id']} err={b.get('is_error')} {str(cc)[:W]!r}")
