"""Shell calls of a Codex 0.139 rollout with exit codes (incl. ones that arrive in write_stdin polls)."""
import json, re, sys
def shell_calls(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    calls = []; byid = {}; sess = {}
    for n, l in enumerate(lines):
        if not l.strip(): continue
        r = json.loads(l); p = r.get('payload', {}) or {}
        if r['type'] == 'response_item' and p.get('type') == 'function_call':
            a = json.loads(p['arguments'])
            if p['name'] == 'exec_command':
                c = {'id': p['call_id'], 'line': n, 'cmd': a.get('cmd'), 'exit': None, 'out': None, 'esc': a.get('sandbox_permissions')}
                calls.append(c); byid[p['call_id']] = c
            elif p['name'] == 'write_stdin':
                byid[p['call_id']] = {'stdin_of': a.get('session_id'), 'line': n}
        if r['type'] == 'response_item' and p.get('type') == 'function_call_output':
            o = p['output']; cid = p['call_id']; c = byid.get(cid)
            m = re.search(r'Process exited with code (-?\d+)', o); s = re.search(r'Process running with session ID (\d+)', o)
            if c is None: continue
            if 'stdin_of' in c:
                owner = sess.get(c['stdin_of'])
                if owner and m: owner['exit'] = int(m.group(1)); owner['exit_via'] = cid
            else:
                c['out'] = o
                if m: c['exit'] = int(m.group(1))
                if s: sess[int(s.group(1))] = c
    return calls
if __name__ == '__main__':
    for c in shell_calls(sys.argv[1]):
        print(c['line'], c['id'], c['exit'], c.get('exit_via', ''), c['esc'] or '', (c['cmd'] or '')[:100])
