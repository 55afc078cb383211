"""GitHub Copilot CLI session logs: ``~/.copilot/session-state/<session id>/events.jsonl``, one
event per line (``{type, data, id, timestamp, parentId, ephemeral?}``); the same events stream
from ``copilot -p … --output-format json``, where people save them from scripted runs.

Events read: ``session.start {sessionId, copilotVersion, startTime, selectedModel, context:
{cwd, branch}}``, ``session.model_change {newModel}``, ``user.message {content}``,
``assistant.message {messageId, content, model, toolRequests: [{toolCallId, name,
arguments}]}``, ``assistant.reasoning {content}``, ``tool.execution_start {toolCallId,
toolName, arguments}``, ``tool.execution_complete {toolCallId, success, result: {content,
detailedContent}, error: {message, code}, shellExecution: {exitCode}}``,
``session.compaction_complete {summaryContent}``, ``session.error`` / ``session.warning`` /
``session.info {message}``. Ephemeral events (streaming deltas, MCP status) and types not
listed are skipped: the log gains new types often, and none of them changes these records.

Design choices:

* **Calls by the format's own ids** (``toolCallId``): a request in ``assistant.message`` makes
  the call, ``tool.execution_start`` fills what it lacks (or makes it, when the request was
  redacted or is absent), ``tool.execution_complete`` gives its outcome. A completion with no
  call before it becomes a call of its own, so nothing the log says is lost.
* **Exit codes as the log states them**: ``shellExecution.exitCode`` where builds record it,
  else the ``<exited with exit code N>`` line the result ends with; a refusal (``error.code``
  ``denied`` / ``rejected``, or the refusal texts the Markdown share shows) is ``interrupted``;
  background shells as in :mod:`sessgraph.formats.copilot_markdown` (shared rules). A shell
  call whose arguments were redacted keeps its recorded exit code, the command text as logged.
* A subagent's events carry ``data.parentToolCallId``, or an ``agentId`` that its
  ``subagent.started {agentId, parentToolCallId}`` names: their messages are a side chain
  under the message of the ``task`` call that started it.
* Messages use the event's ``id`` (``messageId`` for assistant messages) as native id; the
  session id is ``sessionId``, else the ``<id>`` folder of ``events.jsonl``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats._copilot_shell import SHELL_TOOLS, ShellTracker, refused
from sessgraph.formats._io import as_dict, as_list, as_str, first_line, iter_json_lines
from sessgraph.formats._text_edits import diff_line_counts, line_count
from sessgraph.models import (
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

FORMAT = "copilot-events"
_HEAD = re.compile(
    rb'\A\{\s*"type"\s*:\s*"(?:session\.[a-z_]+|user\.message|assistant\.[a-z_]+'
    rb'|tool\.execution_[a-z]+|subagent\.[a-z_]+)"\s*,\s*"data"\s*:\s*\{'
)
_REFUSAL_CODES = frozenset({"denied", "rejected", "cancelled", "canceled", "aborted"})
_NOTES = {
    "session.error": (Role.SYSTEM, MessageKind.ERROR),
    "session.warning": (Role.SYSTEM, MessageKind.META),
    "session.info": (Role.SYSTEM, MessageKind.META),
}


def detect(path: Path, head: bytes) -> bool:
    """A JSONL file opening with a Copilot CLI session event (``{"type":"session.…","data":``)."""
    return _HEAD.match(head.removeprefix(b"\xef\xbb\xbf")) is not None


def _arguments(value: object) -> dict[str, object] | str | None:
    """Arguments as the log holds them: an object, or JSON text of one (older builds)."""
    if isinstance(value, str):
        try:
            parsed = orjson.loads(value)
        except orjson.JSONDecodeError:
            return value
        return parsed if isinstance(parsed, dict) else value
    return value if isinstance(value, dict) else None


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass
class _Builder:
    path: Path
    warnings: list[ReadWarning]
    messages: list[Message] = field(default_factory=list)
    calls: dict[str, tuple[Message, ToolCall]] = field(default_factory=dict)
    shell: ShellTracker = field(default_factory=ShellTracker)
    session: dict[str, str] = field(default_factory=dict)
    agents: dict[str, str] = field(default_factory=dict)  # subagent id -> its task call id

    def add(
        self, line: int, event: dict[str, object], role: Role, kind: MessageKind, text: str
    ) -> Message:
        data = as_dict(event.get("data"))
        parent = as_str(data.get("parentToolCallId")) or self.agents.get(
            as_str(event.get("agentId")) or ""
        )
        owner = self.calls.get(parent or "")
        message = Message(
            seq=len(self.messages),
            native_id=as_str(data.get("messageId")) or as_str(event.get("id")) or f"line:{line}",
            role=role,
            kind=kind,
            text=text,
            timestamp=as_str(event.get("timestamp")),
            model=as_str(data.get("model")),
            source_line=line,
            parent_id=owner[0].native_id if owner else None,
            is_sidechain=parent is not None,
        )
        self.messages.append(message)
        return message

    def event(self, line: int, event: dict[str, object]) -> None:
        if event.get("ephemeral") is True:
            return
        kind = as_str(event.get("type")) or ""
        data = as_dict(event.get("data"))
        if kind == "session.start":
            self.start(data)
        elif kind == "session.model_change":
            model = as_str(data.get("newModel"))
            if model:
                self.session["model"] = model
        elif kind == "user.message":
            text = as_str(data.get("content")) or ""
            self.add(line, event, Role.USER, MessageKind.PROMPT, text)
        elif kind == "assistant.message":
            self.assistant(line, event, data)
        elif kind == "assistant.reasoning":
            text = as_str(data.get("content")) or ""
            self.add(line, event, Role.ASSISTANT, MessageKind.REASONING, text)
        elif kind == "tool.execution_start":
            self.started(line, event, data)
        elif kind == "tool.execution_complete":
            self.completed(line, event, data)
        elif kind == "subagent.started":
            agent, task = as_str(data.get("agentId")), as_str(data.get("parentToolCallId"))
            if agent and task:
                self.agents[agent] = task
        elif kind == "session.compaction_complete":
            summary = as_str(data.get("summaryContent"))
            if summary:
                self.add(line, event, Role.SYSTEM, MessageKind.COMPACTION_SUMMARY, summary)
        elif kind in _NOTES:
            role, note = _NOTES[kind]
            text = as_str(data.get("message")) or orjson.dumps(data).decode()
            self.add(line, event, role, note, text)

    def start(self, data: dict[str, object]) -> None:
        context = as_dict(data.get("context"))
        for key, value in (
            ("id", data.get("sessionId")),
            ("version", data.get("copilotVersion")),
            ("started_at", data.get("startTime")),
            ("model", data.get("selectedModel")),
            ("cwd", context.get("cwd")),
            ("branch", context.get("branch")),
        ):
            text = as_str(value)
            if text and key not in self.session:
                self.session[key] = text

    def assistant(self, line: int, event: dict[str, object], data: dict[str, object]) -> None:
        requests = [as_dict(r) for r in as_list(data.get("toolRequests"))]
        text = as_str(data.get("content")) or ""
        kind = MessageKind.TOOL_CALL if requests and not text.strip() else MessageKind.TEXT
        message = self.add(line, event, Role.ASSISTANT, kind, text)
        for request in requests:
            call_id = as_str(request.get("toolCallId"))
            call = ToolCall(
                native_id=call_id,
                name=as_str(request.get("name")) or "unknown",
                input=_arguments(request.get("arguments")),
            )
            message.tool_calls.append(call)
            if call_id:
                self.calls[call_id] = (message, call)

    def _call(self, line: int, event: dict[str, object], data: dict[str, object]) -> ToolCall:
        """The call an execution event names, made here when no request announced it."""
        call_id = as_str(data.get("toolCallId"))
        known = self.calls.get(call_id or "")
        if known is not None:
            return known[1]
        message = self.add(line, event, Role.ASSISTANT, MessageKind.TOOL_CALL, "")
        call = ToolCall(native_id=call_id, name=as_str(data.get("toolName")) or "unknown")
        message.tool_calls.append(call)
        if call_id:
            self.calls[call_id] = (message, call)
        return call

    def started(self, line: int, event: dict[str, object], data: dict[str, object]) -> None:
        call = self._call(line, event, data)
        name = as_str(data.get("toolName"))
        if name and call.name == "unknown":
            call.name = name
        arguments = _arguments(data.get("arguments"))
        if arguments is not None and not isinstance(call.input, dict):
            call.input = arguments
        call.status = call.status or "running"

    def completed(self, line: int, event: dict[str, object], data: dict[str, object]) -> None:
        call = self._call(line, event, data)
        success = data.get("success")
        error = as_dict(data.get("error"))
        result = data.get("result")
        content = as_str(as_dict(result).get("content")) if isinstance(result, dict) else None
        content = content if content is not None else as_str(result)
        call.result_text = as_str(error.get("message")) or content
        code = as_str(error.get("code")) or ""
        was_refused = code in _REFUSAL_CODES or (success is False and refused(call.result_text))
        call.is_error = success is False or bool(error)
        call.status = "refused" if was_refused else ("failed" if call.is_error else "completed")
        arguments = call.input if isinstance(call.input, dict) else {}
        shell = as_dict(data.get("shellExecution"))
        script = as_str(arguments.get("command"))
        if script is None and _int(shell.get("exitCode")) is not None:
            script = as_str(call.input)  # redacted arguments: the exit code still counts
        if call.name in SHELL_TOOLS and script is not None:
            call.command = self.shell.command(
                script,
                call.result_text,
                failed=call.is_error,
                refused=was_refused,
                exit_code=_int(shell.get("exitCode")),
            )
            call.status = str(call.command.status)
        if call.result_text:
            self.shell.later_exit(call.result_text)
        if not call.is_error:
            call.edits = _edits(call.name, arguments)

    def finish(self) -> ParsedSession:
        prompt = next((m.text for m in self.messages if m.kind == MessageKind.PROMPT), "")
        folder = self.path.parent.name if self.path.name.startswith("events.jsonl") else ""
        session = Session(
            id=self.session.get("id") or folder or self.path.stem,
            format=FORMAT,
            format_version=self.session.get("version"),
            source_path=str(self.path),
            title=first_line(prompt),
            cwd=self.session.get("cwd"),
            git_branch=self.session.get("branch"),
            agent="copilot",
            model=self.session.get("model"),
            started_at=self.session.get("started_at"),
            ended_at=self.messages[-1].timestamp if self.messages else None,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def _edits(name: str, arguments: dict[str, object]) -> list[FileEdit]:
    """The file an ``edit`` / ``create`` call changed, with its line counts."""
    path = as_str(arguments.get("path"))
    if not path:
        return []
    if name == "create":
        added = line_count(as_str(arguments.get("file_text")) or "")
        return [FileEdit(path=path, kind=EditKind.WRITE, lines_added=added)]
    if name in ("edit", "str_replace_editor", "str_replace"):
        before = as_str(arguments.get("old_str")) or ""
        after = as_str(arguments.get("new_str")) or ""
        added, removed = diff_line_counts(before, after)
        return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added, lines_removed=removed)]
    return []


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one session log (plain, .gz or .zst): one session."""
    warnings: list[ReadWarning] = []
    builder = _Builder(path, warnings)
    for line, event in iter_json_lines(path, warnings):
        builder.event(line, event)
    yield builder.finish()


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="GitHub Copilot CLI session logs (~/.copilot/session-state/<id>/events.jsonl)",
)
