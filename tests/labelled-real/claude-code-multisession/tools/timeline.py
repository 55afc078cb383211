#!/usr/bin/env python3
"""Print a compact timeline of a Claude Code jsonl: user text, assistant text, tool calls + results."""
import json,sys
sys.path.insert(0,__file__.rsplit('/',1)[0])
from cc_stats import load, content_text
p=sys.argv[1]; W=int(sys.argv[2]) if len(sys.argv)>2 else 400
recs=load(p)
for i,r in recs:
    t=r.get('type'); m=r.get('message') or {}; c=m.get('content')
    sc=' SC' if r.get('isSidechain') else ''
    if t=='assistant' and isinstance(c,list):
        for b in c:
            if b.get('type')=='text' and b['text'].strip(): print(f"L{i}{sc} A-TEXT {r['uuid'][:8]}: {b['text'][:W]!r}")
            elif b.get('type')=='tool_use':
                inp=b.get('input',{}); s=inp.get('command') or json.dumps(inp)[:W]
                print(f"L{i}{sc} CALL {b['id']} {b['name']}: {s[:W]!r}")
    elif t=='user':
        if isinstance(c,str): print(f"L{i}{sc} USER {r.get('uuid','')[:8]}: {c[:W]!r}")
        elif isinstance(c,list):
            for b in c:
                if b.get('type')=='tool_result':
                    print(f"L{i}{sc}   RES {b['tool_use_id']} err={b.get('is_error')}: {content_text(b.get('content'))[:W]!r}")
                elif b.get('type')=='text': print(f"L{i}{sc} USER {r.get('uuid','')[:8]}: {b['text'][:W]!r}")
    elif t=='system': print(f"L{i} SYSTEM {r.get('subtype')} {str(r.get('content'))[:200]!r}")
    elif t=='summary': print(f"L{i} SUMMARY {r.get('summary')!r}")
