"""Reliability: growing files, kill -9 mid-ingest, concurrent writers and readers."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

from sessgraph import api

TABLES = ("sessions", "segments", "messages", "tool_calls", "commands", "file_edits")


def session_lines(sid: str, n: int) -> list[str]:
    lines = [json.dumps({"type": "session", "id": sid, "title": sid})]
    for i in range(n):
        lines.append(json.dumps({"type": "message", "role": "user", "text": f"step {i} please"}))
        call = {"name": "bash", "command": f"make step-{i}", "exit_code": i % 3, "output": "x" * 50}
        lines.append(json.dumps({"type": "message", "role": "assistant", "tool_calls": [call]}))
    return [line + "\n" for line in lines]


def content(db: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every stored row, without ids (they depend on history), sorted."""
    conn = sqlite3.connect(db)
    out = {}
    for table in TABLES:
        cursor = conn.execute(f"SELECT * FROM {table}")
        names = [c[0] for c in cursor.description]
        keep = [i for i, name in enumerate(names) if not name.endswith("id") or name == "native_id"]
        out[table] = sorted((tuple(row[i] for i in keep) for row in cursor), key=repr)
    conn.close()
    return out


def test_file_growing_during_watch_ends_as_fresh_ingest(tmp_path: Path) -> None:
    """A transcript appended to while ingest rounds run ends up equal to a fresh ingest."""
    path = tmp_path / "s.jsonl"
    lines = session_lines("grow", 60)
    path.write_text("".join(lines[:3]))
    db = tmp_path / "watched.db"

    def writer() -> None:
        with open(path, "a") as handle:
            for line in lines[3:]:
                half = len(line) // 2
                handle.write(line[:half])  # a torn line, as an agent mid-write leaves it
                handle.flush()
                time.sleep(0.002)
                handle.write(line[half:])
                handle.flush()

    thread = threading.Thread(target=writer)
    thread.start()
    while thread.is_alive():
        api.watch(db, [path], interval=0, rounds=1)
    thread.join()
    os.utime(path, ns=(time.time_ns(), time.time_ns() + 1_000_000))  # mtime must move on
    api.watch(db, [path], interval=0, rounds=1)
    fresh = tmp_path / "fresh.db"
    api.ingest(fresh, [path])
    assert content(db) == content(fresh)
    assert content(db)["sessions"][0][content_index("message_count")] == 120


def content_index(column: str) -> int:
    conn = sqlite3.connect(":memory:")
    from sqlite_utils import Database

    from sessgraph.store import migrate

    migrate(Database(conn))
    names = [r[1] for r in conn.execute("PRAGMA table_info(sessions)")]
    kept = [n for n in names if not n.endswith("id") or n == "native_id"]
    return kept.index(column)


def _ingest_process(db: Path, corpus: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "sessgraph", "ingest", "-d", str(db), str(corpus)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def _make_corpus(folder: Path, files: int, messages: int) -> Path:
    folder.mkdir()
    for n in range(files):
        (folder / f"s{n:03d}.jsonl").write_text("".join(session_lines(f"s{n:03d}", messages)))
    return folder


def test_kill_9_leaves_no_half_session_and_rerun_completes(tmp_path: Path) -> None:
    """kill -9 at random points: the database opens, passes integrity_check, holds only whole
    sessions, and a re-run completes it to exactly a fresh ingest."""
    corpus = _make_corpus(tmp_path / "corpus", 40, 150)
    fresh = tmp_path / "fresh.db"
    api.ingest(fresh, [corpus])
    expected = content(fresh)
    rng = random.Random(7)
    db = tmp_path / "killed.db"
    for _ in range(4):
        process = _ingest_process(db, corpus)
        time.sleep(rng.uniform(0.8, 2.5))
        process.send_signal(signal.SIGKILL)
        process.wait()
        if not db.exists():
            continue
        conn = sqlite3.connect(db)
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master")}
        if "sessions" not in tables:  # killed before the schema's first commit: nothing stored
            conn.close()
            continue
        for sid, count in conn.execute("SELECT id, message_count FROM sessions"):
            stored = conn.execute(
                "SELECT count(*) FROM messages WHERE session_id = ?", [sid]
            ).fetchone()[0]
            assert stored == count == 300, sid
        conn.close()
    api.ingest(db, [corpus])
    assert content(db) == expected


def test_two_ingests_at_once_serialise(tmp_path: Path) -> None:
    """Two ingest processes writing one database both finish, and nothing is lost."""
    left = _make_corpus(tmp_path / "left", 15, 100)
    right = _make_corpus(tmp_path / "right", 15, 100)
    for n, path in enumerate(sorted(right.iterdir())):
        path.write_text(path.read_text().replace('"id": "s', f'"id": "r{n}-s', 1))
    db = tmp_path / "shared.db"
    api.ingest(db, [])  # create the schema first so both start from the same database
    processes = [_ingest_process(db, left), _ingest_process(db, right)]
    assert [p.wait(timeout=300) for p in processes] == [0, 0]
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT count(*) FROM sessions").fetchone() == (30,)
    assert conn.execute("SELECT count(*) FROM messages").fetchone() == (30 * 200,)


def test_readers_never_see_half_a_session(tmp_path: Path) -> None:
    """While an ingest writes, a reader (as Datasette is) only ever sees whole sessions."""
    corpus = _make_corpus(tmp_path / "corpus", 30, 150)
    db = tmp_path / "live.db"
    api.ingest(db, [])
    process = _ingest_process(db, corpus)
    reader = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30)
    checks = 0
    while process.poll() is None:
        rows = reader.execute(
            "SELECT s.message_count, (SELECT count(*) FROM messages m WHERE m.session_id = s.id) "
            "FROM sessions s"
        ).fetchall()
        assert all(expected == stored for expected, stored in rows)
        checks += 1
        time.sleep(0.05)
    assert process.returncode == 0
    assert checks > 0
    assert reader.execute("SELECT count(*) FROM sessions").fetchone() == (30,)


EXTRACT_TABLES = ("symptoms", "fixes", "pivots", "mentions", "reuse", "edges")


def extracted(db: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every extracted row (ids included: they are content-derived), sorted."""
    conn = sqlite3.connect(db)
    out = {
        table: sorted(conn.execute(f"SELECT * FROM {table}").fetchall(), key=repr)
        for table in EXTRACT_TABLES
    }
    conn.close()
    return out


def _mixed_corpus(folder: Path) -> Path:
    """Sessions that give the extractor something to find: failures, fixes, reuse."""
    folder.mkdir()
    for n in range(12):
        lines = [json.dumps({"type": "session", "id": f"k{n:02d}", "title": f"k{n}"})]
        steps = [
            ("pip install -e .", 1, "ModuleNotFoundError: No module named 'setuptools_scm'"),
            ("pip install setuptools_scm", 0, "Successfully installed setuptools-scm-8.1"),
            ("pip install -e .", 0, "Successfully installed app-0.1"),
            ("pytest -x", 1, f"FAILED tests/test_{n}.py::test_x - AssertionError: assert 1 == 2"),
            ("pytest -x", 0, "1 passed"),
        ]
        for i, (command, code, output) in enumerate(steps):
            text = f"step {i}: use --no-build-isolation with SETUPTOOLS_SCM_PRETEND_VERSION=1"
            lines.append(json.dumps({"type": "message", "role": "user", "text": text}))
            call = {"name": "bash", "command": command, "exit_code": code, "output": output}
            lines.append(json.dumps({"type": "message", "role": "assistant", "tool_calls": [call]}))
        (folder / f"k{n:02d}.jsonl").write_text("\n".join(lines) + "\n")
    return folder


def test_interrupted_extraction_is_finished_by_the_next_ingest(tmp_path: Path) -> None:
    """A session stored without its extraction (killed in between) is extracted by the next
    ingest, though its file is unchanged: the knowledge graph equals a fresh ingest's."""
    corpus = _mixed_corpus(tmp_path / "corpus")
    fresh = tmp_path / "fresh.db"
    api.ingest(fresh, [corpus])
    assert extracted(fresh)["symptoms"], "the corpus must give the extractor work"
    db = tmp_path / "interrupted.db"
    # Storing without extraction leaves exactly what a kill after the store leaves.
    api.ingest(db, [corpus], extract=False)
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT count(DISTINCT session_id) FROM pending_extraction").fetchone() == (
        12,
    )
    conn.close()
    report = api.ingest(db, [corpus])
    assert [f.status for f in report.files] == ["unchanged"] * 12
    assert extracted(db) == extracted(fresh)
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT count(*) FROM pending_extraction").fetchone() == (0,)
    conn.close()


def test_kill_9_then_rerun_gives_the_fresh_knowledge_graph(tmp_path: Path) -> None:
    """kill -9 during ingest + extraction, then a re-run: every extracted table equals a
    fresh ingest's, though most files are unchanged by then."""
    corpus = _mixed_corpus(tmp_path / "corpus")
    for n in range(28):  # more sources, so that the kill lands mid-run
        (corpus / f"z{n:02d}.jsonl").write_text("".join(session_lines(f"z{n:02d}", 120)))
    fresh = tmp_path / "fresh.db"
    api.ingest(fresh, [corpus])
    expected = extracted(fresh)
    rng = random.Random(11)
    db = tmp_path / "killed.db"
    for _ in range(3):
        process = _ingest_process(db, corpus)
        time.sleep(rng.uniform(1.0, 3.0))
        process.send_signal(signal.SIGKILL)
        process.wait()
    api.ingest(db, [corpus])
    assert extracted(db) == expected
    api.extract(db)
    assert extracted(db) == expected
