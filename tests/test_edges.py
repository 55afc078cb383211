"""The knowledge graph's edges: every edge type's name, direction, session and weight, pinned.

A hand-built database (two sessions, one symptom → fix → verify episode with a pivot, a
user-reported symptom, a reuse across the sessions and a signature shared between them) is
run through ``rebuild_edges``, and the ``edges`` table must hold exactly the expected rows: a
renamed edge type, a reversed edge or a lost weight fails here.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlite_utils

from sessgraph.extract.edges import GLOBAL_EDGE_QUERIES, rebuild_edges
from sessgraph.graph import build_graph
from sessgraph.store import insert_rows, open_db, transaction

EDGE_TYPES = {
    "contains",
    "ran",
    "failed_with",
    "fixed_by",
    "changed_in",
    "verified_by",
    "mentions",
    "pivot_for",
    "discovered_in",
    "reused_in",
    "same_signature",
}

Edge = tuple[str, str, str, str, float]

EXPECTED: set[Edge] = {
    ("session:s1", "segment:10", "contains", "s1", 1.0),
    ("session:s2", "segment:20", "contains", "s2", 1.0),
    # only messages that carry knowledge are contained (m104 carries none)
    ("segment:10", "message:100", "contains", "s1", 1.0),
    ("segment:10", "message:101", "contains", "s1", 1.0),
    ("segment:10", "message:102", "contains", "s1", 1.0),
    ("segment:10", "message:103", "contains", "s1", 1.0),
    ("segment:20", "message:201", "contains", "s2", 1.0),
    ("segment:20", "message:202", "contains", "s2", 1.0),
    ("message:101", "command:1000", "ran", "s1", 1.0),
    ("message:103", "command:1001", "ran", "s1", 1.0),
    ("message:201", "command:2000", "ran", "s2", 1.0),
    ("command:1000", "symptom:1", "failed_with", "s1", 1.0),
    ("message:100", "symptom:2", "failed_with", "s1", 1.0),  # a user report: no command
    ("command:2000", "symptom:3", "failed_with", "s2", 1.0),
    ("symptom:1", "fix:1", "fixed_by", "s1", 0.8),  # weight: the fix's confidence
    ("fix:1", "message:102", "changed_in", "s1", 1.0),
    ("fix:1", "command:1001", "verified_by", "s1", 1.0),
    ("fix:1", "entity:1", "mentions", "s1", 1.0),  # not entity 2: a path
    ("message:102", "fix:1", "pivot_for", "s1", 3.5),  # weight: the pivot's score
    ("entity:1", "message:102", "discovered_in", "s1", 1.0),
    ("entity:1", "message:202", "reused_in", "s2", 1.0),
    ("symptom:1", "symptom:3", "same_signature", "s1", 1.0),
    ("symptom:3", "symptom:1", "same_signature", "s2", 1.0),
}


def _messages(session: str, segment: int, ids: list[int]) -> list[dict[str, object]]:
    return [
        {
            "id": mid,
            "session_id": session,
            "seq": n,
            "role": "user" if n == 0 else "assistant",
            "kind": "prompt" if n == 0 else "text",
            "text": f"message {mid}",
            "segment_id": segment,
            "is_sidechain": 0,
            **dict.fromkeys(("native_id", "timestamp", "parent_id", "model", "source_line")),
        }
        for n, mid in enumerate(ids)
    ]


def _command(cid: int, session: str, message: int, status: str) -> dict[str, object]:
    return {
        "id": cid,
        "session_id": session,
        "message_id": message,
        "tool_call_id": None,
        "seq": cid,
        "command": f"cmd {cid}",
        "cwd": None,
        "exit_code": 1 if status == "failed" else 0,
        "status": status,
        "output": "",
        "output_truncated": 0,
        "duration_ms": None,
        "started_at": None,
    }


def _symptom(
    sid: int, session: str, message: int, command: int | None, seq: int
) -> dict[str, object]:
    return {
        "id": sid,
        "session_id": session,
        "message_id": message,
        "command_id": command,
        "seq": seq,
        "episode_id": 7 if sid == 1 else None,
        "kind": "user_report" if command is None else "command_failure",
        "error_text": "ImportError: no module named pkg",
        "template": None,
        "context": None,
        "signature": None if command is None else "sig-A",
        "status": "resolved" if sid == 1 else "open",
    }


@pytest.fixture
def db(tmp_path: Path) -> sqlite_utils.Database:
    """Two sessions' worth of extracted knowledge, edges rebuilt."""
    db = open_db(tmp_path / "edges.db")
    with transaction(db):
        insert_rows(
            db,
            "sessions",
            [
                {"id": "s1", "format": "test", "started_at": "2025-01-01T00:00:00Z"},
                {"id": "s2", "format": "test", "started_at": "2025-02-01T00:00:00Z"},
            ],
        )
        segment_row = {"idx": 0, "first_seq": 0, "last_seq": 4, "title": None, "boundary": "start"}
        insert_rows(
            db,
            "segments",
            [
                {"id": 10, "session_id": "s1", **segment_row},
                {"id": 20, "session_id": "s2", **segment_row},
            ],
        )
        insert_rows(
            db,
            "messages",
            _messages("s1", 10, [100, 101, 102, 103, 104]) + _messages("s2", 20, [200, 201, 202]),
        )
        insert_rows(
            db,
            "commands",
            [
                _command(1000, "s1", 101, "failed"),
                _command(1001, "s1", 103, "ok"),
                _command(2000, "s2", 201, "failed"),
            ],
        )
        insert_rows(
            db,
            "symptoms",
            [
                _symptom(1, "s1", 101, 1000, 1),
                _symptom(2, "s1", 100, None, 0),
                _symptom(3, "s2", 201, 2000, 1),
            ],
        )
        insert_rows(
            db,
            "fixes",
            [
                {
                    "id": 1,
                    "session_id": "s1",
                    "symptom_id": 1,
                    "message_id": 102,
                    "kind": "install_package",
                    "entities": '["pkg"]',
                    "change": "pip install pkg",
                    "verify_command_id": 1001,
                    "confidence": 0.8,
                }
            ],
        )
        insert_rows(
            db,
            "entities",
            [
                {"id": 1, "kind": "package", "name": "pkg"},
                {"id": 2, "kind": "path", "name": "a/b.py"},
            ],
        )
        insert_rows(
            db,
            "mentions",
            [
                {"entity_id": 1, "session_id": "s1", "message_id": 102, "seq": 2, "role": "edit"},
                {"entity_id": 2, "session_id": "s1", "message_id": 102, "seq": 2, "role": "edit"},
                # a mention in prose does not make a fix → entity edge
                {"entity_id": 1, "session_id": "s1", "message_id": 102, "seq": 2, "role": "text"},
            ],
        )
        insert_rows(
            db,
            "pivots",
            [
                {
                    "id": 1,
                    "session_id": "s1",
                    "message_id": 102,
                    "seq": 2,
                    "episode_id": 7,
                    "base_score": 2.0,
                    "score": 3.5,
                    "reason": "test",
                }
            ],
        )
        insert_rows(
            db,
            "reuse",
            [
                {
                    "id": 1,
                    "entity_id": 1,
                    "discovered_message_id": 102,
                    "reused_message_id": 202,
                    "discovered_session_id": "s1",
                    "reused_session_id": "s2",
                    "cross_session": 1,
                }
            ],
        )
    rebuild_edges(db, ["s1", "s2"])
    return db


def _edges(db: sqlite_utils.Database) -> set[Edge]:
    rows = db.execute("SELECT source, target, type, session_id, weight FROM edges").fetchall()
    return {(s, t, kind, sid, float(w)) for s, t, kind, sid, w in rows}


def test_every_edge_type_is_built_exactly(db: sqlite_utils.Database) -> None:
    """rebuild_edges writes exactly the expected edges: names, directions, sessions, weights."""
    edges = _edges(db)
    assert {e[2] for e in edges} == EDGE_TYPES
    assert edges == EXPECTED
    rows = db.execute("SELECT count(*) FROM edges").fetchone()[0]
    assert rows == len(EXPECTED)  # and each once


def test_rebuilding_a_session_replaces_only_its_edges(db: sqlite_utils.Database) -> None:
    """Rebuilding one session's edges leaves the other's alone and duplicates nothing."""
    rebuild_edges(db, ["s2"])
    assert _edges(db) == EXPECTED
    assert db.execute("SELECT count(*) FROM edges").fetchone()[0] == len(EXPECTED)


def test_cross_session_edges_are_rebuilt_whole(db: sqlite_utils.Database) -> None:
    """The cross-session edge types are exactly the global ones, rebuilt with any session."""
    assert set(GLOBAL_EDGE_QUERIES) == {"discovered_in", "reused_in", "same_signature"}
    db.execute("DELETE FROM reuse")
    rebuild_edges(db, ["s1"])
    kinds = {e[2] for e in _edges(db)}
    assert "reused_in" not in kinds and "discovered_in" not in kinds
    assert "same_signature" in kinds


def test_graph_loads_the_edges_with_their_types(db: sqlite_utils.Database) -> None:
    """build_graph turns a session's edges into typed networkx edges (no type renamed)."""
    graph = build_graph(db, session="s1")
    types = {data["type"] for _u, _v, data in graph.edges(data=True)}
    assert types <= EDGE_TYPES
    assert {"contains", "ran", "failed_with", "fixed_by", "pivot_for"} <= types
    assert graph.has_edge("message:102", "fix:1")
