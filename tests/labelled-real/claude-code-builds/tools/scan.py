"""Quick triage: count shell calls / failures in a Claude Code or Codex rollout JSONL (raw read)."""
import json, sys, re
def scan(path):
    lines = open(path, encoding='utf-8', errors='replace').read().split('\n')
    recs = []
    for i, l in enumerate(lines):
        if not l.strip(): continue
        try: recs.append((i, json.loads(l)))
        except Exception: recs.append((i, None))
    kind = 'claude'
    for i, r in recs:
        if isinstance(r, dict) and r.get('type') in ('session_meta','response_item','event_msg','turn_context'): kind='codex'; break
    n = f = 0; fails=[]
    if kind == 'claude':
        bash = {}
        for i, r in recs:
            if not isinstance(r, dict): continue
            m = r.get('message') or {}
            c = m.get('content') if isinstance(m, dict) else None
            if not isinstance(c, list): continue
            for b in c:
                if not isinstance(b, dict): continue
                if b.get('type') == 'tool_use' and b.get('name') == 'Bash':
                    bash[b['id']] = (i, b['input'].get('command',''))
                elif b.get('type') == 'tool_result' and b.get('tool_use_id') in bash and b.get('is_error'):
                    cc = b.get('content'); 
                    if isinstance(cc, list): cc = ' '.join(x.get('text','') for x in cc if isinstance(x, dict))
                    fails.append((b['tool_use_id'], bash[b['tool_use_id']][1][:100], str(cc)[:150]))
        n = len(bash)
    else:
        calls = {}
        for i, r in recs:
            if not isinstance(r, dict): continue
            p = r.get('payload') or {}
            if p.get('type') in ('function_call','custom_tool_call') and p.get('name') in ('exec_command','shell','shell_command','local_shell'):
                calls[p['call_id']] = (i, p.get('arguments',''))
            if p.get('type') == 'function_call_output' and p.get('call_id') in calls:
                o = p.get('output'); o = o if isinstance(o, str) else json.dumps(o)
                m = re.search(r'(?:Process exited with code|Exit code:|"exit_code":)\s*(\d+)', o)
                if m and m.group(1) != '0': fails.append((p['call_id'], calls[p['call_id']][1][:100], o[:150]))
        n = len(calls)
    return kind, n, fails
for p in sys.argv[1:]:
    k, n, fails = scan(p)
    print(f"{p}: {k} shell={n} failed={len(fails)}")
    if '-v' in sys.argv[0:1] or True:
        for x in fails[:40]: print('   ', x)
