"""Independent count pass for a Claude Code JSONL: Bash tool_use ids, is_error results, calls without result."""
import json, sys
bash, res, err = [], {}, set()
for l in open(sys.argv[1], encoding='utf-8'):
    try: r = json.loads(l)
    except Exception: continue
    m = r.get('message')
    if not isinstance(m, dict) or not isinstance(m.get('content'), list): continue
    for b in m['content']:
        if not isinstance(b, dict): continue
        if b.get('type') == 'tool_use' and b.get('name') == 'Bash': bash.append(b['id'])
        if b.get('type') == 'tool_result':
            res[b['tool_use_id']] = 1
            if b.get('is_error'): err.add(b['tool_use_id'])
failed = sorted(i for i in bash if i in err)
print('bash', len(bash), 'failed', len(failed)); print('failed', failed)
print('no_result', [i for i in bash if i not in res])
print('nonbash_errors', sorted(err - set(bash)))
