"""Readable timeline of a Claude Code JSONL: line, record type, ids, tool calls and results."""
import json, sys
path=sys.argv[1]; W=int(sys.argv[2]) if len(sys.argv)>2 else 400
def txt(c):
    if isinstance(c,str): return c
    if isinstance(c,list): return '\n'.join(x.get('text','') if isinstance(x,dict) else str(x) for x in c)
    return str(c)
for i,ln in enumerate(open(path,encoding='utf-8')):
    try: r=json.loads(ln)
    except Exception as e: print(i,'BADJSON',e); continue
    t=r.get('type'); sc=' SIDE' if r.get('isSidechain') else ''
    m=r.get('message')
    if t in ('user','assistant') and isinstance(m,dict):
        c=m.get('content')
        if isinstance(c,str):
            print(f"{i} {t}{sc} {r.get('uuid')} TEXT: {c[:W]!r}"); continue
        for b in c or []:
            bt=b.get('type')
            if bt=='text': print(f"{i} {t}{sc} {r.get('uuid')} TEXT: {b['text'][:W]!r}")
            elif bt=='tool_use':
                inp=b.get('input',{}); s=inp.get('command') if b['name']=='Bash' else json.dumps(inp)[:W]
                print(f"{i} {t}{sc} CALL {b['id']} {b['name']}: {str(s)[:W]!r}")
            elif bt=='tool_result':
                print(f"{i} {t}{sc} RES {b.get('tool_use_id')} err={b.get('is_error')}: {txt(b.get('content'))[:W]!r}")
            elif bt=='thinking': pass
    else:
        extra=r.get('subtype') or ''
        print(f"{i} {t} {extra} {str(r.get('content') or r.get('summary') or '')[:150]!r}")
