import json,sys
f=sys.argv[1]; mx=int(sys.argv[2]) if len(sys.argv)>2 else 300
res={}
L=[json.loads(l) for l in open(f,encoding='utf-8') if l.strip()]
for r in L:
    c=(r.get('message') or {}).get('content')
    if isinstance(c,list):
        for b in c:
            if isinstance(b,dict) and b.get('type')=='tool_result':
                t=b.get('content'); t=t if isinstance(t,str) else json.dumps(t)
                res[b['tool_use_id']]=(b.get('is_error'),t)
for i,r in enumerate(L):
    c=(r.get('message') or {}).get('content')
    if r.get('type')=='user' and isinstance(c,str): print(i,'USER',repr(c[:mx]))
    if r.get('type')=='system': print(i,'SYSTEM',r.get('subtype'),repr(str(r.get('content'))[:150]))
    if r.get('type') in('queue-operation',): print(i,'QUEUE',repr(str(r.get('content'))[:200]))
    if isinstance(c,list):
        for b in c:
            if not isinstance(b,dict): continue
            if b.get('type')=='text' and r.get('type')=='assistant': print(i,'ASST',repr(b['text'][:mx]))
            if b.get('type')=='text' and r.get('type')=='user': print(i,'USERTXT',repr(b['text'][:mx]))
            if b.get('type')=='tool_use':
                e,t=res.get(b['id'],(None,'<<NO RESULT>>'))
                inp=b['input'].get('command') if b['name']=='Bash' else json.dumps(b['input'])[:150]
                print(i,'TOOL',b['name'],b['id'],'ERR' if e else 'ok',repr(str(inp)[:200]),'=>',repr(t[:mx]) if (e or b['name']=='Bash') else '')
