"""Gemini CLI saved chats: ``/chat save <tag>`` writes
``~/.gemini/tmp/<project hash>/checkpoint-<tag>.json``.

``/chat save`` writes the model's conversation history, gemini-cli's ``Content[]`` (the Gemini
API's own shape), as one JSON document: a bare list ``[{role, parts}, …]`` (gemini-cli of 2025)
or ``{"history": [...], "authType": …}`` (later builds). Each element is a turn:

* ``role: "user"``: ``text`` parts (what was typed, ``@file`` contents expanded, or the CLI's
  own context preamble) or ``functionResponse`` parts ``{id, name, response: {output} |
  {error}}`` answering the previous model turn's calls;
* ``role: "model"``: ``text`` parts (``thought: true`` ones are reasoning) and
  ``functionCall`` parts ``{name, args, id?}``.

The same history is in the **client error reports** gemini-cli writes when an API request
fails (``gemini-client-error-<where>-<time>.json`` in the temp folder, sometimes committed):
``{"error": {message, stack}, "context": [turns]}``, whose last element is the request that
failed as it was sent (a string, a list of strings or a list of parts: read as a user turn);
the error itself ends the session as an ``error`` message. Messages are named ``context:N``.

Design choices:

* **Nothing but the history is recorded**: no session id, no timestamps, no message ids. The
  session id is the file's tag (with the project-hash directory when the file sits in one, so
  two projects' ``checkpoint-dev.json`` stay two sessions); each element is one message with
  native id ``msg:N`` (0-based index in the list). Times come only from the tool-call ids
  gemini-cli makes, ``<tool>-<epoch ms>-<random>``: the call's start, also the message's.
* **A call's native id is the id of its response** when the call part carries none (older
  builds put the id only on the ``functionResponse``). Responses are joined to calls by id,
  else to the oldest unanswered call of the same tool name.
* Responses are their own elements, so they become ``tool_result`` messages as well as the
  call's ``result_text``. Shell results have the chat recordings' text layout, read by
  :mod:`sessgraph.formats._gemini_tools` (exit code from ``Exit Code: N``); a response
  ``{error: "[Operation Cancelled] …"}`` is a call that never ran or was stopped
  (``interrupted``), any other ``error`` a refusal or tool failure (``error``).
* **A save whose calls a chat recording already holds is not read twice.** gemini-cli also
  records every session in ``chats/session-*.json[l]`` beside the saves, with the same call ids;
  a save whose first call id appears in one of those files yields no session (the recording is
  the fuller copy: ids, times, thoughts), as ``logs.json`` prompts are skipped for recorded
  sessions. A save without tool calls cannot be matched and is read.
* The first user turn is the CLI's context preamble ("This is the Gemini CLI. We are setting up
  the context for our chat."): a ``meta`` message, whose working directory becomes the
  session's ``cwd``.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats import _gemini_tools as tools
from sessgraph.formats._io import (
    TooLargeError,
    as_dict,
    as_list,
    as_str,
    complete_array_items,
    first_line,
    logical_name,
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

FORMAT = "gemini-checkpoint"
_HEAD = re.compile(
    rb'\A\s*(?:\{\s*"history"\s*:\s*)?\[\s*\{\s*"role"\s*:\s*"(?:user|model)"\s*,\s*"parts"\s*:'
)
# A client error report: gemini-cli writes ``gemini-client-error-<where>-<time>.json`` when an API
# request fails, holding the error and the conversation sent with it.
_ERROR_HEAD = re.compile(rb'\A\s*\{\s*"error"\s*:\s*\{')
_CONTEXT = re.compile(rb'"context"\s*:\s*\[\s*\{\s*"role"\s*:')
_PREAMBLE = "This is the Gemini CLI. We are setting up the context for our chat."
_PREAMBLE_CWD = re.compile(r"I'm currently working in the directory: (\S[^\n]*)")
_CALL_ID_TIME = re.compile(r"-(1[5-9]\d{11})-[0-9a-z]+\Z")
_CANCELLED = "[Operation Cancelled]"
_HASH_DIR = re.compile(r"\A[0-9a-f]{64}\Z")


def detect(path: Path, head: bytes) -> bool:
    """A JSON list of ``{role, parts}`` turns, bare or under ``history``; or a client error
    report ``{error: {…}, context: [turns]}``."""
    head = head.removeprefix(b"\xef\xbb\xbf")
    if _HEAD.match(head) is not None:
        return True
    return _ERROR_HEAD.match(head) is not None and _CONTEXT.search(head) is not None


def _call_time(call_id: str | None) -> str | None:
    """The start time gemini-cli wrote into a call id (``<tool>-<epoch ms>-<random>``)."""
    match = _CALL_ID_TIME.search(call_id or "")
    if match is None:
        return None
    moment = datetime.fromtimestamp(int(match.group(1)) / 1000, tz=UTC)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _response_text(response: dict[str, object]) -> tuple[str, str]:
    """(text, status) of a ``functionResponse.response`` object."""
    error = response.get("error")
    if isinstance(error, str):
        return error, "cancelled" if error.startswith(_CANCELLED) else "error"
    value = response.get("output", response.get("content"))
    if isinstance(value, str):
        return value, "success"
    return orjson.dumps(response).decode(), "success"


class HistoryBuilder:
    """Messages and tool calls of one ``Content[]`` history, turn by turn (also used by
    :mod:`sessgraph.formats.gemini_markdown` for the same history shared as Markdown)."""

    def __init__(self, path: Path, warnings: list[ReadWarning], format_name: str = FORMAT) -> None:
        self.path = path
        self.format_name = format_name
        self.warnings = warnings
        self.messages: list[Message] = []
        self.unanswered: deque[ToolCall] = deque()
        self.abandoned: list[ToolCall] = []
        self.by_id: dict[str, ToolCall] = {}
        self.call_message: dict[int, int] = {}  # id(call) -> position of its model message
        self.cwd: str | None = None
        # Messages are named by their index in the document's list: ``msg:N`` in a save,
        # ``context:N`` (the list's own key) in an error report; ``line:N`` in Markdown.
        self.id_prefix = "msg"

    def warn(self, index: int, message: str) -> None:
        self.warnings.append(ReadWarning(path=str(self.path), line=index + 1, message=message))

    def add(self, index: int, role: Role, kind: MessageKind, text: str, **fields: object) -> None:
        self.messages.append(
            Message(
                seq=len(self.messages),
                native_id=f"{self.id_prefix}:{index}",
                role=role,
                kind=kind,
                text=text,
                source_line=index + 1,
                **fields,
            )
        )

    def turn(self, index: int, turn: object) -> None:
        turn_dict = as_dict(turn)
        role = as_str(turn_dict.get("role"))
        parts = [as_dict(part) for part in as_list(turn_dict.get("parts"))]
        if role == "model":
            self._model(index, parts)
        elif role == "user":
            self._user(index, parts)
        else:
            self.warn(index, f"expected a turn with role 'user' or 'model', got {role!r}")

    def _model(self, index: int, parts: list[dict[str, object]]) -> None:
        texts: list[str] = []
        thoughts: list[str] = []
        calls: list[ToolCall] = []
        for part in parts:
            text = as_str(part.get("text"))
            if text is not None:
                (thoughts if part.get("thought") is True else texts).append(text)
            raw = part.get("functionCall")
            if isinstance(raw, dict):
                call = ToolCall(
                    native_id=as_str(raw.get("id")),
                    name=as_str(raw.get("name")) or "unknown",
                    input=as_dict(raw.get("args")),
                )
                calls.append(call)
                self.call_message[id(call)] = len(self.messages)
                if call.native_id:
                    self.by_id[call.native_id] = call
                self.unanswered.append(call)
        if calls:
            kind = MessageKind.TOOL_CALL
        elif thoughts and not "".join(texts).strip():
            kind = MessageKind.REASONING
        else:
            kind = MessageKind.TEXT
        self.add(index, Role.ASSISTANT, kind, "\n\n".join([*thoughts, *texts]), tool_calls=calls)

    def _user(self, index: int, parts: list[dict[str, object]]) -> None:
        texts: list[str] = []
        results: list[str] = []
        timestamp: str | None = None
        for part in parts:
            text = as_str(part.get("text"))
            if text is not None:
                texts.append(text)
            response = part.get("functionResponse")
            if isinstance(response, dict):
                result, call_time = self._answer(index, response)
                results.append(result)
                timestamp = timestamp or call_time
        text = "".join(texts)
        if not results and text.strip():
            # The API takes a call's response only in the turn right after it: calls still
            # unanswered when the user types instead were never answered (cancelled with no
            # record), and a later response belongs to a later call of the same name.
            self.abandoned.extend(self.unanswered)
            self.unanswered.clear()
        if results:
            body = "\n\n".join([*results, text] if text.strip() else results)
            self.add(index, Role.TOOL, MessageKind.TOOL_RESULT, body, timestamp=timestamp)
        elif text.lstrip().startswith(_PREAMBLE):
            match = _PREAMBLE_CWD.search(text)
            self.cwd = self.cwd or (match.group(1).strip() if match else None)
            self.add(index, Role.USER, MessageKind.META, text)
        else:
            kind = MessageKind.PROMPT if text.strip() else MessageKind.META
            self.add(index, Role.USER, kind, text)

    def _answer(self, index: int, response: dict[str, object]) -> tuple[str, str | None]:
        """Join one ``functionResponse`` to its call; (result text, the call's start time)."""
        response_id = as_str(response.get("id"))
        name = as_str(response.get("name"))
        text, status = _response_text(as_dict(response.get("response")))
        call = self.by_id.pop(response_id, None) if response_id else None
        if call is None:
            call = next((c for c in self.unanswered if not c.native_id and c.name == name), None)
        if call is None:
            self.warn(index, f"a {name or 'tool'} response without a call before it")
            return text, _call_time(response_id)
        self.unanswered.remove(call)
        call.native_id = call.native_id or response_id
        call.result_text = text
        call.status = status
        call.is_error = status != "success"
        args = as_dict(call.input)
        started = _call_time(call.native_id)
        if call.name in tools.SHELL_TOOLS:
            call.command = tools.shell_command(args, text, status, started)
        call.edits = tools.file_edits(call.name, args, {"status": status})
        position = self.call_message[id(call)]
        message = self.messages[position]
        if message.timestamp is None and started is not None:
            self.messages[position] = message.model_copy(update={"timestamp": started})
        return text, started

    def finish(self) -> ParsedSession:
        for call in [*self.abandoned, *self.unanswered]:
            if call.name in tools.SHELL_TOOLS:
                call.command = tools.shell_command(as_dict(call.input), None, None, None)
        stem = logical_name(self.path).split(".")[0]
        parent = self.path.parent.name
        session_id = f"{parent}/{stem}" if _HASH_DIR.match(parent) else stem
        times = [m.timestamp for m in self.messages if m.timestamp]
        prompt = next((m.text for m in self.messages if m.kind == MessageKind.PROMPT), "")
        session = Session(
            id=session_id,
            format=self.format_name,
            source_path=str(self.path),
            title=first_line(prompt),
            cwd=self.cwd,
            agent="gemini-cli",
            started_at=min(times) if times else None,
            ended_at=max(times) if times else None,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def _complete_turns(
    path: Path, data: bytes, error: orjson.JSONDecodeError, warnings: list[ReadWarning]
) -> list[object]:
    """The complete turns of a file that does not parse as a whole (cut short while written)."""
    text = data.decode("utf-8", errors="replace")
    start = text.find("[") + 1
    turns, failed_at = complete_array_items(text, start) if start else ([], 0)
    line = text.count("\n", 0, failed_at or 0) + 1
    message = f"invalid JSON after {len(turns)} turns (truncated file?): {error}"
    warnings.append(ReadWarning(path=str(path), line=line, message=message))
    return turns


def _request_turn(turn: object) -> object:
    """A turn of an error report's ``context``; its last element, the request that failed, may
    be what was sent rather than a turn: a string, a list of strings, a list of parts."""
    if isinstance(turn, str):
        return {"role": "user", "parts": [{"text": turn}]}
    if isinstance(turn, list):
        parts = [part if isinstance(part, dict) else {"text": str(part)} for part in turn]
        return {"role": "user", "parts": parts}
    return turn


def _recorded_in_chats(path: Path, call_id: str) -> bool:
    """Whether a chat recording beside the save (``chats/``) holds the call ``call_id``."""
    folder = path.parent / "chats"
    if not folder.is_dir():
        return False
    needle = call_id.encode()
    for candidate in sorted(folder.rglob("session-*.json*")):
        try:
            if candidate.is_file() and needle in read_bytes(candidate, []):
                return True
        except (OSError, TooLargeError):  # unreadable: that file is reported when it is read
            continue
    return False


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one saved chat (plain, .gz or .zst): one session, none when a chat recording
    beside it holds the same conversation (module docstring)."""
    warnings: list[ReadWarning] = []
    data = read_bytes(path, warnings)
    builder = HistoryBuilder(path, warnings)
    report: dict[str, object] | None = None  # a client error report: {error, context}
    try:
        document = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        history = _complete_turns(path, data, exc, warnings)
    else:
        if isinstance(document, dict) and "context" in document:
            report = document
        key = "context" if report is not None else "history"
        found = document.get(key) if isinstance(document, dict) else document
        history = found if isinstance(found, list) else []
        if not isinstance(found, list):
            builder.warn(0, "expected a list of turns (or {history: [...]})")
        if key == "context":
            history = [_request_turn(turn) for turn in history]
            builder.id_prefix = "context"
    for index, turn in enumerate(history):
        builder.turn(index, turn)
    if report is not None:
        error = as_dict(report.get("error"))
        text = as_str(error.get("message")) or orjson.dumps(report.get("error")).decode()
        builder.add(len(history), Role.SYSTEM, MessageKind.ERROR, f"API request failed: {text}")
    parsed = builder.finish()
    first_call = next((c.native_id for m in parsed.messages for c in m.tool_calls), None)
    if first_call and _recorded_in_chats(path, first_call):
        return
    yield parsed


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Gemini CLI saved chats (/chat save: checkpoint-<tag>.json)",
)
