"""Like show.py, but removes the exact shell banner text (taken from a banner-only result) before printing."""
import json,sys
path=sys.argv[1]; a=int(sys.argv[2]); z=int(sys.argv[3]); n=int(sys.argv[4]); banner_id=sys.argv[5]
L=open(path).read().split('\n')
def txt(c): return c if isinstance(c,str) else '\n'.join(x.get('text','') for x in c if isinstance(x,dict))
BAN=None
for l in L:
    if banner_id in l and '"tool_result"' in l:
        r=json.loads(l)
        for b in r['message']['content']:
            if b.get('tool_use_id')==banner_id: BAN=txt(b['content']).strip('\n')
for i in range(a,min(z,len(L))):
    if not L[i]: continue
    r=json.loads(L[i]); m=r.get('message')
    if not isinstance(m,dict): print(i,r.get('type'),r.get('subtype'),str(r.get('content') or r.get('summary'))[:200]); continue
    c=m['content']
    if isinstance(c,str): print(f'{i} {r["type"]} {r.get("uuid")} TEXT {c[:n]!r}'); continue
    for b in c:
        t=b.get('type')
        if t=='text': print(f'{i} {r["type"]} {r.get("uuid")} TEXT {b["text"][:n]!r}')
        elif t=='tool_use':
            if b['name']=='TodoWrite': continue
            print(f'{i} CALL {b["id"]} {b["name"]} {json.dumps(b["input"],ensure_ascii=False)[:n]}')
        elif t=='tool_result':
            cc=txt(b['content'])
            if cc.startswith('Todos have'): continue
            has=BAN in cc if BAN else False
            cc=cc.replace(BAN,'<B>') if BAN else cc
            print(f'{i} RES {b["tool_use_id"]} err={b.get("is_error")}: {cc[:n]}')
