#!/usr/bin/env python3
"""Verify L4 label specs against the raw files (Claude Code JSONL and opencode export JSON).
Checks: ids exist; error_text/failing_command/fix entities/pivot+reuse snippets occur in decoded record text;
symptom < fix <= verification in file order; counts and failed ids recomputed from the raw file.
Usage: verify.py SPEC.json..."""
import json, sys, os
BASE = os.path.join(os.path.dirname(__file__), '..', 'files')

def blocks_text(c):
    if isinstance(c, str): return c
    out = []
    for b in c or []:
        if not isinstance(b, dict): continue
        t = b.get('type')
        if t == 'text': out.append(b.get('text', ''))
        elif t == 'thinking': out.append(b.get('thinking', ''))
        elif t == 'tool_use': out.append(json.dumps(b.get('input'), ensure_ascii=False)); out.extend(str(v) for v in b.get('input', {}).values())
        elif t == 'tool_result':
            cc = b.get('content'); out.append(cc if isinstance(cc, str) else blocks_text(cc))
    return '\n'.join(out)

def index_claude(path):
    """id -> (order position, decoded text); plus shell facts"""
    idx, shell = {}, {}
    for i, line in enumerate(open(path, encoding='utf-8')):
        r = json.loads(line)
        m = r.get('message')
        if not isinstance(m, dict): 
            if r.get('uuid'): idx[r['uuid']] = [i, json.dumps(r, ensure_ascii=False)]
            continue
        c = m.get('content')
        if r.get('uuid'): idx[r['uuid']] = [i, blocks_text(c)]
        if isinstance(c, list):
            for b in c:
                if b.get('type') == 'tool_use':
                    inp = b.get('input', {})
                    idx[b['id']] = [i, json.dumps(inp, ensure_ascii=False) + '\n' + '\n'.join(str(v) for v in inp.values())]
                    if b['name'] == 'Bash': shell[b['id']] = None
                elif b.get('type') == 'tool_result':
                    tid = b['tool_use_id']; cc = b.get('content')
                    txt = cc if isinstance(cc, str) else blocks_text(cc)
                    tur = r.get('toolUseResult')
                    if isinstance(tur, str): txt += '\n' + tur
                    elif isinstance(tur, dict):
                        txt += '\n' + '\n'.join(str(v) for v in tur.values() if isinstance(v, str))
                    if tid in idx: idx[tid][1] += '\n' + txt
                    if tid in shell: shell[tid] = bool(b.get('is_error'))
    return idx, shell

def index_opencode(path):
    d = json.load(open(path, encoding='utf-8'))
    idx, shell, pos = {}, {}, 0
    for m in d['messages']:
        mid = m['info']['id']; texts = []
        start = pos
        for p in m['parts']:
            pos += 1
            t = p.get('type')
            if t in ('text', 'reasoning'): texts.append(p.get('text', ''))
            if t == 'tool':
                st = p.get('state', {}); inp = st.get('input', {})
                txt = json.dumps(inp, ensure_ascii=False) + '\n' + '\n'.join(str(v) for v in inp.values()) + '\n' + str(st.get('output', '')) + '\n' + str(st.get('error', '')) + '\n' + str((st.get('metadata') or {}).get('output', ''))
                idx[p['id']] = [pos, txt]
                if p.get('tool') == 'bash':
                    ex = (st.get('metadata') or {}).get('exit')
                    shell[p['id']] = ('unknown' if ex is None else ex != 0)
            else:
                idx[p['id']] = [pos, p.get('text', '') or json.dumps(p, ensure_ascii=False)]
        idx[mid] = [start, '\n'.join(texts)]
    return idx, shell

def check(spec):
    f = os.path.join(BASE, spec['local_file']); errs = []
    idx, shell = (index_opencode if f.endswith('.json') else index_claude)(f)
    def has(i, s, what):
        if i not in idx: errs.append(f'{what}: id {i} missing'); return False
        if s is not None and s not in idx[i][1]: errs.append(f'{what}: {s!r} not in {i}'); return False
        return True
    # counts
    n = len(shell); failed = sorted(k for k, v in shell.items() if v is True); unk = sorted(k for k, v in shell.items() if v == 'unknown' or v is None)
    c = spec['counts']
    if n != c['shell_commands']: errs.append(f'shell count {n} != {c["shell_commands"]}')
    if failed != sorted(spec['failed_native_ids']): errs.append(f'failed ids {failed} != spec')
    if len(failed) != c['failed_shell_commands']: errs.append('failed count mismatch')
    if unk != sorted(spec['exit_unknown']): errs.append(f'exit_unknown {unk} != spec')
    masked = set()
    for e in spec['episodes']:
        syms = e['symptom_native_ids']
        for s in syms: has(s, None, e['id'] + ' symptom')
        if not any(s in idx and e['error_text'] in idx[s][1] for s in syms) and not e['error_text'].startswith('('):
            errs.append(f"{e['id']}: error_text not in any symptom record (check diagnosis named in notes)")
        if e['failing_command'] and not any(s in idx and e['failing_command'] in idx[s][1] for s in syms):
            errs.append(f"{e['id']}: failing_command not in symptom")
        if e['masked']:
            for s in syms:
                if s in shell and shell[s] is not True: masked.add(s)
        if e['masked'] is False and any(s in shell and shell[s] is not True for s in syms) and not e['expected_failure']:
            errs.append(f"{e['id']}: shell symptom not failed but masked false")
        first = min(idx[s][0] for s in syms if s in idx)
        fx = e['fix']
        if fx:
            has(fx['native_id'], None, e['id'] + ' fix')
            rel = [fx['native_id']] + syms + ([e['verified_by_native_id']] if e['verified_by_native_id'] else [])
            for ent in fx['entities']:
                if not any(r in idx and ent in idx[r][1] for r in rel): errs.append(f"{e['id']}: entity {ent!r} not found")
            if fx['native_id'] in idx and idx[fx['native_id']][0] < first: errs.append(f"{e['id']}: fix before symptom")
            if fx['native_id'] in idx and idx[fx['native_id']][0] == first and fx['native_id'] not in syms: errs.append(f"{e['id']}: fix same record as symptom?")
        v = e['verified_by_native_id']
        if v:
            has(v, None, e['id'] + ' verif')
            if fx and v in idx and idx[v][0] < idx[fx['native_id']][0]: errs.append(f"{e['id']}: verification before fix")
        if e['resolved'] and not v: errs.append(f"{e['id']}: resolved without verification")
        if not e['resolved'] and fx is None and 'gave_up' not in e['hard_cases'] and not e['expected_failure']: errs.append(f"{e['id']}: unresolved, no fix, no gave_up")
    if len(masked) != c['masked_failures_annotated']: errs.append(f'masked count {len(masked)} != {c["masked_failures_annotated"]}: {sorted(masked)}')
    for p in spec['pivots']: has(p['native_id'], p['snippet'], 'pivot')
    for r in spec['reuse']:
        has(r['discovered']['native_id'], r['discovered']['snippet'], 'reuse-disc ' + r['entity'])
        has(r['reused']['native_id'], r['reused']['snippet'], 'reuse-used ' + r['entity'])
        if all(x in idx for x in (r['discovered']['native_id'], r['reused']['native_id'])) and idx[r['discovered']['native_id']][0] > idx[r['reused']['native_id']][0]:
            errs.append('reuse order ' + r['entity'])
    covered = set(spec['expected_nonzero'])
    for e in spec['episodes']:
        covered.update(e['symptom_native_ids'])
        if e['fix']: covered.add(e['fix']['native_id'])
    for x in failed:
        if x not in covered: errs.append(f'failed {x} is no symptom, fix or expected_nonzero')
    for x in spec['expected_nonzero']:
        if x not in spec['failed_native_ids']: errs.append(f'expected_nonzero {x} not failed')
    return n, len(failed), errs

if __name__ == '__main__':
    for p in sys.argv[1:]:
        s = json.load(open(p)); n, nf, errs = check(s)
        print(f"{s['local_file']}: shell={n} failed={nf} episodes={len(s['episodes'])} -> {'OK' if not errs else 'ERRORS'}")
        for e in errs: print('   ', e)
