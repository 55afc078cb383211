"""Recompute exit_unknown (shell calls with no exit code anywhere in the file) and compare with gold.json."""
import json, os, re
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
gold = json.load(open(os.path.join(ROOT, 'gold.json')))['files']
CODE = re.compile(r'(?:Process exited with code|Exit code:) -?\d+|^exec_command failed: SandboxDenied .*?exit_code: \d+', re.S)
bad = 0
for k, e in gold.items():
    recs = [json.loads(l) for l in open(os.path.join(ROOT, 'files', k), encoding='utf-8') if l.strip()]
    unknown = []
    if 'payload' in recs[0] or 'type' in recs[0]:
        P = [r.get('payload', {}) for r in recs]
        shell = [p['call_id'] for p in P if (p.get('type') == 'function_call' and p.get('name') in ('exec_command', 'shell_command', 'shell'))
                 or (p.get('type') == 'custom_tool_call' and p.get('name') == 'exec' and 'tools.exec_command' in (p.get('input') or ''))]
        out = {p['call_id']: (p['output'] if isinstance(p['output'], str) else json.dumps(p['output'])) for p in P if p.get('type') in ('function_call_output', 'custom_tool_call_output')}
        ws = {p['call_id']: str(json.loads(p['arguments'])['session_id']) for p in P if p.get('type') == 'function_call' and p.get('name') == 'write_stdin'}
        ended = {p.get('call_id') for p in P if p.get('type') == 'exec_command_end' and p.get('exit_code') is not None}
        sess = {}
        for c in shell:
            m = re.search(r'Process running with session ID (\d+)', out.get(c, ''))
            if m: sess[m.group(1)] = c
        polled = {sess[s] for w, s in ws.items() if s in sess and re.search(r'Process exited with code -?\d+', out.get(w, ''))}
        for c in shell:
            if c in ended or c in polled: continue
            if CODE.search(out.get(c, '')): continue
            unknown.append(c)
    else:
        shell = [r['call_id'] for r in recs if r.get('type') == 'function_call' and r.get('name') == 'shell']
        out = {r['call_id']: r['output'] for r in recs if r.get('type') == 'function_call_output'}
        for c in shell:
            o = out.get(c)
            try: json.loads(o)['metadata']['exit_code']; continue
            except Exception: pass
            if o is not None and o.lstrip().startswith('error'): continue
            unknown.append(c)
    ok = sorted(unknown) == sorted(e['exit_unknown'])
    bad += not ok
    print('OK ' if ok else 'BAD', k[:70], len(unknown), '' if ok else sorted(set(unknown) ^ set(e['exit_unknown'])))
print('mismatches:', bad)
