"""Triage Codex rollouts: shell calls, non-zero exits (from output header or exec_command_end), JS keyword hits."""
import json, sys, re
KW = re.compile(r'\b(npm|pnpm|yarn|bun|npx|vite|next|tsc|eslint|vitest|jest|playwright|prisma|drizzle|turbo)\b')
SH = {'shell', 'exec_command', 'shell_command', 'local_shell_call'}
for p in sys.argv[1:]:
    calls = {}; outs = {}; ends = {}; ver = ''
    for ln in open(p, encoding='utf-8'):
        try: r = json.loads(ln)
        except Exception: continue
        pl = r.get('payload', {}) or {}
        if r.get('type') == 'session_meta': ver = pl.get('cli_version', '')
        t = pl.get('type')
        if t == 'function_call' and pl.get('name') in SH:
            try: a = json.loads(pl.get('arguments', '{}'))
            except Exception: a = {}
            cmd = a.get('command') or a.get('cmd'); cmd = ' '.join(cmd) if isinstance(cmd, list) else str(cmd)
            calls[pl['call_id']] = cmd
        elif t == 'function_call_output': outs[pl.get('call_id')] = pl.get('output')
        elif t == 'exec_command_end': ends[pl.get('call_id')] = pl.get('exit_code')
    def code(cid):
        if cid in ends: return ends[cid]
        o = outs.get(cid)
        if isinstance(o, str):
            try:
                j = json.loads(o); return j.get('metadata', {}).get('exit_code')
            except Exception: pass
            m = re.search(r'(?:Exit code:|Process exited with code) (\d+)', o)
            if m: return int(m.group(1))
        return None
    fails = [(c, code(c)) for c in calls if code(c) not in (0, None)]
    kw = sum(1 for c in calls.values() if KW.search(c))
    print(f"{len(calls):4d} sh {len(fails):3d} fail {kw:4d} js v{ver} {p.split('/')[-1]}")
    for c, k in fails[:10]: print('     !', k, calls[c][:90].replace('\n', ' '))
