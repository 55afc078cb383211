"""Codex rollouts seen in the wild: exit codes only in end events, Windows and PowerShell."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import labelled_file, labelled_gold
from sessgraph.formats import codex
from sessgraph.models import ToolCall

TREZO = "codex/trezo-ai__codex-session.jsonl"
EMPIRE = "codex/empire-of-bits__codex-session.jsonl"
BATTLE = "codex/battle-cities__codex-session.jsonl"
TS = "2026-04-22T10:00:00.000Z"


def shell_calls(path: Path) -> dict[str, ToolCall]:
    (parsed,) = codex.read(path)
    calls = [call for message in parsed.messages for call in message.tool_calls]
    return {call.native_id or "": call for call in calls if call.command is not None}


def envelope(kind: str, payload: dict[str, object]) -> dict[str, object]:
    return {"timestamp": TS, "type": kind, "payload": payload}


def write(tmp_path: Path, lines: list[dict[str, object]]) -> Path:
    meta = {"id": "s-w", "timestamp": TS, "cwd": "C:\\w", "cli_version": "0.122.0"}
    path = tmp_path / "rollout.jsonl"
    rows = [envelope("session_meta", meta), *lines]
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def shell_call(call_id: str, command: str) -> dict[str, object]:
    arguments = json.dumps({"command": command, "workdir": "C:\\w"})
    payload = {"type": "function_call", "name": "shell_command", "arguments": arguments}
    return envelope("response_item", {**payload, "call_id": call_id})


def test_exit_codes_found_only_in_exec_command_end() -> None:
    """trezo-ai: an unpolled rg exits 2 and a polled cargo exits 101 only in their end events."""
    path = labelled_file(TREZO)
    gold = labelled_gold(TREZO)
    calls = shell_calls(path)
    assert len(calls) == 38  # files.gold.json; the 3 write_stdin polls are not commands
    rg = calls["call_GxRUt2xIu6rjP48ZVCbp5waJ"].command
    cargo = calls["call_YuLyOoKbfqlCjtYd3FZWMVM3"].command
    assert rg is not None and cargo is not None
    assert (rg.status, rg.exit_code) == ("failed", 2)
    assert (cargo.status, cargo.exit_code) == ("failed", 101)
    assert "Could not resolve host: index.crates.io" in (cargo.output or "")
    failed = {cid for cid, call in calls.items() if call.command and call.command.exit_code}
    assert failed == set(gold["failed_native_ids"])  # type: ignore[arg-type]
    aborted = calls["call_CE6m6RnsDNZ4Yw4hfBPTFewp"].command
    assert aborted is not None
    assert (aborted.status, aborted.exit_code) == ("interrupted", None)  # "aborted by user"


def test_windows_powershell_session() -> None:
    """empire-of-bits: PowerShell commands, CRLF output, the tool's own timeout exit 124."""
    calls = shell_calls(labelled_file(EMPIRE))
    assert len(calls) == 21
    timeout = calls["call_hPwhkptRRk50uAbKTAwZTCY8"].command
    assert timeout is not None and (timeout.status, timeout.exit_code) == ("failed", 124)
    bash = calls["call_lm1otxL7pmPysm425oqFkdSd"].command
    assert bash is not None and bash.exit_code == 1
    assert "The term 'bash' is not recognized" in (bash.output or "")
    assert bash.cwd == "C:\\Users\\kunal\\Downloads\\Empire-of-bits-main"


def test_windows_sandbox_execution_error_has_no_exit_code() -> None:
    """battle-cities: CreateProcessAsUserW failures never started: error, exit unknown."""
    path = labelled_file(BATTLE)
    gold = labelled_gold(BATTLE)
    calls = shell_calls(path)
    assert len(calls) == 13
    for call_id in ("call_uhtxZ0YMpVnatCTKzlik61sO", "call_uttM4ip5sbmZ5D07iATgDY1W"):
        command = calls[call_id].command
        assert command is not None
        assert (command.status, command.exit_code) == ("error", None)
        assert call_id in gold["exit_unknown"]  # type: ignore[operator]


def test_exit_minus_one_in_end_event_is_no_exit_code(tmp_path: Path) -> None:
    """exec_command_end exit -1 with a sandbox execution error: error, exit code unknown."""
    end = {
        "type": "exec_command_end",
        "call_id": "c1",
        "exit_code": -1,
        "aggregated_output": 'execution error: Io(Custom { kind: Other, error: "sandbox" })',
        "status": "failed",
    }
    path = write(tmp_path, [shell_call("c1", "rg foo"), envelope("event_msg", end)])
    command = shell_calls(path)["c1"].command
    assert command is not None
    assert (command.status, command.exit_code) == ("error", None)
    assert command.output is not None and command.output.startswith("execution error")


def test_utf16_powershell_output_loses_its_nuls(tmp_path: Path) -> None:
    """UTF-16 output decoded as UTF-8 (NUL after every character) is read without the NULs."""
    said = "rg : The term 'rg' is not recognized as the name of a cmdlet"
    garbled = "".join(char + "\x00" for char in said)
    output = f"Exit code: 1\nWall time: 0.3 seconds\nOutput:\n{garbled}"
    result = {"type": "function_call_output", "call_id": "c1", "output": output}
    path = write(tmp_path, [shell_call("c1", "rg foo"), envelope("response_item", result)])
    call = shell_calls(path)["c1"]
    assert call.command is not None
    assert (call.command.exit_code, call.command.output) == (1, said)
    assert call.result_text is not None and "\x00" not in call.result_text


def test_windows_shell_argv_is_the_script(tmp_path: Path) -> None:
    """A `shell` argv running powershell.exe -Command (Windows path) is stored as the script."""
    argv = [
        "C:\\windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe",
        "-Command",
        "git status",
    ]
    payload = {"type": "function_call", "name": "shell", "call_id": "c1"}
    payload["arguments"] = json.dumps({"command": argv, "workdir": "C:\\w"})
    command = shell_calls(write(tmp_path, [envelope("response_item", payload)]))["c1"].command
    assert command is not None and command.command == "git status"
