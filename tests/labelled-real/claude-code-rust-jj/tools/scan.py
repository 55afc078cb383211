import json,sys
# scan.py file...: per-file Bash count, is_error Bash count, first error lines
for f in sys.argv[1:]:
    bash={}; errs=[]; n=0
    for line in open(f,encoding='utf-8'):
        try: r=json.loads(line)
        except: continue
        m=r.get('message') or {}
        c=m.get('content') if isinstance(m,dict) else None
        if not isinstance(c,list): continue
        for b in c:
            if not isinstance(b,dict): continue
            if b.get('type')=='tool_use' and b.get('name')=='Bash': bash[b['id']]=b['input'].get('command','')
            if b.get('type')=='tool_result' and b.get('is_error') and b.get('tool_use_id') in bash:
                t=b.get('content'); t=t if isinstance(t,str) else json.dumps(t)
                errs.append((bash[b['tool_use_id']][:60].replace('\n',' '), t[:100].replace('\n',' | ')))
    print(f.split('/')[-1][:8], 'bash',len(bash),'err',len(errs))
    for e in errs[:6]: print('   ',e)
