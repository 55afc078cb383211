"""Build gold.json from tools/specs/*.py and verify every label against the raw files.

Per-format readers give, for each native id, its position in file order and its decoded text.
Counts (shell commands, failed ids, exit-unknown ids) are recomputed from the raw file and must
equal the spec lists; snippets, error_text, failing_command and fix entities must occur in the
decoded text of their records; symptom <= fix <= verification in file order.
"""
import importlib.util, json, re, sys, glob, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FILES = os.path.join(ROOT, 'files')

def deep_decode(x):
    """All strings inside x, with JSON-in-string values decoded once more."""
    out = []
    def walk(v):
        if isinstance(v, str):
            out.append(v)
            s = v.strip()
            if s[:1] in '{[':
                try: walk(json.loads(s))
                except Exception: pass
        elif isinstance(v, dict):
            for k, w in v.items(): walk(w)
        elif isinstance(v, list):
            for w in v: walk(w)
    walk(x)
    return '\n'.join(out)

# ---------------- Cline api_conversation_history ----------------
def read_cline(path):
    d = json.load(open(path, encoding='utf-8'))
    recs = {}      # id -> (pos, text)
    shell = []     # (id, pos, status, exit)
    for i, m in enumerate(d):
        recs[f'api:{i}'] = (i, deep_decode(m['content']))
    for i, m in enumerate(d):
        if m['role'] != 'assistant' or not isinstance(m['content'], list): continue
        for b in m['content']:
            if b.get('type') != 'tool_use': continue
            nxt = d[i + 1]['content'] if i + 1 < len(d) else []
            texts = [x.get('text', '') for x in nxt if isinstance(x, dict) and x.get('type') == 'text'] if isinstance(nxt, list) else [nxt]
            head = f"[{b['name']} for"
            mine = [t for t in texts if t.startswith(head) or t.startswith(f"[{b['name']}]")]
            recs[b['id']] = (i, deep_decode(b['input']) + '\n' + '\n'.join(texts))
            if b['name'] == 'execute_command':
                st, code = 'unknown', None
                if mine:
                    t = mine[0]
                    m1 = re.search(r'Command executed successfully \(exit code (\d+)\)', t)
                    m2 = re.search(r'Command failed with exit code (\d+)', t)
                    if m1: st, code = 'ok', int(m1.group(1))
                    elif m2: st, code = 'failed', int(m2.group(1))
                    elif 'The user denied this operation.' in t: st = 'denied'
                    elif 'Command timed out' in t: st = 'unknown'
                shell.append((b['id'], i, st, code))
    return recs, shell

def cline_counts(shell):
    failed = sorted(s[0] for s in shell if s[2] in ('failed', 'denied'))
    unknown = sorted(s[0] for s in shell if s[2] == 'unknown')
    return len(shell), failed, unknown

READERS = {'cline': (read_cline, cline_counts)}

# ---------------- Codex rollout ----------------
def read_codex(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    recs = {}; shell = []; byid = {}; sess = {}
    for n, l in enumerate(lines):
        if not l.strip(): continue
        try:
            r = json.loads(l)
        except ValueError:
            print(f'  note: {os.path.basename(path)} line {n} is not JSON ({len(l)} chars) - skipped')
            continue
        p = r.get('payload', {}) or {}
        recs[f'line:{n}'] = (n, deep_decode(r))
        if r['type'] == 'response_item' and p.get('type') in ('function_call', 'custom_tool_call'):
            cid = p['call_id']; args = p.get('arguments') or p.get('input') or ''
            recs[cid] = (n, deep_decode(args))
            if p.get('name') == 'exec_command':
                c = {'id': cid, 'line': n, 'exit': None}; shell.append(c); byid[cid] = c
            elif p.get('name') == 'write_stdin':
                try: byid[cid] = {'stdin_of': json.loads(args).get('session_id')}
                except Exception: pass
        if r['type'] == 'response_item' and p.get('type') in ('function_call_output', 'custom_tool_call_output'):
            cid = p['call_id']; o = p.get('output'); o = o if isinstance(o, str) else json.dumps(o)
            if cid in recs: recs[cid] = (recs[cid][0], recs[cid][1] + '\n' + o)
            c = byid.get(cid)
            m = re.search(r'Process exited with code (-?\d+)', o); s = re.search(r'Process running with session ID (\d+)', o)
            if c is None: continue
            if 'stdin_of' in c:
                ow = sess.get(c['stdin_of'])
                if ow is not None and m: ow['exit'] = int(m.group(1))
            else:
                if m: c['exit'] = int(m.group(1))
                if s: sess[int(s.group(1))] = c
        if r['type'] == 'event_msg' and p.get('type') == 'exec_command_end' and p.get('call_id') in byid:
            byid[p['call_id']]['exit'] = p.get('exit_code')
    out = [(c['id'], c['line'], 'unknown' if c['exit'] is None else ('ok' if c['exit'] == 0 else 'failed'), c['exit']) for c in shell]
    return recs, out

READERS['codex'] = (read_codex, cline_counts)

# ---------------- Claude Code jsonl ----------------
def read_claude(path):
    recs = {}; shell = []; res = {}
    lines = open(path, encoding='utf-8').read().split('\n')
    for n, l in enumerate(lines):
        if not l.strip(): continue
        r = json.loads(l)
        if r.get('uuid'): recs[r['uuid']] = (n, deep_decode(r))
        recs[f'line:{n}'] = (n, deep_decode(r))
        m = r.get('message') if isinstance(r.get('message'), dict) else {}
        c = m.get('content')
        if isinstance(c, list):
            for b in c:
                if b.get('type') == 'tool_use':
                    recs[b['id']] = (n, deep_decode(b.get('input')))
                    if b.get('name') == 'Bash': shell.append([b['id'], n])
                if b.get('type') == 'tool_result':
                    tid = b.get('tool_use_id'); res[tid] = b.get('is_error')
                    if tid in recs:
                        extra = deep_decode(b.get('content')) + '\n' + deep_decode(r.get('toolUseResult'))
                        recs[tid] = (recs[tid][0], recs[tid][1] + '\n' + extra)
    out = []
    for tid, n in shell:
        st = 'unknown' if tid not in res else ('failed' if res[tid] is True else 'ok')
        out.append((tid, n, st, None))
    return recs, out

READERS['claude_code'] = (read_claude, cline_counts)



def load_spec(p):
    spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
    mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod); return mod

def to_id(mod, x):
    return mod.T[x] if isinstance(x, int) else x

def main():
    gold = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": {}, "cross_session_groups": []}
    errors = []
    specs = sorted(glob.glob(os.path.join(HERE, 'specs', '*.py')))
    cache = {}
    for p in specs:
        mod = load_spec(p)
        if not hasattr(mod, 'FILE'):
            continue
        kind = mod.FILE.split('/')[0]
        reader, counter = READERS[kind]
        recs, shell = reader(os.path.join(FILES, mod.FILE))
        cache[mod.FILE] = recs
        n, failed, unknown = counter(shell)
        E = mod.ENTRY
        sf = sorted(to_id(mod, x) for x in E['failed'])
        su = sorted(to_id(mod, x) for x in E['unknown'])
        se = sorted(to_id(mod, x) for x in E['expected'])
        if sf != failed: errors.append(f'{mod.FILE}: failed mismatch spec-raw={set(sf)-set(failed)} raw-spec={set(failed)-set(sf)}')
        if su != unknown: errors.append(f'{mod.FILE}: unknown mismatch {set(su)^set(unknown)}')
        if not set(se) <= set(sf): errors.append(f'{mod.FILE}: expected not subset of failed')
        def has(i): return i in recs
        def text(i): return recs[i][1]
        def pos(i): return recs[i][0]
        shell_ids = {s[0] for s in shell}
        masked_ids = set()
        for e in E['episodes']:
            for i in e['symptom_native_ids'] + ([e['fix']['native_id']] if e['fix'] else []) + ([e['verified_by_native_id']] if e['verified_by_native_id'] else []):
                if not has(i): errors.append(f'{mod.FILE} {e["id"]}: id {i} not found')
            if any(not has(i) for i in e['symptom_native_ids']): continue
            st = '\n'.join(text(i) for i in e['symptom_native_ids'])
            if e['error_text'] and not e['error_text'].startswith('(') and e['error_text'] not in st:
                errors.append(f'{mod.FILE} {e["id"]}: error_text not in symptom records')
            if e['failing_command'] and e['failing_command'] not in text(e['symptom_native_ids'][0]):
                errors.append(f'{mod.FILE} {e["id"]}: failing_command not in first symptom')
            pool = st
            if e['fix']:
                pool += '\n' + text(e['fix']['native_id'])
                for ent in e['fix']['entities']:
                    vt = text(e['verified_by_native_id']) if e['verified_by_native_id'] else ''
                    if ent not in pool and ent not in vt:
                        errors.append(f'{mod.FILE} {e["id"]}: fix entity {ent!r} not found')
            p0 = pos(e['symptom_native_ids'][0])
            if e['fix'] and pos(e['fix']['native_id']) < p0: errors.append(f'{mod.FILE} {e["id"]}: fix before symptom')
            if e['verified_by_native_id']:
                pf = pos(e['fix']['native_id']) if e['fix'] else p0
                if pos(e['verified_by_native_id']) < pf: errors.append(f'{mod.FILE} {e["id"]}: verification before fix')
            if e['resolved'] and not e['verified_by_native_id']: errors.append(f'{mod.FILE} {e["id"]}: resolved without verification')
            if e['masked']:
                masked_ids |= {i for i in e['symptom_native_ids'] if i in shell_ids and i not in failed}
            if e['shell'] and e['symptom_native_ids'][0] in shell_ids and not e['masked'] and not e.get('expected_failure'):
                if not any(i in failed for i in e['symptom_native_ids']):
                    errors.append(f'{mod.FILE} {e["id"]}: shell symptom neither failed nor masked')
        # every failed command is a symptom, a fix, or expected
        used = set()
        for e in E['episodes']:
            used |= set(e['symptom_native_ids'])
            if e['fix']: used.add(e['fix']['native_id'])
        for f in failed:
            if f not in used and f not in se: errors.append(f'{mod.FILE}: failed {f} unexplained')
        for pv in E['pivots']:
            if not has(pv['native_id']) or pv['snippet'] not in text(pv['native_id']): errors.append(f'{mod.FILE}: pivot {pv} bad')
        for r in E['reuse']:
            for k in ('discovered', 'reused'):
                x = r[k]
                if not has(x['native_id']) or x['snippet'] not in text(x['native_id']): errors.append(f'{mod.FILE}: reuse {r["entity"]} {k} bad')
            if has(r['discovered']['native_id']) and has(r['reused']['native_id']) and pos(r['discovered']['native_id']) > pos(r['reused']['native_id']):
                errors.append(f'{mod.FILE}: reuse {r["entity"]} order')
        eps = []
        for e in E['episodes']:
            e2 = dict(e); eps.append(e2)
        entry = {"format": E['format'],
                 "counts": {"shell_commands": n, "failed_shell_commands": len(failed), "masked_failures_annotated": len(masked_ids)},
                 "counts_notes": E['counts_notes'], "failed_native_ids": failed, "expected_nonzero": se,
                 "exit_unknown": unknown, "notes": E['notes'], "episodes": eps, "pivots": E['pivots'], "reuse": E['reuse']}
        gold['files'][mod.FILE] = entry
        print(f'{mod.FILE}: shell={n} failed={len(failed)} expected={len(se)} unknown={len(unknown)} masked={len(masked_ids)} '
              f'episodes={len(eps)} (shell {sum(e["shell"] for e in eps)}) resolved={sum(e["resolved"] for e in eps)} '
              f'pivots={len(E["pivots"])} reuse={len(E["reuse"])}')
    gp = os.path.join(HERE, 'specs', 'groups.json')
    if os.path.exists(gp):
        groups = json.load(open(gp))
        for g in groups:
            for m in g['members']:
                recs = cache.get(m['file'])
                if recs is None or m['native_id'] not in recs: errors.append(f'group {g["description"][:30]}: member {m} bad')
            if len({m["file"] for m in g["members"]}) < 2: errors.append(f'group {g["description"][:30]}: fewer than 2 files')
        gold['cross_session_groups'] = groups
    for e in errors: print('ERROR', e)
    if '--write' in sys.argv and not errors:
        json.dump(gold, open(os.path.join(ROOT, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
        print('wrote gold.json')
    return 1 if errors else 0

if __name__ == '__main__':
    sys.exit(main())
