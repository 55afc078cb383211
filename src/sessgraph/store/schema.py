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


# A symptom's "specificity" within its episode, most specific first: a named exception class
# (ValueError, ModuleNotFoundError; not a bare "Error"), a raised-exception line in the text,
# evidence read from output (traceback, crash loop, bad output) over a bare exit status, then
# the longer normalised text. The refused health poll that opens a crash loop ranks below the
# ValueError the service's log shows, whatever the database.
_SPECIFICITY_ORDER = """
    (coalesce(s.error_type, '') GLOB '*[a-z0-9]Error'
        OR coalesce(s.error_type, '') GLOB '*[a-z0-9]Exception') DESC,
    (coalesce(s.error_text, '') GLOB '*[a-z0-9]Error: *'
        OR coalesce(s.error_text, '') GLOB '*[a-z0-9]Exception: *') DESC,
    (s.kind IN ('traceback', 'crash_loop', 'bad_output')) DESC,
    length(coalesce(s.template, s.error_text, '')) DESC,
    s.seq, s.id"""


@migration
def m010_episodes_view(db: sqlite_utils.Database) -> None:
    """``episodes``: one row per failure episode, told through its most specific symptom.

    A view over ``symptoms``, ``fixes``, ``messages`` and ``commands`` (nothing to keep in
    step): the episode's best symptom (see ``_SPECIFICITY_ORDER``), its status, its most
    confident fix (whichever symptom of the episode the extractor linked it to), the command
    that verified the fix, and the ids of all its symptoms in order.
    """
    db.execute("DROP VIEW IF EXISTS episodes")
    db.execute(
        f"""
        CREATE VIEW episodes AS
        WITH ranked AS (
            SELECT s.*, row_number() OVER (
                PARTITION BY s.session_id, s.episode_id ORDER BY {_SPECIFICITY_ORDER}
            ) AS specificity_rank
            FROM symptoms s WHERE s.episode_id IS NOT NULL
        ),
        members AS (
            SELECT session_id, episode_id, count(*) AS symptom_count, min(seq) AS first_seq,
                max(seq) AS last_seq, json_group_array(id) AS symptom_ids
            FROM (SELECT * FROM symptoms WHERE episode_id IS NOT NULL ORDER BY seq, id)
            GROUP BY session_id, episode_id
        ),
        ranked_fixes AS (
            SELECT y.session_id AS episode_session_id, y.episode_id, f.*, row_number() OVER (
                PARTITION BY y.session_id, y.episode_id ORDER BY f.confidence DESC, f.id
            ) AS fix_rank
            FROM fixes f JOIN symptoms y ON y.id = f.symptom_id
            WHERE y.episode_id IS NOT NULL
        )
        SELECT b.episode_id, b.session_id,
            substr(coalesce(b.error_text, b.error_type, b.kind), 1,
                instr(coalesce(b.error_text, b.error_type, b.kind) || char(10), char(10)) - 1)
                AS label,
            b.status, b.episode_kind, m.symptom_count, m.first_seq, m.last_seq,
            b.id AS symptom_id, b.message_id, b.seq, b.kind, b.error_type, b.error_text,
            b.signature,
            f.id AS fix_id, f.kind AS fix_kind, f.change AS fix_change,
            f.entities AS fix_entities, f.confidence AS fix_confidence,
            f.sessions_confirmed AS fix_sessions_confirmed, f.message_id AS fix_message_id,
            fm.seq AS fix_seq, f.verify_command_id, vc.command AS verify_command,
            vc.exit_code AS verify_exit_code, f.symptom_id AS fix_linked_symptom_id,
            m.symptom_ids
        FROM ranked b
        JOIN members m ON m.session_id = b.session_id AND m.episode_id = b.episode_id
        LEFT JOIN ranked_fixes f ON f.episode_session_id = b.session_id
            AND f.episode_id = b.episode_id AND f.fix_rank = 1
        LEFT JOIN messages fm ON fm.id = f.message_id
        LEFT JOIN commands vc ON vc.id = f.verify_command_id
        WHERE b.specificity_rank = 1"""
    )


@migration
def m011_fix_knowledge_rank(db: sqlite_utils.Database) -> None:
    """``fixes.knowledge_rank``: the fixes table's default order (Datasette sorts a table by
    one column), knowledge-bearing changes first, then by confidence; typo, scratch and
    inspection changes last. A virtual generated column: nothing to keep in step."""
    columns = {c[1] for c in db.execute("PRAGMA table_xinfo(fixes)").fetchall()}
    if "knowledge_rank" not in columns:
        db.execute(
            "ALTER TABLE fixes ADD COLUMN knowledge_rank REAL GENERATED ALWAYS AS "
            "(round((change_class = 'knowledge') + confidence, 3)) VIRTUAL"
        )


@migration
def m012_tool_call_child_session(db: sqlite_utils.Database) -> None:
    """``tool_calls.child_session_id``: the session a subagent task call spawned (opencode's
    ``task`` tool names it), so a parent's call leads to the child's session and back (the
    child's ``sessions.parent_session_id`` is the other direction, when it is stored)."""
    columns = {row[1] for row in db.execute("PRAGMA table_info(tool_calls)").fetchall()}
    if "child_session_id" not in columns:
        db.execute("ALTER TABLE tool_calls ADD COLUMN child_session_id TEXT")
    db.execute(
        "CREATE INDEX IF NOT EXISTS idx_tool_calls_child_session_id "
        "ON tool_calls(child_session_id) WHERE child_session_id IS NOT NULL"
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
