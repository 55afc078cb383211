#!/usr/bin/env python3
"""Quick stats for a Claude Code JSONL (one JSON object per line, or pretty-printed stream)."""
import json, sys
from collections import Counter

def records(path):
    txt = open(path, encoding='utf-8').read()
    dec = json.JSONDecoder(); i = 0; n = len(txt)
    while i < n:
        while i < n and txt[i].isspace(): i += 1
        if i >= n: break
        obj, j = dec.raw_decode(txt, i); yield obj; i = j

for p in sys.argv[1:]:
    types = Counter(); tools = Counter(); err = 0; bash = 0; bash_err = 0; ids = {}
    cwd = set(); ver = set()
    for r in records(p):
        types[r.get('type')] += 1
        if r.get('cwd'): cwd.add(r['cwd'])
        if r.get('version'): ver.add(r['version'])
        m = r.get('message') or {}
        c = m.get('content') if isinstance(m, dict) else None
        if isinstance(c, list):
            for b in c:
                if not isinstance(b, dict): continue
                if b.get('type') == 'tool_use':
                    tools[b['name']] += 1; ids[b['id']] = b['name']
                    if b['name'] == 'Bash': bash += 1
                if b.get('type') == 'tool_result' and b.get('is_error'):
                    err += 1
                    if ids.get(b['tool_use_id']) == 'Bash': bash_err += 1
    print(p); print('  types', dict(types)); print('  tools', dict(tools))
    print('  bash', bash, 'bash_err', bash_err, 'all_err', err, 'cwd', list(cwd)[:3], 'ver', sorted(ver))
