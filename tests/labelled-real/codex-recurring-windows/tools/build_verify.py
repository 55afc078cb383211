import json,sys,re,importlib.util,glob,os
ROOT='/work/labelled-new/L29'
def strings(o,acc):
    if isinstance(o,str):
        acc.append(o)
        s=o.strip()
        if s[:1] in '{[':
            try: strings(json.loads(s),acc)
            except Exception: pass
    elif isinstance(o,dict):
        for v in o.values(): strings(v,acc)
    elif isinstance(o,list):
        for v in o: strings(v,acc)
def index_codex(path):
    txt={};pos={};shell=[];sess={};calls={};final={}
    for i,l in enumerate(open(path,encoding='utf-8')):
        if not l.strip(): continue
        r=json.loads(l);p=r.get('payload',{});pt=p.get('type')
        acc=[];strings(r,acc);t='\n'.join(acc)
        txt['line:%d'%i]=t;pos['line:%d'%i]=i
        cid=p.get('call_id') if isinstance(p,dict) else None
        if pt in('function_call','custom_tool_call'):
            txt[cid]=t;pos[cid]=i
            try:a=json.loads(p.get('arguments') or '{}')
            except Exception:a={}
            calls[cid]=(p.get('name'),a)
            if p.get('name') in('exec_command','shell','shell_command'): shell.append(cid)
        elif pt in('function_call_output','custom_tool_call_output') and cid in calls:
            o=p['output'] if isinstance(p['output'],str) else json.dumps(p['output'])
            owner=cid
            if calls[cid][0]=='write_stdin': owner=sess.get(calls[cid][1].get('session_id'),cid)
            txt[cid]=txt.get(cid,'')+'\n'+t
            if owner!=cid: txt[owner]+='\n'+t
            m=re.search(r'Process running with session ID (\d+)',o)
            if m: sess[int(m.group(1))]=owner
            m=re.search(r'(?:Process exited with code|Exit code:) ?(\d+)',o)
            if m: final[owner]=int(m.group(1))
            elif owner==cid and calls[cid][0]!='write_stdin':
                m2=re.search(r'"metadata":\{"exit_code":(\d+)',o)
                if m2: final[owner]=int(m2.group(1))
        elif pt=='exec_command_end':
            txt[cid]=txt.get(cid,'')+'\n'+t; final[cid]=p.get('exit_code')
    failed=sorted(c for c in shell if final.get(c) not in (0,None))
    unknown=sorted(c for c in shell if c not in final)
    global SHELL; SHELL=set(shell)
    return txt,pos,len(shell),failed,unknown
def index_claude(path):
    txt={};pos={};shell=[];err={};res={}
    for i,l in enumerate(open(path,encoding='utf-8')):
        if not l.strip(): continue
        r=json.loads(l);acc=[];strings(r,acc);t='\n'.join(acc)
        txt['line:%d'%i]=t;pos['line:%d'%i]=i
        if r.get('uuid'): txt[r['uuid']]=t;pos[r['uuid']]=i
        c=(r.get('message') or {}).get('content')
        if isinstance(c,list):
            for b in c:
                if not isinstance(b,dict): continue
                if b.get('type')=='tool_use':
                    a=[];strings(b.get('input'),a);txt[b['id']]='\n'.join(a)+'\n'+json.dumps(b.get('input'));pos[b['id']]=i
                    if b.get('name')=='Bash': shell.append(b['id'])
                elif b.get('type')=='tool_result':
                    tid=b['tool_use_id'];txt[tid]=txt.get(tid,'')+'\n'+t;res[tid]=1
                    if b.get('is_error'): err[tid]=1
    failed=sorted(x for x in shell if x in err); unknown=sorted(x for x in shell if x not in res)
    global SHELL; SHELL=set(shell)
    return txt,pos,len(shell),failed,unknown
def main():
    out={"schema_notes":"see tests/labelled-real/README.md; same as files.gold.json","files":{},"cross_session_groups":[]}
    man=[]
    for sp in sorted(glob.glob(ROOT+'/tools/specs/*.py')):
        spec=importlib.util.spec_from_file_location('s',sp);m=importlib.util.module_from_spec(spec);spec.loader.exec_module(m)
        if hasattr(m,'GROUPS'): out['cross_session_groups']+=m.GROUPS; continue
        path=ROOT+'/files/'+m.KEY; E=m.ENTRY
        txt,pos,n,failed,unknown=(index_claude if m.KEY.startswith('claude') else index_codex)(path)
        probs=[]
        if n!=E['counts']['shell_commands']: probs.append(f'shell count {n} != {E["counts"]["shell_commands"]}')
        if failed!=sorted(E['failed_native_ids']): probs.append(f'failed mismatch: computed {failed}')
        if len(failed)!=E['counts']['failed_shell_commands']: probs.append('failed count')
        if unknown!=sorted(E['exit_unknown']): probs.append(f'unknown mismatch: computed {unknown}')
        def chk(nid,s,what):
            if nid not in txt: probs.append(f'{what}: id {nid} missing'); return
            if s is not None and s not in txt[nid]: probs.append(f'{what}: snippet not in {nid}: {s[:60]!r}')
        masked=set()
        for e in E['episodes']:
            for s in e['symptom_native_ids']: chk(s,None,e['id'])
            if e['error_text'] and not e['error_text'].startswith('('):
                if not any(e['error_text'] in txt.get(s,'') for s in e['symptom_native_ids']): probs.append(f"{e['id']} error_text not in symptoms")
            if e['failing_command'] and not any(e['failing_command'] in txt.get(s,'') for s in e['symptom_native_ids']): probs.append(f"{e['id']} failing_command not found")
            fx=e['fix']; sp0=min(pos[s] for s in e['symptom_native_ids'] if s in pos)
            if fx:
                chk(fx['native_id'],None,e['id']+' fix')
                rel=[fx['native_id']]+e['symptom_native_ids']+([e['verified_by_native_id']] if e['verified_by_native_id'] else [])
                for en in fx['entities']:
                    if not any(en in txt.get(x,'') for x in rel): probs.append(f"{e['id']} entity {en!r} not found")
                if not pos[fx['native_id']]>sp0: probs.append(f"{e['id']} fix not after symptom")
            if e['verified_by_native_id']:
                chk(e['verified_by_native_id'],None,e['id']+' ver')
                if fx and pos[e['verified_by_native_id']]<pos[fx['native_id']]: probs.append(f"{e['id']} ver before fix")
            if e['masked']: masked|={s for s in e['symptom_native_ids'] if s not in failed and s in SHELL}
        if len(masked)!=E['counts']['masked_failures_annotated']: probs.append(f'masked {len(masked)}')
        for pv in E['pivots']: chk(pv['native_id'],pv['snippet'],'pivot')
        for ru in E['reuse']:
            chk(ru['discovered']['native_id'],ru['discovered']['snippet'],'reuse.d'); chk(ru['reused']['native_id'],ru['reused']['snippet'],'reuse.r')
        print(m.KEY,'shell',n,'failed',len(failed),'unknown',len(unknown),'episodes',len(E['episodes']),'PROBLEMS' if probs else 'OK')
        for p in probs: print('   ',p)
        out['files'][m.KEY]=E
    # group member check
    for g in out['cross_session_groups']:
        for mb in g['members']:
            if mb['file'] not in out['files']: print('group member file missing',mb); continue
            ids=[x for e in out['files'][mb['file']]['episodes'] for x in e['symptom_native_ids']]
            if mb['native_id'] not in ids: print('group member not a symptom',mb)
    json.dump(out,open(ROOT+'/gold.json','w'),indent=1,ensure_ascii=False)
main()
