"""Dump a legacy (pre-envelope, ~0.3x) Codex rollout: top-level records {type: message|reasoning|function_call|function_call_output}."""
import json, sys
for i, ln in enumerate(open(sys.argv[1], encoding='utf-8').read().split('\n')):
    if not ln.strip(): continue
    r = json.loads(ln); t = r.get('type')
    if t == 'message':
        txt = ' '.join(c.get('text', '') for c in r.get('content', []))
        print(f"--- line:{i} MSG {r.get('role')}: {txt[:1200]}")
    elif t == 'reasoning':
        s = ' '.join(c.get('text', '') for c in (r.get('summary') or []))
        if s: print(f"--- line:{i} REASON {r.get('id')}: {s[:300]}")
    elif t == 'function_call':
        print(f"=== line:{i} CALL {r.get('call_id')} {r.get('name')}: {r.get('arguments')[:900]}")
    elif t == 'function_call_output':
        o = r.get('output')
        try: j = json.loads(o); ec = j.get('metadata', {}).get('exit_code'); body = j.get('output')
        except Exception: ec = '?'; body = o
        print(f"    line:{i} OUT {r.get('call_id')} exit={ec}: {str(body)[:1000]}")
