import json,sys,re
# usage: codex_sum.py FILE [maxout]
f=sys.argv[1]; mx=int(sys.argv[2]) if len(sys.argv)>2 else 300
calls={};order=[];ends={};outs={}
lines=open(f,encoding='utf-8').read().split('\n')
for i,l in enumerate(lines):
    if not l.strip(): continue
    r=json.loads(l); p=r.get('payload',{}); t=r.get('type'); pt=p.get('type')
    if t=='response_item' and pt in('function_call','custom_tool_call','local_shell_call'):
        cid=p.get('call_id'); calls[cid]=(i,p); order.append(cid)
    elif t=='response_item' and pt in('function_call_output','custom_tool_call_output'):
        outs[p.get('call_id')]=(i,p.get('output'))
    elif t=='event_msg' and pt=='exec_command_end':
        ends[p.get('call_id')]=(i,p.get('exit_code'),p.get('aggregated_output',''))
    elif t=='response_item' and pt=='message':
        txt=' '.join(c.get('text','') for c in p.get('content',[]) if isinstance(c,dict))
        if p.get('role') in('user','assistant'): print(f"L{i} MSG[{p['role']}] {txt[:mx]!r}")
    elif t=='event_msg' and pt in('agent_message','user_message'):
        pass
    elif t=='response_item' and pt=='reasoning':
        s=' '.join(x.get('text','') for x in p.get('summary',[]))
        if s: print(f"L{i} REASON {s[:mx]!r}")
    if t=='response_item' and pt in('function_call','custom_tool_call'):
        a=p.get('arguments') or p.get('input')
        try: aa=json.loads(a); cmd=aa.get('cmd') or aa.get('command'); extra={k:v for k,v in aa.items() if k in('sandbox_permissions','workdir','justification')}
        except Exception: cmd=a; extra={}
        print(f"L{i} CALL {p.get('name')} {cid} {str(cmd)[:mx]!r} {extra}")
    if t=='response_item' and pt in('function_call_output','custom_tool_call_output'):
        o=p.get('output'); o=o if isinstance(o,str) else json.dumps(o)
        m=re.search(r'(?:Process exited with code|Exit code:) ?(\d+)',o)
        print(f"L{i}   OUT {p.get('call_id')} code={m.group(1) if m else '?'} {o[:mx]!r}")
    if t=='event_msg' and pt=='exec_command_end':
        print(f"L{i}   END {p.get('call_id')} exit={p.get('exit_code')}")
