import sys, json, re
data = sys.stdin.read()
cmds = fails = 0
if data.lstrip().startswith('{') and '\n{' not in data[:5000] and data.count('\n')<5 or data.lstrip().startswith('{\n'):
    try:
        d = json.loads(data)
        for m in d.get('messages', []):
            for p in m.get('parts', []):
                if p.get('type') == 'tool' and p.get('tool') == 'bash':
                    cmds += 1
                    ex = (p.get('state', {}).get('metadata') or {}).get('exit')
                    if ex not in (0, None): fails += 1
        print(f"opencode cmds={cmds} fails={fails}"); sys.exit()
    except Exception as e:
        pass
ver = ''
for line in data.splitlines():
    try: r = json.loads(line)
    except: continue
    pl = r.get('payload', r)
    t = pl.get('type')
    if r.get('type') == 'session_meta': ver = pl.get('cli_version', '') + '/' + str(pl.get('originator', ''))
    if t in ('function_call', 'local_shell_call') and pl.get('name', 'shell') in ('shell', 'exec_command', 'shell_command', 'local_shell'): cmds += 1
    if t == 'function_call_output':
        o = pl.get('output')
        o = o if isinstance(o, str) else json.dumps(o)
        m = re.search(r'(?:Process exited with code|Exit code:) (\d+)', o) or re.search(r'"exit_code":\s*(\d+)', o)
        if m and m.group(1) != '0': fails += 1
print(f"codex {ver} cmds={cmds} fails={fails}")
