"""For each failed shell call, print it, its output, and the next few calls/outputs (for labelling)."""
import json, sys
path = sys.argv[1]; N = int(sys.argv[2]) if len(sys.argv) > 2 else 3
recs = [json.loads(l) for l in open(path, encoding='utf-8')]
calls = []  # (line, cid, cmd, args)
outs = {}
for i, r in enumerate(recs):
    p = r.get('payload', {})
    if r.get('type') == 'response_item' and p.get('type') == 'function_call' and p.get('name') == 'shell':
        a = json.loads(p['arguments']); calls.append((i, p['call_id'], a.get('command'), {k: v for k, v in a.items() if k not in ('command',)}))
    if r.get('type') == 'response_item' and p.get('type') == 'function_call_output':
        o = p['output']
        try:
            oj = json.loads(o); outs[p['call_id']] = (oj['metadata']['exit_code'], oj['output'])
        except Exception:
            outs[p['call_id']] = (None, o)
def show(c, full=False):
    i, cid, cmd, a = c; code, o = outs.get(cid, ('?', ''))
    cs = cmd[-1] if isinstance(cmd, list) else cmd
    if isinstance(cmd, list) and cmd[0] == 'apply_patch': cs = 'APPLY_PATCH ' + cmd[1][:200].replace('\n', ' | ')
    print(f"  {i} {cid} exit={code} {a if a else ''}\n     $ {cs[:300]!r}\n     > {o[:700 if full else 250]!r}")
for k, c in enumerate(calls):
    code = outs.get(c[1], ('?',))[0]
    if code != 0:
        print('=' * 20)
        show(c, True)
        for c2 in calls[k+1:k+1+N]: show(c2)
