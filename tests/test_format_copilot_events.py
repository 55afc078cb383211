"""The GitHub Copilot CLI session-log reader (``~/.copilot/session-state/<id>/events.jsonl``):
calls joined by ``toolCallId`` across request, start and completion; exit codes from
``shellExecution`` or the result's marker; refusals; redacted and ephemeral events; subagents;
hostile lines; detection and the default location."""

from __future__ import annotations

import json
from pathlib import Path

from sessgraph.formats import copilot_events, detect_file
from sessgraph.formats.locations import default_locations
from sessgraph.models import CommandStatus, EditKind, MessageKind, ParsedSession, ToolCall

SESSION = "4db6a695-04ee-466f-b26b-74dae52ad74c"


def ev(kind: str, data: dict[str, object], n: int, **extra: object) -> dict[str, object]:
    """One event as the CLI writes it (its own id, a UTC timestamp, the previous id)."""
    return {
        "type": kind,
        "data": data,
        "id": f"e{n}",
        "timestamp": f"2026-08-27T17:00:{n:02d}.000Z",
        "parentId": f"e{n - 1}" if n else None,
        **extra,
    }


def request(call_id: str, name: str, arguments: object) -> dict[str, object]:
    return {"toolCallId": call_id, "name": name, "arguments": arguments, "type": "function"}


def done(call_id: str, success: bool, content: str, **data: object) -> dict[str, object]:
    return {"toolCallId": call_id, "success": success, "result": {"content": content}, **data}


def events() -> list[dict[str, object]]:
    """A session: a failing build, its fix, a refusal, a background server, an edit, a
    subagent, a compaction; streaming deltas in between."""
    return [
        ev(
            "session.start",
            {
                "sessionId": SESSION,
                "version": 1,
                "producer": "copilot-agent",
                "copilotVersion": "1.0.80",
                "startTime": "2026-08-27T16:59:52.780Z",
                "selectedModel": "claude-sonnet-4.5",
                "context": {"cwd": "/home/u/proj", "branch": "main"},
            },
            0,
        ),
        ev("user.message", {"content": "make the tests pass\nplease"}, 1),
        ev(
            "assistant.message_delta", {"messageId": "m1", "deltaContent": "Run"}, 2, ephemeral=True
        ),
        ev(
            "assistant.message",
            {
                "messageId": "m1",
                "content": "",
                "model": "claude-sonnet-4.5",
                "toolRequests": [request("toolu_1", "bash", {"command": "make test"})],
            },
            3,
        ),
        ev("tool.execution_start", {"toolCallId": "toolu_1", "toolName": "bash"}, 4),
        ev(
            "tool.execution_complete",
            done("toolu_1", True, "FAIL x\n<exited with exit code 2>"),
            5,
        ),
        # redacted request (as `--output-format json` captures save it): the start names the call
        ev(
            "assistant.message",
            {"messageId": "m2", "content": "Fixing.", "toolRequests": "[REDACTED]"},
            6,
        ),
        ev(
            "tool.execution_start",
            {"toolCallId": "call_2", "toolName": "bash", "arguments": {"command": "make fix test"}},
            7,
        ),
        ev(
            "tool.execution_complete",
            {**done("call_2", True, "[REDACTED]"), "shellExecution": {"exitCode": 0}},
            8,
        ),
        ev(
            "assistant.message",
            {
                "messageId": "m3",
                "content": "",
                "toolRequests": [request("toolu_3", "bash", '{"command": "rm -rf /"}')],
            },
            9,
        ),
        ev(
            "tool.execution_complete",
            {
                "toolCallId": "toolu_3",
                "success": False,
                "error": {"message": "Permission to run this tool was denied", "code": "denied"},
            },
            10,
        ),
        ev(
            "assistant.message",
            {
                "messageId": "m4",
                "content": "",
                "toolRequests": [request("toolu_4", "bash", {"command": "npm run dev"})],
            },
            11,
        ),
        ev(
            "tool.execution_complete",
            done("toolu_4", True, "<command started in background with shellId: 9>"),
            12,
        ),
        ev(
            "assistant.message",
            {
                "messageId": "m5",
                "content": "",
                "toolRequests": [request("toolu_5", "read_bash", {"shellId": "9"})],
            },
            13,
        ),
        ev(
            "tool.execution_complete",
            done("toolu_5", True, "<command with id: 9 exited with exit code 1>"),
            14,
        ),
        ev(
            "assistant.message",
            {
                "messageId": "m6",
                "content": "",
                "toolRequests": [
                    request(
                        "toolu_6",
                        "edit",
                        {"path": "/home/u/proj/a.py", "old_str": "a\n", "new_str": "b\nc\n"},
                    ),
                    request("toolu_7", "task", {"description": "look around"}),
                ],
            },
            15,
        ),
        ev("tool.execution_complete", done("toolu_6", True, "File updated."), 16),
        ev("subagent.started", {"agentId": "agent-1", "parentToolCallId": "toolu_7"}, 17),
        ev(
            "tool.execution_start",
            {"toolCallId": "inner_1", "toolName": "grep", "arguments": {"pattern": "x"}},
            18,
            agentId="agent-1",
        ),
        ev("tool.execution_complete", done("inner_1", True, "a.py:1"), 19, agentId="agent-1"),
        ev(
            "assistant.message",
            {"messageId": "m7", "content": "Found it.", "parentToolCallId": "toolu_7"},
            20,
        ),
        ev("tool.execution_complete", done("toolu_7", True, "Found it."), 21),
        ev("session.compaction_complete", {"summaryContent": "Fixed the tests."}, 22),
        ev("session.error", {"message": "rate limited"}, 23),
        ev("some.future_event", {"whatever": 1}, 24),
        ev(
            "tool.execution_start",
            {"toolCallId": "call_r", "toolName": "bash", "arguments": "[REDACTED]"},
            25,
        ),
        ev(
            "tool.execution_complete",
            {**done("call_r", True, "[REDACTED]"), "shellExecution": {"exitCode": 3}},
            26,
        ),
    ]


def write(
    tmp_path: Path, lines: list[dict[str, object]] | list[str], name: str = "events.jsonl"
) -> Path:
    folder = tmp_path / "session-state" / SESSION
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(
        "\n".join(line if isinstance(line, str) else json.dumps(line) for line in lines) + "\n"
    )
    return path


def read(path: Path) -> ParsedSession:
    assert detect_file(path).name == "copilot-events"
    (parsed,) = copilot_events.read(path)
    return parsed


def calls(parsed: ParsedSession) -> list[ToolCall]:
    return [call for message in parsed.messages for call in message.tool_calls]


def test_session_header_and_messages(tmp_path: Path) -> None:
    """The header from ``session.start``; one message per non-ephemeral event kind read,
    named by ``messageId`` or the event id; unknown event types skipped silently."""
    parsed = read(write(tmp_path, events()))
    session = parsed.session
    assert (session.id, session.format_version, session.cwd, session.git_branch) == (
        SESSION,
        "1.0.80",
        "/home/u/proj",
        "main",
    )
    assert session.title == "make the tests pass" and session.model == "claude-sonnet-4.5"
    assert [m.native_id for m in parsed.messages][:3] == ["e1", "m1", "m2"]
    assert parsed.messages[1].timestamp == "2026-08-27T17:00:03.000Z"
    assert parsed.messages[-3].kind == MessageKind.COMPACTION_SUMMARY
    assert parsed.messages[-2].kind == MessageKind.ERROR
    assert parsed.warnings == []


def test_commands_join_by_call_id(tmp_path: Path) -> None:
    """Exit codes from the result marker or ``shellExecution``; a refusal ``interrupted``; a
    background command takes the code its later ``read_bash`` reports; JSON-text arguments."""
    parsed = read(write(tmp_path, events()))
    got = [
        (c.native_id, c.command.command, c.command.exit_code, c.command.status)
        for c in calls(parsed)
        if c.command is not None
    ]
    assert got == [
        ("toolu_1", "make test", 2, CommandStatus.FAILED),
        ("call_2", "make fix test", 0, CommandStatus.OK),
        ("toolu_3", "rm -rf /", None, CommandStatus.INTERRUPTED),
        ("toolu_4", "npm run dev", 1, CommandStatus.FAILED),
        ("call_r", "[REDACTED]", 3, CommandStatus.FAILED),
    ]
    first = calls(parsed)[0]
    assert first.command is not None and first.command.output == "FAIL x"
    refused = calls(parsed)[2]
    assert refused.is_error and refused.result_text == "Permission to run this tool was denied"
    edit = next(c for c in calls(parsed) if c.name == "edit")
    assert [(e.path, e.kind, e.lines_added, e.lines_removed) for e in edit.edits] == [
        ("/home/u/proj/a.py", EditKind.EDIT, 2, 1)
    ]


def test_subagent_events_are_a_side_chain(tmp_path: Path) -> None:
    """Events with ``agentId`` (named by ``subagent.started``) or ``parentToolCallId`` hang
    under the message of the ``task`` call."""
    parsed = read(write(tmp_path, events()))
    task_message = next(m for m in parsed.messages if any(c.name == "task" for c in m.tool_calls))
    inner = [m for m in parsed.messages if m.is_sidechain]
    assert [m.native_id for m in inner] == ["e18", "m7"]
    assert {m.parent_id for m in inner} == {task_message.native_id}
    assert inner[0].tool_calls[0].result_text == "a.py:1"


def test_hostile_lines_warn_with_their_line(tmp_path: Path) -> None:
    """A line that is not JSON, a completion whose call was never requested, fields of the
    wrong types: located warnings or records, never an exception."""
    lines: list[dict[str, object] | str] = [
        json.dumps(ev("session.start", {"sessionId": 7, "context": "nope"}, 0)),
        "{not json",
        json.dumps(
            ev("tool.execution_complete", {"toolCallId": "lost", "success": "yes", "result": 3}, 2)
        ),
        json.dumps(
            ev("assistant.message", {"content": None, "toolRequests": [1, {"name": None}]}, 3)
        ),
        json.dumps(ev("tool.execution_complete", {"toolCallId": None, "error": "x"}, 4)),
    ]
    parsed = read(write(tmp_path, lines, "events.jsonl"))  # type: ignore[arg-type]
    assert [(w.line, "invalid JSON" in w.message) for w in parsed.warnings] == [(2, True)]
    assert parsed.session.id == SESSION  # the folder name, the sessionId being no string
    lost = calls(parsed)[0]
    assert (lost.native_id, lost.name, lost.result_text) == ("lost", "unknown", None)


def test_detection_and_default_location(tmp_path: Path) -> None:
    """Detected by its first event (whatever its kind), not confused with other JSONL; the
    CLI's session-state folder is a default location."""
    path = write(
        tmp_path,
        [ev("session.mcp_server_status_changed", {"status": "pending"}, 0, ephemeral=True)],
    )
    assert copilot_events.detect(path, path.read_bytes())
    for other in ('{"type":"thread.started","thread_id":"t"}', '{"type":"session","version":3}'):
        assert not copilot_events.detect(path, other.encode())
    (tmp_path / ".copilot" / "session-state").mkdir(parents=True)
    assert tmp_path / ".copilot" / "session-state" in default_locations(tmp_path)


def test_a_saved_json_stream_without_session_start(tmp_path: Path) -> None:
    """A ``--output-format json`` capture (ephemeral MCP events first, no ``session.start``,
    redacted content): detected, its id the file stem, ephemeral and system events skipped."""
    lines = [
        ev("session.mcp_server_status_changed", {"status": "pending"}, 0, ephemeral=True),
        ev("system.message", {"role": "system", "content": "You are the GitHub Copilot CLI"}, 1),
        ev("user.message", {"content": "[REDACTED]", "transformedContent": "Invoke skill"}, 2),
        ev(
            "assistant.message",
            {"messageId": "m1", "content": "[REDACTED]", "toolRequests": "[REDACTED]"},
            3,
        ),
    ]
    path = tmp_path / "phase1-task-20260924-204622-6.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    parsed = read(path)
    assert parsed.session.id == "phase1-task-20260924-204622-6"
    assert [(m.native_id, m.kind) for m in parsed.messages] == [
        ("e2", MessageKind.PROMPT),
        ("m1", MessageKind.TEXT),
    ]
