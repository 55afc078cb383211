"""The Cline ``ui_messages.json``-only reader: a constructed task, the real labelled file, and
the corpus tasks whose api history exists (read once, by the api reader)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from conftest import CORPUS, REPO, SHARED, corpus_file
from sessgraph.formats import UnknownFormatError, cline, cline_ui, detect_file, discover
from sessgraph.models import CommandStatus, MessageKind, ParsedSession, Role, ToolCall

DEMO = REPO / "tests" / "data" / "cline-ui" / "demo-task__ui_messages.json"
LABELLED_UI = "claude-gemini-cline/files/cline/mcp-vscode-server__ui_messages.json"
CORPUS_TASKS = ("exported_conversation_1769053680585", "exported_task_1769064454592")


def _labelled_ui() -> Path:
    """The labelled real file, from ../shared/labelled-real or the local tests/labelled-real."""
    for root in (SHARED / "labelled-real", REPO / "tests" / "labelled-real"):
        if (root / LABELLED_UI).is_file():
            return root / LABELLED_UI
    pytest.skip(f"labelled real file {LABELLED_UI} is in neither shared/ nor tests/labelled-real")


def _read(path: Path) -> ParsedSession:
    sessions = list(cline_ui.read(path))
    assert len(sessions) == 1
    return sessions[0]


def _calls(parsed: ParsedSession) -> list[ToolCall]:
    return [call for message in parsed.messages for call in message.tool_calls]


def test_demo_is_detected_and_identified() -> None:
    """A pretty-printed ui_messages.json is claimed by the ui reader; id = the file-name prefix."""
    assert detect_file(DEMO) is cline_ui.READER
    parsed = _read(DEMO)
    assert parsed.warnings == []
    assert parsed.session.id == "demo-task"
    assert parsed.session.format == "cline-ui"
    assert parsed.session.cwd == "/home/me/proj"
    assert parsed.session.title == "Fix the failing test"
    assert parsed.session.started_at == "2023-11-14T22:13:20Z"
    assert parsed.session.ended_at == "2023-11-14T22:13:35Z"


def test_demo_commands_exact() -> None:
    """Each command, its status, exit code and output, as the events record them."""
    commands = [(c.native_id, c.command) for c in _calls(_read(DEMO)) if c.command is not None]
    got = [
        (nid, cmd.command, cmd.status, cmd.exit_code, cmd.output, cmd.cwd)
        for nid, cmd in commands
        if cmd is not None
    ]
    denied = (
        "The user denied this operation and provided the following feedback:\n"
        "<feedback>\ndo not delete node_modules\n</feedback>"
    )
    assert got == [
        ("ui:4", "npm test", CommandStatus.UNKNOWN, None, "FAIL a.test.js\n1 failing",
         "/home/me/proj"),
        ("ui:11", "npx jest a.test.js", CommandStatus.FAILED, 2,
         "Error: [Command exited with code 2]\nTypeError: boom", "/home/me/proj"),
        ("ui:13", "rm -rf node_modules", CommandStatus.INTERRUPTED, None, denied,
         "/home/me/proj"),
        ("ui:20", "npm run dev", CommandStatus.RUNNING, None, "listening on :3000",
         "/home/me/proj"),
    ]  # fmt: skip


def test_demo_messages_and_ids() -> None:
    """Messages keep the ui:N id and 1-based source line of their event; bookkeeping is dropped."""
    parsed = _read(DEMO)
    shape = [(m.native_id, m.source_line, m.role, m.kind) for m in parsed.messages]
    assert shape == [
        ("ui:0", 1, Role.USER, MessageKind.PROMPT),
        ("ui:3", 4, Role.ASSISTANT, MessageKind.TEXT),
        ("ui:4", 5, Role.ASSISTANT, MessageKind.TOOL_CALL),
        ("ui:5", 6, Role.TOOL, MessageKind.TOOL_RESULT),  # the first chunk owns the output
        ("ui:9", 10, Role.ASSISTANT, MessageKind.TOOL_CALL),
        ("ui:10", 11, Role.TOOL, MessageKind.TOOL_RESULT),
        ("ui:11", 12, Role.ASSISTANT, MessageKind.TOOL_CALL),
        ("ui:13", 14, Role.ASSISTANT, MessageKind.TOOL_CALL),
        ("ui:14", 15, Role.USER, MessageKind.PROMPT),
        ("ui:16", 17, Role.ASSISTANT, MessageKind.TOOL_CALL),
        ("ui:18", 19, Role.TOOL, MessageKind.TOOL_RESULT),
        ("ui:20", 21, Role.ASSISTANT, MessageKind.TOOL_CALL),
        ("ui:21", 22, Role.TOOL, MessageKind.TOOL_RESULT),
        ("ui:23", 24, Role.SYSTEM, MessageKind.ERROR),
        ("ui:24", 25, Role.ASSISTANT, MessageKind.TEXT),
    ]


def test_demo_edit_and_mcp_calls() -> None:
    """A panel edit becomes replace_in_file with its line counts; an MCP error response fails it."""
    calls = {c.native_id: c for c in _calls(_read(DEMO))}
    edit = calls["ui:9"]
    assert edit.name == "replace_in_file" and edit.status == "completed"
    assert [(e.path, e.lines_added, e.lines_removed) for e in edit.edits] == [("a.js", 1, 1)]
    mcp = calls["ui:16"]
    assert mcp.name == "use_mcp_tool" and mcp.is_error is True
    assert mcp.input == {"server_name": "docs", "tool_name": "lookup",
                         "arguments": '{"q": "jest"}', "uri": None}  # fmt: skip
    assert mcp.result_text == "Error:\nError: server not connected"


def test_write_shown_as_edit_takes_the_result_header_name(tmp_path: Path) -> None:
    """A whole-file write the panel shows as editedExistingFile is stored as write_to_file."""
    events = [
        {"ts": 1, "type": "say", "say": "text", "text": "go"},
        {"ts": 2, "type": "ask", "ask": "tool",
         "text": json.dumps({"tool": "editedExistingFile", "path": "r.md", "content": "a\nb\n"})},
        {"ts": 3, "type": "say", "say": "api_req_started",
         "text": json.dumps({"request": "[write_to_file for 'r.md'] Result:\n\nsaved"})},
    ]  # fmt: skip
    path = tmp_path / "ui_messages.json"
    path.write_text(json.dumps(events))
    parsed = _read(path)
    assert parsed.session.id == tmp_path.name
    (call,) = _calls(parsed)
    assert call.name == "write_to_file"
    assert [(e.path, e.kind, e.lines_added) for e in call.edits] == [("r.md", "write", 2)]


def test_event_without_kind_is_a_counted_warning(tmp_path: Path) -> None:
    """An entry that is neither say nor ask gives a warning naming its 1-based position."""
    path = tmp_path / "t__ui_messages.json"
    path.write_text('[{"ts": 1, "type": "say", "say": "text", "text": "hi"}, {"ts": 2}]')
    parsed = _read(path)
    assert [(w.line, w.message) for w in parsed.warnings] == [
        (2, "expected a say/ask event with a say or ask field")
    ]
    assert [m.text for m in parsed.messages] == ["hi"]


def test_with_api_sibling_is_read_once(tmp_path: Path) -> None:
    """With its api history beside it the ui file is declined: a walk yields one cline source."""
    for task in CORPUS_TASKS:
        for name in ("api_conversation_history.json", "ui_messages.json", "task_metadata.json"):
            shutil.copy(corpus_file(f"cline/{task}__{name}"), tmp_path / f"{task}__{name}")
    sources = list(discover(tmp_path))
    assert sorted((s.path.name, s.reader.name) for s in sources) == [  # type: ignore[union-attr]
        (f"{task}__api_conversation_history.json", "cline") for task in CORPUS_TASKS
    ]
    with pytest.raises(UnknownFormatError, match=r"api_conversation_history\.json"):
        detect_file(tmp_path / f"{CORPUS_TASKS[0]}__ui_messages.json")


@pytest.mark.parametrize("task", CORPUS_TASKS)
def test_corpus_ui_alone_gives_the_api_readers_commands(tmp_path: Path, task: str) -> None:
    """A real task's ui file read alone finds the commands (text, output, time) the api reader
    finds in its api history."""
    ui = tmp_path / task / "ui_messages.json"
    ui.parent.mkdir()
    shutil.copy(corpus_file(f"cline/{task}__ui_messages.json"), ui)
    from_ui = [c.command for c in _calls(_read(ui)) if c.command is not None]
    api = next(cline.read(CORPUS / "cline" / f"{task}__api_conversation_history.json"))
    from_api = [c.command for c in _calls(api) if c.command is not None]
    assert [(c.command, c.status, c.started_at, (c.output or "").strip()) for c in from_ui] == [
        (c.command, c.status, c.started_at, (c.output or "").strip()) for c in from_api
    ]


def _independent_commands(events: list[dict[str, Any]]) -> list[tuple[str, str, str, str]]:
    """(ui:N, command, joined output chunks, first line of the result Cline sent) per command,
    counted from the raw list without sessgraph."""
    found: list[tuple[str, str, str, str]] = []
    chunks: list[str] = []
    current: tuple[int, str] | None = None
    results: dict[int, str] = {}
    for index, event in enumerate(events):
        kind = event.get("say") or event.get("ask")
        if kind == "command":
            if current is not None:
                found.append((f"ui:{current[0]}", current[1], "\n".join(chunks), ""))
            current, chunks = (index, event["text"]), []
        elif kind == "command_output" and current is not None and event.get("text"):
            chunks.append(event["text"])
        elif kind == "api_req_started" and current is not None:
            request = json.loads(event["text"]).get("request", "")
            if request.startswith("[execute_command for") and current[0] not in results:
                results[current[0]] = request.split("] Result:\n\n", 1)[1].split("\n", 1)[0]
    if current is not None:
        found.append((f"ui:{current[0]}", current[1], "\n".join(chunks), ""))
    return [(nid, cmd, out, results.get(int(nid[3:]), "")) for nid, cmd, out, _ in found]


def test_labelled_real_file_commands_exact() -> None:
    """mcp-vscode-server: 28 commands at their ui:N ids, outputs as the chunks say, no exit codes,
    two still running when Cline moved on (counted from the raw events independently)."""
    path = _labelled_ui()
    events = json.loads(path.read_bytes())
    expected = _independent_commands(events)
    assert len(expected) == 28
    assert sum(1 for e in events if (e.get("say") or e.get("ask")) == "command_output") == 62
    running = [nid for nid, _, _, first in expected if first.startswith("Command is still running")]
    assert len(running) == 2
    assert all(first == "Command executed." for nid, _, _, first in expected if nid not in running)

    parsed = _read(path)
    assert parsed.warnings == []
    calls = [c for c in _calls(parsed) if c.command is not None]
    got = [(c.native_id, c.command.command, c.command.output) for c in calls if c.command]
    assert got == [(nid, cmd.strip(), out) for nid, cmd, out, _ in expected]
    assert all(c.command is not None and c.command.exit_code is None for c in calls)
    statuses = {c.native_id: c.command.status for c in calls if c.command}
    assert [nid for nid, status in statuses.items() if status == CommandStatus.RUNNING] == running
    assert sum(s == CommandStatus.UNKNOWN for s in statuses.values()) == 26
    assert "标记“&&”不是此版本中的有效语句分隔符。" in (calls[0].command.output or "")  # type: ignore[union-attr]


def test_labelled_real_file_other_tools() -> None:
    """The real file's non-shell calls: tools named as in the api history, results attached."""
    parsed = _read(_labelled_ui())
    events = json.loads(_labelled_ui().read_bytes())
    headers: dict[str, int] = {}
    for event in events:
        if event.get("say") == "api_req_started":
            request = json.loads(event["text"]).get("request", "")
            if request.startswith("[") and "] Result:" in request:
                name = request[1:].split("]", 1)[0].split(" for ", 1)[0]
                headers[name] = headers.get(name, 0) + 1
    names: dict[str, int] = {}
    for call in _calls(parsed):
        names[call.name] = names.get(call.name, 0) + 1
    # every tool call the raw file has a result for, by that result's own tool name
    assert {k: v for k, v in headers.items() if k in names} == {
        k: v for k, v in names.items() if k in headers
    }
    assert names["execute_command"] == 28 and names["use_mcp_tool"] == 3
    mcp = [c for c in _calls(parsed) if c.name == "use_mcp_tool"]
    assert all(c.is_error for c in mcp)
