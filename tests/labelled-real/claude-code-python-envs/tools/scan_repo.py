"""Scan a mirrored repo's Claude Code project JSONL blobs: Bash count, is_error count, keyword hits."""
import json, subprocess, sys, re
git, commit, prefix = sys.argv[1], sys.argv[2], sys.argv[3]
minsz, maxsz = int(sys.argv[4]) if len(sys.argv) > 4 else 80000, 5_000_000
kw = re.compile(r"torch|cuda|pip install|uv pip|conda|pytest|ModuleNotFoundError|ImportError|numpy|pandas|jax|OutOfMemory|venv|jupyter", re.I)
ls = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "-l", commit, prefix], capture_output=True, text=True).stdout
for line in ls.splitlines():
    meta, path = line.split("\t", 1)
    _, _, sha, size = meta.split()
    if not path.endswith(".jsonl") or "/subagents/" in path: continue
    if not size.isdigit(): continue
    size = int(size)
    if size < minsz or size > maxsz: continue
    data = subprocess.run(["git", "--git-dir", git, "cat-file", "blob", sha], capture_output=True).stdout.decode("utf-8", "replace")
    bash = err = 0; kws = {}
    bash_ids = set()
    for l in data.splitlines():
        try: r = json.loads(l)
        except Exception: continue
        m = r.get("message") or {}
        c = m.get("content") if isinstance(m, dict) else None
        if not isinstance(c, list): continue
        for b in c:
            if not isinstance(b, dict): continue
            if b.get("type") == "tool_use" and b.get("name") == "Bash":
                bash += 1; bash_ids.add(b.get("id"))
                for k in kw.findall(json.dumps(b.get("input"))): kws[k.lower()] = kws.get(k.lower(), 0) + 1
            if b.get("type") == "tool_result" and b.get("is_error") and b.get("tool_use_id") in bash_ids: err += 1
    if bash >= 8 and err >= 2:
        print(f"{size:>8} bash={bash:>3} err={err:>2} {path} {dict(sorted(kws.items(), key=lambda x:-x[1])[:6])}")
