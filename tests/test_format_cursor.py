"""The Cursor reader against synthetic transcripts in Cursor's documented line shapes.

No real Cursor transcript is available to the tests; tests/data/cursor holds hand-written
files that follow the shapes third-party readers quote (see tests/data/cursor/README.md).
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from conftest import REPO
from sessgraph.formats import claude_code, cursor
from sessgraph.models import ParsedSession

DATA = REPO / "tests" / "data" / "cursor"
SESSION = "9d1c2f3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f"
MAIN = DATA / SESSION / f"{SESSION}.jsonl"
SUBAGENT = DATA / SESSION / "subagents" / "5e6f7a8b-1c2d-4e3f-9a0b-c1d2e3f4a5b6.jsonl"


def _read_one(path: Path) -> ParsedSession:
    sessions = list(cursor.read(path))
    assert len(sessions) == 1
    return sessions[0]


def _write(tmp_path: Path, lines: list[dict[str, object] | str], name: str = "s.jsonl") -> Path:
    path = tmp_path / name
    path.write_text(
        "".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines)
    )
    return path


def _user(text: str) -> dict[str, object]:
    return {"role": "user", "message": {"content": [{"type": "text", "text": text}]}}


def _assistant(*blocks: dict[str, object]) -> dict[str, object]:
    return {"role": "assistant", "message": {"content": list(blocks)}}


def _shell(command: str, **extra: object) -> dict[str, object]:
    block: dict[str, object] = {"type": "tool_use", "name": "Shell", "input": {"command": command}}
    block.update(extra)
    return block


def test_fixture_session_reads_in_order() -> None:
    """Prompts, replies, tool calls and an aborted turn read in file order with their kinds."""
    parsed = _read_one(MAIN)
    assert parsed.warnings == []
    kinds = [(m.role, m.kind) for m in parsed.messages]
    assert kinds == [
        ("user", "prompt"),
        ("assistant", "tool_call"),
        ("assistant", "tool_call"),
        ("assistant", "tool_call"),
        ("assistant", "tool_call"),
        ("assistant", "text"),
        ("user", "prompt"),
        ("assistant", "tool_call"),
        ("system", "error"),
    ]
    assert [m.source_line for m in parsed.messages] == [1, 2, 3, 4, 5, 6, 8, 9, 10]
    session = parsed.session
    assert (session.id, session.format, session.parent_session_id) == (SESSION, "cursor", None)
    assert session.title == "The greeting test fails, fix it"
    assert session.started_at == "2026-07-23T04:18:00Z"
    assert session.model is None and session.ended_at is None


def test_prompt_wrappers_and_timestamp() -> None:
    """The <user_query> text is the prompt; its <timestamp> becomes a UTC timestamp."""
    prompts = [m for m in _read_one(MAIN).messages if m.kind == "prompt"]
    assert [m.text for m in prompts] == [
        "The greeting test fails, fix it\nand run the tests",
        "now publish a release",
    ]
    assert [m.timestamp for m in prompts] == ["2026-07-23T04:18:00Z", "2026-07-23T04:25:00Z"]
    stamp = "<timestamp>Tuesday, Sep 8, 2026, 1:56 PM (UTC-7)</timestamp>"
    assert cursor.prompt_time(stamp) == "2026-09-08T20:56:00Z"
    assert cursor.prompt_time("<timestamp>Sat</timestamp>") is None


def test_shell_commands_have_no_exit_code() -> None:
    """Shell calls become commands with the working directory, unknown status, no exit code."""
    parsed = _read_one(MAIN)
    commands = [c.command for m in parsed.messages for c in m.tool_calls if c.command]
    assert [(c.command, c.cwd, c.status, c.exit_code, c.output) for c in commands] == [
        ("pytest -q tests/test_greet.py", "/home/dev/greeter", "unknown", None, None),
        ("pytest -q", None, "unknown", None, None),
        ("git tag v1.0.1 && git push --tags", None, "unknown", None, None),
    ]
    assert all(c.result_text is None for m in parsed.messages for c in m.tool_calls)
    assert parsed.messages[-1].text == "User aborted request."


def test_edits_and_redacted_reasoning() -> None:
    """StrReplace and Write record file edits; Cursor's [REDACTED] placeholder is dropped."""
    parsed = _read_one(MAIN)
    edits = [
        (e.path, e.kind, e.lines_added, e.lines_removed)
        for m in parsed.messages
        for c in m.tool_calls
        for e in c.edits
    ]
    assert edits == [
        ("/home/dev/greeter/greet.py", "edit", 1, 1),
        ("/home/dev/greeter/CHANGELOG.md", "write", 3, 0),
    ]
    assert parsed.messages[2].text == ""
    assert parsed.messages[3].text == "The function returns the wrong word."


def test_subagent_links_parent() -> None:
    """A subagents/ transcript names its parent session and marks its messages sidechain."""
    parsed = _read_one(SUBAGENT)
    assert parsed.session.parent_session_id == SESSION
    assert parsed.session.agent == "subagent"
    assert parsed.messages and all(m.is_sidechain for m in parsed.messages)
    assert [m.kind for m in parsed.messages] == ["prompt", "tool_call", "text"]


def test_inferred_tool_results_pair_with_calls(tmp_path: Path) -> None:
    """tool_result blocks pair by id or order, role-tool lines too; only explicit exit codes."""
    path = _write(
        tmp_path,
        [
            _user("<user_query>run both</user_query>"),
            _assistant(_shell("make", id="t1"), _shell("ls")),
            {
                "role": "user",
                "message": {
                    "content": [
                        {
                            "type": "tool_result",
                            "tool_use_id": "t1",
                            "content": "ok",
                            "exitCode": 2,
                        },
                        {"type": "tool_result", "content": [{"type": "text", "text": "a\nb"}]},
                    ]
                },
            },
            _assistant(_shell("false")),
            {"role": "tool", "message": {"content": "boom", "is_error": True}},
        ],
    )
    parsed = _read_one(path)
    assert [(m.role, m.kind) for m in parsed.messages] == [
        ("user", "prompt"),
        ("assistant", "tool_call"),
        ("tool", "tool_result"),
        ("assistant", "tool_call"),
        ("tool", "tool_result"),
    ]
    calls = [c for m in parsed.messages for c in m.tool_calls]
    outcomes = [
        (c.result_text, c.command.output, c.command.status, c.command.exit_code, c.is_error)
        for c in calls
        if c.command is not None
    ]
    assert outcomes == [
        ("ok", "ok", "failed", 2, False),
        ("a\nb", "a\nb", "unknown", None, False),
        ("boom", "boom", "unknown", None, True),
    ]


def test_user_lines_without_a_query(tmp_path: Path) -> None:
    """Plain user text is a prompt; a user line of injected tags alone is meta."""
    path = _write(
        tmp_path,
        [_user("fix the greeting"), _user("<system_reminder>be brief</system_reminder>")],
    )
    assert [m.kind for m in _read_one(path).messages] == ["prompt", "meta"]


def test_malformed_line_warns_and_rest_is_read(tmp_path: Path) -> None:
    """A broken or unknown line is a warning with its number; the other lines still count."""
    path = _write(
        tmp_path,
        [
            _user("<user_query>hi</user_query>"),
            '{"role": "assistant", "message": {',
            {"role": "narrator", "message": {"content": []}},
            _assistant({"type": "text", "text": "hello"}),
        ],
    )
    parsed = _read_one(path)
    assert [w.line for w in parsed.warnings] == [2, 3]
    assert [m.source_line for m in parsed.messages] == [1, 4]


def test_gzip_reads_identically(tmp_path: Path) -> None:
    """A gzip-compressed transcript yields the same session and messages as the plain one."""
    packed = tmp_path / f"{SESSION}.jsonl.gz"
    packed.write_bytes(gzip.compress(MAIN.read_bytes()))
    one, two = _read_one(MAIN), _read_one(packed)
    assert two.messages == one.messages
    assert two.session.model_copy(update={"source_path": one.session.source_path}) == one.session


def test_detection_does_not_steal_other_formats(tmp_path: Path) -> None:
    """Cursor lines are recognised; Claude Code and Codex lines are not, and vice versa."""
    claude = {
        "type": "user",
        "uuid": "u1",
        "parentUuid": None,
        "sessionId": "s1",
        "message": {"role": "user", "content": "hi"},
    }
    codex = {"timestamp": "2025-01-01T00:00:00Z", "type": "response_item", "payload": {}}
    aborted = _write(tmp_path, [{"type": "turn_ended", "status": "error", "error": "limit"}])
    cases = {
        "cursor": (MAIN.read_bytes(), True),
        "aborted": (aborted.read_bytes(), True),
        "claude": (json.dumps(claude).encode() + b"\n", False),
        "codex": (json.dumps(codex).encode() + b"\n", False),
        "mixed": (MAIN.read_bytes() + json.dumps(claude).encode() + b"\n", False),
    }
    for name, (head, expected) in cases.items():
        assert cursor.detect(MAIN, head) is expected, name
    assert not claude_code.detect(MAIN, MAIN.read_bytes())
