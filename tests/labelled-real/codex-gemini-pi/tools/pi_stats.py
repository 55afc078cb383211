"""Quick stats for a pi coding-agent session JSONL: entry types, tools, bash failures."""
import json, re, sys, collections
c = collections.Counter(); tools = collections.Counter(); res = {}
calls = []
for i, l in enumerate(open(sys.argv[1], encoding="utf-8")):
    d = json.loads(l); c[d.get("type")] += 1
    m = d.get("message") or {}
    if m.get("role") == "assistant":
        for b in m.get("content") or []:
            if b.get("type") == "toolCall":
                tools[b["name"]] += 1; calls.append((i, b))
    if m.get("role") == "toolResult":
        res[m["toolCallId"]] = (i, m)
fails = 0
for i, b in calls:
    r = res.get(b["id"])
    if b["name"] != "bash" and not (r and r[1].get("isError")):
        continue
    txt = " ".join(x.get("text", "") for x in (r[1]["content"] if r else []) if isinstance(x, dict))
    m = re.search(r"Command exited with code (\d+)", txt)
    if r and (r[1].get("isError") or m):
        fails += 1
        print(i, b["name"], b["id"][:40], "ERR" if r[1].get("isError") else "", m.group(0) if m else "", repr(json.dumps(b["arguments"])[:150]), "->", repr(txt[-200:]))
print(c); print(tools); print("fails", fails)
