# scan a mirror: for each projects/**.jsonl (not subagents), size, Bash count, is_error Bash count, non-ascii ratio of user prompts, secret hits
import json,sys,subprocess,re
g=sys.argv[1]; rev=sys.argv[2] if len(sys.argv)>2 else 'HEAD'
ls=subprocess.run(['git','--git-dir',g,'ls-tree','-r','-l',rev],capture_output=True,text=True).stdout.splitlines()
SECRET=re.compile(r'(sk-[A-Za-z0-9_-]{20,}|sk-ant-[A-Za-z0-9_-]{20,}|ghp_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}|AKIA[0-9A-Z]{16}|eyJ[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{20,}|xox[bp]-[A-Za-z0-9-]{20,}|AIza[0-9A-Za-z_-]{35})')
for l in ls:
    meta,path=l.split('\t',1)
    parts=meta.split()
    if not path.endswith('.jsonl') or '/subagents/' in path or 'projects/' not in path: continue
    size=int(parts[3]) if parts[3].isdigit() else 0
    if size<60000 or size>5_000_000: continue
    blob=parts[2]
    data=subprocess.run(['git','--git-dir',g,'cat-file','-p',blob],capture_output=True).stdout.decode('utf-8','replace')
    bash=0;err=0;users=[];ids={}
    for line in data.splitlines():
        try:o=json.loads(line)
        except: continue
        m=o.get('message') or {}
        c=m.get('content')
        if o.get('type')=='assistant' and isinstance(c,list):
            for x in c:
                if x.get('type')=='tool_use' and x.get('name')=='Bash': bash+=1; ids[x['id']]=1
        if o.get('type')=='user':
            if isinstance(c,str): users.append(c)
            elif isinstance(c,list):
                for x in c:
                    if x.get('type')=='text': users.append(x.get('text',''))
                    if x.get('type')=='tool_result' and x.get('is_error') and x.get('tool_use_id') in ids: err+=1
    users=[u for u in users if not u.startswith('<') and not u.startswith('[Request') and not u.startswith('This session is being continued')]
    t=''.join(users); na=sum(1 for ch in t if ord(ch)>0x2ff)
    sec=len(set(SECRET.findall(data)))
    first=(users[0][:70].replace('\n',' ') if users else '')
    print(f"{size:>8} bash={bash:<3} err={err:<3} na={na}/{len(t)} sec={sec} {path[-60:]} | {first}")
