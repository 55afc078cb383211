"""Dump a Codex rollout JSONL: one line per record with line number, shell calls, exit codes."""
import json, re, sys

SHELL = {"exec_command", "shell", "shell_command", "local_shell_call"}

def main(path, full=False, width=300):
    lines = open(path, encoding="utf-8").read().split("\n")
    ends = {}
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        d = json.loads(l)
        p = d.get("payload", {})
        if d.get("type") == "event_msg" and p.get("type") == "exec_command_end":
            ends[p.get("call_id")] = (i, p.get("exit_code"))
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        d = json.loads(l)
        t = d.get("type"); p = d.get("payload", {}) or {}
        pt = p.get("type")
        w = None if full else width
        def cut(s):
            s = str(s)
            return s if w is None else s[:w]
        if t == "response_item":
            if pt == "message":
                txt = " ".join(c.get("text", "") for c in p.get("content", []) if isinstance(c, dict))
                print(f"{i} MSG {p.get('role')}: {cut(txt)!r}")
            elif pt in ("function_call", "custom_tool_call"):
                args = p.get("arguments") or p.get("input")
                try:
                    a = json.loads(args); cmd = a.get("cmd") or a.get("command")
                    extra = {k: v for k, v in a.items() if k not in ("cmd", "command")}
                except Exception:
                    cmd = args; extra = {}
                print(f"{i} CALL {p.get('name')} {p.get('call_id')} end={ends.get(p.get('call_id'))}: {cut(cmd)!r} {cut(extra) if extra else ''}")
            elif pt in ("function_call_output", "custom_tool_call_output"):
                o = p.get("output")
                if not isinstance(o, str):
                    o = json.dumps(o)
                print(f"{i} OUT {p.get('call_id')}: {cut(o)!r}")
            elif pt == "reasoning":
                s = " ".join(x.get("text", "") for x in (p.get("summary") or []))
                print(f"{i} REASON {p.get('id')}: {cut(s)!r}")
            else:
                print(f"{i} RI {pt}")
        elif t == "event_msg":
            if pt in ("token_count",):
                continue
            if pt == "exec_command_end":
                print(f"{i} END {p.get('call_id')} exit={p.get('exit_code')} {cut(p.get('aggregated_output',''))!r}")
            elif pt in ("agent_message", "user_message"):
                print(f"{i} EV {pt}: {cut(p.get('message'))!r}")
            else:
                print(f"{i} EV {pt} {cut(json.dumps(p))}")
        else:
            print(f"{i} {t} {cut(json.dumps(p))[:150]}")

if __name__ == "__main__":
    main(sys.argv[1], full="--full" in sys.argv)
