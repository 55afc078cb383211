#!/usr/bin/env python3
"""Survey a Codex rollout JSONL: list shell calls with exit codes + short output."""
import sys, json, re, collections
path = sys.argv[1]
full = '-f' in sys.argv
lines = open(path, encoding='utf-8').read().split('\n')
recs = []
for i, l in enumerate(lines):
    if not l.strip(): continue
    recs.append((i, json.loads(l)))
calls = {}; outs = {}; ends = {}
c = collections.Counter()
for i, d in recs:
    t = d.get('type'); p = d.get('payload', d)
    c[(t, p.get('type') if isinstance(p, dict) else None)] += 1
    if not isinstance(p, dict): continue
    pt = p.get('type')
    if pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
        calls[p.get('call_id')] = (i, p)
    elif pt in ('function_call_output', 'custom_tool_call_output'):
        outs[p.get('call_id')] = (i, p)
    elif pt == 'exec_command_end':
        ends[p.get('call_id')] = (i, p)
print(c.most_common(), file=sys.stderr)
def outtext(p):
    o = p.get('output')
    if isinstance(o, str):
        try:
            j = json.loads(o)
            if isinstance(j, dict) and 'output' in j:
                return j['output'], j.get('metadata', {}).get('exit_code')
        except Exception: pass
        return o, None
    if isinstance(o, list):
        return '\n'.join(x.get('text', '') for x in o if isinstance(x, dict)), None
    return str(o), None
def exitcode(cid):
    if cid in ends:
        return ends[cid][1].get('exit_code')
    if cid in outs:
        t, e = outtext(outs[cid][1])
        if e is not None: return e
        m = re.search(r'(?:Process exited with code|Exit code:) (-?\d+)', t or '')
        if m: return int(m.group(1))
    return None
for i, d in recs:
    p = d.get('payload', {})
    if not isinstance(p, dict): continue
    pt = p.get('type')
    if pt == 'message':
        txt = ' '.join(x.get('text', '') for x in p.get('content', []) if isinstance(x, dict))
        if p.get('role') in ('user', 'assistant'):
            print(f"L{i} MSG {p.get('role')}: {txt[:300 if not full else 3000]!r}")
    elif pt == 'reasoning':
        s = ' '.join(x.get('text', '') for x in (p.get('summary') or []))
        if s and full: print(f"L{i} REASON: {s[:500]!r}")
    elif pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
        cid = p.get('call_id'); name = p.get('name')
        args = p.get('arguments') or p.get('input') or p.get('action')
        try:
            a = json.loads(args) if isinstance(args, str) else args
        except Exception:
            a = args
        cmd = a.get('command') or a.get('cmd') if isinstance(a, dict) else a
        if isinstance(cmd, list): cmd = ' '.join(cmd)
        extra = ''
        if isinstance(a, dict):
            for k in ('workdir', 'sandbox_permissions', 'with_escalated_permissions'):
                if k in a: extra += f' {k}={a[k]}'
        ec = exitcode(cid)
        o = outtext(outs[cid][1])[0] if cid in outs else '<NO OUTPUT>'
        print(f"L{i} CALL {name} {cid} exit={ec}{extra}\n   $ {str(cmd)[:400 if not full else 3000]}")
        lim = 300 if not full else 2500
        if ec not in (0,) or full:
            print('   > ' + (o or '')[:lim].replace('\n', '\n   > '))
