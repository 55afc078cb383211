"""Show tool calls/results/texts of a Claude JSONL between two line numbers, stripping the
'Claude Global Agents Bridge' shell banner that prefixes every Bash output in some files."""
import json,sys,re
path=sys.argv[1]; a=int(sys.argv[2]); z=int(sys.argv[3]); n=int(sys.argv[4]) if len(sys.argv)>4 else 1500
BAN=re.compile(r'^.*?Performance:.*?\n.*?═+\x1b\[0m\n', re.S)
L=open(path).read().split('\n')
for i in range(a,min(z,len(L))):
    if not L[i]: continue
    r=json.loads(L[i]); m=r.get('message')
    if not isinstance(m,dict): print(i,r.get('type'),r.get('subtype'),str(r)[:200]); continue
    c=m['content']
    if isinstance(c,str): print(f'{i} {r["type"]} {r.get("uuid")} TEXT {c[:n]!r}'); continue
    for b in c:
        t=b.get('type')
        if t=='text': print(f'{i} {r["type"]} {r.get("uuid")} TEXT {b["text"][:n]!r}')
        elif t=='tool_use': print(f'{i} CALL {b["id"]} {b["name"]} {json.dumps(b["input"],ensure_ascii=False)[:n]}')
        elif t=='tool_result':
            cc=b['content']; cc=cc if isinstance(cc,str) else '\n'.join(x.get('text','') for x in cc if isinstance(x,dict))
            banner=bool(BAN.match(cc)); cc=BAN.sub('',cc,1)
            print(f'{i} RES {b["tool_use_id"]} err={b.get("is_error")} banner={banner}: {cc[:n]}')
