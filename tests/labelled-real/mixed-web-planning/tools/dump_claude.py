"""Print a Claude Code JSONL as a readable timeline: line no, record type, tool calls, results (truncated)."""
import json, sys
p = sys.argv[1]; W = int(sys.argv[2]) if len(sys.argv) > 2 else 400
for i, ln in enumerate(open(p, encoding='utf-8')):
    r = json.loads(ln); t = r.get('type')
    m = r.get('message') if isinstance(r.get('message'), dict) else {}
    c = m.get('content')
    if isinstance(c, str):
        print(f"{i:4d} {t:9s} uuid={r.get('uuid','')[:8]} TEXT {c[:W]!r}"); continue
    if not isinstance(c, list):
        print(f"{i:4d} {t} {r.get('subtype','')} {str(r.get('content',''))[:150]!r}"); continue
    for b in c:
        bt = b.get('type')
        if bt == 'text': print(f"{i:4d} {t:9s} uuid={r.get('uuid','')[:8]} text {b['text'][:W]!r}")
        elif bt == 'tool_use': print(f"{i:4d} {t:9s} USE {b['id']} {b['name']} {json.dumps(b.get('input'),ensure_ascii=False)[:W]}")
        elif bt == 'tool_result':
            cc = b.get('content'); cc = cc if isinstance(cc, str) else json.dumps(cc, ensure_ascii=False)
            print(f"{i:4d} {t:9s} RES {b['tool_use_id']} err={b.get('is_error')} {cc[:W]!r}")
