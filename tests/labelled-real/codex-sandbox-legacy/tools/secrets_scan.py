#!/usr/bin/env python3
"""Flag likely credentials in the decoded text of a transcript (encrypted_content skipped). Prints kind + position only."""
import sys, re, os
sys.path.insert(0, os.path.dirname(__file__))
from records import load
PAT = {'openai-key': r'sk-(?:proj-)?[A-Za-z0-9_-]{20,}', 'github-token': r'gh[pousr]_[A-Za-z0-9]{30,}', 'aws-key': r'AKIA[0-9A-Z]{16}',
       'slack': r'xox[abpr]-[A-Za-z0-9-]{10,}', 'private-key': r'-----BEGIN [A-Z ]*PRIVATE KEY', 'jwt': r'eyJ[A-Za-z0-9_-]{15,}\.eyJ[A-Za-z0-9_-]{15,}',
       'bearer': r'Bearer [A-Za-z0-9._-]{20,}', 'assign-secret': r'(?i)(?:password|passwd|secret|api[_-]?key|token|app_secret)["\']?\s*[=:]\s*["\']?[A-Za-z0-9/+_.-]{12,}',
       'google-key': r'AIza[0-9A-Za-z_-]{35}', 'stripe': r'[sr]k_live_[0-9a-zA-Z]{20,}',
       'url-with-password': r'[a-z][a-z0-9+.-]*://[^/\s:@"\']+:[^@\s"\'/]{6,}@[A-Za-z0-9.-]+', 'long-secret-env': r'(?:SECRET|TOKEN|KEY|PASSWORD)[A-Z_]*="?[A-Za-z0-9/+_-]{24,}'}
for f in sys.argv[1:]:
    recs, pos, shell, ex = load(f); seen = set()
    for nid, items in recs.items():
        if nid.startswith('line:') and not f.endswith('.jsonl'): continue
        for i, t in items:
            for k, p in PAT.items():
                for m in re.finditer(p, t):
                    key = (k, m.group(0)[:12])
                    if key in seen: continue
                    seen.add(key)
                    ctx = t[max(0, m.start()-60):m.start()].replace('\n', ' ')
                    print(f"{os.path.basename(f)[:40]} {nid} {k} len={len(m.group(0))} prefix={m.group(0)[:6]}... ctx=...{ctx[-60:]}")
