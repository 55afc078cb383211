"""SpecStory histories: the pure text rules for one part or tool use (fences, where each
renderer puts a shell command and its result, the exit code a result states).

Private helper of :mod:`sessgraph.formats.specstory`, whose docstring describes the layouts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import orjson

from sessgraph.formats._codex_exec import parse_exec_output

FENCE = re.compile(r"^(`{3,})\s*([^`]*)$")
_INPUT_COMMAND = re.compile(r"^- command: `(.*)`\s*$")
_RUN_COMMAND = re.compile(r"\bRun command: (.+)$")
_RESULT_LABEL = frozenset({"**Result:**", "Result:", "**Error:**", "**Output:**"})
_INLINE = re.compile(r"`([^`].*?)`")
SHELL_INFO = frozenset({"bash", "sh", "shell", "zsh", "console", "powershell", "pwsh", "cmd"})
# The extension's one-line tool steps (first words of the part) and what they are called.
_STEPS = (
    (re.compile(r"^Read file: (.+)$"), "read_file", False),
    (re.compile(r"^Could not find file '?(.+?)'? in the workspace\.?$"), "read_file", True),
    (re.compile(r"^Could not resolve URI: (.+)$"), "read_file", True),
    (re.compile(r"^Deleted file (.+)$"), "delete_file", False),
)
_DETAILS_STEP = re.compile(r"^<summary>(Listed directory|Searched codebase|Grep search for|"
                           r"Searched web|Searched files)\b(.*)</summary>")  # fmt: skip
_CLAUDE_EXIT = re.compile(r"\A\s*(?:Error: )?Exit code (-?\d+)\b")
_GEMINI_EXIT = re.compile(r"^Exit Code: (-?\d+)\s*$", re.M)
_EDITED_PATH = re.compile(r"(?:The file|File created successfully at:?) (\S+?)(?: has been|\s*$)")


# Shell tools by name, for renderers that type them "generic" / "unknown" (Copilot's).
SHELL_TOOLS = frozenset(
    {"bash", "run_terminal_cmd", "run_in_terminal", "exec_command", "shell", "shell_command",
     "run_shell_command", "execute_command"}
)  # fmt: skip


def shell_command(summary: str, outside: list[tuple[int, str]], fences: list[Fence]) -> str | None:
    """The command of a shell tool use, where each renderer puts it: inline code after the
    tool's name in the summary (Codex, Cursor CLI), a line that is only inline code (Claude
    Code), the generic renderer's ``- command: `…``` input line, a shell fence (a command
    that spans lines; the Cursor extension), the ``commandLine`` of a JSON parameters fence
    (Copilot), the summary's ``Run command: …``."""
    after_name = summary.split("**", 2)[-1] if summary.count("**") >= 2 else ""
    inline = _INLINE.search(after_name)
    if inline:
        return inline.group(1)
    for index, line in outside:
        stripped = line.strip()
        given = _INPUT_COMMAND.match(stripped)
        if given:
            return given.group(1)
        if stripped == "- command:":  # a command spanning lines: the fence below
            below = next((f for f in fences if f.first > index), None)
            if below is not None:
                return below.body
        if len(stripped) > 2 and stripped.startswith("`") and stripped.endswith("`"):
            return stripped[1:-1]
    for fence in fences:
        if fence.info.lower() in SHELL_INFO:
            return fence.body
    for fence in fences:
        if fence.info.lower() == "json":
            command = _json_command(fence.body)
            if command is not None:
                return command
    run = _RUN_COMMAND.search(after_name)
    return run.group(1).strip() if run else None


def _json_command(body: str) -> str | None:
    """``commandLine.original`` (or ``command``) of a JSON parameters fence."""
    try:
        value = orjson.loads(body)
    except orjson.JSONDecodeError:
        return None
    if not isinstance(value, dict):
        return None
    line = value.get("commandLine")
    if isinstance(line, dict) and isinstance(line.get("original"), str):
        return str(line["original"])
    command = value.get("command")
    return command if isinstance(command, str) and command else None


def tool_result(lines: list[str], fences: list[Fence]) -> str | None:
    """A tool use's result: the fence after a ``**Result:**`` / ``Result:`` / ``**Error:**``
    label, else the first fence that is neither a shell fence (a command spanning lines) nor
    a JSON parameters fence. Output holding fences of its own may break a 3-backtick wrapper
    of older builds, but its start, where an exit code is stated, stays first. Copilot's JSON
    result keeps the output in ``content``."""
    labelled = [i for i, line in enumerate(lines) if line.strip() in _RESULT_LABEL]
    if labelled:
        after = [f for f in fences if f.first > labelled[0]]
        if after:
            body = after[0].body
            if after[0].info.lower() == "json":
                try:
                    value = orjson.loads(body)
                except orjson.JSONDecodeError:
                    return body
                if isinstance(value, dict) and isinstance(value.get("content"), str):
                    return str(value["content"])
            return body
    for fence in fences:
        if fence.info.lower() not in SHELL_INFO and fence.info.lower() != "json":
            return fence.body
    return None


def command_part(lines: list[str], fences: list[Fence]) -> Fence | None:
    """The command fence of an extension part that is only a shell fence, optionally followed
    by a plain fence (the terminal), with nothing else but blank lines."""
    if not fences or fences[0].first != 0 or fences[0].info.lower() not in SHELL_INFO:
        return None
    if len(fences) > 2 or (len(fences) == 2 and fences[1].info):
        return None
    used = {i for fence in fences for i in range(fence.first, fence.last + 1)}
    if any(line.strip() for i, line in enumerate(lines) if i not in used):
        return None
    return fences[0]


@dataclass(frozen=True)
class Fence:
    first: int  # index of the opening line in the part
    last: int  # index of the closing line (the part's last line when never closed)
    info: str
    body: str


def find_fences(lines: list[str]) -> list[Fence]:
    """The top-level fenced blocks of a part, in order."""
    found: list[Fence] = []
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index].strip())
        if opening is None:
            index += 1
            continue
        ticks, info = opening.group(1), opening.group(2).strip()
        end = index + 1
        while end < len(lines):
            closing = lines[end].strip()
            if closing.startswith(ticks) and not closing.strip("`"):
                break
            end += 1
        found.append(
            Fence(index, min(end, len(lines) - 1), info, "\n".join(lines[index + 1 : end]))
        )
        index = end + 1
    return found


def lines_outside(lines: list[str], fences: list[Fence]) -> list[tuple[int, str]]:
    """``(index, line)`` of the part's lines outside its fences."""
    inside = {i for fence in fences for i in range(fence.first, fence.last + 1)}
    return [(i, line) for i, line in enumerate(lines) if i not in inside]


def terminal_output(command: str, shown: str) -> str:
    """The extension's terminal block without the echoed prompt line and the final prompt."""
    lines = shown.split("\n")
    first = command.strip().split("\n", 1)[0]
    if lines and first and lines[0].rstrip().endswith(first):
        prompt = lines[0].rstrip()[: -len(first)].rstrip()
        lines = lines[1:]
        if lines and prompt and lines[-1].strip() == prompt.strip():
            lines = lines[:-1]
    return "\n".join(lines)


def extension_step(lines: list[str]) -> tuple[str, str, bool] | None:
    """The extension's one-line tool steps: ``(tool name, target, is_error)``."""
    if len(lines) == 1:
        for pattern, name, is_error in _STEPS:
            match = pattern.match(lines[0].strip())
            if match:
                return name, match.group(1).strip(), is_error
        return None
    if lines[0].strip() == "<details>" and len(lines) > 1:
        match = _DETAILS_STEP.match(lines[1].strip())
        if match:
            name = match.group(1).lower().replace(" ", "_")
            return name, match.group(2).strip(" •"), False
    return None


def stated_exit(result: str, agent: str | None) -> int | None:
    """The exit code a shell result states (see the module docstring), else ``None``."""
    claude = _CLAUDE_EXIT.match(result)
    if claude:
        return int(claude.group(1))
    if agent == "codex":
        return parse_exec_output(result).exit_code
    gemini = _GEMINI_EXIT.search(result)
    if gemini:
        return int(gemini.group(1))
    return None


def edited_path(summary: str, outside: list[tuple[int, str]], result: str | None) -> str | None:
    """The file a CLI write tool use names: inline code in its summary or body, or the path
    in Claude Code's result sentence."""
    for text in [summary.split("**", 2)[-1], *(line for _, line in outside)]:
        for match in _INLINE.finditer(text):
            value = match.group(1).strip()
            if "/" in value or "." in value:
                return value
    sentence = _EDITED_PATH.search(result) if result else None
    return sentence.group(1) if sentence else None
