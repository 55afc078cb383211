#!/usr/bin/env python3
"""Codex rollout: table of shell calls with exit status (method A: python).
exit from: output JSON metadata.exit_code | 'Process exited with code N' | 'Exit code: N' | exec_command_end.exit_code.
'failed in sandbox' / 'execution error' outputs without code -> exit 'SBX' (failed)."""
import json,sys,re
SHELL={'shell','exec_command','shell_command','container.exec','local_shell'}
def table(path):
    recs=[json.loads(l) for l in open(path,encoding='utf-8')]
    calls=[];out={};end={}
    for i,r in enumerate(recs):
        p=r.get('payload',{});t=p.get('type')
        if r.get('type')=='response_item' and t in('function_call','local_shell_call') and (p.get('name') in SHELL or t=='local_shell_call'):
            a=p.get('arguments'); 
            try: a=json.loads(a)
            except: pass
            calls.append((i,p.get('call_id'),a))
        if r.get('type')=='response_item' and t=='function_call_output': out[p.get('call_id')]=(i,p.get('output'))
        if r.get('type')=='event_msg' and t=='exec_command_end': end[p.get('call_id')]=p.get('exit_code')
    rows=[]
    for i,cid,a in calls:
        o=out.get(cid); code=None; txt=''
        if o:
            txt=o[1] if isinstance(o[1],str) else json.dumps(o[1])
            try:
                j=json.loads(txt); code=j.get('metadata',{}).get('exit_code'); txt=j.get('output','')
            except Exception:
                m=re.search(r'(?:Process exited with code|Exit code:)\s*(-?\d+)',txt)
                if m: code=int(m.group(1))
                elif txt.startswith('apply_patch verification failed'): code='PATCHFAIL'
                elif txt.startswith('failed in sandbox') or txt.startswith('execution error') or 'sandbox' in txt[:40].lower(): code='SBX'
        if code is None and cid in end: code=end[cid]
        cmd=a.get('command') if isinstance(a,dict) else a
        if isinstance(cmd,list): cmd=cmd[-1] if len(cmd)>=3 and cmd[0] in('bash','zsh','/bin/bash','/bin/zsh') else ' '.join(cmd)
        if isinstance(a,dict) and 'cmd' in a: cmd=a['cmd']
        rows.append(dict(line=i,id=cid,exit=code,cmd=cmd,out=txt,outline=o[0] if o else None,args=a))
    return rows
if __name__=='__main__':
    rows=table(sys.argv[1]); W=int(sys.argv[2]) if len(sys.argv)>2 else 160
    onlyf='-f' in sys.argv
    nf=0
    for r in rows:
        bad=r['exit'] not in (0,None)
        nf+=bad
        if onlyf and not bad: continue
        print(r['line'],r['id'],r['exit'],repr(r['cmd'])[:W],'||',repr(r['out'][:W]))
    print('TOTAL',len(rows),'FAILED',nf,'UNKNOWN',sum(1 for r in rows if r['exit'] is None))
