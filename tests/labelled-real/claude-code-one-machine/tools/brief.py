"""Compact timeline: texts (user/assistant), tool calls with short input, results with error flag and head."""
import json,sys
path=sys.argv[1]; a=int(sys.argv[2]); z=int(sys.argv[3]); W=int(sys.argv[4])
def txt(c): return c if isinstance(c,str) else '\n'.join(x.get('text','') for x in c if isinstance(x,dict))
for i,l in enumerate(open(path)):
    if i<a or i>=z: continue
    r=json.loads(l); m=r.get('message')
    if not isinstance(m,dict): print(i,r.get('type'),r.get('subtype'),str(r.get('content') or r.get('summary'))[:150]); continue
    c=m['content']
    if isinstance(c,str): print(f'{i} {r["type"][0].upper()} {r.get("uuid")[:8]} TEXT {c[:W]!r}'); continue
    for b in c:
        t=b.get('type')
        if t=='text': print(f'{i} {r["type"][0].upper()} {r.get("uuid")[:8]} TEXT {b["text"][:W]!r}')
        elif t=='tool_use':
            if b['name']=='TodoWrite': continue
            inp=b['input']; s=inp.get('command') or inp.get('file_path') or json.dumps(inp)
            print(f'{i} CALL {b["id"]} {b["name"]} {s[:W]!r}')
        elif t=='tool_result':
            cc=txt(b['content'])
            if cc.startswith('Todos have'): continue
            e='ERR' if b.get('is_error') else 'ok'
            print(f'{i}   RES {b["tool_use_id"][-6:]} {e}: {cc[:W]!r}')
