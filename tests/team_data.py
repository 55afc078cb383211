"""Synthetic local histories for the team-store tests and benchmark: sessions with episodes
(an error, the fix that resolved it, the command that verified it) written straight into a
sessgraph SQLite database, as the extractor would have stored them.

Each episode is drawn from :data:`FAMILIES` (a real-looking error with a parameter, its fix
kind, entities and change), so the same wall recurs across sessions and machines.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from sessgraph.extract.signatures import error_signature, error_type_of, normalise_error
from sessgraph.store import insert_rows, open_db, stable_id, transaction

PACKAGES = ["pandas", "numpy", "torch", "requests", "flask", "sqlalchemy", "pydantic", "scipy",
            "httpx", "rich"]  # fmt: skip
FAMILIES: list[tuple[str, str, str, str, str]] = [
    # (error text, fix kind, entity, change, verify command); {p} is the parameter
    (
        "ModuleNotFoundError: No module named '{p}'",
        "install_package",
        "{p}",
        "pip install {p}",
        "python -c 'import {p}'",
    ),
    (
        'psql: error: connection to server at "db{p}" port 5432 failed: Connection refused',
        "config_edit",
        "PGHOST",
        "export PGHOST=db{p}.internal",
        "psql -c 'select 1'",
    ),
    (
        "RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU {p})",
        "config_edit",
        "--mem-fraction-static",
        "--mem-fraction-static 0.8",
        "python -m sglang.launch_server --mem-fraction-static 0.8",
    ),
    (
        "error: externally-managed-environment ({p})",
        "command_change",
        "venv",
        "python3 -m venv .venv && .venv/bin/pip install {p}",
        ".venv/bin/python -c 'import {p}'",
    ),
    (
        "FileNotFoundError: [Errno 2] No such file or directory: 'config/{p}.yaml'",
        "file_edit",
        "config/{p}.yaml",
        "create config/{p}.yaml",
        "pytest -q",
    ),
    (
        "ImportError: cannot import name 'Mapping' from 'collections' ({p})",
        "code_edit",
        "collections.abc",
        "from collections.abc import Mapping",
        "pytest -q tests/test_{p}.py",
    ),
]


def episode_rows(
    session_id: str, n: int, rng: random.Random, extra: str = ""
) -> tuple[list[dict[str, Any]], ...]:
    """The message, command, symptom and fix rows of episode ``n`` of a session."""
    text, kind, entity, change, verify = rng.choice(FAMILIES)
    p = rng.choice(PACKAGES)
    error = text.format(p=p) + extra
    seq = 10 * n
    error_type = error_type_of(error)
    msg_fail, msg_fix = stable_id(session_id, "m", seq), stable_id(session_id, "m", seq + 1)
    cmd_fail, cmd_verify = stable_id(session_id, "c", seq), stable_id(session_id, "c", seq + 1)
    messages = [
        _message(msg_fail, session_id, seq, f"running the tests {extra}"),
        _message(msg_fix, session_id, seq + 1, f"the fix: {change.format(p=p)} {extra}"),
    ]
    commands = [
        _command(cmd_fail, session_id, msg_fail, seq, "pytest -q", 1, f"...\n{error}\n"),
        _command(cmd_verify, session_id, msg_fix, seq + 1, verify.format(p=p), 0, "ok " + extra),
    ]
    symptom_id = stable_id(session_id, "symptom", seq, "command_failure", 0)
    episode_id = stable_id(session_id, "episode", seq, "command_failure")
    symptoms = [
        {
            "id": symptom_id,
            "session_id": session_id,
            "message_id": msg_fail,
            "command_id": cmd_fail,
            "seq": seq,
            "episode_id": episode_id,
            "kind": "command_failure",
            "error_type": error_type,
            "error_text": error,
            "template": normalise_error(error),
            "signature": error_signature(error, error_type),
            "status": "resolved",
            "episode_kind": "error",
            "context": f"pytest -q\n...\n{error}\n{extra}",
            "repeat_count": 1,
        }
    ]
    fixes = [
        {
            "id": stable_id(session_id, "fix", episode_id),
            "session_id": session_id,
            "symptom_id": symptom_id,
            "message_id": msg_fix,
            "kind": kind,
            "entities": json.dumps([entity.format(p=p)]),
            "change": change.format(p=p) + extra,
            "verify_command_id": cmd_verify,
            "confidence": 0.8,
            "sessions_confirmed": 1,
            "evidence": None,
        }
    ]
    return messages, commands, symptoms, fixes


def _message(mid: int, sid: str, seq: int, text: str) -> dict[str, Any]:
    return {
        "id": mid, "session_id": sid, "seq": seq, "native_id": None, "role": "assistant",
        "kind": "text", "text": text, "timestamp": None, "parent_id": None, "segment_id": None,
        "is_sidechain": 0, "model": None, "source_line": None,
    }  # fmt: skip


def _command(
    cid: int, sid: str, mid: int, seq: int, command: str, exit_code: int, output: str
) -> dict[str, Any]:
    return {
        "id": cid, "session_id": sid, "message_id": mid, "tool_call_id": None, "seq": seq,
        "command": command, "cwd": None, "exit_code": exit_code,
        "status": "ok" if exit_code == 0 else "failed", "output": output,
        "output_truncated": 0, "duration_ms": None, "started_at": None,
    }  # fmt: skip


def write_history(
    path: Path,
    machine: str,
    sessions: int,
    episodes: int,
    *,
    cwd: str = "/home/dev/src/webapp",
    seed: int = 0,
    extra: str = "",
    session_ids: list[str] | None = None,
    ingested_at: str = "2026-11-30T09:00:00Z",
) -> list[str]:
    """Write ``sessions`` sessions of ``episodes`` episodes each into the database at
    ``path`` (created when missing); ``extra`` is appended to every text (plant secrets
    there). Returns the session ids."""
    rng = random.Random(f"{machine}/{seed}")
    ids = session_ids or [f"{machine}-ses-{seed}-{n}" for n in range(sessions)]
    db = open_db(path)
    try:
        with transaction(db):
            for sid in ids:
                source = f"/transcripts/{sid}.jsonl"
                insert_rows(
                    db,
                    "sources",
                    [{"path": source, "format": "claude-code", "ingested_at": ingested_at}],
                )
                rows: tuple[list[dict[str, Any]], ...] = ([], [], [], [])
                for n in range(episodes):
                    for acc, new in zip(rows, episode_rows(sid, n, rng, extra), strict=True):
                        acc.extend(new)
                insert_rows(
                    db,
                    "sessions",
                    [
                        {
                            "id": sid,
                            "format": "claude-code",
                            "source_path": source,
                            "title": f"fix the build {extra}",
                            "cwd": cwd,
                            "agent": "claude-code",
                            "started_at": ingested_at,
                            "message_count": len(rows[0]),
                            "command_count": len(rows[1]),
                            "failed_command_count": episodes,
                            "segment_count": 1,
                        }
                    ],
                )
                for table, table_rows in zip(
                    ("messages", "commands", "symptoms", "fixes"), rows, strict=True
                ):
                    insert_rows(db, table, sorted(table_rows, key=lambda r: r["id"]))
    finally:
        db.close()
    return ids
