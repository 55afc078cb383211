#!/usr/bin/env python3
"""Dump records of a Codex rollout in a line range: calls with full args, outputs, reasoning, messages."""
import json, sys
path, a, b = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
w = int(sys.argv[4]) if len(sys.argv) > 4 else 500
for i, line in enumerate(open(path, encoding="utf-8")):
    if i < a or i > b:
        continue
    r = json.loads(line); p = r.get("payload", r); t = p.get("type")
    if t in ("token_count",) or r.get("type") == "turn_context":
        continue
    if t == "function_call":
        print(i, "CALL", p.get("call_id"), p.get("arguments")[:w])
    elif t == "custom_tool_call":
        print(i, "CUSTOM", p.get("name"), p.get("call_id"), (p.get("input") or "")[:w])
    elif t in ("function_call_output", "custom_tool_call_output"):
        print(i, "OUT", p.get("call_id"), str(p.get("output"))[:w])
    elif t == "agent_reasoning":
        print(i, "AR", p.get("text", "")[:w])
    elif t == "reasoning":
        pass
    elif t == "message":
        print(i, "MSG", p.get("role"), " ".join(c.get("text", "") for c in p.get("content", []))[:w])
    elif t in ("agent_message", "user_message"):
        print(i, t, str(p.get("message"))[:w])
    else:
        print(i, r.get("type"), t, json.dumps(p)[:200])
