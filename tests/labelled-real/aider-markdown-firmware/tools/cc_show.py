"""Show Bash calls by ordinal (1-based) with full command, is_error and output head/tail, and assistant text that follows.
Usage: python3 cc_show.py FILE N [N...] [--chars K]"""
import json, sys
f = sys.argv[1]; args = [a for a in sys.argv[2:] if not a.startswith('--')]
K = 1200
if '--chars' in sys.argv: K = int(sys.argv[sys.argv.index('--chars') + 1]); args = [a for a in args if a != str(K)]
want = set()
for a in args:
    if '-' in a: x, y = a.split('-'); want |= set(range(int(x), int(y) + 1))
    else: want.add(int(a))
recs = [json.loads(l) for l in open(f, encoding='utf-8')]
res = {}
for i, d in enumerate(recs):
    m = d.get('message') or {}
    if isinstance(m.get('content'), list):
        for b in m['content']:
            if b.get('type') == 'tool_result':
                c = b.get('content')
                if isinstance(c, list): c = "\n".join(x.get('text', '') for x in c if isinstance(x, dict))
                res[b['tool_use_id']] = (i, b.get('is_error'), c or '')
n = 0; show_text_until = -1
for i, d in enumerate(recs):
    m = d.get('message') or {}
    if not isinstance(m.get('content'), list): continue
    for b in m['content']:
        if b.get('type') == 'text' and d.get('type') == 'assistant' and i <= show_text_until:
            print(f"   [asst L{i} {d['uuid']}] {b['text'][:700]!r}")
        if b.get('type') == 'thinking' and i <= show_text_until:
            print(f"   [think L{i}] {b.get('thinking','')[:500]!r}")
        if b.get('type') == 'tool_use' and b['name'] == 'Bash':
            n += 1
            if n in want:
                r = res.get(b['id'])
                out = r[2] if r else '<<no result>>'
                o = out if len(out) <= K else out[:K//2] + '\n.....\n' + out[-K//2:]
                print(f"#{n} L{i} {b['id']} is_error={r[1] if r else None} bg={b['input'].get('run_in_background')}\n  CMD: {b['input']['command']}\n  OUT({len(out)}): {o}\n")
                show_text_until = i + 4
        elif b.get('type') == 'tool_use' and i <= show_text_until:
            print(f"   [tool L{i} {b['name']} {b['id']}] {json.dumps(b['input'], ensure_ascii=False)[:300]}")
