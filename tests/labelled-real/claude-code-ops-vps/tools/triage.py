"""Triage Claude Code JSONL blobs in a bare mirror: Bash count, errors, infra keyword hits."""
import json, subprocess, sys, re
gd = sys.argv[1]; pat = sys.argv[2] if len(sys.argv) > 2 else r'\.jsonl$'
ls = subprocess.run(['git', '--git-dir', gd, 'ls-tree', '-r', '-l', (sys.argv[3] if len(sys.argv)>3 else 'HEAD')], capture_output=True, text=True).stdout
KW = re.compile(r'\b(docker|compose|kubectl|helm|terraform|systemctl|journalctl|psql|redis-cli|aws|gcloud|az|nginx|pm2|ufw|certbot|apt|ssh)\b')
for line in ls.splitlines():
    meta, path = line.split('\t', 1)
    if not re.search(pat, path) or '.claude/projects' not in path: continue
    _, _, sha, size = meta.split()
    if size == '-' or int(size) > 5_000_000 or int(size) < 20000: continue
    data = subprocess.run(['git', '--git-dir', gd, 'cat-file', 'blob', sha], capture_output=True).stdout.decode('utf-8', 'replace')
    bash = err = 0; kw = {}; ids = {}
    for l in data.splitlines():
        try: r = json.loads(l)
        except Exception: continue
        m = r.get('message') or {}
        c = m.get('content') if isinstance(m, dict) else None
        if not isinstance(c, list): continue
        for b in c:
            if not isinstance(b, dict): continue
            if b.get('type') == 'tool_use' and b.get('name') == 'Bash':
                bash += 1; ids[b['id']] = 1
                for k in KW.findall(str(b.get('input', {}).get('command', ''))): kw[k] = kw.get(k, 0) + 1
            if b.get('type') == 'tool_result' and b.get('is_error') and b.get('tool_use_id') in ids: err += 1
    if bash:
        print(f"{int(size)//1024:6d}K bash={bash:3d} err={err:3d} {path} {dict(sorted(kw.items(), key=lambda x:-x[1])[:6])}")
