#!/usr/bin/env python3
"""Check gold.json against the raw Codex rollouts: ids exist, snippets occur in decoded record text,
counts/failed ids recomputed, symptom < fix <= verification order."""
import json, re, os, sys
here = os.path.dirname(os.path.abspath(__file__)); root = os.path.join(here, '..')
gold = json.load(open(os.path.join(root, 'gold.json')))
SHELL = {'exec_command', 'shell', 'shell_command', 'local_shell_call'}
def decode(x):
    out = []
    def walk(v):
        if isinstance(v, str):
            out.append(v)
            try:
                j = json.loads(v)
                if isinstance(j, (dict, list)): walk(j)
            except Exception: pass
        elif isinstance(v, dict):
            for w in v.values(): walk(w)
        elif isinstance(v, list):
            for w in v: walk(w)
    walk(x); return '\n'.join(out)
bad = 0
def err(*a):
    global bad; bad += 1; print('  FAIL', *a)
for key, e in gold['files'].items():
    print(key)
    lines = open(os.path.join(root, 'files', key), encoding='utf-8').read().split('\n')
    recs = [json.loads(l) for l in lines if l.strip()]
    text = {}; pos = {}; calls = []; outs = {}; ends = {}; sess = {}
    for i, r in enumerate(recs):
        p = r.get('payload', {}); t = p.get('type') if isinstance(p, dict) else None
        text['line:%d' % i] = decode(r); pos['line:%d' % i] = i
        cid = p.get('call_id') if isinstance(p, dict) else None
        if cid:
            text[cid] = text.get(cid, '') + '\n' + decode(r); pos.setdefault(cid, i)
        if t in ('function_call', 'custom_tool_call', 'local_shell_call'): calls.append((i, p.get('name') or t, cid, p))
        if t in ('function_call_output', 'custom_tool_call_output'): outs[cid] = p.get('output')
        if t == 'exec_command_end': ends[cid] = p.get('exit_code')
    # write_stdin polls belong to the exec_command with that session id
    owner = {}
    for i, name, cid, p in calls:
        o = outs.get(cid); o = o if isinstance(o, str) else json.dumps(o)
        m = re.search(r'Process running with session ID (\d+)', o or '')
        if name == 'exec_command' and m: owner[m.group(1)] = cid
        if name == 'write_stdin':
            a = json.loads(p.get('arguments') or '{}'); sid = str(a.get('session_id'))
            if sid in owner:
                text[owner[sid]] += '\n' + text.get(cid, '')
                mm = re.search(r'Process exited with code (-?\d+)', o or '')
                if mm and owner[sid] not in ends: ends[owner[sid]] = int(mm.group(1))
                if mm: del owner[sid]
    shell = [c for c in calls if c[1] in SHELL]
    failed = []; unknown = []
    for i, name, cid, p in shell:
        code = ends.get(cid)
        o = outs.get(cid); o = o if isinstance(o, str) else json.dumps(o)
        if code is None and o is not None:
            m = re.search(r'(?:Process exited with code|Exit code:) (-?\d+)', o)
            if m: code = int(m.group(1))
            else:
                try: code = json.loads(o)['metadata']['exit_code']   # legacy 'shell' tool envelope
                except Exception: pass
        if code is None: unknown.append(cid)
        elif code != 0: failed.append(cid)
    c = e['counts']
    if c['shell_commands'] != len(shell): err('shell_commands', c['shell_commands'], len(shell))
    if c['failed_shell_commands'] != len(failed) or sorted(failed) != sorted(e['failed_native_ids']): err('failed', sorted(failed), e['failed_native_ids'])
    if sorted(unknown) != sorted(e['exit_unknown']): err('exit_unknown', unknown, e['exit_unknown'])
    if not set(e['expected_nonzero']) <= set(e['failed_native_ids']): err('expected not subset')
    masked = {s for ep in e['episodes'] if ep['masked'] for s in ep['symptom_native_ids'] if s in {x[2] for x in shell} and s not in failed}
    if c['masked_failures_annotated'] != len(masked): err('masked count', c['masked_failures_annotated'], len(masked))
    symp = {s for ep in e['episodes'] for s in ep['symptom_native_ids']}
    fixes = {ep['fix']['native_id'] for ep in e['episodes'] if ep['fix']}
    for f in failed:
        if f not in symp and f not in fixes and f not in e['expected_nonzero']: err('failed id not covered', f)
    def has(nid, s, what):
        if nid not in text: err(what, 'unknown id', nid); return
        if s not in text[nid]: err(what, nid, repr(s[:80]))
    for ep in e['episodes']:
        for s in ep['symptom_native_ids']:
            if s not in text: err(ep['id'], 'symptom id', s)
        has(ep['symptom_native_ids'][0], ep['error_text'], ep['id'] + ' error_text') if not ep['error_text'].startswith('(') and not any(ep['error_text'] in text.get(s, '') for s in ep['symptom_native_ids']) else None
        if ep['failing_command'] and not any(ep['failing_command'] in text.get(s, '') for s in ep['symptom_native_ids']): err(ep['id'], 'failing_command')
        ps = min(pos[s] for s in ep['symptom_native_ids'] if s in pos)
        if ep['fix']:
            fid = ep['fix']['native_id']
            if fid not in pos: err(ep['id'], 'fix id', fid); continue
            pool = text[fid] + ''.join(text.get(s, '') for s in ep['symptom_native_ids']) + text.get(ep['verified_by_native_id'] or '', '')
            for ent in ep['fix']['entities']:
                if ent not in pool and not any(ent in text.get(n, '') for n in re.findall(r'(?:call_[A-Za-z0-9]{20,}|line:\d+)', ep['notes'])): err(ep['id'], 'entity', ent)
            if not ps < pos[fid]: err(ep['id'], 'order symptom<fix')
            v = ep['verified_by_native_id']
            if v and not pos[fid] <= pos[v]: err(ep['id'], 'order fix<=verify')
        for n in re.findall(r'(?:call_[A-Za-z0-9]{20,}|line:\d+)', ep['notes']):
            if n not in text: err(ep['id'], 'notes id', n)
    for pv in e['pivots']: has(pv['native_id'], pv['snippet'], 'pivot')
    for ru in e['reuse']:
        has(ru['discovered']['native_id'], ru['discovered']['snippet'], 'reuse.discovered')
        has(ru['reused']['native_id'], ru['reused']['snippet'], 'reuse.reused')
        if pos.get(ru['discovered']['native_id'], 0) > pos.get(ru['reused']['native_id'], 0): err('reuse order', ru['entity'])
    for n in re.findall(r'(?:call_[A-Za-z0-9]{20,}|line:\d+)', e['notes'] + e['counts_notes']):
        if n not in text: err('notes id', n)
    print('  shell=%d failed=%d unknown=%d masked=%d episodes=%d' % (len(shell), len(failed), len(unknown), len(masked), len(e['episodes'])))
for g in gold['cross_session_groups']:
    for m in g['members']:
        if m['file'] not in gold['files']: err('group file', m['file'])
print('problems:', bad); sys.exit(1 if bad else 0)
