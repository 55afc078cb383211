import sys, json, re, subprocess
sys.path.insert(0, 'tools')
from records import load_codex
g, b = sys.argv[1], sys.argv[2]
raw = subprocess.run(['git', f'--git-dir={g}', 'cat-file', '-p', b], capture_output=True, text=True).stdout
recs, pos, shell, ex = load_codex(raw)
n = 0; pat = re.compile(r'\|\s*(tail|head)|\|\|\s*(true|echo)|2>/dev/null|; echo|&& echo')
cmds = {}
for l in raw.split('\n'):
    if not l.strip(): continue
    r = json.loads(l); p = r.get('payload', r)
    if p.get('type') == 'function_call' and p.get('call_id') in shell:
        try: a = json.loads(p['arguments']); c = a.get('command', a.get('cmd')); c = c if isinstance(c, str) else ' '.join(c)
        except Exception: c = ''
        cmds[p['call_id']] = c
m = [c for c in cmds.values() if pat.search(c)]
print(b[:8], 'shell', len(shell), 'failed', sum(1 for v in ex.values() if v not in (0, None)), 'unknown', sum(1 for v in ex.values() if v is None), 'maskpat', len(m))
