# independent count: Bash tool_use ids; failed = tool_result.is_error true, or <task-notification> status failed for that tool-use-id
import json,sys,re
f=sys.argv[1]
bash=[];err=set();res={};bg_failed=set()
for line in open(f,encoding='utf-8'):
    o=json.loads(line)
    m=o.get('message') or {}; c=m.get('content')
    txts=[]
    if isinstance(c,str): txts.append(c)
    if o.get('type')=='queue-operation' and isinstance(o.get('content'),str): txts.append(o['content'])
    if isinstance(c,list):
        for x in c:
            if x.get('type')=='tool_use' and x.get('name')=='Bash' and o.get('type')=='assistant': bash.append(x['id'])
            if x.get('type')=='tool_result':
                res[x['tool_use_id']]=1
                if x.get('is_error'): err.add(x['tool_use_id'])
            if x.get('type')=='text': txts.append(x['text'])
    for t in txts:
        for mm in re.finditer(r'<tool-use-id>([\w-]+)</tool-use-id>.*?<status>(\w+)</status>',t,re.S):
            if mm.group(2)=='failed': bg_failed.add(mm.group(1))
failed=sorted(i for i in bash if i in err or i in bg_failed)
print(json.dumps({'shell_commands':len(bash),'failed':failed,'n_failed':len(failed),'no_result':[i for i in bash if i not in res]}))
