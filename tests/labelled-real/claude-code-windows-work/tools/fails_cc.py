#!/usr/bin/env python3
import sys, json
sys.path.insert(0, __file__.rsplit('/',1)[0])
from survey_cc import survey
def txt(c):
    if isinstance(c,str): return c
    if isinstance(c,list): return '\n'.join(x.get('text','') for x in c if isinstance(x,dict))
    return str(c)
for p in sys.argv[1:]:
    uses,order,res=survey(p)
    print('=====',p)
    for u in order:
        i,name,inp,sc=uses[u]
        if u in res and res[u][1]:
            cmd = inp.get('command') if name=='Bash' else json.dumps(inp)[:200]
            print(f"L{i} {name} {u}\n   CMD: {str(cmd)[:300]!r}\n   ERR: {txt(res[u][2])[:300]!r}")
