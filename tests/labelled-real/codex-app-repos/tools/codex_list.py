"""Compact list of shell calls: line, call_id, exit, escalation flag, command head, output head."""
import json, sys
path = sys.argv[1]; lo = int(sys.argv[2]); hi = int(sys.argv[3]); W = int(sys.argv[4]) if len(sys.argv) > 4 else 160
recs = [json.loads(l) for l in open(path, encoding='utf-8')]
outs = {}
for r in recs:
    p = r.get('payload', {})
    if p.get('type') == 'function_call_output':
        o = p['output']
        try: oj = json.loads(o); outs[p['call_id']] = (oj['metadata']['exit_code'], oj['output'])
        except Exception: outs[p['call_id']] = (None, o)
for i, r in enumerate(recs):
    if not lo <= i <= hi: continue
    p = r.get('payload', {})
    if p.get('type') == 'function_call' and p.get('name') == 'shell':
        a = json.loads(p['arguments']); c = a['command']; cs = c[-1] if c[0] == 'bash' else ' '.join(c)
        code, o = outs.get(p['call_id'], ('?', ''))
        esc = 'ESC ' if a.get('with_escalated_permissions') else ''
        print(f"{i} {p['call_id']} [{code}] {esc}$ {cs[:W]!r} => {o[:W]!r}")
    elif p.get('type') == 'message' and p.get('role') in ('user', 'assistant'):
        t = ' '.join(c.get('text', '') for c in p['content'])
        if not t.startswith('<'): print(f"{i} MSG {p['role']}: {t[:W]!r}")
