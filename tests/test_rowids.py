"""Row ids: per-session id blocks, collision probing, overflow, and full-text consistency."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from sessgraph import api
from sessgraph.store import ids as rowids

FTS_TABLES = {
    "messages": "text",
    "commands": "command, output",
    "symptoms": "error_text, template, context",
}


def session(
    sid: str, prompt: str, output: str = "E boom", extra: int = 0
) -> list[dict[str, object]]:
    lines: list[dict[str, object]] = [
        {"type": "session", "id": sid, "title": "demo", "cwd": "/w"},
        {"type": "message", "role": "user", "text": prompt},
        {
            "type": "message",
            "role": "assistant",
            "text": "running",
            "tool_calls": [{"name": "bash", "command": "pytest", "exit_code": 1, "output": output}],
        },
        {"type": "message", "role": "user", "text": "fix it"},
        {
            "type": "message",
            "role": "assistant",
            "tool_calls": [{"name": "bash", "command": "pytest", "exit_code": 0, "output": "ok"}],
        },
    ]
    lines += [{"type": "message", "role": "assistant", "text": f"note {n}"} for n in range(extra)]
    return lines


def write(path: Path, lines: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def ids(db: Path, table: str, sid: str) -> list[int]:
    with sqlite3.connect(db) as conn:
        order = "seq" if table in ("messages", "commands") else "id"
        sql = f"SELECT id FROM {table} WHERE session_id = ? ORDER BY {order}"
        return [r[0] for r in conn.execute(sql, [sid])]


def blocks(db: Path) -> list[tuple[str, int, int]]:
    with sqlite3.connect(db) as conn:
        return conn.execute(
            "SELECT session_id, part, block FROM id_blocks ORDER BY 1, 2"
        ).fetchall()


def test_ids_are_consecutive_within_a_session_block(tmp_path: Path) -> None:
    """A session's rows are numbered from the start of its block, in order."""
    db = tmp_path / "g.db"
    api.ingest(db, [write(tmp_path / "a.jsonl", session("s1", "run the tests"))])
    [(sid, part, block)] = blocks(db)
    assert (sid, part, block) == ("s1", 0, rowids.hashed_block("s1"))
    base = block << rowids.BLOCK_BITS
    assert ids(db, "messages", "s1") == [base + n for n in range(4)]
    assert ids(db, "commands", "s1") == [base, base + 1]
    assert ids(db, "segments", "s1") == [base, base + 1]


def test_colliding_sessions_probe_to_the_next_free_block(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two sessions hashing to one block: the second takes the next block, for good."""
    monkeypatch.setattr(rowids, "hashed_block", lambda session_id: 7)
    db = tmp_path / "g.db"
    first = write(tmp_path / "a.jsonl", session("s1", "run the tests"))
    second = write(tmp_path / "b.jsonl", session("s2", "run them again"))
    api.ingest(db, [first])
    api.ingest(db, [second])
    assert blocks(db) == [("s1", 0, 7), ("s2", 0, 8)]
    assert min(ids(db, "messages", "s2")) == 8 << rowids.BLOCK_BITS
    before = {t: ids(db, t, s) for t in FTS_TABLES for s in ("s1", "s2")}
    api.ingest(db, [second, first], force=True)
    assert blocks(db) == [("s1", 0, 7), ("s2", 0, 8)]
    assert {t: ids(db, t, s) for t in FTS_TABLES for s in ("s1", "s2")} == before


def test_block_is_kept_when_a_session_leaves_and_returns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A session deleted from its file keeps its block; another session cannot take it."""
    monkeypatch.setattr(rowids, "hashed_block", lambda session_id: 3)
    db = tmp_path / "g.db"
    src = write(tmp_path / "a.jsonl", session("s1", "run the tests"))
    api.ingest(db, [src])
    write(src, session("s2", "something else"))
    api.ingest(db, [src])
    write(src, session("s1", "run the tests"))
    api.ingest(db, [src])
    assert blocks(db) == [("s1", 0, 3), ("s2", 0, 4)]
    assert min(ids(db, "messages", "s1")) == 3 << rowids.BLOCK_BITS


def test_large_session_overflows_into_further_blocks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """More rows than a block holds continue in the next free block; ids keep increasing."""
    monkeypatch.setattr(rowids, "BLOCK_BITS", 2)  # four rows per block
    monkeypatch.setattr(rowids, "hashed_block", lambda session_id: 10)
    db = tmp_path / "g.db"
    api.ingest(db, [write(tmp_path / "a.jsonl", session("s1", "run", extra=6))])
    api.ingest(db, [write(tmp_path / "b.jsonl", session("s2", "go"))])
    assert blocks(db) == [("s1", 0, 10), ("s1", 1, 11), ("s1", 2, 12), ("s2", 0, 13)]
    messages = ids(db, "messages", "s1")
    assert len(messages) == 10 and messages == sorted(set(messages))
    assert messages[4] == 11 << 2 and messages[-1] == (12 << 2) + 1
    with sqlite3.connect(db) as conn:
        # References follow the same mapping: every command points at an existing message.
        orphans = conn.execute(
            "SELECT count(*) FROM commands c LEFT JOIN messages m ON m.id = c.message_id "
            "WHERE m.id IS NULL"
        ).fetchone()
        assert orphans == (0,)


def fts_consistent(db: Path) -> None:
    """Each FTS index passes integrity-check and holds exactly what a rebuild would hold."""
    with sqlite3.connect(db) as conn:
        for table, columns in FTS_TABLES.items():
            conn.execute(f"INSERT INTO {table}_fts({table}_fts) VALUES('integrity-check')")
            conn.execute(
                f"CREATE VIRTUAL TABLE rebuilt USING fts5({columns}, content={table}, "
                "content_rowid=id, tokenize='porter unicode61')"
            )
            conn.execute("INSERT INTO rebuilt(rebuilt) VALUES('rebuild')")
            conn.execute(
                f"CREATE VIRTUAL TABLE temp.v1 USING fts5vocab(main, {table}_fts, instance)"
            )
            conn.execute("CREATE VIRTUAL TABLE temp.v2 USING fts5vocab(main, rebuilt, instance)")
            got = conn.execute("SELECT * FROM v1 ORDER BY 1, 2, 3, 4").fetchall()
            want = conn.execute("SELECT * FROM v2 ORDER BY 1, 2, 3, 4").fetchall()
            assert got == want, table
            for name in ("temp.v1", "temp.v2", "rebuilt"):
                conn.execute(f"DROP TABLE {name}")


def matches(db: Path, table: str, query: str) -> int:
    with sqlite3.connect(db) as conn:
        sql = f"SELECT count(*) FROM {table}_fts WHERE {table}_fts MATCH ?"
        return int(conn.execute(sql, [query]).fetchone()[0])


def test_full_text_indexes_follow_ingest_regrowth_and_reextract(tmp_path: Path) -> None:
    """After ingest, re-ingest of a changed file and re-extract, FTS matches the tables."""
    db = tmp_path / "g.db"
    src = write(tmp_path / "a.jsonl", session("s1", "zebra tests", output="E zebraerror boom"))
    api.ingest(db, [src])
    fts_consistent(db)
    assert matches(db, "messages", "zebra") == 1
    assert matches(db, "commands", "zebraerror") == 1
    assert matches(db, "symptoms", "zebraerror") >= 1

    write(src, session("s1", "quokka tests", output="E quokkaerror boom", extra=3))
    api.ingest(db, [src])
    fts_consistent(db)
    assert matches(db, "messages", "zebra") == 0
    assert matches(db, "messages", "quokka") == 1
    assert matches(db, "commands", "zebraerror") == 0
    assert matches(db, "commands", "quokkaerror") == 1
    assert matches(db, "symptoms", "zebraerror") == 0
    assert matches(db, "symptoms", "quokkaerror") >= 1

    api.extract(db)
    api.ingest(db, [src], force=True)
    fts_consistent(db)
    assert matches(db, "symptoms", "quokkaerror") >= 1


def test_shell_result_is_stored_once(tmp_path: Path) -> None:
    """A shell call's result equal to its command output is kept in commands.output only."""
    db = tmp_path / "g.db"
    api.ingest(db, [write(tmp_path / "a.jsonl", session("s1", "run"))], extract=False)
    with sqlite3.connect(db) as conn:
        rows = conn.execute(
            "SELECT t.result_text, c.output, coalesce(t.result_text, c.output) FROM tool_calls t "
            "JOIN commands c ON c.tool_call_id = t.id ORDER BY c.seq"
        ).fetchall()
    assert rows == [(None, "E boom", "E boom"), (None, "ok", "ok")]


def test_database_from_before_id_blocks_is_emptied_for_reingest(tmp_path: Path) -> None:
    """Opening a database with hashed ids and FTS triggers drops both; the next ingest refills."""
    db = tmp_path / "g.db"
    src = write(tmp_path / "a.jsonl", session("s1", "zebra tests"))
    api.ingest(db, [src])
    with sqlite3.connect(db) as conn:
        conn.execute("DELETE FROM _migrations WHERE name >= 'm004'")
        conn.execute("DROP TABLE id_blocks")
        conn.execute(
            "CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN "
            "INSERT INTO messages_fts (rowid, text) VALUES (new.id, new.text); END"
        )
    report = api.ingest(db, [src])
    assert [f.status for f in report.files] == ["ingested"]
    with sqlite3.connect(db) as conn:
        triggers = conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall()
        assert triggers == []
        assert conn.execute("SELECT count(*) FROM sessions").fetchone() == (1,)
    fts_consistent(db)
    assert matches(db, "messages", "zebra") == 1
