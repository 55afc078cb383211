"""A tool input nested hundreds of levels deep is cut with a counted warning; the file is kept."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from sessgraph import api
from sessgraph.reading.depth import DEEP_MARKER, MAX_INPUT_DEPTH, cut_deep


def _line(obj: object) -> str:
    return json.dumps(obj) + "\n"


def _deep(depth: int) -> str:
    return "[" * depth + "1" + "]" * depth


def _transcript(path: Path, depth: int, title: str) -> None:
    call = '{"id": "call-1", "name": "bash", "input": {"command": "ls", "deep": '
    call += _deep(depth) + "}}"
    path.write_text(
        _line({"type": "session", "id": "deep-1", "title": title})
        + _line({"type": "message", "role": "user", "text": "list it"})
        + '{"type": "message", "role": "assistant", "tool_calls": ['
        + call
        + "]}\n"
        + _line({"type": "message", "role": "assistant", "text": "done"})
    )


def test_deep_input_is_cut_with_a_warning_and_the_file_stored(tmp_path: Path) -> None:
    """An input 260 and 1,000 levels deep (past orjson's 254-level dumps limit, near its
    1,024-level parse limit) no longer fails the file: the call is stored with its shallow
    keys intact, the deep part a marker, one warning naming file and line."""
    for depth in (260, 1000):
        transcript = tmp_path / f"deep-{depth}.jsonl"
        _transcript(transcript, depth, "first")
        db = tmp_path / f"{depth}.db"
        report = api.ingest(db, [transcript], extract=False)
        (result,) = report.files
        assert result.status == "ingested", result.error
        assert result.messages == 3
        assert [(w.line, w.message.split(":")[0]) for w in result.warnings] == [
            (3, "tool call call-1")
        ]
        with sqlite3.connect(db) as con:
            (stored,) = con.execute("SELECT input FROM tool_calls").fetchone()
        con.close()
        value = json.loads(stored)
        assert value["command"] == "ls"
        node = value["deep"]
        for _ in range(MAX_INPUT_DEPTH - 2):
            node = node[0]
        assert node == [DEEP_MARKER]


def test_later_update_of_a_deep_session_is_stored(tmp_path: Path) -> None:
    """The session with a deep input is stored, and a later update of the file replaces it
    (before, the file failed every time, so no update was ever stored)."""
    transcript = tmp_path / "deep.jsonl"
    db = tmp_path / "s.db"
    _transcript(transcript, 300, "first")
    api.ingest(db, [transcript], extract=False)
    _transcript(transcript, 300, "second title")
    report = api.ingest(db, [transcript], extract=False)
    assert [f.status for f in report.files] == ["ingested"]
    with sqlite3.connect(db) as con:
        titles = [r[0] for r in con.execute("SELECT title FROM sessions")]
    con.close()
    assert titles == ["second title"]


def test_cut_deep_keeps_order_and_shallow_values() -> None:
    """Cutting keeps keys, list order and every value above the limit unchanged."""
    value = {"a": [1, {"b": "x"}, [2, 3]], "c": None}
    assert cut_deep(value) == value
    deep: object = "leaf"
    for _ in range(MAX_INPUT_DEPTH + 5):
        deep = [deep]
    cut = cut_deep({"k": deep, "z": 1})
    assert isinstance(cut, dict) and cut["z"] == 1 and list(cut) == ["k", "z"]
