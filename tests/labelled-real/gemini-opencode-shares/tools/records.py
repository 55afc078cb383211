"""Map native ids -> (position, decoded text) for the formats of this set."""
import json, re, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

def _s(x):
    return x if isinstance(x, str) else json.dumps(x, ensure_ascii=False)

def load_md(path):
    from gem_md import parse
    recs = {}; shells = []
    pending = []
    for r in parse(path):
        if r['kind'] == 'section':
            recs['line:%d' % r['line']] = {'pos': r['line'], 'text': r['text'], 'kind': 'msg'}
        elif r['kind'] == 'call':
            o = r['obj']; pending.append((r, o))
        else:
            o = r['obj']; rid = o.get('id')
            m = None
            for k, (cr, co) in enumerate(pending):
                if co.get('id') == rid: m = k; break
            if m is None:
                for k, (cr, co) in enumerate(pending):
                    if not co.get('id') and co.get('name') == o.get('name'): m = k; break
            cr, co = pending.pop(m)
            args = co.get('args', {})
            resp = o.get('response', {})
            text = '\n'.join([_s(args), *[_s(v) for v in args.values()], _s(resp.get('output', '')), _s(resp.get('error', ''))])
            out = _s(resp.get('output', '')); ec = re.search(r'Exit Code: (-?\d+)', out)
            recs[rid] = {'pos': cr['line'], 'text': text, 'kind': 'tool', 'name': co.get('name'), 'command': args.get('command') if isinstance(args, dict) else None,
                         'exit': int(ec.group(1)) if ec else None, 'error': resp.get('error')}
    return recs

def load_content_json(path):
    d = json.load(open(path, encoding='utf-8'))
    recs = {}; pending = []
    for i, c in enumerate(d):
        texts = []
        for j, p in enumerate(c.get('parts', [])):
            if 'text' in p: texts.append(p['text'])
            elif 'functionCall' in p: pending.append((i, p['functionCall']))
            elif 'functionResponse' in p:
                fr = p['functionResponse']; rid = fr.get('id')
                m = None
                for k, (ci, fc) in enumerate(pending):
                    if fc.get('id') and fc.get('id') == rid: m = k; break
                if m is None:
                    for k, (ci, fc) in enumerate(pending):
                        if not fc.get('id') and fc.get('name') == fr.get('name'): m = k; break
                ci, fc = pending.pop(m)
                args = fc.get('args', {}); resp = fr.get('response', {})
                text = '\n'.join([_s(args), *[_s(v) for v in args.values()], _s(resp.get('output', '')), _s(resp.get('error', ''))])
                out = _s(resp.get('output', '')); ec = re.search(r'Exit Code: (-?\d+)', out)
                recs[rid] = {'pos': ci + j / 100.0, 'text': text, 'kind': 'tool', 'name': fc.get('name'), 'command': args.get('command'),
                             'exit': int(ec.group(1)) if ec else None, 'error': resp.get('error')}
        recs['msg:%d' % i] = {'pos': i, 'text': '\n'.join(texts), 'kind': 'msg'}
    return recs

def load_oc_md(path):
    from oc_md import parse
    recs = {}
    for r in parse(path):
        if r['kind'] == 'msg':
            recs['line:%d' % r['line']] = {'pos': r['line'], 'text': r['text'], 'kind': 'msg'}
        else:
            inp = r['input'] if isinstance(r['input'], dict) else {}
            text = '\n'.join([r['text'], *[_s(v) for v in inp.values()]])
            recs['line:%d' % r['line']] = {'pos': r['line'], 'text': text, 'kind': 'tool', 'name': 'run_shell_command' if r['name'] == 'bash' else r['name'],
                                           'command': r['command'], 'exit': None, 'error': r['output'] if r['status'] == 'error' else None}
    return recs

def load(path):
    if '/opencode/' in path: return load_oc_md(path)
    if path.endswith('.md'): return load_md(path)
    return load_content_json(path)
