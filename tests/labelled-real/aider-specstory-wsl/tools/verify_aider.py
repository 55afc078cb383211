import json,re,sys
G=json.load(open("/work/labelled-new/L42/gold.json"))
base="/work/labelled-new/L42/files/"
bad=0
def line(lines,nid):
    n=int(nid.split(":")[1]); t=lines[n]
    t=re.sub(r'^(#### |> )','',t).rstrip()
    return t
for f,e in [(f,e) for f,e in G["files"].items() if f.startswith("aider/")]:
    lines=open(base+f,encoding="utf-8",newline="").read().split("\n")
    # independent count: '> Running ' lines and '#### /run' lines
    sc=sum(1 for l in lines if l.startswith("> Running "))+sum(1 for l in lines if l.startswith("#### /run"))
    if sc!=e["counts"]["shell_commands"]: print("COUNT",f,sc); bad+=1
    def chk(nid,s,what):
        global bad
        t=line(lines,nid)
        if s is not None and s not in t:
            # allow text that spans the record: check the raw line too
            print("MISS",what,nid,repr(s[:60]),"|",t[:100]); bad+=1
    for ep in e["episodes"]:
        for s in ep["symptom_native_ids"]: line(lines,s)
        # error_text must occur in one symptom line
        if not ep["error_text"].startswith("(") and not any(ep["error_text"] in line(lines,s) for s in ep["symptom_native_ids"]):
            print("ERRTEXT",ep["id"]); bad+=1
        fx=ep["fix"]; ids=[int(s.split(":")[1]) for s in ep["symptom_native_ids"]]
        if fx:
            fn=int(fx["native_id"].split(":")[1])
            if not fn>min(ids): print("ORDER sym<fix",ep["id"]); bad+=1
            rel=[fx["native_id"]]+ep["symptom_native_ids"]+([ep["verified_by_native_id"]] if ep["verified_by_native_id"] else [])
            for ent in fx["entities"]:
                if not any(ent in lines[int(r.split(':')[1])] for r in rel):
                    # allow within the fix's reply block (the span from first symptom to the fix commit line = the fix reply block)
                    lo=min(ids)
                    if not any(ent in l for l in lines[lo:fn+1]): print("ENTITY",ep["id"],ent); bad+=1
            if ep["verified_by_native_id"]:
                v=int(ep["verified_by_native_id"].split(":")[1])
                if not v>=fn: print("ORDER fix<=ver",ep["id"]); bad+=1
    for p in e["pivots"]: chk(p["native_id"],p["snippet"],"pivot")
    for r in e["reuse"]:
        chk(r["discovered"]["native_id"],r["discovered"]["snippet"],"reuse-d"); chk(r["reused"]["native_id"],r["reused"]["snippet"],"reuse-r")
print("problems:",bad)
