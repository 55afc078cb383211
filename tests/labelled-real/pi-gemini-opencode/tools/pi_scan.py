import json,sys,os
sys.path.insert(0,os.path.dirname(os.path.abspath(__file__)))
from readers import _records
import re
# scan bash results with isError false for error-looking output (masked candidates)
f=sys.argv[1]
calls={};order=[]
pat=re.compile(sys.argv[2] if len(sys.argv)>2 else r'(error|Error|ERR!|failed|FAIL|No such file|not found|cannot|Cannot|denied|exited with code|Traceback)')
for i,r,_k in _records(f):
    if r['type']!='message': continue
    m=r['message']
    if m['role']=='assistant':
        for c in m['content']:
            if c['type']=='toolCall': calls[c['id']]=c; order.append(c['id'])
    elif m['role']=='toolResult' and m.get('toolName')=='bash' and not m.get('isError'):
        t=''.join(x.get('text','') for x in m['content'] if x['type']=='text')
        hits=[mm for mm in pat.finditer(t)]
        if hits:
            c=calls[m['toolCallId']]
            print(f"{i} B{order.index(m['toolCallId'])} {m['toolCallId']} | {c['arguments'].get('command','')[:200]!r}")
            for mm in hits[:3]:
                s=max(0,mm.start()-100); print('    ~', t[s:mm.end()+100].replace('\n','\\n'))
