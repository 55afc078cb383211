"""Quick per-file stats for Claude Code jsonl: Bash count, is_error count, other tool errors."""
import json, sys
def stats(path):
    uses = {}; res = {}
    for i, line in enumerate(open(path, encoding='utf-8')):
        line=line.strip()
        if not line: continue
        r = json.loads(line)
        m = r.get('message') or {}
        c = m.get('content')
        if isinstance(c, list):
            for b in c:
                if not isinstance(b, dict): continue
                if b.get('type') == 'tool_use': uses[b['id']] = (b['name'], i)
                if b.get('type') == 'tool_result': res[b['tool_use_id']] = (bool(b.get('is_error')), i)
    bash = [k for k,v in uses.items() if v[0]=='Bash']
    bf = [k for k in bash if res.get(k,(False,))[0]]
    of = [k for k,v in uses.items() if v[0]!='Bash' and res.get(k,(False,))[0]]
    return len(uses), len(bash), len(bf), len(of)
for p in sys.argv[1:]: print(stats(p), p)
