import json,sys
f=sys.argv[1]; L=open(f,encoding='utf-8').read().split('\n'); n=int(sys.argv[3]) if len(sys.argv)>3 else 600
a,b=map(int,sys.argv[2].split('-'))
for i in range(a,b+1):
  if not L[i].strip(): continue
  d=json.loads(L[i]); m=d.get('message') or {}; c=m.get('content') if isinstance(m,dict) else None
  out=[]
  if isinstance(c,str): out.append('TEXT '+c)
  elif isinstance(c,list):
    for x in c:
      t=x.get('type')
      if t in('text','thinking'): out.append(t.upper()+' '+(x.get('text') or x.get('thinking') or ''))
      elif t=='tool_use': out.append('TOOL_USE %s %s %s'%(x['id'],x['name'],json.dumps(x['input'],ensure_ascii=False)))
      elif t=='tool_result':
        cc=x.get('content'); out.append('RESULT %s err=%s %s'%(x['tool_use_id'],x.get('is_error'),cc if isinstance(cc,str) else json.dumps(cc,ensure_ascii=False)))
  elif d.get('type')=='system': out.append('SYSTEM %s %s'%(d.get('subtype'),d.get('content')))
  else: continue
  print('---',i,d.get('type'),d.get('uuid'),'cwd=',d.get('cwd'))
  for o in out: print('   ',o[:n].replace('\n','\n    '))
