"""Extraction stores a row per episode even when two episodes start on calls that cannot be
told apart (a model sending the same failing edit twice in one message)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from sessgraph import api


def _line(kind: str, uuid: str, parent: str | None, ts: str, message: object) -> str:
    record = {
        "type": kind,
        "uuid": uuid,
        "parentUuid": parent,
        "sessionId": "sess-twice",
        "version": "2.0.55",
        "cwd": "/repo",
        "isSidechain": False,
        "timestamp": f"2025-01-01T00:00:{ts}Z",
        "message": message,
    }
    return json.dumps(record) + "\n"


def _assistant(uuid: str, parent: str, ts: str, msg_id: str, block: object) -> str:
    message = {"id": msg_id, "role": "assistant", "model": "claude-x", "content": [block]}
    return _line("assistant", uuid, parent, ts, message)


def _result(uuid: str, parent: str, ts: str, call_id: str, text: str, error: bool) -> str:
    block = {"type": "tool_result", "tool_use_id": call_id, "content": text, "is_error": error}
    return _line("user", uuid, parent, ts, {"role": "user", "content": [block]})


def _edit(call_id: str, old: str, new: str) -> dict[str, object]:
    return {
        "type": "tool_use",
        "id": call_id,
        "name": "Edit",
        "input": {"file_path": "/repo/app.py", "old_string": old, "new_string": new},
    }


def test_two_identical_failing_calls_in_one_message_each_get_their_rows(tmp_path: Path) -> None:
    """Two identical Edit calls of one message failing alike, then a fixed edit: extraction
    completes, and every episode's symptom and fix is stored under an id of its own."""
    refused = "<tool_use_error>String to replace not found in file.\nString: foo()</tool_use_error>"
    read = {"type": "tool_use", "id": "t3", "name": "Read", "input": {"file_path": "/repo/app.py"}}
    lines = [
        _line("user", "u0", None, "00", {"role": "user", "content": "rename foo to bar"}),
        _assistant("a1", "u0", "01", "m1", _edit("t1", "foo()", "bar()")),
        _assistant("a2", "a1", "01", "m1", _edit("t2", "foo()", "bar()")),
        _result("u1", "a2", "02", "t1", refused, True),
        _result("u2", "u1", "02", "t2", refused, True),
        _assistant("a3", "u2", "03", "m2", read),
        _result("u3", "a3", "04", "t3", "1 def foo():", False),
        _assistant("a4", "u3", "05", "m3", _edit("t4", "def foo():", "def bar():")),
        _result("u4", "a4", "06", "t4", "The file /repo/app.py has been updated.", False),
    ]
    transcript = tmp_path / "session.jsonl"
    transcript.write_text("".join(lines))
    db = tmp_path / "graph.db"
    api.ingest(db, [transcript])
    conn = sqlite3.connect(db)
    episodes = conn.execute("SELECT count(*), count(DISTINCT episode_id) FROM symptoms").fetchone()
    fixes = conn.execute("SELECT count(*), count(DISTINCT symptom_id) FROM fixes").fetchone()
    conn.close()
    assert episodes == (2, 2)
    assert fixes == (2, 2)
