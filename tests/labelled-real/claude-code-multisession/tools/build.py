#!/usr/bin/env python3
"""Build gold.json from tools/specs/*.json and verify every entry against its raw file.
Checks: ids exist; snippets / error_text / failing_command / fix entities occur in decoded record text;
failed ids = is_error Bash; symptom < fix <= verification in file order; counts recomputed."""
import json,sys,glob,os
HERE=os.path.dirname(os.path.abspath(__file__)); ROOT=os.path.dirname(HERE)
sys.path.insert(0,HERE)
from cc_stats import load, content_text
def index(path):
    recs=load(path); pos={}; text={}; bash=[]; failed=[]; res={}; kind={}
    def add(k,i,t):
        pos.setdefault(k,i); text[k]=text.get(k,'')+'\n'+t
    for i,r in recs:
        m=r.get('message') or {}; c=m.get('content')
        if r.get('uuid'):
            add(r['uuid'],i,c if isinstance(c,str) else content_text(c) + '\n' + '\n'.join(b.get('thinking','') for b in (c or []) if isinstance(b,dict)))
        if isinstance(c,list):
            for b in c:
                if not isinstance(b,dict): continue
                if b.get('type')=='tool_use':
                    inp=b.get('input',{}); t=json.dumps(inp,ensure_ascii=False)+'\n'+'\n'.join(str(v) for v in inp.values())
                    add(b['id'],i,t); kind[b['id']]=b['name']
                    if b['name']=='Bash' and b['id'] not in bash: bash.append(b['id'])  # unique ids: resumed sessions replay tool_use blocks
                if b.get('type')=='tool_result':
                    tid=b['tool_use_id']; t=content_text(b.get('content')); add(tid,pos.get(tid,i),t); res[tid]=b.get('is_error')
                    tur=r.get('toolUseResult')
                    if isinstance(tur,dict): text[tid]+='\n'+'\n'.join(str(v) for v in tur.values() if isinstance(v,str))
                    elif isinstance(tur,str): text[tid]+='\n'+tur
    failed=sorted(k for k in bash if res.get(k) is True)
    return dict(pos=pos,text=text,bash=bash,failed=failed,res=res,kind=kind)
def check(name,e,ix):
    errs=[]; P=ix['pos']; T=ix['text']
    def has(i,s,what):
        if i is None: return
        if i not in P: errs.append(f'{what}: id {i} missing'); return
        if s is not None and s not in T[i]: errs.append(f'{what}: {s[:60]!r} not in {i}')
    if e['counts']['shell_commands']!=len(ix['bash']): errs.append(f"shell count {e['counts']['shell_commands']} != {len(ix['bash'])}")
    if sorted(e['failed_native_ids'])!=ix['failed']: errs.append(f"failed ids differ: {set(ix['failed'])^set(e['failed_native_ids'])}")
    if e['counts']['failed_shell_commands']!=len(ix['failed']): errs.append('failed count')
    for x in e['expected_nonzero']:
        if x not in ix['failed']: errs.append(f'expected_nonzero {x} not failed')
    masked=set()
    for ep in e['episodes']:
        tag=ep['id']; syms=ep['symptom_native_ids']
        for s in syms: has(s,None,tag+' symptom')
        if ep['error_text'] and not ep['error_text'].startswith('('):
            src=[s for s in syms]+ep.get('_diag',[])
            if not any(s in T and ep['error_text'] in T[s] for s in src): errs.append(f'{tag} error_text not found')
        if ep['failing_command']:
            if not any(s in T and ep['failing_command'] in T[s] for s in syms): errs.append(f'{tag} failing_command not found')
        fx=ep['fix']; v=ep['verified_by_native_id']
        recs=syms+([fx['native_id']] if fx else [])+([v] if v else [])+ep.get('_diag',[])
        if fx:
            has(fx['native_id'],None,tag+' fix')
            for en in fx['entities']:
                if not any(r in T and en in T[r] for r in recs): errs.append(f'{tag} entity {en!r} not found')
            if P.get(fx['native_id'],-1) < P.get(syms[0],1e9): errs.append(f'{tag} fix before symptom')
            if v and P.get(v,-1) < P.get(fx['native_id'],1e9): errs.append(f'{tag} verification before fix')
        if v: has(v,None,tag+' verif')
        if ep['masked']:
            for s in syms:
                if ix['kind'].get(s)=='Bash' and s not in ix['failed']: masked.add(s)
        if ep['resolved'] and not v: errs.append(f'{tag} resolved without verification')
        for h in ep['hard_cases']:
            if h not in 'tool_switch compound_retry env_prefix flag_removed path_fix masked typo retry_still_fails_differently intended_failure edit_then_retry install gave_up config_change permission wrong_cwd'.split(): errs.append(f'{tag} bad hard case {h}')
    if e['counts']['masked_failures_annotated']!=len(masked): errs.append(f"masked count {e['counts']['masked_failures_annotated']} != {len(masked)} {sorted(masked)}")
    for p in e['pivots']: has(p['native_id'],p['snippet'],'pivot')
    for r in e['reuse']:
        has(r['discovered']['native_id'],r['discovered']['snippet'],'reuse.discovered'); has(r['reused']['native_id'],r['reused']['snippet'],'reuse.reused')
        if P.get(r['reused']['native_id'],-1) < P.get(r['discovered']['native_id'],1e9): errs.append('reuse order')
    for x in e['exit_unknown']:
        if x not in P: errs.append(f'exit_unknown {x} missing')
    return errs
gold={"schema_notes":"see tests/labelled-real/README.md; same as files.gold.json","files":{},"cross_session_groups":[]}
ok=True
for sp in sorted(glob.glob(os.path.join(HERE,'specs','*.json'))):
    d=json.load(open(sp))
    if sp.endswith('cross_session_groups.json'): gold['cross_session_groups']=d; continue
    name=d.pop('_file'); ix=index(os.path.join(ROOT,'files',name))
    errs=check(name,d,ix)
    print(name,'OK' if not errs else errs); ok&= not errs
    for ep in d['episodes']: ep.pop('_diag',None)
    gold['files'][name]=d
# cross-session member check
for g in gold['cross_session_groups']:
    for m in g['members']:
        ix=index(os.path.join(ROOT,'files',m['file']))
        if m['native_id'] not in ix['pos']: print('CSG missing',m); ok=False
json.dump(gold,open(os.path.join(ROOT,'gold.json'),'w'),indent=1,ensure_ascii=False)
print('written', len(gold['files']),'files; all ok' if ok else 'ERRORS')
