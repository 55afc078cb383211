"""The database schema: numbered migrations recorded in ``_migrations``, applied on open.

Each migration is a small function registered with :func:`migration`; :func:`migrate` applies
the ones not recorded yet, each in its own transaction, so opening a database again is a no-op
(:func:`sessgraph.store.db.open_db` runs it on every open).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import sqlite_utils

from sessgraph.store.writes import FTS_COLUMNS

# Tables holding rows below a session (children first), deleted with it.
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
    """Per-session id blocks (see :mod:`sessgraph.store.ids`).

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


@migration
def m006_reuse_by_reused_message(db: sqlite_utils.Database) -> None:
    """Pivot scores look up the reuse links that end at their message."""
    db.execute("CREATE INDEX IF NOT EXISTS idx_reuse_reused_message ON reuse (reused_message_id)")


@migration
def m007_mention_segment(db: sqlite_utils.Database) -> None:
    """Mentions carry their message's segment and whether an assistant wrote it, so the
    cross-session links are computed from mentions alone (no lookup per mention into
    ``messages``, which on a large database is most of the relink's time)."""
    columns = {c[1] for c in db.execute("PRAGMA table_info(mentions)").fetchall()}
    if "segment_id" not in columns:
        db.execute("ALTER TABLE mentions ADD COLUMN segment_id INTEGER")
    if "by_assistant" not in columns:
        db.execute("ALTER TABLE mentions ADD COLUMN by_assistant INTEGER")
    db.execute(
        "UPDATE mentions SET (segment_id, by_assistant) = "
        "(SELECT m.segment_id, m.role = 'assistant' FROM messages m WHERE m.id = message_id) "
        "WHERE by_assistant IS NULL"
    )


@migration
def m008_fix_change_class(db: sqlite_utils.Database) -> None:
    """Fixes carry their change class (issue 12, class 5): ``typo``, ``scratch`` and
    ``inspection`` changes carry no reusable knowledge and rank below ``knowledge``."""
    columns = {c[1] for c in db.execute("PRAGMA table_info(fixes)").fetchall()}
    if "change_class" not in columns:
        db.execute("ALTER TABLE fixes ADD COLUMN change_class TEXT NOT NULL DEFAULT 'knowledge'")


@migration
def m009_pending_extraction(db: sqlite_utils.Database) -> None:
    """Sessions stored but not yet extracted (``extract``) or not yet relinked across sessions
    (``relink``): written in the transaction that stores a session, removed in the one that
    stores its extraction, so an ingest killed in between leaves a record of what to finish."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS pending_extraction ("
        "session_id TEXT NOT NULL, stage TEXT NOT NULL, PRIMARY KEY (session_id, stage))"
    )


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
                [name, utc_now()],
            )
        applied.append(name)
    return applied


def utc_now() -> str:
    """The time now, UTC, as stored (``ingested_at``, ``applied_at``)."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
