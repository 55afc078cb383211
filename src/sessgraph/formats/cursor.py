"""Cursor agent transcripts (Cursor CLI ``cursor-agent`` / Composer agent JSONL).

Where: ``~/.cursor/projects/<project-slug>/agent-transcripts/<id>/<id>.jsonl`` (older builds:
``agent-transcripts/<id>.jsonl``), subagents in ``<id>/subagents/<sub-id>.jsonl``. One file is
one session; its id is the file name's stem, and a subagent's ``parent_session_id`` is the
directory above ``subagents/`` (its messages are sidechains).

What the format is. No Cursor documentation describes these files and the sessgraph corpus has
none, so the shape below comes from third-party readers and test fixtures that quote real
transcripts (ctx-agent's cursor adapter, codeburn's cursor-agent provider, a fixture recorded
from CLI build 2026.07.20, and several import tools), which agree with each other:

* lines ``{"role": "user"|"assistant", "message": {"content": [blocks]}}`` (content may also be
  a string), with no ids, no timestamps, no model and no token counts;
* assistant blocks ``{"type": "text"}`` and ``{"type": "tool_use", "name", "input"}`` (an ``id``
  only sometimes); one assistant line per step, so each line is one :class:`Message`;
* user text wrapped as ``<timestamp>Thursday, Jul 23, 2026, 1:18 PM (UTC+9)</timestamp>`` and
  ``<user_query>…</user_query>``: the query is the ``prompt`` text (wrappers removed) and the
  timestamp, converted to UTC, its ``timestamp``; it is the only time in the file, so the
  session's ``started_at`` is the first one and ``ended_at`` stays null;
* ``{"type": "turn_ended", "status": "success"|"error", "error": "…"}`` after each turn: an
  error becomes a ``system`` / ``error`` message, success lines are skipped;
* tool output is NOT written: transcripts hold the calls only. So ``result_text`` stays null,
  and every ``Shell`` command has ``exit_code`` null and status ``unknown``.

Tools seen: ``Shell`` (``command``, ``description``, ``working_directory`` → ``cwd``,
``block_until_ms``), ``StrReplace`` (``path``, ``old_string``, ``new_string`` → an ``edit``
counted with a line diff), ``Write`` (``path``, ``contents`` → a ``write``, all lines added),
``Read``, ``Grep``, ``Glob``, ``Delete`` (no edit recorded: a deletion has no line counts),
``CallMcpTool``. The edits are what the agent asked for; with no results recorded, an edit
Cursor refused cannot be told apart.

Inferred, not seen in any quoted transcript: results in Claude-shaped ``tool_result`` blocks on
a user line, or in ``{"role": "tool"}`` lines. They are read defensively (a ``tool`` /
``tool_result`` message, paired with the call by ``tool_use_id`` or else with the oldest
unanswered call, filling ``result_text`` and the command's ``output``); an exit code is taken
only from an explicit integer ``exitCode`` / ``exit_code`` field, never from the text. The older
plain-text ``.txt`` transcripts and the ``~/.cursor/chats/**/store.db`` blob store are not read.
A malformed line is a :class:`ReadWarning` with its number; the other lines are still read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats._io import (
    as_dict,
    as_list,
    as_str,
    first_line,
    iter_json_lines,
    logical_name,
)
from sessgraph.formats._text_edits import diff_line_counts, line_count
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

FORMAT = "cursor"
SHELL_TOOLS = frozenset({"Shell", "run_terminal_cmd"})
REPLACE_TOOLS = frozenset({"StrReplace", "search_replace"})
WRITE_TOOLS = frozenset({"Write"})
_ROLES = frozenset({"user", "assistant", "tool"})
_CLAUDE_KEYS = ("sessionId", "uuid", "parentUuid", "leafUuid")
_TIMESTAMP = re.compile(r"<timestamp>(.*?)</timestamp>", re.DOTALL)
_STAMP = re.compile(
    r"(?:\w+, )?(?P<date>\w{3} \d{1,2}, \d{4}), (?P<time>\d{1,2}:\d\d(?::\d\d)? [AP]M)"
    r"\s*\(UTC(?:(?P<sign>[+-])(?P<hours>\d{1,2})(?::?(?P<minutes>\d\d))?)?\)"
)
_QUERY_TAGS = re.compile(r"</?user_query>")
_REDACTED = "[REDACTED]"


def _looks_like_line(obj: dict[str, object]) -> bool | None:
    """True for a Cursor line, False for a line of another format, None if it says nothing."""
    if any(key in obj for key in _CLAUDE_KEYS):
        return False
    if obj.get("type") == "turn_ended" and "status" in obj:
        return True
    if as_str(obj.get("role")) in _ROLES and isinstance(obj.get("message"), dict):
        return "type" not in obj
    return None


def detect(path: Path, head: bytes) -> bool:
    """Cursor JSONL: top-level ``role`` + ``message`` lines (Claude Code nests the role)."""
    lines = head.splitlines()
    # The last line may be cut by the head's size limit, unless the head ends a line.
    complete = lines if head.endswith(b"\n") or len(lines) < 2 else lines[:-1]
    verdict = False
    for raw in complete[:20]:
        try:
            obj = orjson.loads(raw)
        except orjson.JSONDecodeError:
            continue
        if not isinstance(obj, dict):
            return False
        seen = _looks_like_line(obj)
        if seen is False:
            return False
        verdict = verdict or seen is True
    return verdict


def prompt_time(text: str) -> str | None:
    """The ``<timestamp>`` Cursor puts before a query, as an ISO 8601 UTC string."""
    tag = _TIMESTAMP.search(text)
    match = _STAMP.search(tag.group(1)) if tag else None
    if match is None:
        return None
    clock = match.group("time")
    pattern = "%b %d, %Y %I:%M:%S %p" if clock.count(":") == 2 else "%b %d, %Y %I:%M %p"
    try:
        local = datetime.strptime(f"{match.group('date')} {clock}", pattern)
    except ValueError:
        return None
    offset = timedelta(
        hours=int(match.group("hours") or 0), minutes=int(match.group("minutes") or 0)
    )
    if match.group("sign") == "-":
        offset = -offset
    moment = local.replace(tzinfo=timezone(offset)).astimezone(UTC)
    return moment.isoformat().replace("+00:00", "Z")


def _block_text(block: dict[str, object]) -> str | None:
    if block.get("type") in ("text", None):
        return as_str(block.get("text"))
    return None


def _content_blocks(content: object) -> list[dict[str, object]]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    return [as_dict(block) for block in as_list(content)]


def _result_text(content: object) -> str:
    if isinstance(content, str):
        return content
    parts = [as_str(as_dict(item).get("text")) for item in as_list(content)]
    return "\n".join(part for part in parts if part)


def _explicit_exit_code(*sources: dict[str, object]) -> int | None:
    for source in sources:
        for key in ("exitCode", "exit_code"):
            value = source.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                return value
    return None


def _set_enum(record: object, name: str, value: str) -> None:
    # Records keep enum values as plain strings (use_enum_values); assignment is unchecked.
    setattr(record, name, value)


def tool_call(block: dict[str, object]) -> ToolCall:
    """A ``tool_use`` block as a :class:`ToolCall`, with its command or file edit."""
    name = as_str(block.get("name")) or "unknown"
    raw_input = block.get("input")
    call_input = as_dict(raw_input)
    call = ToolCall(
        native_id=as_str(block.get("id")) or as_str(block.get("tool_use_id")),
        name=name,
        input=raw_input if isinstance(raw_input, (dict, list, str)) else None,
    )
    path = as_str(call_input.get("path")) or as_str(call_input.get("file_path"))
    if name in SHELL_TOOLS:
        call.command = Command(
            command=as_str(call_input.get("command")) or "",
            cwd=as_str(call_input.get("working_directory")) or as_str(call_input.get("cwd")),
            status=CommandStatus.UNKNOWN,
        )
    elif name in REPLACE_TOOLS and path:
        added, removed = diff_line_counts(
            as_str(call_input.get("old_string")) or "", as_str(call_input.get("new_string")) or ""
        )
        call.edits = [
            FileEdit(path=path, kind=EditKind.EDIT, lines_added=added, lines_removed=removed)
        ]
    elif name in WRITE_TOOLS and path:
        contents = as_str(call_input.get("contents")) or as_str(call_input.get("content")) or ""
        call.edits = [FileEdit(path=path, kind=EditKind.WRITE, lines_added=line_count(contents))]
    return call


class _SessionBuilder:
    """Turns the lines of one transcript into one ParsedSession (see the module docstring)."""

    def __init__(self, path: Path, warnings: list[ReadWarning]) -> None:
        self.path = path
        self.warnings = warnings
        self.messages: list[Message] = []
        self.pending: list[ToolCall] = []  # calls without a result, oldest first
        self.title: str | None = None
        self.model: str | None = None
        self.started_at: str | None = None
        self.is_subagent = path.parent.name == "subagents"

    def _add(
        self, line_no: int, role: Role, kind: MessageKind, text: str, timestamp: str | None = None
    ) -> Message:
        message = Message(
            seq=len(self.messages),
            role=role,
            kind=kind,
            text=text,
            timestamp=timestamp,
            is_sidechain=self.is_subagent,
            source_line=line_no,
        )
        self.messages.append(message)
        return message

    def feed(self, line_no: int, obj: dict[str, object]) -> None:
        if obj.get("type") == "turn_ended":
            self._turn_ended(line_no, obj)
            return
        role = obj.get("role")
        payload = as_dict(obj.get("message"))
        if role == "user":
            self._user(line_no, payload)
        elif role == "assistant":
            self._assistant(line_no, obj, payload)
        elif role == "tool":
            self._tool_line(line_no, payload)
        else:
            self.warnings.append(
                ReadWarning(
                    path=str(self.path),
                    line=line_no,
                    message="expected a line with role user/assistant/tool or type turn_ended",
                )
            )

    def _turn_ended(self, line_no: int, obj: dict[str, object]) -> None:
        if obj.get("status") == "success":
            return
        error = as_str(obj.get("error")) or f"turn ended: {as_str(obj.get('status')) or '?'}"
        self._add(line_no, Role.SYSTEM, MessageKind.ERROR, error)

    def _user(self, line_no: int, payload: dict[str, object]) -> None:
        blocks = _content_blocks(payload.get("content"))
        results = [block for block in blocks if block.get("type") == "tool_result"]
        if results:
            texts = [self._result(block, block) for block in results]
            self._add(line_no, Role.TOOL, MessageKind.TOOL_RESULT, "\n\n".join(texts))
            return
        raw = "\n\n".join(text for text in map(_block_text, blocks) if text)
        timestamp = prompt_time(raw)
        text = _QUERY_TAGS.sub("", _TIMESTAMP.sub("", raw)).strip()
        is_query = "<user_query>" in raw or not text.startswith("<")
        kind = MessageKind.PROMPT if text and is_query else MessageKind.META
        self._add(line_no, Role.USER, kind, text, timestamp)
        if timestamp and self.started_at is None:
            self.started_at = timestamp
        if kind == MessageKind.PROMPT and self.title is None:
            self.title = first_line(text)

    def _assistant(self, line_no: int, obj: dict[str, object], payload: dict[str, object]) -> None:
        texts: list[str] = []
        thoughts: list[str] = []
        calls: list[ToolCall] = []
        for block in _content_blocks(payload.get("content")):
            block_type = block.get("type")
            if block_type == "tool_use":
                calls.append(tool_call(block))
            elif block_type in ("thinking", "reasoning"):
                thought = as_str(block.get("thinking")) or as_str(block.get("text"))
                if thought:
                    thoughts.append(thought)
            else:
                text = _block_text(block)
                # Cursor writes [REDACTED] where it withholds the model's reasoning.
                text = text.replace(_REDACTED, "").strip() if text else ""
                if text:
                    texts.append(text)
        if calls:
            kind = MessageKind.TOOL_CALL
        elif texts or not thoughts:
            kind = MessageKind.TEXT
        else:
            kind = MessageKind.REASONING
        message = self._add(line_no, Role.ASSISTANT, kind, "\n\n".join(thoughts + texts))
        message.model = as_str(payload.get("model")) or as_str(obj.get("model"))
        self.model = self.model or message.model
        message.tool_calls = calls
        self.pending.extend(calls)

    def _tool_line(self, line_no: int, payload: dict[str, object]) -> None:
        text = self._result(payload, payload)
        self._add(line_no, Role.TOOL, MessageKind.TOOL_RESULT, text)

    def _result(self, block: dict[str, object], fields: dict[str, object]) -> str:
        """Pair one result with its call (by id, else the oldest open call); return its text."""
        text = _result_text(block.get("content"))
        call_id = as_str(block.get("tool_use_id"))
        call = next((c for c in self.pending if call_id and c.native_id == call_id), None)
        if call is None and self.pending and not call_id:
            call = self.pending[0]
        if call is None:
            return text
        self.pending.remove(call)
        is_error = block.get("is_error") is True
        call.result_text = text
        call.is_error = is_error
        call.status = "error" if is_error else "ok"
        if call.command is not None:
            call.command.output = text
            exit_code = _explicit_exit_code(block, fields)
            if exit_code is not None:
                call.command.exit_code = exit_code
                status = CommandStatus.OK if exit_code == 0 else CommandStatus.FAILED
                _set_enum(call.command, "status", status.value)
            call.status = str(call.command.status)
        return text

    def finish(self) -> ParsedSession:
        stem = logical_name(self.path).removesuffix(".jsonl")
        parent = self.path.parent.parent.name if self.is_subagent else None
        session = Session(
            id=stem,
            format=FORMAT,
            source_path=str(self.path),
            title=self.title,
            agent="subagent" if self.is_subagent else None,
            model=self.model,
            started_at=self.started_at,
            parent_session_id=parent or None,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one Cursor agent transcript (plain, .gz or .zst) into one session."""
    warnings: list[ReadWarning] = []
    builder = _SessionBuilder(path, warnings)
    for line_no, obj in iter_json_lines(path, warnings):
        builder.feed(line_no, obj)
    yield builder.finish()


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Cursor agent transcript JSONL (~/.cursor/projects/*/agent-transcripts)",
)
