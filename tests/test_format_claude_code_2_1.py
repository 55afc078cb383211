"""Claude Code 2.1.1xx records: background Bash exits in task notifications, new line types."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import labelled_file, labelled_gold
from sessgraph.formats import claude_code, detect_file
from sessgraph.models import MessageKind, ParsedSession, ToolCall

PV = "claude_code/pv-case-review__claude-code-session.jsonl"
TOKENFORGE = "claude_code/tokenforge__claude-session.jsonl"
SCOUT = "claude_code/scout__claude-session.jsonl"
FLUX = "claude_code/flux__claude-session.jsonl"
BACKGROUND_124 = "toolu_01Prb4gRzfMtj5KRJYGviXPM"
SESSION = "5b0e6a4c-0000-4000-8000-000000000001"


def read_one(path: Path) -> ParsedSession:
    (parsed,) = claude_code.read(path)
    return parsed


def bash_calls(parsed: ParsedSession) -> list[ToolCall]:
    every = [call for message in parsed.messages for call in message.tool_calls]
    return [call for call in every if call.name == "Bash"]


def line(kind: str, **fields: object) -> dict[str, object]:
    return {"type": kind, "sessionId": SESSION, "timestamp": "2026-06-21T10:00:00Z", **fields}


def bash_use(tool_id: str, command: str) -> dict[str, object]:
    block = {"type": "tool_use", "id": tool_id, "name": "Bash", "input": {"command": command}}
    message = {"id": f"msg-{tool_id}", "role": "assistant", "content": [block]}
    return line("assistant", uuid=f"u-{tool_id}", message=message)


def bash_result(tool_id: str, text: str, *, is_error: bool, result: object) -> dict[str, object]:
    block = {"type": "tool_result", "tool_use_id": tool_id, "content": text, "is_error": is_error}
    message = {"role": "user", "content": [block]}
    return line("user", uuid=f"r-{tool_id}", message=message, toolUseResult=result)


def notification(tool_id: str, task_id: str, status: str, summary: str) -> str:
    return (
        f"<task-notification>\n<task-id>{task_id}</task-id>\n<tool-use-id>{tool_id}</tool-use-id>"
        f"\n<status>{status}</status>\n<summary>{summary}</summary>\n</task-notification>"
    )


def write(tmp_path: Path, lines: list[dict[str, object]]) -> Path:
    path = tmp_path / f"{SESSION}.jsonl"
    path.write_text("".join(json.dumps(item) + "\n" for item in lines), encoding="utf-8")
    return path


def test_background_exit_from_task_notification_in_real_file() -> None:
    """pv-case-review: the background Bash that failed exits 124 only in its notification."""
    path = labelled_file(PV)
    gold = labelled_gold(PV)
    calls = bash_calls(read_one(path))
    assert len(calls) == 166  # files.gold.json counts.shell_commands
    by_id = {call.native_id: call for call in calls}
    background = by_id[BACKGROUND_124].command
    assert background is not None
    assert (background.status, background.exit_code) == ("failed", 124)
    assert by_id[BACKGROUND_124].is_error is True
    failed = {call.native_id for call in calls if call.is_error}
    assert failed == set(gold["failed_native_ids"])  # type: ignore[arg-type]
    # Every backgrounded command got its notification: none is left running.
    # Independent: grep -c '<task-notification>' counts 8 tasks (16 lines, each one twice).
    assert sum(call.command is not None and call.command.status == "running" for call in calls) == 0
    completed = [c for c in calls if c.command and "running in background" in (c.result_text or "")]
    assert len(completed) == 8
    assert sorted(c.command.exit_code for c in completed if c.command) == [0] * 7 + [124]


def test_new_record_types_read_without_warnings() -> None:
    """mode, ai-title, away_summary, compact_boundary lines are understood, not warned about."""
    parsed = read_one(labelled_file(PV))
    assert parsed.warnings == []
    assert (
        parsed.session.title == "Build pharmacovigilance case processing platform"
    )  # last ai-title
    compact = [m for m in parsed.messages if m.text == "Conversation compacted"]
    assert len(compact) == 3  # README: three compactions
    assert detect_file(labelled_file(PV)).name == "claude-code"


def test_synthetic_assistant_record_after_resume_is_meta() -> None:
    """tokenforge: the <synthetic> 'No response requested.' record is meta, not the model."""
    parsed = read_one(labelled_file(TOKENFORGE))
    synthetic = [m for m in parsed.messages if m.model == "<synthetic>"]
    assert len(synthetic) == 1
    assert synthetic[0].source_line == 88  # 1-based; the label's line:87 is 0-based
    assert synthetic[0].kind == MessageKind.META
    assert synthetic[0].text == "No response requested."
    assert parsed.session.model != "<synthetic>"
    assert len(bash_calls(parsed)) == 15


def test_api_error_record_keeps_the_gist_not_the_headers() -> None:
    """scout: system/api_error becomes one error line without the HTTP response headers."""
    parsed = read_one(labelled_file(SCOUT))
    errors = [m for m in parsed.messages if m.kind == MessageKind.ERROR and m.role == "system"]
    assert [m.text for m in errors] == [
        "API error 401: Invalid authentication credentials (retry 1 of 10)"
    ]


def test_string_tool_use_result_on_error() -> None:
    """flux: toolUseResult is the string 'Error: Exit code 1'; the call failed with exit 1."""
    calls = {c.native_id: c for c in bash_calls(read_one(labelled_file(FLUX)))}
    command = calls["toolu_01Pw1XzxkjVTDDW8afxVD4eK"].command
    assert command is not None
    assert (command.status, command.exit_code) == ("failed", 1)


def test_notification_as_attachment_or_user_line_and_other_id_prefixes(tmp_path: Path) -> None:
    """Vertex/Bedrock ids are kept; a notification in an attachment or a user line settles its
    background command, and a notification user line is not a prompt."""
    started = "Command running in background with ID: b1."
    running = {"stdout": "", "stderr": "", "interrupted": False, "backgroundTaskId": "b1"}
    running2 = {**running, "backgroundTaskId": "b2"}
    attachment = {
        "type": "queued_command",
        "prompt": notification(
            "toolu_vrtx_01A", "b1", "failed", 'Background "x" failed with exit code 3'
        ),
        "commandMode": "task-notification",
    }
    user_text = notification("toolu_bdrk_01B", "b2", "killed", 'Background "y" was stopped')
    lines = [
        line("mode", mode="normal"),
        bash_use("toolu_vrtx_01A", "sleep 100 && false"),
        bash_result("toolu_vrtx_01A", started, is_error=False, result=running),
        bash_use("toolu_bdrk_01B", "sleep 100"),
        bash_result("toolu_bdrk_01B", started, is_error=False, result=running2),
        line("attachment", uuid="a1", attachment=attachment),
        line("user", uuid="n1", message={"role": "user", "content": user_text}),
    ]
    parsed = read_one(write(tmp_path, lines))
    first, second = bash_calls(parsed)
    assert first.native_id == "toolu_vrtx_01A" and second.native_id == "toolu_bdrk_01B"
    assert first.command is not None and second.command is not None
    assert (first.command.status, first.command.exit_code) == ("failed", 3)
    assert (second.command.status, second.command.exit_code) == ("interrupted", None)
    assert parsed.messages[-1].kind == MessageKind.META


def test_queued_command_attachment_is_a_user_message(tmp_path: Path) -> None:
    """A prompt queued while the agent worked and a queued task-notification (2.1.2xx
    queued_command attachments, recorded nowhere else) become a prompt and a meta message;
    an attachment of another kind makes none and its children point past it."""
    queued = {"type": "queued_command", "prompt": "use port 8080 instead", "commandMode": "prompt"}
    done = {
        "type": "queued_command",
        "prompt": notification("toolu_01X", "a1", "failed", 'Agent "build" failed: API Error'),
        "commandMode": "task-notification",
    }
    reminder = {"type": "todo_reminder", "content": []}
    answer = {"id": "msg-2", "role": "assistant", "content": [{"type": "text", "text": "ok"}]}
    lines = [
        line("queue-operation", operation="enqueue", content="use port 8080 instead"),
        line("attachment", uuid="q1", attachment=queued),
        line("attachment", uuid="q2", parentUuid="q1", attachment=done),
        line("attachment", uuid="q3", parentUuid="q2", attachment=reminder),
        line("assistant", uuid="a2", parentUuid="q3", message=answer),
    ]
    parsed = read_one(write(tmp_path, lines))
    shown = [(m.native_id, m.role, m.kind, m.parent_id) for m in parsed.messages]
    assert shown == [
        ("q1", "user", MessageKind.PROMPT, None),
        ("q2", "user", MessageKind.META, "q1"),
        ("msg-2", "assistant", MessageKind.TEXT, "q2"),
    ]
    assert parsed.messages[0].text == "use port 8080 instead"
    assert parsed.messages[0].source_line == 2


def test_grep_no_match_marked_is_error_counts_as_failed(tmp_path: Path) -> None:
    """A grep no-match recorded as is_error true (newer versions) is a failed exit 1."""
    lines = [
        bash_use("toolu_01G", "grep -r nothing ."),
        bash_result("toolu_01G", "Exit code 1", is_error=True, result="Error: Exit code 1"),
    ]
    (call,) = bash_calls(read_one(write(tmp_path, lines)))
    assert call.command is not None
    assert (call.command.status, call.command.exit_code, call.is_error) == ("failed", 1, True)
