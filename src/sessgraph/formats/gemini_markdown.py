"""Gemini CLI conversations shared as Markdown: ``/chat share <file>.md`` (later builds also
``/share``) writes the model's history, the same ``Content[]`` as a saved chat
(:mod:`sessgraph.formats.gemini_checkpoint`), as Markdown.

The layout, as gemini-cli writes it:

* turns joined by ``\\n\\n---\\n\\n``; each opens with a role heading and a blank line:
  ``🧑‍💻 ## USER`` / ``✨ ## MODEL`` (builds of 2025) or ``## USER 🧑‍💻`` / ``## MODEL ✨``
  (later builds);
* a turn's parts are concatenated with nothing between them: text as it is, a
  ``functionCall`` as ``**Tool Command**:`` and a fenced ```` ```json ```` block holding
  ``JSON.stringify(call, null, 2)``, a ``functionResponse`` likewise after ``**Tool Response**:``.
  A text part may follow a fence directly (``read_many_files`` puts the files' contents there).

Design choices:

* **Read back into the history, then build as a saved chat.** The JSON blocks are the parts
  exactly (ids, names, arguments, responses), so once the turns are recovered the saved chat's
  builder makes the messages: calls joined to responses by id, else by name in order; exit codes
  from the shell result's ``Exit Code: N``; ``[Operation Cancelled]`` responses interrupted.
* **A block ends at its first line ``}`` followed by the closing fence.** ``JSON.stringify``
  with an indent puts a bare ``}`` at the start of a line only for the outermost object (a
  newline inside a string is escaped), so no content can end a block early. A block that does
  not parse stays text, with a warning naming its line.
* **A heading counts only at the start of the file or after the turn separator**, so a model
  answer quoting ``## USER`` is text.
* The earliest builds wrote ``**user**:`` headings and text parts only (no tool calls, nothing
  to extract); that layout is not detected.
* Messages have no ids in this format: native id ``line:N``, the 0-based line of the turn's
  heading. Calls keep their own id (later builds) or their response's id (earlier ones).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats._io import as_dict, read_bytes
from sessgraph.formats.gemini_checkpoint import HistoryBuilder
from sessgraph.models import ParsedSession, ReadWarning

FORMAT = "gemini-markdown"
_USER_ICON = "\U0001f9d1\u200d?\U0001f4bb"  # 🧑‍💻, the joiner optional
_MODEL_ICON = "\u2728"  # ✨
# ``#`` as well as ``##``: people who commit a share often make its first heading a title.
_HEADING = (
    rf"(?:(?:{_USER_ICON}|{_MODEL_ICON}) ##? (?P<a>USER|MODEL)"
    rf"|##? (?P<b>USER|MODEL) (?:{_USER_ICON}|{_MODEL_ICON}))"
)
_TURN = re.compile(rf"(?:\A|\n\n---\n\n){_HEADING}\n\n")
_HEAD = re.compile(rf"\A\s*{_HEADING}\s*$".encode(), re.MULTILINE)
_BLOCK = re.compile(r"\*\*Tool (Command|Response)\*\*:\n```json\n")
_BLOCK_END = "\n}\n```"


def detect(path: Path, head: bytes) -> bool:
    """A Markdown file whose first line is one of gemini-cli's role headings."""
    return _HEAD.match(head.removeprefix(b"\xef\xbb\xbf")) is not None


def _parts(body: str, line: int, builder: HistoryBuilder) -> list[dict[str, object]]:
    """A turn's parts from its Markdown body (``line``: the body's first line, 0-based)."""
    parts: list[dict[str, object]] = []
    position = 0
    for match in _BLOCK.finditer(body):
        if match.start() < position:  # inside a block already taken
            continue
        end = body.find(_BLOCK_END, match.end())
        if end < 0:
            continue
        block = body[match.end() : end + 2]
        try:
            value = orjson.loads(block)
        except orjson.JSONDecodeError as exc:
            at = line + body.count("\n", 0, match.start())
            builder.warn(at, f"a Tool {match.group(1)} block that is not JSON: {exc}")
            continue
        if body[position : match.start()]:
            parts.append({"text": body[position : match.start()]})
        key = "functionCall" if match.group(1) == "Command" else "functionResponse"
        parts.append({key: as_dict(value)})
        position = end + len(_BLOCK_END)
    if body[position:]:
        parts.append({"text": body[position:]})
    return parts


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one shared conversation (plain, .gz or .zst): one session."""
    warnings: list[ReadWarning] = []
    text = read_bytes(path, warnings).decode("utf-8", errors="replace").replace("\r\n", "\n")
    builder = HistoryBuilder(path, warnings, FORMAT)
    builder.id_prefix = "line"
    headings = list(_TURN.finditer(text))
    if not headings:
        builder.warn(0, "no gemini-cli role heading ('## USER' / '## MODEL') found")
    line = counted = 0  # the heading's 0-based line; up to where newlines are counted
    for number, heading in enumerate(headings):
        end = headings[number + 1].start() if number + 1 < len(headings) else len(text)
        body = text[heading.end() : end]
        start = heading.start() + (7 if text.startswith("\n\n---\n\n", heading.start()) else 0)
        line += text.count("\n", counted, start)
        counted = start
        role = (heading.group("a") or heading.group("b")).lower()
        parts = _parts(body, line + 2, builder)
        builder.turn(line, {"role": role, "parts": parts})
    yield builder.finish()


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Gemini CLI conversations shared as Markdown (/chat share <file>.md)",
)
