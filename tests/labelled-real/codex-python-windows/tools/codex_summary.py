#!/usr/bin/env python3
"""Print a compact per-call summary of a Codex rollout JSONL (legacy and envelope).

Usage: codex_summary.py FILE [--full] [--out N]
One line per record of interest: line number, kind, call_id, command, exit code
and the head of the output. Plain json + re, reads line by line.
"""
import json
import re
import sys

SHELL = {"shell", "exec_command", "shell_command", "local_shell", "container.exec"}


def unwrap(rec):
    if "payload" in rec and "type" in rec:
        return rec["type"], rec["payload"]
    return None, rec


def cmd_of(name, args):
    try:
        a = json.loads(args) if isinstance(args, str) else args
    except Exception:
        return str(args)
    if not isinstance(a, dict):
        return str(a)
    c = a.get("cmd") or a.get("command")
    if isinstance(c, list):
        c = " ".join(c[2:]) if len(c) > 2 and c[1] in ("-lc", "-c") else " ".join(c)
    extra = ""
    for k in ("workdir", "sandbox_permissions", "with_escalated_permissions", "justification"):
        if k in a:
            extra += f" [{k}={a[k]}]"
    return f"{c}{extra}"


def exit_of(out):
    if isinstance(out, dict):
        meta = out.get("metadata") or {}
        return meta.get("exit_code"), out.get("output", "")
    s = out if isinstance(out, str) else json.dumps(out)
    try:
        j = json.loads(s)
        if isinstance(j, dict) and "metadata" in j:
            return j["metadata"].get("exit_code"), j.get("output", "")
    except Exception:
        pass
    m = re.search(r"(?:Process exited with code|Exit code:) (-?\d+)", s)
    return (int(m.group(1)) if m else None), s


def main():
    path = sys.argv[1]
    full = "--full" in sys.argv
    n = 300
    if "--out" in sys.argv:
        n = int(sys.argv[sys.argv.index("--out") + 1])
    with open(path, encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            line = line.strip()
            if not line:
                continue
            try:
                rec = json.loads(line)
            except Exception as e:
                print(f"{i}: BADJSON {e}")
                continue
            top, p = unwrap(rec)
            t = p.get("type") if isinstance(p, dict) else None
            if top == "session_meta" or (i == 0 and top is None):
                print(f"{i}: META {json.dumps({k: p.get(k) for k in ('id','cwd','originator','cli_version','source','timestamp')})}")
            elif t == "function_call" or t == "local_shell_call" or t == "custom_tool_call":
                name = p.get("name") or t
                if t == "local_shell_call":
                    c = " ".join(p.get("action", {}).get("command", []))
                elif t == "custom_tool_call":
                    c = (p.get("input") or "")[:n]
                else:
                    c = cmd_of(name, p.get("arguments", ""))
                print(f"{i}: CALL {name} {p.get('call_id')} :: {c[:n] if not full else c}")
            elif t in ("function_call_output", "custom_tool_call_output"):
                code, out = exit_of(p.get("output"))
                o = out if full else out[:n]
                print(f"{i}: OUT {p.get('call_id')} exit={code} :: {o!r}")
            elif t == "exec_command_end":
                print(f"{i}: END {p.get('call_id')} exit={p.get('exit_code')}")
            elif t == "message":
                role = p.get("role")
                txt = " ".join(c.get("text", "") for c in p.get("content", []) if isinstance(c, dict))
                if role in ("user", "assistant"):
                    print(f"{i}: MSG {role} :: {txt[:n] if not full else txt!r}")
            elif t == "reasoning":
                s = " ".join(x.get("text", "") for x in p.get("summary", []) if isinstance(x, dict))
                if s:
                    print(f"{i}: RSN {p.get('id')} :: {s[:n]!r}")
            elif top == "event_msg" and t in ("turn_aborted", "exec_approval_request", "error", "stream_error"):
                print(f"{i}: EVT {t} {json.dumps(p)[:n]}")


if __name__ == "__main__":
    main()
