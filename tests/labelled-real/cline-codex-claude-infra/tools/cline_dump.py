"""Readable dump of a Cline api_conversation_history.json (index = api:N)."""
import json, re, sys
ANSI = re.compile(r'\x1b\[[0-9;]*[A-Za-z]')
d = json.load(open(sys.argv[1], encoding='utf-8'))
lim = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
for i, m in enumerate(d):
    c = m['content']
    blocks = c if isinstance(c, list) else [{'type': 'text', 'text': c}]
    for b in blocks:
        t = b.get('type')
        if t == 'text':
            x = b['text']
            if x.startswith('<environment_details>'):
                continue
            x = ANSI.sub('', x)
            print(f'--- api:{i} {m["role"]} text ---')
            print(x[:lim] + (' [...%d]' % len(x) if len(x) > lim else ''))
        elif t == 'tool_use':
            inp = dict(b['input']); inp.pop('task_progress', None)
            s = json.dumps(inp, ensure_ascii=False)
            print(f'--- api:{i} TOOL {b["name"]} {b["id"]} ---')
            print(s[:lim])
        else:
            print(f'--- api:{i} {m["role"]} {t} ---')
