# compact chronological view of a Claude Code jsonl: L<line> kind id ... (plain reader for labelling)
import json,sys
f=sys.argv[1]; W=int(sys.argv[2]) if len(sys.argv)>2 else 400
for i,line in enumerate(open(f,encoding='utf-8')):
    try:o=json.loads(line)
    except Exception as e: print(f"L{i} BADJSON"); continue
    t=o.get('type'); m=o.get('message') or {}; c=m.get('content')
    sc='S' if o.get('isSidechain') else ''
    if t=='user':
        if isinstance(c,str): print(f"L{i}{sc} USER {o.get('uuid')} :: {c[:W]!r}")
        elif isinstance(c,list):
            for x in c:
                if x.get('type')=='text': print(f"L{i}{sc} USER {o.get('uuid')} :: {x['text'][:W]!r}")
                elif x.get('type')=='tool_result':
                    cc=x.get('content')
                    if isinstance(cc,list): cc=' '.join(y.get('text','[img]') for y in cc if isinstance(y,dict))
                    print(f"L{i}{sc} RESULT {x.get('tool_use_id')} err={x.get('is_error')} :: {str(cc)[:W]!r}")
    elif t=='assistant' and isinstance(c,list):
        for x in c:
            if x.get('type')=='text': print(f"L{i}{sc} ASST {o.get('uuid')} :: {x['text'][:W]!r}")
            elif x.get('type')=='tool_use':
                inp=x.get('input',{})
                s=inp.get('command') or inp.get('file_path') or json.dumps(inp,ensure_ascii=False)
                print(f"L{i}{sc} TOOL {x['name']} {x['id']} :: {str(s)[:W]!r}")
    elif t=='system':
        print(f"L{i} SYSTEM {o.get('subtype')} {str(o.get('content'))[:150]!r}")
    elif t in ('queue-operation',):
        print(f"L{i} QUEUE {o.get('operation')} {str(o.get('content'))[:200]!r}")
