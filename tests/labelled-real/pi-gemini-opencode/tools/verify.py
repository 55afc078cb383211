"""Verifier for L51 gold.json. Re-reads every file with readers.py and checks ids, texts, failure coverage, order, counts."""
import json, os, re, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'tools'))
from readers import read_any
G = json.load(open(os.path.join(ROOT, 'gold.json')))
errs = []; warns = []
def E(m): errs.append(m)
manifest = [l.rstrip('\n').split('\t') for l in open(os.path.join(ROOT, 'MANIFEST.tsv')) if not l.startswith('#')]
mf = {r[0]: r for r in manifest}
for fn, g in G['files'].items():
    path = os.path.join(ROOT, 'files', fn)
    if fn not in mf: E(f'{fn}: not in MANIFEST')
    elif mf[fn][4] != '%dB' % os.path.getsize(path): E(f'{fn}: size mismatch in MANIFEST')
    S = read_any(path); R = S['records']; pos = {k: i for i, k in enumerate(S['order'])}
    def has(i): return i in R
    def txt(i): return R.get(i, '')
    # counts
    c = g['counts']
    if c['shell_commands'] != len(S['shell_ids']): E(f'{fn}: shell count {c["shell_commands"]} != {len(S["shell_ids"])}')
    if sorted(S['failed']) != sorted(g['failed_native_ids']): E(f'{fn}: failed ids differ: {sorted(set(S["failed"]) ^ set(g["failed_native_ids"]))}')
    if c['failed_shell_commands'] != len(g['failed_native_ids']): E(f'{fn}: failed count mismatch')
    if sorted(S['exit_unknown']) != sorted(g['exit_unknown']): E(f'{fn}: exit_unknown differ')
    if not set(g['expected_nonzero']) <= set(g['failed_native_ids']): E(f'{fn}: expected_nonzero not subset of failed')
    covered = set(g['expected_nonzero']); allnotes = ' '.join(e['notes'] for e in g['episodes'])
    masked_cnt = set()
    for e in g['episodes']:
        eid = f"{fn}:{e['id']}"
        ids = list(e['symptom_native_ids']) + ([e['fix']['native_id']] if e['fix'] else []) + ([e['verified_by_native_id']] if e['verified_by_native_id'] else [])
        for i in ids:
            if not has(i): E(f'{eid}: unknown native id {i}')
        named = set(re.findall(r'(toolu_[A-Za-z0-9]+|line:\d+|msg:\d+|call_[A-Za-z0-9_]+|[a-z_]+-\d{13}-[0-9a-f]+)', e['notes']))
        for i in named:
            if not has(i): E(f'{eid}: notes name unknown id {i}')
        for s in e['symptom_native_ids']:
            covered.add(s)
            if e['shell'] and s in S['shell_ids']:
                if s not in S['failed'] and not e['masked'] and not e['expected_failure'] and s not in S['exit_unknown']:
                    # a masked twin inside a non-masked episode must be said so in notes
                    if s not in e['notes']: E(f'{eid}: shell symptom {s} did not fail and episode not masked')
                if s not in S['failed'] and e['masked']: masked_cnt.add(s)
        if e['shell'] and not any(s in S['shell_ids'] for s in e['symptom_native_ids']): E(f'{eid}: shell episode without shell symptom')
        if e['expected_failure'] and (e['fix'] or e['resolved']): E(f'{eid}: expected failure must have no fix and resolved false')
        if e['error_text']:
            pool = [txt(s) for s in e['symptom_native_ids']] + [txt(i) for i in named]
            if not e['error_text'].startswith('(') and not any(e['error_text'] in p for p in pool): E(f'{eid}: error_text not found in symptom/diagnosis records')
        if e['failing_command'] and not any(e['failing_command'] in txt(s) for s in e['symptom_native_ids']): E(f'{eid}: failing_command not in a symptom')
        if e['fix']:
            covered.add(e['fix']['native_id'])
            pool = [txt(i) for i in ids] + [txt(i) for i in named]
            for ent in e['fix']['entities']:
                if not any(ent in p for p in pool): E(f'{eid}: fix entity {ent!r} not found')
            fi = pos.get(e['fix']['native_id'], -1); si = min(pos.get(s, 10**9) for s in e['symptom_native_ids'])
            if not si < fi: E(f'{eid}: fix not after first symptom')
            if e['verified_by_native_id'] and not fi <= pos.get(e['verified_by_native_id'], -1): E(f'{eid}: verification before fix')
        if e['resolved'] and not e['verified_by_native_id']: E(f'{eid}: resolved without verification')
        if e['expected_failure'] and e['fix']: E(f'{eid}: expected failure with a fix')
        if e['verified_by_native_id'] and e['verified_by_native_id'] in S['failed'] and e['verified_by_native_id'] not in e['notes']:
            warns.append(f'{eid}: verification call itself failed')
        covered |= named
    for f in g['failed_native_ids']:
        if f not in covered: E(f'{fn}: failed shell command {f} is neither symptom, fix, expected_nonzero nor a named attempted fix')
    if c['masked_failures_annotated'] != len(masked_cnt): E(f'{fn}: masked count {c["masked_failures_annotated"]} != {len(masked_cnt)}')
    for p in g['pivots']:
        if not has(p['native_id']) or p['snippet'] not in txt(p['native_id']): E(f'{fn}: pivot {p} not found')
    for r in g['reuse']:
        for k in ('discovered', 'reused'):
            x = r[k]
            if not has(x['native_id']) or x['snippet'] not in txt(x['native_id']): E(f'{fn}: reuse {r["entity"]} {k} snippet not found')
        if pos.get(r['discovered']['native_id'], 0) >= pos.get(r['reused']['native_id'], 0): E(f'{fn}: reuse order wrong for {r["entity"]}')
for grp in G['cross_session_groups']:
    fs = {m['file'] for m in grp['members']}
    if len(fs) < 2: E(f'group {grp["category"]}: fewer than two files')
    for m in grp['members']:
        g = G['files'].get(m['file'])
        if not g: E(f'group member file {m["file"]} unknown'); continue
        ep = [e for e in g['episodes'] if e['id'] == m['episode']]
        if not ep: E(f'group {grp["category"]}: episode {m["episode"]} missing in {m["file"]}'); continue
        ep = ep[0]; want = {'symptom': ep['symptom_native_ids'], 'fix': [ep['fix']['native_id']] if ep['fix'] else [], 'verification': [ep['verified_by_native_id']]}
        if m['native_id'] not in want.get(m['role'], []): E(f'group {grp["category"]}: {m["native_id"]} is not the {m["role"]} of {m["file"]}:{m["episode"]}')
for w in warns: print('WARN', w)
for e in errs: print('ERROR', e)
print('OK' if not errs else f'{len(errs)} errors', '-', len(G['files']), 'files,', sum(len(g['episodes']) for g in G['files'].values()), 'episodes')

# Second, independent count check with plain regexes on the raw bytes (no JSON parsing of records)
import re as _re
for fn, g in G['files'].items():
    raw = open(os.path.join(ROOT, 'files', fn), encoding='utf-8').read()
    if fn.endswith('.jsonl'):
        ids = _re.findall(r'"type":"toolCall","id":"([^"]+)","name":"bash"', raw)
        failed = set(_re.findall(r'"role":"toolResult","toolCallId":"([^"]+)","toolName":"bash","content":\[.*?\],(?:"details":\{.*?\},)?"isError":true', raw))
        if len(ids) != g['counts']['shell_commands']: print('REGEX MISMATCH shell', fn, len(ids)); errs.append(fn)
        if failed != set(g['failed_native_ids']): print('REGEX MISMATCH failed', fn, sorted(failed ^ set(g['failed_native_ids']))); errs.append(fn)
    elif fn.endswith('.json'):
        n = len(_re.findall(r'"name":\s*"run_shell_command",\s*"args"', raw))
        codes = _re.findall(r'"id":\s*"(run_shell_command-[^"]+)",\s*"name":\s*"run_shell_command",\s*"response":\s*\{\s*"output":\s*"((?:[^"\\]|\\.)*)"', raw)
        codes = [(i, (_re.findall(r'Exit Code: (\d+)', o) or ['?'])[-1]) for i, o in codes]
        bad = {i for i, c in codes if c not in ('0', '?')}

        if n != g['counts']['shell_commands']: print('REGEX MISMATCH shell', fn, n); errs.append(fn)
        if bad != set(g['failed_native_ids']): print('REGEX MISMATCH failed', fn, sorted(bad ^ set(g['failed_native_ids']))); errs.append(fn)
    else:
        n = len(_re.findall(r'^\*\*Tool: bash\*\*$', raw, _re.M))
        if n != g['counts']['shell_commands']: print('REGEX MISMATCH shell', fn, n); errs.append(fn)
print('regex cross-check', 'OK' if not errs else 'FAILED')
sys.exit(1 if errs else 0)
