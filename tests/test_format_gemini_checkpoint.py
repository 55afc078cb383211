"""The Gemini CLI saved-chat reader (``/chat save`` → ``checkpoint-<tag>.json``): real saves
from tests/labelled-real, and the turn shapes it reads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import REPO, SHARED
from sessgraph.formats import detect_file, gemini_checkpoint
from sessgraph.models import CommandStatus, MessageKind, ParsedSession, Role, ToolCall

SET = "gemini-opencode-checkpoints"
GO_SAVE = "gemini/ethaneng-dotfiles__checkpoint-dev.json"

PREAMBLE = (
    "This is the Gemini CLI. We are setting up the context for our chat.\n"
    "  Today's date is Saturday, July 12, 2025.\n  My operating system is: linux\n"
    "  I'm currently working in the directory: /home/dev/app\n  Showing up to 200 items"
)


def calls(parsed: ParsedSession) -> list[ToolCall]:
    return [call for message in parsed.messages for call in message.tool_calls]


def shell_result(command: str, code: int, stderr: str = "(empty)") -> str:
    return (
        f"Command: {command}\nDirectory: (root)\nStdout: (empty)\nStderr: {stderr}\n"
        f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: (none)\n"
        "Process Group PGID: 4242"
    )


def turns() -> list[dict[str, object]]:
    """A short save: preamble, a failing build, an edit, the build again."""
    return [
        {"role": "user", "parts": [{"text": PREAMBLE}]},
        {"role": "model", "parts": [{"text": "Got it. Thanks for the context!"}]},
        {"role": "user", "parts": [{"text": "build it"}]},
        {
            "role": "model",
            "parts": [
                {"functionCall": {"name": "run_shell_command", "args": {"command": "go build"}}}
            ],
        },
        {
            "role": "user",
            "parts": [
                {
                    "functionResponse": {
                        "id": "run_shell_command-1752306591378-7dc1d0e85adc4",
                        "name": "run_shell_command",
                        "response": {
                            "output": shell_result("go build", 1, "main.go:3: undefined: x")
                        },
                    }
                }
            ],
        },
        {
            "role": "model",
            "parts": [
                {"text": "x is undefined; declaring it.", "thought": True},
                {
                    "functionCall": {
                        "name": "write_file",
                        "args": {"file_path": "/home/dev/app/main.go", "content": "a\nb\n"},
                    }
                },
            ],
        },
        {
            "role": "user",
            "parts": [
                {
                    "functionResponse": {
                        "id": "write_file-1752306600000-aa11bb22cc33",
                        "name": "write_file",
                        "response": {
                            "output": "Successfully overwrote file: /home/dev/app/main.go"
                        },
                    }
                }
            ],
        },
        {
            "role": "model",
            "parts": [
                {"functionCall": {"name": "run_shell_command", "args": {"command": "go build"}}}
            ],
        },
        {
            "role": "user",
            "parts": [
                {
                    "functionResponse": {
                        "id": "run_shell_command-1752306610000-0f0f0f0f0f0f",
                        "name": "run_shell_command",
                        "response": {"output": shell_result("go build", 0)},
                    }
                }
            ],
        },
    ]


def write(tmp_path: Path, document: object, name: str = "checkpoint-dev.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    return path


def test_bare_list_save_reads_commands_results_and_times(tmp_path: Path) -> None:
    """A 2025 save (a bare Content[] list): exit codes from the shell text, ids of the responses,
    times from the call ids, cwd from the CLI's preamble, one message per turn."""
    path = write(tmp_path, turns())
    assert detect_file(path).name == "gemini-checkpoint"
    (parsed,) = gemini_checkpoint.read(path)
    assert parsed.session.id == "checkpoint-dev"
    assert parsed.session.cwd == "/home/dev/app"
    assert parsed.session.title == "build it"
    assert [m.native_id for m in parsed.messages] == [f"msg:{i}" for i in range(9)]
    assert parsed.messages[0].kind == MessageKind.META
    assert parsed.messages[2].kind == MessageKind.PROMPT
    assert parsed.messages[4].kind == MessageKind.TOOL_RESULT
    assert parsed.messages[4].role == Role.TOOL
    build, edit, rebuild = calls(parsed)
    assert build.native_id == "run_shell_command-1752306591378-7dc1d0e85adc4"
    assert build.command is not None and build.command.status == CommandStatus.FAILED
    assert build.command.exit_code == 1
    assert "undefined: x" in (build.command.output or "")
    assert build.command.started_at == "2025-07-12T07:49:51.378Z"
    assert parsed.messages[3].timestamp == "2025-07-12T07:49:51.378Z"
    assert [e.path for e in edit.edits] == ["/home/dev/app/main.go"]
    assert parsed.messages[5].text.startswith("x is undefined")
    assert rebuild.command is not None and rebuild.command.exit_code == 0
    assert parsed.session.started_at == "2025-07-12T07:49:51.378Z"
    assert parsed.session.ended_at == "2025-07-12T07:50:10.000Z"
    assert parsed.warnings == []


def test_history_object_save_and_cancelled_calls(tmp_path: Path) -> None:
    """A later save ({history, authType}); a call the user refused or stopped is interrupted
    with no exit code, and a failing non-shell tool is an error result."""
    history = [
        *turns()[:4],
        {
            "role": "user",
            "parts": [
                {
                    "functionResponse": {
                        "id": "run_shell_command-1752306591378-7dc1d0e85adc4",
                        "name": "run_shell_command",
                        "response": {
                            "error": "[Operation Cancelled] Reason: User did not allow tool call"
                        },
                    }
                }
            ],
        },
        {
            "role": "model",
            "parts": [{"functionCall": {"name": "web_fetch", "args": {"prompt": "x"}}}],
        },
        {
            "role": "user",
            "parts": [
                {
                    "functionResponse": {
                        "id": "web_fetch-1752306700000-1a2b3c4d5e6f",
                        "name": "web_fetch",
                        "response": {"error": "Request failed with status code 404 Not Found"},
                    }
                }
            ],
        },
    ]
    path = write(tmp_path, {"history": history, "authType": "oauth-personal"})
    assert detect_file(path).name == "gemini-checkpoint"
    (parsed,) = gemini_checkpoint.read(path)
    refused, fetch = calls(parsed)
    assert refused.command is not None
    assert refused.command.status == CommandStatus.INTERRUPTED
    assert refused.command.exit_code is None
    assert fetch.is_error is True and fetch.status == "error"
    assert "404" in (fetch.result_text or "")


def test_parallel_calls_pair_by_name_and_order(tmp_path: Path) -> None:
    """Two calls in one model turn, answered in one user turn, each get their own response."""
    history = [
        {"role": "user", "parts": [{"text": "look both up"}]},
        {
            "role": "model",
            "parts": [
                {"functionCall": {"name": "google_web_search", "args": {"query": "a"}}},
                {"functionCall": {"name": "google_web_search", "args": {"query": "b"}}},
            ],
        },
        {
            "role": "user",
            "parts": [
                {
                    "functionResponse": {
                        "id": "google_web_search-1759399688358-aaaa",
                        "name": "google_web_search",
                        "response": {"output": "about a"},
                    }
                },
                {
                    "functionResponse": {
                        "id": "google_web_search-1759399688359-bbbb",
                        "name": "google_web_search",
                        "response": {"output": "about b"},
                    }
                },
            ],
        },
    ]
    (parsed,) = gemini_checkpoint.read(write(tmp_path, history))
    first, second = calls(parsed)
    assert (first.native_id, first.result_text) == (
        "google_web_search-1759399688358-aaaa",
        "about a",
    )
    assert (second.native_id, second.result_text) == (
        "google_web_search-1759399688359-bbbb",
        "about b",
    )
    assert parsed.messages[2].text == "about a\n\nabout b"


def test_cut_short_save_keeps_its_complete_turns(tmp_path: Path) -> None:
    """A file cut off mid-write: the complete turns are read, one warning names the line."""
    text = json.dumps(turns(), indent=2)
    path = tmp_path / "checkpoint-cut.json"
    path.write_text(text[: text.index("write_file-1752306600000")], encoding="utf-8")
    (parsed,) = gemini_checkpoint.read(path)
    assert len(parsed.messages) == 6
    (warning,) = parsed.warnings
    assert warning.path == str(path) and warning.line is not None and warning.line > 1
    assert "truncated" in warning.message


def test_save_of_a_recorded_session_is_not_read_twice(tmp_path: Path) -> None:
    """A save beside a chat recording holding the same call ids yields no session; a save whose
    calls no recording holds is read."""
    project = tmp_path / ("ab" * 32)
    (project / "chats").mkdir(parents=True)
    recording = {
        "sessionId": "s1",
        "projectHash": "ab" * 32,
        "messages": [
            {
                "id": "m1",
                "type": "gemini",
                "toolCalls": [{"id": "run_shell_command-1752306591378-7dc1d0e85adc4"}],
            }
        ],
    }
    (project / "chats" / "session-2025-07-12T07-48-s1s1s1s1.json").write_text(json.dumps(recording))
    recorded = write(project, turns())
    assert list(gemini_checkpoint.read(recorded)) == []
    other = turns()
    for turn in other:
        for part in turn["parts"]:  # type: ignore[attr-defined]
            if "functionResponse" in part:
                part["functionResponse"]["id"] += "9"
    (parsed,) = gemini_checkpoint.read(write(project, other, "checkpoint-other.json"))
    assert parsed.session.id == f"{'ab' * 32}/checkpoint-other"


def test_other_role_lists_are_not_saves(tmp_path: Path) -> None:
    """Cline's history ({role, content}) and a plain list are not taken for a save."""
    cline = write(
        tmp_path, [{"role": "user", "content": [{"type": "text", "text": "hi"}]}], "a.json"
    )
    plain = write(tmp_path, [{"parts": [], "role": "user"}], "b.json")
    head = cline.read_bytes()
    assert not gemini_checkpoint.detect(cline, head)
    assert not gemini_checkpoint.detect(plain, plain.read_bytes())


def _real(relative: str) -> Path:
    for root in (
        SHARED / "labelled-real" / SET / "files",
        REPO / "tests" / "labelled-real" / SET / "files",
    ):
        if (root / relative).is_file():
            return root / relative
    pytest.skip(f"{SET}/files/{relative} (tests/labelled-real/{SET}/MANIFEST.tsv) not available")


def test_real_go_save() -> None:
    """A real save of a Go project (July 2025): 123 turns, 14 shell commands, 5 failed, two
    never ran to the end (a server the user stopped, a refused call)."""
    (parsed,) = gemini_checkpoint.read(_real(GO_SAVE))
    # Independent: jq 'length' file; jq '[.[].parts[] | select(.functionCall.name ==
    # "run_shell_command")] | length'; failures: grep -c 'Exit Code: [1-9]'.
    assert len(parsed.messages) == 123
    shell = [c.command for c in calls(parsed) if c.command is not None]
    assert len(shell) == 14
    assert sum(c.status == CommandStatus.FAILED for c in shell) == 5
    assert sum(c.exit_code is None for c in shell) == 2
    assert parsed.session.cwd == "/Users/ethan/repos/ssh-portfolio"
    assert parsed.warnings == []


def _call(command: str, call_id: str | None = None) -> dict[str, object]:
    call: dict[str, object] = {"name": "run_shell_command", "args": {"command": command}}
    if call_id:
        call["id"] = call_id
    return {"role": "model", "parts": [{"functionCall": call}]}


def _answer(call_id: str, output: str) -> dict[str, object]:
    response = {"id": call_id, "name": "run_shell_command", "response": {"output": output}}
    return {"role": "user", "parts": [{"functionResponse": response}]}


def test_client_error_report_reads_its_context(tmp_path: Path) -> None:
    """gemini-client-error-*.json: the context is the history (messages ``context:N``), its
    last element the request that failed as sent (here a bare string), the error last."""
    first = "run_shell_command-1758676236122-92baa863442ae8"
    context: list[object] = [
        {"role": "user", "parts": [{"text": "run the build"}]},
        _call("npm run build"),
        _answer(first, shell_result("npm run build", 1, "TS2307: Cannot find module")),
        "the build still fails, look again",
    ]
    error = {"message": "got status: UNAVAILABLE (503)", "stack": "ApiError"}
    document = {"error": error, "context": context}
    path = write(tmp_path, document, "gemini-client-error-Turn.run-2025-09-24.json")
    assert detect_file(path).name == "gemini-checkpoint"
    (parsed,) = gemini_checkpoint.read(path)
    assert [m.native_id for m in parsed.messages] == [f"context:{i}" for i in range(5)]
    assert parsed.messages[3].kind == MessageKind.PROMPT
    assert parsed.messages[3].text == "the build still fails, look again"
    assert (parsed.messages[4].role, parsed.messages[4].kind) == (Role.SYSTEM, MessageKind.ERROR)
    assert "UNAVAILABLE" in parsed.messages[4].text
    (call,) = calls(parsed)
    assert call.command is not None and (call.native_id, call.command.exit_code) == (first, 1)


def test_typed_message_closes_unanswered_calls(tmp_path: Path) -> None:
    """A call the user answered by typing instead never got a response: a later response of
    the same tool belongs to the later call, not to the older unanswered one."""
    later = "run_shell_command-1752513907626-2f4f8f2f3b029"
    history = [
        {"role": "user", "parts": [{"text": "start it"}]},
        _call("npm run dev"),
        {"role": "user", "parts": [{"text": "it hangs, stop"}]},
        _call("npm run build"),
        _answer(later, shell_result("npm run build", 0)),
    ]
    (parsed,) = gemini_checkpoint.read(write(tmp_path, history))
    commands = [
        (c.native_id, c.command.command, str(c.command.status))
        for c in calls(parsed)
        if c.command is not None
    ]
    assert commands == [
        (None, "npm run dev", CommandStatus.UNKNOWN.value),
        (later, "npm run build", CommandStatus.OK.value),
    ]
