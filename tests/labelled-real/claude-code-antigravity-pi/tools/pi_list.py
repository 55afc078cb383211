# list pi coding-agent session (v3) tool calls and results
import json,sys
f=sys.argv[1]; n=int(sys.argv[2]) if len(sys.argv)>2 else 400
for i,l in enumerate(open(f,encoding='utf-8')):
  if not l.strip(): continue
  d=json.loads(l); m=d.get('message')
  if not isinstance(m,dict): print(i,d['type'],d.get('id'),json.dumps(d)[:150]); continue
  r=m.get('role')
  for b in m.get('content') or []:
    if not isinstance(b,dict): continue
    if b.get('type')=='toolCall':
      a=b.get('arguments') or {}; s=a.get('command') or a.get('path') or json.dumps(a)[:100]
      print(i,d['id'],'CALL',b['name'],b['id'],repr(s[:n]))
    elif b.get('type')=='text' and r=='user': print(i,d['id'],'USER',repr(b['text'][:n]))
    elif b.get('type')=='text' and r=='toolResult':
      print(i,d['id'],'RES',m.get('toolName'),m.get('toolCallId'),'ERR' if m.get('isError') else 'ok',repr(b['text'][:n]), {k:v for k,v in m.items() if k in('details',)} if m.get('toolName')=='bash' else '')
