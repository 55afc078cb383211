"""SQLite storage: schema by numbered migrations, idempotent per-source writes.

Design:

* The schema is created and evolved by small migration functions recorded in the
  ``_migrations`` table, applied on every open; running them again is a no-op.
* A session keeps the format's own id; every row below it gets an integer id from the
  session's id block (:mod:`sessgraph.rowids`): consecutive within the session, deterministic,
  recorded once per session id. Ingesting the same file twice therefore writes the same rows,
  and a re-ingest of a grown file yields exactly what a fresh ingest of the final file yields.
  :func:`session_rows` numbers rows by position; :func:`save_source` maps positions to ids.
* A shell call's result is stored once: ``tool_calls.result_text`` is NULL when the call has a
  command whose (clipped) output equals it, and ``commands.output`` holds the text. Readers of a
  shell call's result read ``commands.output`` (or ``coalesce(result_text, output)``).
* A source file is written in one transaction: its old sessions are deleted and the new ones
  inserted together, so a crash or a kill mid-file leaves the previous state, never half a
  session. Unchanged files (same size and mtime) are skipped without being read.
* Full-text search tables (FTS5, external content) are kept in sync by
  :func:`sessgraph.writes.insert_rows` and :func:`~sessgraph.writes.delete_rows` in the same
  transaction as the rows (not by triggers, see :mod:`sessgraph.writes`), so readers of the
  database (Datasette) always see consistent search results.

The code is split along that flow: :mod:`sessgraph.schema` (migrations, :func:`open_db`),
:mod:`sessgraph.rows` (parsed sessions → plain row tuples), :mod:`sessgraph.reading` (a source
→ rows, runnable in a worker process) and this module (writing rows). Names other modules
import from here are re-exported.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import sqlite_utils

from sessgraph import rowids
from sessgraph.models import MessageKind, SegmentBoundary
from sessgraph.reading import ReadResult, SourceParts, source_stamp
from sessgraph.rowids import SessionIds
from sessgraph.rows import (
    MAX_TEXT_CHARS,
    SEGMENT_TITLE_CHARS,
    TRUNCATION_MARKER,
    Row,
    SessionRows,
    clip,
    segment_rows,
    session_rows,
)
from sessgraph.schema import (
    CACHE_KIB,
    MIGRATIONS,
    SESSION_TABLES,
    migrate,
    migration,
    open_db,
)
from sessgraph.writes import ID_COLUMNS, ROW_COLUMNS, delete_rows, insert_rows, insert_values

__all__ = [
    "CACHE_KIB",
    "DB_ENV_VAR",
    "DEFAULT_DB",
    "MAX_TEXT_CHARS",
    "MIGRATIONS",
    "SEGMENT_TITLE_CHARS",
    "SESSION_TABLES",
    "TRUNCATION_MARKER",
    "PartWriter",
    "clip",
    "default_db_path",
    "delete_sessions",
    "migrate",
    "migration",
    "open_db",
    "save_source",
    "save_source_in_parts",
    "segment_rows",
    "session_rows",
    "source_is_current",
    "stable_id",
    "transaction",
]

DB_ENV_VAR = "SESSGRAPH_DB"
DEFAULT_DB = "sessgraph.db"


def default_db_path() -> str:
    """The database path: ``$SESSGRAPH_DB`` or ``sessgraph.db`` in the working directory."""
    return os.environ.get(DB_ENV_VAR, DEFAULT_DB)


def stable_id(*parts: object) -> int:
    """A positive 63-bit integer derived from ``parts`` (stable across runs and machines)."""
    digest = hashlib.blake2b("\x1f".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") & 0x7FFF_FFFF_FFFF_FFFF


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def source_is_current(db: sqlite_utils.Database, path: Path) -> bool:
    """True when ``path`` was ingested before and its size and mtime are unchanged."""
    row = db.execute("SELECT size, mtime_ns FROM sources WHERE path = ?", [str(path)]).fetchone()
    if row is None:
        return False
    try:
        return (row[0], row[1]) == source_stamp(path)
    except OSError:
        return False


def delete_sessions(db: sqlite_utils.Database, session_ids: Iterable[str]) -> None:
    """Delete sessions and every row below them (inside the caller's transaction)."""
    for sid in session_ids:
        for table in SESSION_TABLES:
            delete_rows(db, table, "session_id = ?", [sid])
        db.execute(
            "DELETE FROM reuse WHERE discovered_session_id = ? OR reused_session_id = ?",
            [sid, sid],
        )
        db.execute("DELETE FROM sessions WHERE id = ?", [sid])


@contextmanager
def transaction(db: sqlite_utils.Database) -> Iterator[None]:
    """One write transaction; ``BEGIN IMMEDIATE`` so two writers serialise, not deadlock."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _with_row_ids(table: str, rows: Sequence[Row], ids: SessionIds) -> list[Row]:
    """``rows`` with their positions (id and references) replaced by row ids."""
    mapped = [i for i, c in enumerate(ROW_COLUMNS[table]) if c in ID_COLUMNS]
    base, limit = ids.base, 1 << rowids.BLOCK_BITS
    out = []
    for row in rows:
        values = list(row)
        for i in mapped:
            n = values[i]
            if n is not None:
                values[i] = base + n if n < limit else ids(n)
        out.append(tuple(values))
    return out


def save_source(db: sqlite_utils.Database, read: ReadResult) -> None:
    """Replace everything stored from ``read.path`` with what was read, in one transaction.

    Sessions are written in the order of their id blocks, so each insert appends.
    """
    key = read.path
    sessions: list[SessionRows] = read.sessions
    with transaction(db):
        _forget_source(db, key, [s.session_id for s in sessions])
        ordered = sorted(
            ((SessionIds(db, s.session_id), s) for s in sessions), key=lambda item: item[0].base
        )
        for ids, rows in ordered:
            insert_rows(db, "sessions", [{**rows.session, "source_path": key}])
            for table, values in rows.tables.items():
                if values:
                    insert_values(db, table, _with_row_ids(table, values, ids))
        _record_source(db, read, len(sessions))


def _forget_source(db: sqlite_utils.Database, key: str, session_ids: Iterable[str]) -> None:
    """Delete what a source stored before, and the sessions it is about to store (another
    file may have stored them); inside the caller's transaction."""
    old = [r[0] for r in db.execute("SELECT id FROM sessions WHERE source_path = ?", [key])]
    delete_sessions(db, {*old, *session_ids})
    db.execute("DELETE FROM ingest_warnings WHERE source_path = ?", [key])


def _record_source(
    db: sqlite_utils.Database, read: ReadResult | SourceParts, sessions: int
) -> None:
    """The ``sources`` row (size and mtime for the unchanged check) and the read's warnings."""
    db.execute(
        "INSERT OR REPLACE INTO sources (path, format, size, mtime_ns, session_count, "
        "warning_count, ingested_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [read.path, read.format, read.size, read.mtime_ns, sessions, len(read.warnings), _now()],
    )
    if read.warnings:
        db.conn.executemany(
            "INSERT INTO ingest_warnings (source_path, line, message) VALUES (?, ?, ?)",
            [(read.path, w.line, w.message) for w in read.warnings],
        )


# Columns of each table holding positions that a part's offsets shift: (column index, table
# whose positions it holds).
_POSITION_COLUMNS: dict[str, tuple[tuple[int, str], ...]] = {
    "messages": ((0, "messages"), (2, "messages"), (9, "segments")),
    "tool_calls": ((0, "tool_calls"), (1, "messages")),
    "commands": ((0, "commands"), (2, "messages"), (3, "tool_calls"), (4, "commands")),
    "file_edits": ((0, "file_edits"), (2, "messages"), (3, "tool_calls")),
}
_PART_BOUNDARY = {
    MessageKind.PROMPT.value: SegmentBoundary.USER_PROMPT.value,
    MessageKind.COMPACTION_SUMMARY.value: SegmentBoundary.COMPACTION.value,
}
_SUMMED = ("message_count", "user_message_count", "command_count", "failed_command_count")


class PartWriter:
    """Writes one session that arrives in parts (:class:`sessgraph.reading.SourceParts`).

    Each part's rows are numbered from 0 (messages' ``seq`` too); the writer shifts them by
    what earlier parts held, so the stored session is numbered as if read whole. A part that
    does not open with a segment boundary continues the previous part's last segment, which
    is therefore written only when the next part (or :meth:`finish`) shows where it ends.
    The ``sessions`` row is written by :meth:`finish`: counts summed over the parts, the
    first part's title and start, the last known end.
    """

    def __init__(self, db: sqlite_utils.Database, session_id: str) -> None:
        self.db = db
        self.session_id = session_id
        self.ids = SessionIds(db, session_id)
        self.ids.block(0)  # allocated as save_source allocates it, rows or not
        self.offsets = dict.fromkeys(ROW_COLUMNS, 0)
        self.open_segment: list[Any] | None = None
        self.session: dict[str, Any] | None = None
        self.commands = 0
        self.failed_commands = 0

    def _insert(self, table: str, values: list[Row]) -> None:
        if values:
            insert_values(self.db, table, _with_row_ids(table, values, self.ids))

    def write(self, rows: SessionRows) -> None:
        """Store one part of the session (parts in file order)."""
        segment_at = self._segments(rows)
        offsets = self.offsets
        for table, positions in _POSITION_COLUMNS.items():
            shifted = []
            for row in rows.tables[table]:
                out = list(row)
                for index, of in positions:
                    if out[index] is not None:
                        out[index] = (
                            segment_at[out[index]] if of == "segments" else out[index] + offsets[of]
                        )
                shifted.append(tuple(out))
            self._insert(table, shifted)
        for table in _POSITION_COLUMNS:
            offsets[table] += len(rows.tables[table])
        self._add_to_session(rows)

    def _segments(self, rows: SessionRows) -> list[int]:
        """Write the part's segments but its last (kept open); return, for each segment of
        the part, its position in the session."""
        first_seq = self.offsets["messages"]
        open_segment = self.open_segment
        # A part's first segment is marked as the session's start; after an earlier part it
        # is a new segment only if the part opens with a prompt or a compaction summary.
        messages = rows.tables["messages"]
        opening = _PART_BOUNDARY.get(messages[0][5]) if messages else None
        segment_at: list[int] = []
        new: list[list[Any]] = []
        position = self.offsets["segments"]
        for n, (_, sid, _, first, last, title, boundary) in enumerate(rows.tables["segments"]):
            if n == 0 and open_segment is not None:
                if opening is None:  # the previous part's last segment goes on
                    segment_at.append(open_segment[0])
                    open_segment[4] = last + first_seq
                    open_segment[5] = open_segment[5] or title
                    continue
                boundary = opening
            segment_at.append(position)
            new.append(
                [position, sid, position, first + first_seq, last + first_seq, title, boundary]
            )
            position += 1
        self.offsets["segments"] = position
        if new:
            if open_segment is not None:
                self._insert("segments", [tuple(open_segment)])
            self._insert("segments", [tuple(s) for s in new[:-1]])
            self.open_segment = new[-1]
        return segment_at

    def _add_to_session(self, rows: SessionRows) -> None:
        self.commands += rows.commands
        self.failed_commands += rows.failed_commands
        if self.session is None:
            self.session = dict(rows.session)
            return
        for key in _SUMMED:
            self.session[key] = int(self.session[key] or 0) + int(rows.session[key] or 0)
        for key, value in rows.session.items():
            if value is not None and self.session.get(key) is None:
                self.session[key] = value
        if rows.session.get("ended_at"):
            self.session["ended_at"] = rows.session["ended_at"]

    def finish(self, source_path: str) -> None:
        """Write the open segment and the ``sessions`` row."""
        if self.open_segment is not None:
            self._insert("segments", [tuple(self.open_segment)])
            self.open_segment = None
        assert self.session is not None
        self.session["segment_count"] = self.offsets["segments"]
        insert_rows(self.db, "sessions", [{**self.session, "source_path": source_path}])


def save_source_in_parts(db: sqlite_utils.Database, parts: SourceParts) -> list[PartWriter]:
    """Replace everything stored from ``parts.path`` with its sessions, read and written part
    by part, in one transaction (memory holds one part at a time). The writers returned say
    what each session held."""
    key = parts.path
    writers: dict[str, PartWriter] = {}
    with transaction(db):
        _forget_source(db, key, [])
        for rows in parts:
            writer = writers.get(rows.session_id)
            if writer is None:
                delete_sessions(db, [rows.session_id])  # stored before, maybe by another file
                writer = writers[rows.session_id] = PartWriter(db, rows.session_id)
            writer.write(rows)
        for writer in writers.values():
            writer.finish(key)
        _record_source(db, parts, len(writers))
    return list(writers.values())
