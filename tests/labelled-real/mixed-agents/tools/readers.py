#!/usr/bin/env python3
"""Per-format readers for raw transcripts (no sessgraph code). Each returns
recs: native_id -> {'line': first line, 'texts': [decoded strings], 'tool': name or None,
'shell': bool, 'exit': int|None, 'failed': bool, 'has_result': bool}
and order: native_id -> sort key (first line)."""
import json, re

def _flat(v):
    """all strings in a JSON value, plus JSON-in-string decoded once more"""
    out = []
    if isinstance(v, str):
        out.append(v)
        s = v.strip()
        if s[:1] in '{[':
            try: out += _flat(json.loads(s))
            except Exception: pass
    elif isinstance(v, dict):
        for x in v.values(): out += _flat(x)
    elif isinstance(v, list):
        for x in v: out += _flat(x)
    return out

def pi(path):
    recs = {}
    for i, l in enumerate(open(path, encoding='utf-8')):
        r = json.loads(l)
        if r['type'] != 'message':
            recs[r.get('id') or f'line:{i}'] = dict(line=i, texts=_flat(r), tool=None, shell=False, exit=None, failed=False, has_result=False)
            continue
        m = r['message']
        if m['role'] == 'toolResult':
            rec = recs[m['toolCallId']]
            txt = '\n'.join(x.get('text', '') for x in m.get('content', []) if x.get('type') == 'text')
            rec['texts'] += [txt] + _flat(m.get('details'))
            rec['has_result'] = True
            rec['failed'] = bool(m.get('isError'))
            mm = re.search(r'Command exited with code (\d+)\s*$', txt)
            rec['exit'] = int(mm.group(1)) if mm else (None if m.get('isError') else 0)
            continue
        texts = []
        for b in m.get('content') or []:
            if b.get('type') == 'toolCall':
                recs[b['id']] = dict(line=i, texts=_flat(b.get('arguments')), tool=b['name'], shell=b['name'] == 'bash', exit=None, failed=False, has_result=False)
            elif b.get('type') == 'text': texts.append(b['text'])
            elif b.get('type') == 'thinking': texts.append(b['thinking'])
        if isinstance(m.get('content'), str): texts.append(m['content'])
        recs[r['id']] = dict(line=i, texts=texts, tool=None, shell=False, exit=None, failed=False, has_result=False)
    return recs

CODEX_SHELL = {'exec_command', 'shell', 'shell_command', 'local_shell_call'}
def codex(path):
    recs = {}; sessions = {}
    for i, l in enumerate(open(path, encoding='utf-8')):
        r = json.loads(l)
        p = r.get('payload', r) if isinstance(r.get('payload'), dict) else r
        t = p.get('type')
        cid = p.get('call_id')
        if t in ('function_call', 'custom_tool_call', 'local_shell_call'):
            name = p.get('name') or t
            args = p.get('arguments') if 'arguments' in p else p.get('input', p.get('action'))
            recs[cid] = dict(line=i, texts=_flat(args), tool=name, shell=name in CODEX_SHELL, exit=None, failed=False, has_result=False, raw_args=args)
            continue
        if t in ('function_call_output', 'custom_tool_call_output') and cid in recs:
            o = p.get('output')
            rec = recs[cid]; rec['has_result'] = True
            fl = _flat(o); rec['texts'] += fl
            s = o if isinstance(o, str) else json.dumps(o)
            ec = None
            try:
                d = json.loads(s)
                if isinstance(d, dict) and isinstance(d.get('metadata'), dict): ec = d['metadata'].get('exit_code')
            except Exception: pass
            if ec is None:
                mm = re.search(r'(?:^|\n)(?:Exit code: |Process exited with code )(\d+)', s)
                if mm: ec = int(mm.group(1))
            if ec is None:  # legacy sandbox failure string, e.g. 'failed in sandbox MacosSeatbelt with execution error: … exit code: 1, stdout: …'
                mm = re.match(r'failed in sandbox[^\n]*?exit code: (\d+)', s)
                if mm: ec = int(mm.group(1))
            if rec['exit'] is None: rec['exit'] = ec
            rec['failed'] = rec['exit'] not in (None, 0)
            mm = re.search(r'Process running with session ID (\d+)', s)
            if mm and rec['shell']: sessions[mm.group(1)] = cid
            if rec['tool'] == 'write_stdin':  # the poll's result belongs to the call that opened the session
                try: sid = str(json.loads(rec['raw_args']).get('session_id'))
                except Exception: sid = None
                orig = sessions.get(sid)
                if orig and orig in recs:
                    o = recs[orig]; o['texts'] += fl; o.setdefault('polled_by', []).append(cid)
                    if ec is not None and o['exit'] is None:
                        o['exit'] = ec; o['failed'] = ec != 0
            continue
        if t == 'exec_command_end' and cid in recs:
            rec = recs[cid]; rec['exit'] = p.get('exit_code'); rec['failed'] = rec['exit'] not in (None, 0)
            rec['texts'] += _flat({k: p.get(k) for k in ('stdout', 'stderr', 'aggregated_output', 'formatted_output')})
            continue
        recs[f'line:{i}'] = dict(line=i, texts=_flat(p), tool=None, shell=False, exit=None, failed=False, has_result=False)
    return recs

def claude(path):
    recs = {}
    for i, l in enumerate(open(path, encoding='utf-8')):
        r = json.loads(l)
        m = r.get('message') if isinstance(r.get('message'), dict) else {}
        c = m.get('content')
        texts = []
        if isinstance(c, str): texts.append(c)
        for b in c if isinstance(c, list) else []:
            if not isinstance(b, dict): continue
            if b.get('type') == 'tool_use':
                recs[b['id']] = dict(line=i, texts=_flat(b.get('input')), tool=b['name'], shell=b['name'] == 'Bash', exit=None, failed=False, has_result=False)
            elif b.get('type') == 'tool_result' and b.get('tool_use_id') in recs:
                rec = recs[b['tool_use_id']]; rec['has_result'] = True
                cc = b.get('content')
                rec['texts'] += _flat(cc)
                rec['failed'] = bool(b.get('is_error'))
                s = '\n'.join(_flat(cc))
                mm = re.search(r'Exit code (\d+)', s)
                rec['exit'] = int(mm.group(1)) if mm else (None if rec['failed'] else 0)
            elif b.get('type') == 'text': texts.append(b['text'])
            elif b.get('type') == 'thinking': texts.append(b.get('thinking', ''))
        if r.get('uuid'):
            recs[r['uuid']] = dict(line=i, texts=texts + ([r['content']] if isinstance(r.get('content'), str) else []), tool=None, shell=False, exit=None, failed=False, has_result=False)
        recs.setdefault(f'line:{i}', dict(line=i, texts=_flat(r), tool=None, shell=False, exit=None, failed=False, has_result=False))
    return recs

def detect(path):
    if path.endswith('.json'): return 'opencode'
    first = open(path, encoding='utf-8').readline()
    if '"type":"session","version"' in first.replace(' ', ''): return 'pi'
    if '"projectHash"' in first and '"sessionId"' in first: return 'gemini_chat'
    if '"session_meta"' in first or '"payload"' in first or '"record_type"' in first: return 'codex'
    return 'claude'

READERS = dict(pi=pi, codex=codex, claude=claude)
def read(path, fmt=None):
    return READERS[fmt or detect(path)](path)

def gemini_chat(path):
    """Gemini CLI chat recording JSONL: header {sessionId, projectHash, startTime, kind}, message
    records {id, timestamp, type: user|gemini|info|error, content, thoughts?, toolCalls?}, and
    {"$set": …} update lines. A gemini record is re-appended with the same id as its tool calls
    finish; the last copy wins. Native ids: toolCalls[].id, message id, 'line:N' otherwise."""
    recs = {}
    for i, l in enumerate(open(path, encoding='utf-8')):
        r = json.loads(l)
        if 'id' not in r:
            recs[f'line:{i}'] = dict(line=i, texts=_flat(r), tool=None, shell=False, exit=None, failed=False, has_result=False)
            continue
        texts = []
        c = r.get('content')
        if isinstance(c, str): texts.append(c)
        else: texts += _flat(c)
        for th in r.get('thoughts') or []: texts += [th.get('subject', ''), th.get('description', '')]
        texts += _flat(r.get('displayContent'))
        recs[r['id']] = dict(line=i, texts=texts, tool=None, shell=False, exit=None, failed=False, has_result=False)
        for tc in r.get('toolCalls') or []:
            res = tc.get('result') or []
            rt = _flat(res) + _flat(tc.get('resultDisplay'))
            out = '\n'.join(rt)
            st = tc.get('status')
            mm = re.search(r'Exit Code: (\d+)', out)
            ec = int(mm.group(1)) if mm else (0 if st == 'success' else None)
            recs[tc['id']] = dict(line=i, texts=_flat(tc.get('args')) + rt, tool=tc['name'], shell=tc['name'] == 'run_shell_command',
                                  exit=ec, failed=(st in ('error', 'cancelled')) or (ec not in (None, 0)), has_result=bool(res), status=st)
    return recs
READERS['gemini_chat'] = gemini_chat

def opencode(path):
    """opencode export JSON {info, messages:[{info:{id, role,…}, parts:[…]}]}. Native ids: part id (prt_…)
    for tool parts, message id (msg_…) for messages (text of its text/reasoning parts)."""
    d = json.load(open(path, encoding='utf-8'))
    recs = {}
    for mi, m in enumerate(d.get('messages', [])):
        texts = []
        for pi, p in enumerate(m.get('parts', [])):
            order = mi * 10000 + pi
            if p.get('type') == 'tool':
                st = p.get('state') or {}
                md = st.get('metadata') or {}
                ex = md.get('exit')
                t = _flat(st.get('input')) + _flat(st.get('output')) + _flat(st.get('error')) + _flat({k: md.get(k) for k in ('output', 'description')})
                recs[p['id']] = dict(line=order, texts=t, tool=p.get('tool'), shell=p.get('tool') == 'bash', exit=ex,
                                     failed=(ex not in (None, 0)), has_result=st.get('status') in ('completed', 'error'), status=st.get('status'))
            elif p.get('type') in ('text', 'reasoning'):
                texts.append(p.get('text', ''))
                recs[p['id']] = dict(line=order, texts=[p.get('text', '')], tool=None, shell=False, exit=None, failed=False, has_result=False)
        recs[m['info']['id']] = dict(line=mi * 10000 + 9999 if m['info'].get('role') == 'assistant' else mi * 10000, texts=texts, tool=None, shell=False, exit=None, failed=False, has_result=False)
    return recs
READERS['opencode'] = opencode
