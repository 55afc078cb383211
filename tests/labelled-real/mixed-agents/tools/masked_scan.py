#!/usr/bin/env python3
"""List exit-0 shell calls whose output contains error-like text (candidates for masked failures)."""
import sys, re, json, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); import readers
PAT = re.compile(r'error|Error|ERROR|not found|No such file|denied|not permitted|Traceback|Exception|FAIL|fatal|cannot|unable', re.I)
gold = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'gold.json')))
for f, e in gold['files'].items():
    r = readers.read(os.path.join('files', f))
    syms = {s for ep in e['episodes'] for s in ep['symptom_native_ids']}
    for k, v in sorted(r.items(), key=lambda kv: kv[1]['line']):
        if not v['shell'] or v['failed'] or k in syms: continue
        out = '\n'.join(v['texts'][1:]) if len(v['texts']) > 1 else ''
        hits = [l.strip()[:140] for l in out.splitlines() if PAT.search(l)]
        if hits: print(f.split('/')[-1][:30], k, v['line'], '|', ' // '.join(hits[:3]))
