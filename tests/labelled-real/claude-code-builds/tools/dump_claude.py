"""Print a compact, ordered view of a Claude Code JSONL: user text, assistant text, tool_use and tool_result (with is_error)."""
import json, sys
path = sys.argv[1]; W = int(sys.argv[2]) if len(sys.argv) > 2 else 400
for i, l in enumerate(open(path, encoding='utf-8')):
    if not l.strip(): continue
    r = json.loads(l)
    t = r.get('type'); m = r.get('message')
    side = 'S' if r.get('isSidechain') else ''
    if t not in ('user', 'assistant') or not isinstance(m, dict):
        if t == 'system': print(f"{i} SYSTEM {r.get('subtype')} {str(r.get('content'))[:150]}")
        continue
    c = m.get('content')
    if isinstance(c, str):
        print(f"{i} {t.upper()}{side} uuid={r.get('uuid')} TEXT: {c[:W]!r}"); continue
    for b in c or []:
        bt = b.get('type')
        if bt == 'text': print(f"{i} {t.upper()}{side} uuid={r.get('uuid')} TEXT: {b['text'][:W]!r}")
        elif bt == 'thinking': print(f"{i} {t.upper()}{side} THINK: {b.get('thinking','')[:W//2]!r}")
        elif bt == 'tool_use':
            inp = b.get('input', {})
            s = inp.get('command') if b['name'] == 'Bash' else json.dumps(inp)[:W]
            print(f"{i} TOOL_USE {b['name']} {b['id']}: {str(s)[:W]!r}")
        elif bt == 'tool_result':
            cc = b.get('content')
            if isinstance(cc, list): cc = '\n'.join(x.get('text', '') if isinstance(x, dict) else str(x) for x in cc)
            print(f"{i} RESULT {b['tool_use_id']} is_error={b.get('is_error')}: {str(cc)[:W]!r}")
