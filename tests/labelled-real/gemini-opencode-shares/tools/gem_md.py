#!/usr/bin/env python3
"""Reader for Gemini CLI '/chat share' Markdown exports.
Sections: a role header line ('🧑‍💻 ## USER' / '✨ ## MODEL', or '## USER 🧑‍💻' / '## MODEL ✨').
Inside: plain text, '**Tool Command**:' + ```json block, '**Tool Response**:' + ```json block.
Yields records: dict(kind=section|call|resp, line=0-based line of the section header (section)
or of the '**Tool ...**' marker, obj=parsed JSON for call/resp, text=section text).
Tool Command blocks without id are paired in order with the next Tool Response; native id = response id."""
import json, re, sys

HDR = re.compile(r'^(?:(?:🧑‍💻|✨) ## (USER|MODEL)|## (USER|MODEL) (?:🧑‍💻|✨))\s*$')

def parse(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    recs = []
    cur = None
    i = 0
    n = len(lines)
    while i < n:
        L = lines[i]
        m = HDR.match(L)
        if m:
            cur = {'kind': 'section', 'role': m.group(1) or m.group(2), 'line': i, 'text': ''}
            recs.append(cur); i += 1; continue
        # tool blocks may be glued to text: '...text.**Tool Command**:'
        for marker, kind in (('**Tool Command**:', 'call'), ('**Tool Response**:', 'resp')):
            if L.endswith(marker) and i + 1 < n and lines[i+1].startswith('```json'):
                pre = L[:-len(marker)]
                if cur is not None and pre: cur['text'] += pre + '\n'
                j = i + 2; buf = []
                while j < n and not lines[j].startswith('```'):
                    buf.append(lines[j]); j += 1
                raw = '\n'.join(buf)
                try: obj = json.loads(raw)
                except Exception as e: obj = {'_unparsed': raw, '_err': str(e)}
                recs.append({'kind': kind, 'line': i, 'obj': obj, 'section_line': cur['line'] if cur else None})
                # text may follow the closing fence on the same line ('```--- file ---', '```Text**Tool Command**:')
                rest = lines[j][3:] if j < n else ''
                if rest:
                    lines[j] = rest; i = j
                else:
                    i = j + 1
                break
        else:
            if cur is not None: cur['text'] += L + '\n'
            i += 1
            continue
    return recs

def calls(path):
    """Pair calls with responses. Returns list of dict(name,args,call_line,resp_line,id,output,error,exit)."""
    recs = parse(path)
    pending = []
    out = []
    for r in recs:
        if r['kind'] == 'call':
            c = {'name': r['obj'].get('name'), 'args': r['obj'].get('args', {}), 'call_line': r['line'], 'cid': r['obj'].get('id')}
            pending.append(c); out.append(c)
        elif r['kind'] == 'resp':
            o = r['obj']; rid = o.get('id')
            # match by id if the call has one, else first pending of same name
            match = None
            for c in pending:
                if c['cid'] and c['cid'] == rid: match = c; break
            if match is None:
                for c in pending:
                    if not c['cid'] and c['name'] == o.get('name'): match = c; break
            if match is None:
                match = {'name': o.get('name'), 'args': {}, 'call_line': None, 'cid': None}; out.append(match)
            else: pending.remove(match)
            resp = o.get('response', {})
            match.update(id=rid, resp_line=r['line'], output=resp.get('output'), error=resp.get('error'))
            txt = resp.get('output') or ''
            if not isinstance(txt, str): txt = json.dumps(txt, ensure_ascii=False)
            m = re.search(r'Exit Code: (-?\d+)', txt)
            match['exit'] = int(m.group(1)) if m else None
    return out

if __name__ == '__main__':
    full = '--full' in sys.argv
    for c in calls(sys.argv[1]):
        if '--shell' in sys.argv and c['name'] != 'run_shell_command': continue
        a = c['args']; cmd = a.get('command') if isinstance(a, dict) else None
        o = c.get('output') or c.get('error') or ''
        if not isinstance(o, str): o = json.dumps(o, ensure_ascii=False)
        print(f"L{c['call_line']} {c['name']} id={c.get('id')} exit={c.get('exit')} err={'Y' if c.get('error') else ''} cmd={cmd!r} args={'' if cmd else json.dumps(a,ensure_ascii=False)[:200]}")
        print('    ->', o if full else o[:400].replace('\n','\\n'))
