#!/usr/bin/env python3
import sys, json
sys.path.insert(0, __import__('os').path.dirname(__file__))
from gem_md import parse
W = int(sys.argv[2]) if len(sys.argv) > 2 else 300
for r in parse(sys.argv[1]):
    if r['kind'] == 'section':
        t = r['text'].strip()
        if t: print(f"L{r['line']} {r['role']}: {t[:W]!r}")
        else: print(f"L{r['line']} {r['role']}: (empty)")
    elif r['kind'] == 'call':
        o = r['obj']; a = o.get('args', {})
        s = a.get('command') or a.get('file_path') or a.get('absolute_path') or a.get('path') or a.get('pattern') or json.dumps(a, ensure_ascii=False)[:150]
        print(f"  L{r['line']} CALL {o.get('name')} {str(s)[:200]!r}")
    else:
        o = r['obj']; resp = o.get('response', {})
        t = resp.get('output') if 'output' in resp else ('ERROR: ' + str(resp.get('error')) if 'error' in resp else json.dumps(resp, ensure_ascii=False))
        if not isinstance(t, str): t = json.dumps(t, ensure_ascii=False)
        print(f"  L{r['line']} RESP {o.get('name')} {o.get('id')} {t[:W]!r}")
