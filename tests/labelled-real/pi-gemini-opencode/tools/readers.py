"""Minimal readers for the transcript formats in this set. Each returns
{records: {native_id: decoded_text}, order: [native_id...], shell_ids: [...], failed: set, exit_unknown: set}."""
import json, re

def _text(content):
    if isinstance(content, str): return content
    out = []
    for x in content or []:
        if isinstance(x, dict):
            if x.get('type') == 'text': out.append(x.get('text', ''))
            elif x.get('type') == 'thinking': out.append(x.get('thinking', ''))
    return '\n'.join(out)

_dec = json.JSONDecoder()
def _records(path):
    # one JSON object per line normally; tolerate lines holding several concatenated objects (seen in pi-mono__session.jsonl)
    for i, line in enumerate(open(path, encoding='utf-8')):
        s = line.strip(); pos = 0; k = 0
        while pos < len(s):
            o, end = _dec.raw_decode(s, pos); yield i, o, k; k += 1; pos = end
            while pos < len(s) and s[pos].isspace(): pos += 1

def read_pi(path):
    recs = {}; order = []; shell = []; res = {}; err = {}
    for i, r, k in _records(path):
        rid = r.get('id') if r.get('type') != 'session' and r.get('id') else None
        lid = 'line:%d' % i if k == 0 else 'line:%d.%d' % (i, k)
        if r.get('type') != 'message':
            recs[lid] = json.dumps(r, ensure_ascii=False); order.append(lid)
            if rid: recs[rid] = recs[lid]
            continue
        m = r['message']
        if m['role'] == 'toolResult':
            tid = m['toolCallId']; t = _text(m['content'])
            recs[tid] = recs.get(tid, '') + '\n' + t; res[tid] = t; err[tid] = bool(m.get('isError'))
            recs[lid] = t; order.append(lid)
            if rid: recs[rid] = t
            continue
        t = _text(m.get('content')) if 'content' in m else (m.get('command','') + '\n' + m.get('output','')); recs[lid] = t; order.append(lid)
        if rid: recs[rid] = t
        if m['role'] == 'assistant':
            for c in m['content']:
                if c.get('type') == 'toolCall':
                    a = c.get('arguments') or {}
                    recs[c['id']] = '\n'.join(str(v) for v in a.values()) + '\n' + json.dumps(a, ensure_ascii=False)
                    order.append(c['id'])
                    if c['name'] == 'bash': shell.append(c['id'])
    failed = {s for s in shell if err.get(s)}
    unknown = {s for s in shell if s not in res}
    return dict(records=recs, order=order, shell_ids=shell, failed=failed, exit_unknown=unknown)

def read_any(path):
    if path.endswith('.md') and 'opencode' in path: return read_opencode_md(path)
    if path.endswith('.json') and '/gemini/' in path: return read_gemini_share_json(path)
    if path.endswith('.jsonl'):
        first = json.loads(open(path, encoding='utf-8').readline())
        if first.get('type') == 'session': return read_pi(path)
    raise ValueError('unknown format: ' + path)

def read_opencode_md(path):
    """opencode markdown export: '## User' / '## Assistant (...)' sections; tool calls as '**Tool: name**' +
    '**Input:**' json fence + optional '**Output:**' fence. No ids and no exit codes: native id = 'line:N' (0-based)
    of the section header or the '**Tool: ...**' line; every bash call is exit-unknown."""
    L = open(path, encoding='utf-8').read().split('\n')
    heads = [i for i, l in enumerate(L) if l.startswith('## ') or l.startswith('**Tool: ')]
    recs = {}; order = []; shell = []
    for n, i in enumerate(heads):
        j = heads[n + 1] if n + 1 < len(heads) else len(L)
        block = '\n'.join(L[i:j]); lid = 'line:%d' % i
        if L[i].startswith('**Tool: '):
            m = re.search(r'\*\*Input:\*\*\n```json\n(.*?)\n```', block, re.S)
            if m:
                try:
                    a = json.loads(m.group(1)); block += '\n' + '\n'.join(str(v) for v in a.values())
                except Exception: pass
            if L[i].strip() == '**Tool: bash**': shell.append(lid)
        recs[lid] = block; order.append(lid)
    return dict(records=recs, order=order, shell_ids=shell, failed=set(), exit_unknown=set(shell))

def read_gemini_share_json(path):
    """Gemini CLI '/chat share file.json' export: a JSON array of Content {role: user|model, parts[]}; parts are
    text (optionally thought), functionCall {name, args} (NO id) or functionResponse {id, name, response{output|error}}.
    Native id of a tool call = the id of its functionResponse (calls and responses are paired in order);
    messages are 'msg:N' (0-based array index). Shell = run_shell_command; exit code from 'Exit Code: N' in the output."""
    d = json.load(open(path, encoding='utf-8'))
    recs = {}; order = []; shell = []; failed = set(); unknown = set(); pending = []
    for i, m in enumerate(d):
        mid = 'msg:%d' % i; texts = []
        for p in m.get('parts', []):
            if 'text' in p: texts.append(p['text'])
            if 'functionCall' in p: pending.append(p['functionCall'])
            if 'functionResponse' in p:
                fr = p['functionResponse']; fc = pending.pop(0) if pending else {'name': fr.get('name'), 'args': {}}
                r = fr.get('response', {}); out = r.get('output') if 'output' in r else r.get('error', json.dumps(r))
                a = fc.get('args', {})
                recs[fr['id']] = '\n'.join(str(v) for v in a.values()) + '\n' + json.dumps(a, ensure_ascii=False) + '\n' + str(out)
                order.append(fr['id'])
                if fr.get('name') == 'run_shell_command':
                    shell.append(fr['id'])
                    mm = re.search(r'Exit Code: (\d+)', str(out))
                    if not mm: unknown.add(fr['id'])
                    elif mm.group(1) != '0': failed.add(fr['id'])
        recs[mid] = '\n'.join(texts); order.append(mid)
    return dict(records=recs, order=order, shell_ids=shell, failed=failed, exit_unknown=unknown)
