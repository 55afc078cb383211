"""The Google Antigravity reader (``brain/<id>/.system_generated/logs/transcript.jsonl``): steps
as messages named by line, results joined to calls in order, exit codes from the result's words,
background commands settled by their notice, the user's terminal commands kept apart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import REPO, SHARED
from sessgraph.formats import antigravity, detect_file
from sessgraph.formats._claude_code_tools import USER_BASH_TOOL
from sessgraph.models import CommandStatus, EditKind, MessageKind, ParsedSession, Role, ToolCall

CONVERSATION = "e452a8d8-7d81-43ac-b0e1-f237331fa19d"
STAMPS = "Created At: 2026-06-09T10:00:00Z\nCompleted At: 2026-06-09T10:00:02Z\n"


def step(
    kind: str, source: str = "MODEL", status: str = "DONE", **fields: object
) -> dict[str, object]:
    return {
        "step_index": 0,
        "source": source,
        "type": kind,
        "status": status,
        "created_at": "2026-06-09T10:00:00Z",
        **fields,
    }


def run(command: str) -> dict[str, object]:
    args = {
        "CommandLine": json.dumps(command),
        "Cwd": json.dumps("C:\\app"),
        "WaitMsBeforeAsync": "5000",
    }
    return {"name": "run_command", "args": args}


def ran(words: str, output: str) -> str:
    return f"{STAMPS}\n\t\t\t\t{words}\n\t\t\t\tOutput:\n\t\t\t\t{output}"


def steps() -> list[dict[str, object]]:
    """A failing test, its fix by an edit, a background build with its notice, a refusal, a
    command the user typed, an API error."""
    edit = {
        "name": "replace_file_content",
        "args": {
            "TargetFile": json.dumps("C:\\app\\tests\\conftest.py"),
            "TargetContent": json.dumps("import app\n"),
            "ReplacementContent": json.dumps("import sys\nimport app\n"),
        },
    }
    task = f"{CONVERSATION}/task-9"
    return [
        step(
            "USER_INPUT", "USER_EXPLICIT", content="<USER_REQUEST>\nrun the tests\n</USER_REQUEST>"
        ),
        step("CONVERSATION_HISTORY", "SYSTEM"),
        step(
            "PLANNER_RESPONSE",
            content="Running them.",
            thinking="**Plan**",
            tool_calls=[run("pytest -q")],
        ),
        step(
            "RUN_COMMAND",
            content=ran(
                "The command failed with exit code: 1",
                "E   ModuleNotFoundError: No module named 'app'\n",
            ),
        ),
        step("PLANNER_RESPONSE", thinking="The path.", tool_calls=[edit, run("pytest -q")]),
        step("CODE_ACTION", content=f"{STAMPS}The following changes were made to conftest.py"),
        step("RUN_COMMAND", content=ran("The command completed successfully.", "3 passed\n")),
        step("PLANNER_RESPONSE", tool_calls=[run("npm run build")]),
        step(
            "RUN_COMMAND",
            status="RUNNING",
            content=f"Created At: x\nTool is running as a background task with task id: {task}"
            "\nTask Description: npm run build",
        ),
        step("PLANNER_RESPONSE", tool_calls=[run("rm -rf node_modules")]),
        step(
            "RUN_COMMAND",
            status="ERROR",
            content=f"{STAMPS}\n\t\tEncountered error in step execution: user denied permission"
            " for command(rm -rf node_modules). The following instruction was provided by the"
            " user as an alternative: no",
        ),
        step(
            "SYSTEM_MESSAGE",
            "SYSTEM",
            content=f'<SYSTEM_MESSAGE>\n[Message] sender={task} content=Task id "{task}" finished'
            " with result:\n\n\t\t\t\tThe command failed with exit code: 2\n\t\t\t\tOutput:\n"
            "\t\t\t\tType error: x is not defined\n\n\nLog: file:///C:/task-9.log\n</SYSTEM_MESSAGE>",
        ),
        step(
            "RUN_COMMAND",
            "USER_EXPLICIT",
            content="The USER performed the following action:\nCommand: gemini\nCWD: C:\\app\n\n"
            "\t\t\t\tThe command failed with exit code: 1\n\t\t\t\tOutput:\n\t\t\t\t"
            "gemini : The term 'gemini' is not recognized",
        ),
        step("ERROR_MESSAGE", "SYSTEM", error="Resource exhausted", error_code=429, content=""),
    ]


def write(path: Path, records: list[dict[str, object]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def read(tmp_path: Path) -> ParsedSession:
    path = write(
        tmp_path / "brain" / CONVERSATION / ".system_generated/logs/transcript.jsonl", steps()
    )
    assert detect_file(path).name == "antigravity"
    (parsed,) = antigravity.read(path)
    return parsed


def calls(parsed: ParsedSession) -> list[ToolCall]:
    return [call for message in parsed.messages for call in message.tool_calls]


def test_commands_get_exit_codes_from_their_results(tmp_path: Path) -> None:
    """Exit codes from the result's words, a refusal interrupted, a background build settled by
    its later notice (joined by task id), the user's own command a user-bash call."""
    shell = [c for c in calls(read(tmp_path)) if c.command is not None]
    seen = [
        (c.name, c.command.command, c.command.exit_code, c.command.status)
        for c in shell
        if c.command
    ]
    assert seen == [
        ("run_command", "pytest -q", 1, CommandStatus.FAILED),
        ("run_command", "pytest -q", 0, CommandStatus.OK),
        ("run_command", "npm run build", 2, CommandStatus.FAILED),
        ("run_command", "rm -rf node_modules", None, CommandStatus.INTERRUPTED),
        (USER_BASH_TOOL, "gemini", 1, CommandStatus.FAILED),
    ]
    first = shell[0].command
    assert first is not None and first.output == "E   ModuleNotFoundError: No module named 'app'\n"
    assert first.cwd == "C:\\app"
    build = shell[2].command
    assert build is not None and build.output == "Type error: x is not defined\n"


def test_steps_are_messages_named_by_line(tmp_path: Path) -> None:
    """``line:N`` (0-based) for every step with content; marker steps are left out; the prompt
    without its tag; an edit's lines from its arguments; an API error with its code."""
    parsed = read(tmp_path)
    assert parsed.session.id == CONVERSATION and parsed.session.agent == "antigravity"
    assert parsed.session.title == "run the tests"
    lines = [m.native_id for m in parsed.messages]
    assert "line:1" not in lines and lines[0] == "line:0"
    assert [m.source_line for m in parsed.messages] == [int(n.split(":")[1]) + 1 for n in lines]
    assert (
        parsed.messages[0].kind == MessageKind.PROMPT and parsed.messages[0].text == "run the tests"
    )
    edit = next(c for c in calls(parsed) if c.name == "replace_file_content")
    assert [(e.kind, e.lines_added, e.lines_removed) for e in edit.edits] == [(EditKind.EDIT, 1, 0)]
    error = parsed.messages[-1]
    assert (error.role, error.kind, error.text) == (
        Role.SYSTEM,
        MessageKind.ERROR,
        "Resource exhausted (error code 429)",
    )
    assert all(c.native_id is None for c in calls(parsed))
    assert parsed.warnings == []


def test_other_jsonl_is_not_antigravity(tmp_path: Path) -> None:
    """A Claude Code or Codex line is not an Antigravity step."""
    for line in (
        '{"type":"user","message":{"role":"user"}}',
        '{"timestamp":"t","type":"session_meta"}',
    ):
        assert not antigravity.detect(tmp_path, line.encode())


SET = "claude-code-antigravity-pi"


def test_real_transcript_reads_its_commands() -> None:
    """A real transcript (labelled set): 37 agent commands, the user's own kept apart, and the
    background tasks' ends found."""
    for root in (SHARED / "labelled-real", REPO / "tests" / "labelled-real"):
        path = root / SET / "files" / "antigravity" / "eager__transcript.jsonl"
        if path.is_file():
            break
    else:
        pytest.skip(f"{SET} transcripts not available (data, not committed)")
    (parsed,) = antigravity.read(path)
    agent = [c for c in calls(parsed) if c.name == "run_command"]
    assert len(agent) == 37
    assert not [c for c in agent if c.command and c.command.status == CommandStatus.RUNNING]
    assert parsed.session.id == CONVERSATION


def test_a_walk_finds_transcripts_in_the_hidden_logs_folder(tmp_path: Path) -> None:
    """Ingesting a ``brain`` folder finds ``.system_generated/logs/transcript.jsonl`` (a hidden
    folder, walked because agents keep transcripts there) but not one under ``.git``; with the
    untruncated twin beside it only the twin is read."""
    from sessgraph.formats import discover

    logs = tmp_path / "brain" / CONVERSATION / ".system_generated" / "logs"
    transcript = write(logs / "transcript.jsonl", steps())
    write(tmp_path / "brain" / ".git" / "transcript.jsonl", steps())
    found = [s.path for s in discover(tmp_path / "brain") if not isinstance(s, Exception)]
    assert found == [transcript]
    full = write(logs / "transcript_full.jsonl", steps())
    assert list(antigravity.read(transcript)) == []
    (parsed,) = antigravity.read(full)
    assert parsed.session.id == CONVERSATION
