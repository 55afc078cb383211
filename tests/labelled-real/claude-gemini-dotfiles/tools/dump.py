"""Dump a Claude Code JSONL: every tool call with its result, plus user/assistant text (truncated)."""
import json, sys
path = sys.argv[1]; W = int(sys.argv[2]) if len(sys.argv) > 2 else 400
res = {}
recs = [json.loads(l) for l in open(path, encoding='utf-8')]
for i, r in enumerate(recs):
    m = r.get('message')
    if isinstance(m, dict) and isinstance(m.get('content'), list):
        for b in m['content']:
            if isinstance(b, dict) and b.get('type') == 'tool_result':
                c = b.get('content')
                if isinstance(c, list):
                    c = '\n'.join(x.get('text', '') for x in c if isinstance(x, dict) and x.get('type') == 'text')
                res[b['tool_use_id']] = (i, b.get('is_error'), str(c))
for i, r in enumerate(recs):
    t = r.get('type'); m = r.get('message')
    if t not in ('user', 'assistant') or not isinstance(m, dict):
        if t in ('system', 'summary', 'queue-operation'):
            print(f'[{i}] {t} {str(r.get("subtype") or r.get("summary") or r.get("content"))[:200]!r}')
        continue
    c = m.get('content')
    sc = ' SC' if r.get('isSidechain') else ''
    if isinstance(c, str):
        print(f'[{i}] {t}{sc} {r.get("uuid")} TEXT: {c[:W]!r}'); continue
    for b in c or []:
        if not isinstance(b, dict): continue
        if b.get('type') == 'text':
            print(f'[{i}] {t}{sc} {r.get("uuid")} TEXT: {b["text"][:W]!r}')
        elif b.get('type') == 'tool_use':
            inp = b['input']
            s = inp.get('command') if b['name'] == 'Bash' else json.dumps(inp)[:200]
            ri = res.get(b['id'])
            print(f'[{i}] CALL {b["name"]} {b["id"]}: {str(s)[:W]!r}')
            if ri:
                print(f'    -> [{ri[0]}] is_error={ri[1]} {ri[2][:W]!r}')
            else:
                print('    -> NO RESULT')
