"""Codex CLI non-interactive runs: the event stream ``codex exec --json`` prints, one JSON
event per line, as people save it from CI jobs and scripted runs (``codex-events.jsonl``).

Events: ``thread.started {thread_id}``, ``turn.started``, ``turn.completed {usage}``,
``turn.failed {error}``, ``error {message}``, and ``item.started`` / ``item.updated`` /
``item.completed {item}``. An item has an ``id`` (``item_N``) and a ``type``:
``agent_message {text}``, ``reasoning {text}``, ``command_execution {command,
aggregated_output, exit_code, status}``, ``file_change {changes: [{path, kind}], status}``,
``mcp_tool_call {server, tool, arguments, result, error, status}``, ``web_search {query}``,
``todo_list {items}``, ``error {message}`` (a warning Codex reports, not a failed command).

Design choices:

* **One message per item, at the item's first event**, named by the item id; a later event of
  the same item updates it (a command's ``item.started`` has ``exit_code: null`` and no output,
  its ``item.completed`` both). Items run in parallel and complete out of order, so the order
  kept is the order in which they started.
* **Exit codes as the stream states them**: ``exit_code`` of the last event; a command never
  completed stays ``running``; ``declined`` (refused by the approval policy) is ``interrupted``.
  The command is the shell script itself when Codex wrapped it (``/bin/zsh -lc "…"``).
* The prompt is not in the stream; the title is the first agent message's first line. The
  session id is the ``thread_id``.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats._codex_exec import shell_script
from sessgraph.formats._io import as_dict, as_list, as_str, first_line, iter_json_lines
from sessgraph.models import (
    Command,
    CommandStatus,
    EditKind,
    FileEdit,
    Message,
    MessageKind,
    ParsedSession,
    ReadWarning,
    Role,
    Session,
    ToolCall,
)

FORMAT = "codex-exec-json"
SHELL_TOOL = "command_execution"
_HEAD = re.compile(
    rb'\A\{\s*"type"\s*:\s*"(?:thread\.started"\s*,\s*"thread_id"'
    rb'|item\.(?:started|completed)"\s*,\s*"item"\s*:\s*\{\s*"id"\s*:\s*"item_)'
)
_EDIT_KINDS = {"add": EditKind.WRITE, "update": EditKind.PATCH, "delete": EditKind.PATCH}
_STATUS = {
    "completed": CommandStatus.OK,
    "failed": CommandStatus.FAILED,
    "declined": CommandStatus.INTERRUPTED,
    "in_progress": CommandStatus.RUNNING,
}


def detect(path: Path, head: bytes) -> bool:
    """A JSONL file opening with ``thread.started`` or an ``item.*`` event of ``codex exec``."""
    return _HEAD.match(head.removeprefix(b"\xef\xbb\xbf")) is not None


def _script(command: str) -> str:
    """The script of ``/bin/zsh -lc "…"``; other command lines exactly as written."""
    try:
        argv = shlex.split(command)
    except ValueError:
        return command
    script = shell_script(argv)
    return script if script is not None else command


class _Builder:
    def __init__(self, path: Path, warnings: list[ReadWarning]) -> None:
        self.path = path
        self.warnings = warnings
        self.messages: list[Message] = []
        self.items: dict[str, Message] = {}
        self.thread: str | None = None

    def event(self, line_no: int, event: dict[str, object]) -> None:
        kind = as_str(event.get("type")) or ""
        if kind == "thread.started":
            self.thread = self.thread or as_str(event.get("thread_id"))
        elif kind.startswith("item."):
            self._item(line_no, as_dict(event.get("item")))
        elif kind in ("turn.failed", "error"):
            error = as_dict(event.get("error")) if kind == "turn.failed" else event
            text = as_str(error.get("message")) or orjson.dumps(error).decode()
            self._add(line_no, f"line:{line_no - 1}", Role.SYSTEM, MessageKind.ERROR, text)

    def _add(
        self, line_no: int, native_id: str, role: Role, kind: MessageKind, text: str
    ) -> Message:
        message = Message(
            seq=len(self.messages),
            native_id=native_id,
            role=role,
            kind=kind,
            text=text,
            source_line=line_no,
        )
        self.messages.append(message)
        return message

    def _item(self, line_no: int, item: dict[str, object]) -> None:
        item_id = as_str(item.get("id")) or f"line:{line_no - 1}"
        kind = as_str(item.get("type")) or "unknown"
        message = self.items.get(item_id)
        if message is None:
            role, message_kind = Role.ASSISTANT, MessageKind.TEXT
            if kind == "reasoning":
                message_kind = MessageKind.REASONING
            elif kind == "error":
                role, message_kind = Role.SYSTEM, MessageKind.META
            elif kind not in ("agent_message", "todo_list"):
                message_kind = MessageKind.TOOL_CALL
            message = self._add(line_no, item_id, role, message_kind, "")
            self.items[item_id] = message
        if message.kind == MessageKind.TOOL_CALL:
            self._call(message, item_id, kind, item)
        else:
            text = as_str(item.get("text")) or as_str(item.get("message"))
            if kind == "todo_list":
                text = "\n".join(
                    as_str(as_dict(t).get("text")) or "" for t in as_list(item.get("items"))
                )
            message.text = text if text is not None else message.text

    def _call(self, message: Message, item_id: str, kind: str, item: dict[str, object]) -> None:
        if not message.tool_calls:
            message.tool_calls.append(ToolCall(native_id=item_id, name=kind))
        call = message.tool_calls[0]
        # The call's input: what was asked (the item without its outcome fields).
        call.input = {
            k: v
            for k, v in item.items()
            if k
            not in ("id", "type", "status", "aggregated_output", "exit_code", "result", "error")
        }
        status = as_str(item.get("status"))
        if kind == SHELL_TOOL:
            exit_code = item.get("exit_code")
            code = (
                exit_code
                if isinstance(exit_code, int) and not isinstance(exit_code, bool)
                else None
            )
            command_status = _STATUS.get(status or "", CommandStatus.UNKNOWN)
            if code is not None:
                command_status = CommandStatus.OK if code == 0 else CommandStatus.FAILED
            output = as_str(item.get("aggregated_output"))
            call.command = Command(
                command=_script(as_str(item.get("command")) or ""),
                exit_code=code,
                status=command_status,
                output=output,
            )
            call.result_text = output
            call.status = str(command_status)
            call.is_error = command_status in (CommandStatus.FAILED, CommandStatus.INTERRUPTED)
        elif kind == "file_change":
            done = status == "completed"
            call.edits = [
                FileEdit(
                    path=path, kind=_EDIT_KINDS.get(as_str(c.get("kind")) or "", EditKind.PATCH)
                )
                for c in map(as_dict, as_list(item.get("changes")))
                if done and (path := as_str(c.get("path")))
            ]
            call.status = status
            call.is_error = status == "failed"
        else:
            error = as_dict(item.get("error"))
            result = item.get("result")
            call.result_text = as_str(error.get("message")) or (
                orjson.dumps(result).decode() if result is not None else call.result_text
            )
            call.status = status
            call.is_error = status == "failed" or bool(error)

    def finish(self) -> ParsedSession:
        answer = next(
            (
                m.text
                for m in self.messages
                if m.role == Role.ASSISTANT and m.kind == MessageKind.TEXT
            ),
            "",
        )
        session = Session(
            id=self.thread or self.path.stem,
            format=FORMAT,
            source_path=str(self.path),
            title=first_line(answer),
            agent="codex",
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one saved ``codex exec --json`` stream (plain, .gz or .zst): one session."""
    warnings: list[ReadWarning] = []
    builder = _Builder(path, warnings)
    for line_no, event in iter_json_lines(path, warnings):
        builder.event(line_no, event)
    yield builder.finish()


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Codex CLI `codex exec --json` event streams (thread / turn / item events)",
)
