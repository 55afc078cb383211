"""OpenHands event-list trajectories (``trajectory.json``, "Export trajectory", ``runtime_trajs``).

One file is one JSON list of serialized events and yields one :class:`ParsedSession`. Every
event has ``id``, ``timestamp`` and ``source`` (user / agent / environment) and is either an
*action* (``action`` + ``args``) or an *observation* (``observation`` + ``content`` +
``extras`` + ``cause``, the id of the action it answers). Observations are paired with their
action by ``cause``, never by position. Field meanings follow OpenHands'
``events/serialization/event.py`` (``event_to_dict``) and the action / observation dataclasses.

How events map onto sessgraph's records (one message per event, in file order):

* ``message`` actions: from the user → ``user`` / ``prompt``; from the agent → ``assistant``
  / ``text``. ``system`` actions (the system prompt) → ``system`` / ``meta``.
* ``finish`` and ``reject`` → ``assistant`` / ``text`` (the final answer; no tool call), and
  ``think`` → ``assistant`` / ``reasoning``: their observations only acknowledge them.
* Every other agent action (``run``, ``run_ipython``, ``read``, ``write``, ``edit``,
  ``browse``, ``browse_interactive``, ``mcp``, ``delegate``, …) is an ``assistant`` /
  ``tool_call`` message holding ONE :class:`ToolCall`, whose text is the action's ``thought``.
  The tool name is ``tool_call_metadata.function_name`` (``execute_bash``,
  ``str_replace_editor``) where recorded, else the action type. Several tool calls of one LLM
  response stay separate messages: OpenHands interleaves each with its observation.
* An observation answering a tool call → ``tool`` / ``tool_result`` message, and its
  ``content`` fills ``ToolCall.result_text``. ``error`` observations not answering a tool call
  → ``system`` / ``error``; a condensation with a summary → ``compaction_summary``. Bookkeeping
  events (``null`` observations, ``agent_state_changed``, ``change_agent_state``, ``recall``)
  are skipped.

Shell commands (``run`` actions with a command; ``is_input`` keystrokes and the empty "show
more output" command continue the previous command instead of starting one). The exit code is
``extras.metadata.exit_code`` (≥ 0.20; earlier files: ``extras.exit_code``). OpenHands writes
``-1`` when the command did not finish, and says why in ``metadata.suffix``: "no new output
after N seconds" → ``running``, "timed out after N seconds" → ``interrupted``, otherwise
``unknown``; ``exit_code`` stays ``None`` in all three. 130 (Ctrl-C) → ``interrupted``; 0 →
``ok``; anything else → ``failed``. A later continuation whose observation carries a real exit
code completes the running command. An ``error`` observation → ``error``; ``user_rejected`` →
``interrupted``; no observation → ``unknown``. ``cwd`` is the action's ``cwd`` arg, else the
shell's directory reported after the previous command (``metadata.working_dir``), else, for a
command without ``cd``, the directory reported after it. ``duration_ms`` is observation time
minus action time. Timestamps are kept as OpenHands wrote them (naive ISO 8601, server time).

Edits come from ``edit`` / ``write`` actions: from the observation's ``old_content`` /
``new_content`` when recorded (line counts by diff; ``prev_exist: false`` → ``write``), else
from the action's ``file_text`` / ``old_str`` / ``new_str`` / ``content``. An edit answered by
an ``error`` observation records none.

A file that is not valid JSON still yields the events before the syntax error, with a warning
giving the line; an event that is not an object (or neither action nor observation) is a
warning with its 1-based record index (``source_line`` is that index for every message).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats._io import (
    as_dict,
    as_str,
    complete_array_items,
    first_line,
    logical_name,
    read_bytes,
)
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

FORMAT = "openhands"
_HEAD = re.compile(rb'\A\s*\[\s*\{\s*"(id|timestamp|source|message|action|observation)"\s*:')
_SKIPPED_ACTIONS = frozenset({"change_agent_state", "recall", "null", "push", "send_pr"})
_TEXT_ACTIONS = frozenset({"finish", "reject"})
_EDIT_ACTIONS = frozenset({"edit", "write"})
_NO_CHANGE = re.compile(r"no new output after \d+", re.IGNORECASE)
_HARD_TIMEOUT = re.compile(r"timed out after|command timed out", re.IGNORECASE)
_CD = re.compile(r"(?:^|[;&|(]\s*)cd(?:\s|$)")
_SIGINT_EXIT = 130


def detect(path: Path, head: bytes) -> bool:
    """An OpenHands event list: a JSON array whose first object has event keys."""
    if not _HEAD.match(head):
        return False
    return b'"source"' in head and (b'"action"' in head or b'"observation"' in head)


def _int(value: object) -> int | None:
    return None if isinstance(value, bool) or not isinstance(value, int) else value


def _delta_ms(start: str | None, end: str | None) -> int | None:
    if not start or not end:
        return None
    try:
        delta = datetime.fromisoformat(end) - datetime.fromisoformat(start)
    except (ValueError, TypeError):  # TypeError: one naive, one aware
        return None
    millis = int(delta.total_seconds() * 1000)
    return millis if millis >= 0 else None


def _line_count(text: str | None) -> int:
    return len(text.splitlines()) if text else 0


def _diff_counts(old: str, new: str) -> tuple[int, int]:
    """(added, removed) lines between two versions of a file."""
    added = removed = 0
    diff = difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="", n=0)
    for line in diff:
        if line.startswith("+") and not line.startswith("+++"):
            added += 1
        elif line.startswith("-") and not line.startswith("---"):
            removed += 1
    return added, removed


def _set_status(command: Command, status: CommandStatus) -> None:
    # Records use use_enum_values; plain assignment is not validated, so store the value.
    command.status = status.value  # type: ignore[assignment]


def _status_for_exit(code: int) -> CommandStatus:
    if code == 0:
        return CommandStatus.OK
    if code == _SIGINT_EXIT:
        return CommandStatus.INTERRUPTED
    return CommandStatus.FAILED


def _run_outcome(content: str, extras: dict[str, object]) -> tuple[CommandStatus, int | None]:
    """Status and exit code of a ``run`` observation (rules: module docstring)."""
    metadata = as_dict(extras.get("metadata"))
    code = _int(metadata.get("exit_code"))
    if code is None:
        code = _int(extras.get("exit_code"))
    if code is None:
        return CommandStatus.UNKNOWN, None
    if code >= 0:
        return _status_for_exit(code), code
    evidence = f"{as_str(metadata.get('suffix')) or ''}\n{content[-400:]}"
    if _NO_CHANGE.search(evidence):
        return CommandStatus.RUNNING, None
    if _HARD_TIMEOUT.search(evidence):
        return CommandStatus.INTERRUPTED, None
    return CommandStatus.UNKNOWN, None


def _edits_from_args(action: str, args: dict[str, object]) -> list[FileEdit]:
    """File edits an ``edit`` / ``write`` action asks for, before its result is known."""
    path = as_str(args.get("path"))
    if not path:
        return []
    if action == "write":
        content = as_str(args.get("content"))
        return [FileEdit(path=path, kind=EditKind.WRITE, lines_added=_line_count(content))]
    command = as_str(args.get("command")) or ""
    if command == "view":
        return []
    if command == "create":
        added = _line_count(as_str(args.get("file_text")))
        return [FileEdit(path=path, kind=EditKind.WRITE, lines_added=added)]
    if command == "str_replace":
        return [
            FileEdit(
                path=path,
                kind=EditKind.EDIT,
                lines_added=_line_count(as_str(args.get("new_str"))),
                lines_removed=_line_count(as_str(args.get("old_str"))),
            )
        ]
    if command == "insert":
        added = _line_count(as_str(args.get("new_str")))
        return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added)]
    # LLM-based edit (content replaces lines start..end) or an older event without a command.
    return [
        FileEdit(
            path=path, kind=EditKind.EDIT, lines_added=_line_count(as_str(args.get("content")))
        )
    ]


def _edit_from_observation(extras: dict[str, object], fallback: list[FileEdit]) -> list[FileEdit]:
    """The edit a FileEditObservation reports, by diffing its before/after contents."""
    new = as_str(extras.get("new_content"))
    path = as_str(extras.get("path")) or (fallback[0].path if fallback else None)
    if new is None or not path:
        return fallback
    old = as_str(extras.get("old_content"))
    created = extras.get("prev_exist") is False or old is None
    added, removed = _diff_counts(old or "", new)
    kind = EditKind.WRITE if created else EditKind.EDIT
    return [FileEdit(path=path, kind=kind, lines_added=added, lines_removed=removed)]


@dataclass
class _Pending:
    """An action's tool call waiting for its observation."""

    call: ToolCall
    action: str
    timestamp: str | None
    continuation: bool = False


@dataclass
class _Builder:
    """Turns the events of one file into one ParsedSession (see the module docstring)."""

    path: Path
    warnings: list[ReadWarning]
    messages: list[Message] = field(default_factory=list)
    pending: dict[int, _Pending] = field(default_factory=dict)
    action_ids: set[int] = field(default_factory=set)
    running: Command | None = None
    shell_dir: str | None = None
    title: str | None = None
    model: str | None = None
    cwd: str | None = None
    started_at: str | None = None
    ended_at: str | None = None

    def warn(self, record: int, message: str) -> None:
        self.warnings.append(ReadWarning(path=str(self.path), line=record, message=message))

    def feed(self, record: int, event: object) -> None:
        if not isinstance(event, dict):
            self.warn(record, f"expected an event object, got {type(event).__name__}")
            return
        timestamp = as_str(event.get("timestamp"))
        if timestamp:
            self.started_at = self.started_at or timestamp
            self.ended_at = timestamp
        action = as_str(event.get("action"))
        observation = as_str(event.get("observation"))
        if action is not None:
            self._action(record, event, action)
        elif observation is not None:
            self._observation(record, event, observation)
        else:
            self.warn(record, "event has neither 'action' nor 'observation'")

    def _message(
        self, record: int, event: dict[str, object], role: Role, kind: MessageKind, text: str
    ) -> Message:
        event_id = _int(event.get("id"))
        cause = _int(event.get("cause"))
        message = Message(
            seq=len(self.messages),
            native_id=str(event_id) if event_id is not None else None,
            role=role,
            kind=kind,
            text=text,
            timestamp=as_str(event.get("timestamp")),
            parent_id=str(cause) if cause is not None else None,
            source_line=record,
        )
        self.messages.append(message)
        return message

    def _note_model(self, message: Message, event: dict[str, object]) -> None:
        metadata = as_dict(event.get("tool_call_metadata"))
        model = as_str(as_dict(metadata.get("model_response")).get("model"))
        if not model:
            usage = as_dict(as_dict(event.get("llm_metrics")).get("accumulated_token_usage"))
            model = as_str(usage.get("model")) or None
        message.model = model
        self.model = self.model or model

    # -- actions -----------------------------------------------------------------------
    def _action(self, record: int, event: dict[str, object], action: str) -> None:
        event_id = _int(event.get("id"))
        if event_id is not None:
            self.action_ids.add(event_id)
        args = as_dict(event.get("args"))
        source = as_str(event.get("source"))
        thought = as_str(args.get("thought")) or ""
        if action in _SKIPPED_ACTIONS:
            return
        if action == "message":
            text = as_str(args.get("content")) or as_str(event.get("message")) or ""
            if source == "user":
                self._message(record, event, Role.USER, MessageKind.PROMPT, text)
                self.title = self.title or first_line(text)
            elif source == "agent":
                message = self._message(record, event, Role.ASSISTANT, MessageKind.TEXT, text)
                self._note_model(message, event)
            else:
                self._message(record, event, Role.SYSTEM, MessageKind.META, text)
        elif action == "system":
            text = as_str(args.get("content")) or ""
            self._message(record, event, Role.SYSTEM, MessageKind.META, text)
        elif action == "condensation":
            summary = as_str(args.get("summary"))
            if summary:
                self._message(record, event, Role.SYSTEM, MessageKind.COMPACTION_SUMMARY, summary)
        elif action in _TEXT_ACTIONS:
            outputs = as_dict(args.get("outputs"))
            text = (
                as_str(args.get("final_thought"))
                or thought
                or as_str(outputs.get("content"))
                or as_str(event.get("message"))
                or ""
            )
            message = self._message(record, event, Role.ASSISTANT, MessageKind.TEXT, text)
            self._note_model(message, event)
        elif action == "think":
            message = self._message(record, event, Role.ASSISTANT, MessageKind.REASONING, thought)
            self._note_model(message, event)
        else:
            message = self._message(record, event, Role.ASSISTANT, MessageKind.TOOL_CALL, thought)
            self._note_model(message, event)
            message.tool_calls.append(self._tool_call(event, action, args))

    def _tool_call(
        self, event: dict[str, object], action: str, args: dict[str, object]
    ) -> ToolCall:
        metadata = as_dict(event.get("tool_call_metadata"))
        event_id = _int(event.get("id"))
        call_input = {k: v for k, v in args.items() if k != "thought"}
        call = ToolCall(
            native_id=as_str(metadata.get("tool_call_id")) or (str(event_id) if event_id else None),
            name=as_str(metadata.get("function_name")) or action,
            input=call_input,
        )
        timestamp = as_str(event.get("timestamp"))
        continuation = False
        if action == "run":
            command_text = as_str(args.get("command")) or ""
            continuation = args.get("is_input") is True or not command_text.strip()
            if not continuation:
                call.command = Command(
                    command=command_text,
                    cwd=as_str(args.get("cwd")) or self.shell_dir,
                    status=CommandStatus.UNKNOWN,
                    started_at=timestamp,
                )
        elif action in _EDIT_ACTIONS:
            call.edits = _edits_from_args(action, args)
        if event_id is not None:
            self.pending[event_id] = _Pending(call, action, timestamp, continuation)
        return call

    # -- observations ------------------------------------------------------------------
    def _observation(self, record: int, event: dict[str, object], observation: str) -> None:
        cause = _int(event.get("cause"))
        pending = self.pending.pop(cause, None) if cause is not None else None
        content = as_str(event.get("content")) or ""
        extras = as_dict(event.get("extras"))
        if pending is None:
            if observation == "error":
                self._message(record, event, Role.SYSTEM, MessageKind.ERROR, content)
            elif cause is not None and cause not in self.action_ids:
                self.warn(record, f"'{observation}' observation answers unknown action {cause}")
            return
        self._message(record, event, Role.TOOL, MessageKind.TOOL_RESULT, content)
        call = pending.call
        call.result_text = content
        is_error = observation in ("error", "user_rejected")
        call.is_error = is_error
        call.status = "error" if is_error else "ok"
        if pending.action == "run":
            self._run_result(pending, observation, content, extras, as_str(event.get("timestamp")))
        elif pending.action in _EDIT_ACTIONS:
            call.edits = [] if is_error else _edit_from_observation(extras, call.edits)

    def _run_result(
        self,
        pending: _Pending,
        observation: str,
        content: str,
        extras: dict[str, object],
        finished_at: str | None,
    ) -> None:
        if observation == "run":
            status, code = _run_outcome(content, extras)
        elif observation == "user_rejected":
            status, code = CommandStatus.INTERRUPTED, None
        else:
            status, code = CommandStatus.ERROR, None
        working_dir = as_str(as_dict(extras.get("metadata")).get("working_dir"))
        command = pending.call.command
        if command is None:  # keystrokes or "more output" for the command still running
            if self.running is not None and code is not None:
                self.running.exit_code = code
                _set_status(self.running, status)
                self.running = None
        else:
            command.exit_code = code
            _set_status(command, status)
            command.output = content
            command.duration_ms = _delta_ms(pending.timestamp, finished_at)
            if command.cwd is None and working_dir and not _CD.search(command.command):
                command.cwd = working_dir
            self.running = command if status == CommandStatus.RUNNING else None
            pending.call.status = str(command.status)
        if working_dir:
            self.shell_dir = working_dir
            self.cwd = self.cwd or working_dir

    def finish(self) -> ParsedSession:
        session = Session(
            id=logical_name(self.path).removesuffix(".json"),
            format=FORMAT,
            source_path=str(self.path),
            title=self.title,
            cwd=self.cwd,
            model=self.model,
            started_at=self.started_at,
            ended_at=self.ended_at,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def _events(path: Path, data: bytes, warnings: list[ReadWarning]) -> list[object]:
    """The events of the file; after a JSON syntax error, the complete events before it."""
    try:
        parsed = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        return _events_before_error(path, data, warnings, str(exc))
    if isinstance(parsed, list):
        return parsed
    warnings.append(
        ReadWarning(path=str(path), line=1, message="expected a JSON list of OpenHands events")
    )
    return []


def _events_before_error(
    path: Path, data: bytes, warnings: list[ReadWarning], error: str
) -> list[object]:
    text = data.decode("utf-8", errors="replace")
    start = text.find("[") + 1
    if start == 0:
        return []
    events, failed_at = complete_array_items(text, start)
    if failed_at is not None:
        line = text.count("\n", 0, failed_at) + 1
        message = f"invalid JSON after {len(events)} events (truncated file?): {error}"
        warnings.append(ReadWarning(path=str(path), line=line, message=message))
    return events


def session_from_events(
    path: Path, events: Iterable[object], warnings: list[ReadWarning]
) -> ParsedSession:
    """One session from serialized events (``event_to_dict`` shape), numbered from 1; the
    session id is the file name (callers with a better one replace it)."""
    builder = _Builder(path, warnings)
    for record, event in enumerate(events, start=1):
        builder.feed(record, event)
    return builder.finish()


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one OpenHands event-list file (plain, .gz or .zst) into one session."""
    warnings: list[ReadWarning] = []
    yield session_from_events(path, _events(path, read_bytes(path, warnings), warnings), warnings)


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="OpenHands event-list trajectory (JSON list of actions and observations)",
)
