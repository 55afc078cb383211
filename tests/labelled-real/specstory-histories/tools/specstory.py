"""Reader for SpecStory markdown histories (.specstory/history/*.md), for labelling only.

Records and native ids (line:N, 0-based):
* message: a header line `_**User…**_`, `_**Agent…**_` or `_**Assistant…**_`; its text runs to
  the next header line (so it includes the tool blocks of that turn).
* shell tool: Markdown v2.x: the line `<tool-use data-tool-type="shell" …>`; its text runs to the
  closing `</tool-use>`. Legacy Cursor format: the line `Tool use: **run_terminal_cmd**`; its text
  runs to the next `---` separator line.
Command = first ```bash fence in the block, else the inline `` `cmd` `` line (Claude Code),
else the summary 'Run command: …'. Output = the fences after the command.
Exit code = only when the output's first line is `Exit code N` (Claude Code error results).
"""
import re, sys, json

HDR = re.compile(r'^_\*\*(User|Agent|Assistant)\b.*\*\*_\s*$')
V2 = re.compile(r'^<tool-use data-tool-type="([^"]*)" data-tool-name="([^"]*)"')
LEG = re.compile(r'^Tool use: \*\*([A-Za-z_]+)\*\*\s*$')
SHELL_NAMES = {"run_terminal_cmd", "run_in_terminal", "Bash", "run_shell_command", "exec_command", "shell_command", "shell", "bash"}


def fences(lines):
    """Return list of (lang, text) fenced blocks in lines."""
    out, i = [], 0
    while i < len(lines):
        m = re.match(r'^(```+)(\w*)\s*$', lines[i])
        if m:
            tick, lang = m.group(1), m.group(2)
            j = i + 1
            while j < len(lines) and lines[j].rstrip() != tick:
                j += 1
            out.append((lang, "\n".join(lines[i + 1:j])))
            i = j + 1
        else:
            i += 1
    return out


def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    recs = []
    i = 0
    while i < len(lines):
        ln = lines[i]
        if HDR.match(ln):
            j = i + 1
            while j < len(lines) and not HDR.match(lines[j]):
                j += 1
            recs.append({"id": f"line:{i}", "kind": "message", "role": HDR.match(ln).group(1),
                         "line": i, "end": j, "text": "\n".join(lines[i:j])})
            i += 1
            continue
        m = V2.match(ln)
        ml = LEG.match(ln)
        if m or ml:
            if m:
                ttype, tname = m.group(1), m.group(2)
                j = i
                while j < len(lines) and "</tool-use>" not in lines[j]:
                    j += 1
                j += 1
            else:
                ttype, tname = ("shell" if ml.group(1) in SHELL_NAMES else "other"), ml.group(1)
                j = i + 1
                while j < len(lines) and lines[j].strip() != "---":
                    j += 1
            block = lines[i:j]
            rec = {"id": f"line:{i}", "kind": "tool", "type": ttype, "name": tname, "line": i,
                   "end": j, "text": "\n".join(block)}
            if ttype == "shell" or tname in SHELL_NAMES:
                rec["kind"] = "shell"
                fs = fences(block)
                cmd, outs = None, []
                for k, (lang, t) in enumerate(fs):
                    if lang == "bash" and cmd is None:
                        cmd = t
                        outs = [x[1] for x in fs[k + 1:]]
                        break
                if cmd is None:
                    for b in block:
                        mm = re.match(r'^`(.*)`?\s*$', b)
                        if mm and not b.startswith("```"):
                            cmd = b[1:].rstrip()
                            if cmd.endswith("`"):
                                cmd = cmd[:-1]
                            break
                    outs = [x[1] for x in fs]
                mo = re.search(r'"original": ("(?:[^"\\]|\\.)*")', rec["text"])
                if mo and tname == "run_in_terminal":  # VS Code Copilot: command in the JSON parameters
                    cmd, outs = json.loads(mo.group(1)), []
                if tname == "run_in_terminal" and cmd is None and "- command:" in rec["text"]:
                    # VS Code Copilot IDE: **Input:** list; the command is inline or a fence after '- command:';
                    # the output is the fence(s) after '**Result:**'
                    k = next(n for n, b in enumerate(block) if b.startswith("- command:"))
                    r = next((n for n, b in enumerate(block) if b.strip() == "**Result:**"), len(block))
                    mi = re.match(r'^- command: `(.*)`$', block[k])
                    cmd = mi.group(1) if mi else (fences(block[k + 1:r]) or [("", "")])[0][1]
                    outs = [x[1] for x in fences(block[r:])]
                if cmd is None:
                    mm = re.search(r'Run command: (.*?)</summary>', rec["text"])
                    cmd = mm.group(1) if mm else ""
                rec["cmd"] = cmd
                rec["out"] = "\n\n".join(outs)
                me = re.match(r'^Exit code (\d+)', rec["out"])
                rec["exit"] = int(me.group(1)) if me else None
            recs.append(rec)
            i = j if m else i + 1
            continue
        i += 1
    return recs


if __name__ == "__main__":
    width = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    for r in parse(sys.argv[1]):
        if r["kind"] == "message":
            body = re.sub(r'\s+', ' ', r["text"][:width])
            print(f"{r['id']:>10} MSG {body}")
        elif r["kind"] == "shell":
            out = re.sub(r'\s+', ' ', r["out"])[:width]
            print(f"{r['id']:>10} SH  exit={r['exit']} $ {r['cmd'][:200]!r}\n{'':>14}-> {out}")
        else:
            print(f"{r['id']:>10} TOOL {r['type']}/{r['name']} {re.sub(chr(10),' ',r['text'][:120])}")
