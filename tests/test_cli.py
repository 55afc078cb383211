"""The command line: documented commands, ingest output and exit codes."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from sessgraph.cli import cli

LINES = [
    {"type": "session", "id": "cli-1", "title": "cli"},
    {"type": "message", "role": "user", "text": "hello"},
    {
        "type": "message",
        "role": "assistant",
        "tool_calls": [{"name": "bash", "command": "false", "exit_code": 1, "output": ""}],
    },
]


def test_every_command_has_help_with_example() -> None:
    """Each command's help text includes an example invocation."""
    assert isinstance(cli, click.Group)
    for name, command in cli.commands.items():
        assert command.help, f"{name} has no help text"
        assert "Example:" in command.help and f"sessgraph {name}" in command.help, name


def test_ingest_and_summary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`ingest` reports per file and `summary` shows the per-format totals, extraction included."""
    runner = CliRunner()
    monkeypatch.chdir(tmp_path)
    Path("s.jsonl").write_text("".join(json.dumps(line) + "\n" for line in LINES))
    result = runner.invoke(cli, ["ingest", "-d", "g.db", "s.jsonl"])
    assert result.exit_code == 0, result.output
    assert "1 session(s), 2 messages, 1 commands (1 failed)" in result.output
    result = runner.invoke(cli, ["summary", "-d", "g.db"])
    assert result.exit_code == 0
    assert "sessgraph-neutral" in result.output
    header, last = result.output.splitlines()[-2:]
    assert header.split()[1:] == [
        "sessions", "messages", "commands", "failed", "symptoms", "episodes", "fixes", "pivots"
    ]  # fmt: skip
    # One failed command, a symptom in one episode, never fixed.
    assert last.split()[1:] == ["1", "2", "1", "1", "1", "1", "0", "0"]


def test_db_path_from_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """SESSGRAPH_DB sets the default database path."""
    runner = CliRunner()
    monkeypatch.chdir(tmp_path)
    Path("s.jsonl").write_text("".join(json.dumps(line) + "\n" for line in LINES))
    result = runner.invoke(cli, ["ingest", "s.jsonl"], env={"SESSGRAPH_DB": "env.db"})
    assert result.exit_code == 0, result.output
    assert Path("env.db").exists()


def test_unreadable_file_exits_nonzero(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file that cannot be ingested at all gives exit 1 and an error naming it."""
    runner = CliRunner()
    monkeypatch.chdir(tmp_path)
    Path("junk.jsonl").write_text('{"not": "a transcript"}\n')
    result = runner.invoke(cli, ["ingest", "-d", "g.db", "junk.jsonl"])
    assert result.exit_code == 1
    assert "junk.jsonl: not a transcript format" in result.output


def test_default_locations_are_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--defaults ingests the agents' default transcript directories that exist."""
    from sessgraph.formats.locations import default_locations

    home = tmp_path / "home"
    projects = home / ".claude" / "projects" / "-work-app"
    projects.mkdir(parents=True)
    (home / ".codex" / "sessions").mkdir(parents=True)
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)
    monkeypatch.delenv("CODEX_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    assert default_locations(home) == [home / ".claude" / "projects", home / ".codex" / "sessions"]
    monkeypatch.setenv("HOME", str(home))
    (projects / "s.jsonl").write_text("".join(json.dumps(line) + "\n" for line in LINES))
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["ingest", "-d", "g.db", "--defaults"])
    assert result.exit_code == 0, result.output
    assert "1 file(s) ingested" in result.output


def test_ingest_without_paths_is_a_usage_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`ingest` with neither paths nor --defaults says what it needs."""
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["ingest", "-d", "g.db"])
    assert result.exit_code == 2
    assert "--defaults" in result.output


def test_ingest_progress_bar_only_when_asked_or_long(tmp_path: Path) -> None:
    """--progress draws a bar (on stderr); without a terminal, or with --no-progress, none."""
    src = tmp_path / "s.jsonl"
    src.write_text(
        '{"type": "session", "id": "p1"}\n{"type": "message", "role": "user", "text": "hi"}\n'
    )
    runner = CliRunner()
    shown = runner.invoke(cli, ["ingest", "-d", str(tmp_path / "a.db"), "--progress", str(src)])
    assert shown.exit_code == 0, shown.output
    assert "ingesting" in shown.output and "1 file(s) ingested" in shown.output
    for extra in ([], ["--no-progress"]):
        quiet = runner.invoke(cli, ["ingest", "-d", str(tmp_path / "b.db"), *extra, str(src)])
        assert quiet.exit_code == 0 and "ingesting" not in quiet.output


# --------------------------------------------------------------------------- watch


def _stop_after_first_round(monkeypatch: pytest.MonkeyPatch) -> None:
    """The watch loop's wait between rounds raises Ctrl-C, so a watch runs one round."""

    def interrupt(_seconds: float) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("sessgraph.api.time.sleep", interrupt)


def _counts(db: Path) -> tuple[int, int]:
    conn = sqlite3.connect(db)
    try:
        sessions = conn.execute("SELECT count(*) FROM sessions").fetchone()[0]
        symptoms = conn.execute("SELECT count(*) FROM symptoms").fetchone()[0]
    finally:
        conn.close()
    return int(sessions), int(symptoms)


def test_watch_honours_no_extract(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`ingest --watch --no-extract` stores the sessions and extracts nothing; without
    --no-extract the same watch extracts the failing command's symptom."""
    _stop_after_first_round(monkeypatch)
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in LINES))
    runner = CliRunner()
    plain = tmp_path / "plain.db"
    result = runner.invoke(
        cli, ["ingest", "-d", str(plain), "--watch", "1", "--no-extract", str(src)]
    )
    assert result.exit_code == 0, result.output
    assert "stopped" in result.output
    assert _counts(plain) == (1, 0)
    extracted = tmp_path / "extracted.db"
    result = runner.invoke(cli, ["ingest", "-d", str(extracted), "--watch", "1", str(src)])
    assert result.exit_code == 0, result.output
    sessions, symptoms = _counts(extracted)
    assert sessions == 1 and symptoms > 0


def test_watch_honours_force_and_progress(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`ingest --watch --force` re-reads an unchanged file in its first round, and
    `--progress` draws the bar while it watches."""
    _stop_after_first_round(monkeypatch)
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in LINES))
    db = str(tmp_path / "g.db")
    runner = CliRunner()
    assert runner.invoke(cli, ["ingest", "-d", db, str(src)]).exit_code == 0
    again = runner.invoke(cli, ["ingest", "-d", db, "--watch", "1", "-v", str(src)])
    assert "unchanged" in again.output and "ingested   " not in again.output
    forced = runner.invoke(cli, ["ingest", "-d", db, "--watch", "1", "--force", str(src)])
    assert forced.exit_code == 0, forced.output
    assert "ingested   " in forced.output
    shown = runner.invoke(cli, ["ingest", "-d", db, "--watch", "1", "--progress", str(src)])
    assert shown.exit_code == 0, shown.output
    assert "ingesting" in shown.output


# --------------------------------------------------------------------------- missing databases


@pytest.mark.parametrize("command", ["summary", "extract", "sessions", "pivots"])
def test_reading_commands_refuse_a_missing_database(tmp_path: Path, command: str) -> None:
    """Commands that only read (or re-derive what is stored) refuse a database file that
    does not exist, with one line naming it, and do not create it."""
    typo = tmp_path / "typo.db"
    result = CliRunner().invoke(cli, [command, "-d", str(typo)])
    assert result.exit_code == 1
    assert f"{typo}: no such database" in result.output
    assert "Traceback" not in result.output
    assert not typo.exists()


def test_unknown_source_keeps_a_path_with_colons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file no reader knows is reported under its own path, even with ':' in the name."""
    monkeypatch.chdir(tmp_path)
    odd = tmp_path / "run:2025-01-01T10:00.jsonl"
    odd.write_text('{"not": "a transcript"}\n')
    from sessgraph import api

    report = api.ingest(tmp_path / "g.db", [odd])
    assert [f.path for f in report.failed] == [str(odd)]
    assert report.failed[0].error == f"{odd}: " + report.failed[0].error.split(": ", 1)[1]
