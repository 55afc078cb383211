# independent reader for Claude Code files in gold.json: counts, ids, snippets, order
import json,sys,re
gold=json.load(open('/work/labelled-new/L39/gold.json')); base='/work/labelled-new/L39/files/'
def strs(o):
  if isinstance(o,str): yield o
  elif isinstance(o,dict):
    for v in o.values(): yield from strs(v)
  elif isinstance(o,list):
    for v in o: yield from strs(v)
for f,e in gold['files'].items():
  if not f.startswith('claude_code/'): continue
  pos={};txt={};bash=[];res={};err=set();name={}
  for i,l in enumerate(open(base+f,encoding='utf-8')):
    if not l.strip(): continue
    d=json.loads(l)
    if d.get('uuid'):
      pos[d['uuid']]=i; txt[d['uuid']]='\n'.join(strs(d.get('message',{})))
    m=d.get('message') or {}
    c=m.get('content') if isinstance(m,dict) else None
    if isinstance(c,list):
      for b in c:
        if b.get('type')=='tool_use':
          pos[b['id']]=i; name[b['id']]=b['name']; txt[b['id']]=txt.get(b['id'],'')+'\n'+'\n'.join(strs(b['input']))
          if b['name']=='Bash': bash.append(b['id'])
        if b.get('type')=='tool_result':
          t=b['tool_use_id']; res[t]=i
          txt[t]=txt.get(t,'')+'\n'+'\n'.join(strs(b.get('content')))+'\n'+'\n'.join(strs(d.get('toolUseResult')))
          if b.get('is_error'): err.add(t)
    # background task notifications
    for s in strs(d) if d.get('type') in('queue-operation','attachment') else []:
      for tid in re.findall(r'<tool-use-id>(toolu_\w+)</tool-use-id>',s): txt[tid]=txt.get(tid,'')+'\n'+s
  # background Bash: join '<task-id>X' notifications to the call whose result says 'background with ID: X'
  bgid={}
  for t in list(txt):
    import re as _re
    mm=_re.search(r'Command running in background with ID: (\w+)',txt.get(t,''))
    if mm and t in bash: bgid[mm.group(1)]=t
  for i,l in enumerate(open(base+f,encoding='utf-8')):
    if '<task-id>' not in l: continue
    d=json.loads(l)
    for s in strs(d.get('message',{})):
      for tid in re.findall(r'<task-id>(\w+)</task-id>',s):
        if tid in bgid:
          txt[bgid[tid]]+='\n'+s
          if re.search(r'<status>failed</status>',s): err.add(bgid[tid])
  failed=sorted(b for b in bash if b in err)
  unk=sorted(b for b in bash if b not in res)
  ok=(len(bash)==e['counts']['shell_commands'], failed==sorted(e['failed_native_ids']), unk==sorted(e['exit_unknown']))
  print(f[:70],'bash',len(bash),'failed',len(failed),'unk',len(unk),ok)
  if not all(ok): print('  failed',failed,'\n  unk',unk)
  def has(nid,s,w):
    if nid not in pos: print('  NOID',w,nid); return False
    if s is not None and s not in txt.get(nid,''): print('  NOSNIP',w,nid,repr(s[:70])); return False
    return True
  for ep in e['episodes']:
    for s in ep['symptom_native_ids']: has(s,None,ep['id'])
    if ep['error_text'] and not ep['error_text'].startswith('('):
      if not any(ep['error_text'] in txt.get(s,'') for s in ep['symptom_native_ids']): print('  ERRTEXT',ep['id'])
    if ep['failing_command'] and ep['failing_command'] not in txt.get(ep['symptom_native_ids'][0],''): print('  FAILCMD',ep['id'])
    fx=ep['fix']
    if fx:
      has(fx['native_id'],None,ep['id']+'fix')
      rel=[fx['native_id']]+ep['symptom_native_ids']+([ep['verified_by_native_id']] if ep['verified_by_native_id'] else [])
      for en in fx['entities']:
        if not any(en in txt.get(x,'') for x in rel): print('  ENTITY',ep['id'],en)
      if not pos[ep['symptom_native_ids'][0]]<pos[fx['native_id']]: print('  ORDER sym<fix',ep['id'])
      if ep['verified_by_native_id'] and not pos[fx['native_id']]<=pos[ep['verified_by_native_id']]: print('  ORDER fix<=ver',ep['id'])
    if ep.get('masked') and ep['symptom_native_ids'][0] in failed: print('  MASKED but failed',ep['id'])
  m=len({ep['symptom_native_ids'][0] for ep in e['episodes'] if ep.get('masked') and ep['symptom_native_ids'][0] in bash and ep['symptom_native_ids'][0] not in failed})
  if m!=e['counts']['masked_failures_annotated']: print('  MASKCOUNT',m)
  for p in e['pivots']: has(p['native_id'],p['snippet'],'pivot')
  for r in e['reuse']: has(r['discovered']['native_id'],r['discovered']['snippet'],'disc'); has(r['reused']['native_id'],r['reused']['snippet'],'reuse')
print('done')
