"""The team store's schema in PostgreSQL: numbered migrations recorded in ``_migrations``.

As for SQLite (:mod:`sessgraph.store.schema`), each migration is a small function registered
with :func:`migration` and applied once; :func:`migrate` runs when a push, pull or grant finds
one pending, applying them in one transaction under an advisory lock, so that eight machines
opening a new store at once apply each migration once. A role that may not create tables (a
member) gets one clear line asking for an admin when a migration is pending.

Visibility is PostgreSQL's own: every row carries its ``project``, and row-level-security
policies (migration 2) let a role see and write only the projects ``grants`` maps it to
(``current_user``). Members get their table privileges through the ``sessgraph_member``
group role; :func:`grant` adds a role to it and maps it to a project. The owner of the tables
(whoever ran the migrations) and superusers see everything, as PostgreSQL decides.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from sessgraph.team.connect import SCHEMA, TeamStoreError, error_line, psycopg_module

Cursor = Any  # a psycopg cursor; psycopg is imported lazily (see sessgraph.team.connect)
Migration = Callable[[Cursor], None]
MIGRATIONS: list[tuple[str, Migration]] = []
MEMBER_ROLE = "sessgraph_member"
SEARCH_CONFIG = "sessgraph_search"
# Tables whose rows belong to a project (the row-level-security policies apply to them).
PROJECT_TABLES = ("sessions", "symptoms", "fixes", "messages", "commands")
# Any 64-bit number, the same in every process: serialises concurrent migrations.
MIGRATION_LOCK = 0x5E55_6A4F


def migration(fn: Migration) -> Migration:
    MIGRATIONS.append((fn.__name__, fn))
    return fn


@migration
def m001_knowledge_tables(cur: Cursor) -> None:
    """Sessions, their symptoms (episodes) and fixes; transcripts only when pushed with them."""
    # Words as SQLite's FTS5 (porter unicode61) sees them, so a team search finds what a
    # local one finds: every run of letters and digits is a word (PostgreSQL's own parser
    # would keep paths, hosts and versions whole), stemmed, no stop words.
    cur.execute(
        f"""
        CREATE TEXT SEARCH DICTIONARY {SEARCH_CONFIG}_stem
            (TEMPLATE = snowball, Language = english);
        CREATE TEXT SEARCH CONFIGURATION {SEARCH_CONFIG} (COPY = simple);
        ALTER TEXT SEARCH CONFIGURATION {SEARCH_CONFIG}
            ALTER MAPPING FOR asciiword, word, asciihword, hword, hword_part, hword_asciipart
            WITH {SEARCH_CONFIG}_stem;
        CREATE FUNCTION search_words(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
            AS $$ SELECT regexp_replace(lower($1), '[^[:alnum:]]+', ' ', 'g') $$;
        """
    )
    cur.execute(
        """
        CREATE TABLE grants (
            role name NOT NULL,
            project text NOT NULL,
            PRIMARY KEY (role, project)
        );
        CREATE TABLE machines (
            name text NOT NULL,
            pushed_by name NOT NULL DEFAULT current_user,
            watermark text NOT NULL DEFAULT '',
            pushed_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (name, pushed_by)
        );
        CREATE TABLE sessions (
            id text PRIMARY KEY,
            project text NOT NULL,
            machine text NOT NULL,
            format text,
            agent text,
            model text,
            title text,
            started_at text,
            ended_at text,
            message_count integer,
            command_count integer,
            failed_command_count integer,
            digest text NOT NULL,
            pushed_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE INDEX sessions_project ON sessions (project);
        CREATE TABLE symptoms (
            id bigint PRIMARY KEY,
            session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            project text NOT NULL,
            episode_id bigint NOT NULL,
            seq integer NOT NULL,
            kind text NOT NULL,
            error_type text,
            error_text text,
            template text,
            signature text,
            status text NOT NULL,
            episode_kind text,
            context text,
            repeat_count integer NOT NULL DEFAULT 1,
            search tsvector GENERATED ALWAYS AS (
                to_tsvector('sessgraph_search', search_words(coalesce(error_text, '') || ' '
                    || coalesce(template, '') || ' ' || coalesce(context, '')))
            ) STORED
        );
        CREATE INDEX symptoms_session ON symptoms (session_id);
        CREATE INDEX symptoms_signature ON symptoms (signature);
        CREATE INDEX symptoms_episode ON symptoms (episode_id);
        CREATE INDEX symptoms_search ON symptoms USING gin (search);
        CREATE TABLE fixes (
            id bigint PRIMARY KEY,
            session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            project text NOT NULL,
            symptom_id bigint NOT NULL REFERENCES symptoms (id) ON DELETE CASCADE,
            seq integer NOT NULL,
            kind text NOT NULL,
            entities text NOT NULL,
            change text,
            verify_command text,
            confidence real NOT NULL,
            sessions_confirmed integer NOT NULL DEFAULT 1
        );
        CREATE INDEX fixes_session ON fixes (session_id);
        CREATE INDEX fixes_symptom ON fixes (symptom_id);
        CREATE TABLE messages (
            id bigint PRIMARY KEY,
            session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            project text NOT NULL,
            seq integer NOT NULL,
            role text NOT NULL,
            kind text NOT NULL,
            text text
        );
        CREATE INDEX messages_session ON messages (session_id, seq);
        CREATE TABLE commands (
            id bigint PRIMARY KEY,
            session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            project text NOT NULL,
            seq integer NOT NULL,
            command text NOT NULL,
            exit_code integer,
            status text NOT NULL,
            output text
        );
        CREATE INDEX commands_session ON commands (session_id, seq);
        """
    )


@migration
def m002_row_level_security(cur: Cursor) -> None:
    """A member sees and writes only the projects granted to it, its own grants and its own
    machines' watermarks; table privileges come through the ``sessgraph_member`` role."""
    cur.execute(
        f"""
        DO $$ BEGIN
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{MEMBER_ROLE}') THEN
                CREATE ROLE {MEMBER_ROLE} NOLOGIN;
            END IF;
        END $$;
        GRANT USAGE ON SCHEMA {SCHEMA} TO {MEMBER_ROLE};
        GRANT SELECT ON grants, _migrations TO {MEMBER_ROLE};
        GRANT SELECT, INSERT, UPDATE, DELETE ON machines TO {MEMBER_ROLE};
        ALTER TABLE grants ENABLE ROW LEVEL SECURITY;
        CREATE POLICY own_grants ON grants FOR SELECT USING (role = current_user);
        ALTER TABLE machines ENABLE ROW LEVEL SECURITY;
        CREATE POLICY own_machines ON machines
            USING (pushed_by = current_user) WITH CHECK (pushed_by = current_user);
        """
    )
    granted = "project IN (SELECT g.project FROM grants g WHERE g.role = current_user)"
    for table in PROJECT_TABLES:
        cur.execute(
            f"GRANT SELECT, INSERT, UPDATE, DELETE ON {table} TO {MEMBER_ROLE};"
            f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY;"
            f"CREATE POLICY by_project ON {table} USING ({granted}) WITH CHECK ({granted})"
        )


@migration
def m003_query_indexes(cur: Cursor) -> None:
    """What ``fixes --team`` reads by index instead of by row: one past error per distinct
    error text, template and context among a signature's symptoms (a 64-bit hash of the
    three, ``error_key``, ordered in an index a skip scan walks), and the machines holding a
    fix (``fixes.machine``, set from its session by a trigger, in an index by fix)."""
    cur.execute(
        f"""
        ALTER TABLE symptoms ADD COLUMN error_key bigint GENERATED ALWAYS AS (
            hashtextextended(coalesce(error_text, '') || chr(31) || coalesce(template, '')
                || chr(31) || coalesce(context, ''), 0)
        ) STORED;
        CREATE INDEX symptoms_signature_error ON symptoms (signature, error_key, id)
            INCLUDE (project);
        ALTER TABLE fixes ADD COLUMN machine text;
        UPDATE fixes f SET machine = x.machine FROM sessions x WHERE x.id = f.session_id;
        CREATE FUNCTION fix_machine() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            NEW.machine := (SELECT x.machine FROM {SCHEMA}.sessions x WHERE x.id = NEW.session_id);
            RETURN NEW;
        END $$;
        CREATE TRIGGER fixes_machine BEFORE INSERT OR UPDATE ON fixes
            FOR EACH ROW EXECUTE FUNCTION fix_machine();
        CREATE INDEX fixes_holders ON fixes (kind, md5(entities), machine) INCLUDE (project);
        """
    )


def migrate(conn: Any) -> list[str]:
    """Apply pending migrations (in one transaction); return the names applied."""
    psycopg = psycopg_module()
    applied: list[str] = []
    try:
        with conn.transaction(), conn.cursor() as cur:
            cur.execute("SELECT pg_advisory_xact_lock(%s)", [MIGRATION_LOCK])
            cur.execute(f"CREATE SCHEMA IF NOT EXISTS {SCHEMA}")
            cur.execute(
                "CREATE TABLE IF NOT EXISTS _migrations "
                "(name text PRIMARY KEY, applied_at text NOT NULL)"
            )
            cur.execute("SELECT name FROM _migrations")
            done = {row[0] for row in cur.fetchall()}
            for name, fn in MIGRATIONS:
                if name in done:
                    continue
                with conn.transaction():
                    fn(cur)
                    cur.execute(
                        "INSERT INTO _migrations (name, applied_at) VALUES (%s, %s)",
                        [name, time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())],
                    )
                applied.append(name)
    except psycopg.errors.InsufficientPrivilege as exc:
        raise TeamStoreError(
            f"the team store's schema is not up to date and this role may not update it "
            f"({error_line(exc)}): ask an admin to run `sessgraph push` or `sessgraph team "
            "grant` once"
        ) from exc
    return applied


def migration_names(conn: Any) -> set[str]:
    """The migrations recorded in the store (empty when it was never set up)."""
    with conn.cursor() as cur:
        cur.execute("SELECT to_regclass('_migrations') IS NOT NULL")
        row = cur.fetchone()
        if row is None or not row[0]:
            return set()
        cur.execute("SELECT name FROM _migrations")
        return {name for (name,) in cur.fetchall()}


def ensure_schema(conn: Any) -> None:
    """Bring the store up to date when it needs it (members only read ``_migrations``)."""
    if {name for name, _ in MIGRATIONS} <= migration_names(conn):
        return
    migrate(conn)


def grant(conn: Any, role: str, project: str) -> bool:
    """Let ``role`` see and push ``project``; ``False`` when it already could."""
    ensure_schema(conn)
    psycopg = psycopg_module()
    from psycopg import sql

    try:
        with conn.transaction(), conn.cursor() as cur:
            cur.execute(
                sql.SQL("GRANT {} TO {}").format(sql.Identifier(MEMBER_ROLE), sql.Identifier(role))
            )
            cur.execute(
                "INSERT INTO grants (role, project) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                [role, project],
            )
            return bool(cur.rowcount)
    except psycopg.Error as exc:
        raise TeamStoreError(f"cannot grant {project!r} to {role!r}: {error_line(exc)}") from exc
