"""Huge transcripts are read and written in parts: the stored rows are those of a whole read.

Parts are forced on small files here (the thresholds are lowered); the memory a real 1 GB
transcript takes is measured by benchmarks/big_session.py, not by unit tests.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from conftest import CORPUS, DATA
from sessgraph import api
from sessgraph.extract import run as extract_run
from sessgraph.formats import _chunked, reader_by_name
from sessgraph.formats._chunked import read_in_parts
from sessgraph.reading import source as reading
from test_parallel_ingest import dump, neutral


def parts_everywhere(monkeypatch: pytest.MonkeyPatch, part_bytes: int = 2048) -> None:
    """Read every partable source in parts of about ``part_bytes``."""
    monkeypatch.setattr(reading, "PARTS_MIN_BYTES", 0)
    monkeypatch.setattr(_chunked, "PART_BYTES", part_bytes)


def long_turn(path: Path, sid: str, calls: int) -> Path:
    """A neutral session: one prompt, then ``calls`` tool calls without another prompt."""
    lines: list[dict[str, object]] = [
        {"type": "session", "id": sid, "title": "one long turn"},
        {"type": "message", "role": "user", "text": "build it"},
    ]
    for i in range(calls):
        call = {
            "name": "bash",
            "command": f"make part-{i}",
            "exit_code": i % 2,
            "output": "x" * 300,
        }
        lines.append({"type": "message", "role": "assistant", "tool_calls": [call]})
    lines.append({"type": "message", "role": "user", "text": "thanks"})
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def test_parts_cut_at_turns_and_point_at_source_lines(tmp_path: Path) -> None:
    """Every part opens with a user turn (after the first), repeats the session line, and
    its messages and warnings name lines of the original file."""
    src = neutral(tmp_path / "n.jsonl", "sid-1", 30)
    with src.open("a") as handle:
        handle.write("{not json\n")
    parts = list(read_in_parts(reader_by_name("sessgraph-neutral"), src, part_bytes=1024))
    assert len(parts) > 3
    assert {p.session.id for p in parts} == {"sid-1"}
    assert {p.session.title for p in parts} == {"sid-1"}
    assert {p.session.source_path for p in parts} == {str(src)}
    lines = src.read_text().splitlines()
    for part in parts[1:]:
        assert part.messages[0].role == "user"
    for part in parts:
        for message in part.messages:
            assert message.source_line is not None
            assert json.loads(lines[message.source_line - 1])["role"] == message.role
    warnings = [w for p in parts for w in p.warnings]
    assert [(w.path, w.line) for w in warnings] == [(str(src), len(lines))]


@pytest.mark.parametrize("workers", ["0", "2"])
def test_ingest_in_parts_equals_whole_ingest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, workers: str
) -> None:
    """Sessions read in parts (sequentially or beside reader processes) store the same rows,
    extraction (in windows for the long session) included, as sessions read whole."""
    src = tmp_path / "src"
    src.mkdir()
    for n in range(3):
        neutral(src / f"n{n}.jsonl", f"neutral-{n}", 12 + n)
    long_turn(src / "long.jsonl", "long", 40)
    monkeypatch.setenv("SESSGRAPH_WORKERS", "0")
    api.ingest(tmp_path / "whole.db", [src])
    monkeypatch.setenv("SESSGRAPH_WORKERS", workers)
    parts_everywhere(monkeypatch)
    # ... and extract sessions of over 20 messages in windows (the long one, 42 messages).
    monkeypatch.setattr(extract_run, "WINDOW_MESSAGES", 20)
    monkeypatch.setattr(extract_run, "WINDOW_CONTEXT", 10)
    report = api.ingest(tmp_path / "parts.db", [src])
    assert [f.status for f in report.files] == ["ingested"] * 4
    assert dump(tmp_path / "parts.db") == dump(tmp_path / "whole.db")


def test_a_turn_too_long_for_one_part_is_cut_with_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Memory comes first: a turn over MAX_PART_BYTES is cut inside, and the cut is reported;
    its segment continues across the cut."""
    src = long_turn(tmp_path / "long.jsonl", "long", 60)
    parts_everywhere(monkeypatch)
    monkeypatch.setattr(_chunked, "MAX_PART_BYTES", 4096)
    report = api.ingest(tmp_path / "g.db", [src], extract=False)
    (result,) = report.files
    cuts = [w for w in result.warnings if "was cut here" in w.message]
    assert len(cuts) >= 4 and all(w.path == str(src) and w.line for w in cuts)
    monkeypatch.setattr(reading, "PARTS_MIN_BYTES", 1 << 40)
    api.ingest(tmp_path / "whole.db", [src], extract=False)
    assert dump(tmp_path / "g.db")["segments"] == dump(tmp_path / "whole.db")["segments"]
    assert dump(tmp_path / "g.db")["messages"] == dump(tmp_path / "whole.db")["messages"]


@pytest.mark.parametrize(
    ("folder", "pattern"), [("claude_code", "**/*.jsonl"), ("codex", "*.jsonl*")]
)
def test_corpus_in_parts_equals_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, folder: str, pattern: str
) -> None:
    """Every Claude Code and Codex corpus session, cut at its turns, stores what a whole read
    stores, except the parent of a Claude Code prompt that opens a part: the reader cannot
    see the line it points at, so it keeps the raw uuid."""
    if not (CORPUS / folder).is_dir():
        pytest.skip(f"corpus not found at {CORPUS} (only CI and the shared workspace have it)")
    monkeypatch.setenv("SESSGRAPH_WORKERS", "0")
    files = sorted((CORPUS / folder).glob(pattern))
    api.ingest(tmp_path / "whole.db", files, extract=False)
    parts_everywhere(monkeypatch, part_bytes=4096)
    report = api.ingest(tmp_path / "parts.db", files, extract=False)
    assert not report.failed
    parents = {}
    for name in ("whole", "parts"):
        conn = sqlite3.connect(tmp_path / f"{name}.db")
        parents[name] = dict(conn.execute("SELECT id, parent_id FROM messages").fetchall())
        conn.execute("UPDATE messages SET parent_id = NULL")
        conn.commit()
        conn.close()
    assert dump(tmp_path / "parts.db") == dump(tmp_path / "whole.db")
    changed = [i for i, parent in parents["whole"].items() if parents["parts"][i] != parent]
    assert len(changed) < len(parents["whole"]) // 50
    conn = sqlite3.connect(tmp_path / "parts.db")
    marks = ", ".join("?" * len(changed))
    kinds = conn.execute(f"SELECT DISTINCT kind FROM messages WHERE id IN ({marks})", changed)
    assert {k for (k,) in kinds} <= {"prompt"}


def test_failed_part_keeps_what_was_stored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A reader failing in a later part rolls the whole source back: the previous version of
    the file stays stored, nothing half-written."""
    src = neutral(tmp_path / "n.jsonl", "sid-1", 20)
    db = tmp_path / "g.db"
    api.ingest(db, [src], extract=False)
    before = dump(db)
    neutral(src, "sid-1", 40)
    parts_everywhere(monkeypatch, part_bytes=1024)
    real = reading.session_rows
    calls = 0

    def failing(parsed: object) -> object:
        nonlocal calls
        calls += 1
        if calls == 3:
            raise RuntimeError("reader bug in part 3")
        return real(parsed)  # type: ignore[arg-type]

    monkeypatch.setattr(reading, "session_rows", failing)
    (result,) = api.ingest(db, [src], extract=False).files
    assert result.status == "failed" and "reader bug in part 3" in (result.error or "")
    assert dump(db) == before


EXTRACTED = {
    "symptoms": "SELECT id, seq, kind, episode_id, status, signature, context FROM symptoms",
    "fixes": "SELECT id, symptom_id, message_id, kind, entities, confidence, evidence FROM fixes",
    "pivots": "SELECT id, message_id, score, reason FROM pivots",
    "mentions": "SELECT entity_id, message_id, command_id, seq, role, value FROM mentions",
    "reuse": "SELECT entity_id, discovered_message_id, reused_message_id, gap_segments FROM reuse",
}


def extracted(db: Path) -> dict[str, list[tuple[object, ...]]]:
    conn = sqlite3.connect(db)
    out = {
        name: sorted(conn.execute(query).fetchall(), key=repr) for name, query in EXTRACTED.items()
    }
    conn.close()
    return out


def test_huge_session_is_extracted_in_windows_with_the_same_result(
    sglang_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A session over WINDOW_MESSAGES is extracted window by window; episodes that cross a
    window boundary are found once, whole: the rows equal a whole-session extraction."""
    from sessgraph.extract import run
    from sessgraph.store import open_db

    db_path = tmp_path / "sglang.db"
    shutil.copy(sglang_db, db_path)
    # The whole-session extraction of this very copy is the reference (not whatever the shared
    # fixture database holds by the time this test runs).
    db = open_db(db_path)
    run.extract(db)
    db.close()
    before = extracted(db_path)
    assert before["fixes"] and before["reuse"]
    windows: list[int] = []
    real = run.load_session

    def spy(db: object, sid: str, first: int | None = None, end: int | None = None) -> object:
        windows.append(first if first is not None else -1)
        return real(db, sid, first, end)  # type: ignore[arg-type]

    monkeypatch.setattr(run, "load_session", spy)
    monkeypatch.setattr(run, "WINDOW_MESSAGES", 1000)
    monkeypatch.setattr(run, "WINDOW_CONTEXT", 300)
    db = open_db(db_path)
    stats = run.extract(db)
    db.close()
    assert windows == [-300 + 1000 * n for n in range(7)]  # 6,400 messages
    assert stats.sessions == 1 and stats.fixes == len(before["fixes"])
    assert extracted(db_path) == before


def test_compressed_source_in_parts_equals_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A .jsonl.zst source is decompressed as it is cut; its parts store what a whole read
    of it stores. The choice is made on its decompressed size, never on its file size."""
    import zstandard

    plain = neutral(tmp_path / "plain.jsonl", "zst-1", 40)
    src = tmp_path / "src"
    src.mkdir()
    packed = src / "n.jsonl.zst"
    packed.write_bytes(zstandard.ZstdCompressor().compress(plain.read_bytes()))
    counted = plain.stat().st_size
    monkeypatch.setattr(reading, "PARTS_MIN_BYTES", counted + 1)
    assert not reading.reads_in_parts(packed, "sessgraph-neutral")
    monkeypatch.setattr(reading, "PARTS_MIN_BYTES", counted)
    assert reading.reads_in_parts(packed, "sessgraph-neutral")
    monkeypatch.setenv("SESSGRAPH_WORKERS", "0")
    monkeypatch.setattr(_chunked, "PART_BYTES", 1024)
    api.ingest(tmp_path / "parts.db", [src])
    monkeypatch.setattr(reading, "PARTS_MIN_BYTES", 1 << 40)
    api.ingest(tmp_path / "whole.db", [src])
    parts, whole = dump(tmp_path / "parts.db"), dump(tmp_path / "whole.db")
    assert parts == whole and len(parts["messages"]) == 80


def test_progress_counts_input_bytes_also_within_a_file_read_in_parts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """on_progress(done, total): total is the input size, done only grows, reaches total, and
    moves during a file read in parts, not only between files."""
    src = tmp_path / "src"
    src.mkdir()
    small = [neutral(src / f"n{n}.jsonl", f"s{n}", 3) for n in range(2)]
    big = long_turn(src / "long.jsonl", "long", 60)
    total = sum(p.stat().st_size for p in [*small, big])
    monkeypatch.setenv("SESSGRAPH_WORKERS", "0")
    monkeypatch.setattr(reading, "PARTS_MIN_BYTES", big.stat().st_size)
    monkeypatch.setattr(_chunked, "PART_BYTES", 1024)
    monkeypatch.setattr(_chunked, "MAX_PART_BYTES", 4096)
    calls: list[tuple[int, int]] = []
    api.ingest(
        tmp_path / "g.db", [src], extract=False, on_progress=lambda d, t: calls.append((d, t))
    )
    assert calls[0] == (0, total) and calls[-1] == (total, total)
    assert {t for _, t in calls} == {total}
    done = [d for d, _ in calls]
    assert done == sorted(done)
    # Files in order: long.jsonl first, read in parts, so done moves before it is finished.
    assert [d for d in done if 0 < d < big.stat().st_size]


def test_opencode_jsonl_in_parts_equals_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The shipped demo (opencode JSONL, 6,400 messages, zstd) cut into 1 MB parts at user
    messages stores exactly what a whole read stores."""
    demo = DATA / "sglang-ops" / "session.jsonl.zst"
    monkeypatch.setenv("SESSGRAPH_WORKERS", "0")
    api.ingest(tmp_path / "whole.db", [demo], extract=False)
    parts_everywhere(monkeypatch, part_bytes=1 << 20)
    assert reading.reads_in_parts(demo, "opencode")
    (result,) = api.ingest(tmp_path / "parts.db", [demo], extract=False).files
    assert result.status == "ingested" and result.messages == 6400
    assert dump(tmp_path / "parts.db") == dump(tmp_path / "whole.db")


def test_a_json_document_is_never_cut(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pretty-printed opencode export is one JSON document: it is read whole, however big."""
    export = tmp_path / "export.json"
    info = {"id": "ses_1", "title": "t", "time": {"created": 1}}
    export.write_text(json.dumps({"info": info, "messages": []}, indent=2))
    monkeypatch.setattr(reading, "PARTS_MIN_BYTES", 0)
    assert not reading.reads_in_parts(export, "opencode")
    assert reading.reads_in_parts(neutral(tmp_path / "n.jsonl", "s", 2), "sessgraph-neutral")
