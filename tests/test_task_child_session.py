"""opencode ``task`` calls name the child session they spawned: read, stored, linked, migrated."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import orjson
import sqlite_utils

from conftest import labelled_file
from sessgraph import api
from sessgraph.datasette.pages import cell_link
from sessgraph.formats import opencode
from sessgraph.models import ToolCall
from sessgraph.store import schema

PARENT = "ses_0123456789ab"
CHILD = "ses_01feed6efffep4V41ZoznyMMFv"


def _task_part(part_id: str, metadata: dict[str, object], output: str) -> dict[str, object]:
    state = {"status": "completed", "input": {"description": "look", "prompt": "p",
             "subagent_type": "explore"}, "output": output, "metadata": metadata,
             "time": {"start": 1, "end": 2}}  # fmt: skip
    return {"id": part_id, "type": "tool", "callID": "call_t", "tool": "task", "state": state}


def _export(
    path: Path, session_id: str, parts: list[dict[str, object]], parent: str | None
) -> Path:
    info = {"id": f"msg_{session_id}", "sessionID": session_id, "role": "assistant"}
    info |= {"time": {"created": 1}, "path": {"cwd": "/repo"}, "modelID": "m"}
    session: dict[str, object] = {"id": session_id, "version": "1.18.13", "time": {"created": 1}}
    if parent:
        session["parentID"] = parent
    path.write_bytes(orjson.dumps({"info": session, "messages": [{"info": info, "parts": parts}]}))
    return path


def _calls(path: Path) -> list[ToolCall]:
    (parsed,) = opencode.read(path)
    return [call for message in parsed.messages for call in message.tool_calls]


def test_task_child_from_metadata_and_from_output(tmp_path: Path) -> None:
    """metadata.sessionId names the child; without it, the output's task id (both wordings)."""
    parts = [
        _task_part("prt_1", {"sessionId": CHILD, "parentSessionId": PARENT}, "<task id=...>"),
        _task_part("prt_2", {}, "task_id: ses_0old (for resuming to continue this task)"),
        _task_part("prt_3", {}, '<task id="ses_0new" state="completed">\n<task_result>'),
        _task_part("prt_4", {}, "no id here"),
        {"id": "prt_5", "type": "tool", "callID": "c", "tool": "read",
         "state": {"status": "completed", "input": {}, "metadata": {"sessionId": "ses_x"}}},
    ]  # fmt: skip
    calls = _calls(_export(tmp_path / "s.json", PARENT, parts, None))
    assert [(c.native_id, c.child_session_id) for c in calls] == [
        ("prt_1", CHILD),
        ("prt_2", "ses_0old"),
        ("prt_3", "ses_0new"),
        ("prt_4", None),
        ("prt_5", None),  # only a task call spawns a session
    ]


def test_real_export_task_names_its_child() -> None:
    """matugen export: every task part's metadata.sessionId (counted from the raw JSON) is read."""
    path = labelled_file("opencode/matugen-theme-sync__opencode-session.json")
    raw = json.loads(path.read_bytes())
    expected = [
        (part["id"], part["state"]["metadata"]["sessionId"])
        for message in raw["messages"]
        for part in message["parts"]
        if part.get("type") == "tool" and part.get("tool") == "task"
    ]
    assert expected == [("prt_fe01128ff001os9IzfbUsrrwcz", CHILD)]
    got = [(c.native_id, c.child_session_id) for c in _calls(path) if c.name == "task"]
    assert got == expected


def test_link_is_stored_both_ways(tmp_path: Path) -> None:
    """Ingested parent and child: the task row names the child, the child row its parent."""
    parent = _export(tmp_path / "parent.json", PARENT, [_task_part("prt_1", {"sessionId": CHILD},
                     "")], None)  # fmt: skip
    child = _export(tmp_path / "child.json", CHILD, [], PARENT)
    db_path = tmp_path / "g.db"
    api.ingest(db_path, [parent, child])
    db = sqlite_utils.Database(db_path)
    rows = db.execute(
        "SELECT t.session_id, t.native_id, t.child_session_id, s.parent_session_id "
        "FROM tool_calls t JOIN sessions s ON s.id = t.child_session_id"
    ).fetchall()
    assert rows == [(PARENT, "prt_1", CHILD, PARENT)]


def test_migration_adds_the_column_to_an_older_database(tmp_path: Path) -> None:
    """A database made before m012 gains tool_calls.child_session_id; re-running is a no-op."""
    db = sqlite_utils.Database(tmp_path / "old.db")
    db.execute("CREATE TABLE _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    for name, fn in schema.MIGRATIONS:
        if name == "m012_tool_call_child_session":
            break
        fn(db)
        db.execute("INSERT INTO _migrations VALUES (?, '')", [name])
    assert "child_session_id" not in db["tool_calls"].columns_dict
    assert "m012_tool_call_child_session" in schema.migrate(db)
    assert "child_session_id" in db["tool_calls"].columns_dict
    assert schema.migrate(db) == []


def test_datasette_links_the_child_session(tmp_path: Path) -> None:
    """A child_session_id cell is a session link, labelled like any session cell."""
    db_path = tmp_path / "g.db"
    api.ingest(db_path, [_export(tmp_path / "child.json", CHILD, [], PARENT)])
    conn = sqlite3.connect(db_path)
    link = cell_link(conn, "child_session_id", CHILD, "tool_calls")
    assert link is not None and link[0] == "session"
    assert cell_link(conn, "child_session_id", "ses_absent", "tool_calls") is None
