"""Dump a Claude Code JSONL: one line per tool_use with its result (is_error, first chars), plus user text.
Usage: python3 cc_dump.py FILE [--all] ; native ids are tool_use ids / record uuids."""
import json, sys
f = sys.argv[1]
recs = [json.loads(l) for l in open(f, encoding="utf-8")]
results = {}
for i, d in enumerate(recs):
    m = d.get("message") or {}
    if isinstance(m.get("content"), list):
        for b in m["content"]:
            if b.get("type") == "tool_result":
                c = b.get("content")
                if isinstance(c, list):
                    c = "\n".join(x.get("text", "") for x in c if isinstance(x, dict))
                results[b["tool_use_id"]] = (i, bool(b.get("is_error")), c or "", d.get("toolUseResult"))
n = 0
for i, d in enumerate(recs):
    m = d.get("message") or {}
    t = d.get("type")
    if t == "user" and isinstance(m.get("content"), str) and not d.get("isMeta"):
        print(f"{i} USER {d['uuid']} {m['content'][:300]!r}")
    if not isinstance(m.get("content"), list):
        continue
    for b in m["content"]:
        if t == "user" and b.get("type") == "text" and not d.get("isMeta"):
            print(f"{i} USERTEXT {d['uuid']} {b['text'][:300]!r}")
        if b.get("type") == "text" and t == "assistant" and "--all" in sys.argv:
            print(f"{i} ASST {d['uuid']} {b['text'][:300]!r}")
        if b.get("type") == "tool_use":
            r = results.get(b["id"])
            inp = b["input"]
            desc = inp.get("command") if b["name"] == "Bash" else json.dumps(inp, ensure_ascii=False)[:200]
            if b["name"] == "Bash": n += 1
            flag = "ERR" if r and r[1] else ("NORES" if not r else "ok")
            out = (r[2] if r else "")
            print(f"{i} {b['name']}#{n if b['name']=='Bash' else ''} {b['id']} {flag} sidechain={d.get('isSidechain')} :: {desc[:400]!r}\n      -> {out[:500]!r}")
