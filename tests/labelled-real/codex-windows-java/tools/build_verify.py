#!/usr/bin/env python3
"""Merge tools/specs/*.json into gold.json and verify every entry against its raw file.

Checks: native ids exist; error_text / failing_command / snippets / fix entities occur in the
decoded text of their records; symptom < fix <= verification in file order; counts, failed ids,
exit_unknown recomputed from the raw Codex rollout."""
import json, glob, os, re, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHELL = {'exec_command', 'shell', 'shell_command', 'container.exec', 'local_shell'}

def load(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    recs = {}
    for i, l in enumerate(lines):
        if l.strip():
            recs[i] = json.loads(l)
    return recs

def dec(s):
    if isinstance(s, str):
        try:
            j = json.loads(s)
            return s + '\n' + json.dumps(j, ensure_ascii=False) + '\n' + flat(j)
        except Exception:
            return s
    return flat(s)

def flat(o):
    if isinstance(o, str): return o
    if isinstance(o, dict): return '\n'.join(flat(v) for v in o.values())
    if isinstance(o, list): return '\n'.join(flat(v) for v in o)
    return str(o)

def index(recs):
    calls, text, pos = {}, {}, {}
    for i, d in recs.items():
        p = d.get('payload', {})
        if not isinstance(p, dict): continue
        pt = p.get('type')
        cid = p.get('call_id')
        if pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
            calls[cid] = (i, p); pos[cid] = i
            text[cid] = text.get(cid, '') + '\n' + dec(p.get('arguments') or p.get('input') or '') + '\n' + flat(p.get('action') or '')
        elif cid and pt in ('function_call_output', 'custom_tool_call_output', 'exec_command_end'):
            o = p.get('output') if 'output' in p else p
            text[cid] = text.get(cid, '') + '\n' + dec(o) if isinstance(o, str) else text.get(cid, '') + '\n' + flat(o)
        # line ids
        text[f'line:{i}'] = flat(p) if isinstance(p, dict) else flat(d)
        pos[f'line:{i}'] = i
    return calls, text, pos

def exits(recs, calls):
    res = {}
    ends = {}; outs = {}
    for i, d in recs.items():
        p = d.get('payload', {})
        if p.get('type') == 'exec_command_end': ends[p['call_id']] = p.get('exit_code')
        if p.get('type') in ('function_call_output', 'custom_tool_call_output'): outs[p['call_id']] = p.get('output')
    # write_stdin polls carry the exit of the exec_command that opened the session
    sess = {}
    for cid, (i, p) in sorted(calls.items(), key=lambda kv: kv[1][0]):
        o = outs.get(cid); o = o if isinstance(o, str) else json.dumps(o) if o is not None else ''
        m = re.search(r'Process running with session ID (\d+)', o)
        if p.get('name') in SHELL and m: sess[m.group(1)] = cid
        if p.get('name') == 'write_stdin':
            try: sid = str(json.loads(p.get('arguments') or '{}').get('session_id'))
            except Exception: sid = None
            m2 = re.search(r'Process exited with code (-?\d+)', o)
            if sid in sess and m2 and sess[sid] not in ends: ends[sess[sid]] = int(m2.group(1))
    def is_shell(p):
        if p.get('type') == 'custom_tool_call':
            # code mode: a JS 'exec' whose script calls the shell tool
            return p.get('name') == 'exec' and ('tools.shell_command' in (p.get('input') or '') or 'tools.exec_command' in (p.get('input') or ''))
        return p.get('name') in SHELL or p.get('type') == 'local_shell_call'
    for cid, (i, p) in calls.items():
        if not is_shell(p): continue
        ec = ends.get(cid)
        if ec is None and cid in outs:
            o = outs[cid]
            o = o if isinstance(o, str) else '\n'.join(x.get('text', '') for x in o if isinstance(x, dict)) if isinstance(o, list) else json.dumps(o)
            m = re.search(r'(?:Process exited with code|Exit code:) (-?\d+)', o)
            if m: ec = int(m.group(1))
            else:
                try:
                    j = json.loads(o); ec = j.get('metadata', {}).get('exit_code')
                except Exception: pass
        res[cid] = ec
    return res

def index_exec(recs):
    """codex exec --json: native id = item.id; other records line:N."""
    text, pos, ex = {}, {}, {}
    for i, d in recs.items():
        it = d.get('item') or {}
        iid = it.get('id')
        text[f'line:{i}'] = flat(d); pos[f'line:{i}'] = i
        if iid:
            pos.setdefault(iid, i)
            text[iid] = text.get(iid, '') + '\n' + flat(it)
            if it.get('type') == 'command_execution':
                if d.get('type') == 'item.completed': ex[iid] = it.get('exit_code')
                else: ex.setdefault(iid, None)
    return text, pos, ex

def check(fname, e):
    path = os.path.join(ROOT, 'files', fname)
    recs = load(path)
    errs = []
    if recs[min(recs)].get('type') == 'thread.started':
        text, pos, ex = index_exec(recs)
    else:
        calls, text, pos = index(recs)
        ex = exits(recs, calls)
    n_shell = len(ex)
    failed = sorted(c for c, v in ex.items() if v not in (0, None))
    unknown = sorted(c for c, v in ex.items() if v is None)
    c = e['counts']
    if c['shell_commands'] != n_shell: errs.append(f'shell_commands {c["shell_commands"]} != {n_shell}')
    if sorted(e['failed_native_ids']) != failed: errs.append(f'failed ids differ: label-only {set(e["failed_native_ids"])-set(failed)} raw-only {set(failed)-set(e["failed_native_ids"])}')
    if c['failed_shell_commands'] != len(failed): errs.append('failed count')
    if sorted(e['exit_unknown']) != unknown: errs.append(f'exit_unknown differ: {unknown}')
    for x in e['expected_nonzero']:
        if x not in failed: errs.append(f'expected_nonzero {x} not failed')
    masked = set()
    def need(nid, s, what):
        if nid not in pos: errs.append(f'{what}: id {nid} missing'); return
        if s is None: return
        t = text.get(nid, '')
        if s not in t: errs.append(f'{what}: {s[:60]!r} not in {nid}')
    symptom_ids = set()
    for ep in e['episodes']:
        sid = ep['symptom_native_ids']
        for s in sid:
            if s not in pos: errs.append(f'{ep["id"]} symptom {s} missing')
        symptom_ids |= set(sid)
        et = ep['error_text']
        if not et.startswith('(') and not any(et in text.get(s, '') for s in sid) and not any(et in text.get(s, '') for s in ep.get('diag_ids', [])):
            errs.append(f'{ep["id"]} error_text not in symptoms')
        if ep['failing_command'] is not None and not any(ep['failing_command'] in text.get(s, '') for s in sid):
            errs.append(f'{ep["id"]} failing_command not in symptoms')
        fx = ep['fix']; v = ep['verified_by_native_id']
        first = min(pos.get(s, 10**9) for s in sid)
        if fx:
            need(fx['native_id'], None, ep['id'] + ' fix')
            pool = [fx['native_id']] + sid + ([v] if v else []) + ep.get('diag_ids', [])
            for ent in fx['entities']:
                if not any(ent in text.get(x, '') for x in pool): errs.append(f'{ep["id"]} entity {ent!r} not found')
            if pos.get(fx['native_id'], -1) <= first: errs.append(f'{ep["id"]} fix not after symptom')
            if v and pos.get(v, -1) < pos.get(fx['native_id'], 10**9): errs.append(f'{ep["id"]} verification before fix')
        if v: need(v, None, ep['id'] + ' verif')
        if ep['resolved'] and not v: errs.append(f'{ep["id"]} resolved without verification')
        if ep['masked']:
            for s in sid:
                if s in ex and s not in failed: masked.add(s)
        if ep['shell'] and ep['masked'] is False and not ep['expected_failure']:
            for s in sid:
                if s in ex and s not in failed: errs.append(f'{ep["id"]} shell symptom {s} not failed and not masked')
    if c['masked_failures_annotated'] != len(masked): errs.append(f'masked count {c["masked_failures_annotated"]} != {len(masked)}')
    for f in failed:
        if f not in symptom_ids and f not in e['expected_nonzero']:
            # allowed if it is a fix attempt
            if not any(ep['fix'] and ep['fix']['native_id'] == f for ep in e['episodes']):
                errs.append(f'failed {f} is neither symptom, fix nor expected')
    for pv in e['pivots']: need(pv['native_id'], pv['snippet'], 'pivot')
    for r in e['reuse']:
        need(r['discovered']['native_id'], r['discovered']['snippet'], 'reuse-disc')
        need(r['reused']['native_id'], r['reused']['snippet'], 'reuse-used')
        if pos.get(r['discovered']['native_id'], 0) >= pos.get(r['reused']['native_id'], 0): errs.append('reuse order')
    return errs, dict(shell=n_shell, failed=len(failed), unknown=len(unknown), episodes=len(e['episodes']), masked=len(masked), pivots=len(e['pivots']), reuse=len(e['reuse']))

def main():
    files = {}
    for sp in sorted(glob.glob(os.path.join(ROOT, 'tools/specs/*.json'))):
        d = json.load(open(sp))
        files[d['file']] = d['entry']
    groups = json.load(open(os.path.join(ROOT, 'tools/groups.json'))) if os.path.exists(os.path.join(ROOT, 'tools/groups.json')) else []
    ok = True
    for f, e in files.items():
        errs, st = check(f, e)
        print(f, st)
        for x in errs: print('   ERR', x); ok = False
        for ep in e["episodes"]: ep.pop("diag_ids", None)
    for g in groups:
        for m in g['members']:
            if m['file'] not in files: print('group member file missing', m); ok = False; continue
            e = files[m['file']]
            if m.get('episode'):
                eps = {ep['id']: ep for ep in e['episodes']}
                ep = eps.get(m['episode'])
                if not ep or m['native_id'] not in ep['symptom_native_ids'] + ([ep['fix']['native_id']] if ep['fix'] else []) + ([ep['verified_by_native_id']] if ep['verified_by_native_id'] else []):
                    print('group member mismatch', m); ok = False
            else:
                recs = load(os.path.join(ROOT, 'files', m['file']))
                if recs[min(recs)].get('type') == 'thread.started': t, pos, _ = index_exec(recs)
                else: _, t, pos = index(recs)
                if m['native_id'] not in pos: print('group member id missing', m); ok = False
                if m['role'] == 'expected_nonzero' and m['native_id'] not in e['expected_nonzero']: print('not expected', m); ok = False
    out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups}
    json.dump(out, open(os.path.join(ROOT, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
    print('OK' if ok else 'ERRORS')
main()
