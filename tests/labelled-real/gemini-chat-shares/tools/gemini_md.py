"""Reader for Gemini CLI '/chat share' markdown exports.
Sections separated by '\n\n---\n\n'; each starts with a role header
('🧑💻 ## USER' / '✨ ## MODEL'; older exports '## USER 🧑💻' / '## MODEL ✨').
Tool calls: '**Tool Command**:\n```json\n{...}\n```'; results: '**Tool Response**:\n```json\n{...}\n```'.
Native id = the call 'id' (e.g. run_shell_command-1762...-abcd). Other records: 'sec:N' (0-based section index)."""
import json, re, sys

BLOCK = re.compile(r'\*\*Tool (Command|Response)\*\*:\n```json\n(.*?)\n```', re.S)

def sections(text):
    return text.split('\n\n---\n\n')

def role(sec):
    head = sec.lstrip()[:30]
    if 'USER' in head: return 'user'
    if 'MODEL' in head: return 'model'
    return '?'

def parse(path):
    text = open(path, encoding='utf-8').read()
    secs = sections(text)
    # This export writes no id on Tool Command blocks; the id is only on the Tool Response.
    # Commands are paired with responses in file order (the n-th command of a MODEL turn with the
    # n-th response of the following USER turn); the call's native id is its response id.
    calls, results, order = {}, {}, []
    pending = []
    lines_before = 0
    for i, s in enumerate(secs):
        for m in BLOCK.finditer(s):
            kind, body = m.group(1), m.group(2)
            line = text.count('\n', 0, text.find(s) + m.start()) if False else None
            obj = json.loads(body)
            if kind == 'Command':
                pending.append(dict(sec=i, name=obj.get('name'), args=obj.get('args', {}), raw=body))
            else:
                c = pending.pop(0)
                cid = obj.get('id')
                assert c['name'] == obj.get('name'), (c['name'], obj.get('name'), cid)
                c['id'] = cid
                calls[cid] = c; order.append(cid)
                results[cid] = dict(sec=i, name=obj.get('name'), response=obj.get('response', {}), raw=body)
    for c in pending:
        cid = 'sec:%d' % c['sec']
        c['id'] = cid; calls[cid] = c; order.append(cid)
    return text, secs, calls, results, order

def output_of(res):
    r = res.get('response', {}) if res else {}
    if 'output' in r: return r['output'] if isinstance(r['output'], str) else json.dumps(r['output'])
    if 'error' in r: return 'ERROR: ' + (r['error'] if isinstance(r['error'], str) else json.dumps(r['error']))
    return json.dumps(r)

def exit_code(out):
    m = re.search(r'\nExit Code: (\S+)', out)
    if not m: return None
    v = m.group(1)
    return int(v) if v.lstrip('-').isdigit() else v

if __name__ == '__main__':
    path = sys.argv[1]
    text, secs, calls, results, order = parse(path)
    print('sections', len(secs), 'calls', len(calls), 'results', len(results))
    for cid in order:
        c = calls[cid]; r = results.get(cid)
        out = output_of(r) if r else None
        if c['name'] == 'run_shell_command':
            print(f"[{c['sec']}] SHELL {cid} exit={exit_code(out) if out else 'NORESULT'} :: {c['args'].get('command')!r}")
            if '-v' in sys.argv and out: print('    ', out[:1500].replace('\n', '\n     '))
        else:
            flag = ''
            if out and (out.startswith('ERROR') or 'error' in (r or {}).get('response', {})): flag = ' <<ERROR>>'
            print(f"[{c['sec']}] {c['name']} {cid}{flag} :: {json.dumps(c['args'])[:150]}")
            if flag and '-v' in sys.argv: print('    ', out[:800])

def section_lines(text):
    """0-based line number of the first line of each section (the role header)."""
    secs = text.split('\n\n---\n\n')
    out, pos = [], 0
    for s in secs:
        out.append(text.count('\n', 0, pos))
        pos += len(s) + len('\n\n---\n\n')
    return out
