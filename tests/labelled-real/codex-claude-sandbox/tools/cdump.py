#!/usr/bin/env python3
# Dump a Codex rollout: one line per record of interest; with -f only failing calls context.
import json,sys,re
path=sys.argv[1]; full='-a' in sys.argv; W=int(next((a[2:] for a in sys.argv if a.startswith('-w')),'300'))
recs=[json.loads(l) for l in open(path,encoding='utf-8')]
ends={}
for i,r in enumerate(recs):
    p=r.get('payload',{})
    if r.get('type')=='event_msg' and p.get('type')=='exec_command_end': ends[p.get('call_id')]=(i,p.get('exit_code'))
def s(x,n=W):
    x=x if isinstance(x,str) else json.dumps(x,ensure_ascii=False)
    x=x.replace('\n','⏎')
    return x[:n]+('…' if len(x)>n else '')
for i,r in enumerate(recs):
    t=r.get('type');p=r.get('payload',{});pt=p.get('type')
    if t=='session_meta': print(i,'META',s({k:p.get(k) for k in('id','cwd','cli_version','originator','source')}));continue
    if t=='response_item':
        if pt=='message':
            txt=' '.join(c.get('text','') for c in p.get('content',[]) if isinstance(c,dict))
            if p.get('role')=='developer' and not full: continue
            if p.get('role')=='user' and ('<environment_context>' in txt or 'AGENTS.md' in txt[:50]) and not full: print(i,'USER(ctx)',s(txt,80)); continue
            print(i,p.get('role','?').upper(),s(txt,W if p.get('role')!='user' else 600))
        elif pt in('function_call','custom_tool_call','local_shell_call'):
            a=p.get('arguments') or p.get('input') or p.get('action')
            try: a=json.loads(a) if isinstance(a,str) else a
            except: pass
            cid=p.get('call_id'); e=ends.get(cid)
            print(i,'CALL',p.get('name'),cid,'END=%s'%(e[1] if e else '-'),s(a,W))
        elif pt in('function_call_output','custom_tool_call_output'):
            o=p.get('output'); 
            print(i,'OUT',p.get('call_id'),s(o,W))
        elif pt=='reasoning':
            sm=' '.join(x.get('text','') for x in (p.get('summary') or []))
            if sm: print(i,'REASON',s(sm,200))
    elif t=='event_msg' and pt in ('exec_command_end',) and full:
        print(i,'END',p.get('call_id'),p.get('exit_code'))
    elif t=='event_msg' and pt in ('turn_aborted','error','stream_error'):
        print(i,'EVENT',pt,s(p,200))
