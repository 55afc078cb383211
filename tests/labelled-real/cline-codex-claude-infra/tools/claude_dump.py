"""Readable dump of a Claude Code project jsonl (line numbers 0-based, uuids, tool ids)."""
import json, sys
lim = int(sys.argv[2]) if len(sys.argv) > 2 else 1200
for i, l in enumerate(open(sys.argv[1], encoding='utf-8')):
    r = json.loads(l); t = r.get('type')
    m = r.get('message') if isinstance(r.get('message'), dict) else {}
    c = m.get('content')
    head = f'--- {i} {t} {r.get("uuid","")[:8]} side={r.get("isSidechain")}'
    if t in ('user', 'assistant'):
        if isinstance(c, str):
            print(head, 'TEXT'); print(c[:lim]); continue
        for b in c or []:
            bt = b.get('type')
            if bt == 'text': print(head, 'text'); print(b['text'][:lim])
            elif bt == 'thinking': print(head, 'thinking'); print(b.get('thinking', '')[:300])
            elif bt == 'tool_use': print(head, 'USE', b['name'], b['id']); print(json.dumps(b['input'], ensure_ascii=False)[:lim])
            elif bt == 'tool_result':
                cc = b.get('content'); cc = cc if isinstance(cc, str) else json.dumps(cc, ensure_ascii=False)
                print(head, 'RESULT', b['tool_use_id'], 'is_error=%s' % b.get('is_error')); print(cc[:lim])
        if t == 'user' and 'toolUseResult' in r and isinstance(r['toolUseResult'], str):
            print('   toolUseResult(str):', r['toolUseResult'][:150])
    elif t in ('system',):
        print(head, r.get('subtype'), str(r.get('content'))[:200])
    elif t in ('queue-operation',):
        print(head, r.get('operation'), str(r.get('content'))[:200])
    else:
        print(head)
