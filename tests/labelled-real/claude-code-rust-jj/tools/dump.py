import json,sys
# dump.py file [maxlen]: one line per content block, with 0-based line number
f=sys.argv[1]; L=int(sys.argv[2]) if len(sys.argv)>2 else 220
for i,line in enumerate(open(f,encoding='utf-8')):
    try: r=json.loads(line)
    except Exception: print(i,'NONJSON'); continue
    t=r.get('type'); m=r.get('message')
    if t in ('user','assistant') and isinstance(m,dict):
        c=m.get('content'); sc='S' if r.get('isSidechain') else ''
        if isinstance(c,str):
            print(i,t[0].upper()+sc,'TEXT',r.get('uuid','')[:8],repr(c[:L])); continue
        for b in c or []:
            bt=b.get('type')
            if bt=='text': print(i,t[0].upper()+sc,'text',r.get('uuid','')[:8],repr(b['text'][:L]))
            elif bt=='tool_use':
                inp=b.get('input',{}); s=inp.get('command') or inp.get('file_path') or json.dumps(inp)[:L]
                print(i,'A'+sc,'USE',b['id'],b['name'],repr(s[:L]))
            elif bt=='tool_result':
                cc=b.get('content'); cc=cc if isinstance(cc,str) else ' '.join(x.get('text','') for x in cc if isinstance(x,dict))
                print(i,'U'+sc,'RES',b['tool_use_id'],'ERR' if b.get('is_error') else 'ok',repr(cc[:L]))
    elif t=='system':
        print(i,'SYS',r.get('subtype'),repr(str(r.get('content',''))[:100]))
    elif t in ('queue-operation',):
        print(i,'QUEUE',repr(str(r.get('content',''))[:150]))
