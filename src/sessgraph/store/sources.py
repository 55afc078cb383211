"""Storing a source's rows: idempotent per-source writes, the unchanged check.

Design:

* The schema is created and evolved by small migration functions recorded in the
  ``_migrations`` table, applied on every open; running them again is a no-op.
* A session keeps the format's own id; every row below it gets an integer id from the
  session's id block (:mod:`sessgraph.store.ids`): consecutive within the session, deterministic,
  recorded once per session id. Ingesting the same file twice therefore writes the same rows,
  and a re-ingest of a grown file yields exactly what a fresh ingest of the final file yields.
  Reading numbers rows by position (:mod:`sessgraph.rows`); :func:`save_source` maps positions
  to ids.
* A shell call's result is stored once: ``tool_calls.result_text`` is NULL when the call has a
  command whose (clipped) output equals it, and ``commands.output`` holds the text. Readers of a
  shell call's result read ``commands.output`` (or ``coalesce(result_text, output)``).
* A source file is written in one transaction: its old sessions are deleted and the new ones
  inserted together, so a crash or a kill mid-file leaves the previous state, never half a
  session. Unchanged files (same size and mtime) are skipped without being read.
* The full-text index of messages and commands (FTS5, external content) is not written with a
  source's rows: the transaction that stores them records that the session's index is owed,
  and :func:`sessgraph.store.search_index.index_owed` builds it in bulk after the ingest's
  writes (at about half the cost; see that module). Deleting a session takes its rows out of
  the index only if they were indexed.
* A session id is the format's own, but two files can carry the same one (a copy, an export
  beside the original, a hostile file). The file that stored a session first keeps it; another
  existing file with the same id stores its session under ``<id>@<8 hex of its path>``, with a
  warning naming both files, so neither replaces the other (and re-ingesting the first is
  truthfully "unchanged": its rows are still there). When the first file no longer exists
  (moved or deleted), the new one takes the id over.
* Storage takes rows and a :class:`~sessgraph.rows.SourceStamp`, never the reading layer's
  types: a source read whole and one read in parts (already renumbered by reading) go through
  the same :func:`save_source`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import NamedTuple

import sqlite_utils

from sessgraph.rows import (
    ID_COLUMNS,
    ROW_COLUMNS,
    Row,
    SessionRows,
    SourceStamp,
    WarningRow,
    path_text,
)
from sessgraph.rows import source_stamp as _source_stamp
from sessgraph.store import ids as rowids
from sessgraph.store.db import transaction
from sessgraph.store.ids import SessionIds
from sessgraph.store.schema import SESSION_TABLES, utc_now
from sessgraph.store.search_index import BULK_INDEXED, SEARCH_STAGE, owes_search_index
from sessgraph.store.writes import delete_rows, insert_rows, insert_values


def source_is_current(db: sqlite_utils.Database, path: Path) -> bool:
    """True when ``path`` was ingested before and its size and mtime are unchanged."""
    key = path_text(path)
    row = db.execute("SELECT size, mtime_ns FROM sources WHERE path = ?", [key]).fetchone()
    if row is None:
        return False
    try:
        return (row[0], row[1]) == _source_stamp(path)
    except OSError:
        return False


def delete_sessions(db: sqlite_utils.Database, session_ids: Iterable[str]) -> None:
    """Delete sessions and every row below them (inside the caller's transaction)."""
    for sid in session_ids:
        indexed = not owes_search_index(db, sid)
        for table in SESSION_TABLES:
            index_built = indexed or table not in BULK_INDEXED
            delete_rows(db, table, "session_id = ?", [sid], indexed=index_built)
        db.execute(
            "DELETE FROM reuse WHERE discovered_session_id = ? OR reused_session_id = ?",
            [sid, sid],
        )
        db.execute("DELETE FROM sessions WHERE id = ?", [sid])
        db.execute("DELETE FROM pending_extraction WHERE session_id = ?", [sid])


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


def save_source(
    db: sqlite_utils.Database,
    source: SourceStamp,
    sessions: Iterable[SessionRows],
    warnings: Sequence[WarningRow] = (),
) -> SavedSource:
    """Replace everything stored from ``source.path`` with ``sessions``, in one transaction;
    return the ids the sessions were stored under and the warnings storing added (a session
    id another file already stores, see the module docstring), recorded with ``warnings``.

    ``sessions`` is a list for a source read whole: its sessions are written in the order of
    their id blocks, so each insert appends. A source read in parts is any other iterable,
    written as it is read (memory holds one part), several :class:`SessionRows` per session;
    ``warnings`` is read once ``sessions`` is consumed, so a reader may fill it meanwhile.
    """
    key = source.path
    added: list[WarningRow] = []
    with transaction(db):
        ids: dict[str, SessionIds] = {}
        stored_as: dict[str, str] = {}
        if isinstance(sessions, list):
            for rows in sessions:
                stored_as[rows.session_id] = _stored_id(db, key, rows.session_id, added)
            _forget_source(db, key, list(stored_as.values()))
            for stored in stored_as.values():
                ids[stored] = SessionIds(db, stored)
            sessions = sorted(sessions, key=lambda rows: ids[stored_as[rows.session_id]].base)
        else:
            _forget_source(db, key, [])
        for rows in sessions:
            if rows.session_id not in stored_as:
                stored_as[rows.session_id] = _stored_id(db, key, rows.session_id, added)
            sid = stored_as[rows.session_id]
            session_ids = ids.get(sid)
            if session_ids is None:
                delete_sessions(db, [sid])  # stored before, maybe by another file
                session_ids = ids[sid] = SessionIds(db, sid)
                session_ids.block(0)  # allocated on first sight, rows or not
            if rows.session is not None:
                insert_rows(db, "sessions", [{**rows.session, "id": sid, "source_path": key}])
            for table, values in rows.tables.items():
                if values:
                    if sid != rows.session_id:
                        values = _renamed(table, values, sid)
                    values = _with_row_ids(table, values, session_ids)
                    insert_values(db, table, values, index=table not in BULK_INDEXED)
        # Extraction and the full-text index are owed for every session stored here, until
        # they are saved (crash-safe).
        db.conn.executemany(
            "INSERT OR IGNORE INTO pending_extraction (session_id, stage) VALUES (?, ?)",
            [(sid, stage) for sid in ids for stage in PENDING_STAGES],
        )
        _record_source(db, source, len(ids), [*warnings, *added])
    return SavedSource(list(ids), added)


class SavedSource(NamedTuple):
    """What :func:`save_source` stored: the session ids (as stored) and its own warnings."""

    session_ids: list[str]
    warnings: list[WarningRow]


def _stored_id(
    db: sqlite_utils.Database, key: str, session_id: str, added: list[WarningRow]
) -> str:
    """The id ``session_id`` read from ``key`` is stored under (see the module docstring)."""
    row = db.execute(
        "SELECT source_path, parent_session_id FROM sessions WHERE id = ?", [session_id]
    ).fetchone()
    if row is None or row[0] == key or row[0] is None:
        return session_id
    other = str(row[0])
    if not Path(other).exists():
        # The first file is gone (moved, deleted): this one is the session now.
        db.execute("DELETE FROM sources WHERE path = ?", [other])
        db.execute("DELETE FROM ingest_warnings WHERE source_path = ?", [other])
        return session_id
    if _rebuilt_in_parent_file(db, other, row[1]):
        # A child session rebuilt from its parent's file (Claude Code's echoed subagents)
        # yields to its own file, read later: the caller deletes the rebuilt copy.
        return session_id
    digest = hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest()[:8]
    stored = f"{session_id}@{digest}"
    added.append(
        (
            None,
            f"session {session_id} is also in {other} (stored from there first); "
            f"this file's session is stored as {stored}, so both are kept",
        )
    )
    return stored


def _rebuilt_in_parent_file(db: sqlite_utils.Database, other: str, parent: str | None) -> bool:
    """Whether a session stored from ``other`` is a copy its parent's file made of it: the
    parent session ``parent`` is stored from that same file."""
    if parent is None:
        return False
    row = db.execute("SELECT source_path FROM sessions WHERE id = ?", [parent]).fetchone()
    return row is not None and row[0] == other


def _renamed(table: str, rows: Sequence[Row], session_id: str) -> list[Row]:
    """``rows`` with their ``session_id`` column set to ``session_id``."""
    at = ROW_COLUMNS[table].index("session_id")
    return [(*row[:at], session_id, *row[at + 1 :]) for row in rows]


# What a stored session still needs: its own extraction, then the cross-session relink; and
# its full-text index (sessgraph.store.search_index).
PENDING_STAGES = ("extract", "relink", SEARCH_STAGE)


def pending_sessions(db: sqlite_utils.Database, stage: str) -> list[str]:
    """Sessions stored whose ``stage`` (``extract`` or ``relink``) has not been saved yet."""
    rows = db.execute(
        "SELECT session_id FROM pending_extraction WHERE stage = ? ORDER BY session_id", [stage]
    )
    return [r[0] for r in rows]


def _forget_source(db: sqlite_utils.Database, key: str, session_ids: Iterable[str]) -> None:
    """Delete what a source stored before, and the sessions it is about to store (another
    file may have stored them); inside the caller's transaction."""
    old = [r[0] for r in db.execute("SELECT id FROM sessions WHERE source_path = ?", [key])]
    delete_sessions(db, {*old, *session_ids})
    db.execute("DELETE FROM ingest_warnings WHERE source_path = ?", [key])


def _record_source(
    db: sqlite_utils.Database,
    source: SourceStamp,
    sessions: int,
    warnings: Sequence[WarningRow],
) -> None:
    """The ``sources`` row (size and mtime for the unchanged check) and the read's warnings."""
    db.execute(
        "INSERT OR REPLACE INTO sources (path, format, size, mtime_ns, session_count, "
        "warning_count, ingested_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [*source, sessions, len(warnings), utc_now()],
    )
    if warnings:
        db.conn.executemany(
            "INSERT INTO ingest_warnings (source_path, line, message) VALUES (?, ?, ?)",
            [(source.path, line, message) for line, message in warnings],
        )
