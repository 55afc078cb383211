"""Shared reader for Claude Code project jsonl files (L50). Written from scratch for this set."""
import json, re
SHELL_TOOLS = ('Bash', 'PowerShell')

def _txt(c):
    if isinstance(c, str): return c
    if isinstance(c, list):
        out = []
        for x in c:
            if isinstance(x, dict):
                if 'text' in x: out.append(x['text'])
                elif x.get('type') == 'tool_result': out.append(_txt(x.get('content')))
            else: out.append(str(x))
        return '\n'.join(out)
    return '' if c is None else str(c)

def load(path):
    """Returns dict with: records (list of (line, obj)), uses {id: info}, order [ids],
    results {id: info}, notifs {id: [(line, status, text)]}, texts {native_id: decoded text}, pos {native_id: line}"""
    recs = []
    for i, l in enumerate(open(path, encoding='utf-8')):
        s = l.strip()
        if not s: continue
        try: recs.append((i, json.loads(s)))
        except Exception: pass
    uses, order, results, notifs, texts, pos = {}, [], {}, {}, {}, {}
    def add(nid, t, line):
        texts[nid] = texts.get(nid, '') + '\n' + t
        pos.setdefault(nid, line)
    for i, r in recs:
        m = r.get('message') or {}
        c = m.get('content')
        uid = r.get('uuid')
        if r.get('type') in ('user', 'assistant') and uid:
            # message text (text blocks or string content)
            if isinstance(c, str):
                add(uid, c, i)
                for mm in re.finditer(r'<tool-use-id>(toolu_[A-Za-z0-9]+)</tool-use-id>.*?<status>(\w+)</status>(.*?)</task-notification>', c, re.S):
                    notifs.setdefault(mm.group(1), []).append((i, mm.group(2), c))
            elif isinstance(c, list):
                t = '\n'.join(x.get('text', '') for x in c if isinstance(x, dict) and x.get('type') == 'text')
                if t: add(uid, t, i)
                for x in c:
                    if isinstance(x, dict) and x.get('type') == 'text':
                        for mm in re.finditer(r'<tool-use-id>(toolu_[A-Za-z0-9]+)</tool-use-id>.*?<status>(\w+)</status>', x['text'], re.S):
                            notifs.setdefault(mm.group(1), []).append((i, mm.group(2), x['text']))
        if not isinstance(c, list): continue
        for x in c:
            if not isinstance(x, dict): continue
            if x.get('type') == 'tool_use':
                inp = x.get('input') or {}
                uses[x['id']] = dict(line=i, name=x.get('name'), input=inp, sidechain=r.get('isSidechain'))
                order.append(x['id'])
                t = json.dumps(inp, ensure_ascii=False) + '\n' + '\n'.join(str(v) for v in inp.values())
                add(x['id'], t, i)
            elif x.get('type') == 'tool_result':
                tid = x.get('tool_use_id')
                ct = _txt(x.get('content'))
                results[tid] = dict(line=i, is_error=x.get('is_error'), text=ct)
                add(tid, ct, i)
    # background task ids -> tool ids
    bg = {}
    for tid, r in results.items():
        mm = re.search(r'running in background with ID: (\w+)', r['text'] or '')
        if mm: bg[mm.group(1)] = tid
    notifs.clear()
    def strings(o):
        if isinstance(o, str): yield o
        elif isinstance(o, dict):
            for v in o.values(): yield from strings(v)
        elif isinstance(o, list):
            for v in o: yield from strings(v)
    for i, r in recs:
        for s in strings(r):
            if '<task-notification>' not in s: continue
            for blk in re.findall(r'<task-notification>(.*?)</task-notification>', s, re.S):
                tu = re.search(r'<tool-use-id>(toolu_\w+)</tool-use-id>', blk)
                tk = re.search(r'<task-id>(\w+)</task-id>', blk)
                st = re.search(r'<status>(\w+)</status>', blk)
                tid = tu.group(1) if tu else bg.get(tk.group(1) if tk else None)
                if tid and st:
                    notifs.setdefault(tid, []).append((i, st.group(1), blk))
    for tid, lst in notifs.items():
        for (i, st, t) in lst:
            add(tid, t, i)
    return dict(records=recs, uses=uses, order=order, results=results, notifs=notifs, texts=texts, pos=pos)

def shell_calls(d):
    return [u for u in d['order'] if d['uses'][u]['name'] in SHELL_TOOLS]

def failed_shell(d):
    out = []
    for u in shell_calls(d):
        r = d['results'].get(u)
        if r and r['is_error']:
            out.append(u); continue
        if any(st == 'failed' for (_, st, _) in d['notifs'].get(u, [])):
            out.append(u)
    return sorted(out)

def exit_unknown(d):
    return sorted(u for u in shell_calls(d) if u not in d['results'])

def exit_code(d, u):
    r = d['results'].get(u)
    if r:
        m = re.match(r'Exit code (\d+)', r['text'] or '')
        if m: return int(m.group(1))
    for (_, st, t) in d['notifs'].get(u, []):
        m = re.search(r'failed with exit code (\d+)', t)
        if m: return int(m.group(1))
    return None
