"""Background extraction writes its results in batches (sessgraph.extract.background).

The writer holds finished extraction results until WRITE_BATCH_ROWS rows are ready, then writes
them in one transaction (issue 17: per-source commits were most of the writer's share of
extraction). These tests pin that the batching changes no stored row and nothing searchable,
that a result made stale inside a batch (a session id stored again by a later file) is dropped,
and that an ingest stopped while results wait unwritten leaves those sessions owed, so the
next ingest extracts them and ends with what an uninterrupted ingest stores.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from sessgraph import api
from sessgraph.extract import background
from sessgraph.extract import run as extract_run
from sessgraph.ingest.run import ingest_paths
from sessgraph.store import open_db
from test_parallel_ingest import corpus, dump
from test_rows_identical import rows_digest


def _ingest(db: Path, src: Path) -> dict[str, list[str]]:
    """Ingest ``src`` into ``db`` through the background extractor; every table's rows."""
    report = api.ingest(db, [src])
    assert not report.failed
    return dump(db)


def _searchable(db: Path) -> dict[str, tuple[int, str]]:
    """The symptoms' full-text index by content (terms, positions, query results)."""
    digests: dict[str, tuple[int, str]] = rows_digest().fts_content_digests(db)
    return digests


def test_batched_writes_store_what_one_transaction_per_source_stores(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Results written one source at a time (a batch of one row) and in one batch give the
    same rows in every table and the same searchable symptoms; the session id stored by two
    files has its stored copy's symptoms."""
    monkeypatch.setenv("SESSGRAPH_WORKERS", "1")
    src = corpus(tmp_path / "corpus")
    writes: list[int] = []
    real = extract_run.save_extracts

    def counted(db: object, batch: list[object], **kwargs: object) -> object:
        writes.append(len(batch))
        return real(db, batch, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(background, "save_extracts", counted)
    monkeypatch.setattr(background, "WRITE_BATCH_ROWS", 1)
    per_source = _ingest(tmp_path / "per-source.db", src)
    many = len(writes)
    writes.clear()
    monkeypatch.setattr(background, "WRITE_BATCH_ROWS", 10**9)
    batched = _ingest(tmp_path / "batched.db", src)
    assert many > 3 and len(writes) == 1  # the batch held every result
    assert batched == per_source
    assert batched["symptoms"] and batched["mentions"]
    assert _searchable(tmp_path / "batched.db") == _searchable(tmp_path / "per-source.db")
    conn = sqlite3.connect(tmp_path / "batched.db")
    # neutral-1, stored by two files, has the symptoms of the copy that is stored: one per
    # failing command of its stored commands (none from the other file's copy).
    symptoms = conn.execute(
        "SELECT c.command FROM symptoms s JOIN commands c ON c.id = s.command_id "
        "WHERE s.session_id = 'neutral-1' ORDER BY s.seq"
    ).fetchall()
    failing = conn.execute(
        "SELECT command FROM commands WHERE session_id = 'neutral-1' AND exit_code = 1 ORDER BY id"
    ).fetchall()
    assert symptoms and symptoms == failing
    assert conn.execute("SELECT count(*) FROM pending_extraction").fetchone() == (0,)


def test_ingest_stopped_before_a_batch_is_written_leaves_its_sessions_owed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An ingest interrupted while extraction results wait unwritten keeps every source it
    stored, with those sessions' extraction owed; the next ingest (files unchanged) extracts
    them, and the database then equals an uninterrupted ingest's."""
    monkeypatch.setenv("SESSGRAPH_WORKERS", "1")
    src = corpus(tmp_path / "corpus")
    expected = _ingest(tmp_path / "whole.db", src)

    def interrupted(self: background.BackgroundExtractor) -> None:
        if self.ready:
            raise KeyboardInterrupt

    monkeypatch.setattr(background.BackgroundExtractor, "write_ready", interrupted)
    db_path = tmp_path / "stopped.db"
    db = open_db(db_path)
    with pytest.raises(KeyboardInterrupt):
        ingest_paths(db, [src])
    db.close()
    conn = sqlite3.connect(db_path)
    stored = conn.execute("SELECT count(*) FROM sessions").fetchone()[0]
    owed = conn.execute(
        "SELECT count(*) FROM pending_extraction WHERE stage = 'extract'"
    ).fetchone()[0]
    assert conn.execute("SELECT count(*) FROM symptoms").fetchone() == (0,)
    conn.close()
    assert stored >= 3 and owed == stored
    monkeypatch.undo()
    monkeypatch.setenv("SESSGRAPH_WORKERS", "1")
    report = api.ingest(db_path, [src])
    assert not report.failed
    assert report.extract_stats is not None and report.extract_stats.sessions == stored
    assert dump(db_path) == expected
    assert _searchable(db_path) == _searchable(tmp_path / "whole.db")
