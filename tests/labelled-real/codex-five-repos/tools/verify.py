"""Build gold.json from tools/specs/*.json and verify every label against the raw files.

Checks: native ids exist; snippets / error_text / failing_command / fix entities occur in the
decoded text of their records; symptom < fix <= verification in file order; counts, failed ids
and exit-unknown ids recomputed from the raw file (python method; jq method is verify_jq.sh).
"""
import glob, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FILES = os.path.join(ROOT, 'files')


def strings(obj, out):
    if isinstance(obj, str):
        out.append(obj)
        s = obj.strip()
        if s[:1] in '{[':
            try:
                strings(json.loads(s), out)
            except Exception:
                pass
    elif isinstance(obj, dict):
        for v in obj.values():
            strings(v, out)
    elif isinstance(obj, list):
        if obj and all(isinstance(x, str) for x in obj):
            out.append(' '.join(obj))
        for v in obj:
            strings(v, out)


def load_codex(path):
    recs = [json.loads(l) for l in open(path, encoding='utf-8')]
    index = {}   # native id -> (first line, [strings])
    for i, r in enumerate(recs):
        p = r.get('payload') or {}
        ids = [f'line:{i}']
        cid = p.get('call_id') if isinstance(p, dict) else None
        if cid:
            ids.append(cid)
        if isinstance(p, dict) and p.get('id') and p.get('type') == 'reasoning':
            ids.append(p['id'])
        ss = []
        strings(r, ss)
        for nid in ids:
            if nid not in index:
                index[nid] = [i, []]
            index[nid][1].extend(ss)
    return recs, index


SHELL_NAMES = {'shell', 'exec_command', 'shell_command', 'local_shell'}


def codex_counts(recs):
    calls, exits = [], {}
    for i, r in enumerate(recs):
        p = r.get('payload') or {}
        if r.get('type') == 'response_item' and p.get('type') in ('function_call', 'local_shell_call') \
                and (p.get('name') in SHELL_NAMES or p.get('type') == 'local_shell_call'):
            calls.append(p['call_id'])
        if r.get('type') == 'response_item' and p.get('type') == 'function_call_output':
            o = p.get('output')
            ec = None
            if isinstance(o, str):
                try:
                    j = json.loads(o)
                    ec = (j.get('metadata') or {}).get('exit_code')
                except Exception:
                    m = re.search(r'(?:Process exited with code|Exit code:) (-?\d+)', o)
                    ec = int(m.group(1)) if m else None
            if ec is not None:
                exits.setdefault(p['call_id'], ec)
        if r.get('type') == 'event_msg' and p.get('type') == 'exec_command_end':
            exits[p['call_id']] = p.get('exit_code')
    failed = sorted(c for c in calls if exits.get(c) not in (0, None))
    unknown = sorted(c for c in calls if exits.get(c) is None)
    return len(calls), failed, unknown


def check_text(index, nid, text, what, errs):
    if nid not in index:
        errs.append(f'{what}: id {nid} missing')
        return
    if text is None:
        return
    if not any(text in s for s in index[nid][1]):
        errs.append(f'{what}: {text!r} not in {nid}')


def main():
    gold = {'schema_notes': 'see tests/labelled-real/README.md; same as files.gold.json',
            'files': {}, 'cross_session_groups': []}
    allerr = []
    for spec_path in sorted(glob.glob(os.path.join(HERE, 'specs', '*.json'))):
        spec = json.load(open(spec_path, encoding='utf-8'))
        if spec.get('cross_session_groups'):
            gold['cross_session_groups'].extend(spec['cross_session_groups'])
            continue
        key, e = spec['file'], spec['entry']
        errs = []
        recs, index = load_codex(os.path.join(FILES, key))
        n, failed, unknown = codex_counts(recs)
        c = e['counts']
        if c['shell_commands'] != n: errs.append(f'shell count {c["shell_commands"]} != {n}')
        if sorted(e['failed_native_ids']) != failed: errs.append(f'failed ids differ: {failed}')
        if c['failed_shell_commands'] != len(failed): errs.append('failed count')
        if sorted(e['exit_unknown']) != unknown: errs.append(f'exit_unknown differ: {unknown}')
        for x in e['expected_nonzero']:
            if x not in failed: errs.append(f'expected_nonzero {x} not failed')
        masked = set()
        covered = set(e['expected_nonzero'])
        for ep in e['episodes']:
            w = ep['id']
            for s in ep['symptom_native_ids']:
                check_text(index, s, None, w, errs)
                covered.add(s)
            if ep['error_text'] and not ep['error_text'].startswith('('):
                if not any(ep['error_text'] in t for s in ep['symptom_native_ids'] + ep.get('diagnosis_ids', []) for t in index.get(s, [0, []])[1]):
                    errs.append(f'{w}: error_text not in symptoms')
            if ep['failing_command']:
                if not any(ep['failing_command'] in t for s in ep['symptom_native_ids'] for t in index.get(s, [0, []])[1]):
                    errs.append(f'{w}: failing_command not in symptoms')
            if ep['masked']:
                for s in ep['symptom_native_ids']:
                    if s not in failed and s.startswith('call_'):
                        masked.add(s)
            first = index[ep['symptom_native_ids'][0]][0] if ep['symptom_native_ids'][0] in index else -1
            fx = ep['fix']
            if fx:
                check_text(index, fx['native_id'], None, w + ' fix', errs)
                pool = [fx['native_id']] + ep['symptom_native_ids'] + ([ep['verified_by_native_id']] if ep['verified_by_native_id'] else []) + ep.get('diagnosis_ids', [])
                for ent in fx['entities']:
                    if not any(ent in t for s in pool for t in index.get(s, [0, []])[1]):
                        errs.append(f'{w}: entity {ent!r} not found')
                covered.add(fx['native_id'])
                if fx['native_id'] in index and index[fx['native_id']][0] <= first:
                    errs.append(f'{w}: fix not after symptom')
                v = ep['verified_by_native_id']
                if v:
                    check_text(index, v, None, w + ' verify', errs)
                    covered.add(v)
                    if v in index and index[v][0] < index[fx['native_id']][0]:
                        errs.append(f'{w}: verify before fix')
            if ep['resolved'] and not ep['verified_by_native_id']:
                errs.append(f'{w}: resolved without verification')
            for d in ep.get('diagnosis_ids', []):
                check_text(index, d, None, w + ' diag', errs)
        for x in failed:
            if x not in covered:
                errs.append(f'failed {x} not covered by an episode/expected')
        if c['masked_failures_annotated'] != len(masked):
            errs.append(f'masked count {c["masked_failures_annotated"]} != {len(masked)}')
        for pv in e['pivots']:
            check_text(index, pv['native_id'], pv['snippet'], 'pivot', errs)
        for ru in e['reuse']:
            check_text(index, ru['discovered']['native_id'], ru['discovered']['snippet'], 'reuse.d', errs)
            check_text(index, ru['reused']['native_id'], ru['reused']['snippet'], 'reuse.r', errs)
            if index.get(ru['discovered']['native_id'], [0])[0] > index.get(ru['reused']['native_id'], [10**9])[0]:
                errs.append('reuse order')
        for ep in e['episodes']:
            ep.pop('diagnosis_ids', None)
        print(f'{key}: shell={n} failed={len(failed)} unknown={len(unknown)} episodes={len(e["episodes"])} masked={len(masked)} pivots={len(e["pivots"])} reuse={len(e["reuse"])} errors={len(errs)}')
        for x in errs:
            print('   ', x)
        allerr += errs
        gold['files'][key] = e
    for g in gold['cross_session_groups']:
        for m in g['members']:
            k = m['file']
            if k not in gold['files']:
                allerr.append(f'group member file {k} unknown'); continue
            _, index = load_codex(os.path.join(FILES, k))
            if m['native_id'] not in index:
                allerr.append(f'group member id {m["native_id"]} missing')
    json.dump(gold, open(os.path.join(ROOT, 'gold.json'), 'w', encoding='utf-8'), indent=1, ensure_ascii=False)
    print('TOTAL errors', len(allerr))


if __name__ == '__main__':
    main()
