import json,sys,os
sys.path.insert(0,os.path.dirname(os.path.abspath(__file__)))
from readers import _records
# compact timeline of a pi session
f=sys.argv[1]; lo=int(sys.argv[2]) if len(sys.argv)>2 else 0; hi=int(sys.argv[3]) if len(sys.argv)>3 else 10**9
W=int(sys.argv[4]) if len(sys.argv)>4 else 160
calls={}
for i,r,_k in _records(f):
    if r['type']!='message':
        if lo<=i<=hi: print(i,'#',r['type'],str({k:v for k,v in r.items() if k not in('summary',)})[:150])
        continue
    m=r['message']
    if m['role']=='assistant':
        for c in m['content']:
            if c['type']=='toolCall': calls[c['id']]=c
        if not(lo<=i<=hi): continue
        for c in m['content']:
            if c['type']=='text': print(i,'A:',c['text'][:W].replace('\n',' | '))
            elif c['type']=='toolCall':
                a=c['arguments']; s=a.get('command') if c['name']=='bash' else (a.get('path','')+' '+(a.get('oldText','')[:60] if 'oldText' in a else ''))
                print(i,'  CALL',c['name'],c['id'],'::',str(s)[:W].replace('\n','\\n'))
    elif m['role']=='toolResult':
        if not(lo<=i<=hi): continue
        t=''.join(x.get('text','') for x in m['content'] if x['type']=='text')
        if m.get('isError') or m['toolName']=='bash':
            print(i,'  RES',m['toolName'],'ERR' if m.get('isError') else 'ok',m['toolCallId'][-6:],'>>',t[-W:].replace('\n','\\n'))
    else:
        if not(lo<=i<=hi): continue
        t=m.get('content','') if isinstance(m.get('content',''),str) else ' '.join(x.get('text','') for x in m.get('content',[]) if x.get('type')=='text') or (m.get('command','')+' => '+str(m.get('exitCode')))
        print(i,'U:',t[:300].replace('\n',' | '))
