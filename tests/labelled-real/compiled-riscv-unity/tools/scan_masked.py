"""List exit-0 Bash results whose text looks like a failure (candidates for masked symptoms)."""
import json, re, sys
PAT = re.compile(r"(error|Error|ERROR|FAIL|fail(ed|ure)|No such file|not found|cannot|Traceback|undefined reference|no matches found|file exists|Permission denied|Segmentation|Abort|timeout|Killed)")
uses = {}
for i, line in enumerate(open(sys.argv[1], encoding="utf-8")):
    r = json.loads(line); m = r.get("message")
    if not isinstance(m, dict) or not isinstance(m.get("content"), list): continue
    for b in m["content"]:
        if b.get("type") == "tool_use" and b.get("name") == "Bash": uses[b["id"]] = (i, b["input"].get("command", ""))
        if b.get("type") == "tool_result" and b.get("tool_use_id") in uses and not b.get("is_error"):
            c = b.get("content"); c = c if isinstance(c, str) else "\n".join(x.get("text", "") for x in c if isinstance(x, dict))
            hits = [l for l in c.splitlines() if PAT.search(l)]
            if hits:
                li, cmd = uses[b["tool_use_id"]]
                print(f"L{li} {b['tool_use_id']} :: {cmd[:140]!r}")
                for h in hits[:4]: print("     ", h[:200])
