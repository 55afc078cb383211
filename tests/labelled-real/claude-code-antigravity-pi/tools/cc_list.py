# list Claude Code JSONL tool calls with results (0-based line numbers)
import json,sys
f=sys.argv[1]; full='-v' in sys.argv
calls={}
recs=[]
for i,l in enumerate(open(f,encoding='utf-8')):
  if not l.strip(): continue
  d=json.loads(l); recs.append((i,d))
for i,d in recs:
  t=d.get('type'); m=d.get('message') or {}
  c=m.get('content') if isinstance(m,dict) else None
  if t=='user' and isinstance(c,str) and not d.get('isMeta'):
    print(i,'USER',repr(c[:300]))
  if not isinstance(c,list): 
    if t=='system': print(i,'SYSTEM',d.get('subtype'),repr(str(d.get('content'))[:200]))
    continue
  for b in c:
    if b.get('type')=='text' and t=='user': print(i,'USERTXT',repr(b['text'][:300]))
    if b.get('type')=='text' and t=='assistant' and full: print(i,'ASST',repr(b['text'][:400]))
    if b.get('type')=='tool_use':
      calls[b['id']]=(b['name'],i)
      inp=b['input']; s=inp.get('command') or inp.get('file_path') or inp.get('pattern') or json.dumps(inp)[:150]
      print(i,'CALL',b['name'],b['id'],repr(s[:400]), 'SIDE' if d.get('isSidechain') else '')
    if b.get('type')=='tool_result':
      cc=b.get('content'); 
      if isinstance(cc,list): cc=' '.join(x.get('text','') for x in cc if isinstance(x,dict))
      nm=calls.get(b['tool_use_id'],('?',))[0]
      if b.get('is_error') or nm=='Bash' or full:
        print(i,'RES',nm,b['tool_use_id'],'ERR' if b.get('is_error') else 'ok',repr(str(cc)[:(700 if b.get('is_error') else 300)]))
