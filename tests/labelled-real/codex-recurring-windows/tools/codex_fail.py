import json,sys,re
# list shell calls and their final exit (resolving write_stdin via session id); prints non-zero/unknown with output tails
f=sys.argv[1]; tail=int(sys.argv[2]) if len(sys.argv)>2 else 400
calls={};order=[];sess={};final={};outtxt={}
for i,l in enumerate(open(f,encoding='utf-8')):
    if not l.strip(): continue
    r=json.loads(l); p=r.get('payload',{}); pt=p.get('type')
    if pt=='function_call':
        try: a=json.loads(p['arguments'])
        except Exception: a={}
        calls[p['call_id']]=(i,p['name'],a)
        if p['name'] in('exec_command','shell','shell_command'): order.append(p['call_id'])
    elif pt=='function_call_output':
        cid=p['call_id']; o=p['output'] if isinstance(p['output'],str) else json.dumps(p['output'])
        if cid not in calls: continue
        nm=calls[cid][1]; owner=cid
        if nm=='write_stdin':
            sid=calls[cid][2].get('session_id'); owner=sess.get(sid,cid)
        m=re.search(r'Process running with session ID (\d+)',o)
        if m: sess[int(m.group(1))]=owner
        m=re.search(r'(?:Process exited with code|Exit code:) ?(\d+)',o)
        code=int(m.group(1)) if m else None
        if m or owner not in final or nm!='write_stdin': 
            if code is not None or owner not in final: final[owner]=(code,i,cid,o)
    elif pt=='exec_command_end':
        final[p['call_id']]=(p.get('exit_code'),i,p['call_id'],p.get('aggregated_output',''))
n=0;bad=[]
for cid in order:
    code,li,src,o=final.get(cid,(None,None,None,''))
    if code==0: continue
    i,nm,a=calls[cid]
    print(f"L{i} {cid} exit={code} (from L{li} {src}) esc={a.get('sandbox_permissions','')}\n  CMD {str(a.get('cmd') or a.get('command'))[:250]!r}\n  OUT {o[-tail:]!r}")
    bad.append(cid)
print('shell calls',len(order),'nonzero/unknown',len(bad))
