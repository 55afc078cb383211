#!/usr/bin/env python3
"""Triage Claude Code JSONL files read from stdin paths: version, Bash count, failed Bash, other errors, first prompt."""
import json, sys
for path in sys.argv[1:]:
    n = fail = other = 0; ver = set(); prompt = None; bash = set(); errs = []
    try:
        for line in open(path, encoding='utf-8'):
            r = json.loads(line); v = r.get('version'); ver.add(v) if v else None
            c = (r.get('message') or {}).get('content') if isinstance(r.get('message'), dict) else None
            if r.get('type') == 'user' and prompt is None and isinstance(c, str) and not c.startswith('<'): prompt = c[:80]
            if isinstance(c, list):
                for b in c:
                    if b.get('type') == 'tool_use' and b['name'] == 'Bash': bash.add(b['id']); n += 1
                    if b.get('type') == 'tool_result' and b.get('is_error'):
                        if b['tool_use_id'] in bash:
                            fail += 1; cc = b.get('content'); cc = cc if isinstance(cc, str) else json.dumps(cc)
                            errs.append(cc[:60].replace('\n', ' '))
                        else: other += 1
    except Exception as e: print(path, 'ERR', e); continue
    print(f"{path.split('/')[-1][:40]} v={sorted(ver)[-1:] if ver else ''} bash={n} fail={fail} other={other} | {prompt!r}")
    for e in errs[:6]: print('      ', e)
