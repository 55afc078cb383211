"""Verify gold.json against raw Codex rollouts: ids, snippets, order, counts."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.join(HERE, '..')
gold = json.load(open(os.path.join(ROOT, 'gold.json')))

def strings(o, acc):
    if isinstance(o, str):
        acc.append(o)
        s = o.strip()
        if s[:1] in '{[':
            try: strings(json.loads(s), acc)
            except Exception: pass
    elif isinstance(o, dict):
        for v in o.values(): strings(v, acc)
    elif isinstance(o, list):
        for v in o: strings(v, acc)
    return acc

def load_gemini(path):
    d = json.load(open(path, encoding='utf-8'))
    text, pos, shell, failed = {}, {}, [], []
    for i, m in enumerate(d['messages']):
        tm = {k: v for k, v in m.items() if k != 'toolCalls'}
        text[m['id']] = '\n'.join(strings(tm, [])); pos[m['id']] = (i, -1)
        for k, t in enumerate(m.get('toolCalls') or []):
            text[t['id']] = '\n'.join(strings(t, [])); pos[t['id']] = (i, k)
            if t.get('name') == 'run_shell_command':
                shell.append(t['id'])
                out = '\n'.join(strings(t.get('result'), []))
                mm = re.search(r'\nExit Code: (-?\d+)', out)
                if mm and mm.group(1) != '0': failed.append(t['id'])
    return text, pos, shell, failed

def load_legacy(lines):
    text, pos, shell, failed = {}, {}, [], []
    for i, ln in enumerate(lines):
        if not ln.strip(): continue
        r = json.loads(ln); t = '\n'.join(strings(r, []))
        text[f'line:{i}'] = t; pos[f'line:{i}'] = i
        if r.get('type') == 'reasoning' and r.get('id'): text[r['id']] = t; pos[r['id']] = i
        cid = r.get('call_id')
        if cid:
            text[cid] = text.get(cid, '') + '\n' + t
            if r.get('type') == 'function_call':
                pos[cid] = i
                if r.get('name') == 'shell': shell.append(cid)
            if r.get('type') == 'function_call_output' and cid in shell:
                o = r.get('output')
                try: ec = json.loads(o)['metadata']['exit_code']
                except Exception: ec = None if not str(o).lstrip().startswith('error') else 'plain-error'
                if ec not in (0, None): failed.append(cid)
    return text, pos, shell, failed

def load(path):
    if path.endswith('.json'): return load_gemini(path)
    first = json.loads(open(path, encoding='utf-8').readline())
    if 'payload' not in first and 'type' not in first:
        return load_legacy(open(path, encoding='utf-8').read().split('\n'))
    lines = open(path, encoding='utf-8').read().split('\n')
    text, pos, shell, failed = {}, {}, [], []
    sess, wsid = {}, {}  # session id -> exec_command call_id; write_stdin call_id -> session id
    for i, ln in enumerate(lines):
        if not ln.strip(): continue
        r = json.loads(ln); p = r.get('payload', {}); pt = p.get('type')
        t = '\n'.join(strings(r, []))
        text[f'line:{i}'] = t; pos[f'line:{i}'] = i
        cid = p.get('call_id')
        if cid:
            text[cid] = text.get(cid, '') + '\n' + t
            if pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
                pos[cid] = i
                if p.get('name') in ('shell_command', 'shell', 'exec_command') or pt == 'local_shell_call':
                    shell.append(cid)
                elif pt == 'custom_tool_call' and p.get('name') == 'exec' and 'tools.exec_command' in (p.get('input') or ''):
                    shell.append(cid)  # code mode: JavaScript cell that runs a shell command
            if pt == 'function_call' and p.get('name') == 'write_stdin':
                try: wsid[cid] = str(json.loads(p.get('arguments'))['session_id'])
                except Exception: pass
            if pt == 'function_call_output' and cid in wsid and wsid[cid] in sess:
                o = p.get('output'); o = o if isinstance(o, str) else json.dumps(o)
                m = re.search(r'Process exited with code (-?\d+)', o)
                orig = sess[wsid[cid]]
                text[orig] = text.get(orig, '') + '\n' + t  # a write_stdin poll belongs to its exec_command
                if m and m.group(1) != '0' and orig not in failed: failed.append(orig)
            if pt == 'function_call_output' and cid in shell:
                o0 = p.get('output'); o0 = o0 if isinstance(o0, str) else json.dumps(o0)
                ms = re.search(r'Process running with session ID (\d+)', o0)
                if ms: sess[ms.group(1)] = cid
                o = p.get('output'); o = o if isinstance(o, str) else json.dumps(o)
                m = re.match(r'(?:Exit code: |Process exited with code )(\d+)', o) or re.match(r'exec_command failed: SandboxDenied .*?exit_code: (\d+)', o, re.S)
                if m is None:
                    m = re.search(r'Process exited with code (\d+)', o)
                if m and m.group(1) != '0': failed.append(cid)
            if pt == 'exec_command_end' and p.get('exit_code') not in (0, None) and cid not in failed:
                failed.append(cid)
    return text, pos, shell, failed

errs = 0
def bad(*a):
    global errs; errs += 1; print('  FAIL', *a)

for local, e in gold['files'].items():
    print('==', local)
    text, pos, shell, failed = load(os.path.join(ROOT, 'files', local))
    c = e['counts']
    if c['shell_commands'] != len(shell): bad('shell count', c['shell_commands'], len(shell))
    if sorted(e['failed_native_ids']) != sorted(failed): bad('failed ids', sorted(set(e['failed_native_ids']) ^ set(failed)))
    if c['failed_shell_commands'] != len(e['failed_native_ids']): bad('failed count')
    for x in e['expected_nonzero']:
        if x not in e['failed_native_ids']: bad('expected not failed', x)
    masked = set()
    def has(nid, s, what):
        if nid not in text: bad(what, 'id missing', nid); return False
        if s not in text[nid]: return False
        return True
    for ep in e['episodes']:
        sy = ep['symptom_native_ids']
        for s in sy:
            if s not in text: bad(ep['id'], 'symptom id', s)
        if not any(has(s, ep['error_text'], ep['id']) for s in sy) and not ep['error_text'].startswith('('):
            diag = [p['native_id'] for p in e['pivots']]
            if not any(ep['error_text'] in text.get(d, '') for d in diag): bad(ep['id'], 'error_text not in symptoms')
        if ep['failing_command'] and not any(has(s, ep['failing_command'], ep['id']) for s in sy): bad(ep['id'], 'failing_command')
        if ep['masked']:
            for s in sy:
                if s in shell and s not in e['failed_native_ids']: masked.add(s)
        fx = ep['fix']; v = ep['verified_by_native_id']
        if fx:
            if fx['native_id'] not in text: bad(ep['id'], 'fix id', fx['native_id'])
            elif pos[fx['native_id']] <= pos[sy[0]]: bad(ep['id'], 'fix before symptom')
            pool = [fx['native_id']] + sy + ([v] if v else [])
            for ent in fx['entities']:
                if not any(ent in text.get(n, '') for n in pool): bad(ep['id'], 'entity', ent)
        if v:
            if v not in text: bad(ep['id'], 'verify id', v)
            elif fx and pos[v] < pos[fx['native_id']]: bad(ep['id'], 'verify before fix')
        if ep['resolved'] and not v: bad(ep['id'], 'resolved without verification')
        for h in ep['hard_cases']:
            if h not in 'tool_switch compound_retry env_prefix flag_removed path_fix masked typo retry_still_fails_differently intended_failure edit_then_retry install gave_up config_change permission wrong_cwd'.split(): bad('hard case', h)
    covered = set(e['expected_nonzero'])
    for ep in e['episodes']:
        covered |= set(ep['symptom_native_ids'])
        if ep['fix']: covered.add(ep['fix']['native_id'])
    for x in e['failed_native_ids']:
        if x not in covered: bad('failed not covered', x)
    if c['masked_failures_annotated'] != len(masked): bad('masked count', c['masked_failures_annotated'], len(masked))
    for p in e['pivots']:
        if not has(p['native_id'], p['snippet'], 'pivot'): bad('pivot snippet', p['native_id'], p['snippet'])
    for r in e['reuse']:
        for k in ('discovered', 'reused'):
            if not has(r[k]['native_id'], r[k]['snippet'], 'reuse'): bad('reuse snippet', r[k])
        if pos.get(r['discovered']['native_id']) >= pos.get(r['reused']['native_id']): bad('reuse order', r['entity'])
    for x in e['exit_unknown']:
        if x not in shell: bad('exit_unknown not shell', x)
    print('  shell', len(shell), 'failed', len(failed), 'episodes', len(e['episodes']), 'masked', len(masked), 'pivots', len(e['pivots']), 'reuse', len(e['reuse']))
for g in gold['cross_session_groups']:
    for m in g['members']:
        t, _, _, _ = load(os.path.join(ROOT, 'files', m['file']))
        if m['native_id'] not in t: bad('group member', m)
print('errors:', errs); sys.exit(1 if errs else 0)
