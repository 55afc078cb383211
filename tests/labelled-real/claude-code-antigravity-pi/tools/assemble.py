import json,glob
files={}
for p in sorted(glob.glob('/work/labelled-new/L39/parts/*.json')):
  files.update(json.load(open(p)))
try: groups=json.load(open('/work/labelled-new/L39/parts/_groups.json.in'))
except FileNotFoundError: groups=[]
json.dump({"schema_notes":"see tests/labelled-real/README.md; same as files.gold.json","files":files,"cross_session_groups":groups},open('/work/labelled-new/L39/gold.json','w'),indent=1,ensure_ascii=False)
print(len(files),'files',len(groups),'groups')
