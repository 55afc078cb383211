import sys, json, re
sys.path.insert(0, 'tools')
from gemini_md import parse, output_of, exit_code, BLOCK
text, secs, calls, results, order = parse(sys.argv[1])
lo, hi = int(sys.argv[2]), int(sys.argv[3])
LIM = int(sys.argv[4]) if len(sys.argv) > 4 else 1500
for i in range(lo, min(hi, len(secs))):
    s = secs[i]
    # replace blocks with compact summaries
    def rep(m):
        obj = json.loads(m.group(2))
        if m.group(1) == 'Command':
            a = dict(obj.get('args', {}))
            for k in ('content', 'new_string', 'old_string'):
                if k in a: a[k] = a[k][:200] + '...'
            return '<<CMD %s %s>>' % (obj.get('name'), json.dumps(a)[:600])
        r = obj.get('response', {})
        return '<<RES %s %s>>' % (obj.get('id'), json.dumps(r)[:LIM])
    s2 = BLOCK.sub(rep, s)
    print('=== sec', i, '===\n' + s2[:LIM*2])
