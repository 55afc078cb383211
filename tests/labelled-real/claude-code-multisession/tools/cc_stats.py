#!/usr/bin/env python3
"""Quick stats for a Claude Code project jsonl: Bash count, is_error Bash, other tool errors."""
import json,sys
def load(p):
    recs=[]
    for i,l in enumerate(open(p,encoding='utf-8')):
        l=l.strip()
        if not l: continue
        try: recs.append((i,json.loads(l)))
        except Exception as e: recs.append((i,{'_bad':str(e)}))
    return recs
def content_text(c):
    if isinstance(c,str): return c
    out=[]
    for b in c or []:
        if isinstance(b,dict):
            if b.get('type')=='text': out.append(b.get('text',''))
            elif b.get('type')=='tool_result': out.append(content_text(b.get('content')))
        elif isinstance(b,str): out.append(b)
    return '\n'.join(out)
def analyse(p):
    recs=load(p)
    tools={}; results={}
    for i,r in recs:
        m=r.get('message') or {}
        c=m.get('content')
        if r.get('type')=='assistant' and isinstance(c,list):
            for b in c:
                if isinstance(b,dict) and b.get('type')=='tool_use':
                    tools[b['id']]=(i,b['name'],b.get('input',{}),r.get('isSidechain'))
        if r.get('type')=='user' and isinstance(c,list):
            for b in c:
                if isinstance(b,dict) and b.get('type')=='tool_result':
                    results[b['tool_use_id']]=(i,bool(b.get('is_error')),content_text(b.get('content')))
    return recs,tools,results
if __name__=='__main__':
    for p in sys.argv[1:]:
        recs,tools,results=analyse(p)
        bash=[k for k,v in tools.items() if v[1]=='Bash']
        fb=[k for k in bash if k in results and results[k][1]]
        other=[k for k,v in tools.items() if v[1]!='Bash' and k in results and results[k][1]]
        vers=sorted({r.get('version') for _,r in recs if r.get('version')})
        print(p, 'lines',len(recs),'bash',len(bash),'failed',len(fb),'othererr',len(other),'nores',len([k for k in tools if k not in results]),'v',vers[:3])
