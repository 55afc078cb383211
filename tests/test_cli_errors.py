"""Mistakes a user makes on the command line: one clear line and a non-zero exit, no traceback."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sessgraph import api
from sessgraph.cli import cli

LINES = [
    {"type": "session", "id": "err-1", "title": "errors"},
    {"type": "message", "role": "user", "text": "go"},
    {
        "type": "message",
        "role": "assistant",
        "tool_calls": [{"name": "bash", "command": "make", "exit_code": 2, "output": "error: x"}],
    },
]


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("errors")
    transcript = folder / "s.jsonl"
    transcript.write_text("".join(json.dumps(line) + "\n" for line in LINES))
    path = folder / "sessgraph.db"
    api.ingest(path, [transcript])
    return path


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


def one_line_error(result: Result, expected: str) -> None:
    assert result.exit_code != 0
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert expected in result.output
    assert "Traceback" not in result.output


def test_a_position_past_any_message(db: Path) -> None:
    """`show SID:SEQ` with a seq beyond SQLite's integers is a usage error."""
    one_line_error(run("show", "-d", str(db), "err-1:99999999999999999999"), "past any message")


def test_an_unwritable_export_target(db: Path, tmp_path: Path) -> None:
    """`export -o` into a missing directory names the file."""
    target = tmp_path / "no" / "such" / "dir" / "g.graphml"
    one_line_error(run("export", "-d", str(db), "-o", str(target)), str(target))


def test_a_file_that_is_not_sqlite(tmp_path: Path) -> None:
    """A -d that is not SQLite is named as such by queries and by ingest, and left alone."""
    text = tmp_path / "notes.db"
    text.write_text("my notes\n")
    for args in (["sessions"], ["fixes", "boom"], ["summary"], ["ingest", str(tmp_path)]):
        one_line_error(run(*args, "-d", str(text)), "not an SQLite database")
    assert text.read_text() == "my notes\n"


def test_another_applications_database_is_refused_unchanged(tmp_path: Path, db: Path) -> None:
    """A database of another application is neither written into nor half-read."""
    foreign = tmp_path / "app.db"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE messages (id INTEGER PRIMARY KEY, body TEXT)")
    conn.commit()
    conn.close()
    before = foreign.read_bytes()
    transcript = db.parent / "s.jsonl"
    for args in (["ingest", str(transcript)], ["sessions"], ["extract"], ["pivots"]):
        one_line_error(run(*args, "-d", str(foreign)), "another application")
    assert foreign.read_bytes() == before


def test_queries_work_where_the_database_cannot_get_its_shm_file(db: Path, tmp_path: Path) -> None:
    """A WAL database whose -shm cannot be created (a read-only directory) is still queried."""
    copy = tmp_path / "ro" / "sessgraph.db"
    copy.parent.mkdir()
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    shutil.copy(db, copy)
    (copy.parent / "sessgraph.db-shm").mkdir()  # as a read-only directory refuses it
    for args in (["sessions"], ["pivots"], ["summary"], ["show", "err-1"]):
        result = run(*args, "-d", str(copy))
        assert result.exit_code == 0, (args, result.output)


def test_unexpected_errors_are_one_line_in_a_real_process(tmp_path: Path) -> None:
    """In a real process too, a bad database gives one `Error:` line on stderr, exit 1."""
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"\x00" * 4096)
    result = subprocess.run(
        [sys.executable, "-m", "sessgraph", "pivots", "-d", str(bad)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1
    assert result.stderr.strip().startswith("Error:")
    assert len(result.stderr.strip().splitlines()) == 1


def test_an_extractor_bug_on_one_session_leaves_the_others_extracted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A rule that raises on one session costs that session its rows, not the whole ingest:
    one warning line names its file and the error, the others are extracted, exit status 0."""
    from sessgraph.extract import run as extract_run

    real_rows_of = extract_run._rows_of

    def rows_of(session_id: str, *args: object, **kwargs: object) -> object:
        if session_id == "err-broken":
            raise IndexError("list index out of range")
        return real_rows_of(session_id, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(extract_run, "_rows_of", rows_of)
    monkeypatch.setenv("SESSGRAPH_WORKERS", "0")
    monkeypatch.delenv("SESSGRAPH_DEBUG", raising=False)
    for name in ("broken", "fine"):
        lines = [{**LINES[0], "id": f"err-{name}"}, *LINES[1:]]
        (tmp_path / f"{name}.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    db_path = tmp_path / "sg.db"
    result = CliRunner().invoke(
        cli,
        [
            "ingest",
            "-d",
            str(db_path),
            str(tmp_path / "broken.jsonl"),
            str(tmp_path / "fine.jsonl"),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    (warning,) = [line for line in result.output.splitlines() if line.startswith("warning: extr")]
    assert "broken.jsonl: session err-broken: IndexError: list index out of range" in warning
    with sqlite3.connect(db_path) as conn:
        counts = dict(conn.execute("SELECT session_id, count(*) FROM symptoms GROUP BY 1"))
    assert counts == {"err-fine": 1}
