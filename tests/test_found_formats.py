"""Formats seen in the wild (issue 13): opencode 1.15 exports (timeouts, apply_patch, question,
task, the ``Exporting session:`` line) and Codex code mode ``wait``; committed constructed
fixtures, and real files from tests/found/MANIFEST.tsv when they are present."""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from pathlib import Path
from typing import Any

from conftest import REPO, found_file
from sessgraph.formats import codex, detect_file, opencode
from sessgraph.models import CommandStatus, EditKind, ParsedSession, ToolCall

CASES = REPO / "tests" / "data" / "found-cases"
OPENCODE_FIXTURE = CASES / "opencode-1.15__session-export.json"
CODEX_FIXTURE = CASES / "codex-code-mode-wait__rollout.jsonl"
K1LIB = "k1lib-bootstrap__session-export.json"
ASTRBOT = "astrbot-anime1__agent-session.json"
MEMORY_DB = "stunning-memory__opencode.db"


def _read(path: Path) -> ParsedSession:
    reader = detect_file(path)
    (parsed,) = reader.read(path)
    return parsed


def _calls(parsed: ParsedSession) -> list[ToolCall]:
    return [call for message in parsed.messages for call in message.tool_calls]


def _export_json(path: Path) -> dict[str, Any]:
    """The export's JSON past the line ``opencode export`` prints first (without sessgraph)."""
    text = path.read_text(encoding="utf-8")
    document: dict[str, Any] = json.loads(text[text.index("{") :])
    return document


def test_fixture_export_with_preamble_line_is_an_opencode_export() -> None:
    """The 'Exporting session: <id>' line before the JSON does not hide the export."""
    assert detect_file(OPENCODE_FIXTURE) is opencode.READER
    parsed = _read(OPENCODE_FIXTURE)
    assert parsed.warnings == []
    assert parsed.session.id == "ses_1f00000000feFixtureExport01"
    assert parsed.session.format_version == "1.15.5 (export)"


def test_fixture_export_commands_and_tools() -> None:
    """Exit 1 is failed, a shell-tool timeout (exit null + note) is interrupted; apply_patch
    edits come from metadata.files; a dismissed question is an error; task names its child."""
    calls = {c.native_id: c for c in _calls(_read(OPENCODE_FIXTURE))}
    failed, timed_out = calls["prt_bash0"].command, calls["prt_bash1"].command
    assert failed is not None and timed_out is not None
    assert (failed.status, failed.exit_code, failed.duration_ms) == (CommandStatus.FAILED, 1, 800)
    assert (timed_out.status, timed_out.exit_code) == (CommandStatus.INTERRUPTED, None)
    assert timed_out.duration_ms == 120_000
    patch = calls["prt_patch"]
    assert [(e.path, e.kind, e.lines_added, e.lines_removed) for e in patch.edits] == [
        ("/repo/src/app.py", EditKind.PATCH, 2, 1),
        ("/repo/src/new.py", EditKind.PATCH, 1, 0),
    ]
    answered, dismissed = calls["prt_ask"], calls["prt_dismissed"]
    assert (answered.is_error, answered.command) == (False, None)
    assert answered.result_text is not None and '"Keep the old port?"="No"' in answered.result_text
    assert (dismissed.is_error, dismissed.result_text) == (True, "The user dismissed this question")
    assert calls["prt_task"].child_session_id == "ses_1f00000001feFixtureChild001"
    assert sum(c.command is not None for c in calls.values()) == 2


def test_fixture_code_mode_cell_finished_by_wait() -> None:
    """A code-mode exec cell still running at its first output is finished by wait(cell_id):
    one command, output from both calls, no exit code, the wall time of the last."""
    assert detect_file(CODEX_FIXTURE) is codex.READER
    parsed = _read(CODEX_FIXTURE)
    assert parsed.warnings == []
    commands = [c for c in _calls(parsed) if c.command is not None]
    assert [c.native_id for c in commands] == ["call_exec1"]
    command = commands[0].command
    assert command is not None
    assert command.command == "npm test"
    assert command.output == "> test\nFAIL src/a.test.js\nTests: 1 failed, 3 passed"
    assert (command.status, command.exit_code, command.duration_ms) == (
        CommandStatus.UNKNOWN,
        None,
        6500,
    )


def test_k1lib_export_commands_exact() -> None:
    """klan1/k1.lib-bootstrap (opencode 1.15.5, saved with 2>&1): every bash part's status as
    its raw metadata says, counted from the JSON without sessgraph."""
    path = found_file(K1LIB)
    raw = _export_json(path)
    expected: dict[str, tuple[int | None, str]] = {}
    for message in raw["messages"]:
        for part in message["parts"]:
            if part.get("type") != "tool" or part.get("tool") != "bash":
                continue
            state = part["state"]
            exit_code = (state.get("metadata") or {}).get("exit")
            note = "<shell_metadata>" in (state.get("output") or "")
            if state["status"] == "running":
                status = "running"
            elif exit_code is None:
                status = "interrupted" if note else "unknown"
            else:
                status = "ok" if exit_code == 0 else "failed"
            expected[part["id"]] = (exit_code, status)
    assert len(expected) == 143
    assert Counter(s for _, s in expected.values()) == {
        "ok": 127,
        "failed": 13,
        "interrupted": 2,
        "running": 1,
    }
    assert Counter(e for e, _ in expected.values()) == {0: 127, 255: 7, 1: 6, None: 3}

    parsed = _read(path)
    assert parsed.warnings == []
    got = {
        c.native_id: (c.command.exit_code, str(c.command.status))
        for c in _calls(parsed)
        if c.command is not None
    }
    assert got == expected


def test_k1lib_export_task_child() -> None:
    """The real export's one task call names the child session in its metadata."""
    path = found_file(K1LIB)
    raw = _export_json(path)
    expected = [
        (part["id"], part["state"]["metadata"]["sessionId"])
        for message in raw["messages"]
        for part in message["parts"]
        if part.get("type") == "tool" and part.get("tool") == "task"
    ]
    assert expected == [("prt_e440f960b001lbfoL6oUf4235f", "ses_1bbf069f0ffejTwDSXY0Rc9gow")]
    got = [(c.native_id, c.child_session_id) for c in _calls(_read(path)) if c.name == "task"]
    assert got == expected


def test_byte_order_mark_is_dropped(tmp_path: Path) -> None:
    """A UTF-8 BOM (Windows PowerShell's redirect) before a JSON export or a JSONL transcript
    does not hide the format or spoil the first line."""
    export = tmp_path / "bom-export.json"
    export.write_bytes(b"\xef\xbb\xbf" + OPENCODE_FIXTURE.read_bytes())
    assert _read(export).session.id == "ses_1f00000000feFixtureExport01"
    rollout = tmp_path / "bom-rollout.jsonl"
    rollout.write_bytes(b"\xef\xbb\xbf" + CODEX_FIXTURE.read_bytes())
    parsed = _read(rollout)
    assert parsed.warnings == []
    assert parsed.session.id == "019f0000-0000-7000-8000-00000000fa11"  # from line 1


def test_astrbot_export_question_and_commands_exact() -> None:
    """zhist2028/astrbot_plugin_anime1_list (opencode 1.3.13, a BOM, Windows): the dismissed
    question is a tool error and no command; bash exits as the raw metadata gives them."""
    path = found_file(ASTRBOT)
    raw = json.loads(path.read_text(encoding="utf-8-sig"))
    parts = [
        part
        for message in raw["messages"]
        for part in message["parts"]
        if part.get("type") == "tool"
    ]
    questions = [p for p in parts if p["tool"] == "question"]
    assert [(p["id"], p["state"]["status"], p["state"]["error"]) for p in questions] == [
        ("prt_d65fb9e13001zxEyWT9kEnQuj2", "error", "The user dismissed this question")
    ]
    exits = {p["id"]: p["state"]["metadata"]["exit"] for p in parts if p["tool"] == "bash"}
    assert len(exits) == 11 and Counter(exits.values()) == {0: 8, 1: 3}

    calls = _calls(_read(path))
    (asked,) = [c for c in calls if c.name == "question"]
    assert (asked.native_id, asked.is_error, asked.command) == (questions[0]["id"], True, None)
    assert {c.native_id: c.command.exit_code for c in calls if c.command} == exits
    assert [c.native_id for c in calls if c.command and c.command.status == "failed"] == [
        k for k, v in exits.items() if v == 1
    ]


def test_stunning_memory_db_question_and_commands_exact() -> None:
    """suhd550-dev/stunning-memory (opencode 1.16.0 ``opencode.db``): the answered question is
    a completed call with the answer as its result; bash exits as the part rows give them
    (counted with sqlite3 json_extract, without sessgraph)."""
    path = found_file(MEMORY_DB)
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        rows = conn.execute(
            "SELECT id, json_extract(data, '$.tool'), json_extract(data, '$.state.status'), "
            "json_extract(data, '$.state.metadata.exit'), json_extract(data, '$.state.output') "
            "FROM part WHERE json_extract(data, '$.type') = 'tool'"
        ).fetchall()
    assert Counter(tool for _, tool, _, _, _ in rows) == {
        "bash": 11, "write": 5, "glob": 2, "read": 2, "question": 1
    }  # fmt: skip
    exits = {part_id: code for part_id, tool, _, code, _ in rows if tool == "bash"}
    assert Counter(exits.values()) == {0: 10, 1: 1}
    ((question_id, _, question_status, _, answer),) = [r for r in rows if r[1] == "question"]
    assert question_status == "completed" and answer.startswith("User has answered")

    calls = _calls(_read(path))
    assert {c.native_id: c.command.exit_code for c in calls if c.command} == exits
    (asked,) = [c for c in calls if c.name == "question"]
    assert (asked.native_id, asked.is_error, asked.command) == (question_id, False, None)
    assert asked.result_text == answer
