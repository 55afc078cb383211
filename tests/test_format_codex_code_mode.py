"""Codex code mode (0.14x): shell commands run from JavaScript ``exec`` cells."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import labelled_file, labelled_gold
from sessgraph.formats import codex, detect_file
from sessgraph.formats._codex_code_mode import commands_in_script, parse_script_output
from sessgraph.models import CommandStatus, ToolCall

GILDORE = "codex/gildore-arena__codex-session.jsonl"
TS = "2026-07-18T11:54:25.409Z"


def shell_calls(path: Path) -> list[ToolCall]:
    (parsed,) = codex.read(path)
    calls = [call for message in parsed.messages for call in message.tool_calls]
    return [call for call in calls if call.command is not None]


def envelope(kind: str, payload: dict[str, object]) -> dict[str, object]:
    return {"timestamp": TS, "type": kind, "payload": payload}


def script_call(call_id: str, script: str) -> dict[str, object]:
    item = {"type": "custom_tool_call", "call_id": call_id, "name": "exec", "input": script}
    return envelope("response_item", item)


def output(call_id: str, *texts: str) -> dict[str, object]:
    items = [{"type": "input_text", "text": text} for text in texts]
    payload = {"type": "custom_tool_call_output", "call_id": call_id, "output": items}
    return envelope("response_item", payload)


def write(tmp_path: Path, lines: list[dict[str, object]]) -> Path:
    meta = {"id": "s-cm", "timestamp": TS, "cwd": "/repo", "cli_version": "0.144.5"}
    lines = [envelope("session_meta", meta), *lines]
    path = tmp_path / "rollout.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def js_exec(cmd: str, workdir: str = "/repo") -> str:
    arguments = json.dumps({"cmd": cmd, "workdir": workdir, "yield_time_ms": 10000})
    return f"const r = await tools.exec_command({arguments});\ntext(r.output);"


def test_gildore_code_mode_session_has_the_labelled_commands() -> None:
    """The real 0.144.5 code-mode file yields the 6 labelled commands, every exit unknown."""
    path = labelled_file(GILDORE)
    gold = labelled_gold(GILDORE)
    assert detect_file(path).name == "codex"
    calls = shell_calls(path)
    assert len(calls) == 6  # files.gold.json counts.shell_commands
    assert {call.native_id for call in calls} == set(gold["exit_unknown"])  # type: ignore[arg-type]
    assert all(call.command and call.command.exit_code is None for call in calls)
    assert all(call.command and call.command.status == "unknown" for call in calls)
    first = calls[0].command
    assert first is not None
    assert first.command.startswith("sed -n '1,240p' /home/inspiration-gx/.agents/skills/")
    assert first.cwd == "/home/inspiration-gx/Documents/gildore-project/gildore-arena"
    assert first.output is not None and first.output.startswith("---\nname: apply-grant")
    assert first.duration_ms == 200


def test_script_without_shell_calls_is_not_a_command(tmp_path: Path) -> None:
    """A script that only calls tools.web__run stays a plain tool call."""
    script = 'const r = await tools.web__run({"open":[{"ref_id":"https://x"}]});'
    path = write(tmp_path, [script_call("c1", script), output("c1", "Script completed\nOutput:\n")])
    assert shell_calls(path) == []


def test_several_exec_commands_in_one_script_are_one_command(tmp_path: Path) -> None:
    """Two tools.exec_command calls in one cell: one command, both cmd lines in order."""
    script = js_exec("git status") + "\n" + js_exec("git log -1", "/repo/sub")
    path = write(tmp_path, [script_call("c1", script)])
    (call,) = shell_calls(path)
    assert call.command is not None
    assert call.command.command == "git status\ngit log -1"
    assert call.command.cwd == "/repo"


def test_running_cell_finishes_in_a_wait_call(tmp_path: Path) -> None:
    """A cell still running is continued by wait(cell_id): output joins the first call's."""
    wait = {
        "type": "function_call",
        "name": "wait",
        "arguments": json.dumps({"cell_id": "4", "yield_time_ms": 1000}),
        "call_id": "w1",
    }
    wait_out = {"type": "function_call_output", "call_id": "w1", "output": "x"}
    lines = [
        script_call("c1", js_exec("pytest -q")),
        output(
            "c1", "Script running with cell ID 4\nWall time 1.0 seconds\nOutput:\n", "collected"
        ),
        envelope("response_item", wait),
        envelope(
            "response_item",
            {**wait_out, "output": "Script completed\nWall time 3.0 seconds\nOutput:\n\n5 passed"},
        ),
    ]
    (call,) = shell_calls(write(tmp_path, lines))
    assert call.native_id == "c1"
    assert call.command is not None
    assert call.command.output == "collected5 passed"
    assert call.command.status == CommandStatus.UNKNOWN
    assert call.command.exit_code is None
    assert call.command.duration_ms == 3000


def test_printed_result_object_gives_the_exit_code(tmp_path: Path) -> None:
    """A script that prints the whole result object shows the exit code: it is taken."""
    script = 'const r = await tools.exec_command({"cmd":"false"});\ntext(JSON.stringify(r));'
    body = json.dumps({"exit_code": 2, "output": "boom"})
    path = write(
        tmp_path, [script_call("c1", script), output("c1", "Script completed\nOutput:\n", body)]
    )
    (call,) = shell_calls(path)
    assert call.command is not None
    assert (call.command.exit_code, call.command.status, call.command.output) == (
        2,
        "failed",
        "boom",
    )
    assert call.is_error is True


def test_script_failed_is_an_error_without_an_exit_code() -> None:
    """'Script failed' means the JavaScript threw: status error, exit code unknown."""
    result = parse_script_output("Script failed\nWall time 0.1 seconds\nOutput:\n\nTypeError: x")
    assert (result.status, result.exit_code, result.output) == ("error", None, "TypeError: x")


def test_shell_result_thrown_or_cut_keeps_its_exit_code() -> None:
    """0.144.2: a shell tool's non-zero result the runtime threw ("Script error:" above the
    tool's own "Exit code: N" header) and a printed result under a truncation notice keep the
    exit code they state; a plain script error still has none."""
    thrown = (
        "Script failed\nWall time 0.3 seconds\nOutput:\n\nScript error:\nExit code: 1\n"
        "Wall time: 0.3 seconds\nOutput:\nno match\n"
    )
    assert (parse_script_output(thrown).status, parse_script_output(thrown).exit_code) == (
        "failed",
        1,
    )
    cut = (
        "Script completed\nWall time 0.4 seconds\nOutput:\n\nWarning: truncated output (original "
        "token count: 10024)\nTotal output lines: 981\n\nExit code: 0\nWall time: 0.4 seconds\n"
        "Output:\nfrom x import y\n"
    )
    assert (parse_script_output(cut).status, parse_script_output(cut).exit_code) == ("ok", 0)
    other = "Script failed\nWall time 0.1 seconds\nOutput:\n\nScript error:\nexec cell 1 not found"
    assert (parse_script_output(other).status, parse_script_output(other).exit_code) == (
        "error",
        None,
    )


def test_javascript_object_literal_arguments() -> None:
    """An object literal with unquoted keys and single quotes still yields cmd and workdir."""
    script = "await tools.exec_command({cmd: 'echo \\'hi\\'', workdir: '/w'}); "
    script += "await tools.exec_command({ cmd: `ls -la` })"
    found = commands_in_script(script)
    assert [(item.command, item.workdir) for item in found] == [
        ("echo 'hi'", "/w"),
        ("ls -la", None),
    ]
