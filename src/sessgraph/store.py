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

import sqlite_utils

from sessgraph import rowids
from sessgraph.reading import ReadResult, source_stamp
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
    "clip",
    "default_db_path",
    "delete_sessions",
    "migrate",
    "migration",
    "open_db",
    "save_source",
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
        old = [r[0] for r in db.execute("SELECT id FROM sessions WHERE source_path = ?", [key])]
        delete_sessions(db, {*old, *(s.session_id for s in sessions)})
        db.execute("DELETE FROM ingest_warnings WHERE source_path = ?", [key])
        db.execute(
            "INSERT OR REPLACE INTO sources (path, format, size, mtime_ns, session_count, "
            "warning_count, ingested_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [key, read.format, read.size, read.mtime_ns, len(sessions), len(read.warnings), _now()],
        )
        ordered = sorted(
            ((SessionIds(db, s.session_id), s) for s in sessions), key=lambda item: item[0].base
        )
        for ids, rows in ordered:
            insert_rows(db, "sessions", [{**rows.session, "source_path": key}])
            for table, values in rows.tables.items():
                if values:
                    insert_values(db, table, _with_row_ids(table, values, ids))
        if read.warnings:
            db.conn.executemany(
                "INSERT INTO ingest_warnings (source_path, line, message) VALUES (?, ?, ?)",
                [(key, w.line, w.message) for w in read.warnings],
            )
