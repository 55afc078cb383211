import json,sys,collections
# dump pi session: tool calls with results
f=sys.argv[1]; full='-v' in sys.argv
calls={}; order=[]
types=collections.Counter()
for i,l in enumerate(open(f,encoding='utf-8')):
    r=json.loads(l); types[r['type']]+=1
    if r['type']!='message': 
        if full: print(i,'REC',r['type'],str(r)[:200])
        continue
    m=r['message']; role=m['role']
    if role=='assistant':
        for c in m['content']:
            if c['type']=='toolCall':
                calls[c['id']]=dict(line=i,rid=r.get('id','line:%d'%i),name=c['name'],args=c['arguments'],res=None); order.append(c['id'])
            elif c['type']=='text' and full: print(i,r.get('id','line:%d'%i),'ASSIST:',c['text'][:300].replace('\n',' | '))
    elif role=='toolResult':
        t=''.join(x.get('text','') for x in m['content'] if x['type']=='text')
        calls[m['toolCallId']]['res']=(i,r.get('id','line:%d'%i),m.get('isError'),t,m.get('details'))
        if full:
            c=calls[m['toolCallId']]
            a=c['args'].get('command') if c['name']=='bash' else json.dumps(c['args'])[:200]
            print(i,r.get('id','line:%d'%i),'CALL',c['name'],m['toolCallId'],'ERR' if m.get('isError') else 'ok','|',str(a)[:300].replace('\n','\\n'))
            print('    OUT:',t[-400:].replace('\n','\\n'))
    else:
        if full:
            t=m.get('content'); t=t if isinstance(t,str) else ' '.join(x.get('text','') for x in t if isinstance(x,dict))
            print(i,r.get('id','line:%d'%i),'USER/'+role+':',t[:300].replace('\n',' | '))
print(types)
print(collections.Counter(c['name'] for c in calls.values()))
b=[k for k in order if calls[k]['name']=='bash']
print('bash',len(b),'err',sum(1 for k in b if calls[k]['res'] and calls[k]['res'][2]),'nores',[k for k in b if not calls[k]['res']])
print('nonbash err',[ (k,calls[k]['name']) for k in order if calls[k]['name']!='bash' and calls[k]['res'] and calls[k]['res'][2]])
