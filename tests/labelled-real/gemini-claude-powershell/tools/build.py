#!/usr/bin/env python3
"""Check every spec in tools/specs against its raw file and write gold.json.
Counts and failed ids are recomputed from the raw file (python pass 1)."""
import json,re,glob,os,sys
ROOT=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ANSI=re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\]8;;[^\x1b]*\x1b\\')
def strings(o,out):
    if isinstance(o,str):
        out.append(o)
        s=o.strip()
        if s[:1] in '{[':
            try: strings(json.loads(s),out)
            except Exception: pass
    elif isinstance(o,dict):
        for v in o.values(): strings(v,out)
    elif isinstance(o,list):
        for v in o: strings(v,out)
def load(path):
    txt=open(path,encoding='utf-8').read()
    recs=[]
    for i,l in enumerate(txt.splitlines()):
        if l.strip(): recs.append((i,json.loads(l)))
    return recs
def index_claude(recs):
    ids={}  # native id -> list of line numbers (call, result, notification)
    order={}
    bash=[];err=set();notif={}
    for i,r in recs:
        u=r.get('uuid')
        if u: ids.setdefault(u,[]).append(i); order.setdefault(u,i)
        m=r.get('message')
        if isinstance(m,dict) and isinstance(m.get('content'),list):
            for b in m['content']:
                if b.get('type')=='tool_use':
                    ids.setdefault(b['id'],[]).append(i); order.setdefault(b['id'],i)
                    if b['name']=='Bash': bash.append(b['id'])
                if b.get('type')=='tool_result':
                    ids.setdefault(b['tool_use_id'],[]).append(i)
                    if b.get('is_error'): err.add(b['tool_use_id'])
        c=r.get('content') if r.get('type')=='queue-operation' else None
        if isinstance(c,str) and '<task-notification>' in c:
            t=re.search(r'<tool-use-id>(.*?)</tool-use-id>',c); s=re.search(r'<status>(.*?)</status>',c)
            if t:
                ids.setdefault(t.group(1),[]).append(i)
                notif[t.group(1)]=(s.group(1) if s else None, c)
    failed=sorted(x for x in bash if x in err or (x in notif and notif[x][0]=='failed'))
    return ids,order,bash,failed

def index_gemini(recs):
    """Gemini CLI chat file: .jsonl (one record per line, messages re-emitted with the same id as they grow, $set/$rewindTo records)
    or .json (one object; recs is then [(0,obj)] and messages are addressed by id; positions are message indexes)."""
    ids={};order={};shell=[];failed=set()
    flat=[]
    if len(recs)==1 and isinstance(recs[0][1],dict) and 'messages' in recs[0][1]:
        for j,m in enumerate(recs[0][1]['messages']): flat.append((j,m))
    else: flat=recs
    for i,r in flat:
        if not isinstance(r,dict): continue
        mid=r.get('id')
        if mid and 'type' in r: ids.setdefault(mid,[]).append(i); order.setdefault(mid,i)
        for tc in r.get('toolCalls') or []:
            t=tc.get('id'); ids.setdefault(t,[]).append(i); order.setdefault(t,i)
            if tc.get('name')=='run_shell_command':
                if t not in shell: shell.append(t)
                out=json.dumps(tc.get('result'))
                m=re.search(r'Exit Code: (-?\d+)',out)
                if m and m.group(1)!='0': failed.add(t)
    return ids,order,shell,sorted(failed)
def text_of(recs_by_line,lines):
    out=[]
    for i in lines: strings(recs_by_line[i],out)
    t='\n'.join(out)
    return t, ANSI.sub('',t)
def main():
    gold={"schema_notes":"see tests/labelled-real/README.md; same as files.gold.json","files":{},"cross_session_groups":[]}
    problems=[]
    for sp in sorted(glob.glob(os.path.join(ROOT,'tools/specs/*.json'))):
        s=json.load(open(sp)); f=s['file']; e=s['entry']; path=os.path.join(ROOT,'files',f)
        if path.endswith('.json'):
            obj=json.load(open(path,encoding='utf-8')); recs=[(0,obj)]
            by={j:m for j,m in enumerate(obj.get('messages',[]))} if isinstance(obj,dict) and 'messages' in obj else {0:obj}
        else:
            recs=load(path); by={i:r for i,r in recs}
        fmt=s.get('reader','claude')
        ids,order,shell,failed=index_claude(recs) if fmt=='claude' else globals()['index_'+fmt](recs)
        def chk_id(x,where):
            if x is None: return
            if x.startswith('line:'):
                n=int(x[5:]);
                if n not in by: problems.append(f'{f}: {where}: {x} missing'); 
                return
            if x not in ids: problems.append(f'{f}: {where}: id {x} missing')
        def chk_snip(x,snip,where):
            if x is None or snip is None: return
            lines=[int(x[5:])] if x.startswith('line:') else ids.get(x,[])
            t,ta=text_of(by,lines)
            if snip not in t and snip not in ta: problems.append(f'{f}: {where}: snippet {snip[:60]!r} not in {x}')
        def pos(x):
            if x is None: return None
            return int(x[5:]) if x.startswith('line:') else order.get(x)
        masked=set()
        for ep in e['episodes']:
            for x in ep['symptom_native_ids']: chk_id(x,ep['id']+' symptom')
            # error_text in a symptom record or a diagnosis record named in notes
            cands=list(ep['symptom_native_ids'])+re.findall(r'(toolu_\w+|call_\w+|prt_\w+|msg_\w+|line:\d+|[0-9a-f]{8}-[0-9a-f-]{27})',ep.get('notes',''))
            if ep['error_text'] and not ep['error_text'].startswith('('):
                ok=False
                for x in cands:
                    lines=[int(x[5:])] if x.startswith('line:') else ids.get(x,[])
                    t,ta=text_of(by,lines)
                    if ep['error_text'] in t or ep['error_text'] in ta: ok=True;break
                if not ok: problems.append(f"{f}: {ep['id']} error_text not found")
            if ep['failing_command']:
                ok=any(ep['failing_command'] in text_of(by,ids.get(x,[]))[0] for x in ep['symptom_native_ids'])
                if not ok: problems.append(f"{f}: {ep['id']} failing_command not found")
            fx=ep['fix']
            if fx:
                chk_id(fx['native_id'],ep['id']+' fix')
                alltxt=''.join(text_of(by,ids.get(x,[]) if not x.startswith('line:') else [int(x[5:])])[1] for x in cands+[fx['native_id'],ep['verified_by_native_id'] or fx['native_id']])
                alltxt+=''.join(text_of(by,ids.get(x,[]) if not x.startswith('line:') else [int(x[5:])])[0] for x in cands+[fx['native_id'],ep['verified_by_native_id'] or fx['native_id']])
                for en in fx['entities']:
                    if en not in alltxt: problems.append(f"{f}: {ep['id']} fix entity {en!r} not found")
            chk_id(ep['verified_by_native_id'],ep['id']+' verified')
            p0=min(pos(x) for x in ep['symptom_native_ids'])
            if fx and pos(fx['native_id'])<=p0 and fx['native_id'] not in ep['symptom_native_ids']: problems.append(f"{f}: {ep['id']} fix before symptom")
            if fx and ep['verified_by_native_id'] and pos(ep['verified_by_native_id'])<pos(fx['native_id']): problems.append(f"{f}: {ep['id']} verification before fix")
            if ep['masked']:
                for x in ep['symptom_native_ids']:
                    if x in shell and x not in failed: masked.add(x)
            if ep['resolved'] and not ep['verified_by_native_id']: problems.append(f"{f}: {ep['id']} resolved without verification")
        for p in e['pivots']: chk_id(p['native_id'],'pivot'); chk_snip(p['native_id'],p['snippet'],'pivot')
        for r in e['reuse']:
            for k in ('discovered','reused'): chk_id(r[k]['native_id'],'reuse'); chk_snip(r[k]['native_id'],r[k]['snippet'],'reuse '+k)
        for x in e['exit_unknown']+e['expected_nonzero']: chk_id(x,'exit_unknown/expected')
        if sorted(e['failed_native_ids'])!=failed: problems.append(f'{f}: failed ids differ: spec-only {set(e["failed_native_ids"])-set(failed)} raw-only {set(failed)-set(e["failed_native_ids"])}')
        counts={"shell_commands":len(shell),"failed_shell_commands":len(failed),"masked_failures_annotated":len(masked)}
        out={"format":e['format'],"counts":counts}
        for k in ['counts_notes','failed_native_ids','expected_nonzero','exit_unknown','notes','episodes','pivots','reuse']: out[k]=e[k]
        out['failed_native_ids']=failed
        gold['files'][f]=out
        print(f, counts, 'episodes',len(e['episodes']))
    cg=os.path.join(ROOT,'tools/cross_groups.json')
    if os.path.exists(cg): gold['cross_session_groups']=json.load(open(cg))
    for g in gold['cross_session_groups']:
        for m in g['members']:
            if m['file'] not in gold['files']: problems.append('cross group member file missing '+m['file'])
    json.dump(gold,open(os.path.join(ROOT,'gold.json'),'w'),ensure_ascii=False,indent=1)
    print('\n'.join(problems) or 'NO PROBLEMS')
if __name__=='__main__': main()
