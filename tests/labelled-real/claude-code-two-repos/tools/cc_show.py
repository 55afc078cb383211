#!/usr/bin/env python3
"""Show full tool_use input and tool_result content for given ids (or uuid text). Usage: cc_show.py FILE ID..."""
import json, sys
path = sys.argv[1]; ids = set(sys.argv[2:])
for i, line in enumerate(open(path, encoding='utf-8')):
    r = json.loads(line)
    if r.get('uuid') in ids:
        print(f'--- line {i} uuid {r["uuid"]} {r.get("type")}'); print(json.dumps(r.get('message', {}).get('content'), ensure_ascii=False, indent=1)[:6000])
    c = r.get('message', {}).get('content') if isinstance(r.get('message'), dict) else None
    if not isinstance(c, list): continue
    for b in c:
        if b.get('type') == 'tool_use' and b['id'] in ids:
            print(f'--- line {i} CALL {b["name"]} {b["id"]}'); inp = b['input']
            print(inp.get('command') if 'command' in inp else json.dumps(inp, ensure_ascii=False)[:3000])
        if b.get('type') == 'tool_result' and b['tool_use_id'] in ids:
            cc = b.get('content'); 
            if isinstance(cc, list): cc = '\n'.join(x.get('text', '') for x in cc if isinstance(x, dict))
            print(f'--- line {i} RESULT {b["tool_use_id"]} is_error={b.get("is_error")}'); print(cc[:6000])
            tur = r.get('toolUseResult')
            if isinstance(tur, dict): print('  toolUseResult keys:', list(tur.keys()), {k: tur[k] for k in ('interrupted','returnCodeInterpretation','isImage') if k in tur})
            else: print('  toolUseResult:', repr(tur)[:300])
