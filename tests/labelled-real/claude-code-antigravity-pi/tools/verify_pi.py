import json
gold=json.load(open('/work/labelled-new/L39/gold.json')); base='/work/labelled-new/L39/files/'
def strs(o):
  if isinstance(o,str): yield o
  elif isinstance(o,dict):
    for v in o.values(): yield from strs(v)
  elif isinstance(o,list):
    for v in o: yield from strs(v)
for f,e in gold['files'].items():
  if not f.startswith('pi/'): continue
  pos={};txt={};bash=[];err=set();res=set()
  for i,l in enumerate(open(base+f,encoding='utf-8')):
    if not l.strip(): continue
    d=json.loads(l); pos[d['id']]=i; m=d.get('message') or {}
    txt[d['id']]='\n'.join(strs(m))
    for b in m.get('content') or []:
      if isinstance(b,dict) and b.get('type')=='toolCall':
        pos[b['id']]=i; txt[b['id']]=txt.get(b['id'],'')+'\n'+'\n'.join(strs(b.get('arguments')))
        if b['name']=='bash': bash.append(b['id'])
    if m.get('role')=='toolResult':
      t=m['toolCallId']; res.add(t); txt[t]=txt.get(t,'')+'\n'+'\n'.join(strs(m.get('content')))
      if m.get('isError'): err.add(t)
  failed=sorted(b for b in bash if b in err); unk=sorted(b for b in bash if b not in res)
  print(f,'bash',len(bash),'failed',len(failed),'unk',len(unk),(len(bash)==e['counts']['shell_commands'],failed==e['failed_native_ids'],unk==e['exit_unknown']))
  def has(n,s,w):
    if n not in pos: print('  NOID',w,n); return
    if s is not None and s not in txt.get(n,''): print('  NOSNIP',w,n,repr(s[:60]))
  for ep in e['episodes']:
    for s in ep['symptom_native_ids']: has(s,None,ep['id'])
    if not any(ep['error_text'] in txt.get(s,'') for s in ep['symptom_native_ids']): print('  ERRTEXT',ep['id'])
    if ep['failing_command'] and ep['failing_command'] not in txt.get(ep['symptom_native_ids'][0],''): print('  FAILCMD',ep['id'])
    fx=ep['fix']
    if fx:
      has(fx['native_id'],None,ep['id'])
      rel=[fx['native_id']]+ep['symptom_native_ids']+([ep['verified_by_native_id']] if ep['verified_by_native_id'] else [])
      for en in fx['entities']:
        if not any(en in txt.get(x,'') for x in rel): print('  ENTITY',ep['id'],en)
      if not pos[ep['symptom_native_ids'][0]]<pos[fx['native_id']]: print('  ORDER1',ep['id'])
      if ep['verified_by_native_id'] and not pos[fx['native_id']]<=pos[ep['verified_by_native_id']]: print('  ORDER2',ep['id'])
  m=len({ep['symptom_native_ids'][0] for ep in e['episodes'] if ep['masked'] and ep['symptom_native_ids'][0] in bash and ep['symptom_native_ids'][0] not in failed})
  print('  masked',m)
  for p in e['pivots']: has(p['native_id'],p['snippet'],'pivot')
  for r in e['reuse']: has(r['discovered']['native_id'],r['discovered']['snippet'],'d'); has(r['reused']['native_id'],r['reused']['snippet'],'r')
print('done')
