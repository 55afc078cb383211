#!/usr/bin/env python3
"""Dump a Claude Code project JSONL in file order: line, type, tool calls/results, text.
Usage: cc_dump.py FILE [maxchars]"""
import json, sys
path = sys.argv[1]; mx = int(sys.argv[2]) if len(sys.argv) > 2 else 400
def txt(c):
    if isinstance(c, str): return c
    if isinstance(c, list):
        out = []
        for b in c:
            if isinstance(b, dict):
                if b.get('type') == 'text': out.append(b.get('text', ''))
                elif b.get('type') == 'image': out.append('[image]')
                else: out.append(json.dumps(b)[:200])
            else: out.append(str(b))
        return '\n'.join(out)
    return json.dumps(c)
for i, line in enumerate(open(path, encoding='utf-8')):
    try: r = json.loads(line)
    except Exception as e: print(i, 'BADJSON', e); continue
    t = r.get('type'); side = 'S' if r.get('isSidechain') else ''
    if t in ('user', 'assistant'):
        m = r.get('message', {}); c = m.get('content')
        if isinstance(c, str):
            print(f"{i} {t}{side} uuid={r.get('uuid')} TEXT: {c[:mx]!r}"); continue
        for b in c or []:
            bt = b.get('type')
            if bt == 'text': print(f"{i} {t}{side} uuid={r.get('uuid')} TEXT: {b['text'][:mx]!r}")
            elif bt == 'thinking': print(f"{i} {t}{side} THINK: {b.get('thinking','')[:mx]!r}")
            elif bt == 'tool_use':
                inp = b.get('input', {})
                s = inp.get('command') if b['name'] == 'Bash' else json.dumps(inp, ensure_ascii=False)
                print(f"{i} CALL {b['name']} {b['id']} bg={inp.get('run_in_background','')}: {str(s)[:mx]!r}")
            elif bt == 'tool_result':
                tur = r.get('toolUseResult')
                print(f"{i} RESULT {b['tool_use_id']} err={b.get('is_error')} tur={'str:'+tur[:60] if isinstance(tur,str) else type(tur).__name__}: {txt(b.get('content'))[:mx]!r}")
            else: print(f"{i} {t} block {bt}")
    else:
        extra = r.get('subtype') or r.get('operation') or ''
        c = r.get('content')
        print(f"{i} {t} {extra} {str(c)[:mx]!r}" if c else f"{i} {t} {extra}")
