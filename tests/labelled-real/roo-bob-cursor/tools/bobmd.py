"""Reader for IBM Bob / Roo Code markdown task exports (bob_task_*.md).

Messages are separated by a line '---' followed by a blank line and a header line
'**User:**' or '**Assistant:**'. Tool calls are XML blocks in assistant messages
(<execute_command>, <write_to_file>, <apply_diff>, <read_file>, ...). Their results
are in the next user message, headed '[<tool> for ...] Result:' (or '[<tool>] Result:').
Native ids used in the labels: 'line:N' = 0-based line number of the opening tool tag
line in the assistant message (e.g. '<execute_command>'); user/assistant messages use
'line:N' of their '**User:**' / '**Assistant:**' header line.
"""
import re, sys, json

TOOL_TAGS = ["execute_command", "write_to_file", "apply_diff", "read_file", "list_files",
             "search_files", "insert_content", "search_and_replace", "attempt_completion",
             "update_todo_list", "ask_followup_question", "codebase_search", "list_code_definition_names",
             "new_task", "switch_mode", "browser_action", "use_mcp_tool", "access_mcp_resource", "fetch_instructions",
             "run_slash_command", "generate_image"]

def parse(path):
    lines = open(path, encoding="utf-8", newline="").read().split("\n")
    msgs = []
    for i, l in enumerate(lines):
        if l.rstrip("\r") in ("**User:**", "**Assistant:**"):
            msgs.append({"role": "user" if "User" in l else "assistant", "line": i})
    for k, m in enumerate(msgs):
        end = msgs[k + 1]["line"] if k + 1 < len(msgs) else len(lines)
        m["end"] = end
        m["text"] = "\n".join(lines[m["line"] + 1:end])
    calls = []
    for k, m in enumerate(msgs):
        if m["role"] != "assistant":
            continue
        i = m["line"] + 1
        in_fence = False
        while i < m["end"]:
            l = lines[i].rstrip("\r")
            mt = re.match(r"^<(%s)>\s*$" % "|".join(TOOL_TAGS), l)
            if mt:
                tag = mt.group(1)
                j = i
                while j < m["end"] and lines[j].rstrip("\r") != "</%s>" % tag:
                    j += 1
                body = "\n".join(lines[i:j + 1])
                c = {"id": "line:%d" % i, "tool": tag, "line": i, "body": body, "msg": k}
                if tag == "execute_command":
                    cm = re.search(r"<command>(.*?)</command>", body, re.S)
                    c["command"] = cm.group(1) if cm else None
                    cw = re.search(r"<cwd>(.*?)</cwd>", body, re.S)
                    c["cwd"] = cw.group(1) if cw else None
                # result: next user message
                res = None
                for m2 in msgs[k + 1:]:
                    if m2["role"] == "user":
                        res = m2
                        break
                    if m2["role"] == "assistant":
                        break
                c["result_line"] = res["line"] if res else None
                c["result"] = res["text"] if res else None
                calls.append(c)
                i = j + 1
                continue
            i += 1
    for c in calls:
        if c["tool"] != "execute_command":
            continue
        r = c["result"] or ""
        hdr = re.search(r"^\[execute_command for '(.*?)'\] Result:", r, re.S | re.M)
        c["result_cmd"] = hdr.group(1) if hdr else None
        ec = re.search(r"Exit code: (\d+|<undefined[^>]*>)", r)
        c["exit"] = int(ec.group(1)) if ec and ec.group(1).isdigit() else None
        c["running"] = "Command is still running" in r
        c["denied"] = "The user denied this operation" in r
        c["status"] = ("exit=%s" % c["exit"]) if c["exit"] is not None else ("running" if c["running"] else ("denied" if c["denied"] else "unknown"))
    return lines, msgs, calls

if __name__ == "__main__":
    lines, msgs, calls = parse(sys.argv[1])
    print("messages", len(msgs), "calls", len(calls))
    for c in calls:
        if c["tool"] == "execute_command":
            print(c["id"], c["status"], "res@%s" % c["result_line"], repr(c["command"])[:150], "cwd=%s" % c["cwd"] if c["cwd"] else "")
        elif "-q" not in sys.argv:
            r = (c["result"] or "")
            err = "ERR" if re.search(r"<error>|Error|error|failed|not found|denied", r[:600]) else ""
            print(c["id"], c["tool"], "res@%s" % c["result_line"], err, r[:120].replace("\n", " | "))
