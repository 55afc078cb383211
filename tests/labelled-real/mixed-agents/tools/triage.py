#!/usr/bin/env python3
"""Quick triage of a raw transcript (claude code jsonl / codex rollout): counts and failures."""
import json, sys, re
PAT = re.compile(r'command not found|ModuleNotFoundError|EADDRINUSE|address already in use|Permission denied|Operation not permitted|error TS\d+|FAILED|No such file|not recognized|unknown option|unrecognized|Traceback|npm ERR|ERR_|SyntaxError|Cannot find module', re.I)
def claude(path):
    uses = {}; res = {}
    for i, l in enumerate(open(path, encoding='utf-8')):
        try: r = json.loads(l)
        except Exception: continue
        m = r.get('message') or {}
        c = m.get('content')
        if isinstance(c, list):
            for b in c:
                if not isinstance(b, dict): continue
                if b.get('type') == 'tool_use': uses[b['id']] = (i, b['name'], b.get('input'))
                if b.get('type') == 'tool_result':
                    cc = b.get('content')
                    if isinstance(cc, list): cc = '\n'.join(x.get('text', '') for x in cc if isinstance(x, dict))
                    res[b['tool_use_id']] = (i, bool(b.get('is_error')), cc or '')
    from collections import Counter
    print('tools', Counter(v[1] for v in uses.values()))
    nb = 0; nf = 0
    for k, (i, n, inp) in uses.items():
        r = res.get(k)
        err = r and r[1]
        txt = r[2] if r else ''
        hit = PAT.search(txt or '')
        if n == 'Bash':
            nb += 1; nf += bool(err)
        if err or hit:
            cmd = (inp or {}).get('command') or json.dumps(inp)[:150]
            print(f"L{i} {k} {n} err={err} {cmd[:140]!r}\n    -> {(txt or '')[:200]!r}")
    print('bash', nb, 'failed', nf)
def codex(path):
    calls = {}; outs = {}; ends = {}
    for i, l in enumerate(open(path, encoding='utf-8')):
        try: r = json.loads(l)
        except Exception: continue
        p = r.get('payload', r)
        t = p.get('type')
        if t in ('function_call', 'custom_tool_call', 'local_shell_call'):
            calls[p.get('call_id')] = (i, p.get('name'), p.get('arguments') or p.get('input'))
        elif t in ('function_call_output', 'custom_tool_call_output'):
            o = p.get('output')
            outs[p.get('call_id')] = (i, o if isinstance(o, str) else json.dumps(o))
        elif t == 'exec_command_end':
            ends[p.get('call_id')] = p.get('exit_code')
    from collections import Counter
    print('tools', Counter(v[1] for v in calls.values()))
    for k, (i, n, a) in calls.items():
        o = outs.get(k, (None, ''))[1]
        m = re.search(r'(?:exit code|Exit code:|exited with code)\s*(\d+)', o or '') or re.search(r'"exit_code":\s*(\d+)', o or '')
        ec = ends.get(k, m and int(m.group(1)))
        hit = PAT.search(o or '')
        if (ec not in (0, None)) or hit or k not in outs:
            print(f"L{i} {k} {n} ec={ec} {str(a)[:160]!r}\n    -> {(o or 'NO OUTPUT')[:220]!r}")
p = sys.argv[1]
first = open(p, encoding='utf-8').readline()
(codex if '"session_meta"' in first or '"payload"' in first else claude)(p)
