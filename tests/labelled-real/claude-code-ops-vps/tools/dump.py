"""Readable dump of a Claude Code JSONL: line no, record type, tool calls/results (truncated)."""
import json, sys
W = int(sys.argv[2]) if len(sys.argv) > 2 else 600
for i, l in enumerate(open(sys.argv[1], encoding='utf-8')):
    try: r = json.loads(l)
    except Exception as e: print(i, 'BADJSON', e); continue
    t = r.get('type'); sc = 'S' if r.get('isSidechain') else ''
    m = r.get('message') if isinstance(r.get('message'), dict) else {}
    c = m.get('content')
    if t in ('user', 'assistant'):
        if isinstance(c, str):
            print(f"{i}{sc} {t} uuid={r.get('uuid')} TEXT: {c[:W]!r}"); continue
        for b in c or []:
            bt = b.get('type')
            if bt == 'text': print(f"{i}{sc} {t} uuid={r.get('uuid')} TEXT: {b['text'][:W]!r}")
            elif bt == 'thinking': print(f"{i}{sc} {t} THINK: {b.get('thinking','')[:300]!r}")
            elif bt == 'tool_use': print(f"{i}{sc} CALL {b['id']} {b['name']}: {json.dumps(b.get('input'),ensure_ascii=False)[:W]}")
            elif bt == 'tool_result':
                cc = b.get('content'); 
                if isinstance(cc, list): cc = ' '.join(x.get('text', '[%s]' % x.get('type')) for x in cc)
                tur = r.get('toolUseResult')
                extra = ''
                if isinstance(tur, dict) and 'interrupted' in tur: extra = f" interrupted={tur.get('interrupted')}"
                if isinstance(tur, dict) and tur.get('backgroundTaskId'): extra += f" bg={tur.get('backgroundTaskId')}"
                print(f"{i}{sc} RESULT {b.get('tool_use_id')} err={b.get('is_error')}{extra}: {str(cc)[:W]!r}")
            elif bt == 'image': print(f"{i} IMAGE")
    else:
        s = {k: r.get(k) for k in ('subtype', 'content', 'operation', 'summary') if r.get(k)}
        if t == 'attachment': s = {'att': (r.get('attachment') or {}).get('type')}
        print(f"{i} [{t}] {json.dumps(s, ensure_ascii=False)[:300]}")
