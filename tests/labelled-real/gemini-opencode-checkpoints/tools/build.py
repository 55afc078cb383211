#!/usr/bin/env python3
"""Merge tools/entries/*.json into ../gold.json (keys relative to files/)."""
import json, glob, os
here=os.path.dirname(os.path.abspath(__file__))
files={}
for f in sorted(glob.glob(os.path.join(here,'entries','*.json'))):
    d=json.load(open(f)); files[d['key']]=d['entry']
groups=json.load(open(os.path.join(here,'groups.json'))) if os.path.exists(os.path.join(here,'groups.json')) else []
out={"schema_notes":"see tests/labelled-real/README.md; same as files.gold.json. Extra native-id form used here: 'msg:N' = 0-based index into the top-level JSON array of a Gemini CLI checkpoint file (which has no message ids). Episodes carry 'shell' and 'symptom_tool' as in corpus.gold.json.",
     "files":files,"cross_session_groups":groups}
json.dump(out,open(os.path.join(here,'..','gold.json'),'w'),indent=1,ensure_ascii=False)
print('wrote',len(files),'files,',len(groups),'groups')
