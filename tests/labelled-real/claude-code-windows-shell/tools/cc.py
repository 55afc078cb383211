"""Minimal Claude Code JSONL reader for labelling checks (plain json, no sessgraph)."""
import json
def load(path):
    recs=[]
    for i,l in enumerate(open(path,encoding='utf8')):
        try: r=json.loads(l,strict=False)
        except Exception: r={'_bad':l}
        recs.append(r)
    return recs
def strings(x,out):
    if isinstance(x,str):
        out.append(x)
        try:
            y=json.loads(x)
            if isinstance(y,(dict,list)): strings(y,out)
        except Exception: pass
    elif isinstance(x,dict):
        for v in x.values(): strings(v,out)
    elif isinstance(x,list):
        for v in x: strings(v,out)
    return out
def index(path):
    """returns: calls{id:{line,name,input,result_line,is_error,result_text}}, uuids{uuid:line}, texts{line:[strings]}"""
    recs=load(path); calls={}; uuids={}; texts={}
    for i,r in enumerate(recs):
        if '_bad' in r: texts[i]=[r['_bad']]; continue
        texts[i]=strings(r,[])
        if r.get('uuid'): uuids.setdefault(r['uuid'],i)
        m=r.get('message')
        if isinstance(m,dict) and isinstance(m.get('content'),list):
            for b in m['content']:
                if not isinstance(b,dict): continue
                if b.get('type')=='tool_use':
                    calls[b['id']]={'line':i,'name':b['name'],'input':b.get('input',{}),'result_line':None,'is_error':None,'texts':strings(b.get('input',{}),[json.dumps(b.get('input',{}),ensure_ascii=False)])}
                if b.get('type')=='tool_result' and b.get('tool_use_id') in calls:
                    c=calls[b['tool_use_id']]
                    c['result_line']=i; c['is_error']=bool(b.get('is_error'))
                    c['texts']+=strings(b.get('content'),[])+strings(r.get('toolUseResult'),[])
    return recs,calls,uuids,texts
