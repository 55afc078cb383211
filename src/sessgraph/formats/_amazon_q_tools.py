"""Amazon Q Developer CLI tool uses: result text, shell outcomes and file edits.

Private helper of :mod:`sessgraph.formats.amazon_q`. Everything here is a pure function of one
``AssistantToolUse`` (``{id, name, orig_name, args, orig_args}``) and the ``ToolUseResult``
(``{tool_use_id, content: [{"Text": str} | {"Json": value}], status: "Success" | "Error"}``)
that answered it, as the chat-cli crate serializes them (``cli/chat/message.rs``).

Shell tools (``execute_bash``; ``execute_cmd`` on Windows) answer one ``Json`` block
``{exit_status, stdout, stderr}`` whose ``exit_status`` is a **string** (``"0"``, ``"127"``).
The result's own ``status`` is ``Success`` whatever the command did, so only ``exit_status``
says whether it failed. chat-cli writes ``exit_status`` as ``code().unwrap_or(0)``: a command
killed by a signal is recorded as ``"0"``, and nothing in the file tells it apart. A result of
status ``Error`` is a tool that never produced that object (parameter validation, a refused
hook, a spawn error); a result inside ``CancelledToolUses`` is a use the user cancelled
(``Tool use was cancelled by the user``). ``working_dir`` (an argument since early 2026) is the
command's directory when given.

``fs_write`` is tagged by ``command``: ``create`` (``file_text``, or ``new_str`` when the model
put the text there), ``str_replace`` (``old_str`` → ``new_str``), ``insert`` (``insert_line``,
``new_str``) and ``append`` (``new_str``, since mid 2025). Its edit counts come from those
arguments (the result is only a short text), and only a ``Success`` result records one.
"""

from __future__ import annotations

from enum import StrEnum

import orjson

from sessgraph.formats._io import as_dict, as_list, as_str
from sessgraph.formats._text_edits import diff_line_counts, line_count
from sessgraph.models import Command, CommandStatus, EditKind, FileEdit, ToolCall

SHELL_TOOLS = frozenset({"execute_bash", "execute_cmd"})
WRITE_TOOL = "fs_write"


class Outcome(StrEnum):
    """How a tool use ended, as far as the conversation records it."""

    OK = "ok"
    ERROR = "error"
    CANCELLED = "cancelled"


def block_text(block: object) -> str | None:
    """The text of one result block: a ``Text`` string, or a ``Json`` value as JSON."""
    block_dict = as_dict(block)
    text = as_str(block_dict.get("Text"))
    if text is not None:
        return text
    if "Json" in block_dict:
        return orjson.dumps(block_dict["Json"]).decode()
    return None


def result_text(result: dict[str, object]) -> str:
    """All blocks of one ``ToolUseResult`` joined, as the model received them."""
    texts = [block_text(block) for block in as_list(result.get("content"))]
    return "\n".join(text for text in texts if text is not None)


def _shell_json(result: dict[str, object]) -> dict[str, object] | None:
    """The ``{exit_status, stdout, stderr}`` object of a shell result, if it holds one."""
    for block in as_list(result.get("content")):
        block_dict = as_dict(block)
        value = block_dict.get("Json")
        if value is None and isinstance(block_dict.get("Text"), str):
            # A Json block turned into text (chat-cli does so when it truncates a result).
            try:
                value = orjson.loads(str(block_dict["Text"]))
            except orjson.JSONDecodeError:
                continue
        value_dict = as_dict(value)
        if "exit_status" in value_dict:
            return value_dict
    return None


def _exit_code(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return None
    return None


def _joined_output(stdout: str | None, stderr: str | None) -> str | None:
    parts = [part for part in (stdout, stderr) if part]
    if not parts:
        return "" if stdout is not None or stderr is not None else None
    if len(parts) == 2 and not parts[0].endswith("\n"):
        return parts[0] + "\n" + parts[1]
    return "".join(parts)


def shell_command(args: dict[str, object], cwd: str | None, started_at: str | None) -> Command:
    """The :class:`Command` of a shell tool use before its result is known."""
    return Command(
        command=as_str(args.get("command")) or "",
        cwd=as_str(args.get("working_dir")) or cwd,
        status=CommandStatus.UNKNOWN,
        started_at=started_at,
    )


def _set_status(command: Command, status: CommandStatus) -> None:
    # The records use ``use_enum_values`` and assignment is not validated: store the value.
    setattr(command, "status", status.value)  # noqa: B010 - typed field, plain-string value


def apply_shell_result(command: Command, result: dict[str, object], outcome: Outcome) -> None:
    """Set exit code, status and output of ``command`` from its result (module docstring)."""
    if outcome == Outcome.CANCELLED:
        _set_status(command, CommandStatus.INTERRUPTED)
        command.output = result_text(result)
        return
    recorded = _shell_json(result)
    if recorded is None:
        failed = outcome == Outcome.ERROR
        _set_status(command, CommandStatus.ERROR if failed else CommandStatus.UNKNOWN)
        command.output = result_text(result)
        return
    code = _exit_code(recorded.get("exit_status"))
    command.exit_code = code
    if code is None:
        _set_status(command, CommandStatus.UNKNOWN)
    else:
        _set_status(command, CommandStatus.OK if code == 0 else CommandStatus.FAILED)
    command.output = _joined_output(as_str(recorded.get("stdout")), as_str(recorded.get("stderr")))


def file_edits(args: dict[str, object]) -> list[FileEdit]:
    """The file an ``fs_write`` use changed, counted from its arguments."""
    path = as_str(args.get("path"))
    command = as_str(args.get("command"))
    new_str = as_str(args.get("new_str")) or ""
    if not path:
        return []
    if command == "create":
        text = as_str(args.get("file_text"))
        return [FileEdit(path=path, kind=EditKind.WRITE, lines_added=line_count(text or new_str))]
    if command == "str_replace":
        added, removed = diff_line_counts(as_str(args.get("old_str")) or "", new_str)
        return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added, lines_removed=removed)]
    if command in ("insert", "append"):
        return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=line_count(new_str))]
    return []


def apply_result(call: ToolCall, result: dict[str, object], outcome: Outcome) -> None:
    """Record one tool use's result on its call: text, error flag, command, edits."""
    call.result_text = result_text(result)
    call.is_error = outcome != Outcome.OK
    call.status = outcome.value
    if call.command is not None:
        apply_shell_result(call.command, result, outcome)
    elif call.name == WRITE_TOOL and outcome == Outcome.OK:
        call.edits = file_edits(as_dict(call.input))
