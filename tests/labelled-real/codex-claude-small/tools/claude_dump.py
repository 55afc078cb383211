"""Dump a Claude Code JSONL: line, uuid, tool_use (id, name, input) and tool_result (id, is_error, text)."""
import json, sys
path = sys.argv[1]; full = '-f' in sys.argv; W = 4000 if full else 300
def txt(c):
    if isinstance(c, str): return c
    if isinstance(c, list): return '\n'.join(x.get('text', '') if isinstance(x, dict) else str(x) for x in c)
    return str(c)
for i, l in enumerate(open(path, encoding='utf-8').read().split('\n')):
    if not l.strip(): continue
    r = json.loads(l); t = r.get('type')
    m = r.get('message') or {}
    c = m.get('content') if isinstance(m, dict) else None
    side = ' SIDE' if r.get('isSidechain') else ''
    if t in ('user', 'assistant') and isinstance(c, list):
        for b in c:
            bt = b.get('type')
            if bt == 'tool_use':
                inp = b.get('input', {})
                s = inp.get('command') if b.get('name') == 'Bash' else json.dumps(inp, ensure_ascii=False)
                print(f'{i} USE{side} {b["id"]} {b.get("name")} :: {str(s)[:W]}')
            elif bt == 'tool_result':
                print(f'{i} RES{side} {b.get("tool_use_id")} err={b.get("is_error")} :: {txt(b.get("content"))[:W]!r}')
            elif bt == 'text':
                print(f'{i} TXT {t} {r.get("uuid")} :: {b.get("text","")[:W]!r}')
    elif t in ('user', 'assistant'):
        print(f'{i} TXT {t} {r.get("uuid")} :: {txt(c)[:W]!r}')
    else:
        print(f'{i} {t} {r.get("subtype","")} {str(r.get("content",""))[:150]!r}')
