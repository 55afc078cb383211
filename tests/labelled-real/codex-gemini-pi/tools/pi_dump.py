"""Dump a pi coding-agent session JSONL: one block per entry (line number, id, role, tool calls/results)."""
import json, sys
W = int(sys.argv[2]) if len(sys.argv) > 2 else 300
for i, l in enumerate(open(sys.argv[1], encoding="utf-8")):
    d = json.loads(l)
    t = d.get("type")
    if t != "message":
        extra = {k: v for k, v in d.items() if k not in ("type",)}
        print(f"{i} [{t}] {json.dumps(extra, ensure_ascii=False)[:W]}")
        continue
    m = d["message"]; role = m.get("role")
    if role == "toolResult":
        txt = "\n".join(x.get("text", "") for x in m.get("content") or [] if isinstance(x, dict))
        print(f"{i} RESULT {m.get('toolCallId')[:32]} {m.get('toolName')} isError={m.get('isError')}: {txt[:W]!r} ... {txt[-200:]!r}")
        continue
    for b in m.get("content") or []:
        bt = b.get("type")
        if bt == "text":
            print(f"{i} {role.upper()} {d['id']} TEXT: {b['text'][:W]!r}")
        elif bt == "thinking":
            print(f"{i} {role.upper()} {d['id']} THINK: {b.get('thinking','')[:W]!r}")
        elif bt == "toolCall":
            print(f"{i} {role.upper()} {d['id']} CALL {b['name']} {b['id'][:32]}: {json.dumps(b['arguments'], ensure_ascii=False)[:W]}")
    if role == "assistant" and m.get("stopReason") not in ("toolUse", "stop"):
        print(f"{i}   stopReason={m.get('stopReason')} err={m.get('errorMessage')}")
