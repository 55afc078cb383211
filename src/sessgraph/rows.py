"""The contract between reading and storage: rows, and the stamp of the source they came from.

Reading (:mod:`sessgraph.reading`) turns a source into rows; storage (:mod:`sessgraph.store`)
writes them. Neither imports the other: both import this module, which says what crosses
between them. Rows are plain tuples of str/int/None in :data:`ROW_COLUMNS` order (one dict for
the ``sessions`` row), so they cross a process boundary cheaply: a reader worker builds them
and the ingesting process only writes them. Ids, and the ids rows refer to (the
:data:`ID_COLUMNS`), are positions within the session, per table; storage turns them into row
ids with the session's id block.

A source read in parts (a huge transcript) arrives as several :class:`SessionRows` per session,
already numbered as if read whole: reading renumbers the parts, so storage has one write path.
Only the last of a session's :class:`SessionRows` carries its ``sessions`` row.

The :class:`SourceStamp` (size and mtime, taken before reading) is what the unchanged check
compares with the file on the next ingest: if the file grows while it is read, the stored stamp
is the old one and the next ingest reads it again.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, NamedTuple

Row = tuple[Any, ...]

# The column order of each kind of row, and which columns hold positions (a row's own and the
# rows it refers to) that storage maps to row ids.
ROW_COLUMNS: dict[str, tuple[str, ...]] = {
    "segments": ("id", "session_id", "idx", "first_seq", "last_seq", "title", "boundary"),
    "messages": (
        "id",
        "session_id",
        "seq",
        "native_id",
        "role",
        "kind",
        "text",
        "timestamp",
        "parent_id",
        "segment_id",
        "is_sidechain",
        "model",
        "source_line",
    ),
    "tool_calls": (
        "id",
        "message_id",
        "session_id",
        "idx",
        "native_id",
        "name",
        "input",
        "result_text",
        "is_error",
        "status",
    ),
    "commands": (
        "id",
        "session_id",
        "message_id",
        "tool_call_id",
        "seq",
        "command",
        "cwd",
        "exit_code",
        "status",
        "output",
        "output_truncated",
        "duration_ms",
        "started_at",
    ),
    "file_edits": (
        "id",
        "session_id",
        "message_id",
        "tool_call_id",
        "path",
        "kind",
        "lines_added",
        "lines_removed",
    ),
}
ID_COLUMNS = frozenset({"id", "segment_id", "message_id", "tool_call_id"})


class SessionRows(NamedTuple):
    """Rows of one session: its ``sessions`` row (``None`` on all but the last of a session
    read in parts) and the rows of every table below it, positions as ids."""

    session_id: str
    session: dict[str, Any] | None
    tables: dict[str, list[Row]]
    commands: int
    failed_commands: int


class SourceStamp(NamedTuple):
    """The source the rows came from: its path, format, size and mtime (taken before reading)."""

    path: str
    format: str
    size: int
    mtime_ns: int


# A reader's warning as stored: the line it concerns (None: the whole source) and the message.
WarningRow = tuple[int | None, str]


def path_text(path: str | Path) -> str:
    """``path`` as valid UTF-8 text, the form it is stored and reported under: a file name
    that is not UTF-8 (a byte Python keeps as a lone surrogate) gets ``\\xNN`` escapes, so
    SQLite and the terminal accept it and the same file always maps to the same text."""
    text = os.fspath(path)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return os.fsencode(text).decode("utf-8", "backslashreplace")
    return text


def source_stamp(path: Path) -> tuple[int, int]:
    """Size and mtime of a source; for a directory (opencode storage), of every file below it."""
    stat = path.stat()
    if not path.is_dir():
        return stat.st_size, stat.st_mtime_ns
    size, latest = 0, stat.st_mtime_ns
    for root, _dirs, files in os.walk(path):
        for name in files:
            try:
                below = os.stat(os.path.join(root, name))
            except OSError:
                continue
            size += below.st_size
            latest = max(latest, below.st_mtime_ns)
    return size, latest
