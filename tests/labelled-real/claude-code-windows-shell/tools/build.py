#!/usr/bin/env python3
"""Assemble gold.json from tools/specs/*.py and tools/groups.py"""
import glob,os,json,runpy
here=os.path.dirname(os.path.abspath(__file__))
files={}
for p in sorted(glob.glob(os.path.join(here,'specs','*.py'))):
    d=runpy.run_path(p); e=d['ENTRY']
    for ep in e['episodes']:
        ep.setdefault('shell',True); ep.setdefault('symptom_tool','Bash')
    files[d['FILE']]=e
groups=runpy.run_path(os.path.join(here,'groups.py'))['GROUPS'] if os.path.exists(os.path.join(here,'groups.py')) else []
out={"schema_notes":"see tests/labelled-real/README.md; same as files.gold.json","files":files,"cross_session_groups":groups}
json.dump(out,open(os.path.join(here,'..','gold.json'),'w'),indent=1,ensure_ascii=False)
print('wrote',len(files),'files',len(groups),'groups')
