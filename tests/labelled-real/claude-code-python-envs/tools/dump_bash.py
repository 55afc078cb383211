"""Print every Bash tool_use (line, id, command) and its tool_result (is_error, first chars) from a Claude Code JSONL."""
import json, sys
path = sys.argv[1]; width = int(sys.argv[2]) if len(sys.argv) > 2 else 300
uses = {}
for i, l in enumerate(open(path, encoding="utf-8")):
    try: r = json.loads(l)
    except Exception: print(f"L{i} BADJSON"); continue
    m = r.get("message") or {}
    c = m.get("content") if isinstance(m, dict) else None
    if isinstance(c, str) and r.get("type") == "user" and not r.get("isMeta"):
        print(f"L{i} USER {r.get('uuid')} {c[:width]!r}")
    if not isinstance(c, list): continue
    for b in c:
        if not isinstance(b, dict): continue
        t = b.get("type")
        if t == "text" and r.get("type") == "assistant":
            print(f"L{i} TEXT {r.get('uuid')} {b['text'][:width]!r}")
        elif t == "text" and r.get("type") == "user":
            print(f"L{i} USER {r.get('uuid')} {b['text'][:width]!r}")
        elif t == "tool_use":
            uses[b["id"]] = b["name"]
            inp = b.get("input", {})
            s = inp.get("command") if b["name"] == "Bash" else json.dumps(inp, ensure_ascii=False)
            print(f"L{i} USE {b['name']} {b['id']} sc={r.get('isSidechain')} {str(s)[:width]!r}")
        elif t == "tool_result":
            cc = b.get("content")
            if isinstance(cc, list): cc = "\n".join(x.get("text", "") for x in cc if isinstance(x, dict))
            print(f"L{i} RES {uses.get(b['tool_use_id'],'?')} {b['tool_use_id']} err={b.get('is_error')} {str(cc)[:width]!r}")
