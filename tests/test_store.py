"""Storage: idempotent ingest, incremental growth, atomic writes, bad input."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from sessgraph import api
from sessgraph.reading import MAX_TEXT_CHARS
from sessgraph.store import open_db
from sessgraph.store.db import BULK_CACHE_KIB, BULK_WAL_AUTOCHECKPOINT, CACHE_KIB

SESSION = [
    {"type": "session", "id": "s1", "title": "demo", "cwd": "/w"},
    {"type": "message", "role": "user", "text": "run the tests"},
    {
        "type": "message",
        "role": "assistant",
        "text": "running",
        "tool_calls": [{"name": "bash", "command": "pytest", "exit_code": 1, "output": "E boom"}],
    },
    {"type": "message", "role": "tool", "text": "E boom"},
    {"type": "message", "role": "user", "text": "fix it"},
    {
        "type": "message",
        "role": "assistant",
        "tool_calls": [{"name": "bash", "command": "pytest", "exit_code": 0, "output": "ok"}],
    },
]


def write_jsonl(path: Path, lines: list[dict[str, object]], tail: str = "") -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines) + tail)
    return path


def table_dump(db_path: Path) -> dict[str, list[tuple[object, ...]]]:
    conn = sqlite3.connect(db_path)
    tables = ["sessions", "segments", "messages", "tool_calls", "commands", "file_edits"]
    dump = {}
    for table in tables:
        rows = conn.execute(f"SELECT * FROM {table} ORDER BY 1").fetchall()
        dump[table] = rows
    conn.close()
    return dump


def test_ingest_twice_changes_nothing(tmp_path: Path) -> None:
    """A second ingest of the same file (forced or not) leaves every row identical."""
    src = write_jsonl(tmp_path / "s.jsonl", SESSION)
    db = tmp_path / "g.db"
    api.ingest(db, [src])
    first = table_dump(db)
    report = api.ingest(db, [src])
    assert [f.status for f in report.files] == ["unchanged"]
    api.ingest(db, [src], force=True)
    assert table_dump(db) == first


def test_grown_file_equals_fresh_ingest(tmp_path: Path) -> None:
    """A file that grew between ingests ends up exactly as a fresh ingest of the final file."""
    src = write_jsonl(tmp_path / "s.jsonl", SESSION[:3])
    grown_db = tmp_path / "grown.db"
    api.ingest(grown_db, [src])
    write_jsonl(src, SESSION)
    report = api.ingest(grown_db, [src])
    assert [f.status for f in report.files] == ["ingested"]
    fresh_db = tmp_path / "fresh.db"
    api.ingest(fresh_db, [src])
    assert table_dump(grown_db) == table_dump(fresh_db)


def test_rows_and_segments(tmp_path: Path) -> None:
    """Messages, commands and segments are stored with their counts and statuses."""
    src = write_jsonl(tmp_path / "s.jsonl", SESSION)
    db = tmp_path / "g.db"
    api.ingest(db, [src])
    conn = sqlite3.connect(db)
    row = conn.execute(
        "SELECT message_count, user_message_count, command_count, failed_command_count, "
        "segment_count FROM sessions WHERE id = 's1'"
    ).fetchone()
    assert row == (5, 2, 2, 1, 2)
    segments = conn.execute(
        "SELECT idx, first_seq, last_seq, title, boundary FROM segments"
    ).fetchall()
    assert sorted(segments) == [
        (0, 0, 2, "run the tests", "session_start"),
        (1, 3, 4, "fix it", "user_prompt"),
    ]
    statuses = conn.execute(
        "SELECT command, exit_code, status FROM commands ORDER BY seq"
    ).fetchall()
    assert statuses == [("pytest", 1, "failed"), ("pytest", 0, "ok")]
    hits = conn.execute(
        "SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'tests'"
    ).fetchone()
    assert hits == (1,)


def test_bad_lines_are_counted_and_rest_stored(tmp_path: Path) -> None:
    """A malformed line and a truncated last line become warnings with line numbers."""
    src = write_jsonl(tmp_path / "s.jsonl", SESSION, tail='{"type": "message", "ro')
    lines = src.read_text().splitlines()
    lines.insert(2, "{not json")
    src.write_text("\n".join(lines))
    db = tmp_path / "g.db"
    report = api.ingest(db, [src])
    warnings = report.files[0].warnings
    assert [w.line for w in warnings] == [3, 8]
    assert "truncated" in warnings[1].message
    assert report.files[0].messages == 5
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT count(*) FROM ingest_warnings").fetchone() == (2,)


def test_unreadable_file_fails_without_losing_stored_data(tmp_path: Path) -> None:
    """Unknown, empty and binary files fail with a message naming the file; others still land."""
    good = write_jsonl(tmp_path / "good.jsonl", SESSION)
    (tmp_path / "empty.jsonl").write_text("")
    (tmp_path / "binary.jsonl").write_bytes(b"\x00\x01\x02garbage")
    (tmp_path / "other.json").write_text('{"hello": "world"}')
    db = tmp_path / "g.db"
    api.ingest(db, [good])
    report = api.ingest(
        db, [tmp_path / "empty.jsonl", tmp_path / "binary.jsonl", tmp_path / "other.json"]
    )
    errors = sorted(f.error or "" for f in report.failed)
    assert len(errors) == 3
    assert "binary.jsonl: binary file" in errors[0]
    assert "empty.jsonl: empty file" in errors[1]
    assert "other.json: not a transcript format" in errors[2]
    assert table_dump(db)["sessions"][0][0] == "s1"


def test_failed_write_rolls_back_whole_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An error while writing a session leaves the previously stored version intact."""
    src = write_jsonl(tmp_path / "s.jsonl", SESSION[:3])
    db = tmp_path / "g.db"
    api.ingest(db, [src])
    before = table_dump(db)
    write_jsonl(src, SESSION)

    from sessgraph.reading import source as reading
    from sessgraph.rows import SessionRows

    real = reading.session_rows

    def broken(parsed: object) -> SessionRows:
        rows = real(parsed)  # type: ignore[arg-type]
        first = rows.tables["commands"][0]
        rows.tables["commands"][0] = (*first[:5], None, *first[6:])  # NOT NULL fails mid-write
        return rows

    monkeypatch.setattr(reading, "session_rows", broken)
    with pytest.raises(sqlite3.IntegrityError):
        api.ingest(db, [src])
    assert table_dump(db) == before


def test_giant_output_is_truncated_with_marker(tmp_path: Path) -> None:
    """An output larger than the limit is stored cut, marked, and flagged."""
    big = "x" * (MAX_TEXT_CHARS + 10)
    lines = [
        SESSION[0],
        {
            "type": "message",
            "role": "assistant",
            "tool_calls": [{"name": "bash", "command": "cat big", "exit_code": 0, "output": big}],
        },
    ]
    src = write_jsonl(tmp_path / "s.jsonl", lines)
    db = tmp_path / "g.db"
    api.ingest(db, [src])
    conn = sqlite3.connect(db)
    output, truncated = conn.execute("SELECT output, output_truncated FROM commands").fetchone()
    assert truncated == 1
    assert output.endswith(f"[sessgraph: truncated 10 of {MAX_TEXT_CHARS + 10} characters]")


def test_migrations_are_recorded_and_rerun_safely(tmp_path: Path) -> None:
    """Opening a database twice applies each migration once."""
    path = tmp_path / "g.db"
    open_db(path).close()
    db = open_db(path)
    names = [r[0] for r in db.execute("SELECT name FROM _migrations ORDER BY name")]
    assert names[:2] == ["m001_core_tables", "m002_full_text_search"]
    assert len(names) == len(set(names))


def test_compressed_files_read_transparently(tmp_path: Path) -> None:
    """gzip and zstd copies of a transcript ingest to the same rows as the plain file."""
    import gzip

    import zstandard

    plain = write_jsonl(tmp_path / "s.jsonl", SESSION).read_bytes()
    results = {}
    for name, data in {
        "plain": plain,
        "gz": gzip.compress(plain),
        "zst": zstandard.ZstdCompressor().compress(plain),
    }.items():
        folder = tmp_path / name
        folder.mkdir()
        suffix = "" if name == "plain" else f".{name}"
        (folder / f"s.jsonl{suffix}").write_bytes(data)
        db = tmp_path / f"{name}.db"
        api.ingest(db, [folder])
        dump = table_dump(db)
        dump.pop("sessions")
        results[name] = dump
    assert results["plain"] == results["gz"] == results["zst"]


def test_ingest_checkpoints_less_often_and_restores_the_setting(tmp_path: Path) -> None:
    """During an ingest the WAL is checkpointed every BULK_WAL_AUTOCHECKPOINT pages; the
    connection's own setting is back afterwards, also when the ingest fails."""
    from sessgraph.ingest import ingest_paths

    src = write_jsonl(tmp_path / "s.jsonl", SESSION)
    db = open_db(tmp_path / "g.db")

    def setting() -> int:
        return int(db.execute("PRAGMA wal_autocheckpoint").fetchone()[0])

    seen: list[int] = []
    report = ingest_paths(db, [src], extract=False, on_file=lambda r: seen.append(setting()))
    assert report.ingested and seen == [BULK_WAL_AUTOCHECKPOINT]
    assert setting() == 1000

    def fail(result: object) -> None:
        raise RuntimeError("callback failed")

    src.write_text(src.read_text() + "\n")
    with pytest.raises(RuntimeError):
        ingest_paths(db, [src], extract=False, on_file=fail)
    assert setting() == 1000
    db.close()


def test_ingest_uses_a_smaller_page_cache_and_restores_it(tmp_path: Path) -> None:
    """During an ingest the page cache is BULK_CACHE_KIB (the writer's memory, issue 17);
    the connection's own cache size is back afterwards, also when the ingest fails."""
    from sessgraph.ingest import ingest_paths

    src = write_jsonl(tmp_path / "s.jsonl", SESSION)
    db = open_db(tmp_path / "g.db")

    def setting() -> int:
        return int(db.execute("PRAGMA cache_size").fetchone()[0])

    seen: list[int] = []
    report = ingest_paths(db, [src], extract=False, on_file=lambda r: seen.append(setting()))
    assert report.ingested and seen == [-BULK_CACHE_KIB]
    assert setting() == -CACHE_KIB != -BULK_CACHE_KIB

    def fail(result: object) -> None:
        raise RuntimeError("callback failed")

    src.write_text(src.read_text() + "\n")
    with pytest.raises(RuntimeError):
        ingest_paths(db, [src], extract=False, on_file=fail)
    assert setting() == -CACHE_KIB
    db.close()


def test_mentions_carry_segment_and_author_also_after_an_upgrade(
    sglang_db: Path, tmp_path: Path
) -> None:
    """Extraction stores each mention's segment and whether an assistant wrote it; a database
    extracted before those columns existed gets them filled by the migration, identically."""
    import shutil

    from sessgraph.store.schema import m007_mention_segment

    db_path = tmp_path / "g.db"
    shutil.copy(sglang_db, db_path)
    conn = sqlite3.connect(db_path)
    query = (
        "SELECT mt.segment_id = m.segment_id, mt.by_assistant = (m.role = 'assistant'), "
        "count(*) FROM mentions mt JOIN messages m ON m.id = mt.message_id GROUP BY 1, 2"
    )
    stored = conn.execute(query).fetchall()
    assert [row[:2] for row in stored] == [(1, 1)] and stored[0][2] > 1000
    extracted = conn.execute("SELECT * FROM mentions ORDER BY rowid").fetchall()
    conn.execute("UPDATE mentions SET segment_id = NULL, by_assistant = NULL")
    conn.commit()
    conn.close()
    db = open_db(db_path)
    m007_mention_segment(db)
    assert db.execute("SELECT * FROM mentions ORDER BY rowid").fetchall() == extracted
    db.close()
