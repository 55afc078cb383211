#!/usr/bin/env python3
"""List Gemini chat blobs in a git dir (all commits) with size, #tool calls, #shell, #error status, #nonzero exit."""
import sys, subprocess, json, re
G=sys.argv[1]
out=subprocess.run(['git','--git-dir',G,'log','--all','--format=%H','--name-only','--','*chats/*','*checkpoint-*'],capture_output=True,text=True).stdout
seen={}
cur=None
for line in out.splitlines():
    if re.fullmatch(r'[0-9a-f]{40}',line): cur=line; continue
    if line.strip() and line not in seen: seen[line]=cur
for p,c in sorted(seen.items()):
    r=subprocess.run(['git','--git-dir',G,'show',f'{c}:{p}'],capture_output=True)
    if r.returncode: 
        # path deleted at that commit; try parent
        r=subprocess.run(['git','--git-dir',G,'show',f'{c}^:{p}'],capture_output=True); c=c+'^'
    b=r.stdout
    try:
        if p.endswith('.jsonl'):
            msgs=[json.loads(l) for l in b.decode().splitlines() if l.strip()]
        else:
            d=json.loads(b); msgs=d['messages'] if isinstance(d,dict) else d
    except Exception as e:
        print(len(b),p,'PARSEERR',e); continue
    tc=sh=err=nz=0
    for m in msgs:
        if not isinstance(m,dict): continue
        for t in m.get('toolCalls') or []:
            tc+=1
            if t.get('name')=='run_shell_command': sh+=1
            if t.get('status')!='success': err+=1
            s=json.dumps(t.get('result'))
            if re.search(r'Exit Code: [1-9]',s): nz+=1
    print(len(b),c[:10],p,'tools',tc,'shell',sh,'err',err,'nz',nz)
