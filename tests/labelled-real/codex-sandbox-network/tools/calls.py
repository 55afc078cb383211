#!/usr/bin/env python3
"""Compact table of shell calls: line, call_id, name, exit (from output header / exec_command_end), cmd."""
import json, sys, re
f = sys.argv[1]
recs = [(i, json.loads(l)) for i, l in enumerate(open(f, encoding='utf-8')) if l.strip()]
ends = {}; outs = {}; sess = {}
for i, r in recs:
    p = r.get('payload') or {}
    if r['type'] == 'event_msg' and p.get('type') == 'exec_command_end': ends[p['call_id']] = (i, p)
    if r['type'] == 'response_item' and p.get('type') in ('function_call_output', 'custom_tool_call_output'):
        outs[p['call_id']] = (i, p.get('output'))
for i, r in recs:
    p = r.get('payload') or {}
    if r['type'] == 'response_item' and p.get('type') in ('function_call', 'custom_tool_call'):
        cid = p['call_id']; name = p.get('name')
        a = p.get('arguments') or p.get('input') or ''
        try: a = json.loads(a)
        except Exception: a = {'_raw': a}
        o = outs.get(cid, (None, None))[1]
        if isinstance(o, (dict, list)): o = json.dumps(o)
        o = o or ''
        m = re.search(r'Process exited with code (\d+)|Exit code: (\d+)', o)
        hx = (m.group(1) or m.group(2)) if m else None
        sid = re.search(r'Process running with session ID (\d+)', o)
        e = ends.get(cid)
        ex = e[1].get('exit_code') if e else None
        cmd = a.get('cmd') or a.get('command') or a.get('chars') or a.get('_raw', '')
        if isinstance(cmd, list): cmd = ' '.join(cmd)
        extra = ''
        if name == 'write_stdin': extra = f" sess={a.get('session_id')}"
        if sid: extra += f" RUNNING sess={sid.group(1)}"
        if a.get('sandbox_permissions'): extra += ' ESC'
        print(f"{i}\t{cid}\t{name}\thdr={hx}\tend={ex}{extra}\t{str(cmd)[:160]!r}")
