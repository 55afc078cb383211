#!/usr/bin/env python3
"""Dump SpecStory Markdown v2 records: line:N ids (0-based) of tool-use blocks and message headers.
usage: specstory_dump.py FILE [--full] [--max N]"""
import re, sys
path = sys.argv[1]; full = '--full' in sys.argv
mx = 40
if '--max' in sys.argv: mx = int(sys.argv[sys.argv.index('--max')+1])
lines = open(path, encoding='utf-8').read().split('\n')
HDR = re.compile(r'^_\*\*(User|Agent|Assistant)[^*]*\*\*_\s*$')
TU = re.compile(r'^<tool-use data-tool-type="([^"]*)" data-tool-name="([^"]*)"')
starts = []
for i, l in enumerate(lines):
    if HDR.match(l): starts.append((i, 'MSG', l))
    else:
        m = TU.match(l)
        if m: starts.append((i, 'TOOL', m.group(2)))
for k, (i, kind, name) in enumerate(starts):
    end = starts[k+1][0] if k+1 < len(starts) else len(lines)
    body = lines[i:end]
    if kind == 'MSG':
        txt = '\n'.join(b for b in body[1:] if b.strip())
        if not txt.strip(): continue
        print(f'--- line:{i} {name}')
        print('   ', txt[:(100000 if full else 300)].replace('\n', '\n    '))
    else:
        # tool block ends at </tool-use>
        e = next((j for j, b in enumerate(body) if '</tool-use>' in b), len(body)-1)
        blk = body[:e+1]
        ec = [b for b in blk if re.match(r'^Exit code \d+', b)]
        print(f'=== line:{i} TOOL {name} {ec[0] if ec else ""}')
        for b in blk[1:(len(blk) if full else mx)]:
            print('    |', b[:300])
