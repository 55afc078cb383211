#!/usr/bin/env python3
"""Assemble gold.json from tools/specs/s*.py and verify every label against the raw files.
Checks: native ids exist; snippets / error_text / failing_command / fix entities occur in the decoded
text of their records (or of the symptom/fix/verification records of the episode, for entities);
symptom < fix <= verification in file order; counts recomputed from the raw file."""
import json, re, sys, glob, os, importlib.util
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = os.path.join(ROOT, 'files')

# ---------- readers: return (order dict id->pos, text dict id->decoded text) ----------
def cline_reader(path):
    d = json.load(open(path, encoding='utf-8'))
    def T(m):
        c = m['content']
        if isinstance(c, str): return c
        out = []
        for b in c:
            if b.get('type') == 'text': out.append(b['text'])
            elif b.get('type') == 'tool_use': out.append(json.dumps(b.get('input'), ensure_ascii=False))
            elif b.get('type') == 'tool_result':
                cc = b.get('content'); out.append(cc if isinstance(cc, str) else '\n'.join(x.get('text', '') for x in (cc or [])))
        return '\n'.join(out)
    order, text = {}, {}
    for i, m in enumerate(d):
        t = T(m)
        if m['role'] == 'assistant' and i + 1 < len(d): t = t + '\n' + T(d[i + 1])  # call + its result
        order['api:%d' % i] = i; text['api:%d' % i] = t
    return order, text

def lines_reader(path):
    """aider markdown: line:N (0-based) = line N up to (not incl.) the next '#### ' user line."""
    L = open(path, encoding='utf-8').read().split('\n')
    order, text = {}, {}
    for i in range(len(L)):
        j = i + 1
        while j < len(L) and not L[j].startswith('#### '): j += 1
        order['line:%d' % i] = i; text['line:%d' % i] = '\n'.join(L[i:j])
    return order, text

def claude_reader(path):
    order, text = {}, {}
    for n, line in enumerate(open(path, encoding='utf-8')):
        try: r = json.loads(line)
        except Exception: continue
        u = r.get('uuid')
        msg = r.get('message') or {}
        c = msg.get('content')
        parts = []
        if isinstance(c, str): parts.append(c)
        elif isinstance(c, list):
            for b in c:
                if b.get('type') == 'text': parts.append(b.get('text', ''))
                elif b.get('type') == 'thinking': parts.append(b.get('thinking', ''))
                elif b.get('type') == 'tool_use':
                    tid = b['id']; order.setdefault(tid, n)
                    text[tid] = text.get(tid, '') + '\n' + json.dumps(b.get('input'), ensure_ascii=False) + '\n' + '\n'.join(str(v) for v in (b.get('input') or {}).values())
                elif b.get('type') == 'tool_result':
                    tid = b.get('tool_use_id'); cc = b.get('content')
                    s = cc if isinstance(cc, str) else '\n'.join(x.get('text', '') for x in (cc or []) if isinstance(x, dict))
                    text[tid] = text.get(tid, '') + '\n' + s
                    tur = r.get('toolUseResult')
                    if isinstance(tur, dict): text[tid] += '\n' + '\n'.join(str(v) for v in tur.values() if isinstance(v, str))
                    elif isinstance(tur, str): text[tid] += '\n' + tur
        if u:
            order[u] = n; text[u] = text.get(u, '') + '\n'.join(parts)
        if r.get('type') == 'queue-operation' and isinstance(r.get('content'), str):
            for tid in re.findall(r'<tool-use-id>(.*?)</tool-use-id>', r['content']):
                text[tid] = text.get(tid, '') + '\n' + r['content']
        order['line:%d' % n] = n; text['line:%d' % n] = line
    return order, text

def codex_reader(path):
    order, text = {}, {}
    for n, line in enumerate(open(path, encoding='utf-8')):
        try: r = json.loads(line)
        except Exception: continue
        p = r.get('payload', r)
        cid = p.get('call_id')
        blob = line
        if isinstance(p.get('arguments'), str):
            blob += '\n' + p['arguments']
            try:
                a = json.loads(p['arguments']); blob += '\n' + '\n'.join(str(v) for v in a.values())
            except Exception: pass
        for k in ('output', 'aggregated_output', 'stdout', 'stderr', 'input'):
            v = p.get(k)
            if isinstance(v, str): blob += '\n' + v
        if p.get('type') == 'message':
            for b in p.get('content') or []:
                if isinstance(b, dict) and 'text' in b: blob += '\n' + b['text']
        if p.get('type') in ('agent_message', 'user_message', 'agent_reasoning'):
            blob += '\n' + str(p.get('message', '')) + str(p.get('text', ''))
        if p.get('type') == 'reasoning':
            for b in (p.get('summary') or []):
                if isinstance(b, dict): blob += '\n' + b.get('text', '')
        if cid:
            order.setdefault(cid, n); text[cid] = text.get(cid, '') + '\n' + blob
        order['line:%d' % n] = n; text['line:%d' % n] = blob
    return order, text


def md_export_reader(path):
    """Cline/Roo/Bob exported task markdown. Blocks start at a '**User:**' or '**Assistant:**' line
    (separated by '---'). line:N (0-based) = text from line N to the end of its block, plus the whole
    next block when N is inside an Assistant block (a tool call and its result)."""
    L = open(path, encoding='utf-8').read().split('\n')
    starts = [i for i, l in enumerate(L) if l in ('**User:**', '**Assistant:**')] + [len(L)]
    order, text = {}, {}
    b = 0
    for i in range(len(L)):
        while starts[b + 1] <= i: b += 1
        end = starts[b + 1]
        if starts[b] <= i and L[starts[b]] == '**Assistant:**' and b + 2 < len(starts): end = starts[b + 2]
        order['line:%d' % i] = i; text['line:%d' % i] = '\n'.join(L[i:end])
    return order, text

READERS = {'cline': cline_reader, 'roo_code': md_export_reader, 'aider': lines_reader, 'claude_code': claude_reader, 'codex': codex_reader}

def load_spec(p):
    s = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
    m = importlib.util.module_from_spec(s); s.loader.exec_module(m); return m

def norm(s): return s

def main():
    gold = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": {}, "cross_session_groups": []}
    problems = []
    for sp in sorted(glob.glob(os.path.join(ROOT, 'tools', 'specs', 's*.py'))):
        m = load_spec(sp)
        local = m.LOCAL; path = os.path.join(FILES, local)
        order, text = READERS[local.split('/')[0]](path)
        entry = json.loads(json.dumps(m.ENTRY))
        entry.update(getattr(m, 'ENTRY_EXTRA', {}))
        entry['episodes'] = m.EPIS; entry['pivots'] = m.PIVOTS; entry['reuse'] = m.REUSE
        def chk(nid, s, what):
            if nid not in text: problems.append(f'{local}: missing id {nid} ({what})'); return False
            if s is not None and s not in text[nid]: problems.append(f'{local}: {what} not in {nid}: {s[:80]!r}')
        ids = set(entry.get('failed_native_ids', []) + entry.get('exit_unknown', []) + entry.get('expected_nonzero', []) + entry.get('masked_native_ids', []) + entry.get('non_shell_tool_error_ids', []))
        for i in ids: chk(i, None, 'listed id')
        for e in m.EPIS:
            syms = e['symptom_native_ids']
            for s in syms: chk(s, None, e['id'] + ' symptom')
            if e['error_text'] and not e['error_text'].startswith('('):
                if not any(e['error_text'] in text.get(s, '') for s in syms + ([e.get('diagnosis_native_id')] if e.get('diagnosis_native_id') else [])):
                    problems.append(f"{local}: {e['id']} error_text not in symptoms: {e['error_text'][:80]!r}")
            if e['failing_command'] and not any(e['failing_command'] in text.get(s, '') for s in syms):
                problems.append(f"{local}: {e['id']} failing_command not in symptoms")
            pool = syms[:]
            f = e['fix']
            if f:
                chk(f['native_id'], None, e['id'] + ' fix'); pool.append(f['native_id'])
                if order.get(f['native_id'], -1) <= order.get(syms[0], 1e9): problems.append(f"{local}: {e['id']} fix not after first symptom")
            v = e['verified_by_native_id']
            if v:
                chk(v, None, e['id'] + ' verify'); pool.append(v)
                if f and order.get(v, -1) < order.get(f['native_id'], 1e9): problems.append(f"{local}: {e['id']} verification before fix")
            pool += e.get('fix_native_ids', [])
            for x in e.get('fix_native_ids', []): chk(x, None, e['id'] + ' fix_native_ids')
            if f:
                for ent in f['entities']:
                    if not any(ent in text.get(p, '') for p in pool): problems.append(f"{local}: {e['id']} fix entity {ent!r} not in symptom/fix/verify records")
        for p in m.PIVOTS: chk(p['native_id'], p['snippet'], 'pivot')
        for r in m.REUSE:
            chk(r['discovered']['native_id'], r['discovered']['snippet'], 'reuse.discovered')
            chk(r['reused']['native_id'], r['reused']['snippet'], 'reuse.reused')
            if order.get(r['reused']['native_id'], -1) <= order.get(r['discovered']['native_id'], 1e9): problems.append(f"{local}: reuse order {r['entity']}")
        gold['files'][local] = entry
    gp = os.path.join(ROOT, 'tools', 'groups.json')
    if os.path.exists(gp): gold['cross_session_groups'] = json.load(open(gp))
    for g in gold['cross_session_groups']:
        for mm in g['members']:
            if mm['file'] not in gold['files']: problems.append(f"group member file missing {mm['file']}"); continue
            _o, _t = READERS[mm['file'].split('/')[0]](os.path.join(FILES, mm['file']))
            if mm['native_id'] not in _t: problems.append(f"group member id missing {mm['file']} {mm['native_id']}")
    json.dump(gold, open(os.path.join(ROOT, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
    print('\n'.join(problems) if problems else 'OK: all checks passed', '| files:', len(gold['files']))
main()
