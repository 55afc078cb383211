"""Reader for SpecStory markdown exports of Cursor chats (.specstory/history/*.md, 2025-04/05 format).

Messages start at lines '_**User**_' / '_**Assistant**_'. Inside an assistant turn, items are separated
by lines '---'. A terminal command is an item that is a ```bash fence immediately followed (after one
blank line) by a plain ``` fence holding what the terminal printed (prompt line included). No exit codes
are recorded. Native id 'line:N' = 0-based line of the ```bash line; record text = both fences.
"""
import sys, re

def parse(path):
    lines = open(path, encoding="utf-8", newline="").read().split("\n")
    msgs = [{"line": i, "role": "user" if "User" in l else "assistant"} for i, l in enumerate(lines) if re.match(r"^_\*\*(User|Assistant)[^*]*\*\*_\s*$", l)]
    for k, m in enumerate(msgs):
        m["end"] = msgs[k + 1]["line"] if k + 1 < len(msgs) else len(lines)
        m["text"] = "\n".join(lines[m["line"] + 1:m["end"]])
    cmds = []
    i = 0
    while i < len(lines):
        if lines[i] == "```bash" and (i >= 2 and lines[i - 1] == "" and lines[i - 2] == "---"):
            j = i + 1
            while j < len(lines) and lines[j] != "```":
                j += 1
            cmd = "\n".join(lines[i + 1:j])
            out = None; oend = j
            if j + 2 < len(lines) and lines[j + 1] == "" and lines[j + 2] == "```":
                k = j + 3
                while k < len(lines) and lines[k] != "```":
                    k += 1
                out = "\n".join(lines[j + 3:k]); oend = k
            cmds.append({"id": "line:%d" % i, "line": i, "command": cmd, "output": out, "end": oend,
                         "text": "\n".join(lines[i:oend + 1])})
            i = oend + 1
            continue
        i += 1
    return lines, msgs, cmds

if __name__ == "__main__":
    lines, msgs, cmds = parse(sys.argv[1])
    print("messages", [(m["line"], m["role"]) for m in msgs], "commands", len(cmds))
    for c in cmds:
        o = c["output"] or ""
        last = [l for l in o.split("\n") if l.strip()][-3:] if o else ["<no output block>"]
        print(c["id"], repr(c["command"][:90]), "| out lines", len(o.split("\n")) if o else 0, "|", " / ".join(x[:70] for x in last))
