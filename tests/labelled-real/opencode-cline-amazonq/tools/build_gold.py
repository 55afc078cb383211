import json, glob, os
base=os.path.dirname(os.path.abspath(__file__))
files={}; groups=[]
for f in sorted(glob.glob(base+'/specs/*.json')):
    s=json.load(open(f))
    if 'file' in s: files[s['file']]=s['entry']
    if 'cross_session_groups' in s: groups=s['cross_session_groups']
out={"schema_notes":"see tests/labelled-real/README.md; same as files.gold.json. Extra: Cline ui_messages ids are 'ui:N' (0-based index into the list); a command owns the command_output records after it; tool results live in the JSON string of the next api_req_started ('request'). Gemini chat-recording ids are message ids and toolCalls[].id.",
     "files":files,"cross_session_groups":groups}
json.dump(out,open(base+'/../gold.json','w'),indent=1,ensure_ascii=False)
print('wrote',len(files),'files',len(groups),'groups')
