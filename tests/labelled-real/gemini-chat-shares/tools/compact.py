import sys, json, re
sys.path.insert(0, 'tools')
from gemini_md import *
path = sys.argv[1]; lo = int(sys.argv[2]); hi = int(sys.argv[3]); LIM = int(sys.argv[4]) if len(sys.argv) > 4 else 2500
text, secs, calls, results, order = parse(path)
L = section_lines(text)
for i, s in enumerate(secs):
    if i < lo or i >= hi: continue
    def rep(m):
        obj = json.loads(m.group(2))
        if m.group(1) == 'Command':
            a = dict(obj.get('args', {}))
            for k in ('content', 'new_string', 'old_string'):
                if k in a: a[k] = a[k][:120] + '...'
            return '<<CMD %s %s>>' % (obj.get('name'), json.dumps(a, ensure_ascii=False)[:400])
        r = obj.get('response', {}); o = output_of({'response': r})
        if obj.get('name') == 'run_shell_command' or 'error' in r:
            o = re.sub(r' {3,}', ' ', o)
            return '<<RES %s\n%s>>' % (obj.get('id'), o if len(o) < LIM else o[:600] + '\n...\n' + o[-(LIM-600):])
        return '<<RES %s %s>>' % (obj.get('id'), o[:150].replace('\n', ' '))
    s2 = BLOCK.sub(rep, s)
    if 'write_todos' in s2 and len(s2) < 3000 and 'USER' in s2[:20]: s2 = s2[:200]
    print('=== sec', i, 'line', L[i], '===\n' + s2[:6000])
