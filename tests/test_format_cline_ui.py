"""Cline's ui_messages.json exported alone: the panel's events read as one session."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sessgraph.formats import UnknownFormatError, detect_file
from sessgraph.formats.cline_ui import read

EVENTS = [
    {"ts": 1760534080239, "type": "say", "say": "text", "text": "Build the server"},
    {"ts": 1760534080300, "type": "say", "say": "api_req_started", "text": "{}"},
    {"ts": 1760534173456, "type": "say", "say": "command", "text": "cd srv && npm run build"},
    {"ts": 1760534174180, "type": "ask", "ask": "command_output", "text": "\x07+ cd srv && npm\n"},
    {"ts": 1760534174180, "type": "ask", "ask": "command_output", "text": "ParserError\n"},
    {"ts": 1760534174246, "type": "say", "say": "checkpoint_created"},
    {"ts": 1760534176379, "type": "say", "say": "text", "text": "PowerShell needs ';' instead."},
    {"ts": 1760537002097, "type": "ask", "ask": "use_mcp_server",
     "text": '{"type":"use_mcp_tool","serverName":"vsc","toolName":"open","arguments":"{}"}'},
    {"ts": 1760537003541, "type": "say", "say": "mcp_server_response",
     "text": "Error:\nError: extension is not connected."},
    {"ts": 1760537004000, "type": "say", "say": "tool",
     "text": '{"tool":"editedExistingFile","path":"src/a.ts","diff":"x"}'},
    {"ts": 1760537005000, "type": "say", "say": "user_feedback", "text": "use the api instead"},
]  # fmt: skip


def _write(folder: Path, name: str = "task__ui_messages.json") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(EVENTS))
    return path


def test_panel_events_become_prompts_commands_and_calls(tmp_path: Path) -> None:
    """Task and feedback are prompts, a command owns the output after it, an MCP call its
    response; every message keeps its event index as ``ui:N``."""
    (parsed,) = read(_write(tmp_path))
    assert parsed.session.id == "task"
    kinds = [(m.native_id, m.role, m.kind) for m in parsed.messages]
    assert kinds == [
        ("ui:0", "user", "prompt"),
        ("ui:2", "assistant", "tool_call"),
        ("ui:6", "assistant", "text"),
        ("ui:7", "assistant", "tool_call"),
        ("ui:9", "assistant", "tool_call"),
        ("ui:10", "user", "prompt"),
    ]
    command = parsed.messages[1].tool_calls[0].command
    assert command is not None and command.exit_code is None
    assert command.output == "+ cd srv && npm\nParserError\n"
    mcp = parsed.messages[3].tool_calls[0]
    assert (mcp.name, mcp.is_error, mcp.native_id) == ("vsc:open", True, "ui:7")
    assert [e.path for e in parsed.messages[4].tool_calls[0].edits] == ["src/a.ts"]
    assert parsed.messages[5].source_line == 11


def test_claimed_alone_but_not_beside_its_api_history(tmp_path: Path) -> None:
    """A lone ui_messages.json is this format; beside its api history, the task reader's."""
    alone = _write(tmp_path / "alone")
    assert detect_file(alone).name == "cline-ui"
    beside = _write(tmp_path / "task")
    api = tmp_path / "task" / "task__api_conversation_history.json"
    api.write_text(json.dumps([{"role": "user", "content": "<task>x</task>"}]))
    with pytest.raises(UnknownFormatError):
        detect_file(beside)  # read by the task reader, as the api history's sibling
    assert detect_file(api).name == "cline"


def test_labels_name_panel_events_by_ui_index(tmp_path: Path) -> None:
    """A label's ``ui:N`` (0-based event index) resolves to the message read from event N."""
    from sessgraph.evaluate.ids import NativeIdIndex
    from sessgraph.ingest import ingest_paths
    from sessgraph.store import open_db

    path = _write(tmp_path)
    db = open_db(tmp_path / "e.db")
    report = ingest_paths(db, [path], workers=0)
    session_ids = [sid for result in report.files for sid in result.session_ids]
    index = NativeIdIndex(db, session_ids, path)
    (command_seq,) = [seq for (seq,) in db.execute(
        "SELECT m.seq FROM commands c JOIN messages m ON m.id = c.message_id")]  # fmt: skip
    assert index.resolve("ui:2") == {(session_ids[0], command_seq)}
    assert index.resolve("ui:4") == {(session_ids[0], command_seq)}  # its output chunk
