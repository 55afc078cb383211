#!/usr/bin/env python3
"""List shell calls of a codex rollout with exit codes; print output tails of failed/unknown ones."""
import sys,json,re; sys.path.insert(0,'/work/labelled-new/L3/tools'); import readers
f=sys.argv[1]; r=readers.read(f,'codex'); allc = len(sys.argv) > 2
sh=[k for k,v in r.items() if v['shell']]
for k in sorted(sh,key=lambda k:r[k]['line']):
    v=r[k]; d=v['raw_args']
    try: d=json.loads(d)
    except Exception: d={'cmd':d}
    cmd=d.get('cmd') or d.get('command'); cmd = cmd[-1] if isinstance(cmd,list) else cmd
    out='\n'.join(t for t in v['texts'][1:] if isinstance(t,str))
    pat = re.search(r'command not found|ModuleNotFound|No module|Traceback|error TS|FAILED|failed|Error:', out)
    if allc or v['failed'] or v['exit'] is None or pat:
        print(v['line'],k,'exit=',v['exit'],'esc=',d.get('sandbox_permissions') or d.get('with_escalated_permissions'),'|',str(cmd)[:220].replace('\n',' ; '))
        if v['failed'] or v['exit'] is None or pat:
            o=re.sub(r'^Chunk ID.*?Output:\n|^Exit code: \d+\nWall time.*?Output:\n','',out,flags=re.S)
            print('     OUT:', o[-400:].replace('\n',' | '))
