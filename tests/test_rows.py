"""The reading ↔ store contract (sessgraph.rows): row kinds match the tables and what
reading builds, and storage takes rows plus a stamp from anyone, not only from reading."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from sessgraph.formats import reader_by_name
from sessgraph.reading import session_rows
from sessgraph.rows import ID_COLUMNS, ROW_COLUMNS, ROW_KINDS, MessageRow, SessionRows, SourceStamp
from sessgraph.store import open_db, save_source

LINES = [
    {"type": "session", "id": "r1", "title": "rows"},
    {"type": "message", "role": "user", "text": "build it"},
    {
        "type": "message",
        "role": "assistant",
        "tool_calls": [{"name": "bash", "command": "make", "exit_code": 2, "output": "error"}],
    },
]


def _parsed(tmp_path: Path) -> SessionRows:
    path = tmp_path / "s.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in LINES))
    (parsed,) = list(reader_by_name("sessgraph-neutral").read(path))
    return session_rows(parsed)


def test_row_kinds_are_the_tables_columns(tmp_path: Path) -> None:
    """Every row kind's fields are columns of its table, ids included; ID_COLUMNS are fields."""
    open_db(tmp_path / "g.db").close()
    conn = sqlite3.connect(tmp_path / "g.db")
    for table, kind in ROW_KINDS.items():
        columns = {c[1] for c in conn.execute(f"PRAGMA table_info({table})")}
        assert set(ROW_COLUMNS[table]) <= columns, table
        assert ROW_COLUMNS[table] == kind._fields  # type: ignore[attr-defined]
        assert "id" in ROW_COLUMNS[table] and ID_COLUMNS & set(ROW_COLUMNS[table])
    conn.close()


def test_reading_builds_rows_of_those_kinds(tmp_path: Path) -> None:
    """Flattened rows have their kind's width and read back by name."""
    rows = _parsed(tmp_path)
    for table, values in rows.tables.items():
        assert all(len(row) == len(ROW_COLUMNS[table]) for row in values), table
    prompt, reply = (MessageRow._make(row) for row in rows.tables["messages"])
    assert (prompt.role, prompt.kind, prompt.text) == ("user", "prompt", "build it")
    assert (reply.id, reply.seq, reply.segment_id) == (1, 1, 0)
    assert rows.commands == 1 and rows.failed_commands == 1


def test_storage_takes_rows_and_a_stamp(tmp_path: Path) -> None:
    """save_source stores rows with their stamp and warnings, positions mapped to row ids."""
    rows = _parsed(tmp_path)
    db = open_db(tmp_path / "g.db")
    stamp = SourceStamp("/virtual/s.jsonl", "sessgraph-neutral", 123, 456)
    assert save_source(db, stamp, [rows], [(3, "a warning")]).session_ids == ["r1"]
    source = db.execute(
        "SELECT path, format, size, mtime_ns, session_count FROM sources"
    ).fetchall()
    assert source == [("/virtual/s.jsonl", "sessgraph-neutral", 123, 456, 1)]
    warnings = db.execute("SELECT source_path, line, message FROM ingest_warnings").fetchall()
    assert warnings == [("/virtual/s.jsonl", 3, "a warning")]
    ids = [r[0] for r in db.execute("SELECT id FROM messages ORDER BY seq")]
    assert ids[1] == ids[0] + 1 and ids[0] > 1 << 32  # the session's id block, in order
    (command,) = db.execute("SELECT message_id, tool_call_id FROM commands").fetchall()
    tool_call = db.execute("SELECT id, message_id FROM tool_calls").fetchone()
    assert command == (ids[1], tool_call[0]) and tool_call[1] == ids[1]
    db.close()
