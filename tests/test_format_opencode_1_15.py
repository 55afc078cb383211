"""opencode 1.14 – 1.18 exports: part ids as native ids, subagent tasks, stopped commands."""

from __future__ import annotations

from pathlib import Path

import orjson

from conftest import labelled_file, labelled_gold
from sessgraph.formats import detect_file, opencode
from sessgraph.models import ParsedSession, ToolCall

TUIPTV = "opencode/tuiptv__opencode_session.json"
MATUGEN = "opencode/matugen-theme-sync__opencode-session.json"
TIMEOUT_NOTE = (
    "\n\n<shell_metadata>\nshell tool terminated command after exceeding timeout 120000 ms. If "
    "this command is expected to take longer and is not waiting for interactive input, retry "
    "with a larger timeout value in milliseconds.\n</shell_metadata>"
)


def read_one(path: Path) -> ParsedSession:
    (parsed,) = opencode.read(path)
    return parsed


def calls(parsed: ParsedSession) -> list[ToolCall]:
    return [call for message in parsed.messages for call in message.tool_calls]


def export(tmp_path: Path, parts: list[dict[str, object]]) -> Path:
    info = {"id": "msg_a1", "sessionID": "ses_0123456789ab", "role": "assistant"}
    info |= {"time": {"created": 1}, "path": {"cwd": "/repo"}, "modelID": "m"}
    session = {"id": "ses_0123456789ab", "version": "1.18.13", "time": {"created": 1}}
    document = {"info": session, "messages": [{"info": info, "parts": parts}]}
    path = tmp_path / "session.json"
    path.write_bytes(orjson.dumps(document))
    return path


def bash_part(part_id: str, command: str, output: str, exit_code: int | None) -> dict[str, object]:
    metadata = {"output": output, "exit": exit_code, "truncated": False}
    state = {"status": "completed", "input": {"command": command}, "output": output}
    state |= {"metadata": metadata, "time": {"start": 1, "end": 2}}
    return {"id": part_id, "type": "tool", "callID": "call_x", "tool": "bash", "state": state}


def test_labelled_exports_have_the_labelled_commands() -> None:
    """Both real exports: shell count, failed part ids and the running export command."""
    for relative, count in ((TUIPTV, 32), (MATUGEN, 10)):
        path = labelled_file(relative)
        gold = labelled_gold(relative)
        assert detect_file(path).name == "opencode"
        shell = [c for c in calls(read_one(path)) if c.command is not None]
        assert len(shell) == count  # files.gold.json counts.shell_commands
        failed = {c.native_id for c in shell if c.command and c.command.exit_code}
        assert failed == set(gold["failed_native_ids"])  # type: ignore[arg-type]
        unknown = {c.native_id for c in shell if c.command and c.command.exit_code is None}
        assert unknown == set(gold["exit_unknown"])  # type: ignore[arg-type]
        running = [c for c in shell if c.native_id in unknown]
        assert all(c.command and c.command.status == "running" for c in running)


def test_task_part_names_its_child_session() -> None:
    """matugen (1.18.13): the task tool's result names the subagent session it ran."""
    task = next(c for c in calls(read_one(labelled_file(MATUGEN))) if c.name == "task")
    assert task.status == "completed" and task.is_error is False
    assert task.result_text is not None
    assert task.result_text.startswith('<task id="ses_01feed6efffep4V41ZoznyMMFv"')
    assert isinstance(task.input, dict) and task.input["subagent_type"] == "explore"


def test_tool_errors_are_not_shell_failures() -> None:
    """tuiptv: the two edit parts with status error are tool errors without a command."""
    errors = [c for c in calls(read_one(labelled_file(TUIPTV))) if c.is_error]
    assert [(c.name, c.command) for c in errors] == [("edit", None), ("edit", None)]
    assert all("No changes to apply" in (c.result_text or "") for c in errors)


def test_shell_tool_timeout_note_means_interrupted(tmp_path: Path) -> None:
    """metadata.exit null with a <shell_metadata> timeout note: interrupted, exit unknown."""
    timed_out = bash_part("prt_1", "cargo test", "running 3 tests" + TIMEOUT_NOTE, None)
    aborted_note = "\n\n<shell_metadata>\nUser aborted the command\n</shell_metadata>"
    aborted = bash_part("prt_2", "sleep 60", aborted_note, None)
    plain = bash_part("prt_3", "true", "", None)
    first, second, third = calls(read_one(export(tmp_path, [timed_out, aborted, plain])))
    assert first.native_id == "prt_1"
    assert first.command is not None and second.command is not None and third.command is not None
    assert (first.command.status, first.command.exit_code) == ("interrupted", None)
    assert (second.command.status, second.command.exit_code) == ("interrupted", None)
    assert (third.command.status, third.command.exit_code) == ("unknown", None)


def test_apply_patch_and_question_tools(tmp_path: Path) -> None:
    """apply_patch parts record edits; a dismissed question is a tool error, not a command."""
    patch = "*** Begin Patch\n*** Update File: a.py\n@@\n-x\n+y\n*** End Patch"
    patch_state = {"status": "completed", "input": {"patchText": patch}, "output": "Success."}
    patch_part = {"id": "prt_p", "type": "tool", "tool": "apply_patch", "state": patch_state}
    question_state = {
        "status": "error",
        "input": {"questions": [{"question": "Which?"}]},
        "error": "The user dismissed this question",
    }
    question = {"id": "prt_q", "type": "tool", "tool": "question", "state": question_state}
    applied, asked = calls(read_one(export(tmp_path, [patch_part, question])))
    assert [(e.path, e.lines_added, e.lines_removed) for e in applied.edits] == [("a.py", 1, 1)]
    assert (asked.is_error, asked.command, asked.result_text) == (
        True,
        None,
        "The user dismissed this question",
    )
