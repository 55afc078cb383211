"""Quick scan of a Claude Code / Codex jsonl: counts of shell calls and failures."""
import json, sys
def scan(path):
    data=open(path,'rb').read()
    lines=data.split(b'\n')
    kind=None; bash=0; err=0; errs=[]
    codex_calls=0; codex_fail=0
    for ln in lines:
        if not ln.strip(): continue
        try: r=json.loads(ln)
        except Exception: continue
        if r.get('type') in ('session_meta','response_item','event_msg','turn_context'): kind='codex'
        if kind!='codex':
            m=r.get('message') or {}
            c=m.get('content') if isinstance(m,dict) else None
            if isinstance(c,list):
                for b in c:
                    if not isinstance(b,dict): continue
                    if b.get('type')=='tool_use' and b.get('name')=='Bash': bash+=1
                    if b.get('type')=='tool_result' and b.get('is_error'):
                        cc=b.get('content'); 
                        if isinstance(cc,list): cc=' '.join(x.get('text','') for x in cc if isinstance(x,dict))
                        errs.append(str(cc)[:100].replace('\n',' '))
        else:
            p=r.get('payload',{})
            if p.get('type') in ('function_call','custom_tool_call') : codex_calls+=1
            if p.get('type')=='exec_command_end' and p.get('exit_code') not in (0,None): codex_fail+=1; errs.append(str(p.get('command'))[:80])
            if p.get('type')=='function_call_output':
                o=p.get('output')
                if isinstance(o,str) and ('Exit code: ' in o[:40] and not o.startswith('Exit code: 0')): codex_fail+=1; errs.append(o[:100].replace('\n',' '))
                if isinstance(o,str) and 'Process exited with code' in o[:200] and 'code 0' not in o[:200]: codex_fail+=1; errs.append(o[:150].replace('\n',' '))
    print(f"{path}: {len(data)}B kind={kind} bash={bash} codex_calls={codex_calls} errs={len(errs)} codexfail={codex_fail}")
    for e in errs[:25]: print('   ',e)
for p in sys.argv[1:]: scan(p)
