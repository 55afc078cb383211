"""Hostile SQLite files met in a walk: no hang, bounded memory, one clear error per file.

The hostile databases are built by ``benchmarks/hostile_cases.py`` (shared with the fuzzer's
``--hostile`` run). Each is ingested in a child process beside a sound transcript, with a
timeout (a hang fails the test) and its peak RSS read from ``VmHWM`` (``ru_maxrss`` would
include the test process's RSS at the fork).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

import pytest

from conftest import REPO
from sessgraph.formats import _sqlite
from sessgraph.formats._sqlite import ForeignDatabaseError, GuardedConnection

CHILD = """
import json, resource, sys
from sessgraph import api
report = api.ingest(sys.argv[1], sys.argv[2:])
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
# ru_maxrss keeps the parent's RSS at the fork; VmHWM is this process's own (a new mm at exec)
with open("/proc/self/status") as status:
    for line in status:
        if line.startswith("VmHWM:"):
            peak = int(line.split()[1])
print(json.dumps({"peak_kib": peak, "files": [[f.path, f.status, f.error] for f in report.files]}))
"""
PEAK_KIB = 300 * 1024


def _cases() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "hostile_cases", REPO / "benchmarks" / "hostile_cases.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["hostile_cases"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


CASES = _cases()


def _ingest_in_child(db: Path, paths: list[Path]) -> dict[str, object]:
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(db), *map(str, paths)],
        capture_output=True,
        text=True,
        timeout=120,  # a hang fails here
    )
    assert result.returncode == 0, result.stderr[-2000:]
    parsed: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return parsed


def _run_case(tmp_path: Path, name: str) -> tuple[dict[str, tuple[str, str | None]], int]:
    directory = tmp_path / name
    directory.mkdir()
    paths = CASES.CASES[name](directory)
    report = _ingest_in_child(tmp_path / "sessgraph.db", [directory])
    files = report["files"]
    assert isinstance(files, list)
    outcome = {Path(path).name: (status, error) for path, status, error in files}
    assert outcome.pop("sound.jsonl") == ("ingested", None)  # the other file still ingests
    assert {p.name for p in paths} >= set(outcome)
    peak = report["peak_kib"]
    assert isinstance(peak, int)
    return outcome, peak


@pytest.mark.parametrize(
    ("case", "file_name", "reason"),
    [
        ("sqlite_looping_view", "opencode.db", "'session' is a view, not a table"),
        ("sqlite_huge_rows_view", "export.json", "'part' is a view, not a table"),
        ("sqlite_generated_column", "opencode.db", "table 'message' computes data"),
        ("sqlite_cross_join_view", "opencode.db", "'message' is a view, not a table"),
    ],
)
def test_hostile_database_is_one_clear_error(
    tmp_path: Path, case: str, file_name: str, reason: str
) -> None:
    """A database whose opencode names are views (endless, huge rows, a cross join) or
    computed columns fails alone with one line naming the file and what was refused, within
    the timeout and under 300 MB, and the transcript beside it is stored."""
    outcome, peak = _run_case(tmp_path, case)
    status, error = outcome[file_name]
    assert status == "failed"
    assert error is not None and "\n" not in error and "Traceback" not in error
    assert error.startswith(str(tmp_path / case / file_name) + ": not read as an opencode.db")
    assert reason in error
    assert peak < PEAK_KIB


def test_view_shadowing_a_table_is_not_run(tmp_path: Path) -> None:
    """A ``session`` defined both as a table and (via writable_schema) as an endless view is
    never queried: a walk passes over it, and named explicitly it is one clear error."""
    outcome, peak = _run_case(tmp_path, "sqlite_view_shadowing_table")
    assert outcome == {}  # not claimed by any reader: skipped like any non-transcript
    assert peak < PEAK_KIB
    database = tmp_path / "sqlite_view_shadowing_table" / "opencode.db"
    report = _ingest_in_child(tmp_path / "explicit.db", [database])
    assert report["files"] == [
        [
            str(database),
            "failed",
            f"{database}: SQLite database without opencode's tables (or with a malformed "
            "schema), not a transcript",
        ]
    ]


def test_triggers_never_fire_and_file_is_unchanged(tmp_path: Path) -> None:
    """A sound opencode.db with triggers is read (its session stored) and the file is left
    byte for byte as it was, with no journal or WAL created beside it."""
    directory = tmp_path / "triggers"
    directory.mkdir()
    database = CASES.triggers(directory)[0]
    before = hashlib.sha256(database.read_bytes()).hexdigest()
    report = _ingest_in_child(tmp_path / "sessgraph.db", [directory])
    statuses = {Path(p).name: status for p, status, _ in report["files"]}  # type: ignore[attr-defined]
    assert statuses == {"opencode.db": "ingested", "sound.jsonl": "ingested"}
    assert hashlib.sha256(database.read_bytes()).hexdigest() == before
    assert sorted(p.name for p in directory.iterdir()) == ["opencode.db", "sound.jsonl"]
    with sqlite3.connect(tmp_path / "sessgraph.db") as con:
        titles = [r[0] for r in con.execute("SELECT title FROM sessions ORDER BY title")]
    con.close()
    assert titles == ["hostile", "sound"]


def _guarded(tmp_path: Path) -> GuardedConnection:
    path = tmp_path / "plain.db"
    with sqlite3.connect(path) as con:
        con.execute("CREATE TABLE t (x)")
    con.close()
    return GuardedConnection(path)


def test_endless_query_stops_at_the_cpu_budget(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A statement that never ends is interrupted once its CPU budget is spent, with an
    error saying so (budget lowered here to keep the test short)."""
    monkeypatch.setattr(_sqlite, "STATEMENT_CPU_SECONDS", 0.5)
    started = time.process_time()
    with _guarded(tmp_path) as db, pytest.raises(ForeignDatabaseError, match="CPU time"):
        db.fetch_rows(
            "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r"
        )
    assert time.process_time() - started < 30


def test_huge_value_is_refused(tmp_path: Path) -> None:
    """A value past the length limit stops its query with a clear error, not 1 GB of RAM."""
    with _guarded(tmp_path) as db, pytest.raises(ForeignDatabaseError, match="over 32 MB"):
        db.fetch_rows("SELECT zeroblob(1000000000)")


def test_row_and_byte_bounds(tmp_path: Path) -> None:
    """A query returning more rows or bytes than allowed is refused whole."""
    endless = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) "
    with _guarded(tmp_path) as db:
        with pytest.raises(ForeignDatabaseError, match="over 1,000 rows"):
            db.fetch_rows(endless + "SELECT n FROM r", max_rows=1000)
        with pytest.raises(ForeignDatabaseError, match="over 1 MB"):
            db.fetch_rows(endless + "SELECT zeroblob(100000) FROM r", max_bytes=1 << 20)


def test_connection_is_read_only(tmp_path: Path) -> None:
    """Nothing can be written through the connection a foreign database is read with."""
    with _guarded(tmp_path) as db, pytest.raises(sqlite3.OperationalError, match="readonly"):
        db.con.execute("INSERT INTO t VALUES (1)")


def test_refused_database_leaves_the_storage_tree_read(tmp_path: Path) -> None:
    """In an opencode data dir, a hostile opencode.db is refused with a warning naming it and
    the legacy storage/ tree beside it is still read."""
    from sessgraph.formats import opencode

    data = tmp_path / "opencode"
    data.mkdir()
    CASES.looping_session_view(data)
    storage = data / "storage"
    session_id = "ses_0123456789abcdefBBBB"
    (storage / "session" / "proj").mkdir(parents=True)
    (storage / "session" / "proj" / f"{session_id}.json").write_text(
        json.dumps({"id": session_id, "title": "from storage", "directory": "/tmp"})
    )
    (storage / "message" / session_id).mkdir(parents=True)
    message = {"id": "msg_1", "sessionID": session_id, "role": "user", "time": {"created": 1}}
    (storage / "message" / session_id / "msg_1.json").write_text(json.dumps(message))
    assert opencode.detect_dir(data)
    (parsed,) = list(opencode.read(data))
    assert parsed.session.title == "from storage"
    warning = parsed.warnings[0]
    assert warning.path == str(data / "opencode.db")
    assert "'session' is a view, not a table" in warning.message
