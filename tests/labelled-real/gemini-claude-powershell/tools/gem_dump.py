#!/usr/bin/env python3
"""Dump a Gemini CLI chat file (.json or .jsonl) record by record (line numbers are 0-based file lines for jsonl)."""
import json,sys,re
path=sys.argv[1]; W=int(sys.argv[2]) if len(sys.argv)>2 else 300
txt=open(path,encoding='utf-8').read()
def recs():
    try:
        d=json.loads(txt)
        for i,m in enumerate(d['messages']): yield f'm{i}',m
    except json.JSONDecodeError:
        for i,l in enumerate(txt.splitlines()):
            if l.strip(): yield i,json.loads(l)
def out_of(tc):
    res=tc.get('result') or []
    o=[]
    for x in res:
        fr=x.get('functionResponse') if isinstance(x,dict) else None
        if fr:
            rsp=fr.get('response',{})
            o.append(str(rsp.get('output', rsp.get('error', rsp))))
    return '\n'.join(o)
for i,r in recs():
    if '$set' in r:
        ks=list(r['$set'].keys())
        if ks!=['lastUpdated']: print(f'{i} $set {ks}')
        continue
    if '$rewindTo' in r: print(f'{i} REWIND {r["$rewindTo"]}'); continue
    t=r.get('type'); c=r.get('content')
    if isinstance(c,list): c=' '.join(x.get('text','') for x in c if isinstance(x,dict))
    if c: print(f'{i} {t} id={r.get("id")} :: {str(c)[:W]!r}')
    for tc in r.get('toolCalls') or []:
        a=tc.get('args',{})
        cmd=a.get('command') if tc.get('name')=='run_shell_command' else json.dumps(a,ensure_ascii=False)
        o=out_of(tc); ec=re.search(r'Exit Code: (\S+)',o)
        print(f'{i}   CALL {tc.get("name")} {tc.get("id")} status={tc.get("status")} exit={ec.group(1) if ec else "-"} :: {str(cmd)[:W]!r}')
        if tc.get('status')!='success' or (ec and ec.group(1)!='0'): print(f'{i}      OUT :: {o[:W*2]!r}')
