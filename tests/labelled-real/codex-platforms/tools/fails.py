#!/usr/bin/env python3
"""List shell calls of a Codex rollout with exit codes; mark non-zero ones (first-pass reading aid)."""
import json, sys, re
path = sys.argv[1]; allc = len(sys.argv) > 2
calls = []; outs = {}; ends = {}
for i, line in enumerate(open(path, encoding='utf-8')):
    r = json.loads(line); p = r.get('payload', {}); pt = p.get('type') if isinstance(p, dict) else None
    if pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
        a = p.get('arguments') or p.get('input') or p.get('action')
        try: a = json.loads(a)
        except Exception: pass
        calls.append((i, p.get('call_id'), p.get('name'), a))
    elif pt in ('function_call_output', 'custom_tool_call_output'):
        o = p.get('output')
        if isinstance(o, dict): o = o.get('content') or json.dumps(o)
        if not isinstance(o, str): o = json.dumps(o)
        outs[p.get('call_id')] = (i, o)
    elif pt == 'exec_command_end':
        ends[p.get('call_id')] = (i, p.get('exit_code'))
for i, cid, name, a in calls:
    if name == 'write_stdin' and not allc: continue
    o = outs.get(cid, (None, ''))
    code = ends.get(cid, (None, None))[1]
    m = re.search(r'(?:Process exited with code|Exit code:) (-?\d+)', o[1] or '')
    hc = int(m.group(1)) if m else None
    if code is None: code = hc
    if code is None:
        try: code = json.loads(o[1]).get('metadata', {}).get('exit_code')
        except Exception: pass
    cmd = a.get('cmd') or a.get('command') if isinstance(a, dict) else a
    if isinstance(cmd, list): cmd = ' '.join(cmd)
    flag = '!!' if code not in (0,) else '  '
    if allc or code != 0:
        body = (o[1] or '')
        k = body.find('Output:'); body = body[k+7:] if k >= 0 else body
        print(f'{flag} L{i} {cid} {name} exit={code} hdr={hc} outL={o[0]} :: {str(cmd)[:300]!r}\n      -> {body.strip()[:400]!r}')
