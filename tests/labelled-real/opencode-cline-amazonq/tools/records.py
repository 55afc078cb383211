"""Map native ids -> (file order position, decoded text, kind) for each raw format in this folder.
Plain reader of the raw transcript files (no sessgraph)."""
import json, re

def _dec(s):
    """decoded text of a string; JSON-in-a-string decoded once more (all string leaves joined)."""
    out=[s]
    if isinstance(s,str) and s[:1] in '{[':
        try:
            out.append(_leaves(json.loads(s)))
        except Exception: pass
    return '\n'.join(out)

def _leaves(o):
    if isinstance(o,str): return _dec(o)
    if isinstance(o,dict): return '\n'.join(_leaves(v) for v in o.values())
    if isinstance(o,list): return '\n'.join(_leaves(v) for v in o)
    return json.dumps(o)

def cline_ui(path):
    d=json.load(open(path,encoding='utf-8'))
    recs={}; cmds=[]
    for i,m in enumerate(d):
        k=m.get('say') or m.get('ask')
        recs[f'ui:{i}']={'pos':i,'text':_leaves(m),'kind':k}
    # a command owns the command_output records that follow it
    for i,m in enumerate(d):
        k=m.get('say') or m.get('ask')
        if k=='command':
            cmds.append(f'ui:{i}')
            j=i+1; parts=[recs[f'ui:{i}']['text']]
            while j<len(d) and (d[j].get('say') or d[j].get('ask')) in ('command_output',):
                parts.append(recs[f'ui:{j}']['text']); j+=1
            recs[f'ui:{i}']['text']='\n'.join(parts)
    return recs, cmds, {}

def opencode_export(path):
    d=json.load(open(path,encoding='utf-8'))
    recs={}; cmds=[]; exits={}; pos=0
    for msg in d['messages']:
        mi=msg['info']; texts=[]
        recs[mi['id']]={'pos':pos,'text':'','kind':'message:'+mi.get('role','')}; mpos=mi['id']; pos+=1
        for p in msg.get('parts',[]):
            t=_leaves(p)
            recs[p['id']]={'pos':pos,'text':t,'kind':'part:'+p.get('type','')+(':'+p.get('tool','') if p.get('tool') else '')}; pos+=1
            if p.get('type') in ('text','reasoning'): texts.append(p.get('text',''))
            if p.get('type')=='tool' and p.get('tool')=='bash':
                cmds.append(p['id'])
                st=p.get('state',{}); ex=(st.get('metadata') or {}).get('exit')
                exits[p['id']]=ex
        recs[mpos]['text']='\n'.join(texts)
    return recs, cmds, exits

def gemini_chat(path):
    """Gemini CLI chat recording (session-*.json): {sessionId, messages:[{id,type,content,toolCalls:[{id,name,args,result,status,resultDisplay}]}]}"""
    d=json.load(open(path,encoding='utf-8'))
    recs={}; cmds=[]; pos=0
    for m in d['messages']:
        recs[m['id']]={'pos':pos,'text':_leaves({k:v for k,v in m.items() if k!='toolCalls'}),'kind':'msg:'+m.get('type','')}; pos+=1
        for tc in m.get('toolCalls') or []:
            recs[tc['id']]={'pos':pos,'text':_leaves(tc),'kind':'tool:'+tc.get('name','')}; pos+=1
            if tc.get('name')=='run_shell_command': cmds.append(tc['id'])
    return recs, cmds, {}

READERS={'cline':cline_ui,'opencode':opencode_export,'gemini':gemini_chat}
def load(relpath, base):
    fmt=relpath.split('/')[0]
    return READERS[fmt](base+'/'+relpath)

def amazon_q(path):
    """Amazon Q Developer CLI conversation state (q chat /save): {history:[{user:{content:{Prompt|ToolUseResults|CancelledToolUses}}, assistant:{ToolUse|Response:{message_id,content,tool_uses}}}], next_message}.
    ids: 'history:N' = user part of turn N; assistant message_id; tool use id (its result is in the next user part / next_message)."""
    d=json.load(open(path,encoding='utf-8'))
    recs={}; cmds=[]; exits={}; pos=0
    turns=d['history']+[{'user':d['next_message'],'assistant':{}}]
    for n,t in enumerate(turns):
        uc=t['user'].get('content',{})
        key=f'history:{n}' if n<len(d['history']) else 'next_message'
        recs[key]={'pos':pos,'text':_leaves(uc.get('Prompt') or uc.get('CancelledToolUses',{}).get('prompt') or ''),'kind':'user'}; pos+=1
        res=(uc.get('ToolUseResults') or uc.get('CancelledToolUses') or {}).get('tool_use_results',[])
        for r in res:
            tid=r['tool_use_id']
            if tid in recs: recs[tid]['text']+='\n'+_leaves(r)
            if tid in exits or tid in cmds:
                for c in r['content']:
                    if 'Json' in c and isinstance(c['Json'],dict) and 'exit_status' in c['Json']: exits[tid]=int(c['Json']['exit_status'])
        a=t['assistant']; body=a.get('ToolUse') or a.get('Response')
        if body:
            recs[body['message_id']]={'pos':pos,'text':body.get('content',''),'kind':'assistant'}; pos+=1
            for tu in body.get('tool_uses',[]) if 'tool_uses' in body else []:
                recs[tu['id']]={'pos':pos,'text':_leaves(tu['args']),'kind':'tool:'+tu['name']}; pos+=1
                if tu['name']=='execute_bash': cmds.append(tu['id']); exits.setdefault(tu['id'],None)
    return recs, cmds, exits
READERS['amazon_q']=amazon_q

def cline_md(path):
    """Cline 'Export task' markdown: blocks start at lines '**User:**' / '**Assistant:**'. id 'line:N' = 0-based line of the heading.
    An assistant block owns the user block that follows it (the tool result)."""
    lines=open(path,encoding='utf-8').read().split('\n')
    heads=[i for i,l in enumerate(lines) if l in ('**User:**','**Assistant:**')]
    recs={}; cmds=[]
    for k,h in enumerate(heads):
        end=heads[k+1] if k+1<len(heads) else len(lines)
        recs[f'line:{h}']={'pos':h,'text':'\n'.join(lines[h:end]),'kind':lines[h]}
    for k,h in enumerate(heads):
        if lines[h]=='**Assistant:**':
            if '<execute_command>' in recs[f'line:{h}']['text']: cmds.append(f'line:{h}')
            if k+1<len(heads) and lines[heads[k+1]]=='**User:**':
                recs[f'line:{h}']['text']+='\n'+recs[f'line:{heads[k+1]}']['text']
    return recs, cmds, {}
_old_load=load
def load(relpath, base):
    if relpath.startswith('cline/') and relpath.endswith('.md'): return cline_md(base+'/'+relpath)
    return _old_load(relpath, base)
