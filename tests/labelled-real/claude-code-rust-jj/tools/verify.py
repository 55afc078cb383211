"""Independent checks of gold.json against raw Claude Code JSONL files (L26).
- every native id exists; snippets / error_text / failing_command / fix entities occur in decoded text
- symptom < fix <= verification in file order
- counts recomputed from raw (Bash tool_use count, is_error Bash results)"""
import json,sys,os
ROOT=os.path.join(os.path.dirname(__file__),'..')
g=json.load(open(os.path.join(ROOT,'gold.json')))
bad=0
def load(path):
    recs=[]
    for i,line in enumerate(open(path,encoding='utf-8')):
        recs.append(json.loads(line))
    return recs
def index(recs):
    pos={}; text={}
    def add(k,i,t):
        if k not in pos: pos[k]=i
        text.setdefault(k,[]).append(t)
    for i,r in enumerate(recs):
        u=r.get('uuid')
        m=r.get('message')
        if u: add(u,i,json.dumps(r,ensure_ascii=False))
        if isinstance(m,dict) and isinstance(m.get('content'),list):
            for b in m['content']:
                if b.get('type')=='tool_use':
                    inp=b.get('input',{})
                    add(b['id'],i,'\n'.join(str(v) for v in inp.values())+json.dumps(inp,ensure_ascii=False))
                elif b.get('type')=='tool_result':
                    c=b.get('content'); c=c if isinstance(c,str) else '\n'.join(x.get('text','') for x in c if isinstance(x,dict))
                    add(b['tool_use_id'],i,c+'\n'+json.dumps(r.get('toolUseResult'),ensure_ascii=False)+json.dumps(r.get('toolUseResult') if isinstance(r.get('toolUseResult'),str) else '',ensure_ascii=False))
        if isinstance(m,dict) and isinstance(m.get('content'),str) and u:
            text[u].append(m['content'])
        if isinstance(m,dict) and isinstance(m.get('content'),list) and u:
            for b in m['content']:
                if b.get('type')=='text': text[u].append(b['text'])
                if b.get('type')=='thinking': text[u].append(b.get('thinking',''))
    return pos,{k:'\n'.join(v) for k,v in text.items()}
def chk(cond,msg):
    global bad
    if not cond: bad+=1; print('FAIL',msg)
for fn,e in g['files'].items():
    recs=load(os.path.join(ROOT,'files',fn)); pos,text=index(recs)
    def occurs(nid,s,what):
        chk(nid in pos,f'{fn} {what}: id {nid} missing')
        if nid in pos and s is not None: chk(s in text[nid],f'{fn} {what}: {s[:60]!r} not in {nid}')
    # counts, method 2: walk records, count Bash tool_use and error results
    bash=set(); failed=set()
    for r in recs:
        m=r.get('message')
        if isinstance(m,dict) and isinstance(m.get('content'),list):
            for b in m['content']:
                if b.get('type')=='tool_use' and b.get('name')=='Bash': bash.add(b['id'])
                if b.get('type')=='tool_result' and b.get('is_error') and b.get('tool_use_id') in bash: failed.add(b['tool_use_id'])
    chk(e['counts']['shell_commands']==len(bash),f"{fn} shell count {len(bash)}")
    chk(e['counts']['failed_shell_commands']==len(failed),f"{fn} failed count {len(failed)}")
    chk(sorted(failed)==sorted(e['failed_native_ids']),f"{fn} failed ids differ {sorted(failed)}")
    chk(set(e['expected_nonzero'])<=failed,f"{fn} expected_nonzero not subset")
    masked=set()
    for ep in e['episodes']:
        syms=ep['symptom_native_ids']
        for s in syms: chk(s in pos,f"{fn} {ep['id']} symptom {s}")
        if ep.get('failing_command'): chk(any(ep['failing_command'] in text.get(s,'') for s in syms),f"{fn} {ep['id']} failing_command")
        if not ep['error_text'].startswith('('):
            chk(any(ep['error_text'] in text.get(s,'') for s in syms+[ep.get('diagnosis_native_id')] if s),f"{fn} {ep['id']} error_text")
        fx=ep.get('fix')
        if fx and fx.get('native_id'):
            occurs(fx['native_id'],None,ep['id']+' fix')
            pool=[fx['native_id']]+syms+[ep.get('verified_by_native_id')]+ep.get('attempted_fix_native_ids',[])+([ep['diagnosis_native_id']] if ep.get('diagnosis_native_id') else [])
            for ent in fx['entities']:
                chk(any(ent in text.get(p,'') for p in pool if p),f"{fn} {ep['id']} entity {ent!r}")
            chk(pos[syms[0]]<pos.get(fx['native_id'],-1) or (pos[syms[0]]==pos.get(fx['native_id']) and syms[0]!=fx['native_id']),f"{fn} {ep['id']} symptom<fix")
            v=ep.get('verified_by_native_id')
            if v: chk(pos.get(fx['native_id'],1e9)<=pos.get(v,-1),f"{fn} {ep['id']} fix<=verify")
        if ep['masked']:
            for s in syms:
                if s in bash and s not in failed: masked.add(s)
        if ep['expected_failure']: chk(not fx or not fx.get('native_id'),f"{fn} {ep['id']} expected with fix")
    chk(e['counts']['masked_failures_annotated']==len(masked),f"{fn} masked count {len(masked)}")
    for p in e['pivots']: occurs(p['native_id'],p['snippet'],'pivot')
    for r in e['reuse']:
        occurs(r['discovered']['native_id'],r['discovered']['snippet'],'reuse.discovered')
        occurs(r['reused']['native_id'],r['reused']['snippet'],'reuse.reused')
        chk(pos.get(r['discovered']['native_id'],1e9)<pos.get(r['reused']['native_id'],-1),f"{fn} reuse order {r['entity']}")
    for x in e.get('exit_unknown',[]): chk(x in bash,f"{fn} exit_unknown {x}")
for grp in g.get('cross_session_groups',[]):
    for mbr in grp['members']:
        chk(mbr['file'] in g['files'],f"group file {mbr['file']}")
        if mbr['file'] in g['files']:
            recs=load(os.path.join(ROOT,'files',mbr['file'])); pos,_=index(recs); chk(mbr['native_id'] in pos,f"group id {mbr['native_id']}")
print('files',len(g['files']),'problems',bad)
