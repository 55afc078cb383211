"""Gemini CLI chat recordings (``~/.gemini/tmp/<project hash>/chats/session-*.json[l]``).

Three on-disk shapes, all detected by content and read by this module:

* **JSON** (gemini-cli up to early 2026): one object ``{sessionId, projectHash, startTime,
  lastUpdated, messages: [...], summary?}`` rewritten whole on every change.
* **JSONL** (current gemini-cli, ``chatRecordingService.ts``): an append-only log. The first
  line is the metadata ``{sessionId, projectHash, startTime, lastUpdated, kind?,
  directories?}``; then each line is either a message record (it has a string ``id``; a
  message that changes, e.g. when its tool calls or tokens arrive, is appended again with the
  same id), ``{"$set": {...}}`` (metadata update, possibly with a full ``messages`` list after
  a history rewrite) or ``{"$rewindTo": id}``. The reader keeps one message per id, at the
  position of its first line and with the content of its last. Rewound messages are kept:
  their tool calls really ran, and dropping them would renumber later messages (``seq``) when
  the file grows. Messages of a ``$set.messages`` list are only added when their id is new
  (compression summaries); known ids keep their recorded content rather than a masked copy.
  Subagent logs (``chats/<parent session id>/<session id>.jsonl``, ``kind: subagent``) are
  sessions whose ``parent_session_id`` is the directory name.
* **logs.json** (``~/.gemini/tmp/<hash>/logs.json``): a list of the prompts the user typed,
  ``{sessionId, messageId, type, message, timestamp}``, for every session of the project. The
  chat files already hold those prompts, so a session whose chat file is beside it (in
  ``chats/`` or, for flattened copies, in the same directory, matched on the 8-character id
  prefix gemini-cli puts in chat file names) is skipped; the others (chat recording disabled
  or deleted) become prompt-only sessions, so what the user asked is not lost.

Message mapping: ``user`` → ``prompt`` (``meta`` when it carries no text, only function
responses; ``compaction_summary`` for a ``<state_snapshot>``); the typed text is
``displayContent`` when recorded (``content`` may hold expanded ``@file`` contents). ``gemini``
→ assistant ``text`` / ``tool_call`` (``reasoning`` when it only holds thoughts); its thought
summaries (``subject: description``) come first in the text, as Claude Code's thinking does.
``info`` / ``warning`` → system ``meta``; ``error`` → system ``error``. Tool results live on
the call (``result``), never as separate entries, so no ``tool_result`` messages are made.
Shell exit codes come from the result text: see :mod:`sessgraph.formats._gemini_tools`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats import _gemini_tools as tools
from sessgraph.formats._io import as_dict, as_list, as_str, first_line, logical_name, read_bytes
from sessgraph.models import (
    Command,
    Message,
    MessageKind,
    ParsedSession,
    ReadWarning,
    Role,
    Session,
    ToolCall,
)

FORMAT = "gemini"
_MESSAGE_TYPES = frozenset({"user", "gemini", "info", "error", "warning"})
_CHAT_NAME = re.compile(r"session-.*-([0-9a-zA-Z]{8})\.jsonl?(?:\.gz|\.zst)?$")


def detect(path: Path, head: bytes) -> bool:
    """A chat recording (``sessionId`` + ``projectHash``) or a ``logs.json`` prompt log."""
    stripped = head.lstrip()
    if b'"sessionId"' not in head:
        return False
    if b'"projectHash"' in head and stripped.startswith(b"{"):
        return True
    return (
        stripped.startswith(b"[")
        and b'"messageId"' in head
        and b'"message"' in head
        and b'"type"' in head
    )


def _parts_text(content: object) -> tuple[str, bool]:
    """(text of a ``PartListUnion``, whether it held any text part)."""
    if isinstance(content, str):
        return content, True
    items = as_list(content) or ([content] if isinstance(content, dict) else [])
    texts: list[str] = []
    for item in items:
        if isinstance(item, str):
            texts.append(item)
            continue
        part = as_dict(item)
        text = as_str(part.get("text"))
        if text is not None and part.get("thought") is not True:
            texts.append(text)
        elif "inlineData" in part or "fileData" in part:
            texts.append("[file]")
    return "".join(texts), bool(texts)


def _thoughts_text(thoughts: object) -> list[str]:
    out: list[str] = []
    for thought in as_list(thoughts):
        thought_dict = as_dict(thought)
        subject = as_str(thought_dict.get("subject")) or ""
        description = (as_str(thought_dict.get("description")) or "").strip()
        joined = f"{subject}: {description}" if subject and description else subject or description
        if joined:
            out.append(joined)
    return out


@dataclass
class _Header:
    session_id: str | None = None
    started_at: str | None = None
    ended_at: str | None = None
    summary: str | None = None
    kind: str | None = None
    directories: list[str] = field(default_factory=list)

    def update(self, record: dict[str, object]) -> None:
        self.session_id = as_str(record.get("sessionId")) or self.session_id
        self.started_at = as_str(record.get("startTime")) or self.started_at
        self.ended_at = as_str(record.get("lastUpdated")) or self.ended_at
        self.summary = as_str(record.get("summary")) or self.summary
        self.kind = as_str(record.get("kind")) or self.kind
        dirs = [d for d in as_list(record.get("directories")) if isinstance(d, str)]
        self.directories = dirs or self.directories


def _tool_call(raw: dict[str, object]) -> ToolCall:
    name = as_str(raw.get("name")) or "unknown"
    args = as_dict(raw.get("args"))
    status = as_str(raw.get("status"))
    text = tools.result_text(raw)
    call = ToolCall(
        native_id=as_str(raw.get("id")),
        name=name,
        input=args,
        result_text=text,
        is_error={"error": True, "success": False}.get(status or ""),
        status=status,
        edits=tools.file_edits(name, args, raw),
    )
    if name in tools.SHELL_TOOLS:
        call.command = tools.shell_command(args, text, status, as_str(raw.get("timestamp")))
    return call


def _settle_background(messages: list[Message]) -> None:
    """Backgrounded commands get the exit code a later process listing reports for their PID."""
    running: dict[int, Command] = {}
    for message in messages:
        for call in message.tool_calls:
            if call.command is not None:
                pid = tools.background_pid(call.command)
                if pid is not None:
                    running[pid] = call.command
            elif call.name in tools.BACKGROUND_LIST_TOOLS and running:
                for pid, exit_code in tools.exited_processes(call.result_text).items():
                    command = running.pop(pid, None)
                    if command is not None:
                        tools.settle_background(command, exit_code)


def _message(seq: int, record: dict[str, object], source_line: int) -> Message:
    """One message record as a :class:`Message` (mapping: module docstring)."""
    kind_name = as_str(record.get("type")) or ""
    timestamp = as_str(record.get("timestamp"))
    native_id = as_str(record.get("id"))
    if kind_name == "user":
        display = record.get("displayContent")
        text, has_text = _parts_text(display if display else record.get("content"))
        if not has_text or not text.strip():
            kind = MessageKind.META
        elif text.lstrip().startswith("<state_snapshot>"):
            kind = MessageKind.COMPACTION_SUMMARY
        else:
            kind = MessageKind.PROMPT
        return Message(
            seq=seq,
            native_id=native_id,
            role=Role.USER,
            kind=kind,
            text=text,
            timestamp=timestamp,
            source_line=source_line,
        )
    if kind_name == "gemini":
        content, _ = _parts_text(record.get("content"))
        thoughts = _thoughts_text(record.get("thoughts"))
        calls = [_tool_call(as_dict(raw)) for raw in as_list(record.get("toolCalls"))]
        if calls:
            kind = MessageKind.TOOL_CALL
        elif thoughts and not content.strip():
            kind = MessageKind.REASONING
        else:
            kind = MessageKind.TEXT
        return Message(
            seq=seq,
            native_id=native_id,
            role=Role.ASSISTANT,
            kind=kind,
            text="\n\n".join([*thoughts, content] if content else thoughts),
            timestamp=timestamp,
            model=as_str(record.get("model")),
            source_line=source_line,
            tool_calls=calls,
        )
    text, _ = _parts_text(record.get("content"))
    kind = MessageKind.ERROR if kind_name == "error" else MessageKind.META
    return Message(
        seq=seq,
        native_id=native_id,
        role=Role.SYSTEM,
        kind=kind,
        text=text,
        timestamp=timestamp,
        source_line=source_line,
    )


class _Builder:
    """Collects message records (one per id) and the header, then builds the session."""

    def __init__(self, path: Path, warnings: list[ReadWarning], variant: str) -> None:
        self.path = path
        self.warnings = warnings
        self.variant = variant
        self.header = _Header()
        self.order: list[str] = []
        self.records: dict[str, tuple[int, dict[str, object]]] = {}

    def warn(self, line: int | None, message: str) -> None:
        self.warnings.append(ReadWarning(path=str(self.path), line=line, message=message))

    def add(self, line: int, record: object, *, replace: bool = True) -> None:
        record_dict = as_dict(record)
        message_id = as_str(record_dict.get("id"))
        if not message_id:
            self.warn(line, "expected a message object with a string 'id'")
            return
        if as_str(record_dict.get("type")) not in _MESSAGE_TYPES:
            self.warn(line, f"unknown message type {record_dict.get('type')!r}")
        if message_id not in self.records:
            self.order.append(message_id)
        elif not replace:
            return
        self.records[message_id] = (line, record_dict)

    def finish(self) -> ParsedSession:
        messages: list[Message] = []
        for message_id in self.order:
            line, record = self.records[message_id]
            try:
                messages.append(_message(len(messages), record, line))
            except ValueError as exc:  # a field of the wrong type for the record models
                self.warn(line, f"unreadable message {message_id}: {exc}")
        _settle_background(messages)
        header = self.header
        first_prompt = next((m.text for m in messages if m.kind == MessageKind.PROMPT), "")
        model = next((m.model for m in messages if m.model), None)
        parent: str | None = None
        if header.kind == "subagent" and self.path.parent.name != "chats":
            parent = self.path.parent.name
        session = Session(
            id=header.session_id or logical_name(self.path).split(".")[0],
            format=FORMAT,
            format_version=self.variant,
            source_path=str(self.path),
            title=header.summary or first_line(first_prompt),
            cwd=header.directories[0] if header.directories else None,
            agent="subagent" if header.kind == "subagent" else None,
            model=model,
            started_at=header.started_at or (messages[0].timestamp if messages else None),
            ended_at=header.ended_at or (messages[-1].timestamp if messages else None),
            parent_session_id=parent,
        )
        return ParsedSession(session=session, messages=messages, warnings=self.warnings)


def _read_json(
    path: Path, document: dict[str, object], warnings: list[ReadWarning]
) -> ParsedSession:
    builder = _Builder(path, warnings, "json")
    builder.header.update(document)
    for index, record in enumerate(as_list(document.get("messages")), start=1):
        builder.add(index, record)
    return builder.finish()


def _read_jsonl(path: Path, data: bytes, warnings: list[ReadWarning]) -> ParsedSession:
    builder = _Builder(path, warnings, "jsonl")
    for line_no, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        try:
            record = orjson.loads(raw)
        except orjson.JSONDecodeError as exc:
            builder.warn(line_no, f"invalid JSON: {exc}")
            continue
        if not isinstance(record, dict):
            builder.warn(line_no, f"expected a JSON object, got {type(record).__name__}")
        elif isinstance(record.get("$rewindTo"), str):
            continue  # rewound messages are kept (module docstring)
        elif isinstance(record.get("id"), str):
            builder.add(line_no, record)
        elif isinstance(record.get("$set"), dict):
            update = as_dict(record["$set"])
            builder.header.update(update)
            for message in as_list(update.get("messages")):
                builder.add(line_no, message, replace=False)
        elif "sessionId" in record:
            builder.header.update(record)
        else:
            builder.warn(line_no, "not a metadata, message, $set or $rewindTo record")
    return builder.finish()


def _has_chat_file(log_path: Path, session_id: str) -> bool:
    short = session_id[:8]
    for folder in (log_path.parent / "chats", log_path.parent):
        if not folder.is_dir():
            continue
        for candidate in folder.iterdir():
            match = _CHAT_NAME.search(candidate.name)
            if match and match.group(1) == short:
                return True
    return False


def _read_prompt_log(
    path: Path, entries: list[object], warnings: list[ReadWarning]
) -> Iterator[ParsedSession]:
    by_session: dict[str, list[tuple[int, dict[str, object]]]] = {}
    for index, entry in enumerate(entries, start=1):
        entry_dict = as_dict(entry)
        session_id = as_str(entry_dict.get("sessionId"))
        if not session_id or not isinstance(entry_dict.get("message"), str):
            warnings.append(
                ReadWarning(path=str(path), line=index, message="expected {sessionId, message}")
            )
            continue
        by_session.setdefault(session_id, []).append((index, entry_dict))
    for session_id, items in by_session.items():
        if _has_chat_file(path, session_id):
            continue
        # File-level warnings go with the first session only, so they are counted once.
        session_warnings, warnings = warnings, []
        messages = [
            Message(
                seq=seq,
                native_id=str(entry.get("messageId", seq)),
                role=Role.USER,
                kind=MessageKind.PROMPT if entry.get("type") == "user" else MessageKind.META,
                text=as_str(entry.get("message")) or "",
                timestamp=as_str(entry.get("timestamp")),
                source_line=index,
            )
            for seq, (index, entry) in enumerate(items)
        ]
        first = next((m.text for m in messages if m.kind == MessageKind.PROMPT), "")
        session = Session(
            id=session_id,
            format=FORMAT,
            format_version="logs",
            source_path=str(path),
            title=first_line(first),
            started_at=messages[0].timestamp,
            ended_at=messages[-1].timestamp,
        )
        yield ParsedSession(session=session, messages=messages, warnings=session_warnings)


def read(path: Path) -> Iterator[ParsedSession]:
    """Read a Gemini CLI chat file (JSON or JSONL) or ``logs.json`` (plain, .gz or .zst)."""
    warnings: list[ReadWarning] = []
    data = read_bytes(path, warnings)
    try:
        document = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        first = data.lstrip().split(b"\n", 1)[0]
        try:
            orjson.loads(first)
        except orjson.JSONDecodeError:
            # Neither a whole JSON document nor JSONL: a truncated legacy JSON file.
            warnings.append(
                ReadWarning(path=str(path), line=exc.lineno, message=f"invalid JSON: {exc}")
            )
            yield _Builder(path, warnings, "json").finish()
            return
        yield _read_jsonl(path, data, warnings)
        return
    if isinstance(document, list):
        yield from _read_prompt_log(path, document, warnings)
    elif isinstance(document, dict) and "messages" in document:
        yield _read_json(path, document, warnings)
    else:
        # A one-line JSONL file holds only its metadata record.
        yield _read_jsonl(path, data, warnings)


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Gemini CLI chat recordings (JSON and JSONL) and logs.json prompt logs",
)
