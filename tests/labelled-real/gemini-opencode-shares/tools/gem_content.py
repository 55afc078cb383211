#!/usr/bin/env python3
"""Reader for Gemini CLI '/chat share' JSON exports (a list of Content {role, parts}).
Prints every part in order: index, role, kind, and a short text. Usage: gem_content.py FILE [--full]"""
import json, re, sys
full = '--full' in sys.argv
d = json.load(open(sys.argv[1], encoding='utf-8'))
for i, c in enumerate(d):
    for j, p in enumerate(c.get('parts', [])):
        if 'text' in p:
            t = p['text']
            if p.get('thought'): kind = 'thought'
            else: kind = 'text'
            print(f"[{i}.{j}] {c['role']} {kind}: {t if full else t[:300]!r}")
        elif 'functionCall' in p:
            fc = p['functionCall']
            print(f"[{i}.{j}] {c['role']} CALL {fc.get('name')} id={fc.get('id')} args={json.dumps(fc.get('args'),ensure_ascii=False)[:400 if not full else 100000]}")
        elif 'functionResponse' in p:
            fr = p['functionResponse']; r = fr.get('response', {})
            out = r.get('output', r.get('error', json.dumps(r, ensure_ascii=False)))
            if not isinstance(out, str): out = json.dumps(out, ensure_ascii=False)
            m = re.search(r'Exit Code: (\S+)', out)
            ec = m.group(1) if m else None
            err = 'ERROR ' if 'error' in r else ''
            print(f"[{i}.{j}] {c['role']} RESP {fr.get('name')} id={fr.get('id')} {err}exit={ec} :: {out if full else out[:500]!r}")
        else:
            print(f"[{i}.{j}] {c['role']} OTHER {list(p)}")
