"""Gemini CLI ``--output-format stream-json`` captures (eval harnesses keep them as
``transcript.jsonl``).

This is what ``gemini -p … --output-format stream-json`` prints on stdout: one JSON event per
line, ``{"type": …, "timestamp": …}`` with type

* ``init``: ``{session_id, model}``, once per CLI run;
* ``message``: ``{role: "user"|"assistant", content, delta?}``; assistant text streams as
  ``delta: true`` chunks;
* ``tool_use``: ``{tool_name, tool_id, parameters}``;
* ``tool_result``: ``{tool_id, status: "success"|"error", output, error?}``;
* ``result``: ``{status, error?, stats}`` at the end of a run.

Harnesses wrap it: the file reader here tolerates extra fields (a harness ``ts`` on every line)
and lines before the first ``init`` (the harness's own prompt line).

Design choices:

* **One session per ``init``.** A harness that restarts the CLI (after a ``result`` with
  status ``error``) appends a second run with its own ``session_id`` to the same file; each run
  is its own session. Lines before an ``init`` belong to the run that ``init`` opens.
* **No exit codes, so status ``unknown``.** Unlike the chat recordings
  (:mod:`sessgraph.formats.gemini`), a ``run_shell_command`` result here carries only the
  command's output text, without the ``Exit Code:`` trailer, and the event ``status`` is
  ``success`` whatever the command did (even when it prints ``ERROR``). A shell command is
  therefore never ``ok`` or ``failed`` here: ``unknown`` when its result arrived, ``error``
  only when the tool itself refused the call (result status ``error``), exit code ``None``.
* **Results are their own events**, so they become ``tool_result`` messages as well as the
  call's ``result_text``. Consecutive assistant deltas are joined into one text message.
* Timestamps come from the CLI's own ``timestamp`` field only; a harness's ``ts`` has no time
  zone and is not used.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats import _gemini_tools as tools
from sessgraph.formats._io import as_dict, as_str, iter_json_lines, logical_name
from sessgraph.models import (
    Command,
    CommandStatus,
    Message,
    MessageKind,
    ParsedSession,
    ReadWarning,
    Role,
    Session,
    ToolCall,
)

FORMAT = "gemini-stream-json"
EVENT_TYPES = frozenset({"init", "message", "tool_use", "tool_result", "result"})
TITLE_LIMIT = 120
_HEAD_LINES = 8


def detect(path: Path, head: bytes) -> bool:
    """Stream-json events: an ``init`` with a ``session_id``, or ``tool_use`` / ``tool_result``
    events with a ``tool_id``, among the first lines."""
    if b'"type"' not in head or (b'"session_id"' not in head and b'"tool_id"' not in head):
        return False
    for raw in head.split(b"\n")[:_HEAD_LINES]:
        try:
            obj = orjson.loads(raw)
        except orjson.JSONDecodeError:
            continue
        if not isinstance(obj, dict):
            return False
        kind = obj.get("type")
        if kind == "init" and isinstance(obj.get("session_id"), str):
            return True
        if kind in ("tool_use", "tool_result") and isinstance(obj.get("tool_id"), str):
            return True
        if not isinstance(kind, str) or kind not in EVENT_TYPES:
            return False
    return False


def _title(text: str) -> str | None:
    for line in text.splitlines():
        line = line.strip()
        if line:
            return line if len(line) <= TITLE_LIMIT else line[: TITLE_LIMIT - 1] + "…"
    return None


class _Run:
    """One CLI run (an ``init`` and the events after it) while its lines stream past."""

    def __init__(self, path: Path, session_id: str | None) -> None:
        self.path = path
        self.session_id = session_id
        self.model: str | None = None
        self.started_at: str | None = None
        self.ended_at: str | None = None
        self.title: str | None = None
        self.messages: list[Message] = []
        self.calls: dict[str, ToolCall] = {}
        self.delta_open = False
        self.ended = False

    def add(
        self, line_no: int, role: Role, kind: MessageKind, text: str, **fields: object
    ) -> Message:
        message = Message.model_validate(
            {
                "seq": len(self.messages),
                "native_id": f"line:{line_no - 1}",
                "role": role,
                "kind": kind,
                "text": text,
                "source_line": line_no,
                **fields,
            }
        )
        self.messages.append(message)
        self.delta_open = False
        return message

    def event(self, line_no: int, obj: dict[str, object]) -> None:
        kind = obj.get("type")
        timestamp = as_str(obj.get("timestamp"))
        if timestamp is not None:
            self.started_at = self.started_at or timestamp
            self.ended_at = timestamp
        if kind == "init":
            self.model = as_str(obj.get("model")) or self.model
        elif kind == "message":
            self._message(line_no, obj, timestamp)
        elif kind == "tool_use":
            self._tool_use(line_no, obj, timestamp)
        elif kind == "tool_result":
            self._tool_result(line_no, obj, timestamp)
        elif kind == "result":
            self.ended = True
        if kind == "result" and obj.get("status") == "error":
            error = as_dict(obj.get("error"))
            text = as_str(error.get("message")) or "run ended with an error"
            self.add(line_no, Role.SYSTEM, MessageKind.ERROR, text, timestamp=timestamp)

    def _message(self, line_no: int, obj: dict[str, object], timestamp: str | None) -> None:
        text = as_str(obj.get("content")) or ""
        if obj.get("role") == "user":
            self.title = self.title or _title(text)
            self.add(line_no, Role.USER, MessageKind.PROMPT, text, timestamp=timestamp)
            return
        if obj.get("delta") is True and self.delta_open:
            last = self.messages[-1]
            self.messages[-1] = last.model_copy(update={"text": last.text + text})
            return
        self.add(
            line_no, Role.ASSISTANT, MessageKind.TEXT, text, timestamp=timestamp, model=self.model
        )
        self.delta_open = obj.get("delta") is True

    def _tool_use(self, line_no: int, obj: dict[str, object], timestamp: str | None) -> None:
        name = as_str(obj.get("tool_name")) or "unknown"
        tool_id = as_str(obj.get("tool_id"))
        parameters = as_dict(obj.get("parameters"))
        call = ToolCall(native_id=tool_id, name=name, input=parameters or None)
        if name in tools.SHELL_TOOLS:
            call.command = Command(
                command=as_str(parameters.get("command")) or "",
                cwd=as_str(parameters.get("dir_path")) or as_str(parameters.get("directory")),
                status=CommandStatus.UNKNOWN,
                started_at=timestamp,
            )
        if tool_id is not None:
            self.calls[tool_id] = call
        self.add(
            line_no,
            Role.ASSISTANT,
            MessageKind.TOOL_CALL,
            "",
            native_id=tool_id or f"line:{line_no - 1}",
            timestamp=timestamp,
            model=self.model,
            tool_calls=[call],
        )

    def _tool_result(self, line_no: int, obj: dict[str, object], timestamp: str | None) -> None:
        tool_id = as_str(obj.get("tool_id"))
        status = as_str(obj.get("status"))
        error = as_dict(obj.get("error"))
        text = as_str(obj.get("output"))
        if text is None or (not text and error):
            text = as_str(error.get("message")) or ""
        self.add(
            line_no,
            Role.TOOL,
            MessageKind.TOOL_RESULT,
            text,
            native_id=tool_id or f"line:{line_no - 1}",
            parent_id=tool_id,
            timestamp=timestamp,
        )
        call = self.calls.get(tool_id) if tool_id is not None else None
        if call is None:
            return
        call.result_text = text
        call.status = status
        call.is_error = status == "error" if status in ("success", "error") else None
        if call.command is not None:
            # No exit code in this format: a refused call is an error, anything else unknown.
            refused = status == "error"
            call.command = call.command.model_copy(
                update={
                    "output": text,
                    "status": (CommandStatus.ERROR if refused else CommandStatus.UNKNOWN).value,
                }
            )
        elif status == "success":
            call.edits = tools.file_edits(call.name, as_dict(call.input), {"status": status})

    def finish(self, warnings: list[ReadWarning]) -> ParsedSession:
        session = Session(
            id=self.session_id or logical_name(self.path).split(".")[0],
            format=FORMAT,
            source_path=str(self.path),
            title=self.title,
            agent="gemini-cli",
            model=self.model,
            started_at=self.started_at,
            ended_at=self.ended_at,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=warnings)


def read(path: Path) -> Iterator[ParsedSession]:
    """Read a stream-json capture: one session per ``init`` event (see the module docstring)."""
    warnings: list[ReadWarning] = []
    runs: list[_Run] = []
    # Lines before the first init, or after a run's final result: the next run's.
    pending: list[tuple[int, dict[str, object]]] = []
    for line_no, obj in iter_json_lines(path, warnings):
        kind = obj.get("type")
        if not isinstance(kind, str) or kind not in EVENT_TYPES:
            message = f"not a stream-json event (type {kind!r}), skipped"
            warnings.append(ReadWarning(path=str(path), line=line_no, message=message))
        elif kind == "init":
            runs.append(_Run(path, as_str(obj.get("session_id"))))
            for earlier in pending:
                runs[-1].event(*earlier)
            pending = []
            runs[-1].event(line_no, obj)
        elif runs and not runs[-1].ended:
            runs[-1].event(line_no, obj)
        else:
            pending.append((line_no, obj))
    if pending or not runs:
        if not runs:
            runs.append(_Run(path, None))
        for earlier in pending:
            runs[-1].event(*earlier)
    for index, run in enumerate(runs):
        yield run.finish(warnings if index == 0 else [])


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Gemini CLI --output-format stream-json captures (transcript.jsonl)",
)
