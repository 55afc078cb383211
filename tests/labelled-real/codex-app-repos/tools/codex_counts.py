"""Count Codex shell calls and failures (legacy 'shell' function_call with JSON output metadata.exit_code)."""
import json, sys
for path in sys.argv[1:]:
    calls, outs = {}, {}
    for i, l in enumerate(open(path, encoding='utf-8')):
        r = json.loads(l); p = r.get('payload', {})
        if r.get('type') != 'response_item': continue
        if p.get('type') == 'function_call' and p.get('name') in ('shell', 'exec_command', 'shell_command', 'local_shell'):
            calls[p['call_id']] = i
        elif p.get('type') == 'function_call_output':
            outs[p['call_id']] = p.get('output')
    failed, unknown = [], []
    for cid in calls:
        o = outs.get(cid)
        if o is None: unknown.append(cid); continue
        try:
            oj = json.loads(o); code = oj['metadata']['exit_code']
        except Exception:
            code = None
        if code is None:
            failed.append((cid, 'text:' + o[:60]))
        elif code != 0:
            failed.append((cid, code))
    print(path.split('/')[-1], 'shell', len(calls), 'failed', len(failed), 'unknown', unknown)
    for f in sorted(failed): print('  ', f)
