"""``sessgraph push``: this machine's derived knowledge into the team store, batch by batch.

A push reads the local sessions whose source was ingested at or after this machine's
watermark (kept in the team store per machine and role), in ingest order, and sends them in
batches of :data:`BATCH_SESSIONS`. Each batch is one transaction: it skips sessions whose
digest the store already holds (pushing twice writes nothing), upserts the others' rows,
prunes the rows a re-extraction dropped, and moves the watermark to the batch's last
session. A push killed in the middle leaves whole batches behind it and a watermark that
points at the first batch not done, so running it again finishes the job: the result equals
one uninterrupted push. Sessions sharing the watermark's second are compared again by
digest, so none is skipped by a tie.

Rows are written in id order, so concurrent pushes touching the same rows (the same session
held on two machines) lock them in the same order; a deadlock or serialisation failure the
server reports anyway is retried.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sessgraph.store.readonly import open_readonly
from sessgraph.team.connect import (
    TeamStoreError,
    connect,
    error_line,
    machine_name,
    psycopg_module,
)
from sessgraph.team.payload import (
    COMMAND_COLUMNS,
    FIX_COLUMNS,
    MESSAGE_COLUMNS,
    SESSION_COLUMNS,
    SYMPTOM_COLUMNS,
    SessionPayload,
    chunks,
    payloads,
    project_of,
    sessions_since,
)
from sessgraph.team.schema import ensure_schema

BATCH_SESSIONS = 200
RETRIES = 5


@dataclass
class PushReport:
    """What one push did."""

    machine: str
    sessions_considered: int = 0
    sessions_pushed: int = 0
    symptoms: int = 0
    fixes: int = 0
    batches: int = 0
    watermark: str = ""


def _upsert(cur: Any, table: str, columns: Sequence[str], rows: list[tuple[Any, ...]]) -> None:
    if not rows:
        return
    updates = ", ".join(f"{c} = EXCLUDED.{c}" for c in columns if c not in ("id", "machine"))
    marks = ", ".join(["%s"] * len(columns))
    cur.executemany(
        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks}) "
        f"ON CONFLICT (id) DO UPDATE SET {updates}",
        sorted(rows),
    )


def _prune(cur: Any, table: str, session_ids: list[str], keep: list[int]) -> None:
    """Delete the rows of ``session_ids`` in ``table`` that the new push no longer has."""
    cur.execute(
        f"DELETE FROM {table} WHERE session_id = ANY(%s) AND NOT (id = ANY(%s))",
        [session_ids, keep],
    )


def _write_batch(cur: Any, batch: list[SessionPayload]) -> list[SessionPayload]:
    """Write the sessions of ``batch`` the store lacks or holds differently; return them."""
    ids = sorted(p.session_id for p in batch)
    cur.execute("SELECT id, digest FROM sessions WHERE id = ANY(%s)", [ids])
    stored = dict(cur.fetchall())
    changed = [p for p in batch if stored.get(p.session_id) != p.session["digest"]]
    if not changed:
        return []
    changed.sort(key=lambda p: p.session_id)
    session_ids = [p.session_id for p in changed]
    _upsert(cur, "sessions", SESSION_COLUMNS, [p.session_row() for p in changed])
    tables: list[tuple[str, Sequence[str], Callable[[SessionPayload], list[tuple[Any, ...]]]]] = [
        ("fixes", FIX_COLUMNS, lambda p: p.fixes),
        ("symptoms", SYMPTOM_COLUMNS, lambda p: p.symptoms),
        ("messages", MESSAGE_COLUMNS, lambda p: p.messages),
        ("commands", COMMAND_COLUMNS, lambda p: p.commands),
    ]
    for table, _, rows_of in tables:
        _prune(cur, table, session_ids, [row[0] for p in changed for row in rows_of(p)])
    # Symptoms before the fixes that refer to them.
    for table, columns, rows_of in (tables[1], tables[0], tables[2], tables[3]):
        _upsert(cur, table, columns, [row for p in changed for row in rows_of(p)])
    return changed


def _is_privileged(cur: Any) -> bool:
    """Whether row-level security does not apply to this role (owner, superuser, bypass)."""
    cur.execute(
        "SELECT r.rolsuper OR r.rolbypassrls OR pg_has_role(current_user, c.relowner, 'USAGE') "
        "FROM pg_roles r, pg_class c WHERE r.rolname = current_user "
        "AND c.oid = 'sessions'::regclass"
    )
    row = cur.fetchone()
    return bool(row and row[0])


def _check_grants(conn: Any, projects: set[str]) -> None:
    """One clear line when this role may not push some of ``projects``."""
    with conn.cursor() as cur:
        if _is_privileged(cur):
            return
        cur.execute("SELECT project FROM grants WHERE role = current_user")
        granted = {project for (project,) in cur.fetchall()}
        cur.execute("SELECT current_user")
        (user,) = cur.fetchone()
    missing = sorted(projects - granted)
    if missing:
        raise TeamStoreError(
            f"role {user} has no grant for project(s) {', '.join(missing)}: an admin runs "
            f"`sessgraph team grant {user} {missing[0]}` (or push with --project)"
        )


def _watermark(conn: Any, machine: str) -> str:
    with conn.cursor() as cur:
        cur.execute(
            "SELECT watermark FROM machines WHERE name = %s AND pushed_by = current_user",
            [machine],
        )
        row = cur.fetchone()
    return str(row[0]) if row else ""


def _set_watermark(cur: Any, machine: str, watermark: str) -> None:
    cur.execute(
        "INSERT INTO machines (name, watermark) VALUES (%s, %s) "
        "ON CONFLICT (name, pushed_by) DO UPDATE SET watermark = EXCLUDED.watermark, "
        "pushed_at = now() WHERE machines.watermark IS DISTINCT FROM EXCLUDED.watermark",
        [machine, watermark],
    )


def push(
    db_path: str | Path,
    url: str,
    *,
    machine: str | None = None,
    project: str | None = None,
    with_transcripts: bool = False,
    full: bool = False,
    batch_sessions: int = BATCH_SESSIONS,
    on_batch: Callable[[PushReport], None] | None = None,
) -> PushReport:
    """Push the derived knowledge of the database at ``db_path`` to the team store at ``url``.

    ``project`` puts every session under that project (default: each session's checkout
    name); ``full`` ignores the watermark (every session is compared by digest);
    ``on_batch(report)`` is called after each committed batch."""
    psycopg = psycopg_module()
    report = PushReport(machine=machine_name(machine))
    local = open_readonly(db_path)
    try:
        with connect(url) as conn:
            ensure_schema(conn)
            watermark = "" if full else _watermark(conn, report.machine)
            sessions = sessions_since(local, watermark)
            report.sessions_considered = len(sessions)
            report.watermark = watermark
            _check_grants(conn, {project_of(s["cwd"], project) for s in sessions})
            for batch_rows in chunks(sessions, max(1, batch_sessions)):
                batch = payloads(
                    local,
                    batch_rows,
                    machine=report.machine,
                    project=project,
                    with_transcripts=with_transcripts,
                )
                written = _commit_batch(conn, batch, report.machine, psycopg)
                report.batches += 1
                report.sessions_pushed += len(written)
                report.symptoms += sum(len(p.symptoms) for p in written)
                report.fixes += sum(len(p.fixes) for p in written)
                report.watermark = batch[-1].watermark
                if on_batch is not None:
                    on_batch(report)
    except psycopg.Error as exc:
        raise TeamStoreError(
            f"push stopped after {report.batches} batch(es): {error_line(exc)}; what was "
            "pushed is kept, run the push again to resume"
        ) from exc
    finally:
        local.close()
    return report


def _commit_batch(
    conn: Any, batch: list[SessionPayload], machine: str, psycopg: Any
) -> list[SessionPayload]:
    """One transaction: the batch's changed sessions and the new watermark (retried when the
    server reports a deadlock or a serialisation failure)."""
    retryable = (psycopg.errors.DeadlockDetected, psycopg.errors.SerializationFailure)
    for attempt in range(RETRIES):
        try:
            with conn.transaction(), conn.cursor() as cur:
                written = _write_batch(cur, batch)
                _set_watermark(cur, machine, batch[-1].watermark)
            return written
        except retryable:
            if attempt == RETRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))
    return []
