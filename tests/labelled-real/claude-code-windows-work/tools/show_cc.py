#!/usr/bin/env python3
"""Compact chronological view of a Claude Code jsonl. usage: show_cc.py FILE [from] [to] [width]"""
import sys, json
p=sys.argv[1]; a=int(sys.argv[2]) if len(sys.argv)>2 else 0; b=int(sys.argv[3]) if len(sys.argv)>3 else 10**9
W=int(sys.argv[4]) if len(sys.argv)>4 else 300
def txt(c):
    if isinstance(c,str): return c
    if isinstance(c,list): return '\n'.join(x.get('text','') if isinstance(x,dict) else str(x) for x in c)
    return str(c)
for i,l in enumerate(open(p,encoding='utf-8')):
    if i<a or i>b: continue
    try: r=json.loads(l)
    except Exception: print(i,'BADJSON'); continue
    t=r.get('type'); m=r.get('message') or {}
    c=m.get('content'); sc='S' if r.get('isSidechain') else ''
    if t in ('user','assistant'):
        if isinstance(c,str):
            print(f"{i}{sc} {t} uuid={r.get('uuid')} TEXT: {c[:W]!r}")
            continue
        for x in c or []:
            if not isinstance(x,dict): continue
            xt=x.get('type')
            if xt=='text': print(f"{i}{sc} {t} uuid={r.get('uuid')} TEXT: {x['text'][:W]!r}")
            elif xt=='tool_use':
                inp=x.get('input',{})
                s=inp.get('command') if 'command' in inp else json.dumps(inp,ensure_ascii=False)
                print(f"{i}{sc} USE {x.get('name')} {x['id']}: {str(s)[:W]!r}")
            elif xt=='tool_result':
                print(f"{i}{sc}   RES {x.get('tool_use_id')} err={x.get('is_error')}: {txt(x.get('content'))[:W]!r}")
    elif t=='system':
        print(f"{i} system {r.get('subtype')} {str(r.get('content'))[:W]!r}")
