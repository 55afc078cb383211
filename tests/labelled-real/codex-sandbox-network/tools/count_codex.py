#!/usr/bin/env python3
"""Independent count of shell commands / failed / exit-unknown for a Codex rollout.
Exit code per exec_command/shell call: exec_command_end.exit_code, else its own output header,
else (if its output says 'Process running with session ID N') the first later write_stdin poll
on session N whose output has 'Process exited with code K'."""
import json, sys, re
SHELL = {'exec_command', 'shell', 'shell_command', 'local_shell_call'}
def analyse(f):
    recs = [(i, json.loads(l)) for i, l in enumerate(open(f, encoding='utf-8')) if l.strip()]
    calls = []; outs = {}; ends = {}; polls = []
    for i, r in recs:
        p = r.get('payload') or {}
        t = p.get('type')
        if r['type'] == 'event_msg' and t == 'exec_command_end': ends[p['call_id']] = p.get('exit_code')
        if r['type'] == 'response_item' and t in ('function_call_output', 'custom_tool_call_output'):
            o = p.get('output'); outs[p['call_id']] = o if isinstance(o, str) else json.dumps(o)
        if r['type'] == 'response_item' and t in ('function_call', 'local_shell_call'):
            calls.append((i, p))
    def hdr(o):
        m = re.search(r'Process exited with code (-?\d+)|^Exit code: (-?\d+)', o or '', re.M)
        return int(m.group(1) or m.group(2)) if m else None
    res = {}
    for i, p in calls:
        name = p.get('name', 'local_shell_call')
        cid = p.get('call_id')
        if name == 'write_stdin':
            a = json.loads(p['arguments']); polls.append((i, a.get('session_id'), cid, a.get('chars', '')))
    for i, p in calls:
        name = p.get('name', 'local_shell_call')
        if name not in SHELL: continue
        cid = p.get('call_id'); o = outs.get(cid)
        ex = ends.get(cid); how = 'end'
        if ex is None:
            ex = hdr(o); how = 'hdr'
        if ex is None and o and o.startswith('exec_command failed') and re.search(r'exit_code: (-?\d+)', o):
            ex = int(re.search(r'exit_code: (-?\d+)', o).group(1)); how = 'sandbox-denied-text'
        if ex is None and o:
            m = re.search(r'Process running with session ID (\d+)', o)
            if m:
                sid = int(m.group(1))
                for j, s, pc, ch in polls:
                    if j > i and s == sid:
                        e2 = ends.get(pc) if ends.get(pc) is not None else hdr(outs.get(pc))
                        if e2 is not None: ex = e2; how = 'poll:' + pc; break
        res[cid] = (i, ex, how)
    return res
if __name__ == '__main__':
    res = analyse(sys.argv[1])
    failed = sorted(c for c, (i, e, h) in res.items() if e not in (None, 0))
    unk = [c for c, (i, e, h) in sorted(res.items(), key=lambda x: x[1][0]) if e is None]
    print('shell_commands', len(res)); print('failed', len(failed)); [print('  F', c, res[c]) for c in failed]
    print('exit_unknown', len(unk)); [print('  U', c, res[c]) for c in unk]
