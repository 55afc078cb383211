#!/usr/bin/env python3
"""Scan a codex rollout for wall kinds: prints counts of shell calls, failures and wall-pattern hits."""
import sys, json, re
sys.path.insert(0, '/work/labelled-new/L3/tools'); import readers
PATS = {'cmd_not_found': r'command not found|is not recognized as', 'module': r'ModuleNotFoundError|Cannot find module|No module named',
        'port': r'EADDRINUSE|address already in use', 'ts': r'error TS\d+', 'test_fail': r'\bFAILED\b|\d+ failed|Tests?:\s+\d+ failed',
        'perm': r'Operation not permitted|Permission denied|sandbox', 'nofile': r'No such file or directory|Cannot find path', 'flag': r'unknown option|unrecognized (option|argument)|invalid option'}
for p in sys.argv[1:]:
    try: r = readers.read(p, 'codex')
    except Exception as e: print(p, 'ERR', e); continue
    sh = [k for k, v in r.items() if v['shell']]
    hits = {}
    for k in sh:
        o = '\n'.join(r[k]['texts'][1:])
        for n, pat in PATS.items():
            if re.search(pat, o): hits[n] = hits.get(n, 0) + 1
    print(f"{p.split('/')[-1][:60]} shell={len(sh)} failed={sum(r[k]['failed'] for k in sh)} {hits}")
