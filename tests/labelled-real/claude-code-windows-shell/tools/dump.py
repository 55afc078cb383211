#!/usr/bin/env python3
"""Readable dump of a Claude Code JSONL. usage: dump.py file [maxlen]"""
import sys,json
f=sys.argv[1]; W=int(sys.argv[2]) if len(sys.argv)>2 else 600
def s(x,w=W):
    x=x if isinstance(x,str) else json.dumps(x,ensure_ascii=False)
    return x if len(x)<=w else x[:w//2]+' ... '+x[-w//2:]
for i,l in enumerate(open(f,encoding='utf8')):
    try:r=json.loads(l,strict=False)
    except Exception as e: print(i,'BADJSON',l[:100]);continue
    t=r.get('type'); sc='S' if r.get('isSidechain') else ''
    if t in('user','assistant'):
        m=r.get('message',{}); c=m.get('content')
        if isinstance(c,str): print(f"{i}{sc} {t} {r.get('uuid')} TEXT: {s(c)}"); continue
        for b in c or []:
            bt=b.get('type')
            if bt=='text': print(f"{i}{sc} {t} {r.get('uuid')} TEXT: {s(b['text'])}")
            elif bt=='thinking': print(f"{i}{sc} {t} THINK: {s(b.get('thinking',''),300)}")
            elif bt=='tool_use':
                inp=b.get('input',{})
                desc=inp.get('command') if b['name']=='Bash' else inp
                print(f"{i}{sc} CALL {b['name']} {b['id']}: {s(desc)}")
            elif bt=='tool_result':
                cc=b.get('content')
                if isinstance(cc,list): cc=' '.join(x.get('text','<img>') for x in cc if isinstance(x,dict))
                print(f"{i}{sc} RESULT {b['tool_use_id']} err={b.get('is_error')} tur={s(r.get('toolUseResult'),80) if isinstance(r.get('toolUseResult'),str) else ''}: {s(cc)}")
            else: print(i,t,bt)
    else:
        extra=r.get('subtype') or ''
        print(f"{i} [{t} {extra}] {s(r.get('content') or r.get('summary') or '',200)}")
