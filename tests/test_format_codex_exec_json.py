"""The ``codex exec --json`` stream reader: one message per item at its first event, a command's
exit code from its last event, items completing out of order, edits, warnings and failures."""

from __future__ import annotations

import json
from pathlib import Path

from sessgraph.formats import codex_exec_json, detect_file
from sessgraph.models import CommandStatus, EditKind, MessageKind, ParsedSession, Role

THREAD = "019f598e-e860-77c3-af05-b9390dcf1ae7"


def command(
    item: str, cmd: str, status: str, exit_code: int | None, out: str = ""
) -> dict[str, object]:
    body = {
        "id": item,
        "type": "command_execution",
        "command": cmd,
        "aggregated_output": out,
        "exit_code": exit_code,
        "status": status,
    }
    return {"type": "item.completed" if status != "in_progress" else "item.started", "item": body}


def events() -> list[dict[str, object]]:
    """Two commands run in parallel and complete out of order; a refused one; a patch."""
    return [
        {"type": "thread.started", "thread_id": THREAD},
        {"type": "turn.started"},
        {
            "type": "item.completed",
            "item": {
                "id": "item_0",
                "type": "error",
                "message": "Skill descriptions were shortened",
            },
        },
        {
            "type": "item.completed",
            "item": {
                "id": "item_1",
                "type": "agent_message",
                "text": "Checking the build.\nThen the tests.",
            },
        },
        command("item_2", '/bin/zsh -lc "cargo build"', "in_progress", None),
        command("item_3", "/bin/zsh -lc 'cargo test -q'", "in_progress", None),
        command("item_3", "/bin/zsh -lc 'cargo test -q'", "completed", 0, "test result: ok\n"),
        command(
            "item_2",
            '/bin/zsh -lc "cargo build"',
            "failed",
            101,
            "error[E0425]: cannot find value `x`\n",
        ),
        command("item_4", "rm -rf target", "declined", None),
        {
            "type": "item.completed",
            "item": {
                "id": "item_5",
                "type": "file_change",
                "status": "completed",
                "changes": [
                    {"path": "/w/src/main.rs", "kind": "update"},
                    {"path": "/w/NOTES.md", "kind": "add"},
                ],
            },
        },
        {"type": "turn.failed", "error": {"message": "stream disconnected before completion"}},
    ]


def read(tmp_path: Path) -> ParsedSession:
    path = tmp_path / "codex-events.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in events()), encoding="utf-8")
    assert detect_file(path).name == "codex-exec-json"
    (parsed,) = codex_exec_json.read(path)
    return parsed


def test_commands_take_their_last_event(tmp_path: Path) -> None:
    """Start order kept, the script unwrapped, exit code and output from the completion, a
    refused command interrupted."""
    parsed = read(tmp_path)
    shell = [c for m in parsed.messages for c in m.tool_calls if c.command is not None]
    assert [
        (c.native_id, c.command.command, c.command.exit_code, c.command.status)
        for c in shell
        if c.command
    ] == [
        ("item_2", "cargo build", 101, CommandStatus.FAILED),
        ("item_3", "cargo test -q", 0, CommandStatus.OK),
        ("item_4", "rm -rf target", None, CommandStatus.INTERRUPTED),
    ]
    assert shell[0].command is not None and "E0425" in (shell[0].command.output or "")
    assert "aggregated_output" not in (shell[0].input or {})


def test_items_are_messages_named_by_id(tmp_path: Path) -> None:
    """Each item is one message under its id; a warning item is meta, a failed turn an error;
    the title is the first agent message; the session is the thread."""
    parsed = read(tmp_path)
    assert parsed.session.id == THREAD and parsed.session.title == "Checking the build."
    assert [m.native_id for m in parsed.messages] == [
        "item_0",
        "item_1",
        "item_2",
        "item_3",
        "item_4",
        "item_5",
        "line:10",
    ]
    assert parsed.messages[0].kind == MessageKind.META
    assert (parsed.messages[-1].role, parsed.messages[-1].kind) == (Role.SYSTEM, MessageKind.ERROR)
    edits = parsed.messages[5].tool_calls[0].edits
    assert [(e.path, e.kind) for e in edits] == [
        ("/w/src/main.rs", EditKind.PATCH),
        ("/w/NOTES.md", EditKind.WRITE),
    ]


def test_other_jsonl_is_not_an_exec_stream(tmp_path: Path) -> None:
    """A Codex rollout line or a Claude Code line is not detected."""
    for line in (
        '{"timestamp":"t","type":"session_meta","payload":{}}',
        '{"type":"user","message":{}}',
    ):
        assert not codex_exec_json.detect(tmp_path, line.encode())
