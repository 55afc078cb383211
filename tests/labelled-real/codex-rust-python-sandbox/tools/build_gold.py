"""Build gold.json from tools/specs/*.json: recompute counts from the raw Codex rollout and check ids, snippets, order."""
import json, re, sys, glob, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
SHELL = {'shell_command', 'exec_command', 'shell', 'local_shell_call'}

def index(path):
    recs = {}; calls = []; code = {}; first = {}
    for i, line in enumerate(open(path, encoding='utf-8')):
        r = json.loads(line); p = r.get('payload', {}); t = p.get('type')
        text = json.dumps(r, ensure_ascii=False)
        # decoded text: the record plus decoded nested JSON strings
        dec = [text]
        for k in ('arguments', 'output', 'input'):
            v = p.get(k)
            if isinstance(v, str):
                dec.append(v)
                try:
                    d = json.loads(v); dec.append(json.dumps(d, ensure_ascii=False))
                    if isinstance(d, dict):
                        for x in d.values(): dec.extend(str(y) for y in x) if isinstance(x, list) else dec.append(str(x))
                except Exception: pass
        for k in ('message', 'text'):
            if isinstance(p.get(k), str): dec.append(p[k])
        for c in p.get('content', []) or []:
            if isinstance(c, dict) and isinstance(c.get('text'), str): dec.append(c['text'])
        blob = '\n'.join(dec)
        recs[f'line:{i}'] = (i, blob)
        cid = p.get('call_id')
        if cid:
            if cid not in first: first[cid] = i
            prev = recs.get(cid, (i, ''))
            recs[cid] = (first[cid], prev[1] + '\n' + blob)
        if t in ('function_call', 'local_shell_call') and (p.get('name') in SHELL or t == 'local_shell_call'):
            calls.append(cid)
        if t == 'function_call_output':
            o = p.get('output') if isinstance(p.get('output'), str) else ''
            m = re.match(r'(?:Exit code: |Chunk ID.*?Process exited with code )(-?\d+)', o, re.S)
            if m: code[cid] = int(m.group(1))
            else:
                try:
                    j = json.loads(o); code[cid] = j['metadata']['exit_code']
                except Exception:
                    m = re.match(r'failed in sandbox \w+ with execution error: .*?exit code: (\d+)', o, re.S)
                    if m: code[cid] = int(m.group(1))
                    elif o.startswith('error: '): code[cid] = 'text'  # plain-text failure (apply_patch via shell), no code
                    elif o.startswith('execution error:'): pass  # never started: exit unknown
        if t == 'event_msg' and p.get('type') == 'exec_command_end':
            code[cid] = p.get('exit_code')
    return recs, calls, code

def main():
    out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": {}, "cross_session_groups": []}
    errs = []
    for sp in sorted(glob.glob(os.path.join(HERE, 'specs', '*.json'))):
        s = json.load(open(sp)); f = s.pop('file'); path = os.path.join(ROOT, 'files', f)
        recs, calls, code = index(path)
        failed = sorted(c for c in calls if code.get(c) not in (None, 0))
        unknown = sorted(c for c in calls if c not in code)
        if sorted(s['exit_unknown']) != unknown: errs.append(f'{f}: exit_unknown {unknown}')
        for c in s['expected_nonzero']:
            if c not in failed: errs.append(f'{f}: expected {c} not failed')
        def has(nid, snip, what):
            if nid not in recs: errs.append(f'{f}: missing id {nid} ({what})'); return
            if snip is not None and snip not in recs[nid][1]: errs.append(f'{f}: {what} {snip!r} not in {nid}')
        accounted = set(s['expected_nonzero']); masked = set()
        for e in s['episodes']:
            syms = e['symptom_native_ids']
            for n in syms: has(n, None, 'symptom')
            if not any(e['error_text'] in recs.get(n, (0, ''))[1] for n in syms) and not e['error_text'].startswith('('):
                errs.append(f"{f} {e['id']}: error_text not in symptoms")
            if e['failing_command'] and not any(e['failing_command'] in recs.get(n, (0, ''))[1] for n in syms):
                errs.append(f"{f} {e['id']}: failing_command not in symptoms")
            accounted.update(syms)
            if e['masked']: masked.update(n for n in syms if n in calls and n not in failed)
            fx = e.get('fix'); v = e.get('verified_by_native_id')
            if fx:
                has(fx['native_id'], None, 'fix'); accounted.add(fx['native_id'])
                pool = '\n'.join(recs.get(n, (0, ''))[1] for n in syms + [fx['native_id'], v] if n)
                for ent in fx['entities']:
                    if ent not in pool: errs.append(f"{f} {e['id']}: entity {ent!r} not found")
                if not recs[syms[0]][0] < recs[fx['native_id']][0]: errs.append(f"{f} {e['id']}: symptom !< fix")
                if v and not recs[fx['native_id']][0] <= recs[v][0]: errs.append(f"{f} {e['id']}: fix !<= verification")
            if v: has(v, None, 'verification')
            if e['resolved'] and not v: errs.append(f"{f} {e['id']}: resolved without verification")
        for extra in s.get('attempted_fix_ids', []): accounted.add(extra)
        for c in failed:
            if c not in accounted: errs.append(f'{f}: failed {c} unaccounted')
        for pv in s['pivots']: has(pv['native_id'], pv['snippet'], 'pivot')
        for ru in s['reuse']:
            has(ru['discovered']['native_id'], ru['discovered']['snippet'], 'reuse.discovered')
            has(ru['reused']['native_id'], ru['reused']['snippet'], 'reuse.reused')
        s.pop('attempted_fix_ids', None)
        entry = {'format': s['format'], 'counts': {'shell_commands': len(calls), 'failed_shell_commands': len(failed), 'masked_failures_annotated': len(masked)},
                 'counts_notes': s['counts_notes'], 'failed_native_ids': failed, 'expected_nonzero': sorted(s['expected_nonzero']), 'exit_unknown': unknown,
                 'notes': s['notes'], 'episodes': s['episodes'], 'pivots': s['pivots'], 'reuse': s['reuse']}
        out['files'][f] = entry
        print(f, entry['counts'], 'episodes', len(s['episodes']), 'pivots', len(s['pivots']), 'reuse', len(s['reuse']))
    g = os.path.join(HERE, 'groups.json')
    if os.path.exists(g): out['cross_session_groups'] = json.load(open(g))
    for e in errs: print('ERR', e)
    json.dump(out, open(os.path.join(ROOT, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
main()
