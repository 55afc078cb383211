import json,sys,re
# print size, version, first 3 user text messages, Bash count, is_error count, non-ascii ratio of user text
f=sys.argv[1]
data=open(f,encoding='utf-8',errors='replace').read()
us=[];b=0;e=0;ver=set()
for l in data.splitlines():
    try:o=json.loads(l)
    except: continue
    if 'version' in o: ver.add(o['version'])
    m=o.get('message') or {}
    c=m.get('content')
    if o.get('type')=='user':
        if isinstance(c,str): us.append(c)
        elif isinstance(c,list):
            for x in c:
                if x.get('type')=='text': us.append(x['text'])
                if x.get('type')=='tool_result' and x.get('is_error'): e+=1
    if o.get('type')=='assistant' and isinstance(c,list):
        b+=sum(1 for x in c if x.get('type')=='tool_use' and x.get('name')=='Bash')
us=[u for u in us if not u.startswith('<') and 'Caveat' not in u[:30]]
t=''.join(us); na=sum(1 for ch in t if ord(ch)>0x2ff)
print(f, len(data.encode()), sorted(ver)[:3], 'bash',b,'err',e,'nonascii',na,'/',len(t))
for u in us[:3]: print('  U:',u[:160].replace('\n',' '))
