import json,sys,re
gold=json.load(open('/work/labelled-new/L39/gold.json'))
base='/work/labelled-new/L39/files/'
for f,e in gold['files'].items():
  if not f.startswith('antigravity/'): continue
  L=open(base+f,encoding='utf-8').read().split('\n')
  recs={i:json.loads(l) for i,l in enumerate(L) if l.strip()}
  # pair calls with results
  pending=[];res={}
  for i in sorted(recs):
    d=recs[i]
    if d['type']=='PLANNER_RESPONSE':
      for tc in d.get('tool_calls',[]):
        if tc['name']=='run_command': pending.append(i)
    elif d['type']=='RUN_COMMAND' and not d.get('content','').startswith('The USER performed'):
      res[pending.pop(0)]=i
  def text(i):
    d=recs[i];parts=[d.get('content',''),d.get('thinking',''),str(d.get('error',''))]
    for tc in d.get('tool_calls',[]):
      parts.append(tc['name'])
      for v in tc['args'].values():
        try: parts.append(str(json.loads(v)))
        except Exception: parts.append(str(v))
    if i in res:
      parts.append(text(res[i]))
      m=re.search(r'background task with task id: (\S+)',recs[res[i]].get('content',''))
      if m:
        for j,dd in recs.items():
          if j>res[i] and dd['type'] in('SYSTEM_MESSAGE','GENERIC') and m.group(1) in dd.get('content',''): parts.append(dd['content'])
    return '\n'.join(parts)
  def chk(nid,snip,what):
    i=int(nid.split(':')[1]); assert i in recs,(f,nid)
    if snip is not None and snip not in text(i): print('MISSING',what,nid,repr(snip[:80]))
  calls=sorted(res); failed=[]
  for c in calls:
    r=recs[res[c]]; 
    if re.search(r'failed with exit code: [1-9]',r['content']) or r['status']=='ERROR': failed.append(f'line:{c}')
    m=re.search(r'background task with task id: (\S+)',r['content'])
    if m:
      fin=[dd['content'] for j,dd in recs.items() if dd['type']=='SYSTEM_MESSAGE' and ('Task id \"%s\" finished with result'%m.group(1)) in dd.get('content','')]
      if not fin: print('NO COMPLETION',c)
      elif re.search(r'finished with result:\s*The command failed with exit code: [1-9]',fin[0]): failed.append(f'line:{c}')
  failed.sort(key=lambda s:int(s[5:]))
  print(f,'calls',len(calls),'failed',len(failed),failed==e['failed_native_ids'],e['counts'])
  for ep in e['episodes']:
    st=ep['symptom_native_ids']
    for s in st: chk(s,None,'sym')
    if ep['error_text'] and not ep['error_text'].startswith('('):
      if not any(ep['error_text'] in text(int(s[5:])) for s in st): print('ERRTEXT not in any symptom',ep['id'])
    if ep['failing_command'] and ep['failing_command'] not in text(int(st[0][5:])): print('FAILCMD',ep['id'])
    fx=ep['fix']
    if fx:
      fi=int(fx['native_id'][5:])
      rel=[fi]+[int(s[5:]) for s in st]+([int(ep['verified_by_native_id'][5:])] if ep['verified_by_native_id'] else [])
      for en in fx['entities']:
        if not any(en in text(x) for x in rel): print('ENTITY',ep['id'],en)
      assert int(st[0][5:])<fi,(ep['id'],'order sym<fix')
      if ep['verified_by_native_id']: assert fi<=int(ep['verified_by_native_id'][5:]),(ep['id'],'fix<=ver')
    if ep['masked']: assert st[0] not in failed
  m=sum(1 for ep in e['episodes'] if ep['masked'] and ep['symptom_native_ids'][0] not in failed)
  print('masked',m)
  for p in e['pivots']: chk(p['native_id'],p['snippet'],'pivot')
  for r in e['reuse']: chk(r['discovered']['native_id'],r['discovered']['snippet'],'disc'); chk(r['reused']['native_id'],r['reused']['snippet'],'reuse')
print('done')
