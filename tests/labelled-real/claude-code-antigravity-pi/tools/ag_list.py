# list Antigravity transcript steps: tool calls (run_command) with their results
import json,sys,re
f=sys.argv[1]
for i,l in enumerate(open(f,encoding='utf-8')):
  try:d=json.loads(l)
  except Exception: print(i,'BAD_LINE',repr(l[:80]));continue
  t=d['type']
  if t=='PLANNER_RESPONSE':
    for tc in d.get('tool_calls',[]):
      if tc['name'] in('run_command','command_status','send_command_input'):
        a=tc['args'];print(i,d['step_index'],'CALL',tc['name'],(a.get('CommandLine') or a.get('CommandId') or '')[:300])
  elif t in('RUN_COMMAND','ERROR_MESSAGE','COMMAND_STATUS','USER_INPUT') :
    c=d.get('content','')
    m=re.search(r'(completed successfully|failed with exit code: \d+|background task)',c)
    print(i,d['step_index'],t,d['status'],m.group(1) if m else '', repr(c[:1200] if t!='RUN_COMMAND' or 'failed' in c else c[:250]))
  elif t not in ('VIEW_FILE','CODE_ACTION','EPHEMERAL_MESSAGE','GREP_SEARCH','LIST_DIRECTORY','CHECKPOINT','KNOWLEDGE_ARTIFACTS','CONVERSATION_HISTORY'):
    print(i,d['step_index'],t,d['status'],repr(d.get('content','')[:200]))
