"""Index a Claude Code JSONL: native ids -> (line, decoded text); Bash calls and their is_error."""
import json
def _txt(c):
    if isinstance(c,str): return c
    if isinstance(c,list): return '\n'.join((x.get('text','') if x.get('type')=='text' else json.dumps(x)) if isinstance(x,dict) else str(x) for x in c)
    return '' if c is None else str(c)
def load(path):
    ids={}      # id -> dict(line=, kind=, text=)
    calls=[]    # (id, name, line, input)
    results={}  # tool_use_id -> (line, is_error, text)
    for i,ln in enumerate(open(path,encoding='utf-8')):
        if not ln.strip(): continue
        r=json.loads(ln)
        u=r.get('uuid')
        m=r.get('message')
        texts=[]
        if isinstance(m,dict):
            c=m.get('content')
            if isinstance(c,str): texts.append(c)
            elif isinstance(c,list):
                for b in c:
                    if not isinstance(b,dict): continue
                    if b.get('type')=='text': texts.append(b['text'])
                    elif b.get('type')=='thinking': texts.append(b.get('thinking',''))
                    elif b.get('type')=='tool_use':
                        inp=b.get('input',{})
                        t='\n'.join([b['name'], json.dumps(inp,ensure_ascii=False)]+[str(v) for v in inp.values()])
                        ids[b['id']]={'line':i,'kind':'tool_use','name':b['name'],'text':t,'input':inp}
                        calls.append((b['id'],b['name'],i,inp))
                    elif b.get('type')=='tool_result':
                        t=_txt(b.get('content'))
                        results[b['tool_use_id']]=(i,b.get('is_error'),t)
                        texts.append(t)
        if u: ids.setdefault(u,{'line':i,'kind':'record','text':''})['text']+='\n'.join(texts)
    for tid,(li,err,t) in results.items():
        if tid in ids: ids[tid]['text']+='\n'+t; ids[tid]['result_line']=li; ids[tid]['is_error']=err
    return ids,calls,results
