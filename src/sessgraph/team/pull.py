"""``sessgraph pull``: what this member may see of the team store, as a local SQLite database.

The copy has sessgraph's own schema (:func:`sessgraph.store.open_db`), so every local query
(``sessgraph fixes -d team.db``, ``sessions``, Datasette's pages) works on it unchanged.
Row-level security decides what arrives: the same query as an admin's returns only the
granted projects' rows. Where the team store holds no transcript (a push without
``--with-transcripts``), each symptom and fix gets a placeholder message (no text) at its
position, and each fix's verifying command a command row without output, because the local
queries join them. Projects and machines are kept in an extra table, ``team_sessions``.

The copy is written to a temporary file beside the target and moved over it when complete,
so a pull interrupted half-way leaves the previous copy intact.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sessgraph.store.ids import stable_id
from sessgraph.team.connect import TeamStoreError, connect, error_line, psycopg_module
from sessgraph.team.schema import ensure_schema

PLACEHOLDER_KIND = "not-pushed"


@dataclass
class PullReport:
    """What one pull copied."""

    path: str
    sessions: int = 0
    symptoms: int = 0
    fixes: int = 0
    messages: int = 0
    projects: int = 0


def message_id(session_id: str, seq: int) -> int:
    """The id of a session's message at ``seq`` in a pulled copy (as pushed ones have)."""
    return stable_id("team", "message", session_id, seq)


def _fetch(cur: Any, sql: str) -> list[dict[str, Any]]:
    cur.execute(sql)
    columns = [c.name for c in cur.description]
    return [dict(zip(columns, row, strict=True)) for row in cur.fetchall()]


def _message(session_id: str, seq: int, role: str, kind: str, text: str | None) -> dict[str, Any]:
    return {
        "id": message_id(session_id, seq),
        "session_id": session_id,
        "seq": seq,
        "native_id": None,
        "role": role,
        "kind": kind,
        "text": text,
        "timestamp": None,
        "parent_id": None,
        "segment_id": None,
        "is_sidechain": 0,
        "model": None,
        "source_line": None,
    }


def _command(
    command_id: int,
    session_id: str,
    seq: int,
    command: str,
    exit_code: Any = None,
    status: str = "ok",
    output: Any = None,
) -> dict[str, Any]:
    return {
        "id": command_id,
        "session_id": session_id,
        "message_id": message_id(session_id, seq),
        "tool_call_id": None,
        "seq": seq,
        "command": command,
        "cwd": None,
        "exit_code": exit_code,
        "status": status,
        "output": output,
        "output_truncated": 0,
        "duration_ms": None,
        "started_at": None,
    }


def pull(url: str, dest: str | Path) -> PullReport:
    """Copy what the connecting role may see of the team store at ``url`` into ``dest``."""
    psycopg = psycopg_module()
    dest = Path(dest)
    check_dest(dest)
    partial = dest.with_name(dest.name + ".partial")
    partial.unlink(missing_ok=True)
    try:
        with connect(url) as conn:
            ensure_schema(conn)
            with conn.transaction(), conn.cursor() as cur:
                # One snapshot for every table: a push committing meanwhile is seen whole or not.
                cur.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
                sessions = _fetch(cur, "SELECT * FROM sessions ORDER BY id")
                symptoms = _fetch(cur, "SELECT * FROM symptoms ORDER BY id")
                fixes = _fetch(cur, "SELECT * FROM fixes ORDER BY id")
                messages = _fetch(cur, "SELECT * FROM messages ORDER BY id")
                commands = _fetch(cur, "SELECT * FROM commands ORDER BY id")
    except psycopg.Error as exc:
        raise TeamStoreError(f"pull failed: {error_line(exc)}") from exc
    report = PullReport(path=str(dest))
    _write(partial, sessions, symptoms, fixes, messages, commands, report)
    os.replace(partial, dest)
    for suffix in ("-wal", "-shm"):
        Path(str(dest) + suffix).unlink(missing_ok=True)
    return report


def _write(
    path: Path,
    sessions: list[dict[str, Any]],
    symptoms: list[dict[str, Any]],
    fixes: list[dict[str, Any]],
    messages: list[dict[str, Any]],
    commands: list[dict[str, Any]],
    report: PullReport,
) -> None:
    from sessgraph.store import insert_rows, open_db, transaction

    message_rows = {
        m["id"]: _message(m["session_id"], m["seq"], m["role"], m["kind"], m["text"])
        for m in messages
    }
    for row in [*symptoms, *fixes]:
        placeholder = _message(row["session_id"], row["seq"], "unknown", PLACEHOLDER_KIND, None)
        message_rows.setdefault(placeholder["id"], placeholder)
    command_rows = [
        _command(
            c["id"],
            c["session_id"],
            c["seq"],
            c["command"],
            c["exit_code"],
            c["status"],
            c["output"],
        )
        for c in commands
    ]
    verify_ids: dict[int, int] = {}
    for f in fixes:
        if f["verify_command"]:
            verify_ids[f["id"]] = stable_id("team", "verify", f["id"])
            command_rows.append(
                _command(verify_ids[f["id"]], f["session_id"], f["seq"], f["verify_command"])
            )
    db = open_db(path)
    try:
        with transaction(db):
            insert_rows(
                db,
                "sessions",
                [
                    {
                        "id": s["id"],
                        "format": s["format"] or "unknown",
                        "title": s["title"],
                        "agent": s["agent"],
                        "model": s["model"],
                        "started_at": s["started_at"],
                        "ended_at": s["ended_at"],
                        "message_count": s["message_count"],
                        "command_count": s["command_count"],
                        "failed_command_count": s["failed_command_count"],
                        "segment_count": 0,
                    }
                    for s in sessions
                ],
            )
            db.execute(
                "CREATE TABLE team_sessions (session_id TEXT PRIMARY KEY REFERENCES sessions(id), "
                "project TEXT NOT NULL, machine TEXT NOT NULL)"
            )
            db.conn.executemany(
                "INSERT INTO team_sessions VALUES (?, ?, ?)",
                [(s["id"], s["project"], s["machine"]) for s in sessions],
            )
            insert_rows(db, "messages", sorted(message_rows.values(), key=lambda m: m["id"]))
            insert_rows(db, "commands", sorted(command_rows, key=lambda c: c["id"]))
            insert_rows(
                db,
                "symptoms",
                [
                    {
                        **{k: s[k] for k in _SYMPTOM_KEEP},
                        "message_id": message_id(s["session_id"], s["seq"]),
                        "command_id": None,
                    }
                    for s in symptoms
                ],
            )
            insert_rows(
                db,
                "fixes",
                [
                    {
                        "id": f["id"],
                        "session_id": f["session_id"],
                        "symptom_id": f["symptom_id"],
                        "message_id": message_id(f["session_id"], f["seq"]),
                        "kind": f["kind"],
                        "entities": f["entities"],
                        "change": f["change"],
                        "verify_command_id": verify_ids.get(f["id"]),
                        "confidence": f["confidence"],
                        "sessions_confirmed": f["sessions_confirmed"],
                        "evidence": None,
                    }
                    for f in fixes
                ],
            )
    finally:
        db.close()
    report.sessions, report.symptoms, report.fixes = len(sessions), len(symptoms), len(fixes)
    report.messages = len(messages)
    report.projects = len({s["project"] for s in sessions})


_SYMPTOM_KEEP = (
    "id", "session_id", "seq", "episode_id", "kind", "error_type", "error_text", "template",
    "signature", "status", "episode_kind", "context", "repeat_count",
)  # fmt: skip


def check_dest(dest: str | Path) -> None:
    """Refuse to pull over a database that is not a pulled copy (a machine's own history)."""
    import sqlite3

    dest = Path(dest)
    if not dest.exists():
        return
    try:
        conn = sqlite3.connect(f"file:{dest.resolve().as_posix()}?mode=ro", uri=True)
        try:
            found = conn.execute(
                "SELECT 1 FROM sqlite_master WHERE name = 'team_sessions'"
            ).fetchone()
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise TeamStoreError(f"{dest}: not an SQLite database ({exc})") from exc
    if found is None:
        raise TeamStoreError(
            f"{dest}: holds a local history, not a pulled copy; pull into another file"
        )
