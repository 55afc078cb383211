"""Summarise a Codex rollout: shell calls with exit codes (function_call_output header or exec_command_end)."""
import json, re, sys
path = sys.argv[1]
lines = open(path, encoding='utf-8').read().split('\n')
calls = {}; order = []; ends = {}; outs = {}
meta = None
for n, l in enumerate(lines):
    if not l.strip(): continue
    r = json.loads(l)
    t = r.get('type'); p = r.get('payload', {})
    if t == 'session_meta': meta = p
    if t == 'response_item' and p.get('type') in ('function_call', 'custom_tool_call', 'local_shell_call'):
        cid = p.get('call_id'); calls[cid] = (n, p.get('name'), p.get('arguments') or p.get('input')); order.append(cid)
    if t == 'response_item' and p.get('type') in ('function_call_output', 'custom_tool_call_output'):
        o = p.get('output'); outs[p.get('call_id')] = o if isinstance(o, str) else json.dumps(o)
    if t == 'event_msg' and p.get('type') == 'exec_command_end':
        ends[p.get('call_id')] = p.get('exit_code')
if meta: print('META', meta.get('cwd'), meta.get('cli_version'), meta.get('originator'), meta.get('model_provider'))
for cid in order:
    n, name, args = calls[cid]
    o = outs.get(cid, '')
    m = re.search(r'(?:Process exited with code|Exit code:) (\d+)', o or '')
    code = ends.get(cid, m.group(1) if m else None)
    try:
        a = json.loads(args); cmd = a.get('cmd') or a.get('command')
    except Exception:
        cmd = args
    if isinstance(cmd, list): cmd = ' '.join(cmd)
    print(n, cid[-8:] if cid else None, name, 'exit=%s' % code, (str(cmd) or '')[:140].replace('\n', ' | '))
