"""Amazon Q Developer CLI conversations saved with ``/save <file>`` in ``q chat``.

The file is chat-cli's ``ConversationState`` serialized whole as one JSON object
(``cli/chat/conversation.rs``): ``conversation_id``, ``next_message`` (a user message built
but not yet sent: after a tool ran, its results), ``history``, ``valid_history_range``,
``transcript`` (the same chat as display strings, not read), ``tools``, ``context_manager``,
``latest_summary`` (what ``/compact`` left), ``model`` / ``model_info`` and more. Users commit
it under any name (``Last.md`` in the wild), so it is detected by content only: an object
whose first key is ``conversation_id``, or one holding ``conversation_id``, ``history`` and
chat-cli's ``env_context`` / ``valid_history_range``. A Markdown file never starts with ``{``.

Two layouts of ``history``, both read:

* since mid 2025 (``request_metadata`` added): ``{user, assistant, request_metadata}``;
* before: ``[user, assistant]`` pairs (no timestamps on assistant messages then).

``user.content`` is one of ``Prompt {prompt}`` → ``prompt``; ``ToolUseResults
{tool_use_results}`` → a ``tool_result`` message; ``CancelledToolUses {prompt?,
tool_use_results}`` → the cancelled uses' results, and a ``prompt`` when the user typed one
instead. ``assistant`` is ``Response {message_id, content}`` → ``text`` or ``ToolUse
{message_id, content, tool_uses}`` → ``tool_call``. A tool use is answered in a later user
part (the next turn's, the last turn's in ``next_message``); the results are put on the calls
(:mod:`sessgraph.formats._amazon_q_tools`). ``latest_summary`` becomes a
``compaction_summary`` before the turns that followed it.

Native ids: ``history:N`` (0-based turn) for a user part, ``next_message`` for the unsent one,
the assistant's ``message_id``, and the tool use ``id`` (``tooluse_…``) for a call.
``source_line`` is the 1-based turn. Times: a prompt's own ``timestamp`` (RFC 3339 with the
user's offset and nanoseconds, turned into UTC); otherwise the turn's ``request_metadata``
(``request_start_timestamp_ms`` for the user part, ``stream_end_timestamp_ms`` for the
assistant). The working directory is the user part's ``env_context.env_state``.

Memory: the file is read whole (one JSON document), so it is refused past
:data:`sessgraph.formats._io.MAX_WHOLE_BYTES` decompressed, as the other whole-JSON readers
are. A file cut short keeps the complete turns before the damage, with a warning naming the
line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats import _amazon_q_tools as tools
from sessgraph.formats._io import (
    as_dict,
    as_list,
    as_str,
    complete_array_items,
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

FORMAT = "amazon-q"
_FIRST_KEY = re.compile(rb'\{\s*"conversation_id"\s*:')
# Where the history list starts. Inside a JSON string a quote is escaped, so this key cannot
# be matched there.
_HISTORY_KEY = re.compile(r'(?<!\\)"history"\s*:\s*\[')
_CONVERSATION_ID = re.compile(r'"conversation_id"\s*:\s*"([^"\\]{1,200})"')
_FRACTION = re.compile(r"(\.\d{6})\d+")


def detect(path: Path, head: bytes) -> bool:
    """A saved ``ConversationState`` object (module docstring), whatever the file is called."""
    stripped = head.lstrip()
    if not stripped.startswith(b"{"):
        return False
    if _FIRST_KEY.match(stripped):
        return True
    return (
        b'"conversation_id"' in head
        and b'"history"' in head
        and (b'"env_context"' in head or b'"valid_history_range"' in head)
    )


def _utc(value: object) -> str | None:
    """An RFC 3339 time with any offset (nanoseconds allowed) as ISO 8601 UTC."""
    text = as_str(value)
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(_FRACTION.sub(r"\1", text.replace("Z", "+00:00")))
    except ValueError:
        return None
    if moment.tzinfo is None:
        return None
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


def _variant(content: dict[str, object]) -> tuple[str, dict[str, object]]:
    """(variant name, its fields) of a serde externally tagged enum value."""
    for name, fields in content.items():
        return name, as_dict(fields)
    return "", {}


class _Builder:
    """Turns the turns of one conversation into messages, pairing tool uses with results."""

    def __init__(self, path: Path, warnings: list[ReadWarning]) -> None:
        self.path = path
        self.warnings = warnings
        self.messages: list[Message] = []
        self.pending: dict[str, ToolCall] = {}
        self.cwd: str | None = None  # the session's: the first one recorded
        self.current_cwd: str | None = None  # the latest user part's, for the next tool uses
        self.model: str | None = None
        self.next_line: int | None = None  # where ``next_message`` is, for its warnings

    def warn(self, where: str, message: str) -> None:
        line = self.next_line if where == "next_message" else None
        text = f"{where}: {message}"
        self.warnings.append(ReadWarning(path=str(self.path), line=line, message=text))

    def _add(
        self,
        role: Role,
        kind: MessageKind,
        text: str,
        native_id: str | None,
        timestamp: str | None,
        line: int | None,
        *,
        model: str | None = None,
        tool_calls: list[ToolCall] | None = None,
    ) -> None:
        self.messages.append(
            Message(
                seq=len(self.messages),
                native_id=native_id,
                role=role,
                kind=kind,
                text=text,
                timestamp=timestamp,
                model=model,
                source_line=line,
                tool_calls=tool_calls or [],
            )
        )

    def summary(self, value: object) -> None:
        """``latest_summary``: a string (older) or ``[summary, request_metadata]``."""
        items = as_list(value)
        text = as_str(items[0]) if items else as_str(value)
        if text:
            metadata = as_dict(items[1]) if len(items) > 1 else {}
            stamp = ms_to_iso(metadata.get("stream_end_timestamp_ms"))
            self._add(
                Role.USER, MessageKind.COMPACTION_SUMMARY, text, "latest_summary", stamp, None
            )

    def turn(self, index: int, entry: object) -> None:
        """One ``history`` entry: an object (current) or a ``[user, assistant]`` pair."""
        where = f"history[{index}]"
        if isinstance(entry, list) and len(entry) == 2:
            user, assistant, metadata = as_dict(entry[0]), as_dict(entry[1]), {}
        elif isinstance(entry, dict):
            user = as_dict(entry.get("user"))
            assistant = as_dict(entry.get("assistant"))
            metadata = as_dict(entry.get("request_metadata"))
        else:
            self.warn(where, "expected a {user, assistant} object or a [user, assistant] pair")
            return
        started = ms_to_iso(metadata.get("request_start_timestamp_ms"))
        self.user(where, f"history:{index}", index + 1, user, started)
        model = as_str(metadata.get("model_id"))
        self.model = self.model or model
        ended = ms_to_iso(metadata.get("stream_end_timestamp_ms")) or started
        self.assistant(where, index + 1, assistant, ended, model)

    def user(
        self, where: str, native_id: str, line: int, user: dict[str, object], sent_at: str | None
    ) -> None:
        """One user part: a prompt, tool results, or cancelled tool uses."""
        env = as_dict(as_dict(user.get("env_context")).get("env_state"))
        cwd = as_str(env.get("current_working_directory"))
        self.cwd = self.cwd or cwd
        self.current_cwd = cwd or self.current_cwd
        timestamp = _utc(user.get("timestamp")) or sent_at
        variant, fields = _variant(as_dict(user.get("content")))
        if variant == "Prompt":
            text = as_str(fields.get("prompt")) or ""
            self._add(Role.USER, MessageKind.PROMPT, text, native_id, timestamp, line)
            return
        if variant not in ("ToolUseResults", "CancelledToolUses"):
            if user:
                self.warn(where, f"unknown user message content {variant or user.get('content')!r}")
            return
        cancelled = variant == "CancelledToolUses"
        results = as_list(fields.get("tool_use_results"))
        texts = [self.result(where, raw, cancelled) for raw in results]
        prompt = as_str(fields.get("prompt")) if cancelled else None
        if prompt:
            self._add(Role.USER, MessageKind.PROMPT, prompt, native_id, timestamp, line)
        else:
            joined = "\n\n".join(texts)
            self._add(Role.TOOL, MessageKind.TOOL_RESULT, joined, native_id, timestamp, line)

    def result(self, where: str, raw: object, cancelled: bool) -> str:
        """Put one ``ToolUseResult`` on its call; return its text."""
        result = as_dict(raw)
        text = tools.result_text(result)
        use_id = as_str(result.get("tool_use_id"))
        call = self.pending.pop(use_id, None) if use_id else None
        if call is None:
            self.warn(where, f"result for a tool use not seen before: {use_id!r}")
            return text
        if cancelled:
            outcome = tools.Outcome.CANCELLED
        elif result.get("status") == "Success":
            outcome = tools.Outcome.OK
        else:
            outcome = tools.Outcome.ERROR
        tools.apply_result(call, result, outcome)
        return text

    def assistant(
        self, where: str, line: int, assistant: dict[str, object], at: str | None, model: str | None
    ) -> None:
        variant, fields = _variant(assistant)
        if variant not in ("Response", "ToolUse"):
            self.warn(where, f"unknown assistant message {variant or None!r}")
            return
        calls = [self.tool_use(raw, at) for raw in as_list(fields.get("tool_uses"))]
        self._add(
            Role.ASSISTANT,
            MessageKind.TOOL_CALL if calls else MessageKind.TEXT,
            as_str(fields.get("content")) or "",
            as_str(fields.get("message_id")),
            at,
            line,
            model=model,
            tool_calls=calls,
        )

    def tool_use(self, raw: object, at: str | None) -> ToolCall:
        use = as_dict(raw)
        name = as_str(use.get("name")) or as_str(use.get("orig_name")) or "unknown"
        args = use.get("args")
        call = ToolCall(
            native_id=as_str(use.get("id")),
            name=name,
            input=args if isinstance(args, (dict, list, str)) else None,
        )
        if name in tools.SHELL_TOOLS:
            call.command = tools.shell_command(as_dict(args), self.current_cwd, at)
        if call.native_id:
            self.pending[call.native_id] = call
        return call

    def finish(self, document: dict[str, object], variant: str) -> ParsedSession:
        model_info = as_dict(document.get("model_info"))
        model = as_str(model_info.get("model_id")) or as_str(document.get("model")) or self.model
        first_prompt = next((m.text for m in self.messages if m.kind == MessageKind.PROMPT), "")
        stamps = [m.timestamp for m in self.messages if m.timestamp]
        session = Session(
            id=as_str(document.get("conversation_id")) or logical_name(self.path).split(".")[0],
            format=FORMAT,
            format_version=variant,
            source_path=str(self.path),
            title=first_line(first_prompt),
            cwd=self.cwd,
            model=model,
            started_at=min(stamps) if stamps else None,
            ended_at=max(stamps) if stamps else None,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def _key_line(data: bytes, key: bytes) -> int | None:
    """The 1-based line of a top-level key's first occurrence (for warnings)."""
    found = re.search(rb'(?<!\\)"' + key + rb'"\s*:', data)
    return data.count(b"\n", 0, found.start()) + 1 if found else None


def _history_before_error(
    text: str, warnings: list[ReadWarning], path: Path, error: orjson.JSONDecodeError
) -> tuple[dict[str, object], list[object]]:
    """(header, complete turns) of a file cut short or damaged: what precedes the error."""
    header: dict[str, object] = {}
    found = _CONVERSATION_ID.search(text, 0, 4096)
    if found:
        header["conversation_id"] = found.group(1)
    start = _HISTORY_KEY.search(text)
    turns = complete_array_items(text, start.end())[0] if start else []
    warnings.append(
        ReadWarning(
            path=str(path),
            line=error.lineno,
            message=f"invalid JSON (file cut short?), {len(turns)} complete turns kept: {error}",
        )
    )
    return header, turns


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one saved Amazon Q Developer CLI conversation (plain, .gz or .zst)."""
    warnings: list[ReadWarning] = []
    data = read_bytes(path, warnings)
    try:
        parsed = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        text = data.decode("utf-8", errors="replace")
        document, turns = _history_before_error(text, warnings, path, exc)
        next_message: object = None
    else:
        if not isinstance(parsed, dict):
            expected = "expected a JSON object (a saved conversation)"
            warnings.append(ReadWarning(path=str(path), line=1, message=expected))
            parsed = {}
        document = parsed
        turns = as_list(document.get("history"))
        if "history" in document and not isinstance(document.get("history"), list):
            line = _key_line(data, b"history")
            warnings.append(
                ReadWarning(path=str(path), line=line, message="history: expected a list of turns")
            )
        next_message = document.get("next_message")
    builder = _Builder(path, warnings)
    builder.summary(document.get("latest_summary"))
    for index, entry in enumerate(turns):
        builder.turn(index, entry)
    if isinstance(next_message, dict):
        builder.next_line = _key_line(data, b"next_message")
        builder.user("next_message", "next_message", len(turns) + 1, next_message, None)
    pairs = any(isinstance(entry, list) for entry in turns)
    yield builder.finish(document, "history-pairs" if pairs else "history-entries")


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Amazon Q Developer CLI conversation saved with /save (JSON, any file name)",
)
