#!/usr/bin/env python3
"""Shared SpecStory record splitter (independent of the dump tools): returns list of records
{id:'line:N', kind:'msg'|'tool', name, text, cmd, exit}. A tool record runs from its <tool-use line
to the closing </tool-use>; a message record from its header to the next record start."""
import re
HDR = re.compile(r'^_\*\*(User|Agent|Assistant)[^*]*\*\*_\s*$')
TU = re.compile(r'^<tool-use data-tool-type="([^"]*)" data-tool-name="([^"]*)"')
def records(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    st = []
    for i, l in enumerate(lines):
        if HDR.match(l): st.append((i, 'msg', HDR.match(l).group(1)))
        elif TU.match(l): st.append((i, 'tool', TU.match(l).group(2)))
    out = []
    for k, (i, kind, name) in enumerate(st):
        end = st[k+1][0] if k+1 < len(st) else len(lines)
        body = lines[i:end]
        if kind == 'tool':
            e = next((j for j, b in enumerate(body) if '</tool-use>' in b), len(body)-1)
            body = body[:e+1]
        text = '\n'.join(body)
        cmd = None; ex = None
        if name == 'Bash':
            m = re.search(r'^`(.*)`$', text, re.M)
            cmd = m.group(1) if m else None
            m = re.search(r'^```\nExit code (\d+)', text, re.M)
            ex = int(m.group(1)) if m else None
        shell = name in ('Bash', 'run_shell_command') or (name == 'run_terminal_command_v2' and '• Run command:' in text)
        unk = False
        if name == 'run_terminal_command_v2' and shell:
            unk = True   # Cursor records no exit status
        if name == 'run_shell_command':
            m = re.search(r'^Exit Code: (\d+)', text, re.M)
            ex = int(m.group(1)) if m else None
            unk = ex is None
        elif name == 'Bash':
            unk = ex is None and 'Command running in background with ID' in text
        out.append(dict(id=f'line:{i}', kind=kind, name=name, text=text, cmd=cmd, exit=ex, shell=shell, exit_unknown=unk))
    return out
if __name__ == '__main__':
    import sys
    for r in records(sys.argv[1]):
        if r['name'] in ('Bash',):
            print(r['id'], r['exit'], (r['cmd'] or '')[:150])
