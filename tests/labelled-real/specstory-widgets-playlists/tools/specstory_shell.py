#!/usr/bin/env python3
"""Compact view: shell tool blocks (Bash, run_shell_command, shell_command, run_terminal_cmd) with
head/tail of output, plus message headers truncated. usage: specstory_shell.py FILE [head] [tail]"""
import re, sys
path = sys.argv[1]; H = int(sys.argv[2]) if len(sys.argv) > 2 else 12; T = int(sys.argv[3]) if len(sys.argv) > 3 else 6
lines = open(path, encoding='utf-8').read().split('\n')
HDR = re.compile(r'^_\*\*(User|Agent|Assistant)[^*]*\*\*_\s*$')
TU = re.compile(r'^<tool-use data-tool-type="([^"]*)" data-tool-name="([^"]*)"')
SHELL = {'Bash', 'run_shell_command', 'shell_command', 'run_terminal_cmd', 'BashOutput', 'KillShell', 'exec_command', 'shell'}
starts = []
for i, l in enumerate(lines):
    if HDR.match(l): starts.append((i, 'MSG', l))
    else:
        m = TU.match(l)
        if m: starts.append((i, 'TOOL', m.group(2)))
for k, (i, kind, name) in enumerate(starts):
    end = starts[k+1][0] if k+1 < len(starts) else len(lines)
    body = lines[i+1:end]
    if kind == 'MSG':
        txt = ' '.join(b.strip() for b in body if b.strip() and not b.startswith('<think') and b.strip() != '---')
        if txt: print(f'--- line:{i} {name[3:20]}: {txt[:260]}')
    elif name in SHELL:
        e = next((j for j, b in enumerate(body) if '</tool-use>' in b), len(body)-1)
        blk = body[:e]
        ec = [b for b in blk if re.match(r'^Exit code \d+', b)]
        print(f'=== line:{i} {name} {ec[0] if ec else ""}')
        show = blk if len(blk) <= H+T else blk[:H] + ['    ...'] + blk[-T:]
        for b in show: print('    |', b[:250])
    else:
        e = next((j for j, b in enumerate(body) if '</tool-use>' in b), len(body)-1)
        blk = body[:e]
        fl = ' / '.join(b.strip() for b in blk[:4] if b.strip())[:200]
        err = [b for b in blk if re.search(r'(?i)error|failed|not found|denied', b)][:2]
        print(f'  . line:{i} {name}: {fl}' + (f'  !! {err}' if err else ''))
