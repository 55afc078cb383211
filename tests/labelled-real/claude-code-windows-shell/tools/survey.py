#!/usr/bin/env python3
"""Survey a fetched mirror: every .jsonl/.json blob in history; for Claude Code JSONL
report Bash count, is_error count, version. usage: survey.py gitdir"""
import sys,subprocess,json,collections
g=sys.argv[1]
def git(*a): return subprocess.run(['git','--git-dir',g,*a],capture_output=True).stdout
seen={}
for c in git('log','--all','--format=%H').decode().split():
    for line in git('ls-tree','-r','-l',c).decode().splitlines():
        meta,path=line.split('\t',1)
        _,t,blob,size=meta.split()
        if t!='blob' or not (path.endswith('.jsonl') or path.endswith('.json')): continue
        if size=='-' or not size.isdigit(): continue
        if int(size)<20000 or int(size)>5_500_000: continue
        if blob in seen: continue
        seen[blob]=(c,path,int(size))
for blob,(c,path,size) in sorted(seen.items(),key=lambda x:x[1][1]):
    data=git('cat-file','-p',blob)
    head=data[:3000].decode('utf8','replace')
    if '"sessionId"' not in head and '"toolUseResult"' not in data[:200000].decode('utf8','replace'):
        kind='other'
        if '"session_meta"' in head or '"response_item"' in head: kind='codex'
        print(f"{kind:6} {size:>8} {c[:10]} {blob[:10]} {path}"); continue
    bash=err=0;ver=set()
    for l in data.decode('utf8','replace').splitlines():
        try:r=json.loads(l)
        except: continue
        if not isinstance(r,dict): continue
        if r.get('version'): ver.add(r['version'])
        m=r.get('message')
        if isinstance(m,dict) and isinstance(m.get('content'),list):
            for b in m['content']:
                if not isinstance(b,dict): continue
                if b.get('type')=='tool_use' and b.get('name') in ('Bash','PowerShell'): bash+=1
                if b.get('type')=='tool_result' and b.get('is_error'): err+=1
    print(f"claude {size:>8} {c[:10]} {blob[:10]} {path} bash={bash} err={err} ver={sorted(ver)[:1]}")
