"""Cline / Roo Code / Kilo Code tool calls: XML tool uses, text results, commands and edits.

Private helper of :mod:`sessgraph.formats.cline`; pure functions of strings and dicts.

Tool uses come in two shapes: native ``tool_use`` blocks (Cline 3.x with native tool calling,
Roo/Kilo 3.2x+) and, in older versions, XML inside the assistant text
(``<execute_command><command>ls</command></execute_command>``). Results are either native
``tool_result`` blocks or user text blocks headed ``[execute_command for 'ls'] Result:`` (the
result in the same block after the header, or, in older versions, in the next block).

``execute_command`` results, as the extensions word them:

* Cline: ``Command executed.`` + ``Output:`` — Cline never reports the exit code, so the
  status stays ``unknown`` (a fork's ``Exit Code: N`` line is used when present);
  ``Command is still running in the user's terminal`` → ``running``.
* Later Cline (background terminals): ``Command executed successfully (exit code 0).`` /
  ``Command failed with exit code N.`` → ``ok`` / ``failed`` with N; ``Command terminated by
  signal S.`` as for Roo below; ``Command execution finished; exit status was not reported.``
  → ``unknown``; ``Command timed out after N seconds. Running in background.`` and ``Command
  is still running in the terminal …`` → ``running`` (the command goes on; no exit code).
* Roo Code / Kilo Code: ``Command executed in terminal within working directory '<cwd>'.
  Exit code: N`` (preceded by "Command execution was not successful" when N ≠ 0) → ``ok`` /
  ``failed`` with N; ``Process terminated by signal S`` → ``interrupted`` for SIGINT, SIGTERM,
  SIGKILL, SIGHUP, else ``failed``; ``Exit code: <undefined, notify user>`` → ``unknown``;
  ``Command is still running in terminal`` → ``running``.
* Both: ``The user denied this operation`` → ``interrupted``; ``The tool execution failed
  with the following error`` / ``Tool [x] was not executed`` → ``error`` (it never ran).
"""

from __future__ import annotations

import re

from sessgraph.formats._io import as_str
from sessgraph.models import Command, CommandStatus, EditKind, FileEdit

SHELL_TOOLS = frozenset({"execute_command"})
XML_TOOLS = (
    "execute_command",
    "read_file",
    "write_to_file",
    "replace_in_file",
    "apply_diff",
    "insert_content",
    "search_and_replace",
    "search_files",
    "list_files",
    "list_code_definition_names",
    "codebase_search",
    "browser_action",
    "use_mcp_tool",
    "access_mcp_resource",
    "ask_followup_question",
    "attempt_completion",
    "plan_mode_respond",
    "new_task",
    "switch_mode",
    "update_todo_list",
    "fetch_instructions",
    "load_mcp_documentation",
    "web_fetch",
)
_XML_TOOL = re.compile(r"<(" + "|".join(XML_TOOLS) + r")>(.*?)(?:</\1>|\Z)", re.DOTALL)
_OPEN_TAG = re.compile(r"<([a-z_]+)>")
# Parameters whose value may itself contain closing tags: read up to the last closing tag.
_GREEDY_PARAMS = frozenset({"content", "diff"})
RESULT_HEADER = re.compile(r"\A\s*\[([a-z_]+)(?: for (.*?))?\] Result:[ \t]*\n?", re.DOTALL)
NOT_EXECUTED = re.compile(r"\A\s*Tool \[([a-z_]+)\] was not executed")
_EXIT_CODE = re.compile(r"(?:^|\n|\. )Exit [Cc]ode: (-?\d+)")
_SIGNAL = re.compile(r"(?:Process|Command) terminated by signal (\w+)")
_STOP_SIGNALS = frozenset({"SIGINT", "SIGTERM", "SIGKILL", "SIGHUP"})
# Roo writes "terminal  within" (two spaces) when the terminal has no id.
_ROO_DONE = re.compile(r"\ACommand executed in terminal(?:\s+within working directory '(.*?)')?")
_RUNNING = (
    "Command is still running in the user's terminal",
    "Command is still running in terminal",
    "Command is still running in the terminal",
)
_BACKGROUNDED = re.compile(r"\ACommand timed out after \d+ seconds?\. Running in background")
_FINISHED = re.compile(
    r"\ACommand (?:executed successfully \(exit code (-?\d+)\)|failed with exit code (-?\d+))"
)
_FINISHED_PREFIXES = ("Command executed", "Command failed with exit code", "Command terminated")
_DENIED = ("The user denied this operation", "The user denied this")
_TOOL_ERROR = ("The tool execution failed", "[ERROR]", "Error executing command", "Tool [")
_SEARCH_BLOCK = re.compile(
    r"^(?:<<<<<<<|-------) SEARCH[^\n]*\n(.*?)^=======\n(.*?)^(?:>>>>>>>|\+\+\+\+\+\+\+) REPLACE",
    re.DOTALL | re.MULTILINE,
)
_ROO_META_LINE = re.compile(r"^(?::start_line:|:end_line:|-------\s*$).*\n?", re.MULTILINE)


def xml_params(body: str) -> dict[str, object]:
    """The ``<param>value</param>`` pairs of one XML tool use."""
    params: dict[str, object] = {}
    pos = 0
    while True:
        match = _OPEN_TAG.search(body, pos)
        if match is None:
            return params
        name = match.group(1)
        closing = f"</{name}>"
        start = match.end()
        end = body.rfind(closing) if name in _GREEDY_PARAMS else body.find(closing, start)
        if end < start:
            params[name] = body[start:].strip("\n")
            return params
        params[name] = body[start:end].strip("\n")
        pos = end + len(closing)


def xml_tool_uses(text: str) -> tuple[list[tuple[str, dict[str, object]]], str]:
    """(tool uses found in assistant text, the text without them)."""
    uses = [(m.group(1), xml_params(m.group(2))) for m in _XML_TOOL.finditer(text)]
    return uses, _XML_TOOL.sub("", text).strip() if uses else text


def _output_after(text: str, marker: str) -> str:
    index = text.find(marker)
    return text[index + len(marker) :] if index >= 0 else ""


def shell_outcome(text: str | None) -> tuple[CommandStatus, int | None]:
    """Status and exit code of an ``execute_command`` result (rules: module docstring)."""
    if text is None:
        return CommandStatus.UNKNOWN, None
    stripped = text.lstrip()
    if stripped.startswith(_DENIED):
        return CommandStatus.INTERRUPTED, None
    if stripped.startswith(_RUNNING) or _BACKGROUNDED.match(stripped):
        return CommandStatus.RUNNING, None
    if stripped.startswith(_TOOL_ERROR):
        return CommandStatus.ERROR, None
    finished = _FINISHED.match(stripped)
    if finished:
        code = int(finished.group(1) or finished.group(2))
        return (CommandStatus.OK if code == 0 else CommandStatus.FAILED), code
    if not stripped.startswith(_FINISHED_PREFIXES):
        return CommandStatus.UNKNOWN, None
    head = stripped.split("\nOutput:", 1)[0]
    exit_match = _EXIT_CODE.search(head)
    if exit_match:
        code = int(exit_match.group(1))
        return (CommandStatus.OK if code == 0 else CommandStatus.FAILED), code
    signal = _SIGNAL.search(head)
    if signal:
        stopped = signal.group(1).upper() in _STOP_SIGNALS
        return (CommandStatus.INTERRUPTED if stopped else CommandStatus.FAILED), None
    return CommandStatus.UNKNOWN, None


def shell_command(
    call_input: dict[str, object], text: str | None, cwd: str | None, started_at: str | None
) -> Command:
    """The :class:`Command` of one ``execute_command`` call."""
    status, exit_code = shell_outcome(text)
    output = text
    if text is not None:
        stripped = text.lstrip()
        roo = _ROO_DONE.match(stripped)
        if roo and roo.group(1):
            cwd = roo.group(1)
        if stripped.startswith(_FINISHED_PREFIXES):
            output = _output_after(stripped, "Output:\n") or _output_after(stripped, "Output:")
        elif stripped.startswith(_RUNNING):
            output = _output_after(stripped, "Here's the output so far:\n") or _output_after(
                stripped, "Output so far:\n"
            )
        elif _BACKGROUNDED.match(stripped):
            output = _output_after(stripped, "Output so far:\n")
    return Command(
        command=as_str(call_input.get("command")) or "",
        cwd=as_str(call_input.get("cwd")) or cwd,
        exit_code=exit_code,
        status=status,
        output=output,
        started_at=started_at,
    )


def result_failed(text: str | None) -> bool:
    """Whether a tool result says the tool did not do its job (denied, errored, skipped)."""
    if text is None:
        return False
    stripped = text.lstrip()
    return stripped.startswith(_DENIED) or stripped.startswith(_TOOL_ERROR)


def result_status(text: str) -> str:
    """A short status for any tool's result: denied, skipped, error or completed."""
    stripped = text.lstrip()
    if stripped.startswith(_DENIED):
        return "denied"
    if NOT_EXECUTED.match(stripped):
        return "skipped"
    if stripped.startswith(_TOOL_ERROR):
        return "error"
    return "completed"


def _line_count(text: object) -> int:
    if not isinstance(text, str) or not text:
        return 0
    return text.count("\n") + (0 if text.endswith("\n") else 1)


def _search_replace_counts(diff: str) -> tuple[int, int]:
    added = removed = 0
    for match in _SEARCH_BLOCK.finditer(diff):
        removed += _line_count(_ROO_META_LINE.sub("", match.group(1)))
        added += _line_count(match.group(2))
    return added, removed


def file_edits(name: str, call_input: dict[str, object], result: str | None) -> list[FileEdit]:
    """Files a write/replace/diff/insert call changed; none when the result says it failed."""
    path = as_str(call_input.get("path")) or as_str(call_input.get("absolutePath"))
    if path is None or result_failed(result):
        return []
    if name == "write_to_file":
        added = _line_count(call_input.get("content"))
        return [FileEdit(path=path, kind=EditKind.WRITE, lines_added=added)]
    if name in ("replace_in_file", "apply_diff"):
        added, removed = _search_replace_counts(as_str(call_input.get("diff")) or "")
        return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added, lines_removed=removed)]
    if name == "insert_content":
        added = _line_count(call_input.get("content"))
        return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added)]
    if name == "search_and_replace":
        return [FileEdit(path=path, kind=EditKind.EDIT)]
    return []
