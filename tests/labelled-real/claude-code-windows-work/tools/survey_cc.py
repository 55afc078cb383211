#!/usr/bin/env python3
"""Survey Claude Code jsonl: count Bash tool_use, is_error results, per file."""
import sys, json
def survey(path, verbose=False):
    uses = {}; order=[]; res = {}
    for i,l in enumerate(open(path, encoding='utf-8')):
        l=l.strip()
        if not l: continue
        try: r=json.loads(l)
        except Exception: continue
        m=r.get('message') or {}
        c=m.get('content')
        if not isinstance(c,list): continue
        for x in c:
            if not isinstance(x,dict): continue
            if x.get('type')=='tool_use':
                uses[x['id']]=(i,x.get('name'),x.get('input'),r.get('isSidechain'))
                order.append(x['id'])
            elif x.get('type')=='tool_result':
                res[x.get('tool_use_id')]=(i,x.get('is_error'),x.get('content'))
    return uses, order, res
if __name__=='__main__':
    for p in sys.argv[1:]:
        uses,order,res=survey(p)
        bash=[u for u in order if uses[u][1]=='Bash']
        fb=[u for u in bash if u in res and res[u][1]]
        fo=[u for u in order if u in res and res[u][1] and uses[u][1]!='Bash']
        nores=[u for u in bash if u not in res]
        print(f"{p}\tbash={len(bash)}\tfailed={len(fb)}\tother_err={len(fo)}\tnores={len(nores)}")
