"""Summarise a Codex rollout JSONL: shell calls with exit codes (plain reader for labelling)."""
import json, re, sys

def load(path):
    recs = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f):
            try:
                recs.append((i, json.loads(line)))
            except Exception as e:
                recs.append((i, {"_bad": str(e)}))
    return recs

SHELL = {"exec_command", "shell", "shell_command", "local_shell_call"}

def calls(recs):
    out = {}
    order = []
    ends = {}
    for i, r in recs:
        p = r.get("payload") or {}
        t = p.get("type")
        if r.get("type") == "response_item" and t in ("function_call", "custom_tool_call", "local_shell_call"):
            cid = p.get("call_id")
            name = p.get("name") or t
            args = p.get("arguments") or p.get("input") or ""
            try:
                a = json.loads(args) if isinstance(args, str) else args
            except Exception:
                a = args
            cmd = a.get("cmd") or a.get("command") if isinstance(a, dict) else a
            if isinstance(cmd, list):
                cmd = " ".join(cmd)
            out[cid] = {"line": i, "name": name, "cmd": cmd, "args": a, "out": None, "exit": None}
            order.append(cid)
        elif r.get("type") == "response_item" and t in ("function_call_output", "custom_tool_call_output"):
            cid = p.get("call_id")
            o = p.get("output")
            if isinstance(o, dict):
                o = o.get("content") or json.dumps(o)
            if isinstance(o, list):
                o = "\n".join(x.get("text", "") for x in o if isinstance(x, dict))
            if cid in out:
                out[cid]["out"] = o
                out[cid]["outline"] = i
                m = re.search(r"(?:Process exited with code|Exit code:) (\d+)", o or "")
                if m:
                    out[cid]["exit"] = int(m.group(1))
                else:
                    try:
                        j = json.loads(o)
                        if isinstance(j, dict) and "metadata" in j:
                            out[cid]["exit"] = j["metadata"].get("exit_code")
                    except Exception:
                        pass
        elif r.get("type") == "event_msg" and t == "exec_command_end":
            ends[p.get("call_id")] = (i, p.get("exit_code"))
    for cid, (i, ec) in ends.items():
        if cid in out:
            out[cid]["end_exit"] = ec
            out[cid]["end_line"] = i
    return out, order

if __name__ == "__main__":
    recs = load(sys.argv[1])
    full = len(sys.argv) > 2
    meta = [r for _, r in recs if r.get("type") == "session_meta"]
    if meta:
        p = meta[0]["payload"]
        print("META", p.get("cli_version"), p.get("originator"), p.get("cwd"), p.get("source"))
    out, order = calls(recs)
    for cid in order:
        c = out[cid]
        ex = c.get("exit"); ee = c.get("end_exit")
        flag = "FAIL" if (ex not in (0, None) or ee not in (0, None)) else ""
        print(f"L{c['line']} {cid} {c['name']} exit={ex} end={ee} {flag} :: {str(c['cmd'])[:160]!r}")
        if full and flag:
            print("    OUT:", (c["out"] or "")[:1500].replace("\n", "\n    "))
