#!/usr/bin/env python3
"""Merge specs/*.py into ../gold.json and verify every entry against its raw file (method A, python)."""
import json,glob,os,sys,re,importlib.util
sys.path.insert(0,os.path.dirname(__file__))
import ctable
ROOT=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def strings(x,out):
    if isinstance(x,str):
        out.append(x)
        s=x.strip()
        if s[:1] in '{[':
            try: strings(json.loads(s),out)
            except Exception: pass
    elif isinstance(x,dict):
        for v in x.values(): strings(v,out)
    elif isinstance(x,list):
        for v in x: strings(v,out)
def index(path):
    recs=[json.loads(l) for l in open(path,encoding='utf-8')]
    pos={};txt={}
    def add(k,i,r):
        pos.setdefault(k,i); o=[]; strings(r,o); txt.setdefault(k,[]).extend(o)
    codex=any(r.get('type')=='session_meta' for r in recs)
    for i,r in enumerate(recs):
        add('line:%d'%i,i,r)
        if codex:
            p=r.get('payload',{})
            if isinstance(p,dict):
                if p.get('call_id'): add(p['call_id'],i,r)
                if p.get('id') and str(p.get('id')).startswith(('rs_','msg_','fc_')): add(p['id'],i,r)
        else:
            if r.get('uuid'): add(r['uuid'],i,r)
            c=(r.get('message') or {}).get('content')
            if isinstance(c,list):
                for x in c:
                    if isinstance(x,dict) and x.get('type')=='tool_use': add(x['id'],i,r)
                    if isinstance(x,dict) and x.get('type')=='tool_result': add(x['tool_use_id'],i,r)
            if r.get('type')=='queue-operation' or r.get('type')=='attachment':
                m=re.findall(r'<tool-use-id>(toolu_\w+)</tool-use-id>',json.dumps(r))
                for t in m: add(t,i,r)
    return recs,pos,{k:'\n'.join(v) for k,v in txt.items()},codex
def claude_counts(recs):
    ids=[];err=set();res=set()
    for r in recs:
        c=(r.get('message') or {}).get('content')
        if isinstance(c,list):
            for x in c:
                if isinstance(x,dict) and x.get('type')=='tool_use' and x.get('name')=='Bash': ids.append(x['id'])
                if isinstance(x,dict) and x.get('type')=='tool_result':
                    res.add(x['tool_use_id'])
                    if x.get('is_error'): err.add(x['tool_use_id'])
    for r in recs:
        js=json.dumps(r)
        if 'task-notification' in js and r.get('type') in ('user','queue-operation'):
            for blk in re.findall(r'<task-notification>.*?</task-notification>', (r.get('content') if r.get('type')=='queue-operation' else js).replace('\\n','\n'), re.S):
                t=re.search(r'<tool-use-id>(toolu_\w+)</tool-use-id>',blk); st=re.search(r'<status>(\w+)</status>',blk)
                if t and st and st.group(1)=='failed' and 'exit code' in blk: err.add(t.group(1))
    failed=sorted(i for i in ids if i in err)
    unknown=sorted(i for i in ids if i not in res)
    return len(ids),failed,unknown
problems=[]
def P(*a): problems.append(' '.join(map(str,a))); print('PROBLEM',*a)
gold={"schema_notes":"see tests/labelled-real/README.md; same as files.gold.json","files":{},"cross_session_groups":[]}
for sp in sorted(glob.glob(os.path.join(os.path.dirname(__file__),'specs','*.py'))):
    spec=importlib.util.spec_from_file_location(os.path.basename(sp)[:-3],sp); m=importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    if hasattr(m,'GROUPS'): gold['cross_session_groups']=m.GROUPS; continue
    key,E=m.KEY,m.E; path=os.path.join(ROOT,'files',key)
    if not os.path.exists(path): P(key,'missing file'); continue
    recs,pos,txt,codex=index(path)
    # counts
    if codex:
        rows=ctable.table(path); n=len(rows)
        failed=sorted(r['id'] for r in rows if r['exit'] not in (0,None)); unknown=sorted(r['id'] for r in rows if r['exit'] is None)
    else:
        n,failed,unknown=claude_counts(recs)
    c=E['counts']
    if c['shell_commands']!=n: P(key,'shell_commands',c['shell_commands'],'!=',n)
    if c['failed_shell_commands']!=len(failed) or sorted(E['failed_native_ids'])!=failed: P(key,'failed mismatch',set(failed)^set(E['failed_native_ids']))
    if sorted(E['exit_unknown'])!=unknown: P(key,'exit_unknown mismatch',set(unknown)^set(E['exit_unknown']))
    if not set(E['expected_nonzero'])<=set(failed): P(key,'expected_nonzero not subset')
    masked=set()
    for ep in E['episodes']:
        if ep.get('masked') and ep.get('shell',True):
            masked|=set(i for i in ep['symptom_native_ids'] if i not in failed)
    if c['masked_failures_annotated']!=len(masked): P(key,'masked count',c['masked_failures_annotated'],'!=',len(masked),masked)
    # every failed non-expected shell id must be a symptom or a fix attempt
    sym=set(i for ep in E['episodes'] for i in ep['symptom_native_ids'])
    fixes=set((ep.get('fix') or {}).get('native_id') for ep in E['episodes'])
    for f in failed:
        if f not in E['expected_nonzero'] and f not in sym and f not in fixes: P(key,'failed id not accounted',f)
    def has(i): 
        if i not in pos: P(key,'unknown native id',i); return False
        return True
    def occurs(snip,ids,what):
        if snip is None: return
        if snip.startswith('('): return
        for i in ids:
            if i in txt and snip in txt[i]: return True
        P(key,what,'not found in',ids,repr(snip[:80]))
    for ep in E['episodes']:
        for i in ep['symptom_native_ids']: has(i)
        fx=ep.get('fix') or {}
        fid=fx.get('native_id'); vid=ep.get('verified_by_native_id')
        for i in (fid,vid):
            if i: has(i)
        occurs(ep.get('error_text'),ep['symptom_native_ids']+ep.get('diagnosis_native_ids',[]),ep['id']+' error_text')
        if ep.get('failing_command'): occurs(ep['failing_command'],ep['symptom_native_ids'],ep['id']+' failing_command')
        ctx=ep['symptom_native_ids']+[x for x in (fid,vid) if x]+ep.get('diagnosis_native_ids',[])
        for en in fx.get('entities',[]): occurs(en,ctx,ep['id']+' fix entity')
        s0=min(pos.get(i,10**9) for i in ep['symptom_native_ids'])
        if fid and fid in pos and not pos[fid]>s0: P(key,ep['id'],'fix not after symptom')
        if vid and fid and vid in pos and fid in pos and pos[vid]<pos[fid]: P(key,ep['id'],'verification before fix')
        if vid and not fid and vid in pos and pos[vid]<=s0: P(key,ep['id'],'verification before symptom')
        if ep['resolved'] and not vid: P(key,ep['id'],'resolved without verification')
        if not ep.get('fix') and 'gave_up' not in ep['hard_cases'] and not ep.get('expected_failure'): P(key,ep['id'],'no fix but not gave_up/expected')
    for pv in E['pivots']:
        if has(pv['native_id']): occurs(pv['snippet'],[pv['native_id']],'pivot')
    for ru in E['reuse']:
        for k in ('discovered','reused'):
            if has(ru[k]['native_id']): occurs(ru[k]['snippet'],[ru[k]['native_id']],'reuse '+k)
        if ru['discovered']['native_id'] in pos and ru['reused']['native_id'] in pos and pos[ru['discovered']['native_id']]>pos[ru['reused']['native_id']]: P(key,'reuse order')
    E2=dict(E)
    import copy; E2=copy.deepcopy(E)
    for ep in E2['episodes']: ep.pop('diagnosis_native_ids',None)
    gold['files'][key]=E2
    print('checked',key,'cmds',n,'failed',len(failed),'episodes',len(E['episodes']))
# groups
for g in gold['cross_session_groups']:
    for mbr in g['members']:
        if mbr['file'] not in gold['files']: P('group member file missing',mbr)
        else:
            ids=set(i for ep in gold['files'][mbr['file']]['episodes'] for i in ep['symptom_native_ids'])
            if mbr['native_id'] not in ids: P('group member not a symptom',mbr)
json.dump(gold,open(os.path.join(ROOT,'gold.json'),'w'),indent=1,ensure_ascii=False)
print('WROTE gold.json files=%d problems=%d'%(len(gold['files']),len(problems)))
