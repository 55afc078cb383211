"""Parallel ingest: reader processes and background extraction give what the sequential path
gives, in the same order, with failures reported per file and a bounded read-ahead."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from sessgraph import api
from sessgraph import workers as runtime
from sessgraph.ingest import FileResult, ingest_paths
from sessgraph.ingest import parallel as parallel_module
from sessgraph.store import open_db
from sessgraph.workers import worker_count

LABELLED = Path(__file__).parent / "labelled"


def neutral(path: Path, sid: str, steps: int, fail_every: int = 3) -> Path:
    lines = [{"type": "session", "id": sid, "title": sid}]
    for i in range(steps):
        lines.append({"type": "message", "role": "user", "text": f"step {i}: run the build"})
        call = {
            "name": "bash",
            "command": f"make step-{i}",
            "exit_code": 1 if i % fail_every == 0 else 0,
            "output": "error: undefined reference to `foo'" if i % fail_every == 0 else "ok",
        }
        lines.append({"type": "message", "role": "assistant", "tool_calls": [call]})
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def corpus(root: Path) -> Path:
    """Transcripts of several formats, and a session id stored by two files."""
    root.mkdir()
    for folder in ("cc-django-ledger", "codex-rust-tollgate"):
        for path in (LABELLED / folder).glob("*.jsonl"):
            shutil.copy(path, root / path.name)
    shutil.copytree(LABELLED / "opencode-ml-finetune" / "storage", root / "oc" / "storage")
    for n in range(4):
        neutral(root / f"n{n}.jsonl", f"neutral-{n}", 4 + n)
    neutral(root / "z-dup.jsonl", "neutral-1", 9, fail_every=2)  # same id as n1, later file
    return root


def dump(db: Path) -> dict[str, list[str]]:
    """Every row of every table (FTS shadow tables and ingest times aside), sorted."""
    conn = sqlite3.connect(db)
    names = [
        r[0]
        for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        if "_fts" not in r[0] and not r[0].startswith("_")
    ]
    out = {}
    for table in names:
        columns = [c[1] for c in conn.execute(f"PRAGMA table_info({table})")]
        keep = ", ".join(c for c in columns if c != "ingested_at")
        out[table] = sorted(map(repr, conn.execute(f"SELECT {keep} FROM {table}")))
    out["fts"] = [
        repr(conn.execute(f"SELECT count(*) FROM {t}_fts WHERE {t}_fts MATCH 'error'").fetchone())
        for t in ("messages", "commands", "symptoms")
    ]
    conn.close()
    return out


def summary(files: list[FileResult]) -> list[tuple[Any, ...]]:
    return [(f.path, f.status, f.sessions, f.messages, f.commands, f.error) for f in files]


@pytest.fixture
def pools(monkeypatch: pytest.MonkeyPatch) -> list[ProcessPoolExecutor]:
    """Every process pool the ingest makes (so a test can tell the parallel path ran)."""
    made: list[ProcessPoolExecutor] = []
    real = runtime.make_pool

    def recording(workers: int, niceness: int = 0) -> ProcessPoolExecutor:
        pool: ProcessPoolExecutor = real(workers, niceness)
        made.append(pool)
        return pool

    monkeypatch.setattr(runtime, "make_pool", recording)
    return made


def test_parallel_and_sequential_ingest_store_identical_tables(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pools: list[ProcessPoolExecutor]
) -> None:
    """Reader processes + background extraction write exactly the rows the sequential path
    writes, and report the same files in the same order."""
    src = corpus(tmp_path / "corpus")
    binary = tmp_path / "binary.jsonl"
    binary.write_bytes(b"\x00\x01\x02 not a transcript")
    reports, dumps = {}, {}
    for workers in ("0", "1", "2"):
        monkeypatch.setenv("SESSGRAPH_WORKERS", workers)
        db = tmp_path / f"w{workers}.db"
        seen: list[FileResult] = []
        report = api.ingest(db, [src, binary], on_file=seen.append)
        assert seen == report.files
        reports[workers], dumps[workers] = report, dump(db)
    assert len(pools) == 4  # readers + extractor for 1 and 2 workers, none for 0
    assert [f.status for f in reports["0"].files].count("failed") == 1
    for workers in ("1", "2"):
        assert summary(reports[workers].files) == summary(reports["0"].files)
        assert reports[workers].extract_stats == reports["0"].extract_stats
        assert dumps[workers] == dumps["0"]
    assert dumps["0"]["symptoms"] and dumps["0"]["reuse"]


def test_parallel_reingest_skips_unchanged_and_rereads_grown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pools: list[ProcessPoolExecutor]
) -> None:
    """Unchanged files are skipped before reading; a grown file is read again in a worker and
    the result equals a fresh ingest of the final files."""
    monkeypatch.setenv("SESSGRAPH_WORKERS", "1")
    src = tmp_path / "src"
    src.mkdir()
    for n in range(5):
        neutral(src / f"n{n}.jsonl", f"s{n}", 3)
    db = tmp_path / "g.db"
    api.ingest(db, [src])
    assert all(f.status == "unchanged" for f in api.ingest(db, [src]).files)
    for n in (1, 2, 4):
        neutral(src / f"n{n}.jsonl", f"s{n}", 6)
    again = api.ingest(db, [src])
    assert [f.status for f in again.files] == [
        "unchanged",
        "ingested",
        "ingested",
        "unchanged",
        "ingested",
    ]
    assert len(pools) == 4  # first ingest and the grown files; the no-op re-ingest: none
    fresh = tmp_path / "fresh.db"
    monkeypatch.setenv("SESSGRAPH_WORKERS", "0")
    api.ingest(fresh, [src])
    assert dump(db)["messages"] == dump(fresh)["messages"]


def test_reader_exception_in_worker_is_a_failed_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pools: list[ProcessPoolExecutor]
) -> None:
    """A reader that raises inside a worker process fails its file only; the rest is stored."""
    import parallel_helpers

    monkeypatch.setattr(
        parallel_module, "read_source", parallel_helpers.read_source_with_buggy_reader
    )
    src = tmp_path / "src"
    src.mkdir()
    for name in ("a", "bug", "c", "d"):
        neutral(src / f"{name}.jsonl", f"s-{name}", 2)
    db_path = tmp_path / "g.db"
    db = open_db(db_path)
    report = ingest_paths(db, [src], workers=1, extract=False)
    db.close()
    assert pools, "the parallel path ran"
    assert [f.status for f in report.files] == ["ingested", "failed", "ingested", "ingested"]
    error = report.files[1].error or ""
    assert "bug.jsonl" in error and "reader failed: ValueError: reader bug" in error
    sessions = sqlite3.connect(db_path).execute("SELECT id FROM sessions ORDER BY id").fetchall()
    assert sessions == [("s-a",), ("s-c",), ("s-d",)]


@pytest.mark.parametrize("bound", ["bytes", "count"])
def test_read_ahead_is_bounded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pools: list[ProcessPoolExecutor], bound: str
) -> None:
    """Beyond the source the writer waits for, at most READ_AHEAD_BYTES of input and
    MAX_READ_AHEAD sources are read ahead."""
    src = tmp_path / "src"
    src.mkdir()
    for n in range(12):
        neutral(src / f"n{n:02}.jsonl", f"s{n:02}", 2)
    size = (src / "n00.jsonl").stat().st_size
    assert all(p.stat().st_size == size for p in src.iterdir())
    if bound == "bytes":
        monkeypatch.setattr(parallel_module, "READ_AHEAD_BYTES", 3 * size)
    else:
        monkeypatch.setattr(parallel_module, "MAX_READ_AHEAD", 3)
    submitted = 0
    done = 0
    most = 0
    real = ProcessPoolExecutor.submit

    def counting(self: ProcessPoolExecutor, fn: Any, /, *args: Any, **kwargs: Any) -> Any:
        nonlocal submitted, most
        submitted += 1
        most = max(most, submitted - done)
        return real(self, fn, *args, **kwargs)

    def finished(result: FileResult) -> None:
        nonlocal done
        done += 1

    monkeypatch.setattr(ProcessPoolExecutor, "submit", counting)
    db = open_db(tmp_path / "g.db")
    report = ingest_paths(db, [src], workers=1, extract=False, on_file=finished)
    db.close()
    assert len(report.ingested) == 12 and submitted == 12
    assert most == 4  # the head and three ahead of it


def _ends(pid: int, timeout: float = 10.0) -> bool:
    """True once ``pid`` has exited (gone, or a zombie waiting to be reaped).

    Process.join/is_alive are not used: the pool's manager thread may reap the worker first,
    and then those report a finished process as alive."""
    import psutil

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if psutil.Process(pid).status() == psutil.STATUS_ZOMBIE:
                return True
        except psutil.NoSuchProcess:
            return True
        time.sleep(0.05)
    return False


def test_interrupt_stops_the_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pools: list[ProcessPoolExecutor]
) -> None:
    """Ctrl-C during a parallel ingest propagates, keeps the files written so far, and ends
    the worker processes."""
    src = tmp_path / "src"
    src.mkdir()
    for n in range(6):
        neutral(src / f"n{n}.jsonl", f"s{n}", 2)

    workers: list[Any] = []

    def interrupt(result: FileResult) -> None:
        if result.path.endswith("n1.jsonl"):
            for pool in pools:
                workers.extend((getattr(pool, "_processes", None) or {}).values())
            raise KeyboardInterrupt

    db_path = tmp_path / "g.db"
    with pytest.raises(KeyboardInterrupt):
        api.ingest(db_path, [src], on_file=interrupt)
    assert workers
    for process in workers:
        assert _ends(process.pid), f"worker {process.pid} still running"
    stored = sqlite3.connect(db_path).execute("SELECT id FROM sessions ORDER BY id").fetchall()
    assert stored == [("s0",), ("s1",)]


def test_small_inputs_and_zero_workers_stay_in_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pools: list[ProcessPoolExecutor]
) -> None:
    """Two sources, or SESSGRAPH_WORKERS=0, start no process; a bad value is an error."""
    src = tmp_path / "src"
    src.mkdir()
    for n in range(2):
        neutral(src / f"n{n}.jsonl", f"s{n}", 2)
    monkeypatch.setenv("SESSGRAPH_WORKERS", "2")
    assert len(api.ingest(tmp_path / "a.db", [src]).ingested) == 2
    neutral(src / "n2.jsonl", "s2", 2)
    monkeypatch.setenv("SESSGRAPH_WORKERS", "0")
    assert worker_count() == 0
    assert len(api.ingest(tmp_path / "b.db", [src]).ingested) == 3
    assert pools == []
    monkeypatch.setenv("SESSGRAPH_WORKERS", "many")
    with pytest.raises(ValueError, match="SESSGRAPH_WORKERS='many'"):
        worker_count()
    monkeypatch.delenv("SESSGRAPH_WORKERS")
    assert worker_count() == (0 if (os.cpu_count() or 1) < 2 else 2)


def test_extraction_leaves_a_core_to_its_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    """By default an ingest with extraction reads with one reader fewer than the cores allow
    (the extraction worker is the other busy process), never none; $SESSGRAPH_WORKERS wins."""
    monkeypatch.delenv("SESSGRAPH_WORKERS", raising=False)
    for cores, plain, extracting in ((1, 0, 0), (2, 2, 1), (3, 2, 2), (8, 2, 2)):
        monkeypatch.setattr(os, "cpu_count", lambda n=cores: n)
        assert (worker_count(), worker_count(extract=True)) == (plain, extracting)
    monkeypatch.setenv("SESSGRAPH_WORKERS", "2")
    assert worker_count(extract=True) == 2


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process priorities on this platform")
def test_workers_run_below_the_writer() -> None:
    """Reader workers run at a lower priority than the process that writes, so the writer
    (the serial stage) gets a core first when all of them want one; a pool made without a
    niceness (the extraction worker's) keeps the writer's priority."""
    niceness = runtime.READER_NICENESS
    readers = runtime.make_pool(1, niceness)
    plain = runtime.make_pool(1)
    try:
        reader = readers.submit(os.nice, 0).result()
        other = plain.submit(os.nice, 0).result()
    finally:
        readers.shutdown()
        plain.shutdown()
    assert reader == min(os.nice(0) + niceness, 19)
    assert other == os.nice(0)


def test_small_ingest_beside_extraction_reads_in_the_writer_on_two_cores(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pools: list[ProcessPoolExecutor]
) -> None:
    """On two cores a small ingest with extraction starts the extraction worker only (the
    writing process reads) and stores and reports exactly what the one-process path does."""
    monkeypatch.delenv("SESSGRAPH_WORKERS", raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    src = corpus(tmp_path / "corpus")
    here = api.ingest(tmp_path / "here.db", [src])
    assert len(pools) == 1  # the extraction worker, no reader
    monkeypatch.setenv("SESSGRAPH_WORKERS", "0")
    alone = api.ingest(tmp_path / "alone.db", [src])
    assert len(pools) == 1
    assert summary(here.files) == summary(alone.files)
    assert here.extract_stats == alone.extract_stats
    assert dump(tmp_path / "here.db") == dump(tmp_path / "alone.db")


def test_reading_in_the_writer_needs_two_cores_extraction_and_a_small_input(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``reads_here`` holds on exactly two cores, with extraction, below READ_HERE_BYTES and
    without $SESSGRAPH_WORKERS; ``reader_count`` is then 0, else worker_count's choice."""
    monkeypatch.delenv("SESSGRAPH_WORKERS", raising=False)
    small, big = runtime.READ_HERE_BYTES - 1, runtime.READ_HERE_BYTES
    for cores, extract, size, expected in (
        (2, True, small, True),
        (2, True, big, False),
        (2, False, small, False),
        (1, True, small, False),
        (4, True, small, False),
    ):
        monkeypatch.setattr(os, "cpu_count", lambda n=cores: n)
        assert runtime.reads_here(extract, size) is expected
        readers = runtime.reader_count(extract, size)
        assert readers == (0 if expected else worker_count(extract and size < (128 << 20)))
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert runtime.reader_count(True, runtime.SMALL_INGEST_BYTES) == 2
    monkeypatch.setenv("SESSGRAPH_WORKERS", "1")
    assert not runtime.reads_here(True, small)
    assert runtime.reader_count(True, small) == 1
