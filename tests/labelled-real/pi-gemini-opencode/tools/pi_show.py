import json,sys,os
sys.path.insert(0,os.path.dirname(os.path.abspath(__file__)))
from readers import _records
# print full command + result text for given toolCall ids (or line numbers with L prefix)
f=sys.argv[1]; ids=sys.argv[2:]; n=int([a for a in ids if a.startswith('-n')][0][2:]) if any(a.startswith('-n') for a in ids) else 3000
ids=[a for a in ids if not a.startswith('-n')]
calls={}
for i,r,_k in _records(f):
    if 'L%d'%i in ids: print('=== line',i, json.dumps(r)[:n]); continue
    if r['type']!='message': continue
    m=r['message']
    if m['role']=='assistant':
        for c in m['content']:
            if c['type']=='toolCall' and c['id'] in ids: print('=== CALL',i,c['id'],c['name'],json.dumps(c['arguments'])[:n])
    elif m['role']=='toolResult' and m['toolCallId'] in ids:
        t=''.join(x.get('text','') for x in m['content'] if x['type']=='text')
        print('=== RES',i,m['toolCallId'],'isError=',m.get('isError'),'details=',json.dumps(m.get('details'))[:300]); print(t[:n])
