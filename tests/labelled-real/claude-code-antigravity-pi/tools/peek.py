import sys,json,collections
c=collections.Counter();bash=0;err=0;ver=set();ent=set()
for l in open(sys.argv[1],encoding='utf-8'):
  try:d=json.loads(l)
  except Exception: c['bad']+=1;continue
  c[d.get('type')]+=1
  if d.get('version'):ver.add(d['version'])
  if d.get('entrypoint'):ent.add(d['entrypoint'])
  m=d.get('message') or {}
  if isinstance(m,dict) and isinstance(m.get('content'),list):
    for b in m['content']:
      if not isinstance(b,dict):continue
      if b.get('type')=='tool_use' and b.get('name')=='Bash': bash+=1
      if b.get('type')=='tool_result' and b.get('is_error'): err+=1
print(dict(c),'bash',bash,'err',err,ver,ent)
