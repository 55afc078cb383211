"""The Codex rollout reader: real files of every era, and the shell-result shapes it must read."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from conftest import CORPUS, corpus_file
from sessgraph.formats import codex, detect_file
from sessgraph.models import Command, MessageKind, ParsedSession, ToolCall

LEGACY = "codex/codexviewer__example_legacy_2025-09-10.jsonl"
CODEMIE = "codex/codemie__rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl"
LOCALPUSH_A = (
    "codex/localpush_REDACTED__"
    "rollout-2026-02-23T12-40-23-019c8a4c-ed82-79a1-aa28-7738fc5ab61a.jsonl"
)
LOCALPUSH_B = (
    "codex/localpush_REDACTED__"
    "rollout-2026-02-23T12-41-04-019c8a4d-8f45-7010-8b5d-7fad920aa6f9.jsonl"
)
LOCALPUSH_COMPACTED = (
    "codex/localpush_REDACTED__"
    "rollout-2026-02-23T12-54-34-019c8a59-e9dd-71f0-9ae3-4079fe9726a9.jsonl"
)
TS = "2026-01-01T00:00:00.000Z"


def read_one(path: Path) -> ParsedSession:
    sessions = list(codex.read(path))
    assert len(sessions) == 1
    return sessions[0]


def tool_calls(parsed: ParsedSession) -> list[ToolCall]:
    return [call for message in parsed.messages for call in message.tool_calls]


def commands(parsed: ParsedSession) -> list[Command]:
    return [call.command for call in tool_calls(parsed) if call.command is not None]


def write_rollout(path: Path, lines: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def envelope(kind: str, payload: dict[str, object], ts: str = TS) -> dict[str, object]:
    return {"timestamp": ts, "type": kind, "payload": payload}


def meta(session_id: str = "s-1") -> dict[str, object]:
    return envelope(
        "session_meta",
        {
            "id": session_id,
            "timestamp": TS,
            "cwd": "/repo",
            "originator": "codex_cli_rs",
            "cli_version": "0.120.0",
            "git": {"branch": "main"},
        },
    )


def call(name: str, arguments: dict[str, object], call_id: str) -> dict[str, object]:
    return envelope(
        "response_item",
        {
            "type": "function_call",
            "name": name,
            "arguments": json.dumps(arguments),
            "call_id": call_id,
        },
    )


def output(call_id: str, text: str) -> dict[str, object]:
    return envelope(
        "response_item", {"type": "function_call_output", "call_id": call_id, "output": text}
    )


def user_item(text: str) -> dict[str, object]:
    return envelope(
        "response_item",
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]},
    )


# -- the real corpus -------------------------------------------------------------------------


def corpus_files() -> list[str]:
    folder = CORPUS / "codex"
    if not folder.exists():
        return ["codex/<missing>"]
    return sorted(f"codex/{p.name}" for p in folder.glob("*.jsonl"))


@pytest.mark.corpus
@pytest.mark.parametrize("relative", corpus_files())
def test_every_corpus_file_reads_without_warnings(relative: str) -> None:
    """Every real Codex rollout is detected as codex and reads with no warning."""
    path = corpus_file(relative)
    assert detect_file(path).name == "codex"
    parsed = read_one(path)
    assert parsed.warnings == []
    assert parsed.messages, "a rollout with no messages"
    assert [m.seq for m in parsed.messages] == list(range(len(parsed.messages)))


# Counted independently of the reader by a throwaway script over the raw JSONL (json + re):
# messages = response items of type message/reasoning/function_call/custom_tool_call/
#   local_shell_call/web_search_call/function_call_output/custom_tool_call_output + `compacted`
#   lines; prompts = event_msg user_message count (or, without such events, user messages not
#   starting with "<" or "# AGENTS.md"); tool calls = function_call + custom_tool_call +
#   local_shell_call + web_search_call; shell = function_calls named shell/shell_command/
#   exec_command (not apply_patch/applypatch argv or heredoc) + local_shell_call; exit code per
#   shell call from exec_command_end, else JSON metadata.exit_code, else "failed in sandbox ...
#   exit code: N, stdout", else "Exit code: N"/"Process exited with code N", else the
#   write_stdin poll of the same process session; failed = exit code not 0 and not None.
PINNED = {
    # file: (messages, prompts, tool calls, shell commands, failed, exit_code None)
    LEGACY: (741, 45, 246, 105, 5, 0),
    CODEMIE: (249, 2, 105, 43, 4, 0),
    # localpush files are redacted upstream: arguments and outputs are placeholders, so no
    # command text or exit code survives.
    LOCALPUSH_A: (341, 5, 105, 71, 0, 71),
    LOCALPUSH_B: (286, 1, 118, 116, 0, 116),
    LOCALPUSH_COMPACTED: (1303, 38, 372, 212, 0, 212),
}


@pytest.mark.corpus
@pytest.mark.parametrize("relative", sorted(PINNED))
def test_corpus_counts_match_independent_count(relative: str) -> None:
    """Messages, prompts, tool calls and shell outcomes match counts made without the reader."""
    parsed = read_one(corpus_file(relative))
    cmds = commands(parsed)
    got = (
        len(parsed.messages),
        sum(1 for m in parsed.messages if m.kind == MessageKind.PROMPT),
        len(tool_calls(parsed)),
        len(cmds),
        sum(1 for c in cmds if c.exit_code not in (0, None)),
        sum(1 for c in cmds if c.exit_code is None),
    )
    assert got == PINNED[relative]


@pytest.mark.corpus
def test_codemie_session_header() -> None:
    """The 0.125 rollout's header comes from session_meta and turn_context."""
    session = read_one(corpus_file(CODEMIE)).session
    assert session.id == "019e1625-789d-76c0-80ab-3724b5ddb799"
    assert session.format == "codex"
    assert session.format_version == "0.125.0"
    assert session.agent == "codex-tui"
    assert session.model == "gpt-5.5"
    assert session.git_branch == "feat/codex-agent-plugin"
    assert session.cwd == "/Users/Sample_User/repos/codemie-ai/codemie-code"
    assert session.started_at == "2026-05-11T08:26:55.042Z"
    assert session.ended_at == "2026-05-11T08:44:58.544Z"


@pytest.mark.corpus
def test_legacy_header_and_injected_user_items() -> None:
    """The legacy rollout takes id/branch from its bare header and cwd from environment_context."""
    parsed = read_one(corpus_file(LEGACY))
    assert parsed.session.id == "cf4def41-21e0-4b91-adb4-5397c1492084"
    assert parsed.session.format_version == "legacy"
    assert parsed.session.git_branch == "main"
    assert parsed.session.cwd == "/home/user/projects/codex-session-viewer"
    users = [m for m in parsed.messages if m.role == "user"]
    assert [m.kind for m in users[:3]] == ["meta", "meta", "prompt"]
    assert users[2].text.startswith("What's the next task")


@pytest.mark.corpus
def test_codemie_unified_exec_uses_exec_command_end() -> None:
    """A command that kept running past its first chunk gets the exit code and duration."""
    parsed = read_one(corpus_file(CODEMIE))
    first = tool_calls(parsed)[0]
    assert first.name == "exec_command"
    assert first.command is not None
    assert first.command.exit_code == 0
    assert first.command.status == "ok"
    assert first.command.duration_ms == 5087
    assert first.command.output is not None and first.command.output.startswith("---\nname:")


@pytest.mark.corpus
def test_compacted_record_becomes_compaction_summary() -> None:
    """The Desktop rollout's compacted record is one compaction_summary message."""
    parsed = read_one(corpus_file(LOCALPUSH_COMPACTED))
    summaries = [m for m in parsed.messages if m.kind == MessageKind.COMPACTION_SUMMARY]
    assert len(summaries) == 1
    assert summaries[0].source_line == 1788


# -- synthetic: shell results of every era ---------------------------------------------------


def test_running_exec_finishes_in_write_stdin(tmp_path: Path) -> None:
    """A running exec_command takes its exit code and output from a later write_stdin poll."""
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            call("exec_command", {"cmd": "make test", "workdir": "/repo/sub"}, "c1"),
            output(
                "c1",
                "Chunk ID: a\nWall time: 1.0 seconds\nProcess running with session ID 7"
                "\nOriginal token count: 3\nOutput:\nbuilding\n",
            ),
            call("write_stdin", {"session_id": 7, "chars": ""}, "c2"),
            output(
                "c2",
                "Chunk ID: b\nWall time: 2.5 seconds\nProcess exited with code 2\n"
                "Original token count: 3\nOutput:\nFAILED\n",
            ),
        ],
    )
    parsed = read_one(path)
    cmds = commands(parsed)
    assert len(cmds) == 1
    assert cmds[0].command == "make test"
    assert cmds[0].cwd == "/repo/sub"
    assert cmds[0].exit_code == 2
    assert cmds[0].status == "failed"
    assert cmds[0].output == "building\nFAILED\n"
    assert cmds[0].started_at == TS
    stdin_call = tool_calls(parsed)[1]
    assert stdin_call.name == "write_stdin" and stdin_call.command is None


def test_lines_typed_into_an_interactive_shell_are_commands(tmp_path: Path) -> None:
    """A line written to an interactive shell's stdin is a command of its own (output, no
    exit code); an Enter poll continues that line; the shell's exit settles the shell;
    stdin written to a program that is not a shell stays a poll of that program."""

    def chunk(state: str, text: str) -> str:
        header = f"Chunk ID: x\nWall time: 1.0 seconds\n{state}\nOriginal token count: 3"
        return f"{header}\nOutput:\n{text}"

    running = "Process running with session ID 5"
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            call("exec_command", {"cmd": "bash", "tty": True, "workdir": "/srv"}, "sh"),
            output("sh", chunk(running, "")),
            call("write_stdin", {"session_id": 5, "chars": "ls /nope\n"}, "t1"),
            output(
                "t1", chunk(running, "ls: cannot access '/nope': No such file or directory\n$ ")
            ),
            call("write_stdin", {"session_id": 5, "chars": "./setup\n"}, "t2"),
            output("t2", chunk(running, "Press Enter to continue...\n")),
            call("write_stdin", {"session_id": 5, "chars": "\n"}, "p1"),
            output("p1", chunk(running, "done\n$ ")),
            call("write_stdin", {"session_id": 5, "chars": "exit\n"}, "t3"),
            output("t3", chunk("Process exited with code 0", "exit\n")),
            call("exec_command", {"cmd": "python3 -i"}, "py"),
            output("py", chunk("Process running with session ID 6", ">>> ")),
            call("write_stdin", {"session_id": 6, "chars": "1/0\n"}, "p2"),
            output("p2", chunk(running, "ZeroDivisionError: division by zero\n")),
        ],
    )
    by_id = {c.native_id: c for c in tool_calls(read_one(path))}
    typed = by_id["t1"].command
    assert typed is not None
    assert (typed.command, typed.cwd, typed.exit_code, typed.status) == (
        "ls /nope",
        "/srv",
        None,
        "unknown",
    )
    assert typed.output == "ls: cannot access '/nope': No such file or directory\n$ "
    setup = by_id["t2"].command
    assert setup is not None and setup.output == "Press Enter to continue...\ndone\n$ "
    assert by_id["p1"].command is None
    shell = by_id["sh"].command
    assert shell is not None and (shell.exit_code, shell.status, shell.output) == (0, "ok", "")
    assert by_id["p2"].command is None
    python = by_id["py"].command
    assert python is not None and python.output == ">>> ZeroDivisionError: division by zero\n"


def test_exec_still_running_at_end_of_file(tmp_path: Path) -> None:
    """A process never seen to exit stays running with no exit code."""
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            call("exec_command", {"cmd": "npm run dev"}, "c1"),
            output("c1", "Wall time: 1.0 seconds\nProcess running with session ID 9\nOutput:\n"),
        ],
    )
    [cmd] = commands(read_one(path))
    assert (cmd.exit_code, cmd.status, cmd.cwd) == (None, "running", "/repo")


def test_exec_command_end_is_authoritative_and_not_double_counted(tmp_path: Path) -> None:
    """exec_command_end updates its command (exit code, duration) without adding another."""
    end = envelope(
        "event_msg",
        {
            "type": "exec_command_end",
            "call_id": "c1",
            "exit_code": 1,
            "aggregated_output": "boom\n",
            "duration": {"secs": 3, "nanos": 250_000_000},
        },
    )
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            call("exec_command", {"cmd": "pytest"}, "c1"),
            output("c1", "Wall time: 1.0 seconds\nProcess running with session ID 4\nOutput:\n"),
            end,
            call("write_stdin", {"session_id": 4, "chars": ""}, "c2"),
            output("c2", "Wall time: 0.1 seconds\nProcess exited with code 0\nOutput:\nlate\n"),
        ],
    )
    parsed = read_one(path)
    [cmd] = commands(parsed)
    assert (cmd.exit_code, cmd.status, cmd.duration_ms, cmd.output) == (1, "failed", 3250, "boom\n")
    assert len(tool_calls(parsed)) == 2


def test_legacy_shell_json_exit_code(tmp_path: Path) -> None:
    """A legacy shell call reads exit code and duration from its JSON output; bash -lc unwraps."""
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            {"id": "legacy-1", "timestamp": TS, "instructions": None},
            {"record_type": "state"},
            {
                "type": "function_call",
                "name": "shell",
                "arguments": json.dumps({"command": ["bash", "-lc", "ls -la"], "workdir": "/w"}),
                "call_id": "c1",
            },
            {
                "type": "function_call_output",
                "call_id": "c1",
                "output": json.dumps(
                    {"output": "x\n", "metadata": {"exit_code": 3, "duration_seconds": 0.2}}
                ),
            },
            {
                "type": "function_call",
                "name": "shell",
                "arguments": json.dumps({"command": ["git", "commit", "-m", "a b"]}),
                "call_id": "c2",
            },
        ],
    )
    parsed = read_one(path)
    assert parsed.session.id == "legacy-1" and parsed.session.format_version == "legacy"
    first, second = commands(parsed)
    assert (first.command, first.cwd, first.exit_code, first.duration_ms) == (
        "ls -la",
        "/w",
        3,
        200,
    )
    assert first.output == "x\n" and first.status == "failed"
    assert second.command == "git commit -m 'a b'"
    assert (second.exit_code, second.status) == (None, "unknown")
    assert [m.kind for m in parsed.messages] == ["tool_call", "tool_result", "tool_call"]


def test_sandbox_failure_text_gives_exit_code(tmp_path: Path) -> None:
    """A plain-text sandbox failure yields its exit code; one without a code is an error."""
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            call("shell", {"command": ["bash", "-lc", "npm test"]}, "c1"),
            output(
                "c1",
                "failed in sandbox LinuxSeccomp with execution error: sandbox denied exec error,"
                " exit code: 2, stdout: , stderr: exit code: 9\n",
            ),
            call("shell", {"command": ["curl", "example.com"]}, "c2"),
            output("c2", "sandbox error: command was killed by a signal"),
        ],
    )
    first, second = commands(read_one(path))
    assert (first.exit_code, first.status) == (2, "failed")
    assert (second.exit_code, second.status) == (None, "error")


def test_seatbelt_denial_names_the_exit_code_as_a_field(tmp_path: Path) -> None:
    """Codex 0.44 on macOS: "failed in sandbox MacosSeatbelt with execution error: Denied {
    output: ExecToolCallOutput { exit_code: 128, …" - the command ran and exited 128."""
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            call("shell", {"command": ["bash", "-lc", "git checkout -b feat"]}, "c1"),
            output(
                "c1",
                "failed in sandbox MacosSeatbelt with execution error: Denied { output: "
                'ExecToolCallOutput { exit_code: 128, stdout: StreamOutput { text: "", '
                'truncated_after_lines: None }, stderr: StreamOutput { text: "fatal: cannot '
                "lock ref 'refs/heads/feat': Operation not permitted\\n\" } } }",
            ),
        ],
    )
    (first,) = commands(read_one(path))
    assert (first.exit_code, first.status) == (128, "failed")


def test_sandbox_denied_debug_text_gives_exit_code_and_output(tmp_path: Path) -> None:
    """Unified exec's `exec_command failed: SandboxDenied { message: "…", output:
    ExecToolCallOutput { exit_code: N … } }`: the exit code after the message, the message
    unescaped into lines (quotes inside it escaped), the verdict kept as the first line."""
    message = r"== tests ==\nerror: failed to open `/u/.cache/uv`: Permission denied\nsaid \"no\"\n"
    text = (
        f'exec_command failed: SandboxDenied {{ message: "{message}", output: '
        'ExecToolCallOutput { exit_code: 1, stdout: StreamOutput { text: "", '
        'truncated_after_lines: None }, stderr: StreamOutput { text: "x" } } }'
    )
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            call("exec_command", {"cmd": "bash tests/run.sh"}, "c1"),
            output("c1", text),
        ],
    )
    (first,) = commands(read_one(path))
    assert (first.exit_code, first.status) == (1, "failed")
    assert first.output == (
        "exec_command failed: SandboxDenied\n== tests ==\n"
        'error: failed to open `/u/.cache/uv`: Permission denied\nsaid "no"\n'
    )


def test_shell_command_exit_code_header(tmp_path: Path) -> None:
    """shell_command output reads "Exit code: N" and "Wall time"; the body follows "Output:"."""
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            call("shell_command", {"command": "cargo build", "workdir": "/crate"}, "c1"),
            output("c1", "Exit code: 101\nWall time: 4.2 seconds\nOutput:\nerror[E0308]\n"),
        ],
    )
    parsed = read_one(path)
    [cmd] = commands(parsed)
    assert (cmd.command, cmd.exit_code, cmd.duration_ms) == ("cargo build", 101, 4200)
    assert cmd.output == "error[E0308]\n"
    assert tool_calls(parsed)[0].is_error is True


def test_exec_header_after_a_multi_line_command_echo(tmp_path: Path) -> None:
    """A unified-exec output that echoes a heredoc command (``Command: /bin/bash -lc "…"`` over
    many lines) still gives the exit code of the header after it, and the body after Output:."""
    script = "cat > notes.md <<'EOF'\n" + "".join(f"line {i}\n" for i in range(30)) + "EOF"
    text = (
        f'Command: /bin/bash -lc "{script}"\nChunk ID: 99d2bf\nWall time: 0.0100 seconds\n'
        "Process exited with code 2\nOriginal token count: 3\nOutput:\ncat: x: No such file\n"
    )
    path = write_rollout(
        tmp_path / "r.jsonl",
        [meta(), call("exec_command", {"cmd": script}, "c1"), output("c1", text)],
    )
    [cmd] = commands(read_one(path))
    assert (cmd.exit_code, cmd.status, cmd.duration_ms) == (2, "failed", 10)
    assert cmd.output == "cat: x: No such file\n"


def test_patch_result_inside_an_exec_envelope(tmp_path: Path) -> None:
    """apply_patch sent through exec_command: Codex answers with the patch tool's JSON result
    inside the exec envelope (``Wall time`` / ``Output:`` / ``{output, metadata}``); its
    exit code is the JSON's ``metadata.exit_code``."""
    inner = {
        "output": "Success. Updated the following files:\nM a.sql\n",
        "metadata": {"exit_code": 0},
    }
    text = "Wall time: 0.0000 seconds\nOutput:\n" + json.dumps(inner)
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            call("exec_command", {"cmd": "apply_patch <<'P'\n*** Begin Patch"}, "c1"),
            output("c1", text),
        ],
    )
    [cmd] = commands(read_one(path))
    assert (cmd.exit_code, cmd.status) == (0, "ok")
    assert cmd.output == "Success. Updated the following files:\nM a.sql\n"


def test_local_shell_call(tmp_path: Path) -> None:
    """local_shell_call items are shell commands with their argv and working directory."""
    item = {
        "type": "local_shell_call",
        "call_id": "c1",
        "status": "completed",
        "action": {"type": "exec", "command": ["ls", "-1"], "working_directory": "/d"},
    }
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            envelope("response_item", item),
            output("c1", json.dumps({"output": "", "metadata": {"exit_code": 0}})),
        ],
    )
    [cmd] = commands(read_one(path))
    assert (cmd.command, cmd.cwd, cmd.exit_code, cmd.status) == ("ls -1", "/d", 0, "ok")


# -- synthetic: patches, prompts, files ------------------------------------------------------

PATCH = (
    "*** Begin Patch\n*** Update File: src/a.py\n@@\n-old\n+new\n+more\n"
    "*** Add File: b.txt\n+hello\n*** Delete File: c.txt\n*** End Patch\n"
)


def test_apply_patch_edits_custom_tool_and_shell_heredoc(tmp_path: Path) -> None:
    """apply_patch as a custom tool or a shell heredoc gives file edits, not shell commands."""
    custom = {"type": "custom_tool_call", "call_id": "c1", "name": "apply_patch", "input": PATCH}
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            envelope("response_item", custom),
            envelope(
                "response_item",
                {"type": "custom_tool_call_output", "call_id": "c1", "output": "Success."},
            ),
            call("shell", {"command": ["bash", "-lc", f"apply_patch <<'EOF'\n{PATCH}EOF\n"]}, "c2"),
            output("c2", "error: Failed to find expected lines"),
        ],
    )
    parsed = read_one(path)
    first, second = tool_calls(parsed)
    expected = [("src/a.py", 2, 1), ("b.txt", 1, 0), ("c.txt", 0, 0)]
    for tool_call in (first, second):
        assert tool_call.command is None
        assert [(e.path, e.lines_added, e.lines_removed) for e in tool_call.edits] == expected
        assert {e.kind for e in tool_call.edits} == {"patch"}
    assert first.result_text == "Success."
    assert second.is_error is True


def test_apply_patch_verification_failure_is_a_failed_call(tmp_path: Path) -> None:
    """Codex's "apply_patch verification failed" answer (the patch was refused, nothing
    applied) marks the call failed, as the tool, a shell heredoc or exec_command."""
    custom = {"type": "custom_tool_call", "call_id": "c1", "name": "apply_patch", "input": PATCH}
    refused = "apply_patch verification failed: Failed to find expected lines in /repo/a.py:\nx"
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            envelope("response_item", custom),
            envelope(
                "response_item",
                {"type": "custom_tool_call_output", "call_id": "c1", "output": refused},
            ),
            call("shell", {"command": ["bash", "-lc", f"apply_patch <<'EOF'\n{PATCH}EOF\n"]}, "c2"),
            output("c2", "apply_patch verification failed: invalid hunk at line 3"),
            call("exec_command", {"cmd": f"apply_patch <<'EOF'\n{PATCH}EOF\n"}, "c3"),
            output("c3", refused),
            call("shell", {"command": ["bash", "-lc", f"apply_patch <<'EOF'\n{PATCH}EOF\n"]}, "c4"),
            output("c4", json.dumps({"output": "Success.", "metadata": {"exit_code": 0}})),
        ],
    )
    first, second, third, fourth = tool_calls(read_one(path))
    assert (first.is_error, second.is_error, fourth.is_error) == (True, True, False)
    assert third.command is not None and third.command.status == "error"
    assert third.command.exit_code is None


def test_refused_patch_takes_no_exit_code_from_a_helper_in_its_verdict(tmp_path: Path) -> None:
    """An "exit status: N" inside an apply_patch verification verdict is the fs sandbox
    helper's, not the command's: the intercepted exec_command stays an error, exit unknown."""
    verdict = (
        "apply_patch verification failed: Failed to read file to update /repo/a.py: "
        "fs sandbox helper failed with status exit status: 1: bwrap: Permission denied"
    )
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            call("exec_command", {"cmd": f"apply_patch <<'EOF'\n{PATCH}EOF\n"}, "c1"),
            output("c1", verdict),
        ],
    )
    (command,) = commands(read_one(path))
    assert (command.exit_code, command.status) == (None, "error")


def test_user_message_event_picks_the_prompt(tmp_path: Path) -> None:
    """Injected user items are meta; the item a user_message event claims is the one prompt."""
    env = "<environment_context>\n  <cwd>/repo</cwd>\n</environment_context>"
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            user_item("# AGENTS.md instructions for /repo\n\nbe nice"),
            user_item(env),
            user_item("fix the bug"),
            envelope("event_msg", {"type": "user_message", "message": "fix the bug"}),
            user_item("<turn_aborted>\ninterrupted\n</turn_aborted>"),
            envelope("event_msg", {"type": "user_message", "message": "and add a test"}),
        ],
    )
    parsed = read_one(path)
    assert [(m.kind, m.text[:12]) for m in parsed.messages] == [
        ("meta", "# AGENTS.md "),
        ("meta", env[:12]),
        ("prompt", "fix the bug"),
        ("meta", "<turn_aborte"),
        ("prompt", "and add a te"),
    ]


def test_gzip_file_reads_identically(tmp_path: Path) -> None:
    """A gzip-compressed rollout is detected and read exactly like the plain file."""
    plain = corpus_file(CODEMIE)
    packed = tmp_path / (plain.name + ".gz")
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    assert detect_file(packed).name == "codex"
    a, b = read_one(plain), read_one(packed)
    assert a.messages == b.messages
    assert a.session.model_copy(update={"source_path": ""}) == b.session.model_copy(
        update={"source_path": ""}
    )


def test_truncated_last_line_warns_and_keeps_the_rest(tmp_path: Path) -> None:
    """A half-written last line is one warning with its line number; earlier lines still read."""
    path = write_rollout(
        tmp_path / "r.jsonl",
        [meta(), user_item("hello"), call("exec_command", {"cmd": "ls"}, "c1")],
    )
    with path.open("a", encoding="utf-8") as handle:
        handle.write('{"timestamp": "2026-01-01T00:00:01Z", "type": "response_item", "payl')
    parsed = read_one(path)
    assert [w.line for w in parsed.warnings] == [4]
    assert "truncated" in parsed.warnings[0].message
    assert len(parsed.messages) == 2
    assert parsed.messages[0].kind == "prompt"  # no user_message events: the text decides


def test_detection_by_content(tmp_path: Path) -> None:
    """Envelope, legacy header and bare items are codex; neutral JSONL lines are not."""
    cases = {
        "env.jsonl": [meta()],
        "legacy.jsonl": [{"id": "x", "timestamp": TS, "instructions": "hi"}],
        "bare.jsonl": [{"type": "message", "role": "user", "content": []}],
        "neutral.jsonl": [{"type": "message", "role": "user", "text": "hi"}],
    }
    found = {}
    for name, lines in cases.items():
        path = write_rollout(tmp_path / name, lines)
        found[name] = codex.detect(path, path.read_bytes())
    assert found == {
        "env.jsonl": True,
        "legacy.jsonl": True,
        "bare.jsonl": True,
        "neutral.jsonl": False,
    }


def test_detection_of_a_first_line_longer_than_the_head() -> None:
    """A session_meta line cut off by the detection head is still recognised by its prefix."""
    head = b'{"timestamp":"2026-01-01T00:00:00Z","type":"session_meta","payload":{"id":"x","base'
    assert codex.detect(Path("r.jsonl"), head)
    assert not codex.detect(Path("r.jsonl"), b'{"timestamp":"x","type":"user","message"')


def test_sandbox_denial_nested_in_the_message_gives_exit_code_and_output(tmp_path: Path) -> None:
    """Codex 0.106: `exec_command failed: CreateProcess { message: "Codex(Sandbox(Denied {
    output: ExecToolCallOutput { exit_code: 255, … aggregated_output: …` - the verdict one level
    down: its exit code, and the aggregated output unescaped twice; a rejection (no denial
    inside) gets no exit code."""
    inner = (
        r"Codex(Sandbox(Denied { output: ExecToolCallOutput { exit_code: 255, stdout: "
        r"StreamOutput { text: \"\", truncated_after_lines: None }, aggregated_output: "
        r"StreamOutput { text: \"error: cannot open '.git/FETCH_HEAD': Operation not "
        r"permitted\\n\", truncated_after_lines: None }, timed_out: false } }))"
    )
    rejected = r"Rejected(\"`/bin/bash -lc \\\"rm -rf /tmp/x\\\"` rejected by user\")"
    path = write_rollout(
        tmp_path / "r.jsonl",
        [
            meta(),
            call("exec_command", {"cmd": "git fetch --all"}, "c1"),
            output("c1", f'exec_command failed: CreateProcess {{ message: "{inner}" }}'),
            call("exec_command", {"cmd": "rm -rf /tmp/x"}, "c2"),
            output("c2", f'exec_command failed: CreateProcess {{ message: "{rejected}" }}'),
        ],
    )
    first, second = commands(read_one(path))
    assert (first.exit_code, first.status) == (255, "failed")
    assert first.output == (
        "exec_command failed: Sandbox(Denied)\n"
        "error: cannot open '.git/FETCH_HEAD': Operation not permitted\n"
    )
    assert (second.exit_code, second.status) == (None, "unknown")
