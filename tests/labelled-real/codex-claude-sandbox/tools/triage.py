import json,sys,subprocess,re
def load(b):
    recs=[]
    for l in b.decode('utf-8','replace').splitlines():
        try: recs.append(json.loads(l))
        except: recs.append(None)
    return recs
def triage(b):
    recs=load(b)
    fmt='?';n=0;f=0;errs=0
    if any(r and r.get('type')=='session_meta' for r in recs):
        fmt='codex'
        ec={}
        for r in recs:
            if not r: continue
            p=r.get('payload',{})
            if r.get('type')=='event_msg' and p.get('type')=='exec_command_end': ec[p.get('call_id')]=p.get('exit_code')
        for r in recs:
            if not r: continue
            p=r.get('payload',{})
            if r.get('type')=='response_item' and p.get('type') in('function_call','local_shell_call') and p.get('name') in ('exec_command','shell','shell_command',None):
                n+=1
            if r.get('type')=='response_item' and p.get('type')=='function_call_output':
                o=p.get('output'); o=o if isinstance(o,str) else json.dumps(o)
                m=re.search(r'(?:Process exited with code|Exit code:|"exit_code":)\s*(\d+)',o)
                if m and m.group(1)!='0': f+=1
        f=max(f,sum(1 for v in ec.values() if v not in (0,None)))
    elif any(r and 'toolUseResult' in r for r in recs) or any(r and r.get('type') in('assistant','user') for r in recs):
        fmt='claude'
        ids=set()
        for r in recs:
            if not r: continue
            c=(r.get('message') or {}).get('content')
            if isinstance(c,list):
                for x in c:
                    if isinstance(x,dict) and x.get('type')=='tool_use' and x.get('name')=='Bash': n+=1; ids.add(x['id'])
                    if isinstance(x,dict) and x.get('type')=='tool_result' and x.get('is_error'):
                        errs+=1
                        if x.get('tool_use_id') in ids: f+=1
    return fmt,n,f,errs
for g,c,p in [l.split() for l in sys.stdin if l.strip()]:
    try:
        b=subprocess.run(['git','--git-dir',g,'show',f'{c}:{p}'],capture_output=True,check=True).stdout
    except Exception as e:
        print(g,c[:8],p,'MISSING');continue
    print(g.split('/')[-2],c[:10],p,len(b),*triage(b))
