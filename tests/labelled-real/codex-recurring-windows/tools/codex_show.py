import json,sys
# usage: codex_show.py FILE LINE_FROM LINE_TO [maxchars]
f=sys.argv[1]; a=int(sys.argv[2]); b=int(sys.argv[3]); mx=int(sys.argv[4]) if len(sys.argv)>4 else 1500
for i,l in enumerate(open(f,encoding='utf-8')):
    if i<a or i>b or not l.strip(): continue
    r=json.loads(l); p=r.get('payload',{}); pt=p.get('type')
    if pt in('token_count','agent_reasoning','turn_context'): continue
    if pt=='reasoning': print(i,'REASONING',' '.join(x.get('text','') for x in p.get('summary',[]))[:mx]); continue
    if pt=='exec_command_end': print(i,'END',p.get('call_id'),'exit',p.get('exit_code'),repr((p.get('aggregated_output') or '')[-mx:])); continue
    if pt=='message': print(i,'MSG',p.get('role'),repr(' '.join(c.get('text','') for c in p.get('content',[]))[:mx])); continue
    if pt in('function_call','custom_tool_call'): print(i,'CALL',p.get('name'),p.get('call_id'),(p.get('arguments') or p.get('input'))[:mx]); continue
    if pt in('function_call_output','custom_tool_call_output'): o=p.get('output'); print(i,'OUT',p.get('call_id'),repr((o if isinstance(o,str) else json.dumps(o))[:mx])); continue
    print(i,r.get('type'),pt,json.dumps(p)[:300])
