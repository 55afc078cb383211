"""List shell calls of a Codex rollout (shell_command envelope) with exit code and suspicious output words (ignoring the Homebrew /bin/ps noise line)."""
import json, re, sys
f = sys.argv[1]; calls = {}; outs = {}
for i, l in enumerate(open(f, encoding="utf-8")):
    d = json.loads(l); p = d.get("payload") or {}
    if p.get("type") == "function_call": calls[p["call_id"]] = (i, p)
    if p.get("type") == "function_call_output": outs[p["call_id"]] = (i, p.get("output"))
for cid, (i, p) in calls.items():
    if p["name"] != "shell_command": continue
    a = json.loads(p["arguments"]); oi, o = outs.get(cid, (None, ""))
    m = re.search(r"Exit code: (-?\d+)", o or ""); code = m.group(1) if m else "?"
    body = "\n".join(x for x in (o or "").split("\n") if "/bin/ps: Operation not permitted" not in x)
    sus = sorted(set(w.lower() for w in re.findall(r"(?i)\b(error|fail\w*|fatal|denied|not permitted|not found|cannot|no such|traceback|warning)\b", body.split("Output:",1)[-1])))
    esc = "ESC" if a.get("with_escalated_permissions") else ""
    if code != "0" or sus or esc or "--all" in sys.argv:
        print(i, cid, "exit=" + code, esc, sus[:5], repr(a["command"][:140]), "->", repr(body.split("Output:",1)[-1][:220]))
