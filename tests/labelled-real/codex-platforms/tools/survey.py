#!/usr/bin/env python3
"""Quick survey of a Codex rollout: shell calls, failures (exit code), size."""
import json, sys, re
def survey(path):
    calls = {}; order = []; ends = {}; outs = {}
    meta = None; n = 0
    for i, line in enumerate(open(path, encoding='utf-8', errors='replace')):
        n += 1
        try: r = json.loads(line)
        except Exception: continue
        t = r.get('type'); p = r.get('payload', r)
        if t == 'session_meta': meta = p
        pt = p.get('type') if isinstance(p, dict) else None
        if pt in ('function_call', 'local_shell_call', 'custom_tool_call'):
            cid = p.get('call_id') or p.get('id'); calls[cid] = (i, p.get('name'), p); order.append(cid)
        elif pt in ('function_call_output', 'custom_tool_call_output'):
            outs[p.get('call_id')] = (i, p.get('output'))
        elif pt == 'exec_command_end':
            ends[p.get('call_id')] = p.get('exit_code')
    shell = [c for c in order if calls[c][1] in ('shell', 'exec_command', 'shell_command', 'container.exec', None)]
    fails = []
    for c in shell:
        code = ends.get(c)
        o = outs.get(c, (None, None))[1]
        if isinstance(o, dict): o = o.get('content') or json.dumps(o)
        if code is None and isinstance(o, str):
            m = re.search(r'(?:Process exited with code|Exit code:) (\d+)', o)
            if m: code = int(m.group(1))
            else:
                try:
                    j = json.loads(o); code = j.get('metadata', {}).get('exit_code')
                except Exception: pass
        if code not in (0, None): fails.append((c, code))
    names = {}
    for c in order: names[calls[c][1]] = names.get(calls[c][1], 0) + 1
    return dict(lines=n, cli=(meta or {}).get('cli_version'), orig=(meta or {}).get('originator'), cwd=(meta or {}).get('cwd'), tools=names, shell=len(shell), failed=len(fails))
if __name__ == '__main__':
    for p in sys.argv[1:]:
        print(p.split('/')[-1][:60], survey(p))
