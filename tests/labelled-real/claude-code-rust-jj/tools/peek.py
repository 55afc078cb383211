import json,sys
# usage: peek.py file  -> summary of Claude Code jsonl
f=sys.argv[1]; n=0; bash=0; err=0; types={}; ver=set(); cwd=set()
for line in open(f,encoding='utf-8'):
    line=line.strip()
    if not line: continue
    try: r=json.loads(line)
    except Exception: print('nonjson line'); continue
    n+=1; types[r.get('type')]=types.get(r.get('type'),0)+1
    if r.get('version'): ver.add(r['version'])
    if r.get('cwd'): cwd.add(r['cwd'])
    m=r.get('message') or {}
    c=m.get('content') if isinstance(m,dict) else None
    if isinstance(c,list):
        for b in c:
            if isinstance(b,dict) and b.get('type')=='tool_use' and b.get('name')=='Bash': bash+=1
            if isinstance(b,dict) and b.get('type')=='tool_result' and b.get('is_error'): err+=1
print(f, n, types, 'bash',bash,'is_error',err, sorted(ver)[:3], list(cwd)[:3])
