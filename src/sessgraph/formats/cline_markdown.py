"""Cline / Roo Code "Export task" Markdown: the api conversation history written as text.

The extension writes each entry of ``api_conversation_history.json`` as ``**User:**`` or
``**Assistant:**``, a blank line, the entry's content blocks joined by single newlines, and
separates entries with ``---`` lines (``downloadTask`` / ``formatContentBlockToMarkdown`` in
Cline's ``export-markdown.ts``). Blocks are written as: text as-is; images ``[Image]``;
documents ``[Document]``; a native ``tool_use`` as ``[Tool Use: <name>]`` and one
``Key: value`` line per input field (the key's first letter upper-cased); a ``tool_result`` as
``[Tool]`` or ``[Tool (Error)]`` and its text. Older Cline (and Roo) put tool calls in the
assistant text as XML (``<execute_command><command>…</command></execute_command>``) and the
result in the next user entry as ``[execute_command for '…'] Result:`` and the result text.

So the reader rebuilds each entry's content blocks from its lines and hands the entries to the
same :class:`~sessgraph.formats.cline.HistoryBuilder` that reads the JSON history: message
kinds, typed-text extraction (``<task>``, ``<feedback>``), ``<environment_details>`` removal,
tool-call / result pairing and the ``execute_command`` outcome rules
(:mod:`sessgraph.formats._cline_tools`) are the JSON reader's. Block boundaries are gone in the
export, so a user entry is split again where a block must have started: a
``[tool for '…'] Result:`` header, ``[Tool]``, ``<environment_details>``, ``[ERROR]``,
``[TASK RESUMPTION]``, ``Tool [x] was not executed``, ``[Image]``. A native tool use's fields
are ``Key: value`` lines; a line only starts a new field when its key is a known parameter
name, so a multi-line ``content`` keeps its own ``Name: value`` lines.

An entry starts only at a ``**User:**`` / ``**Assistant:**`` line before any entry or after
a ``---`` line, so the same words inside a message stay text. ``source_line`` is the
1-based line of that heading. The export has no timestamps, ids, model or version; a default
file name (``cline_task_<mon>-<d>-<yyyy>_<h>-<mm>-<ss>-<am|pm>.md``, ``roo_task_…``) gives the
local export time, stored as written (no zone) as ``started_at``, and the agent. Exit codes:
Cline states none (``Command executed.``): ``unknown``; Roo's ``Exit code: N`` is read. Lines
are streamed; an entry longer than :data:`MAX_ENTRY_CHARS` is cut with a warning.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

from sessgraph.formats import Reader
from sessgraph.formats._io import logical_name, numbered_lines, open_binary
from sessgraph.formats.cline import HistoryBuilder, TaskFiles
from sessgraph.models import ParsedSession, ReadWarning

FORMAT = "cline-markdown"
MAX_ENTRY_CHARS = 16 << 20
_ROLES = {"**User:**": "user", "**Assistant:**": "assistant"}
_BREAK = re.compile(r"^ {0,3}-{3,}\s*$")
_TOOL_USE = re.compile(r"^\[Tool Use: ([A-Za-z0-9_.:-]+)\]\s*$")
_TOOL_RESULT = re.compile(r"^\[Tool( \(Error\))?\]\s*$")
_USER_BLOCK = re.compile(
    r"^(?:\[[a-z_]+(?: for |\] Result:)|<environment_details>|\[ERROR\]|\[TASK RESUMPTION\]"
    r"|Tool \[[a-z_]+\] was not executed|\[Image\]\s*$|\[Document\]\s*$)"
)
_FIELD = re.compile(r"^([A-Z][A-Za-z]*(?:_[a-z]+)*): ?(.*)$")
# Input fields of Cline / Roo tools, as ``Key: value`` lines begin them.
_PARAMS = frozenset(
    {
        "command",
        "requires_approval",
        "timeout",
        "cwd",
        "path",
        "absolutePath",
        "content",
        "diff",
        "regex",
        "file_pattern",
        "recursive",
        "question",
        "options",
        "response",
        "result",
        "task",
        "context",
        "action",
        "url",
        "coordinate",
        "text",
        "size",
        "server_name",
        "tool_name",
        "arguments",
        "uri",
        "mode_slug",
        "reason",
        "todos",
        "line",
        "query",
        "message",
        "follow_up",
    }
)
_FILE_TIME = re.compile(
    r"^(?P<agent>[a-z_]+?)_task_(?P<mon>[a-z]{3})-(?P<d>\d{1,2})-(?P<y>\d{4})"
    r"_(?P<h>\d{1,2})-(?P<mi>\d\d)-(?P<s>\d\d)-(?P<ampm>am|pm)"
)
_AGENT_NAMES = {"cline": "cline", "roo": "roo-code", "kilo_code": "kilo-code", "kilo": "kilo-code"}


def detect(path: Path, head: bytes) -> bool:
    """A Cline task export: it opens with ``**User:**`` and holds a ``<task>`` or an
    ``**Assistant:**`` entry after a ``---`` line."""
    text = head.decode("utf-8", errors="replace")
    lines = text.splitlines()
    first = next((line.strip() for line in lines if line.strip()), "")
    if first != "**User:**":
        return False
    if any(line.strip() == "<task>" for line in lines[:20]):
        return True
    return "\n---\n\n**Assistant:**" in text.replace("\r\n", "\n")


def _field_name(key: str) -> str | None:
    name = key[0].lower() + key[1:]
    return name if name in _PARAMS else None


def _tool_input(lines: list[str]) -> dict[str, object]:
    """``Key: value`` lines of a native tool use (continuation lines join the last value)."""
    values: dict[str, object] = {}
    current: str | None = None
    for line in lines:
        match = _FIELD.match(line)
        name = _field_name(match.group(1)) if match else None
        if match and name is not None:
            current = name
            values[current] = match.group(2)
        elif current is not None:
            values[current] = f"{values[current]}\n{line}"
    return values


def _assistant_blocks(lines: list[str]) -> list[dict[str, object]]:
    blocks: list[dict[str, object]] = []
    text: list[str] = []
    use: tuple[str, list[str]] | None = None

    def flush() -> None:
        nonlocal text, use
        if use is not None:
            blocks.append({"type": "tool_use", "name": use[0], "input": _tool_input(use[1])})
        elif text:
            blocks.append({"type": "text", "text": "\n".join(text)})
        text, use = [], None

    for line in lines:
        match = _TOOL_USE.match(line)
        if match:
            flush()
            use = (match.group(1), [])
        elif use is not None:
            use[1].append(line)
        else:
            text.append(line)
    flush()
    return blocks


def _user_blocks(lines: list[str]) -> list[dict[str, object]]:
    blocks: list[dict[str, object]] = []
    current: list[str] = []
    result: bool | None = None  # inside a native [Tool] result: is it an error?

    def flush() -> None:
        nonlocal current, result
        if result is not None:
            body = "\n".join(current)
            blocks.append({"type": "tool_result", "content": body, "is_error": result})
        elif current:
            blocks.append({"type": "text", "text": "\n".join(current)})
        current, result = [], None

    for line in lines:
        native = _TOOL_RESULT.match(line)
        if native:
            flush()
            result = native.group(1) is not None
        elif _USER_BLOCK.match(line):
            flush()
            current.append(line)
        else:
            current.append(line)
    flush()
    return blocks


def _trim(lines: list[str]) -> list[str]:
    """An entry's lines without the blank lines around it and the closing ``---``."""
    end = len(lines)
    while end and not lines[end - 1].strip():
        end -= 1
    if end and _BREAK.match(lines[end - 1]):
        end -= 1
    while end and not lines[end - 1].strip():
        end -= 1
    start = 0
    while start < end and not lines[start].strip():
        start += 1
    return lines[start:end]


def _from_file_name(name: str) -> tuple[str | None, str | None]:
    """``(agent, local export time)`` from a default export file name."""
    match = _FILE_TIME.match(name)
    if match is None:
        return None, None
    hour = int(match["h"]) % 12 + (12 if match["ampm"] == "pm" else 0)
    stamp = f"{match['mon']} {match['d']} {match['y']} {hour}:{match['mi']}:{match['s']}"
    try:
        started = datetime.strptime(stamp, "%b %d %Y %H:%M:%S").isoformat()
    except ValueError:
        started = None
    return _AGENT_NAMES.get(match["agent"]), started


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one Cline / Roo Code Markdown task export (plain, .gz or .zst): one session."""
    name = logical_name(path)
    files = TaskFiles(path, str(path.absolute().with_name(name)), path)
    warnings: list[ReadWarning] = []
    builder = HistoryBuilder(files, warnings)
    entry: tuple[int, str] | None = None  # (0-based heading line, role)
    lines: list[str] = []
    chars = 0
    cut = False
    after_break = True
    before_first = 0

    def feed() -> None:
        if entry is None:
            return
        body = _trim(lines)
        role = entry[1]
        blocks = _assistant_blocks(body) if role == "assistant" else _user_blocks(body)
        builder.feed(entry[0], {"role": role, "content": blocks})

    with open_binary(path) as handle:
        for number, raw in numbered_lines(handle, path, warnings):
            try:
                line = raw.decode("utf-8").rstrip("\r\n")
            except UnicodeDecodeError as exc:
                line = raw.decode("utf-8", errors="replace").rstrip("\r\n")
                warnings.append(
                    ReadWarning(
                        path=str(path), line=number, message=f"invalid UTF-8 replaced: {exc}"
                    )
                )
            role = _ROLES.get(line.strip()) if after_break or entry is None else None
            if role is not None:
                feed()
                entry, lines, chars, cut = (number - 1, role), [], 0, False
                after_break = False
                continue
            if line.strip():
                after_break = bool(_BREAK.match(line))
            if entry is None:
                before_first += bool(line.strip())
                continue
            if chars + len(line) > MAX_ENTRY_CHARS:
                if not cut:
                    warnings.append(
                        ReadWarning(
                            path=str(path),
                            line=number,
                            message=f"entry longer than {MAX_ENTRY_CHARS >> 20} MB: "
                            "the rest of it is not read",
                        )
                    )
                    cut = True
                continue
            lines.append(line)
            chars += len(line) + 1
    feed()
    if before_first:
        warnings.append(
            ReadWarning(path=str(path), line=1, message="text before the first '**User:**' entry")
        )
    parsed = builder.finish({})
    agent, started_at = _from_file_name(name)
    session = parsed.session
    session.format = FORMAT
    session.agent = agent or "cline"
    session.started_at = started_at
    session.ended_at = None
    yield parsed


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Cline / Roo Code 'Export task' Markdown ('**User:**' / '**Assistant:**')",
)
