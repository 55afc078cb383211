#!/usr/bin/env python3
import json,sys
path=sys.argv[1]; W=int(sys.argv[2]) if len(sys.argv)>2 else 300
R=[json.loads(l) for l in open(path,encoding='utf-8')]
def s(x,n=W):
    x=x if isinstance(x,str) else json.dumps(x,ensure_ascii=False)
    x=x.replace('\n','⏎'); return x[:n]+('…' if len(x)>n else '')
for i,r in enumerate(R):
    t=r.get('type'); m=r.get('message') or {}; c=m.get('content')
    side='S' if r.get('isSidechain') else ''
    if t in('user','assistant'):
        if isinstance(c,str): print(i,side+t.upper(),r.get('uuid'),s(c,500)); continue
        for x in c or []:
            if not isinstance(x,dict): continue
            if x.get('type')=='text': print(i,side+t.upper(),r.get('uuid'),s(x['text'],500 if t=='user' else W))
            elif x.get('type')=='tool_use': print(i,side+'USE',x['name'],x['id'],s(x['input'],W))
            elif x.get('type')=='tool_result':
                cc=x.get('content'); cc=cc if isinstance(cc,str) else ' '.join(y.get('text','') for y in cc if isinstance(y,dict))
                print(i,side+'RES',x['tool_use_id'],'ERR' if x.get('is_error') else 'ok',s(cc,W))
            elif x.get('type')=='thinking': pass
    elif t=='system': print(i,'SYS',r.get('subtype'),s(r.get('content',''),150))
    elif t not in ('file-history-snapshot',): print(i,'REC',t,s({k:v for k,v in r.items() if k in('subtype','content','operation')},150))
