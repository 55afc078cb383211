#!/usr/bin/env python3
"""Triage Gemini CLI chat files (session-*.json or session-*.jsonl) in a git mirror: count shell calls and non-zero exits."""
import json,sys,subprocess,re
def load(raw):
    txt=raw.decode('utf-8','replace')
    try:
        d=json.loads(txt); return d.get('messages',[]) if isinstance(d,dict) else []
    except Exception: pass
    msgs={};order=[]
    for l in txt.splitlines():
        if not l.strip(): continue
        try: r=json.loads(l)
        except Exception: continue
        if '$set' in r:
            for m in r['$set'].get('messages',[]) or []:
                if m.get('id') not in msgs: order.append(m.get('id'))
                msgs[m.get('id')]=m
            continue
        if 'id' in r and 'type' in r:
            if r['id'] not in msgs: order.append(r['id'])
            msgs[r['id']]=r
    return [msgs[i] for i in order]
def stats(msgs):
    sh=0;fail=[];err=0
    for m in msgs:
        for tc in m.get('toolCalls') or []:
            if tc.get('status')=='error': err+=1
            if tc.get('name')=='run_shell_command':
                sh+=1
                out=json.dumps(tc.get('result'))
                mm=re.search(r'Exit Code: (\d+)',out)
                if mm and mm.group(1)!='0': fail.append(mm.group(1))
    return sh,fail,err
g=sys.argv[1]
for line in sys.stdin:
    c,p=line.split(None,1); p=p.strip()
    raw=subprocess.run(['git','--git-dir',g,'show',f'{c}:{p}'],capture_output=True).stdout
    msgs=load(raw); sh,fail,err=stats(msgs)
    print(f'{len(raw):>9} sh={sh:3d} fail={len(fail)} {fail[:8]} toolerr={err} {p}')
