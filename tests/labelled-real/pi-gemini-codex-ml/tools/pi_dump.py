"""Dump a pi (v3) session.jsonl: entries by 0-based line, tool calls with id, results with isError and text."""
import json, sys
path = sys.argv[1]; lim = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
for i, l in enumerate(open(path, encoding='utf-8')):
    r = json.loads(l); t = r['type']
    if t != 'message':
        print(i, t, r.get('id'), json.dumps({k: v for k, v in r.items() if k not in ('type',)})[:200]); continue
    m = r['message']; role = m.get('role')
    if role == 'toolResult':
        txt = ''.join(x.get('text', '') for x in m.get('content', []) if isinstance(x, dict))
        print(f"{i} RESULT id={r['id']} call={m.get('toolCallId')} tool={m.get('toolName')} isError={m.get('isError')}")
        print('   ', (txt[:lim//2] + ('\n   ...\n' + txt[-lim//2:] if len(txt) > lim else '')).replace('\n', '\n    '))
        continue
    for b in m.get('content') or []:
        if not isinstance(b, dict): continue
        if b.get('type') == 'text':
            print(f"{i} {role.upper()} id={r['id']} TEXT:", b['text'][:lim].replace('\n', '\n    '))
        elif b.get('type') == 'thinking':
            print(f"{i} {role.upper()} id={r['id']} THINK:", b.get('thinking', '')[:400].replace('\n', ' '))
        elif b.get('type') == 'toolCall':
            a = b.get('arguments') or {}
            print(f"{i} CALL id={b.get('id')} name={b.get('name')}")
            print('   ', (a.get('command') or json.dumps(a))[:lim].replace('\n', '\n    '), ('timeout=%s' % a['timeout']) if 'timeout' in a else '')
