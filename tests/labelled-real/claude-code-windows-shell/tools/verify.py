#!/usr/bin/env python3
"""Check gold.json against raw files: ids exist, snippets occur, order, counts (method 1: cc.py index)."""
import json,sys,os
sys.path.insert(0,os.path.dirname(__file__))
import cc
base=os.path.join(os.path.dirname(__file__),'..')
gold=json.load(open(os.path.join(base,'gold.json')))
ok=True
def bad(*a):
    global ok; ok=False; print('FAIL',*a)
for fn,e in gold['files'].items():
    recs,calls,uuids,texts=cc.index(os.path.join(base,'files',fn))
    def pos(nid):
        if nid in calls: return calls[nid]['line']
        if nid in uuids: return uuids[nid]
        bad(fn,'unknown id',nid); return None
    def txt(nid):
        if nid in calls: return calls[nid]['texts']
        if nid in uuids: return texts[uuids[nid]]
        return []
    def has(nid,s):
        if s is None: return True
        return any(s in t for t in txt(nid))
    bash=[k for k,v in calls.items() if v['name']=='Bash']
    import re
    def bg_failed(k):
        rl=calls[k]['result_line']
        if rl is None: return False
        tur=recs[rl].get('toolUseResult')
        tid=tur.get('backgroundTaskId') if isinstance(tur,dict) else None
        if not tid: return False
        return any(('<task-id>%s</task-id>'%tid) in x and '<status>failed</status>' in x for ts in texts.values() for x in ts)
    failed=sorted(k for k in bash if calls[k]['is_error'] or bg_failed(k))
    nores=sorted(k for k in bash if calls[k]['result_line'] is None)
    c=e['counts']
    if c['shell_commands']!=len(bash): bad(fn,'shell count',c['shell_commands'],len(bash))
    if sorted(e['failed_native_ids'])!=failed: bad(fn,'failed ids differ',set(failed)^set(e['failed_native_ids']))
    if c['failed_shell_commands']!=len(failed): bad(fn,'failed count')
    if sorted(e['exit_unknown'])!=nores: bad(fn,'exit_unknown',nores)
    for x in e['expected_nonzero']:
        if x not in failed: bad(fn,'expected_nonzero not failed',x)
    masked=set(); covered=set(e['expected_nonzero'])
    for ep in e['episodes']:
        sy=ep['symptom_native_ids']
        ps=[pos(s) for s in sy]
        if ps!=sorted(ps): bad(fn,ep['id'],'symptoms not in order')
        if ep['error_text'] and not ep['error_text'].startswith('(') and not any(has(s,ep['error_text']) for s in sy) and not any(has(d,ep['error_text']) for d in ep.get('diag_ids',[])):
            bad(fn,ep['id'],'error_text not found')
        if ep['failing_command'] and not any(has(s,ep['failing_command']) for s in sy): bad(fn,ep['id'],'failing_command not found')
        for s in sy:
            covered.add(s)
            if ep['masked'] and s in calls and calls[s]['name']=='Bash' and not calls[s]['is_error']: masked.add(s)
            if ep['masked'] and s in failed: pass
        fx=ep['fix']; v=ep['verified_by_native_id']
        if fx:
            fp=pos(fx['native_id']); covered.add(fx['native_id'])
            if fp is not None and ps and ps[0] is not None and not ps[0]<=fp: bad(fn,ep['id'],'fix before symptom')
            rel=[fx['native_id']]+sy+([v] if v else [])+ep.get('diag_ids',[])+ep.get('attempt_ids',[])
            for ent in fx['entities']:
                if not any(has(r,ent) for r in rel): bad(fn,ep['id'],'entity not found',ent)
            if v:
                vp=pos(v)
                if vp is not None and fp is not None and vp<fp: bad(fn,ep['id'],'verification before fix')
        for a in ep.get('attempt_ids',[]): covered.add(a)
        if ep['resolved'] and not v: bad(fn,ep['id'],'resolved without verification')
    for f in failed:
        if f not in covered: bad(fn,'failed command not covered',f)
    if c['masked_failures_annotated']!=len(masked): bad(fn,'masked count',c['masked_failures_annotated'],len(masked))
    for p in e['pivots']:
        if not has(p['native_id'],p['snippet']): bad(fn,'pivot snippet',p)
    for r in e['reuse']:
        for k in ('discovered','reused'):
            if not has(r[k]['native_id'],r[k]['snippet']): bad(fn,'reuse snippet',k,r)
        if pos(r['discovered']['native_id'])>pos(r['reused']['native_id']): bad(fn,'reuse order',r['entity'])
    print(fn, 'bash',len(bash),'failed',len(failed),'masked',len(masked),'episodes',len(e['episodes']),'pivots',len(e['pivots']),'reuse',len(e['reuse']))
for g in gold.get('cross_session_groups',[]):
    for m in g['members']:
        recs,calls,uuids,texts=cc.index(os.path.join(base,'files',m['file']))
        if m['native_id'] not in calls and m['native_id'] not in uuids: bad('group',g['category'],m)
print('OK' if ok else 'ERRORS')
