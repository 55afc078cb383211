"""opencode Markdown exports: the TUI's ``/export`` (and "copy transcript") output.

opencode writes the file from its message and part records (``formatTranscript`` in the TUI's
``util/transcript.ts``); the layout is fixed:

* a header: ``# <title>``, ``**Session ID:** ses_…``, ``**Created:** …``, ``**Updated:** …``
  (``toLocaleString()``: local time in the exporter's locale), then a ``---`` line. The
  en-US form (``3/29/2026, 6:29:06 PM``) gives ``started_at`` / ``ended_at``, stored as
  written (no zone, like aider's); other locales are not guessed at;
* per message a heading ``## User`` or ``## Assistant (<Agent> · <model name> · <N.N>s)``
  (plain ``## Assistant`` when the metadata option is off), its parts, and a ``---`` line;
* parts: text as written; ``_Thinking:_`` then the reasoning (when thinking is shown);
  ``**Tool: <name>**`` followed, when tool details are shown, by ``**Input:**`` and a ```json
  block (the input, ``JSON.stringify(input, null, 2)``), then ``**Output:**`` (a completed
  call with output) or ``**Error:**`` (a failed call) and a ``` block with the text as-is.
  Synthetic text parts, files, step and compaction parts are not written.

How it maps onto records. A heading starts a message only after a ``---`` line (or the
header), so a ``## User`` inside a reply stays text. One :class:`Message` per heading, except
that a tool part after the first one (or text after a tool) starts a new assistant message at
its own line, so every tool call has a position of its own; the first tool joins the text
before it, as in opencode's JSON records. ``source_line`` is the 1-based line of the heading
(for a heading's first message) or of the ``**Tool:`` / first text line. Reasoning and text
are both plain paragraphs, so where a ``_Thinking:_`` part ends cannot be told: a message is
``text`` (reasoning included, the marker dropped) or ``tool_call``. The tool call's
native id is ``line:N`` (0-based line of its ``**Tool:`` line): the export keeps no part ids.

What is not in the file and so not recorded: exit codes (``state.metadata.exit`` is not
exported), timestamps of messages and parts, part / message ids, token counts, file edits'
measured line counts (edits are counted from the tool input instead, as for the JSON reader
without metadata). A command's status is therefore ``unknown`` unless the call is an
``**Error:**`` (``error``; ``interrupted`` when the error says it was aborted) or its output
carries opencode's ``<shell_metadata>`` timeout / abort note (``interrupted``). A tool with no
result block is a call that produced no output or had not finished: status unknown.

The output block of a tool may itself contain ``` lines (a ``cat`` of a Markdown file), so it
ends at the LAST bare ``` line before the next part (``**Tool:`` / ``_Thinking:_`` after a
blank line) or the end of the message. Lines are streamed; a message's lines are held only
until its end, and a message longer than :data:`MAX_MESSAGE_CHARS` is cut with a warning.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from sessgraph.formats import Reader
from sessgraph.formats._io import first_line, numbered_lines, open_binary
from sessgraph.formats._opencode_records import build_tool_call
from sessgraph.models import (
    Message,
    MessageKind,
    ParsedSession,
    ReadWarning,
    Role,
    Session,
    ToolCall,
)

FORMAT = "opencode-markdown"
MAX_MESSAGE_CHARS = 16 << 20
_SESSION_ID = re.compile(r"^\*\*Session ID:\*\* *(\S+)")
_HEADER_FIELD = re.compile(r"^\*\*(?:Created|Updated):\*\*")
_HEADER_TIME = re.compile(r"^\*\*(Created|Updated):\*\* *(.+?)\s*$")
_USER = re.compile(r"^## User\s*$")
_ASSISTANT = re.compile(r"^## Assistant(?: \((.*)\))?\s*$")
_TOOL = re.compile(r"^\*\*Tool: (.+?)\*\*\s*$")
_THINKING = "_Thinking:_"
_BREAK = re.compile(r"^ {0,3}(?:-{3,}|_{3,}|\*{3,})\s*$")
_FENCE = re.compile(r"^ {0,3}```")
_BARE_FENCE = re.compile(r"^ {0,3}```\s*$")
_COMPACTION_AGENT = "compaction"


def detect(path: Path, head: bytes) -> bool:
    """An opencode export: a ``# title`` line, then ``**Session ID:**`` and ``**Created:**``."""
    lines = head.decode("utf-8", errors="replace").splitlines()[:12]
    if not lines or not lines[0].startswith("# "):
        return False
    for index, line in enumerate(lines):
        if _SESSION_ID.match(line):
            return any(_HEADER_FIELD.match(rest) for rest in lines[index + 1 : index + 4])
    return False


@dataclass
class _Heading:
    """One ``## User`` / ``## Assistant`` section: its heading line and body lines."""

    line: int  # 1-based
    role: Role
    agent: str | None = None
    model: str | None = None
    body: list[tuple[int, str]] = field(default_factory=list)
    chars: int = 0
    cut: bool = False


def _assistant_meta(inside: str | None) -> tuple[str | None, str | None]:
    """``(agent, model)`` of ``Agent · Model · 1.2s`` (the duration is optional)."""
    if not inside:
        return None, None
    fields = [part.strip() for part in inside.split(" · ")]
    if len(fields) >= 3 and re.fullmatch(r"\d+(?:\.\d+)?s", fields[-1]):
        fields = fields[:-1]
    agent = fields[0] or None
    model = " · ".join(fields[1:]) or None
    return agent, model


def _trim(body: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The body without the trailing blank lines and the ``---`` that closes the message."""
    end = len(body)
    while end and not body[end - 1][1].strip():
        end -= 1
    if end and _BREAK.match(body[end - 1][1]):
        end -= 1
    while end and not body[end - 1][1].strip():
        end -= 1
    return body[:end]


@dataclass
class _Part:
    kind: str  # text, reasoning, tool
    line: int  # 1-based line where it starts
    text: str = ""
    tool: str = ""
    input_text: str | None = None
    output: str | None = None
    error: str | None = None


def _part_start(body: list[tuple[int, str]], index: int) -> bool:
    """Does line ``index`` start a tool or reasoning part (first line or after a blank)?"""
    line = body[index][1]
    if not (_TOOL.match(line) or line.strip() == _THINKING):
        return False
    return index == 0 or not body[index - 1][1].strip()


def _fenced(body: list[tuple[int, str]], start: int, end: int, last: bool) -> tuple[str, int]:
    """The text of the fenced block opening at or after ``start`` (before ``end``), and the
    index after its closing fence. ``last``: close at the last bare fence, not the first."""
    index = start
    while index < end and not body[index][1].strip():
        index += 1
    if index >= end or not _FENCE.match(body[index][1]):
        return "", start
    opening = index
    closing = -1
    for position in range(opening + 1, end):
        if _BARE_FENCE.match(body[position][1]):
            closing = position
            if not last:
                break
    if closing < 0:
        closing = end
    text = "\n".join(line for _, line in body[opening + 1 : closing])
    return text, min(closing + 1, end)


def _tool_part(body: list[tuple[int, str]], start: int, end: int) -> tuple[_Part, int]:
    """The tool part whose ``**Tool:`` line is ``start``; returns it and where it ends."""
    match = _TOOL.match(body[start][1])
    part = _Part("tool", body[start][0], tool=match.group(1).strip() if match else "")
    index = start + 1
    while index < end:
        label = body[index][1].strip()
        if label == "**Input:**":
            part.input_text, index = _fenced(body, index + 1, end, last=False)
        elif label in ("**Output:**", "**Error:**"):
            text, index = _fenced(body, index + 1, end, last=True)
            if label == "**Output:**":
                part.output = text
            else:
                part.error = text
        elif not label:
            index += 1
        else:
            break
    return part, index


def _parts(body: list[tuple[int, str]]) -> list[_Part]:
    """Split a message body into text, reasoning and tool parts."""
    parts: list[_Part] = []
    index = 0
    end = len(body)
    while index < end:
        if not body[index][1].strip():
            index += 1
            continue
        if _part_start(body, index) and _TOOL.match(body[index][1]):
            following = next((i for i in range(index + 1, end) if _part_start(body, i)), end)
            part, index = _tool_part(body, index, following)
            parts.append(part)
            continue
        kind = "text"
        first = index
        if _part_start(body, index):  # _Thinking:_
            kind = "reasoning"
            index += 1
        stop = next((i for i in range(index, end) if i > first and _part_start(body, i)), end)
        text = "\n".join(line for _, line in body[index:stop]).strip("\n")
        if text.strip() or kind == "reasoning":
            parts.append(_Part(kind, body[first][0], text=text))
        index = stop
    return parts


class _Builder:
    """Turns the headings of one export into a ParsedSession."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.warnings: list[ReadWarning] = []
        self.messages: list[Message] = []
        self.title: str | None = None
        self.session_id: str | None = None
        self.model: str | None = None
        self.agent: str | None = None
        self.times: dict[str, str] = {}

    def warn(self, line: int | None, message: str) -> None:
        self.warnings.append(ReadWarning(path=str(self.path), line=line, message=message))

    def _add(self, role: Role, kind: MessageKind, text: str, line: int) -> Message:
        message = Message(seq=len(self.messages), role=role, kind=kind, text=text, source_line=line)
        self.messages.append(message)
        return message

    def feed(self, heading: _Heading) -> None:
        parts = _parts(_trim(heading.body))
        if heading.role == Role.USER:
            text = "\n\n".join(p.text for p in parts if p.kind != "tool")
            kind = MessageKind.PROMPT if text.strip() else MessageKind.META
            self._add(Role.USER, kind, text, heading.line)
            if kind == MessageKind.PROMPT and self.title is None:
                self.title = first_line(text)
            return
        self.model = self.model or heading.model
        self.agent = self.agent or heading.agent
        self._assistant(heading, parts)

    def _assistant(self, heading: _Heading, parts: list[_Part]) -> None:
        compaction = (heading.agent or "").lower() == _COMPACTION_AGENT
        groups: list[list[_Part]] = []
        for part in parts:
            # A tool joins the text before it; after a tool, any part starts a new message.
            if not groups or any(p.kind == "tool" for p in groups[-1]):
                groups.append([])
            groups[-1].append(part)
        for index, group in enumerate(groups or [[]]):
            line = heading.line if index == 0 else group[0].line
            text = "\n\n".join(p.text for p in group if p.kind != "tool")
            calls = [self._call(p) for p in group if p.kind == "tool"]
            if calls:
                kind = MessageKind.TOOL_CALL
            elif compaction and text:
                kind = MessageKind.COMPACTION_SUMMARY
            else:
                kind = MessageKind.TEXT
            message = self._add(Role.ASSISTANT, kind, text, line)
            message.model = heading.model
            message.tool_calls = calls

    def _call(self, part: _Part) -> ToolCall:
        tool_input: object = None
        if part.input_text is not None:
            try:
                tool_input = json.loads(part.input_text)
            except ValueError as exc:
                self.warn(part.line, f"tool input is not JSON ({exc}); kept as text")
                tool_input = part.input_text
        state: dict[str, object] = {"input": tool_input}
        if part.error is not None:
            state.update(status="error", error=part.error)
        elif part.output is not None:
            state.update(status="completed", output=part.output)
        raw: dict[str, object] = {"tool": part.tool, "state": state}
        unreadable = isinstance(tool_input, str)  # already warned about, once is enough

        def warn(text: str) -> None:
            if not unreadable:
                self.warn(part.line, text)

        call = build_tool_call(raw, None, "tool", warn)
        if call is None:  # cannot happen: the part always has a name and a state
            call = ToolCall(name=part.tool or "unknown")
        call.native_id = f"line:{part.line - 1}"
        return call

    def finish(self) -> ParsedSession:
        session = Session(
            id=self.session_id or str(self.path.absolute()),
            format=FORMAT,
            source_path=str(self.path),
            title=self.title,
            agent="opencode",
            model=self.model,
            started_at=self.times.get("Created"),
            ended_at=self.times.get("Updated"),
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def _local_time(text: str) -> str | None:
    """``3/29/2026, 6:29:06 PM`` (en-US ``toLocaleString``) as naive ISO, else None."""
    try:
        return datetime.strptime(text, "%m/%d/%Y, %I:%M:%S %p").isoformat()
    except ValueError:
        return None


def _heading(line: str, number: int) -> _Heading | None:
    if _USER.match(line):
        return _Heading(number, Role.USER)
    assistant = _ASSISTANT.match(line)
    if assistant:
        agent, model = _assistant_meta(assistant.group(1))
        return _Heading(number, Role.ASSISTANT, agent=agent, model=model)
    return None


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one opencode Markdown export (plain, .gz or .zst): one session."""
    builder = _Builder(path)
    warnings = builder.warnings
    current: _Heading | None = None
    after_break = True  # the header counts as a message boundary
    in_header = True
    last = 1
    with open_binary(path) as handle:
        for number, raw in numbered_lines(handle, path, warnings):
            last = number
            try:
                line = raw.decode("utf-8").rstrip("\r\n")
            except UnicodeDecodeError as exc:
                line = raw.decode("utf-8", errors="replace").rstrip("\r\n")
                builder.warn(number, f"invalid UTF-8 replaced: {exc}")
            heading = _heading(line, number) if after_break else None
            if heading is not None:
                if current is not None:
                    builder.feed(current)
                current, in_header = heading, False
                continue
            if line.strip():
                after_break = bool(_BREAK.match(line))
            if in_header:
                found = _SESSION_ID.match(line)
                stamp = _HEADER_TIME.match(line)
                if found and builder.session_id is None:
                    builder.session_id = found.group(1)
                elif stamp:
                    when = _local_time(stamp.group(2))
                    if when is not None:
                        builder.times.setdefault(stamp.group(1), when)
                elif line.startswith("# ") and builder.title is None and number <= 2:
                    builder.title = line[2:].strip() or None
                continue
            if current is None:
                continue
            if current.chars + len(line) > MAX_MESSAGE_CHARS:
                if not current.cut:
                    builder.warn(
                        number,
                        f"message longer than {MAX_MESSAGE_CHARS >> 20} MB: the rest is not read",
                    )
                    current.cut = True
                continue
            current.body.append((number, line))
            current.chars += len(line) + 1
    if current is not None:
        builder.feed(current)
    if not builder.messages:
        builder.warn(last, "no '## User' or '## Assistant' message after the export header")
    yield builder.finish()


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="opencode Markdown export (/export: '## User', '## Assistant (…)', '**Tool:')",
)
