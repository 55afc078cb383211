"""Dump a legacy Codex rollout (0.4x 'shell' tool with argv, JSON-string outputs)."""
import json, sys
W = int(sys.argv[2]) if len(sys.argv) > 2 else 300
for i, l in enumerate(open(sys.argv[1], encoding="utf-8")):
    d = json.loads(l); p = d.get("payload") or {}; t = p.get("type")
    if d["type"] != "response_item" and not (d["type"] == "event_msg" and t in ("user_message",)):
        continue
    if t == "message":
        txt = " ".join(c.get("text", "") for c in p.get("content", []))
        if txt.startswith("<environment_context>"): continue
        print(f"{i} MSG {p['role']}: {txt[:W]!r}")
    elif t == "function_call":
        a = json.loads(p["arguments"])
        cmd = a.get("command")
        if isinstance(cmd, list): cmd = cmd[-1]
        extra = {k: v for k, v in a.items() if k not in ("command", "workdir")}
        print(f"{i} CALL {p['name']} {p['call_id']}: {str(cmd)[:W]!r} {extra if extra else ''}")
    elif t == "custom_tool_call":
        print(f"{i} CUSTOM {p['name']} {p['call_id']}: {p.get('input','')[:120]!r}")
    elif t in ("function_call_output", "custom_tool_call_output"):
        o = p.get("output")
        try:
            j = json.loads(o); code = j.get("metadata", {}).get("exit_code"); txt = j.get("output", "")
        except Exception:
            code = "RAW"; txt = o
        print(f"{i} OUT {p['call_id']} exit={code}: {txt[:W]!r}")
    elif t == "reasoning":
        s = " ".join(x.get("text", "") for x in (p.get("summary") or []))
        if s: print(f"{i} REASON {p.get('id')}: {s[:W]!r}")
