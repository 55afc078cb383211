"""The full-text index built in bulk after an ingest's writes (sessgraph.store.search_index).

An ingest stores messages and commands unindexed and indexes them once every source is
written. These tests pin that this changes nothing anyone can search: on the shared corpus the
bulk-built index holds exactly the terms, positions and averages a per-source build (main's
way, reproduced here and checked against main's pinned shadow-table digests) holds, and every
query gives the same rows, ranks and snippets; and that nothing stored is lost when an ingest
is interrupted or meets a bad file (the rows stay, earlier ingests stay searchable, the next
ingest finishes the index).
"""

from __future__ import annotations

import json
import random
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import CORPUS
from sessgraph import api
from sessgraph.ingest import parallel as index_parallel
from sessgraph.ingest import run as index_run
from sessgraph.ingest.run import collect_sources
from sessgraph.store import sources as store_sources
from test_rows_identical import rows_digest

INPUTS = [CORPUS / "claude_code", CORPUS / "codex"]
INDEXED = {"messages": ("text",), "commands": ("command", "output")}
SHADOW = ("data", "idx", "docsize", "config")
# main e8ee44d's digests of the shadow tables (one index transaction per source), as pinned in
# tests/test_rows_identical.py before the bulk index: the per-source rebuild below must match.
PER_SOURCE_PINS = {
    "commands_fts_data": (122, "1053ac2f2dbf46dd"),
    "commands_fts_idx": (120, "0bb56fa056f5ae7f"),
    "messages_fts_data": (422, "fe9cb0f52f0febb2"),
    "messages_fts_idx": (515, "275c0871aa6d56b1"),
}


def _per_source_copy(db: Path, copy: Path) -> None:
    """``db`` copied, its two full-text indexes rebuilt as main built them: one transaction per
    source (in ingest order), each session's rows in id order, one insert per row."""
    shutil.copy(db, copy)
    conn = sqlite3.connect(copy, isolation_level=None)
    for table in INDEXED:
        (ddl,) = conn.execute(
            "SELECT sql FROM sqlite_master WHERE name = ?", [f"{table}_fts"]
        ).fetchone()
        conn.execute(f"DROP TABLE {table}_fts")
        conn.execute(ddl)
    for source in collect_sources(INPUTS):
        path = str(getattr(source, "path", ""))
        sessions = conn.execute(
            "SELECT s.id FROM sessions s WHERE s.source_path = ? "
            "ORDER BY (SELECT min(block) FROM id_blocks b WHERE b.session_id = s.id)",
            [path],
        ).fetchall()
        conn.execute("BEGIN IMMEDIATE")
        for (sid,) in sessions:
            for table, columns in INDEXED.items():
                names = ", ".join(columns)
                rows = conn.execute(
                    f"SELECT id, {names} FROM {table} WHERE session_id = ? ORDER BY id", [sid]
                ).fetchall()
                marks = ", ".join("?" * (len(columns) + 1))
                conn.executemany(f"INSERT INTO {table}_fts (rowid, {names}) VALUES ({marks})", rows)
        conn.execute("COMMIT")
    conn.close()


def _instances(conn: sqlite3.Connection, table: str) -> list[tuple[object, ...]]:
    """Every (term, row, column, offset) the index holds: what is searchable, exactly."""
    conn.execute(
        f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{table}_terms "
        f"USING fts5vocab(main, {table}_fts, instance)"
    )
    return conn.execute(f"SELECT * FROM temp.{table}_terms ORDER BY 1, 2, 3, 4").fetchall()


def _searches(conn: sqlite3.Connection, table: str, queries: list[str]) -> list[object]:
    """Each query's rows best first with their bm25 rank, and the best five's snippets of
    every indexed column."""
    snippets = ", ".join(
        f"snippet({table}_fts, {i}, '[', ']', '…', 12)" for i in range(len(INDEXED[table]))
    )
    out: list[object] = []
    for query in queries:
        ranked = f"FROM {table}_fts WHERE {table}_fts MATCH ? ORDER BY rank, rowid"
        out.append(conn.execute(f"SELECT rowid, bm25({table}_fts) {ranked}", [query]).fetchall())
        out.append(conn.execute(f"SELECT {snippets} {ranked} LIMIT 5", [query]).fetchall())
    return out


def _integrity_ok(conn: sqlite3.Connection, table: str) -> bool:
    """FTS5's own check that the index holds exactly the content table's rows."""
    try:
        conn.execute(f"INSERT INTO {table}_fts ({table}_fts) VALUES ('integrity-check')")
    except sqlite3.DatabaseError:
        return False
    return True


@pytest.mark.corpus
def test_bulk_index_searches_exactly_as_the_per_source_index(tmp_path: Path) -> None:
    """On the corpus's Claude Code and Codex files, the index built after the writes holds the
    same terms at the same positions, the same sizes and averages, and every one-term query,
    phrase and prefix query and api search gives the same rows, ranks and snippets as main's
    per-source index (rebuilt here, and equal to main's pinned digests)."""
    missing = [str(p) for p in INPUTS if not p.is_dir()]
    if missing:
        pytest.skip(f"shared corpus not available ({', '.join(missing)}); set SESSGRAPH_SHARED")
    bulk = tmp_path / "bulk.db"
    assert not api.ingest(bulk, INPUTS).failed
    per_source = tmp_path / "per-source.db"
    _per_source_copy(bulk, per_source)
    roots = {str(p.resolve()): f"<{p.name}>" for p in INPUTS}
    rebuilt = rows_digest().table_digests(per_source, roots)
    assert {t: rebuilt[t] for t in PER_SOURCE_PINS} == PER_SOURCE_PINS
    stored = rows_digest().table_digests(bulk, roots)
    assert {t: stored[t] for t in PER_SOURCE_PINS} != PER_SOURCE_PINS  # the layout differs
    a, b = sqlite3.connect(bulk), sqlite3.connect(per_source)
    for table in INDEXED:
        assert _integrity_ok(a, table) and _integrity_ok(b, table)
        for shadow in ("docsize", "config"):
            name = f"{table}_fts_{shadow}"
            assert stored[name] == rebuilt[name]
        averages = f"SELECT block FROM {table}_fts_data WHERE id = 1"
        assert a.execute(averages).fetchone() == b.execute(averages).fetchone()
        instances = _instances(a, table)
        assert len(instances) > 10_000
        assert instances == _instances(b, table)
        terms = sorted({str(row[0]) for row in instances})
        queries = [f'"{t}"' for t in terms]
        rng = random.Random(17)
        texts = [str(r[0]) for r in a.execute(f"SELECT {INDEXED[table][0]} FROM {table}")]
        for text in rng.sample(texts, 300):
            words = re.findall(r"\w+", text)
            if len(words) >= 2:
                at = rng.randrange(len(words) - 1)
                queries.append(f'"{words[at]} {words[at + 1]}"')  # a phrase
                queries.append(f"{words[at]} AND {words[at + 1][:3]}*")  # AND, prefix
        assert _searches(a, table, queries) == _searches(b, table, queries)
    words = ["error", "pytest failed", "ModuleNotFoundError", "npm install", "permission denied"]
    found = [api.open(bulk).search(w) for w in words]
    assert any(found)
    assert found == [api.open(per_source).search(w) for w in words]


def _lines(sid: str, n: int) -> str:
    lines = [json.dumps({"type": "session", "id": sid, "title": sid})]
    for i in range(n):
        text = f"step {i} of {sid} please, word{sid}x{i % 7}"
        lines.append(json.dumps({"type": "message", "role": "user", "text": text}))
        call = {"name": "bash", "command": f"make {sid}-{i}", "exit_code": i % 3, "output": "ok"}
        lines.append(json.dumps({"type": "message", "role": "assistant", "tool_calls": [call]}))
    return "\n".join(lines) + "\n"


def _corpus(folder: Path, names: range, messages: int = 40) -> Path:
    folder.mkdir(exist_ok=True)
    for n in names:
        (folder / f"s{n:03d}.jsonl").write_text(_lines(f"s{n:03d}", messages))
    return folder


def _hits(db: Path, words: list[str], rank: bool = True) -> list[list[tuple[object, ...]]]:
    """What a search of each word finds: message rows best first (with their bm25 rank unless
    ``rank`` is false: it moves as other rows are indexed), then command rows."""
    conn = sqlite3.connect(db)
    out = []
    score = "bm25(messages_fts)" if rank else "0"
    for word in words:
        out.append(
            conn.execute(
                f"SELECT rowid, {score} FROM messages_fts WHERE messages_fts MATCH ? "
                "ORDER BY rank, rowid",
                [f'"{word}"'],
            ).fetchall()
            + conn.execute(
                "SELECT rowid FROM commands_fts WHERE commands_fts MATCH ? ORDER BY rowid",
                [f'"{word}"'],
            ).fetchall()
        )
    conn.close()
    return out


def _owed(db: Path) -> int:
    conn = sqlite3.connect(db)
    (owed,) = conn.execute("SELECT count(*) FROM pending_extraction WHERE stage = 'search'")
    conn.close()
    return int(owed[0])


def _index_state(db: Path) -> tuple[bool, list[object]]:
    conn = sqlite3.connect(db)
    state = (
        all(_integrity_ok(conn, t) for t in INDEXED),
        [_instances(conn, t) for t in INDEXED],
    )
    conn.close()
    return state


def test_interrupted_ingest_keeps_rows_and_earlier_search_then_rerun_indexes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An ingest interrupted after storing some files (KeyboardInterrupt in the 6th file's
    write, which is rolled back): the files stored before it keep their rows, an earlier
    ingest's files stay searchable exactly as before, and the next ingest (those files
    unchanged) builds the owed index, equal to an uninterrupted ingest's."""
    monkeypatch.setenv("SESSGRAPH_WORKERS", "0")
    earlier = _corpus(tmp_path / "corpus", range(4))
    fresh = tmp_path / "fresh.db"
    db = tmp_path / "db.sqlite"
    assert not api.ingest(db, [earlier]).failed
    words = ["words000x3", "words003x1", "s002", "step"]
    before = _hits(db, words)
    assert all(before[:3])
    _corpus(earlier, range(4, 20))
    assert not api.ingest(fresh, [earlier]).failed
    record = store_sources._record_source
    calls = 0

    def interrupted(*args: object, **kwargs: object) -> None:
        nonlocal calls
        calls += 1
        if calls == 6:
            raise KeyboardInterrupt
        record(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(store_sources, "_record_source", interrupted)
    with pytest.raises(KeyboardInterrupt):
        api.ingest(db, [earlier])
    monkeypatch.setattr(store_sources, "_record_source", record)
    conn = sqlite3.connect(db)
    stored = dict(conn.execute("SELECT id, message_count FROM sessions").fetchall())
    assert sorted(stored) == [f"s{n:03d}" for n in range(9)]  # 4 earlier + 5 of this run
    for sid, count in stored.items():
        (rows,) = conn.execute("SELECT count(*) FROM messages WHERE session_id = ?", [sid])
        assert rows[0] == count == 80
    conn.close()
    assert _owed(db) == 5
    assert _hits(db, words[:3]) == before[:3]  # earlier files: search exactly as before
    report = api.ingest(db, [earlier])
    assert [f.status for f in report.files].count("unchanged") == 9
    assert _owed(db) == 0
    assert _index_state(db) == _index_state(fresh)
    assert _index_state(db)[0]
    assert _hits(db, words) == _hits(fresh, words)


def test_extract_builds_the_index_an_interrupted_ingest_owes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``sessgraph extract`` after an ingest interrupted before its index (stored rows, index
    owed) builds the index before relinking, which searches messages."""
    corpus = _corpus(tmp_path / "corpus", range(6))
    fresh = tmp_path / "fresh.db"
    assert not api.ingest(fresh, [corpus]).failed
    db = tmp_path / "db.sqlite"
    for module in (index_run, index_parallel):  # as if killed right before the index
        monkeypatch.setattr(module, "index_owed", lambda db: 0)
    assert not api.ingest(db, [corpus], extract=False).failed
    assert _owed(db) == 6
    monkeypatch.undo()
    api.extract(db)
    assert _owed(db) == 0
    assert _index_state(db) == _index_state(fresh)


def test_bad_file_mid_ingest_leaves_every_other_file_stored_and_searchable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Among good files (read in reader processes), a binary file fails with its own line and
    a file with a torn line in the middle is stored with a warning: every other file and that
    file's good lines are stored and searchable, and the index is FTS5-consistent."""
    corpus = _corpus(tmp_path / "corpus", range(12))
    (corpus / "s006.jsonl").write_bytes(b"\x00\xff\xfe not a transcript \x00" * 200)
    torn = (corpus / "s008.jsonl").read_text().splitlines(keepends=True)
    torn[20] = torn[20][: len(torn[20]) // 2] + "\n"
    (corpus / "s008.jsonl").write_text("".join(torn))
    db = tmp_path / "db.sqlite"
    monkeypatch.setenv("SESSGRAPH_WORKERS", "2")
    report = api.ingest(db, sorted(corpus.iterdir()))
    failed = [Path(f.path).name for f in report.files if f.status == "failed"]
    assert failed == ["s006.jsonl"]
    [warned] = [f for f in report.files if f.warnings]
    assert Path(warned.path).name == "s008.jsonl"
    assert _owed(db) == 0
    ok, _ = _index_state(db)
    assert ok
    hits = _hits(db, [f"words{n:03d}x2" for n in range(12)])
    assert [bool(h) for h in hits] == [n != 6 for n in range(12)]


def test_kill_9_mid_ingest_then_rerun_gives_the_fresh_index(tmp_path: Path) -> None:
    """kill -9 at random points of an ingest into a database an earlier ingest filled: the
    earlier files stay searchable exactly as before after every kill, and a re-run leaves the
    index equal to a fresh ingest's and consistent (FTS5 integrity-check)."""
    corpus = _corpus(tmp_path / "corpus", range(5), 100)
    db = tmp_path / "killed.db"
    assert not api.ingest(db, [corpus]).failed
    words = ["words001x4", "words004x2", "s003"]
    before = _hits(db, words, rank=False)
    assert all(before)
    _corpus(corpus, range(5, 30), 100)
    fresh = tmp_path / "fresh.db"
    assert not api.ingest(fresh, [corpus]).failed
    rng = random.Random(5)
    for _ in range(3):
        process = subprocess.Popen(
            [sys.executable, "-m", "sessgraph", "ingest", "-d", str(db), str(corpus)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(rng.uniform(0.8, 2.5))
        process.send_signal(signal.SIGKILL)
        process.wait()
        assert _hits(db, words, rank=False) == before
    api.ingest(db, [corpus])
    assert _owed(db) == 0
    assert _index_state(db) == _index_state(fresh)
    assert _index_state(db)[0]
