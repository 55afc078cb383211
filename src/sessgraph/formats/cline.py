"""Cline, Roo Code and Kilo Code task folders: one task is one session.

A task lives in ``…/globalStorage/<extension>/tasks/<task id>/`` as three files:
``api_conversation_history.json`` (the Anthropic-style message list sent to the model: the
conversation itself), ``ui_messages.json`` (the chat panel's ``say``/``ask`` events, each
with a millisecond ``ts``) and ``task_metadata.json`` (files in context, model usage, and the
extension version in ``environment_history``). Two layouts are read, giving the same session:

* the task folder itself, claimed whole by :func:`detect_dir` (session id = folder name);
* flattened copies named ``<prefix>__api_conversation_history.json`` etc. (session id = the
  prefix). Only the api history file is detected; it reads its ``ui_messages`` and
  ``task_metadata`` siblings, so the three files make ONE session.

Messages follow the api history, one per entry (``source_line`` = 1-based entry index), except
that a user entry holding tool results becomes a ``tool`` / ``tool_result`` message, followed
by a ``prompt`` when the person also typed something in it (``<feedback>``, an ``<answer>`` to a
question, a ``<user_message>`` on resumption). ``<task>`` wraps the first prompt. Text blocks
the extension injects (``<environment_details>``, todo-list reminders, ``[TASK RESUMPTION]``,
``[ERROR] You did not use a tool``) are not prompt text: a user entry made only of them is
``meta``, and ``<environment_details>`` is dropped from message text altogether (it repeats the
open tabs and file listing every turn) after the working directory is read from it.

Timestamps: Roo/Kilo entries carry ``ts``; Cline's do not, so they are taken from
``ui_messages.json``, whose events record ``conversationHistoryIndex`` (the history length - 1
when they were emitted): entry k gets the first event with index k - 1 (for a user entry the
``api_req_started`` that sent it). Commands get ``started_at`` from the matching ``say:
command`` event. Tool calls and exit-code rules: :mod:`sessgraph.formats._cline_tools`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats import _cline_tools as tools
from sessgraph.formats._io import (
    COMPRESSED_SUFFIXES,
    as_dict,
    as_list,
    as_str,
    first_line,
    logical_name,
    ms_to_iso,
    read_bytes,
)
from sessgraph.models import (
    Message,
    MessageKind,
    ParsedSession,
    ReadWarning,
    Role,
    Session,
    ToolCall,
)

FORMAT = "cline"
API_FILE = "api_conversation_history.json"
UI_FILE = "ui_messages.json"
META_FILE = "task_metadata.json"
_AGENTS = (
    ("kilocode.kilo-code", "kilo-code"),
    ("rooveterinaryinc.roo-cline", "roo-code"),
    ("saoudrizwan.claude-dev", "cline"),
)
_TYPED = re.compile(r"<(task|feedback|answer|user_message)>\s*(.*?)\s*</\1>", re.DOTALL)
_ENV = re.compile(r"<environment_details>.*?(?:</environment_details>|\Z)", re.DOTALL)
_CWD = re.compile(r"# Current (?:Working|Workspace) Directory \((.+?)\) Files")
_INJECTED_PREFIXES = ("[", "#", "<")
_INTERRUPTED = "[Response interrupted by user"
_API_ERROR = "[Response interrupted by API Error"


def detect(path: Path, head: bytes) -> bool:
    """An ``api_conversation_history.json``: by name, or a role/content list with a ``<task>``."""
    stripped = head.lstrip()
    if not stripped.startswith(b"["):
        return False
    if logical_name(path).endswith(API_FILE):
        return True
    return b'"role"' in head and b'"content"' in head and b"<task>" in head


def _find(folder: Path, name: str) -> Path | None:
    for suffix in ("", *COMPRESSED_SUFFIXES):
        candidate = folder / (name + suffix)
        if candidate.is_file():
            return candidate
    return None


def detect_dir(path: Path) -> bool:
    """A task folder: it holds ``api_conversation_history.json``."""
    return _find(path, API_FILE) is not None


@dataclass
class TaskFiles:
    source: Path
    task_id: str
    api: Path | None
    ui: Path | None = None
    meta: Path | None = None


def _task_files(path: Path) -> TaskFiles:
    if path.is_dir():
        api = _find(path, API_FILE)
        return TaskFiles(path, path.name, api, _find(path, UI_FILE), _find(path, META_FILE))
    name = logical_name(path)
    if not name.endswith(API_FILE):
        return TaskFiles(path, name.removesuffix(".json"), path)
    prefix = name[: -len(API_FILE)]
    task_id = prefix.rstrip("_-.") or path.parent.name
    folder = path.parent
    return TaskFiles(
        path, task_id, path, _find(folder, prefix + UI_FILE), _find(folder, prefix + META_FILE)
    )


def _load(path: Path | None, warnings: list[ReadWarning]) -> object:
    if path is None:
        return None
    try:
        return orjson.loads(read_bytes(path, warnings))
    except (OSError, orjson.JSONDecodeError) as exc:
        warnings.append(ReadWarning(path=str(path), message=f"unreadable JSON: {exc}"))
        return None


def _blocks(content: object) -> list[dict[str, object]]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    return [as_dict(block) for block in as_list(content)]


def _block_text(content: object) -> str:
    """Text of a ``tool_result`` block's content (a string or a list of blocks)."""
    if isinstance(content, str):
        return content
    parts = []
    for block in _blocks(content):
        text = as_str(block.get("text"))
        parts.append(text if text is not None else "[image]")
    return "\n".join(parts)


@dataclass
class _UserParts:
    """A user entry taken apart: tool results, typed text and injected text."""

    results: list[tuple[ToolCall | None, str]] = field(default_factory=list)
    other: list[str] = field(default_factory=list)


class HistoryBuilder:
    """Api-history entries (role + content blocks) in order -> one session's messages.

    Shared with :mod:`sessgraph.formats.cline_markdown`, whose entries are rebuilt from the
    Markdown export; ``index`` is then the 0-based line of the entry's ``**User:**`` line.
    """

    def __init__(self, files: TaskFiles, warnings: list[ReadWarning]) -> None:
        self.files = files
        self.warnings = warnings
        self.messages: list[Message] = []
        self.open_calls: list[ToolCall] = []
        self.cwd: str | None = None
        self.model: str | None = None
        self.first_ts: dict[int, str] = {}
        self.request_ts: dict[int, str] = {}
        self.ui_commands: list[tuple[str, str | None]] = []
        self.ui_span: list[str] = []

    # -- ui_messages.json ------------------------------------------------------------
    def index_ui(self, events: object) -> None:
        for event in as_list(events):
            event_dict = as_dict(event)
            ts = ms_to_iso(event_dict.get("ts"))
            if ts is None:
                continue
            self.ui_span.append(ts)
            index = event_dict.get("conversationHistoryIndex")
            if isinstance(index, int) and not isinstance(index, bool):
                self.first_ts.setdefault(index, ts)
                if event_dict.get("say") == "api_req_started":
                    self.request_ts.setdefault(index, ts)
            if event_dict.get("say") == "command":
                self.ui_commands.append(((as_str(event_dict.get("text")) or "").strip(), ts))

    def _timestamp(self, index: int, raw: dict[str, object], role: str) -> str | None:
        own = ms_to_iso(raw.get("ts"))
        if own:
            return own
        if role == "user":
            return self.request_ts.get(index - 1) or self.first_ts.get(index - 1)
        return self.first_ts.get(index - 1)

    # -- api_conversation_history.json -----------------------------------------------
    def feed(self, index: int, raw: object) -> None:
        entry = as_dict(raw)
        role = entry.get("role")
        if role not in ("user", "assistant"):
            self.warnings.append(
                ReadWarning(
                    path=str(self.files.api),
                    line=index + 1,
                    message=f"expected a message with role user or assistant, got {role!r}",
                )
            )
            return
        timestamp = self._timestamp(index, entry, str(role))
        if role == "assistant":
            self._assistant(index, entry, timestamp)
        else:
            self._user(index, entry, timestamp)

    def _add(self, index: int, role: Role, kind: MessageKind, text: str, ts: str | None) -> Message:
        message = Message(
            seq=len(self.messages),
            role=role,
            kind=kind,
            text=text,
            timestamp=ts,
            source_line=index + 1,
        )
        self.messages.append(message)
        return message

    def _assistant(self, index: int, entry: dict[str, object], ts: str | None) -> None:
        texts: list[str] = []
        thinking: list[str] = []
        calls: list[ToolCall] = []
        for block in _blocks(entry.get("content")):
            kind = block.get("type")
            if kind == "text":
                uses, rest = tools.xml_tool_uses(as_str(block.get("text")) or "")
                calls.extend(ToolCall(name=name, input=params) for name, params in uses)
                if rest.strip():
                    texts.append(rest.strip())
            elif kind == "thinking":
                thinking.append(as_str(block.get("thinking")) or "")
            elif kind == "tool_use":
                name = as_str(block.get("name")) or "unknown"
                raw_input = block.get("input")
                call_input = raw_input if isinstance(raw_input, dict) else None
                calls.append(
                    ToolCall(native_id=as_str(block.get("id")), name=name, input=call_input)
                )
        joined = "\n\n".join(texts)
        if calls:
            kind_value = MessageKind.TOOL_CALL
        elif joined.startswith(_API_ERROR):
            kind_value = MessageKind.ERROR
        elif joined.startswith(_INTERRUPTED):
            kind_value = MessageKind.META
        elif thinking and not joined:
            kind_value = MessageKind.REASONING
        else:
            kind_value = MessageKind.TEXT
        message = self._add(index, Role.ASSISTANT, kind_value, "\n\n".join([*thinking, *texts]), ts)
        message.tool_calls = calls
        model = as_str(as_dict(entry.get("modelInfo")).get("modelId"))
        message.model = model
        self.model = self.model or model
        self.open_calls = list(calls)

    def _take_call(self, name: str | None, native_id: str | None) -> ToolCall | None:
        for call in self.open_calls:
            if (native_id and call.native_id == native_id) or (not native_id and call.name == name):
                self.open_calls.remove(call)
                return call
        if not native_id and self.open_calls:
            return self.open_calls.pop(0)
        return None

    def _split_user(self, entry: dict[str, object]) -> _UserParts:
        parts = _UserParts()
        awaiting_body: int | None = None
        for block in _blocks(entry.get("content")):
            kind = block.get("type")
            if kind == "tool_result":
                call = self._take_call(None, as_str(block.get("tool_use_id")))
                parts.results.append((call, _block_text(block.get("content"))))
                awaiting_body = None
                continue
            if kind == "image":
                parts.other.append("[image]")
                continue
            text = as_str(block.get("text")) or ""
            if text.lstrip().startswith("<environment_details>"):
                match = _CWD.search(text)
                self.cwd = self.cwd or (match.group(1) if match else None)
                continue
            header = tools.RESULT_HEADER.match(text) or tools.NOT_EXECUTED.match(text)
            if header is not None:
                is_result = header.re is tools.RESULT_HEADER
                body = text[header.end() :] if is_result else text.strip()
                parts.results.append((self._take_call(header.group(1), None), body))
                awaiting_body = len(parts.results) - 1 if is_result and not body.strip() else None
            elif awaiting_body is not None:
                call, body = parts.results[awaiting_body]
                parts.results[awaiting_body] = (call, (body + "\n" + text) if body else text)
                awaiting_body = None
            else:
                parts.other.append(text)
        return parts

    def _user(self, index: int, entry: dict[str, object], ts: str | None) -> None:
        parts = self._split_user(entry)
        for call, body in parts.results:
            if call is not None:
                self._apply_result(call, body)
        everything = "\n".join([*parts.other, *(body for _, body in parts.results)])
        typed = "\n\n".join(m.group(2) for m in _TYPED.finditer(everything) if m.group(2))
        if parts.results:
            result_text = "\n\n".join(body for _, body in parts.results)
            self._add(index, Role.TOOL, MessageKind.TOOL_RESULT, result_text, ts)
        if typed:
            self._add(index, Role.USER, MessageKind.PROMPT, typed, ts)
        elif not parts.results:
            residual = _ENV.sub("", "\n\n".join(parts.other)).strip()
            injected = not residual or residual.startswith(_INJECTED_PREFIXES)
            kind = MessageKind.META if injected else MessageKind.PROMPT
            self._add(index, Role.USER, kind, residual, ts)

    def _apply_result(self, call: ToolCall, body: str) -> None:
        call.result_text = body
        call.is_error = tools.result_failed(body)
        call.status = tools.result_status(body)
        call_input = call.input if isinstance(call.input, dict) else {}
        call.edits = tools.file_edits(call.name, call_input, body)

    # -- result ----------------------------------------------------------------------
    def _commands(self) -> None:
        pointer = 0
        for message in self.messages:
            for call in message.tool_calls:
                if call.name not in tools.SHELL_TOOLS:
                    continue
                call_input = call.input if isinstance(call.input, dict) else {}
                command = tools.shell_command(call_input, call.result_text, self.cwd, None)
                for offset, (text, ts) in enumerate(self.ui_commands[pointer:]):
                    if text == command.command.strip():
                        command.started_at = ts
                        pointer += offset + 1
                        break
                call.command = command
                call.status = str(command.status)

    def finish(self, metadata: dict[str, object]) -> ParsedSession:
        self._commands()
        environments = [as_dict(e) for e in as_list(metadata.get("environment_history"))]
        version = next((as_str(e.get("cline_version")) for e in reversed(environments) if e), None)
        usage = [as_dict(u) for u in as_list(metadata.get("model_usage"))]
        model = self.model or next((as_str(u.get("model_id")) for u in usage), None)
        where = str(self.files.api or "")
        agent = next((name for marker, name in _AGENTS if marker in where), None)
        first_prompt = next((m.text for m in self.messages if m.kind == MessageKind.PROMPT), "")
        stamps = sorted(self.ui_span) or [m.timestamp for m in self.messages if m.timestamp]
        session = Session(
            id=self.files.task_id,
            format=FORMAT,
            format_version=version,
            source_path=str(self.files.source),
            title=first_line(first_prompt),
            cwd=self.cwd,
            agent=agent or ("cline" if version else None),
            model=model,
            started_at=stamps[0] if stamps else None,
            ended_at=stamps[-1] if stamps else None,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one task (a task folder, or its api history file with its siblings)."""
    files = _task_files(path)
    warnings: list[ReadWarning] = []
    builder = HistoryBuilder(files, warnings)
    builder.index_ui(_load(files.ui, warnings))
    history = _load(files.api, warnings)
    if history is not None and not isinstance(history, list):
        warnings.append(
            ReadWarning(path=str(files.api), line=1, message="expected a JSON list of messages")
        )
    for index, entry in enumerate(as_list(history)):
        builder.feed(index, entry)
    yield builder.finish(as_dict(_load(files.meta, warnings)))


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    detect_dir=detect_dir,
    description="Cline / Roo Code / Kilo Code task folders (api_conversation_history.json)",
)
