import json,sys,subprocess,re
# usage: triage.py gitdir commit path
g,c,p=sys.argv[1:4]
raw=subprocess.run(['git','--git-dir',g,'show',f'{c}:{p}'],capture_output=True).stdout
txt=raw.decode('utf-8','replace')
print(p,len(raw))
lines=txt.splitlines()
try:
    recs=[json.loads(l) for l in lines if l.strip()]
except Exception as e:
    try: recs=[json.loads(txt)]
    except Exception as e2: print('not json',e2); sys.exit()
# claude
bash=0;err=0;fc=0;fail=0;
for r in recs:
    if r.get('type') in('assistant','user') and isinstance(r.get('message'),dict):
        for b in r['message'].get('content') or []:
            if isinstance(b,dict) and b.get('type')=='tool_use' and b.get('name')=='Bash': bash+=1
            if isinstance(b,dict) and b.get('type')=='tool_result' and b.get('is_error'): err+=1
    pl=r.get('payload') if isinstance(r.get('payload'),dict) else None
    if pl:
        if pl.get('type') in('function_call','custom_tool_call','local_shell_call'): fc+=1
        if pl.get('type')=='exec_command_end' and pl.get('exit_code') not in (0,None): fail+=1
print('claude bash',bash,'is_error',err,'| codex calls',fc,'nonzero',fail)
if recs and 'version' in (recs[0] if isinstance(recs[0],dict) else {}): print('ver',recs[0].get('version'))
for r in recs[:3]:
    if isinstance(r,dict) and r.get('version'): print('version',r.get('version')); break
