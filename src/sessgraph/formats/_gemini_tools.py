"""Gemini CLI tool calls: result text, shell outcomes and file edits.

Private helper of :mod:`sessgraph.formats.gemini`. Everything here is a pure function of one
``ToolCallRecord`` (``{id, name, args, result, status, timestamp, resultDisplay, ...}``).

``run_shell_command`` never records its exit code as a field, and the call's ``status`` stays
``success`` whatever the command did: the outcome is only in the text the tool returned to the
model (its ``llmContent``), which the session keeps as the ``functionResponse`` output. Three
layouts of that text exist (gemini-cli ``packages/core/src/tools/shell.ts``):

* up to mid 2025: ``Command: …`` / ``Directory: …`` / ``Stdout: …`` / ``Stderr: …`` /
  ``Error: …`` / ``Exit Code: N|(none)`` / ``Signal: …`` / ``Background PIDs: …`` /
  ``Process Group PGID: …``, every field always present;
* later 2025: the same with one ``Output: …`` instead of ``Stdout``/``Stderr``;
* current: ``Output: …`` then only the fields that apply: ``Error:`` (the shell could not run
  it), ``Exit Code: N`` **only when N is not 0**, ``Signal:``, ``Background PIDs:``,
  ``Process Group PGID:``. So a current-layout result with neither ``Exit Code`` nor
  ``Error`` nor ``Signal`` is a command that exited 0.

Cancellation, timeouts and backgrounding replace that text with a sentence of their own. Output
over the tool's limit gets a first line of its own (``Output too large. Showing first N and last
M characters. For full output see: <file>``) before the layout; it is the tool's notice, not the
command's output, and is set aside before the layout is read.

A command moved to the background ("Command moved to background (PID: N)") has no outcome in its
own result. A later ``list_background_processes`` call may report it ("- [PID N] EXITED:
`cmd` (Exit Code: K)"); :func:`settle_background` gives the command that exit code, the same
join as Claude Code's task notifications.
"""

from __future__ import annotations

import re

import orjson

from sessgraph.formats._io import as_dict, as_list, as_str
from sessgraph.models import Command, CommandStatus, EditKind, FileEdit

SHELL_TOOLS = frozenset({"run_shell_command"})
WRITE_TOOLS = frozenset({"write_file"})
REPLACE_TOOLS = frozenset({"replace", "edit"})

_TRAILER = re.compile(r"^(Error|Exit Code|Signal|Background PIDs|Process Group PGID): ?(.*)$")
_HEADER = re.compile(r"^(Command|Directory): ?(.*)$")
_CANCELLED_MARKERS = (
    "Command was cancelled by user",
    "Command was automatically cancelled",
    "Command execution timed out and was cancelled",
    "Command cancelled by user",
)
_BACKGROUND_MARKERS = ("Command moved to background", "Background command started")
# A signal the user or a timeout sends to stop a command, rather than the command crashing.
_STOP_SIGNALS = frozenset({"SIGINT", "SIGTERM", "SIGKILL", "SIGHUP", "1", "2", "9", "15"})
_NONE = "(none)"
_TRUNCATION_NOTICE = re.compile(r"\AOutput too large\. Showing [^\n]*\n")
_BACKGROUND_PID = re.compile(r"\(PID: (\d+)\)")
_PROCESS_EXITED = re.compile(r"\[PID (\d+)\] EXITED: .*\(Exit Code: (-?\d+)\)\s*$", re.MULTILINE)
BACKGROUND_LIST_TOOLS = frozenset({"list_background_processes"})


def result_text(call: dict[str, object]) -> str | None:
    """The text the tool returned to the model, from ``result`` (else ``resultDisplay``)."""
    result = call.get("result")
    parts: list[str] = []
    if isinstance(result, str):
        parts.append(result)
    for part in as_list(result) or ([result] if isinstance(result, dict) else []):
        part_dict = as_dict(part)
        text = as_str(part_dict.get("text"))
        if text is not None:
            parts.append(text)
            continue
        response = as_dict(as_dict(part_dict.get("functionResponse")).get("response"))
        value = response.get("output", response.get("error", response.get("content")))
        if isinstance(value, str):
            parts.append(value)
        elif response:
            parts.append(orjson.dumps(response).decode())
    if parts:
        return "\n".join(parts)
    display = call.get("resultDisplay")
    return display if isinstance(display, str) and display else None


def _int(value: str) -> int | None:
    try:
        return int(value.strip())
    except ValueError:
        return None


def parse_shell_text(text: str) -> tuple[dict[str, str], str]:
    """(fields, output) of a ``run_shell_command`` result in any of its three layouts.

    The trailer fields are read from the end, so an ``Exit Code:`` line printed by the
    command itself (inside the output) is never taken for the tool's own.
    """
    lines = text.split("\n")
    fields: dict[str, str] = {}
    end = len(lines)
    while end > 0:
        match = _TRAILER.match(lines[end - 1])
        if match is None or match.group(1) in fields:
            break
        fields[match.group(1)] = match.group(2)
        end -= 1
    start = 0
    while start < end:
        match = _HEADER.match(lines[start])
        if match is None:
            break
        fields[match.group(1)] = match.group(2)
        start += 1
    body = "\n".join(lines[start:end])
    for prefix in ("Output: ", "Stdout: ", "Output:", "Stdout:"):
        if body.startswith(prefix):
            body = body[len(prefix) :]
            break
    body = body.replace("\nStderr: (empty)", "").replace("\nStderr: ", "\n")
    return fields, "" if body.strip() == "(empty)" else body


def without_truncation_notice(text: str) -> str:
    """The result text without the tool's "Output too large" first line, if it has one."""
    return _TRUNCATION_NOTICE.sub("", text, count=1)


def background_pid(command: Command) -> int | None:
    """The PID a command still running in the background was given, if it says one."""
    if command.status != CommandStatus.RUNNING or not command.output:
        return None
    match = _BACKGROUND_PID.search(command.output)
    return int(match.group(1)) if match else None


def exited_processes(text: str | None) -> dict[int, int]:
    """PID -> exit code of every process a ``list_background_processes`` result reports ended."""
    return {int(m.group(1)): int(m.group(2)) for m in _PROCESS_EXITED.finditer(text or "")}


def settle_background(command: Command, exit_code: int) -> None:
    """Give a backgrounded command the exit code a later process listing reported for it."""
    command.exit_code = exit_code
    command.status = CommandStatus.OK if exit_code == 0 else CommandStatus.FAILED


def shell_outcome(text: str | None, call_status: str | None) -> tuple[CommandStatus, int | None]:
    """Status and exit code of a ``run_shell_command`` call (rules: module docstring)."""
    if call_status == "cancelled":
        return CommandStatus.INTERRUPTED, None
    if not text:
        return (CommandStatus.ERROR if call_status == "error" else CommandStatus.UNKNOWN), None
    text = without_truncation_notice(text)
    stripped = text.lstrip()
    if stripped.startswith(_CANCELLED_MARKERS):
        return CommandStatus.INTERRUPTED, None
    if stripped.startswith(_BACKGROUND_MARKERS):
        return CommandStatus.RUNNING, None
    if not stripped.startswith(("Command: ", "Output:", "Stdout:")):
        # Validation or policy refusal ("Command cannot be empty", ...): it never ran.
        return (CommandStatus.ERROR if call_status == "error" else CommandStatus.UNKNOWN), None
    fields, output = parse_shell_text(text)
    exit_text = fields.get("Exit Code")
    signal = fields.get("Signal", _NONE).strip()
    error = fields.get("Error", _NONE).strip()
    if exit_text is not None and exit_text.strip() != _NONE:
        code = _int(exit_text)
        if code is not None:
            return (CommandStatus.OK if code == 0 else CommandStatus.FAILED), code
    if signal and signal != _NONE:
        stopped = signal.upper() in _STOP_SIGNALS or signal in _STOP_SIGNALS
        return (CommandStatus.INTERRUPTED if stopped else CommandStatus.FAILED), None
    if error and error != _NONE:
        if exit_text is None and output.strip():
            # Current layout: an "Error:" last line may be the command's own output.
            return CommandStatus.UNKNOWN, None
        return CommandStatus.ERROR, None
    if exit_text is None:
        # Current layout omits "Exit Code" exactly when it is 0.
        return CommandStatus.OK, 0
    return CommandStatus.UNKNOWN, None


def shell_command(
    args: dict[str, object], text: str | None, call_status: str | None, started_at: str | None
) -> Command:
    """The :class:`Command` of one ``run_shell_command`` call."""
    status, exit_code = shell_outcome(text, call_status)
    cwd = as_str(args.get("dir_path")) or as_str(args.get("directory"))
    output = text
    if text:
        text = without_truncation_notice(text)
    if text and text.lstrip().startswith(("Command: ", "Output:", "Stdout:")):
        fields, output = parse_shell_text(text)
        directory = fields.get("Directory", "").strip()
        if not cwd and directory and directory != "(root)":
            cwd = directory
    return Command(
        command=as_str(args.get("command")) or "",
        cwd=cwd,
        exit_code=exit_code,
        status=status,
        output=output,
        started_at=started_at,
    )


def _line_count(text: object) -> int:
    if not isinstance(text, str) or not text:
        return 0
    return text.count("\n") + (0 if text.endswith("\n") else 1)


def _diff_counts(diff: str) -> tuple[int, int]:
    added = removed = 0
    for line in diff.splitlines():
        if line.startswith("+") and not line.startswith("+++"):
            added += 1
        elif line.startswith("-") and not line.startswith("---"):
            removed += 1
    return added, removed


def file_edits(name: str, args: dict[str, object], call: dict[str, object]) -> list[FileEdit]:
    """Files a ``write_file`` / ``replace`` call changed; none unless it succeeded.

    Counts come from the unified diff in ``resultDisplay.fileDiff`` when recorded (it shows
    what an overwrite really changed), else from the arguments.
    """
    if name not in WRITE_TOOLS and name not in REPLACE_TOOLS:
        return []
    path = as_str(args.get("file_path")) or as_str(args.get("absolute_path"))
    if not path or call.get("status") not in (None, "success"):
        return []
    kind = EditKind.WRITE if name in WRITE_TOOLS else EditKind.EDIT
    diff = as_str(as_dict(call.get("resultDisplay")).get("fileDiff"))
    if diff:
        added, removed = _diff_counts(diff)
    elif kind == EditKind.WRITE:
        added, removed = _line_count(args.get("content")), 0
    else:
        added, removed = _line_count(args.get("new_string")), _line_count(args.get("old_string"))
    return [FileEdit(path=path, kind=kind, lines_added=added, lines_removed=removed)]
