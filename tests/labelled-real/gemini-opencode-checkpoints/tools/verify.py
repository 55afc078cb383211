#!/usr/bin/env python3
"""Independent checks of gold.json against the raw files: ids exist, snippets/error_text/failing_command/
fix entities occur in decoded record text, order symptom < fix <= verification, counts recomputed."""
import json, re, sys, os
here=os.path.dirname(os.path.abspath(__file__)); root=os.path.join(here,'..')
gold=json.load(open(os.path.join(root,'gold.json')))

def dec(x):
    """decoded text of a JSON value: strings, plus JSON-in-string decoded once more"""
    out=[]
    def walk(v):
        if isinstance(v,str):
            out.append(v)
            s=v.strip()
            if s[:1] in '{[':
                try: walk(json.loads(s))
                except Exception: pass
        elif isinstance(v,dict):
            for k,w in v.items(): walk(w)
        elif isinstance(v,list):
            for w in v: walk(w)
        else: out.append(json.dumps(v))
    walk(x); return '\n'.join(out)

def load_gemini_checkpoint(path):
    d=json.load(open(path)); recs={}; order={}; shell=[]
    for i,m in enumerate(d):
        recs[f'msg:{i}']=dec(m); order[f'msg:{i}']=i
        for p in m.get('parts',[]):
            if 'functionResponse' in p:
                fid=p['functionResponse']['id']; prev=d[i-1]
                calls=[q for q in prev.get('parts',[]) if 'functionCall' in q and q['functionCall']['name']==p['functionResponse']['name']]
                recs[fid]=dec(calls)+'\n'+dec(p); order[fid]=i-1+0.5
                if p['functionResponse']['name']=='run_shell_command':
                    r=p['functionResponse']['response']
                    m2=re.search(r'Exit Code: (\d+)',r.get('output','') or '')
                    shell.append((fid, int(m2.group(1)) if m2 else None))
    ncalls=sum(1 for m in d for p in m.get('parts',[]) if 'functionCall' in p and p['functionCall']['name']=='run_shell_command')
    return recs,order,shell,ncalls

def load_opencode_export(path):
    raw=open(path,'rb').read().decode('utf-8-sig')
    i=raw.find('{'); d=json.loads(raw[i:])
    recs={}; order={}; shell=[]; n=0
    for mi,m in enumerate(d['messages']):
        mid=m['info']['id']; recs[mid]=dec(m); order[mid]=n; n+=1
        for p in m.get('parts',[]):
            recs[p['id']]=dec(p); order[p['id']]=n; n+=1
            if p.get('type')=='tool' and p.get('tool')=='bash':
                ex=((p.get('state') or {}).get('metadata') or {}).get('exit')
                shell.append((p['id'],ex))
    return recs,order,shell,len(shell)

def load_gemini_chat(path):
    raw=open(path).read()
    if path.endswith('.jsonl'):
        msgs=[]; byid={}
        for ln in raw.splitlines():
            if not ln.strip(): continue
            o=json.loads(ln)
            if 'type' in o and 'id' in o:
                if o['id'] in byid: msgs[byid[o['id']]]=o
                else: byid[o['id']]=len(msgs); msgs.append(o)
    else:
        msgs=json.loads(raw)['messages']
    recs={}; order={}; shell=[]; n=0
    for m in msgs:
        recs[m['id']]=dec({k:v for k,v in m.items() if k!='toolCalls'}); order[m['id']]=n; n+=1
        for t in m.get('toolCalls') or []:
            recs[t['id']]=dec(t); order[t['id']]=n; n+=1
            if t['name']=='run_shell_command':
                s='\n'.join(dec(r) for r in (t.get('result') or []))
                m2=re.search(r'Exit Code: (\d+)',s)
                ex=int(m2.group(1)) if m2 else (None if t.get('status')!='success' else 0)
                shell.append((t['id'],ex))
    return recs,order,shell,len(shell)

def load_opencode_md(path):
    L=[l.rstrip('\r') for l in open(path,encoding='utf-8',newline='').read().split('\n')]
    starts=[i for i,l in enumerate(L) if l.startswith('**Tool:') or l.startswith('## ')]
    recs={}; order={}; shell=[]
    for k,i in enumerate(starts):
        j=starts[k+1] if k+1<len(starts) else len(L)
        recs[f'line:{i}']='\n'.join(L[i:j]); order[f'line:{i}']=i
        if L[i].startswith('**Tool: bash**'): shell.append((f'line:{i}',None))
    return recs,order,shell,len(shell)

def loader(key):
    if key.endswith('.md'): return load_opencode_md(os.path.join(root,'files',key))
    p=os.path.join(root,'files',key)
    if 'checkpoint-' in key: return load_gemini_checkpoint(p)
    if key.startswith('opencode/'): return load_opencode_export(p)
    if key.startswith('gemini/'): return load_gemini_chat(p)
    raise SystemExit('no loader for '+key)

bad=0
def err(*a):
    global bad; bad+=1; print('  FAIL',*a)
for key,e in gold['files'].items():
    print('==',key)
    recs,order,shell,ncalls=loader(key)
    def has(i,s,what):
        if i not in recs: err(what,'id missing',i); return
        if s is not None and s not in recs[i]: err(what,'text not in',i,repr(s[:80]))
    ids=set()
    for ep in e['episodes']:
        for s in ep['symptom_native_ids']: has(s,None,ep['id']+' symptom')
        sy=ep['symptom_native_ids']
        # error_text in some symptom (or annotator remark / diagnosis named in notes)
        et=ep['error_text']
        if not et.startswith('(') and not any(et in recs.get(s,'') for s in sy):
            alt=[i for i in recs if et in recs[i]]
            print('  note:',ep['id'],'error_text not in symptom; found in',alt[:3])
        if ep['failing_command'] and not any(ep['failing_command'] in recs.get(s,'') for s in sy): err(ep['id'],'failing_command not in symptom')
        fx=ep['fix']
        if fx:
            has(fx['native_id'],None,ep['id']+' fix')
            for ent in fx['entities']:
                cand=[fx['native_id']]+sy+([ep['verified_by_native_id']] if ep['verified_by_native_id'] else [])
                if not any(ent in recs.get(c,'') for c in cand): err(ep['id'],'entity not found',repr(ent))
            if order.get(fx['native_id'],-1)<=order.get(sy[0],1e9): err(ep['id'],'fix not after symptom')
        v=ep['verified_by_native_id']
        if v:
            has(v,None,ep['id']+' verify')
            if fx and order.get(v,-1)<order.get(fx['native_id'],1e9): err(ep['id'],'verify before fix')
            if order.get(v,-1)<=order.get(sy[0],1e9): err(ep['id'],'verify not after symptom')
    for pv in e['pivots']: has(pv['native_id'],pv['snippet'],'pivot')
    for r in e['reuse']:
        has(r['discovered']['native_id'],r['discovered']['snippet'],'reuse.discovered')
        has(r['reused']['native_id'],r['reused']['snippet'],'reuse.reused')
        if order.get(r['reused']['native_id'],-1)<=order.get(r['discovered']['native_id'],1e9): err('reuse order',r['entity'])
    failed=sorted(i for i,x in shell if x not in (None,0))
    unknown=sorted(i for i,x in shell if x is None)
    c=e['counts']
    if ncalls!=c['shell_commands']: err('shell_commands',ncalls,'!=',c['shell_commands'])
    if len(failed)!=c['failed_shell_commands'] or failed!=sorted(e['failed_native_ids']): err('failed',failed,'vs',e['failed_native_ids'])
    if sorted(unknown)!=sorted(e['exit_unknown']): err('exit_unknown',unknown,'vs',e['exit_unknown'])
    for x in e['expected_nonzero']:
        if x not in failed: err('expected_nonzero not failed',x)
    shell_ids={i for i,_ in shell}
    masked={s for ep in e['episodes'] if ep['masked'] for s in ep['symptom_native_ids'] if s in shell_ids and s not in failed}
    if len(masked)!=c['masked_failures_annotated']: err('masked',len(masked),'!=',c['masked_failures_annotated'])
    # every failed shell command is a symptom, fix or expected
    used={s for ep in e['episodes'] for s in ep['symptom_native_ids']}|{ep['fix']['native_id'] for ep in e['episodes'] if ep['fix']}
    for f in failed:
        if f not in used and f not in e['expected_nonzero']: err('failed id not covered',f)
    print('  shell',ncalls,'failed',len(failed),'unknown',len(unknown),'episodes',len(e['episodes']),'masked',len(masked),'pivots',len(e['pivots']),'reuse',len(e['reuse']))
print('BAD' if bad else 'ALL OK', bad)
