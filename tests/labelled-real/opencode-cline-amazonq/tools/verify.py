"""Checks gold.json against the raw files: ids exist, snippets occur in decoded record text,
order symptom < fix <= verification, counts/failed/exit_unknown recomputed here."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import records
base=os.path.dirname(os.path.abspath(__file__))+'/..'
g=json.load(open(base+'/gold.json'))
bad=0
def err(*a):
    global bad; bad+=1; print('FAIL',*a)
for rel,e in g['files'].items():
    recs,cmds,exits=records.load(rel, base+'/files')
    def has(nid,txt,what):
        if nid not in recs: err(rel,what,'missing id',nid); return
        if txt is not None and txt not in recs[nid]['text']: err(rel,what,nid,'snippet not found:',txt[:80])
    c=e['counts']
    if c['shell_commands']!=len(cmds): err(rel,'shell count',c['shell_commands'],len(cmds))
    failed=sorted(k for k,v in exits.items() if v not in (None,0))
    unknown=sorted(k for k in cmds if exits.get(k) is None)
    if failed!=sorted(e['failed_native_ids']): err(rel,'failed ids',failed,e['failed_native_ids'])
    if c['failed_shell_commands']!=len(failed): err(rel,'failed count')
    if unknown!=sorted(e['exit_unknown']): err(rel,'exit_unknown',unknown,e['exit_unknown'])
    if not set(e['expected_nonzero'])<=set(failed): err(rel,'expected_nonzero not subset')
    masked=set()
    for ep in e['episodes']:
        sy=ep['symptom_native_ids']
        for s in sy:
            if s not in recs: err(rel,ep['id'],'symptom missing',s)
        # error_text in some symptom record (or annotator remark / diagnosis record named in notes)
        et=ep['error_text']
        if not et.startswith('(') and not any(s in recs and et in recs[s]['text'] for s in sy):
            diag=ep.get('error_text_from')
            if not (diag and et in recs.get(diag,{}).get('text','')): err(rel,ep['id'],'error_text not found',et[:60])
        if ep['failing_command'] and not any(s in recs and ep['failing_command'] in recs[s]['text'] for s in sy): err(rel,ep['id'],'failing_command not found')
        if ep.get('shell') and not all(s in cmds for s in sy): err(rel,ep['id'],'shell symptom not a shell command')
        if ep['masked']:
            for s in sy:
                if s in cmds and s not in failed: masked.add(s)
        fx=ep['fix']; vid=ep['verified_by_native_id']
        first=min(recs[s]['pos'] for s in sy if s in recs)
        pool=' '.join(recs[x]['text'] for x in sy+[fx['native_id'] if fx else None, vid]+ep.get('diagnosis_ids',[]) if x in recs)
        if fx:
            if fx['native_id'] not in recs: err(rel,ep['id'],'fix id missing')
            else:
                if recs[fx['native_id']]['pos']<=first: err(rel,ep['id'],'fix not after symptom')
                for ent in fx['entities']:
                    if ent not in pool: err(rel,ep['id'],'entity not found',ent)
        if vid:
            if vid not in recs: err(rel,ep['id'],'verification id missing')
            elif fx and recs[vid]['pos']<recs[fx['native_id']]['pos']: err(rel,ep['id'],'verification before fix')
            elif recs[vid]['pos']<=first: err(rel,ep['id'],'verification not after symptom')
        if ep['resolved'] and not vid: err(rel,ep['id'],'resolved without verification')
        if not ep['resolved'] and fx is None and 'gave_up' not in ep['hard_cases'] and not ep['expected_failure']: err(rel,ep['id'],'unresolved without fix must be gave_up')
    if c['masked_failures_annotated']!=len(masked): err(rel,'masked count',c['masked_failures_annotated'],len(masked))
    for p in e['pivots']: has(p['native_id'],p['snippet'],'pivot')
    for r in e['reuse']:
        has(r['discovered']['native_id'],r['discovered']['snippet'],'reuse.discovered'); has(r['reused']['native_id'],r['reused']['snippet'],'reuse.reused')
        if r['discovered']['native_id'] in recs and r['reused']['native_id'] in recs and recs[r['discovered']['native_id']]['pos']>=recs[r['reused']['native_id']]['pos']: err(rel,'reuse order')
    print('checked',rel,'cmds',len(cmds),'failed',len(failed),'episodes',len(e['episodes']),'masked',len(masked))
for gr in g['cross_session_groups']:
    if len({m['file'] for m in gr['members']})<2: err('group single file',gr['category'])
    for m in gr['members']:
        recs,_,_=records.load(m['file'],base+'/files')
        if m['native_id'] not in recs: err('group',gr['category'],m['native_id'])
print('OK' if bad==0 else f'{bad} problems')
sys.exit(1 if bad else 0)
