"""Records of a Cline task exported as Markdown ('**User:**' / '**Assistant:**' blocks separated by '---';
tool calls are XML in the assistant block, results come back in the next user block as
"[tool for '...'] Result:"). Native id = 'line:N', 0-based line of the '**User:**' / '**Assistant:**' heading.
A tool call's decoded text = its assistant block + the following user block (the result), so the failure text
is found in the call's record. load(path) -> {id: (kind, text)}; kind 'user', 'assistant' or 'tool:<name>'."""
import re

TOOL = re.compile(r"<(execute_command|replace_in_file|write_to_file|read_file|ask_followup_question|attempt_completion|list_files|search_files|list_code_definition_names|browser_action|use_mcp_tool|new_task|plan_mode_respond)>")


def load(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    starts = [i for i, l in enumerate(lines) if l in ("**User:**", "**Assistant:**")]
    blocks = []
    for k, i in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        blocks.append((i, lines[i], "\n".join(lines[i:end])))
    out = {}
    for k, (i, head, text) in enumerate(blocks):
        if head == "**Assistant:**":
            m = TOOL.search(text)
            if m:
                nxt = blocks[k + 1][2] if k + 1 < len(blocks) and blocks[k + 1][1] == "**User:**" else ""
                out[f"line:{i}"] = ("tool:" + m.group(1), text + "\n" + nxt)
            else:
                out[f"line:{i}"] = ("assistant", text)
        else:
            out[f"line:{i}"] = ("user", text)
    return out
