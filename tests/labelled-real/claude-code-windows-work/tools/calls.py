#!/usr/bin/env python3
"""List shell calls with failure status: calls.py FILE"""
import sys; sys.path.insert(0, __file__.rsplit('/',1)[0])
from cclib import *
d = load(sys.argv[1])
sc = shell_calls(d); f = set(failed_shell(d)); eu = set(exit_unknown(d))
print('shell', len(sc), 'failed', len(f), 'exit_unknown', len(eu))
for u in sc:
    x = d['uses'][u]; r = d['results'].get(u)
    flag = 'FAIL' if u in f else ('UNK' if u in eu else 'ok')
    print(x['line'], x['name'][:2], u, flag, exit_code(d,u), repr(str(x['input'].get('command'))[:90]), '=>', repr((r or {}).get('text','')[:80]))
