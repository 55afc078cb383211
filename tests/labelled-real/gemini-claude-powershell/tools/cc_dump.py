#!/usr/bin/env python3
"""Dump a Claude Code JSONL: one line per tool_use / tool_result / text, with line numbers."""
import json,sys
path=sys.argv[1]; full='--full' in sys.argv
W=int(sys.argv[sys.argv.index('-w')+1]) if '-w' in sys.argv else 300
for i,l in enumerate(open(path,encoding='utf-8')):
    if not l.strip(): continue
    r=json.loads(l)
    t=r.get('type'); m=r.get('message')
    side='S' if r.get('isSidechain') else ' '
    if t in('user','assistant') and isinstance(m,dict):
        c=m.get('content')
        if isinstance(c,str):
            print(f"{i:5d}{side}{t[:4]} TEXT uuid={r.get('uuid')} :: {c[:W]!r}"); continue
        for b in c or []:
            bt=b.get('type')
            if bt=='text': print(f"{i:5d}{side}{t[:4]} TEXT uuid={r.get('uuid')} :: {b['text'][:W]!r}")
            elif bt=='tool_use':
                inp=b.get('input',{})
                s=inp.get('command') if b['name']=='Bash' else json.dumps(inp,ensure_ascii=False)
                print(f"{i:5d}{side}CALL {b['name']} {b['id']} :: {str(s)[:W]!r}")
            elif bt=='tool_result':
                cc=b.get('content')
                if isinstance(cc,list): cc=' '.join(x.get('text','') for x in cc if isinstance(x,dict))
                print(f"{i:5d}{side}RES {'ERR' if b.get('is_error') else 'ok '} {b['tool_use_id']} :: {str(cc)[:W]!r}")
            elif bt=='thinking' and full: print(f"{i:5d}{side}THINK :: {b.get('thinking','')[:W]!r}")
    else:
        extra=''
        if t=='system': extra=str(r.get('subtype'))+' '+str(r.get('content',''))[:W]
        if t=='queue-operation': extra=str(r.get('content',''))[:W]
        if t=='attachment': extra=json.dumps(r.get('attachment'),ensure_ascii=False)[:W]
        print(f"{i:5d}{side}<{t}> {extra}")
