"""Symptom and episode ids: two failing calls in one message are two rows, not a crash.

An agent may send several tool calls in one message (opencode, Claude Code and Codex all do);
when two of them fail the same way they used to share a symptom id (session, seq, kind,
position), and ingest stopped on a UNIQUE constraint.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from click.testing import CliRunner

from sessgraph.cli import cli


def _two_failures_in_one_message(path: Path) -> Path:
    calls = [
        {"name": "bash", "command": "python -m pytest tests", "exit_code": 2,
         "output": "E   ModuleNotFoundError: No module named 'requests'"},
        {"name": "bash", "command": "cargo build", "exit_code": 101,
         "output": "error[E0425]: cannot find value `x` in this scope"},
    ]  # fmt: skip
    lines = [
        {"type": "session", "id": "two-calls", "title": "two calls"},
        {"type": "message", "role": "user", "text": "list the sources"},
        {"type": "message", "role": "assistant", "tool_calls": calls},
        {"type": "message", "role": "assistant", "tool_calls": [
            {"name": "bash", "command": "pip install requests", "exit_code": 0,
             "output": "Successfully installed requests-2.32.3"}]},
        {"type": "message", "role": "assistant", "tool_calls": [
            {"name": "bash", "command": "python -m pytest tests", "exit_code": 0,
             "output": "2 passed in 0.1s"}]},
    ]  # fmt: skip
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def test_two_failing_calls_of_one_message_are_two_symptoms(tmp_path: Path) -> None:
    """Both failing calls of one assistant message are stored, each with its own symptom id."""
    src = _two_failures_in_one_message(tmp_path / "s.jsonl")
    db = tmp_path / "s.db"
    result = CliRunner().invoke(cli, ["ingest", str(src), "-d", str(db)])
    assert result.exit_code == 0, result.output
    conn = sqlite3.connect(db)
    rows = conn.execute("SELECT id, command_id, episode_id FROM symptoms").fetchall()
    commands = {r[0] for r in conn.execute("SELECT id FROM commands WHERE exit_code != 0")}
    assert len(commands) == 2
    assert {r[1] for r in rows} == commands
    assert len({r[0] for r in rows}) == len(rows)
    assert len({r[2] for r in rows}) == 2  # two goals, two episodes
