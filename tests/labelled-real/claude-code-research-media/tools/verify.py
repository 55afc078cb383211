#!/usr/bin/env python3
"""Independent checker for L17 gold.json (python reader). Usage: verify.py [gold.json]
Checks, per file: counts + failed/exit_unknown ids recomputed from the raw file; every native id exists;
error_text / failing_command / fix entities / pivot & reuse snippets occur in the decoded text of their
records; symptom < fix <= verification order; masked count."""
import json, os, re, sys
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
gold = json.load(open(sys.argv[1] if len(sys.argv) > 1 else os.path.join(BASE, 'gold.json')))

def strings(o):
    """all string leaves, JSON-in-string decoded once more"""
    if isinstance(o, str):
        yield o
        s = o.strip()
        if s[:1] in '{[':
            try: yield from strings(json.loads(s))
            except Exception: pass
    elif isinstance(o, dict):
        for v in o.values(): yield from strings(v)
    elif isinstance(o, list):
        for v in o: yield from strings(v)

# ---------------- Claude Code ----------------
def load_claude(path):
    recs = [json.loads(l) for l in open(path, encoding='utf-8') if l.strip()]
    text, pos, names, results = {}, {}, {}, {}
    bash = []
    for i, r in enumerate(recs):
        u = r.get('uuid')
        m = r.get('message') if isinstance(r.get('message'), dict) else {}
        if u:
            text.setdefault(u, []).extend(strings(m.get('content'))); pos.setdefault(u, i)
        c = m.get('content')
        if isinstance(c, list):
            for b in c:
                if b.get('type') == 'tool_use':
                    names[b['id']] = b['name']; pos.setdefault(b['id'], i)
                    text.setdefault(b['id'], []).extend(strings(b.get('input')))
                    if b['name'] == 'Bash': bash.append(b['id'])
                elif b.get('type') == 'tool_result':
                    tid = b['tool_use_id']; results[tid] = (b, r.get('toolUseResult'))
                    text.setdefault(tid, []).extend(strings(b.get('content')))
                    text[tid].extend(strings(r.get('toolUseResult')))
        # task notifications: attach to the tool-use-id they name
        for s in strings(r.get('content')) if r.get('type') == 'queue-operation' else []:
            for tid in re.findall(r'<tool-use-id>(toolu_\w+)</tool-use-id>', s):
                text.setdefault(tid, []).append(s)
    failed, unknown = [], []
    for t in bash:
        if t not in results: unknown.append(t); continue
        b, tur = results[t]
        if b.get('is_error'): failed.append(t)
    # background task notifications that report failure
    for t in bash:
        for s in text.get(t, []):
            if '<status>failed</status>' in s and t not in failed: failed.append(t)
    return dict(shell=len(bash), failed=sorted(failed), unknown=sorted(unknown), text=text, pos=pos)

# ---------------- opencode export ----------------
def load_opencode(path):
    d = json.load(open(path, encoding='utf-8'))
    text, pos, bash, failed, unknown = {}, {}, [], [], []
    i = 0
    for msg in d['messages']:
        mid = msg['info']['id']; pos.setdefault(mid, i); i += 1
        text.setdefault(mid, [])
        for p in msg.get('parts', []):
            pid = p['id']; pos[pid] = i; i += 1
            text.setdefault(pid, []).extend(strings(p)); text[mid].extend(strings(p.get('text', '')))
            if p.get('type') == 'tool' and p.get('tool') == 'bash':
                bash.append(pid); st = p.get('state', {})
                ex = (st.get('metadata') or {}).get('exit')
                if st.get('status') not in ('completed', 'error') or (ex is None and st.get('status') != 'error'):
                    unknown.append(pid)
                elif st.get('status') == 'error' or (ex not in (0, None)):
                    failed.append(pid)
    return dict(shell=len(bash), failed=sorted(failed), unknown=sorted(unknown), text=text, pos=pos)

def load(path, fmt):
    return load_opencode(path) if fmt.startswith('opencode') else load_claude(path)

def occurs(snip, ids, D):
    return any(snip in s for i in ids for s in D['text'].get(i, []))

bad = 0
ALLOWED_HC = {'tool_switch','compound_retry','env_prefix','flag_removed','path_fix','masked','typo','retry_still_fails_differently','intended_failure','edit_then_retry','install','gave_up','config_change','permission','wrong_cwd'}
def err(f, msg):
    global bad; bad += 1; print(f'FAIL {f}: {msg}')

for f, e in gold['files'].items():
    D = load(os.path.join(BASE, 'files', f), e['format'])
    c = e['counts']
    if c['shell_commands'] != D['shell']: err(f, f"shell {c['shell_commands']} != {D['shell']}")
    if sorted(e['failed_native_ids']) != D['failed']: err(f, f"failed ids differ: gold-only {set(e['failed_native_ids'])-set(D['failed'])} raw-only {set(D['failed'])-set(e['failed_native_ids'])}")
    if c['failed_shell_commands'] != len(D['failed']): err(f, 'failed count')
    if sorted(e['exit_unknown']) != D['unknown']: err(f, f"exit_unknown differ {e['exit_unknown']} vs {D['unknown']}")
    if not set(e['expected_nonzero']) <= set(e['failed_native_ids']): err(f, 'expected_nonzero not subset')
    masked = set()
    for ep in e['episodes']:
        ids = ep['symptom_native_ids']
        named = re.findall(r'(toolu_\w+|call_[0-9a-f]{24}|prt_\w+|msg_\w+|[0-9a-f]{8}-[0-9a-f-]{27})', ep.get('notes', ''))
        for i in ids + named + [ep['fix']['native_id'] if ep.get('fix') else None, ep.get('verified_by_native_id')]:
            if i and i not in D['pos']: err(f, f"{ep['id']} id missing {i}")
        et = ep['error_text']
        if not et.startswith('(') and not occurs(et, ids + named, D): err(f, f"{ep['id']} error_text not found")
        if ep['failing_command'] and not occurs(ep['failing_command'], ids, D): err(f, f"{ep['id']} failing_command not in symptoms")
        fx = ep.get('fix')
        if fx:
            allids = ids + named + [fx['native_id'], ep.get('verified_by_native_id')]
            for ent in fx['entities']:
                if not occurs(ent, [x for x in allids if x], D): err(f, f"{ep['id']} entity {ent!r} not found")
            if not D['pos'][ids[0]] < D['pos'][fx['native_id']]: err(f, f"{ep['id']} fix not after symptom")
            v = ep.get('verified_by_native_id')
            if v and not D['pos'][fx['native_id']] <= D['pos'][v]: err(f, f"{ep['id']} verification before fix")
        if ep['resolved'] and not ep.get('verified_by_native_id'): err(f, f"{ep['id']} resolved without verification")
        if ep['masked']:
            for i in ids:
                if i in D['text'] and i not in e['failed_native_ids'] and (i.startswith(("toolu_", "call_", "prt_"))):
                    masked.add(i)
        if ep['expected_failure'] and ep.get('fix'): err(f, f"{ep['id']} expected with fix")
        bad_hc = set(ep['hard_cases']) - ALLOWED_HC
        if bad_hc: err(f, f"{ep['id']} unknown hard_cases {bad_hc}")
        if not ep['resolved'] and ep.get('verified_by_native_id') and ep.get('fix'): err(f, f"{ep['id']} unresolved but verified")
    if c['masked_failures_annotated'] != len(masked): err(f, f"masked {c['masked_failures_annotated']} != {len(masked)} {sorted(masked)}")
    for p in e['pivots']:
        if not occurs(p['snippet'], [p['native_id']], D): err(f, f"pivot snippet {p['snippet']!r}")
    for r in e['reuse']:
        for k in ('discovered', 'reused'):
            if not occurs(r[k]['snippet'], [r[k]['native_id']], D): err(f, f"reuse {k} snippet {r[k]['snippet']!r}")
        if not D['pos'][r['discovered']['native_id']] < D['pos'][r['reused']['native_id']]: err(f, f"reuse order {r['entity']}")
    # every failed shell command is a symptom, a fix attempt or expected
    cov = set(e['expected_nonzero'])
    for ep in e['episodes']:
        cov |= set(ep['symptom_native_ids'])
        if ep.get('fix'): cov.add(ep['fix']['native_id'])
        cov |= set(re.findall(r'(toolu_\w+|call_[0-9a-f]{24}|prt_\w+)', ep.get('notes', '')))
    for i in D['failed']:
        if i not in cov: err(f, f"failed {i} not covered by any episode/expected")
    print(f"checked {f}: shell={D['shell']} failed={len(D['failed'])} unknown={len(D['unknown'])} masked={len(masked)} episodes={len(e['episodes'])}")
for g in gold.get('cross_session_groups', []):
    for m in g['members']:
        D = load(os.path.join(BASE, 'files', m['file']), gold['files'][m['file']]['format'])
        if m['native_id'] not in D['pos']: err('groups', f"{m}")
print('ALL OK' if not bad else f'{bad} problems')
