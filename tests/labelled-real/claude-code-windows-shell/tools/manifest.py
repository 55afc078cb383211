#!/usr/bin/env python3
"""Write MANIFEST.tsv and re-check blob ids (git hash-object == rev-parse commit:path)."""
import subprocess,os
here=os.path.dirname(os.path.abspath(__file__)); base=os.path.join(here,'..')
ROWS=[
 ("claude_code/m-claude__8c3b5351-cb5f-4ca6-8d86-9eae3634c81e.jsonl","M-Thisness/M-Claude","659d89ad2e32d191478bc4e425347081ade2abd8","CHAT_LOGS/8c3b5351-cb5f-4ca6-8d86-9eae3634c81e.jsonl"),
 ("claude_code/m-claude__5e9ff19a-b9e3-4591-8b29-a51be4c770af.jsonl","M-Thisness/M-Claude","659d89ad2e32d191478bc4e425347081ade2abd8","CHAT_LOGS/5e9ff19a-b9e3-4591-8b29-a51be4c770af.jsonl"),
 ("claude_code/m-claude__343e3472-b9b6-4561-ade0-21d1a4730c11.jsonl","M-Thisness/M-Claude","ea46ee2cd5d33f692e469f1e4aa786110c6ddcb1","Archives/343e3472-b9b6-4561-ade0-21d1a4730c11.jsonl"),
 ("claude_code/m-claude__97b0ffde-ece9-4977-91cb-5c8cdeabdf3f.jsonl","M-Thisness/M-Claude","659d89ad2e32d191478bc4e425347081ade2abd8","CHAT_LOGS/97b0ffde-ece9-4977-91cb-5c8cdeabdf3f.jsonl"),
 ("claude_code/idea-project-specs__chat_20250824_232336.jsonl","boweiliu/idea-project-specs","fd3f4221324d4d5ec38eb772258dff74d0498827","chat-history/chat_20250824_232336.jsonl"),
 ("claude_code/gymapp__claude_chat.jsonl","ElmarGeerlings/gymapp","1df0de2c796e93dd105463ab906ddeddf0636c96","claude_chat.jsonl"),
 ("claude_code/night-agent__claude-session.jsonl","aryanpachori/night_agent","aadcab3045f40f32151087e78c0f562344b18f2c","claude-session.jsonl"),
]
import glob
extra=os.path.join(here,'manifest_extra.tsv')
if os.path.exists(extra):
    for l in open(extra):
        if l.strip(): ROWS.append(tuple(l.rstrip('\n').split('\t')))
out=["# local_file\trepo\tcommit\tpath_in_repo\tsize"]
for lf,repo,commit,path in ROWS:
    f=os.path.join(base,'files',lf)
    h=subprocess.run(['git','hash-object',f],capture_output=True,text=True).stdout.strip()
    g='/work/.mirror/%s/repo'%repo.replace('/','+')
    b=subprocess.run(['git','--git-dir',g,'rev-parse','%s:%s'%(commit,path)],capture_output=True,text=True).stdout.strip()
    assert h==b,(lf,h,b)
    out.append('\t'.join([lf,repo,commit,path,str(os.path.getsize(f))+'B']))
open(os.path.join(base,'MANIFEST.tsv'),'w').write('\n'.join(out)+'\n')
print('manifest ok',len(ROWS))
