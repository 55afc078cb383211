"""Print a Claude Code JSONL as a readable narrative: user/assistant text, tool calls and results (labelling aid)."""
import json, sys
path = sys.argv[1]; lo = int(sys.argv[2]) if len(sys.argv) > 2 else 0; hi = int(sys.argv[3]) if len(sys.argv) > 3 else 10**9
W = int(sys.argv[4]) if len(sys.argv) > 4 else 900
with open(path, encoding="utf-8") as f:
    for i, line in enumerate(f):
        if i < lo or i > hi:
            continue
        r = json.loads(line)
        t = r.get("type"); m = r.get("message")
        if t in ("user", "assistant") and isinstance(m, dict):
            c = m.get("content")
            if isinstance(c, str):
                print(f"[{i}] {t} {r.get('uuid')} TEXT: {c[:W]!r}")
                continue
            for b in c or []:
                bt = b.get("type")
                if bt == "text":
                    print(f"[{i}] {t} {r.get('uuid')} TEXT: {b['text'][:W]!r}")
                elif bt == "tool_use":
                    inp = b.get("input") or {}
                    s = inp.get("command") if b.get("name") == "Bash" else json.dumps(inp)[:W]
                    print(f"[{i}] CALL {b['id']} {b.get('name')}: {str(s)[:W]}")
                elif bt == "tool_result":
                    c2 = b.get("content")
                    if isinstance(c2, list):
                        c2 = "\n".join(x.get("text", "") for x in c2 if isinstance(x, dict))
                    print(f"[{i}] RESULT {b.get('tool_use_id')} is_error={b.get('is_error')}: {str(c2)[:W]}")
        elif t not in ("file-history-snapshot",):
            print(f"[{i}] {t} {r.get('subtype','')} {str(r.get('content',''))[:200]!r}")
