import json,sys,os
sys.path.insert(0,os.path.dirname(os.path.abspath(__file__)))
from readers import _records,re
# list bash calls of a pi session with error flag and exit code text
f=sys.argv[1]; showall='-a' in sys.argv
calls={}; order=[]
for i,r,_k in _records(f):
    if r['type']!='message': 
        if r['type']=='compaction': print(i,'COMPACTION')
        continue
    m=r['message']
    if m['role']=='assistant':
        for c in m['content']:
            if c['type']=='toolCall':
                calls[c['id']]=dict(line=i,name=c['name'],args=c['arguments'],res=None); order.append(c['id'])
    elif m['role']=='toolResult':
        t=''.join(x.get('text','') for x in m['content'] if x['type']=='text')
        c=calls[m['toolCallId']]; c['res']=(i,m.get('isError'),t)
        k=order.index(m['toolCallId'])
        if c['name']=='bash' and (m.get('isError') or showall):
            ec=re.findall(r'(?:exited with code|exit code:?|Exit code:?)\s*(\d+)',t,re.I)
            print(f"{i} B{k} {m['toolCallId']} ERR={m.get('isError')} ec={ec[-1:] } | {c['args'].get('command','')[:250]!r}")
            print('     >>', t[-350:].replace('\n','\\n'))
        elif m.get('isError'):
            print(f"{i} {c['name']} {m['toolCallId']} ERR | {json.dumps(c['args'])[:200]}")
            print('     >>', t[-300:].replace('\n','\\n'))
    elif m['role']=='user':
        t=m['content'] if isinstance(m['content'],str) else ' '.join(x.get('text','') for x in m['content'] if x.get('type')=='text')
        print(i,'USER:',t[:400].replace('\n',' | '))
