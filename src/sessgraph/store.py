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
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import orjson
import sqlite_utils

from sessgraph import rowids
from sessgraph.models import MessageKind, ParsedSession, ReadWarning, Role, SegmentBoundary
from sessgraph.rowids import SessionIds
from sessgraph.writes import FTS_COLUMNS, ID_COLUMNS, ROW_COLUMNS, delete_rows, insert_rows

DB_ENV_VAR = "SESSGRAPH_DB"
DEFAULT_DB = "sessgraph.db"

# Outputs larger than this are stored truncated, with a marker saying how much was cut, so
# one giant tool output cannot exhaust memory or bloat the database.
MAX_TEXT_CHARS = 1_000_000
TRUNCATION_MARKER = "\n[sessgraph: truncated {cut} of {total} characters]"

SEGMENT_TITLE_CHARS = 200

CACHE_KIB = 32 * 1024


def default_db_path() -> str:
    """The database path: ``$SESSGRAPH_DB`` or ``sessgraph.db`` in the working directory."""
    return os.environ.get(DB_ENV_VAR, DEFAULT_DB)


def stable_id(*parts: object) -> int:
    """A positive 63-bit integer derived from ``parts`` (stable across runs and machines)."""
    digest = hashlib.blake2b("\x1f".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") & 0x7FFF_FFFF_FFFF_FFFF


def clip(text: str | None) -> tuple[str | None, bool]:
    """``text`` cut to :data:`MAX_TEXT_CHARS` with a marker; the flag says whether it was cut."""
    if text is None or len(text) <= MAX_TEXT_CHARS:
        return text, False
    marker = TRUNCATION_MARKER.format(cut=len(text) - MAX_TEXT_CHARS, total=len(text))
    return text[:MAX_TEXT_CHARS] + marker, True


# --------------------------------------------------------------------------- migrations

Migration = Callable[[sqlite_utils.Database], None]
MIGRATIONS: list[tuple[str, Migration]] = []


def migration(fn: Migration) -> Migration:
    MIGRATIONS.append((fn.__name__, fn))
    return fn


@migration
def m001_core_tables(db: sqlite_utils.Database) -> None:
    db.execute(
        """
        CREATE TABLE IF NOT EXISTS sources (
            path TEXT PRIMARY KEY,
            format TEXT,
            size INTEGER,
            mtime_ns INTEGER,
            sha1 TEXT,
            session_count INTEGER,
            warning_count INTEGER,
            ingested_at TEXT
        )"""
    )
    db.execute(
        """
        CREATE TABLE IF NOT EXISTS sessions (
            id TEXT PRIMARY KEY,
            format TEXT NOT NULL,
            format_version TEXT,
            source_path TEXT REFERENCES sources(path),
            title TEXT,
            cwd TEXT,
            git_branch TEXT,
            agent TEXT,
            model TEXT,
            started_at TEXT,
            ended_at TEXT,
            parent_session_id TEXT,
            message_count INTEGER,
            user_message_count INTEGER,
            command_count INTEGER,
            failed_command_count INTEGER,
            segment_count INTEGER
        )"""
    )
    db.execute(
        """
        CREATE TABLE IF NOT EXISTS segments (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES sessions(id),
            idx INTEGER NOT NULL,
            first_seq INTEGER NOT NULL,
            last_seq INTEGER NOT NULL,
            title TEXT,
            boundary TEXT NOT NULL
        )"""
    )
    db.execute(
        """
        CREATE TABLE IF NOT EXISTS messages (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES sessions(id),
            seq INTEGER NOT NULL,
            native_id TEXT,
            role TEXT NOT NULL,
            kind TEXT NOT NULL,
            text TEXT,
            timestamp TEXT,
            parent_id TEXT,
            segment_id INTEGER REFERENCES segments(id),
            is_sidechain INTEGER NOT NULL DEFAULT 0,
            model TEXT,
            source_line INTEGER
        )"""
    )
    db.execute(
        """
        CREATE TABLE IF NOT EXISTS tool_calls (
            id INTEGER PRIMARY KEY,
            message_id INTEGER NOT NULL REFERENCES messages(id),
            session_id TEXT NOT NULL REFERENCES sessions(id),
            idx INTEGER NOT NULL,
            native_id TEXT,
            name TEXT NOT NULL,
            input TEXT,
            result_text TEXT,
            is_error INTEGER,
            status TEXT
        )"""
    )
    db.execute(
        """
        CREATE TABLE IF NOT EXISTS commands (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES sessions(id),
            message_id INTEGER NOT NULL REFERENCES messages(id),
            tool_call_id INTEGER REFERENCES tool_calls(id),
            seq INTEGER NOT NULL,
            command TEXT NOT NULL,
            cwd TEXT,
            exit_code INTEGER,
            status TEXT NOT NULL,
            output TEXT,
            output_truncated INTEGER NOT NULL DEFAULT 0,
            duration_ms INTEGER,
            started_at TEXT
        )"""
    )
    db.execute(
        """
        CREATE TABLE IF NOT EXISTS file_edits (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES sessions(id),
            message_id INTEGER NOT NULL REFERENCES messages(id),
            tool_call_id INTEGER REFERENCES tool_calls(id),
            path TEXT NOT NULL,
            kind TEXT NOT NULL,
            lines_added INTEGER,
            lines_removed INTEGER
        )"""
    )
    db.execute(
        """
        CREATE TABLE IF NOT EXISTS ingest_warnings (
            id INTEGER PRIMARY KEY,
            source_path TEXT NOT NULL,
            line INTEGER,
            message TEXT NOT NULL
        )"""
    )
    for table, columns in {
        "sessions": ["source_path", "parent_session_id"],
        "segments": ["session_id"],
        "messages": ["session_id, seq", "segment_id"],
        "tool_calls": ["message_id", "session_id"],
        "commands": ["session_id, seq", "message_id", "status"],
        "file_edits": ["message_id", "session_id"],
        "ingest_warnings": ["source_path"],
    }.items():
        for cols in columns:
            name = f"idx_{table}_{cols.replace(', ', '_')}"
            db.execute(f"CREATE INDEX IF NOT EXISTS {name} ON {table} ({cols})")


def _create_fts(db: sqlite_utils.Database, table: str) -> None:
    db.execute(
        f"""
        CREATE VIRTUAL TABLE IF NOT EXISTS {table}_fts USING fts5(
            {", ".join(FTS_COLUMNS[table])}, content={table}, content_rowid=id,
            tokenize='porter unicode61'
        )"""
    )


@migration
def m002_full_text_search(db: sqlite_utils.Database) -> None:
    _create_fts(db, "messages")
    _create_fts(db, "commands")


@migration
def m003_knowledge_tables(db: sqlite_utils.Database) -> None:
    """Tables the extractor fills: symptoms, fixes, entities, mentions, reuse, pivots, edges."""
    db.executescript(
        """
        CREATE TABLE IF NOT EXISTS symptoms (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES sessions(id),
            message_id INTEGER NOT NULL REFERENCES messages(id),
            command_id INTEGER REFERENCES commands(id),
            seq INTEGER NOT NULL,
            episode_id INTEGER,
            kind TEXT NOT NULL,
            error_type TEXT,
            error_text TEXT,
            template TEXT,
            signature TEXT,
            status TEXT NOT NULL,
            episode_kind TEXT,
            context TEXT,
            repeat_count INTEGER NOT NULL DEFAULT 1
        );
        CREATE INDEX IF NOT EXISTS idx_symptoms_session ON symptoms (session_id, seq);
        CREATE INDEX IF NOT EXISTS idx_symptoms_signature ON symptoms (signature);
        CREATE INDEX IF NOT EXISTS idx_symptoms_episode ON symptoms (episode_id);
        CREATE TABLE IF NOT EXISTS fixes (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES sessions(id),
            symptom_id INTEGER NOT NULL REFERENCES symptoms(id),
            message_id INTEGER NOT NULL REFERENCES messages(id),
            kind TEXT NOT NULL,
            entities TEXT NOT NULL,
            change TEXT,
            verify_command_id INTEGER REFERENCES commands(id),
            confidence REAL NOT NULL,
            sessions_confirmed INTEGER NOT NULL DEFAULT 1,
            evidence TEXT
        );
        CREATE INDEX IF NOT EXISTS idx_fixes_symptom ON fixes (symptom_id);
        CREATE INDEX IF NOT EXISTS idx_fixes_session ON fixes (session_id);
        CREATE TABLE IF NOT EXISTS entities (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            name TEXT NOT NULL
        );
        CREATE UNIQUE INDEX IF NOT EXISTS idx_entities_kind_name ON entities (kind, name);
        CREATE TABLE IF NOT EXISTS mentions (
            entity_id INTEGER NOT NULL REFERENCES entities(id),
            session_id TEXT NOT NULL REFERENCES sessions(id),
            message_id INTEGER NOT NULL REFERENCES messages(id),
            command_id INTEGER REFERENCES commands(id),
            seq INTEGER NOT NULL,
            role TEXT NOT NULL,
            value TEXT
        );
        CREATE INDEX IF NOT EXISTS idx_mentions_entity ON mentions (entity_id, session_id, seq);
        CREATE INDEX IF NOT EXISTS idx_mentions_session ON mentions (session_id, seq);
        CREATE TABLE IF NOT EXISTS reuse (
            id INTEGER PRIMARY KEY,
            entity_id INTEGER NOT NULL REFERENCES entities(id),
            discovered_message_id INTEGER NOT NULL REFERENCES messages(id),
            reused_message_id INTEGER NOT NULL REFERENCES messages(id),
            discovered_session_id TEXT NOT NULL,
            reused_session_id TEXT NOT NULL,
            gap_messages INTEGER,
            gap_segments INTEGER,
            cross_session INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX IF NOT EXISTS idx_reuse_entity ON reuse (entity_id);
        CREATE INDEX IF NOT EXISTS idx_reuse_reused ON reuse (reused_session_id);
        CREATE INDEX IF NOT EXISTS idx_reuse_discovered ON reuse (discovered_session_id);
        CREATE TABLE IF NOT EXISTS pivots (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES sessions(id),
            message_id INTEGER NOT NULL REFERENCES messages(id),
            seq INTEGER NOT NULL,
            episode_id INTEGER,
            base_score REAL NOT NULL,
            score REAL NOT NULL,
            reason TEXT NOT NULL,
            excerpt TEXT
        );
        CREATE INDEX IF NOT EXISTS idx_pivots_session ON pivots (session_id, score);
        CREATE TABLE IF NOT EXISTS edges (
            source TEXT NOT NULL,
            target TEXT NOT NULL,
            type TEXT NOT NULL,
            session_id TEXT,
            weight REAL
        );
        CREATE INDEX IF NOT EXISTS idx_edges_source ON edges (source);
        CREATE INDEX IF NOT EXISTS idx_edges_target ON edges (target);
        CREATE INDEX IF NOT EXISTS idx_edges_session ON edges (session_id);
        """
    )
    _create_fts(db, "symptoms")


@migration
def m004_id_blocks(db: sqlite_utils.Database) -> None:
    """Per-session id blocks (see :mod:`sessgraph.rowids`).

    Rows stored before this migration have hashed ids that could fall inside a block; they are
    dropped together with the source records, so the next ingest stores everything again.
    """
    db.execute(
        """
        CREATE TABLE IF NOT EXISTS id_blocks (
            block INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL,
            part INTEGER NOT NULL,
            UNIQUE (session_id, part)
        )"""
    )
    if db.execute("SELECT 1 FROM sessions LIMIT 1").fetchone():
        for table in (*SESSION_TABLES, "reuse", "entities", "sessions", "ingest_warnings"):
            db.execute(f"DELETE FROM {table}")
        db.execute("DELETE FROM sources")


@migration
def m005_fts_without_triggers(db: sqlite_utils.Database) -> None:
    """Full-text indexes are written by :func:`insert_rows` / :func:`delete_rows` now."""
    for table in FTS_COLUMNS:
        for suffix in ("ai", "ad", "au"):
            db.execute(f"DROP TRIGGER IF EXISTS {table}_{suffix}")


def migrate(db: sqlite_utils.Database) -> list[str]:
    """Apply pending migrations; return the names applied."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)"
    )
    done = {row[0] for row in db.execute("SELECT name FROM _migrations").fetchall()}
    applied = []
    for name, fn in MIGRATIONS:
        if name in done:
            continue
        with db.conn:
            fn(db)
            db.execute(
                "INSERT INTO _migrations (name, applied_at) VALUES (?, ?)",
                [name, _now()],
            )
        applied.append(name)
    return applied


def open_db(path: str | Path, *, read_only: bool = False) -> sqlite_utils.Database:
    """Open (and migrate) a sessgraph database. WAL mode lets readers work during ingest."""
    if read_only:
        import sqlite3

        conn = sqlite3.connect(f"file:{Path(path)}?mode=ro", uri=True, check_same_thread=False)
        return sqlite_utils.Database(conn)
    db = sqlite_utils.Database(str(path))
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("PRAGMA busy_timeout=30000")
    db.execute("PRAGMA foreign_keys=OFF")
    # A bigger page cache keeps the indexes of a large ingest in memory (default is 2 MB).
    db.execute(f"PRAGMA cache_size=-{CACHE_KIB}")
    migrate(db)
    return db


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


# --------------------------------------------------------------------------- sources


def source_is_current(db: sqlite_utils.Database, path: Path) -> bool:
    """True when ``path`` was ingested before and its size and mtime are unchanged."""
    try:
        stat = path.stat()
    except OSError:
        return False
    row = db.execute("SELECT size, mtime_ns FROM sources WHERE path = ?", [str(path)]).fetchone()
    return row is not None and row[0] == _source_size(path, stat) and row[1] == stat.st_mtime_ns


def _source_size(path: Path, stat: os.stat_result) -> int:
    if path.is_dir():
        # A directory source (opencode storage) changes when any file below it changes.
        total = 0
        for root, _dirs, files in os.walk(path):
            for name in files:
                try:
                    total += os.stat(os.path.join(root, name)).st_size
                except OSError:
                    continue
        return total
    return stat.st_size


def _source_mtime(path: Path, stat: os.stat_result) -> int:
    if path.is_dir():
        latest = stat.st_mtime_ns
        for root, _dirs, files in os.walk(path):
            for name in files:
                try:
                    latest = max(latest, os.stat(os.path.join(root, name)).st_mtime_ns)
                except OSError:
                    continue
        return latest
    return stat.st_mtime_ns


# --------------------------------------------------------------------------- rows


def segment_rows(parsed: ParsedSession) -> tuple[list[dict[str, Any]], list[int | None]]:
    """Segments of a session and, for each message, the position of its segment.

    A segment starts at the first message, at every real user prompt and at every compaction
    summary; tool results, hook output and command echoes never start one.
    """
    sid = parsed.session.id
    segments: list[dict[str, Any]] = []
    per_message: list[int | None] = []
    for message in parsed.messages:
        boundary: str | None = None
        if not segments:
            boundary = SegmentBoundary.SESSION_START.value
        elif message.kind == MessageKind.PROMPT.value:
            boundary = SegmentBoundary.USER_PROMPT.value
        elif message.kind == MessageKind.COMPACTION_SUMMARY.value:
            boundary = SegmentBoundary.COMPACTION.value
        if boundary is not None:
            idx = len(segments)
            segments.append(
                {
                    "id": idx,
                    "session_id": sid,
                    "idx": idx,
                    "first_seq": message.seq,
                    "last_seq": message.seq,
                    "title": None,
                    "boundary": boundary,
                }
            )
        current = segments[-1]
        current["last_seq"] = message.seq
        if current["title"] is None and message.kind == MessageKind.PROMPT.value:
            current["title"] = " ".join(message.text.split())[:SEGMENT_TITLE_CHARS] or None
        per_message.append(current["id"])
    return segments, per_message


def session_rows(parsed: ParsedSession) -> dict[str, list[dict[str, Any]]]:
    """Flatten one parsed session into rows for every table.

    Ids (and the ids rows refer to) are positions within the session, per table;
    :func:`save_source` turns them into row ids with the session's id block.
    """
    session = parsed.session
    sid = session.id
    segments, segment_of = segment_rows(parsed)
    messages: list[dict[str, Any]] = []
    tool_calls: list[dict[str, Any]] = []
    commands: list[dict[str, Any]] = []
    edits: list[dict[str, Any]] = []
    failed = 0
    users = 0
    for message_id, (message, segment_id) in enumerate(
        zip(parsed.messages, segment_of, strict=True)
    ):
        text, _ = clip(message.text)
        if message.role == Role.USER.value and message.kind == MessageKind.PROMPT.value:
            users += 1
        messages.append(
            {
                "id": message_id,
                "session_id": sid,
                "seq": message.seq,
                "native_id": message.native_id,
                "role": message.role,
                "kind": message.kind,
                "text": text,
                "timestamp": message.timestamp,
                "parent_id": message.parent_id,
                "segment_id": segment_id,
                "is_sidechain": int(message.is_sidechain),
                "model": message.model,
                "source_line": message.source_line,
            }
        )
        for n, call in enumerate(message.tool_calls):
            call_id = len(tool_calls)
            result, _ = clip(call.result_text)
            output, truncated = clip(call.command.output if call.command else None)
            if call.command is not None and result is not None and result == output:
                result = None  # stored once, as commands.output
            tool_calls.append(
                {
                    "id": call_id,
                    "message_id": message_id,
                    "session_id": sid,
                    "idx": n,
                    "native_id": call.native_id,
                    "name": call.name,
                    "input": None if call.input is None else orjson.dumps(call.input).decode(),
                    "result_text": result,
                    "is_error": None if call.is_error is None else int(call.is_error),
                    "status": call.status,
                }
            )
            if call.command is not None:
                cmd = call.command
                if cmd.status == "failed":
                    failed += 1
                commands.append(
                    {
                        "id": len(commands),
                        "session_id": sid,
                        "message_id": message_id,
                        "tool_call_id": call_id,
                        "seq": len(commands),
                        "command": cmd.command,
                        "cwd": cmd.cwd,
                        "exit_code": cmd.exit_code,
                        "status": cmd.status,
                        "output": output,
                        "output_truncated": int(truncated),
                        "duration_ms": cmd.duration_ms,
                        "started_at": cmd.started_at,
                    }
                )
            for edit in call.edits:
                edits.append(
                    {
                        "id": len(edits),
                        "session_id": sid,
                        "message_id": message_id,
                        "tool_call_id": call_id,
                        "path": edit.path,
                        "kind": edit.kind,
                        "lines_added": edit.lines_added,
                        "lines_removed": edit.lines_removed,
                    }
                )
    session_row = session.model_dump()
    if not session_row.get("title"):
        # Formats without a title: the opening request names the session well enough.
        session_row["title"] = next((seg["title"] for seg in segments if seg["title"]), None)
    session_row.update(
        message_count=len(messages),
        user_message_count=users,
        command_count=len(commands),
        failed_command_count=failed,
        segment_count=len(segments),
    )
    return {
        "sessions": [session_row],
        "segments": segments,
        "messages": messages,
        "tool_calls": tool_calls,
        "commands": commands,
        "file_edits": edits,
    }


SESSION_TABLES = (
    "pivots",
    "fixes",
    "symptoms",
    "mentions",
    "edges",
    "file_edits",
    "commands",
    "tool_calls",
    "messages",
    "segments",
)


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


def _with_row_ids(
    table: str, rows: Sequence[dict[str, Any]], ids: SessionIds
) -> list[dict[str, Any]]:
    """``rows`` with their positions (id and references) replaced by row ids."""
    mapped = [c for c in ROW_COLUMNS[table] if c in ID_COLUMNS]
    base, limit = ids.base, 1 << rowids.BLOCK_BITS
    out = []
    for row in rows:
        row = dict(row)
        for column in mapped:
            n = row[column]
            if n is not None:
                row[column] = base + n if n < limit else ids(n)
        out.append(row)
    return out


def save_source(
    db: sqlite_utils.Database,
    path: Path,
    format_name: str,
    sessions: list[ParsedSession],
    warnings: list[ReadWarning],
) -> None:
    """Replace everything stored from ``path`` with ``sessions``, in one transaction.

    Sessions are written in the order of their id blocks, so each insert appends.
    """
    stat = path.stat()
    key = str(path)
    with transaction(db):
        old = [r[0] for r in db.execute("SELECT id FROM sessions WHERE source_path = ?", [key])]
        new_ids = [p.session.id for p in sessions]
        delete_sessions(db, {*old, *new_ids})
        db.execute("DELETE FROM ingest_warnings WHERE source_path = ?", [key])
        db.execute(
            "INSERT OR REPLACE INTO sources (path, format, size, mtime_ns, session_count, "
            "warning_count, ingested_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                key,
                format_name,
                _source_size(path, stat),
                _source_mtime(path, stat),
                len(sessions),
                len(warnings),
                _now(),
            ],
        )
        ordered = sorted(
            ((SessionIds(db, p.session.id), p) for p in sessions), key=lambda item: item[0].base
        )
        for ids, parsed in ordered:
            tables = session_rows(parsed)
            tables["sessions"][0]["source_path"] = key
            for table, rows in tables.items():
                if rows:
                    if table != "sessions":
                        rows = _with_row_ids(table, rows, ids)
                    insert_rows(db, table, rows)
        if warnings:
            db.conn.executemany(
                "INSERT INTO ingest_warnings (source_path, line, message) VALUES (?, ?, ?)",
                [(key, w.line, w.message) for w in warnings],
            )
