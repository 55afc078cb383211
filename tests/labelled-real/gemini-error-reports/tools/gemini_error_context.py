"""Dump a Gemini CLI error-report JSON ({"error", "context": [Content...]}) call by call.

Index i = position in context[]; the last element may be a bare string (the pending user prompt).
Usage: python3 gemini_error_context.py FILE [--full]
"""
import json, sys
d = json.load(open(sys.argv[1]))
full = '--full' in sys.argv
ctx = d['context']
lim = 100000 if full else 900
for i, x in enumerate(ctx):
    if isinstance(x, str):
        print(f'[{i}] STRING {x[:lim]!r}'); continue
    if isinstance(x, list):  # pending request given as a list of strings
        print(f'[{i}] LIST {json.dumps(x)[:lim]}'); continue
    for j, p in enumerate(x['parts']):
        if 'functionCall' in p:
            fc = p['functionCall']
            print(f'[{i}.{j}] {x["role"]} CALL {fc["name"]} id={fc.get("id")} {json.dumps(fc.get("args"))[:lim]}')
        elif 'functionResponse' in p:
            fr = p['functionResponse']
            print(f'[{i}.{j}] {x["role"]} RESP {fr["name"]} id={fr.get("id")} {json.dumps(fr.get("response"))[:lim]}')
        elif 'text' in p:
            t = p['text']
            print(f'[{i}.{j}] {x["role"]} TEXT{" (thought)" if p.get("thought") else ""} {t[:lim]!r}')
        else:
            print(f'[{i}.{j}] {x["role"]} OTHER {list(p)}')
