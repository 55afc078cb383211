#!/usr/bin/env python3
"""show.py FILE ID [maxchars]: print the decoded call input and result text for a toolu id, or the text of a uuid record."""
import json,sys
sys.path.insert(0,__file__.rsplit('/',1)[0])
from cc_stats import load, content_text
p,key=sys.argv[1],sys.argv[2]; W=int(sys.argv[3]) if len(sys.argv)>3 else 3000
for i,r in load(p):
    m=r.get('message') or {}; c=m.get('content')
    if r.get('uuid')==key:
        print(f'--- L{i} uuid record type={r.get("type")}'); print(content_text(c)[:W] if not isinstance(c,str) else c[:W])
    if isinstance(c,list):
        for b in c:
            if b.get('type')=='tool_use' and b.get('id')==key:
                print(f'--- L{i} CALL {b["name"]}'); print(json.dumps(b.get('input'),ensure_ascii=False)[:W])
            if b.get('type')=='tool_result' and b.get('tool_use_id')==key:
                print(f'--- L{i} RESULT is_error={b.get("is_error")} toolUseResult={str(r.get("toolUseResult"))[:80]!r}'); print(content_text(b.get('content'))[:W])
