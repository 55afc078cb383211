"""Decode a transcript into {native_id: [(line_or_index, decoded_text)]} plus shell-command facts.
Codex rollout (jsonl) and opencode export (json)."""
import json, re

def _strings(o, out):
    if isinstance(o, str):
        out.append(o)
        s = o.strip()
        if s[:1] in '{[':
            try: _strings(json.loads(s), out)
            except Exception: pass
    elif isinstance(o, dict):
        for k, v in o.items():
            if k == 'encrypted_content': continue
            _strings(v, out)
    elif isinstance(o, list):
        for v in o: _strings(v, out)

SHELL = ('shell', 'shell_command', 'exec_command', 'local_shell')

def load(path):
    raw = open(path, encoding='utf-8').read()
    if path.endswith('.jsonl'):
        return load_codex(raw)
    return load_opencode(raw)

def load_codex(raw):
    recs = {}; pos = {}; shell = []; exits = {}; hdr = {}
    for i, l in enumerate(raw.split('\n')):
        if not l.strip(): continue
        r = json.loads(l)
        if 'payload' not in r: r = {'type': 'response_item' if 'type' in r else 'legacy_meta', 'payload': r}
        p = r.get('payload', {}); t = p.get('type')
        out = []; _strings(p, out); txt = '\n'.join(out)
        rid = p.get('id') if t == 'reasoning' and p.get('id') else None
        nid = rid or (p.get('call_id') if t in ('function_call', 'function_call_output', 'custom_tool_call', 'custom_tool_call_output', 'local_shell_call') or (r.get('type') == 'event_msg' and t in ('exec_command_end', 'exec_command_begin')) else None)
        for key in ([nid] if nid else []) + [f'line:{i}']:
            recs.setdefault(key, []).append((i, txt)); pos.setdefault(key, i)
        if r.get('type') == 'response_item' and t == 'function_call' and p.get('name') in SHELL: shell.append(p['call_id'])
        if r.get('type') == 'response_item' and t == 'local_shell_call': shell.append(p['call_id'])
        if r.get('type') == 'event_msg' and t == 'exec_command_end': exits[p['call_id']] = p.get('exit_code')
        if r.get('type') == 'response_item' and t == 'function_call_output':
            o = p.get('output'); o = o if isinstance(o, str) else json.dumps(o)
            m = re.match(r'(?:Exit code: (\d+))', o) or re.search(r'Process exited with code (\d+)', o) or re.match(r'failed in sandbox \w+ with execution error: .*?exit code: (\d+)', o)
            if m: hdr[p['call_id']] = int(m.group(1))
            else:
                try:
                    j = json.loads(o); ec = j.get('metadata', {}).get('exit_code')
                    if ec is not None: hdr[p['call_id']] = ec
                except Exception: pass
    ex = {c: (exits.get(c) if c in exits else hdr.get(c)) for c in shell}
    return recs, pos, shell, ex

def load_opencode(raw):
    d = json.loads(raw); recs = {}; pos = {}; shell = []; ex = {}; n = 0
    for m in d['messages']:
        mid = m['info']['id']; out = []; _strings(m['info'], out)
        for p in m.get('parts', []):
            n += 1
            po = []; _strings(p, po); txt = '\n'.join(po)
            recs.setdefault(p['id'], []).append((n, txt)); pos.setdefault(p['id'], n)
            out.append(txt)
            if p.get('type') == 'tool' and p.get('tool') == 'bash':
                shell.append(p['id']); ex[p['id']] = (p.get('state', {}).get('metadata') or {}).get('exit')
        recs.setdefault(mid, []).append((n, '\n'.join(out))); pos.setdefault(mid, n)
    return recs, pos, shell, ex
