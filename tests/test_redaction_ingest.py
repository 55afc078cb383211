"""Secrets never reach the database: redaction on ingest, counted, with an opt-out."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from sessgraph.cli import cli

AWS_KEY = "AKIAIOSFODNN7EXAMPLQ"
GITHUB_TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
DB_URL = "postgres://app:s3cr3t-Passw0rd@db.internal:5432/app"

LINES = [
    {"type": "session", "id": "sec-1", "title": "deploy"},
    {"type": "message", "role": "user", "text": f"use the key {AWS_KEY} for the bucket"},
    {
        "type": "message",
        "role": "assistant",
        "text": "Checking the token.",
        "tool_calls": [
            {
                "name": "bash",
                "input": {"command": f"curl -H 'Authorization: token {GITHUB_TOKEN}' x"},
                "command": f"curl -H 'Authorization: token {GITHUB_TOKEN}' https://api.github.com",
                "exit_code": 0,
                "output": f"DATABASE_URL={DB_URL}\nok",
            }
        ],
    },
]


def dump(db: Path) -> str:
    conn = sqlite3.connect(db)
    parts = []
    for table in ("sessions", "messages", "tool_calls", "commands"):
        parts += [repr(row) for row in conn.execute(f"SELECT * FROM {table}")]
    conn.close()
    return "\n".join(parts)


def ingest(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *extra: str) -> tuple[str, str]:
    monkeypatch.chdir(tmp_path)
    Path("s.jsonl").write_text("".join(json.dumps(line) + "\n" for line in LINES))
    result = CliRunner().invoke(cli, ["ingest", "-d", "g.db", "s.jsonl", *extra])
    assert result.exit_code == 0, result.output
    return result.output, dump(tmp_path / "g.db")


def test_secrets_are_redacted_and_counted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keys, tokens and URL passwords are replaced by their kind in every stored column."""
    output, stored = ingest(tmp_path, monkeypatch)
    for secret in (AWS_KEY, GITHUB_TOKEN, "s3cr3t-Passw0rd"):
        assert secret not in stored
    assert "[REDACTED:aws-access-key]" in stored
    assert "[REDACTED:github-token]" in stored
    assert "postgres://app:[REDACTED:" in stored and "@db.internal:5432/app" in stored
    assert "redacted" in output and "aws-access-key 1" in output
    conn = sqlite3.connect(tmp_path / "g.db")
    hits = conn.execute(
        "SELECT count(*) FROM commands_fts WHERE commands_fts MATCH ?", [f'"{GITHUB_TOKEN}"']
    ).fetchone()
    assert hits == (0,)


def test_opt_out_keeps_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--no-redact stores the transcript exactly as written."""
    output, stored = ingest(tmp_path, monkeypatch, "--no-redact")
    assert AWS_KEY in stored and GITHUB_TOKEN in stored
    assert "redacted" not in output
