# merge specs/*.json -> gold.json and verify every label against the raw file (Claude Code jsonl and Codex rollout)
import json,glob,os,re,sys,subprocess
base='/work/labelled-new/L28'
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
def index(path):
    idx={}  # id -> (first_line, [texts])
    def add(i,ln,txt):
        if i not in idx: idx[i]=[ln,[]]
        idx[i][1].append(txt)
    for ln,line in enumerate(open(path,encoding='utf-8')):
        try:o=json.loads(line)
        except: continue
        out=[]; strings(o,out); txt='\n'.join(out)
        add(f'line:{ln}',ln,txt)
        if o.get('uuid'): add(o['uuid'],ln,txt)
        p=o.get('payload') or {}
        if isinstance(p,dict) and p.get('call_id'): add(p['call_id'],ln,txt)
        m=o.get('message') or {}; c=m.get('content')
        if isinstance(c,list):
            for x in c:
                if isinstance(x,dict):
                    xo=[]; strings(x,xo); xt='\n'.join(xo)
                    if x.get('type')=='tool_use': add(x['id'],ln,xt)
                    if x.get('type')=='tool_result': add(x['tool_use_id'],ln,xt)
        for t in out:
            for mm in re.finditer(r'<tool-use-id>([\w-]+)</tool-use-id>',t): add(mm.group(1),ln,txt)
    return idx
errs=[]
gold={"schema_notes":"see tests/labelled-real/README.md; same as files.gold.json","files":{},"cross_session_groups":[]}
for sp in sorted(glob.glob(base+'/specs/f*.json'), key=lambda s:int(re.findall(r'f(\d+)',s)[0])):
    d=json.load(open(sp)); key=d['key']; e=d['entry']; path=base+'/files/'+key
    idx=index(path)
    def has(i): 
        if i not in idx: errs.append(f'{key}: missing id {i}'); return False
        return True
    def txt(i): return '\n'.join(idx[i][1]) if i in idx else ''
    def line(i): return idx[i][0] if i in idx else -1
    for i in e['failed_native_ids']+e['expected_nonzero']+e['exit_unknown']: has(i)
    if not set(e['expected_nonzero'])<=set(e['failed_native_ids']): errs.append(f'{key}: expected_nonzero not subset')
    if e['counts']['failed_shell_commands']!=len(e['failed_native_ids']): errs.append(f'{key}: failed count mismatch')
    masked=set()
    accounted=set(e['expected_nonzero'])
    for ep in e['episodes']:
        sy=ep['symptom_native_ids']
        for i in sy: has(i)
        rel=sy+([ep['fix']['native_id']] if ep['fix'] else [])+([ep['verified_by_native_id']] if ep['verified_by_native_id'] else [])
        named=re.findall(r'(toolu_\w+|call_\w+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|line:\d+)',ep.get('notes',''))
        reltxt='\n'.join(txt(i) for i in rel+named)
        et=ep['error_text']
        if not et.startswith('(') and et not in '\n'.join(txt(i) for i in sy+named): errs.append(f'{key} {ep["id"]}: error_text not found')
        if ep['failing_command'] and ep['failing_command'] not in '\n'.join(txt(i) for i in sy): errs.append(f'{key} {ep["id"]}: failing_command not found')
        if ep['fix']:
            has(ep['fix']['native_id'])
            for en in ep['fix']['entities']:
                if en not in reltxt: errs.append(f'{key} {ep["id"]}: entity {en!r} not found')
            if not line(sy[0])<line(ep['fix']['native_id']): errs.append(f'{key} {ep["id"]}: order symptom<fix violated')
            if ep['verified_by_native_id'] and not line(ep['fix']['native_id'])<=line(ep['verified_by_native_id']): errs.append(f'{key} {ep["id"]}: order fix<=verify violated')
        if ep['verified_by_native_id']: has(ep['verified_by_native_id'])
        if ep['resolved'] and not ep['verified_by_native_id']: errs.append(f'{key} {ep["id"]}: resolved without verification')
        if ep['masked'] and ep.get('shell',True): masked|={i for i in sy if i not in e['failed_native_ids']}
        accounted|=set(sy)
        if ep['fix']: accounted.add(ep['fix']['native_id'])
    if len(masked)!=e['counts']['masked_failures_annotated']: errs.append(f'{key}: masked count {len(masked)} != {e["counts"]["masked_failures_annotated"]}')
    for i in e['failed_native_ids']:
        if i not in accounted: errs.append(f'{key}: failed {i} not symptom/fix/expected')
    for p in e['pivots']:
        if has(p['native_id']) and p['snippet'] not in txt(p['native_id']): errs.append(f'{key}: pivot snippet not in {p["native_id"]}')
    for r in e['reuse']:
        for k in ('discovered','reused'):
            if has(r[k]['native_id']) and r[k]['snippet'] not in txt(r[k]['native_id']): errs.append(f'{key}: reuse {k} snippet not in {r[k]["native_id"]}')
        if line(r['discovered']['native_id'])>line(r['reused']['native_id']): errs.append(f'{key}: reuse order')
    gold['files'][key]=e
if os.path.exists(base+'/specs/groups.json'): gold['cross_session_groups']=json.load(open(base+'/specs/groups.json'))
for g in gold['cross_session_groups']:
    for m in g['members']:
        if m['file'] not in gold['files']: errs.append(f'group {g["category"]}: file {m["file"]} not labelled')
        else:
            if m['native_id'] not in index(base+'/files/'+m['file']): errs.append(f'group member id missing {m}')
json.dump(gold,open(base+'/gold.json','w'),ensure_ascii=False,indent=1)
print('files',len(gold['files']),'errors',len(errs)); print('\n'.join(errs))
