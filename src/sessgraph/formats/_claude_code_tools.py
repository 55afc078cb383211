"""Claude Code tool calls: what a ``tool_result`` says about the command or edit it answers.

Private helper of :mod:`sessgraph.formats.claude_code`. Everything here is a pure function of
one ``tool_use`` block, one ``tool_result`` block and the ``toolUseResult`` object Claude Code
logs beside it; the reader decides when to call them. The rules for exit codes are explained
in the reader's module docstring, next to the corpus evidence for them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel

from sessgraph.formats._io import as_dict, as_list, as_str
from sessgraph.models import Command, CommandStatus, EditKind, FileEdit, ToolCall

# Claude Code's shell tools: Bash everywhere, and PowerShell on Windows (2.1.x; the same input
# ``command`` / ``description`` and the same results, ``Exit code N`` first on a failure).
SHELL_TOOLS = frozenset({"Bash", "PowerShell"})
BACKGROUND_OUTPUT_TOOLS = frozenset({"BashOutput", "TaskOutput"})
EDIT_TOOLS = frozenset({"Edit", "MultiEdit", "Write", "NotebookEdit"})
USER_BASH_TOOL = "user-bash"

_EXIT_PREFIX = re.compile(r"\A\s*(?:Error: )?Exit code (-?\d+)\b")
# The user declined the call or pressed Esc: the command never ran (or was cut short).
_USER_STOP_MARKERS = (
    "The user doesn't want to proceed with this tool use",
    "The user doesn't want to take this action right now",
    "[Request interrupted by user",
)
# Claude Code's permission layer refused to run it: a harness error, not a command failure.
_PERMISSION_MARKERS = (
    "This command requires approval",
    "requires approval",
    "was blocked. For security",
    "Permission to use Bash has been denied",
    # A subagent or a headless run whose permission mode denies the call without asking.
    "Permission for this tool use was denied",
)
_NOTIFICATION = re.compile(r"<task-notification>(.*?)</task-notification>", re.DOTALL)
_NOTIFICATION_FIELD = re.compile(r"<(task-id|tool-use-id|status|summary)>(.*?)</\1>", re.DOTALL)
_SUMMARY_EXIT = re.compile(r"\bexit code (-?\d+)\b")
_BASH_INPUT = re.compile(r"<bash-input>(.*?)</bash-input>", re.DOTALL)
_BASH_STDOUT = re.compile(r"<bash-stdout>(.*?)</bash-stdout>", re.DOTALL)
_BASH_STDERR = re.compile(r"<bash-stderr>(.*?)</bash-stderr>", re.DOTALL)


def set_enum(record: BaseModel, name: str, value: StrEnum) -> None:
    """Assign an enum field after construction, storing its value as validation would.

    The records use ``use_enum_values``, so constructed fields hold plain strings; plain
    attribute assignment is not validated and would leave an enum member instead.
    """
    setattr(record, name, value.value)


def result_text(block: dict[str, object]) -> str:
    """The text of a ``tool_result`` block, whose content is a string or a list of blocks."""
    content = block.get("content")
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for item in as_list(content):
        item_dict = as_dict(item)
        text = as_str(item_dict.get("text"))
        if text is not None:
            parts.append(text)
        elif item_dict.get("type") == "image":
            parts.append("[image]")
    return "\n".join(parts)


def iso_delta_ms(start: str | None, end: str | None) -> int | None:
    """Milliseconds between two ISO 8601 timestamps, or ``None`` if either is unusable."""
    if not start or not end:
        return None
    try:
        delta = datetime.fromisoformat(end) - datetime.fromisoformat(start)
    except ValueError:
        return None
    millis = int(delta.total_seconds() * 1000)
    return millis if millis >= 0 else None


def _int(value: object) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value


def _recorded_output(tool_result: dict[str, object], text: str) -> str:
    """stdout + stderr from ``toolUseResult`` when it has them, else the result text."""
    stdout = as_str(tool_result.get("stdout"))
    stderr = as_str(tool_result.get("stderr"))
    if stdout is None and stderr is None:
        return text
    combined = "\n".join(part for part in (stdout, stderr) if part)
    return combined or text


def shell_outcome(
    text: str, is_error: bool, tool_result: dict[str, object]
) -> tuple[CommandStatus, int | None]:
    """Status and exit code of a ``Bash`` call, from its result (rules: reader docstring)."""
    explicit = _int(tool_result.get("exitCode"))
    if tool_result.get("interrupted") is True:
        return CommandStatus.INTERRUPTED, explicit
    if explicit is not None:
        return (CommandStatus.OK if explicit == 0 else CommandStatus.FAILED), explicit
    if as_str(tool_result.get("backgroundTaskId")):
        return CommandStatus.RUNNING, None
    if is_error:
        match = _EXIT_PREFIX.match(text)
        if match:
            code = int(match.group(1))
            return (CommandStatus.OK if code == 0 else CommandStatus.FAILED), code
        if any(marker in text for marker in _USER_STOP_MARKERS):
            return CommandStatus.INTERRUPTED, None
        if any(marker in text for marker in _PERMISSION_MARKERS):
            return CommandStatus.ERROR, None
        return CommandStatus.FAILED, None
    if as_str(tool_result.get("returnCodeInterpretation")):
        # A non-zero exit Claude Code chose not to call an error (grep: "No matches found").
        return CommandStatus.OK, None
    return CommandStatus.OK, 0


def new_shell_command(
    call_input: dict[str, object], cwd: str | None, started_at: str | None
) -> Command:
    """The command of a ``Bash`` tool_use, before its result is known."""
    return Command(
        command=as_str(call_input.get("command")) or "",
        cwd=cwd,
        status=CommandStatus.UNKNOWN,
        started_at=started_at,
    )


def apply_shell_result(
    command: Command,
    text: str,
    is_error: bool,
    tool_result: dict[str, object],
    finished_at: str | None,
) -> None:
    """Fill a ``Bash`` command from its tool_result."""
    status, command.exit_code = shell_outcome(text, is_error, tool_result)
    set_enum(command, "status", status)
    command.output = _recorded_output(tool_result, text)
    recorded_ms = _int(tool_result.get("durationMs"))
    command.duration_ms = (
        recorded_ms if recorded_ms is not None else iso_delta_ms(command.started_at, finished_at)
    )


def apply_background_output(command: Command, tool_result: dict[str, object]) -> None:
    """Update a backgrounded command from a later ``BashOutput`` poll that saw it finish."""
    status = as_str(tool_result.get("status"))
    exit_code = _int(tool_result.get("exitCode"))
    if exit_code is not None:
        command.exit_code = exit_code
        set_enum(command, "status", CommandStatus.OK if exit_code == 0 else CommandStatus.FAILED)
    elif status in ("killed", "interrupted"):
        set_enum(command, "status", CommandStatus.INTERRUPTED)
    elif status == "failed":
        set_enum(command, "status", CommandStatus.FAILED)


def background_shell_id(
    call_input: dict[str, object], tool_result: dict[str, object]
) -> str | None:
    """The background shell a ``BashOutput`` poll reads, however the version names it."""
    for value in (
        tool_result.get("shellId"),
        call_input.get("bash_id"),
        call_input.get("shell_id"),
        call_input.get("task_id"),
    ):
        if isinstance(value, str) and value:
            return value
    return None


def _line_count(text: object) -> int:
    if not isinstance(text, str) or not text:
        return 0
    return text.count("\n") + (0 if text.endswith("\n") else 1)


def edits_from_input(name: str, call_input: dict[str, object]) -> list[FileEdit]:
    """File edits a tool_use announces, counted from its input (refined by the result later)."""
    path = as_str(call_input.get("file_path")) or as_str(call_input.get("notebook_path"))
    if path is None:
        return []
    if name == "Write":
        added = _line_count(call_input.get("content"))
        return [FileEdit(path=path, kind=EditKind.WRITE, lines_added=added)]
    if name == "NotebookEdit":
        added = _line_count(call_input.get("new_source"))
        return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added)]
    pairs = (
        [call_input] if name == "Edit" else [as_dict(e) for e in as_list(call_input.get("edits"))]
    )
    added = sum(_line_count(pair.get("new_string")) for pair in pairs)
    removed = sum(_line_count(pair.get("old_string")) for pair in pairs)
    return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added, lines_removed=removed)]


def _patch_counts(patch: list[object]) -> tuple[int, int]:
    added = removed = 0
    for hunk in patch:
        for line in as_list(as_dict(hunk).get("lines")):
            if isinstance(line, str):
                if line.startswith("+"):
                    added += 1
                elif line.startswith("-"):
                    removed += 1
    return added, removed


def apply_edit_result(call: ToolCall, is_error: bool, tool_result: dict[str, object]) -> None:
    """Refine a call's edits from its result: none if it failed, patch counts if recorded."""
    if is_error:
        # The edit was refused or did not apply, so no file changed.
        call.edits = []
        return
    patch = tool_result.get("structuredPatch")
    if not call.edits or not isinstance(patch, list):
        return
    edit = call.edits[0]
    if edit.kind == EditKind.WRITE and not patch:
        # Write of a new file: Claude Code records an empty patch, the input content counts.
        return
    edit.lines_added, edit.lines_removed = _patch_counts(patch)


def user_bash_input(text: str) -> str | None:
    """The command of a ``!cmd`` bash-mode line (``<bash-input>…</bash-input>``), if it is one."""
    match = _BASH_INPUT.search(text)
    return match.group(1) if match else None


def user_bash_output(text: str) -> str | None:
    """stdout + stderr of a bash-mode output line, or ``None`` if the line carries neither."""
    stdout = _BASH_STDOUT.search(text)
    stderr = _BASH_STDERR.search(text)
    if stdout is None and stderr is None:
        return None
    parts = [m.group(1) for m in (stdout, stderr) if m is not None and m.group(1)]
    return "\n".join(parts)


def new_user_bash_call(command: str, cwd: str | None, started_at: str | None) -> ToolCall:
    """The pseudo tool call that holds a user's ``!cmd`` command (exit code never recorded)."""
    return ToolCall(
        name=USER_BASH_TOOL,
        input={"command": command},
        command=Command(command=command, cwd=cwd, started_at=started_at),
    )


def apply_user_bash_output(call: ToolCall, output: str, finished_at: str | None) -> None:
    call.result_text = output
    if call.command is not None:
        call.command.output = output
        call.command.duration_ms = iso_delta_ms(call.command.started_at, finished_at)


@dataclass(frozen=True)
class TaskNotification:
    """A background task's end, as Claude Code tells the model in a ``<task-notification>``."""

    task_id: str | None
    tool_use_id: str | None
    status: str | None
    exit_code: int | None
    summary: str | None


def task_notifications(text: str | None) -> list[TaskNotification]:
    """Every ``<task-notification>`` block in a text (queue-operation content, a queued_command
    attachment's prompt, or a user line of versions that inserted it as a message)."""
    if not text or "<task-notification>" not in text:
        return []
    found: list[TaskNotification] = []
    for block in _NOTIFICATION.findall(text):
        fields = {name: value.strip() for name, value in _NOTIFICATION_FIELD.findall(block)}
        summary = fields.get("summary")
        exit_match = _SUMMARY_EXIT.search(summary or "")
        found.append(
            TaskNotification(
                task_id=fields.get("task-id"),
                tool_use_id=fields.get("tool-use-id"),
                status=fields.get("status"),
                exit_code=int(exit_match.group(1)) if exit_match else None,
                summary=summary,
            )
        )
    return found


def apply_task_notification(command: Command, notification: TaskNotification) -> None:
    """Settle a backgrounded command from its notification: the exit code in the summary
    ("completed (exit code 0)", "failed with exit code 124") else the status word."""
    if notification.exit_code is not None:
        command.exit_code = notification.exit_code
        ok = notification.exit_code == 0
        set_enum(command, "status", CommandStatus.OK if ok else CommandStatus.FAILED)
    elif notification.status == "completed":
        set_enum(command, "status", CommandStatus.OK)
    elif notification.status == "failed":
        set_enum(command, "status", CommandStatus.FAILED)
    elif notification.status in ("killed", "stopped"):
        set_enum(command, "status", CommandStatus.INTERRUPTED)


def api_error_text(record: dict[str, object]) -> str:
    """A ``system`` / ``api_error`` line as one line of text: status, message, retry."""
    error = as_dict(record.get("error"))
    status = error.get("status")
    body = as_dict(as_dict(error.get("error")).get("error"))
    message = as_str(body.get("message")) or as_str(error.get("message"))
    parts = ["API error"]
    if isinstance(status, int) and not isinstance(status, bool):
        parts.append(str(status))
    text = " ".join(parts) + (f": {message}" if message else "")
    attempt, most = record.get("retryAttempt"), record.get("maxRetries")
    if isinstance(attempt, int) and isinstance(most, int):
        text += f" (retry {attempt} of {most})"
    return text
