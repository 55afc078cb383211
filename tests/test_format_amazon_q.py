"""The Amazon Q Developer CLI reader: constructed conversations for every message and tool
shape of chat-cli's ``ConversationState`` (both history layouts), bad input, and the one real
saved conversation, whose counts are the labels made blind from the raw JSON."""

from __future__ import annotations

import gzip
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from conftest import REPO
from sessgraph import api
from sessgraph.extract.load import tool_target_sql
from sessgraph.formats import UnknownFormatError, _io, amazon_q, detect_file
from sessgraph.formats._io import read_head
from sessgraph.models import ParsedSession, ToolCall

DATA = REPO / "tests" / "data" / "amazon_q"
LABELLED = REPO / "tests" / "labelled-real" / "opencode-cline-amazonq"
REAL = "amazon_q/aetherconnect2__Last.md"


def read_one(path: Path) -> ParsedSession:
    sessions = list(amazon_q.read(path))
    assert len(sessions) == 1
    return sessions[0]


def calls_by_id(parsed: ParsedSession) -> dict[str | None, ToolCall]:
    return {c.native_id: c for m in parsed.messages for c in m.tool_calls}


def _user(content: dict[str, Any], timestamp: str | None = None, cwd: str = "/w") -> dict[str, Any]:
    env = {"operating_system": "linux", "current_working_directory": cwd}
    return {
        "additional_context": "",
        "env_context": {"env_state": env},
        "content": content,
        "timestamp": timestamp,
        "images": None,
    }


def _uses(message_id: str, *uses: tuple[str, str, dict[str, Any]]) -> dict[str, Any]:
    tool_uses = [
        {"id": i, "name": n, "orig_name": n, "args": a, "orig_args": a} for i, n, a in uses
    ]
    return {"ToolUse": {"message_id": message_id, "content": "", "tool_uses": tool_uses}}


def _results(*results: dict[str, Any]) -> dict[str, Any]:
    return {"ToolUseResults": {"tool_use_results": list(results)}}


def _shell(use_id: str, code: object, stdout: str = "", stderr: str = "") -> dict[str, Any]:
    value = {"exit_status": code, "stdout": stdout, "stderr": stderr}
    return {"tool_use_id": use_id, "content": [{"Json": value}], "status": "Success"}


def _text(use_id: str, text: str, status: str = "Success") -> dict[str, Any]:
    return {"tool_use_id": use_id, "content": [{"Text": text}], "status": status}


def _turn(user: dict[str, Any], assistant: dict[str, Any]) -> dict[str, Any]:
    return {"user": user, "assistant": assistant, "request_metadata": None}


def _prompt(text: str) -> dict[str, Any]:
    return _user({"Prompt": {"prompt": text}})


def write(tmp_path: Path, history: list[Any], name: str = "chat.json", **top: Any) -> Path:
    document = {"conversation_id": "conv-1", "next_message": None, "history": history, **top}
    path = tmp_path / name
    path.write_text(json.dumps(document, indent=2), "utf-8")
    return path


# --- detection -------------------------------------------------------------------------------


def test_saved_conversation_is_detected_by_content_whatever_its_name(tmp_path: Path) -> None:
    """A /save file is amazon-q under .json, .md (as committed in the wild) or gzipped."""
    data = (DATA / "saved-entries.json").read_bytes()
    for name in ("chat.json", "Last.md"):
        (tmp_path / name).write_bytes(data)
        assert detect_file(tmp_path / name).name == "amazon-q"
    (tmp_path / "chat.json.gz").write_bytes(gzip.compress(data))
    assert detect_file(tmp_path / "chat.json.gz").name == "amazon-q"
    assert detect_file(DATA / "saved-pairs.json").name == "amazon-q"


def test_history_beyond_the_detection_window_is_still_detected(tmp_path: Path) -> None:
    """A huge unsent tool result before ``history`` does not hide the file: the first key does."""
    big = _user(_results(_text("t1", "x" * 200_000)))
    path = write(tmp_path, [], next_message=big)
    assert b'"history"' not in read_head(path)
    assert detect_file(path).name == "amazon-q"


def test_markdown_and_other_json_are_not_taken_for_it(tmp_path: Path) -> None:
    """Markdown quoting the keys, and JSON of other tools with a conversation_id, are not it."""
    markdown = tmp_path / "notes.md"
    markdown.write_text('# Notes\n\n```json\n{"conversation_id": "c", "history": []}\n```\n')
    other = tmp_path / "export.json"
    other.write_text(json.dumps({"id": "x", "conversation_id": "c", "messages": []}))
    for path in (markdown, other):
        assert amazon_q.detect(path, read_head(path)) is False
    with pytest.raises(UnknownFormatError):
        detect_file(other)


# --- messages ----------------------------------------------------------------------------------


def test_turns_become_prompts_tool_calls_results_and_text() -> None:
    """Prompt → prompt, ToolUse → tool_call, ToolUseResults → tool_result, Response → text."""
    parsed = read_one(DATA / "saved-entries.json")
    kinds = [(m.role, m.kind, m.native_id) for m in parsed.messages]
    assert kinds[:4] == [
        ("user", "prompt", "history:0"),
        ("assistant", "tool_call", "m-1"),
        ("tool", "tool_result", "history:1"),
        ("assistant", "tool_call", "m-2"),
    ]
    assert kinds[-3:] == [
        ("user", "prompt", "history:6"),
        ("assistant", "tool_call", "m-7"),
        ("tool", "tool_result", "next_message"),
    ]
    assert [m.source_line for m in parsed.messages[:3]] == [1, 1, 2]
    session = parsed.session
    assert session.id == "5b0c9a3e-2f41-4a57-9d1e-7c2f0e8b6a11"
    assert session.title == "The tests fail, can you fix them?"
    assert (session.cwd, session.model) == ("/home/dev/shop", "claude-sonnet-4")
    assert session.format_version == "history-entries"
    assert parsed.warnings == []


def test_times_are_utc_from_the_prompt_or_the_request_metadata() -> None:
    """A prompt's offset time with nanoseconds becomes UTC; other parts use the metadata."""
    parsed = read_one(DATA / "saved-entries.json")
    first, reply, results = parsed.messages[:3]
    assert first.timestamp == "2025-09-16T18:40:30.176234Z"
    assert reply.timestamp == "2025-09-16T18:40:34Z"  # stream_end_timestamp_ms
    assert results.timestamp == "2025-09-16T18:40:39Z"  # request_start_timestamp_ms
    assert calls_by_id(parsed)["tooluse_run1"].command.started_at == reply.timestamp  # type: ignore[union-attr]
    assert parsed.session.started_at == first.timestamp
    assert parsed.session.ended_at == "2025-09-16T18:42:03Z"


def test_shell_exit_code_comes_from_the_exit_status_string() -> None:
    """execute_bash: exit_status "1" → failed 1, "0" → ok 0; output is stdout then stderr."""
    calls = calls_by_id(read_one(DATA / "saved-entries.json"))
    failing = calls["tooluse_run1"].command
    passing = calls["tooluse_run2"].command
    assert failing is not None and passing is not None
    assert (failing.command, failing.exit_code, failing.status) == ("npm test", 1, "failed")
    assert failing.output == "> jest\nFAIL src/cart.test.js\n  TypeError: total is not a function\n"
    assert failing.cwd == "/home/dev/shop"
    assert (passing.exit_code, passing.status) == (0, "ok")
    # The tool itself succeeded even when the command failed.
    assert (calls["tooluse_run1"].status, calls["tooluse_run1"].is_error) == ("ok", False)


@pytest.mark.parametrize(
    ("code", "exit_code", "status"),
    [("127", 127, "failed"), (" 2 ", 2, "failed"), (0, 0, "ok"), ("", None, "unknown")],
)
def test_exit_status_values(
    tmp_path: Path, code: object, exit_code: int | None, status: str
) -> None:
    """Other exit_status spellings: a number, padding, and an empty string (unknown)."""
    history = [
        _turn(_prompt("run it"), _uses("a1", ("t1", "execute_bash", {"command": "make"}))),
        _turn(_user(_results(_shell("t1", code, "out", "err"))), {"Response": {"content": "ok"}}),
    ]
    command = calls_by_id(read_one(write(tmp_path, history)))["t1"].command
    assert command is not None
    assert (command.exit_code, command.status, command.output) == (exit_code, status, "out\nerr")


def test_working_dir_and_execute_cmd(tmp_path: Path) -> None:
    """``working_dir`` overrides the env cwd; Windows' execute_cmd is a shell command too."""
    args = {"command": "dir", "working_dir": "C:\\src"}
    history = [
        _turn(_prompt("list"), _uses("a1", ("t1", "execute_cmd", args))),
        _turn(_user(_results(_shell("t1", "0", "a.txt"))), {"Response": {"content": "done"}}),
    ]
    command = calls_by_id(read_one(write(tmp_path, history)))["t1"].command
    assert command is not None
    assert (command.command, command.cwd, command.exit_code) == ("dir", "C:\\src", 0)


def test_command_cwd_is_the_turns_env_context(tmp_path: Path) -> None:
    """A command runs where q was when the turn's user part was made; the session keeps the
    first directory."""
    history = [
        _turn(_prompt("one"), _uses("a1", ("t1", "execute_bash", {"command": "pwd"}))),
        _turn(
            _user(_results(_shell("t1", "0", "/w")), cwd="/w/sub"),
            _uses("a2", ("t2", "execute_bash", {"command": "pwd"})),
        ),
    ]
    parsed = read_one(write(tmp_path, history))
    calls = calls_by_id(parsed)
    assert [calls[i].command.cwd for i in ("t1", "t2")] == ["/w", "/w/sub"]  # type: ignore[union-attr]
    assert parsed.session.cwd == "/w"


def test_error_result_and_missing_result(tmp_path: Path) -> None:
    """Status Error → call error, command error (no code); no result at all → unknown."""
    error = "An error occurred processing the tool: \nNo such file or directory"
    history = [
        _turn(_prompt("go"), _uses("a1", ("t1", "execute_bash", {"command": "./run.sh"}))),
        _turn(
            _user(_results(_text("t1", error, "Error"))),
            _uses("a2", ("t2", "execute_bash", {"command": "ls"})),
        ),
    ]
    calls = calls_by_id(read_one(write(tmp_path, history)))
    assert (calls["t1"].status, calls["t1"].is_error, calls["t1"].result_text) == (
        "error",
        True,
        error,
    )
    assert calls["t1"].command is not None
    assert (calls["t1"].command.status, calls["t1"].command.exit_code) == ("error", None)
    assert (calls["t2"].status, calls["t2"].is_error) == (None, None)
    assert calls["t2"].command is not None and calls["t2"].command.status == "unknown"


def test_cancelled_tool_use_with_a_new_prompt() -> None:
    """CancelledToolUses: the write is cancelled (no edit) and the user's text is a prompt."""
    parsed = read_one(DATA / "saved-entries.json")
    calls = calls_by_id(parsed)
    cancelled = calls["tooluse_write1"]
    assert (cancelled.status, cancelled.is_error, cancelled.edits) == ("cancelled", True, [])
    assert cancelled.result_text == "Tool use was cancelled by the user"
    prompt = next(m for m in parsed.messages if m.native_id == "history:3")
    assert (prompt.role, prompt.kind, prompt.text) == (
        "user",
        "prompt",
        "Use a for loop instead of reduce",
    )
    assert prompt.timestamp == "2025-09-16T18:41:05Z"  # nanoseconds cut to microseconds


def test_cancelled_shell_without_prompt_is_interrupted(tmp_path: Path) -> None:
    """A cancelled command is interrupted; without a prompt the part is a tool result."""
    cancelled = {
        "CancelledToolUses": {
            "prompt": None,
            "tool_use_results": [_text("t1", "Tool use was cancelled by the user", "Error")],
        }
    }
    history = [
        _turn(_prompt("go"), _uses("a1", ("t1", "execute_bash", {"command": "rm -rf build"}))),
        _turn(_user(cancelled), {"Response": {"content": "Stopped."}}),
    ]
    parsed = read_one(write(tmp_path, history))
    command = calls_by_id(parsed)["t1"].command
    assert command is not None and (command.status, command.exit_code) == ("interrupted", None)
    assert parsed.messages[2].kind == "tool_result"


def test_fs_write_commands_are_file_edits() -> None:
    """str_replace counts changed lines, append added ones; only successful writes count."""
    calls = calls_by_id(read_one(DATA / "saved-entries.json"))
    (replace,) = calls["tooluse_write2"].edits
    assert (replace.path, replace.kind) == ("/home/dev/shop/src/cart.js", "edit")
    assert (replace.lines_added, replace.lines_removed) == (5, 1)
    (append,) = calls["tooluse_write3"].edits  # its result is in next_message
    assert (append.path, append.kind, append.lines_added, append.lines_removed) == (
        "CHANGELOG.md",
        "edit",
        1,
        0,
    )


def test_fs_write_create_and_insert(tmp_path: Path) -> None:
    """create is a write of file_text (or new_str); insert adds new_str; an Error adds none."""
    uses = _uses(
        "a1",
        ("t1", "fs_write", {"command": "create", "path": "a.py", "file_text": "x = 1\ny = 2\n"}),
        ("t2", "fs_write", {"command": "create", "path": "b.py", "new_str": "z = 3"}),
        (
            "t3",
            "fs_write",
            {"command": "insert", "path": "a.py", "insert_line": 1, "new_str": "# c\n"},
        ),
        (
            "t4",
            "fs_write",
            {"command": "str_replace", "path": "a.py", "old_str": "q", "new_str": "r"},
        ),
    )
    results = _results(
        _text("t1", ""),
        _text("t2", ""),
        _text("t3", ""),
        _text("t4", "no match for old_str", "Error"),
    )
    history = [_turn(_prompt("write"), uses), _turn(_user(results), {"Response": {"content": ""}})]
    calls = calls_by_id(read_one(write(tmp_path, history)))
    summary = {
        i: [(e.path, e.kind, e.lines_added, e.lines_removed) for e in calls[i].edits] for i in calls
    }
    assert summary == {
        "t1": [("a.py", "write", 2, 0)],
        "t2": [("b.py", "write", 1, 0)],
        "t3": [("a.py", "edit", 1, 0)],
        "t4": [],
    }


def test_fs_read_is_a_read_call_with_its_target() -> None:
    """fs_read keeps its result; the extractor's read-tool target finds the path in both the
    batched (operations) and the older flat argument layouts."""
    calls = calls_by_id(read_one(DATA / "saved-entries.json"))
    read = calls["tooluse_read1"]
    assert (read.name, read.status, read.is_error, read.command, read.edits) == (
        "fs_read",
        "ok",
        False,
        None,
        [],
    )
    assert read.result_text == "export const total = 0;\n"
    old = calls_by_id(read_one(DATA / "saved-pairs.json"))["tooluse_cfg1"]
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE t (input TEXT)")
    db.executemany(
        "INSERT INTO t VALUES (?)", [(json.dumps(read.input),), (json.dumps(old.input),)]
    )
    targets = [row[0] for row in db.execute(f"SELECT {tool_target_sql('t')} FROM t")]
    assert targets == ["/home/dev/shop/src/cart.js", "/srv/app/config.yml"]


def test_older_pair_layout_with_summary_and_model() -> None:
    """[user, assistant] pairs (before mid 2025) read the same; latest_summary comes first."""
    parsed = read_one(DATA / "saved-pairs.json")
    assert parsed.session.format_version == "history-pairs"
    assert parsed.session.model == "CLAUDE_3_7_SONNET_20250219_V1_0"
    assert parsed.session.cwd == "/srv/app"
    summary = parsed.messages[0]
    assert (summary.kind, summary.native_id) == ("compaction_summary", "latest_summary")
    calls = calls_by_id(parsed)
    kill = calls["tooluse_kill1"].command
    assert kill is not None and (kill.exit_code, kill.status) == (1, "failed")
    assert kill.output == "bash: line 1: kill: (4242) - Operation not permitted\n"
    assert calls["tooluse_cfg1"].result_text == "port: 8080\n"
    assert all(m.timestamp is None for m in parsed.messages)
    assert parsed.warnings == []


def test_summary_with_request_metadata(tmp_path: Path) -> None:
    """The current ``[summary, request_metadata]`` summary takes the metadata's time."""
    metadata = {"message_id": "s", "request_start_timestamp_ms": 0, "stream_end_timestamp_ms": 1000}
    parsed = read_one(write(tmp_path, [], latest_summary=["Earlier: fixed the build.", metadata]))
    (summary,) = parsed.messages
    assert (summary.kind, summary.text) == ("compaction_summary", "Earlier: fixed the build.")
    assert summary.timestamp == "1970-01-01T00:00:01Z"


# --- bad input ---------------------------------------------------------------------------------


def test_cut_short_file_keeps_the_complete_turns(tmp_path: Path) -> None:
    """A truncated file keeps the turns before the cut, with one warning naming the line."""
    data = (DATA / "saved-entries.json").read_bytes()
    cut = data.index(b'"tooluse_write2"')
    path = tmp_path / "cut.json"
    path.write_bytes(data[:cut])
    parsed = read_one(path)
    (warning,) = parsed.warnings
    assert warning.line == data[:cut].count(b"\n") + 1
    assert "3 complete turns kept" in warning.message
    assert parsed.session.id == "5b0c9a3e-2f41-4a57-9d1e-7c2f0e8b6a11"
    assert [m.native_id for m in parsed.messages][-1] == "m-3"
    assert calls_by_id(parsed)["tooluse_run1"].command.exit_code == 1  # type: ignore[union-attr]


def test_malformed_records_are_located_warnings(tmp_path: Path) -> None:
    """A turn of the wrong type, an unknown variant and an orphan result each warn once."""
    history = [
        "not a turn",
        _turn(_user({"Steering": {"text": "?"}}), {"Thinking": {}}),
        _turn(_user(_results(_shell("nobody", "0"))), {"Response": {"content": "hi"}}),
    ]
    parsed = read_one(write(tmp_path, history))
    messages = sorted(w.message for w in parsed.warnings)
    assert messages == [
        "history[0]: expected a {user, assistant} object or a [user, assistant] pair",
        "history[1]: unknown assistant message 'Thinking'",
        "history[1]: unknown user message content 'Steering'",
        "history[2]: result for a tool use not seen before: 'nobody'",
    ]
    assert [m.text for m in parsed.messages if m.role == "assistant"] == ["hi"]


def test_not_an_object_or_history_not_a_list(tmp_path: Path) -> None:
    """A top-level list, or a history that is not a list, is a warning with a line."""
    as_list = tmp_path / "list.json"
    as_list.write_text("[1, 2]")
    (parsed,) = amazon_q.read(as_list)
    assert [(w.line, w.message) for w in parsed.warnings] == [
        (1, "expected a JSON object (a saved conversation)")
    ]
    bad_history = tmp_path / "h.json"
    bad_history.write_text('{\n  "conversation_id": "c",\n  "history": {"a": 1}\n}\n')
    (parsed,) = amazon_q.read(bad_history)
    assert [(w.line, w.message) for w in parsed.warnings] == [
        (3, "history: expected a list of turns")
    ]


def test_ingest_of_a_damaged_file_reports_a_line_and_stores_the_rest(tmp_path: Path) -> None:
    """Through the API a damaged file is stored with one warning naming the file and line."""
    data = (DATA / "saved-entries.json").read_bytes()
    path = tmp_path / "Last.md"
    path.write_bytes(data[: data.index(b'"tooluse_run2"')])
    report = api.ingest(tmp_path / "db.sqlite", [path], extract=False)
    (result,) = report.files
    assert (result.status, result.format, result.sessions, result.error) == (
        "ingested",
        "amazon-q",
        1,
        None,
    )
    (warning,) = result.warnings
    assert str(warning).startswith(f"{path}:{warning.line}: invalid JSON")
    assert result.commands == 1  # the turn holding the re-run was cut, so only the first


def test_a_file_past_the_whole_read_cap_is_one_clear_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The save is read whole, so past the cap it is refused with a reason, not parsed."""
    monkeypatch.setattr(_io, "MAX_WHOLE_BYTES", 4096)
    path = tmp_path / "Last.md"
    path.write_bytes((DATA / "saved-entries.json").read_bytes())
    report = api.ingest(tmp_path / "db.sqlite", [path], extract=False)
    (result,) = report.files
    assert (result.status, result.format) == ("failed", "amazon-q")
    assert "read whole" in str(result.error)


# --- the real file -------------------------------------------------------------------------------


def test_real_saved_conversation_matches_its_labels() -> None:
    """aetherconnect2__Last.md: shell commands, failed ids and exit-unknown ids as labelled."""
    path = LABELLED / "files" / REAL
    if not path.is_file():
        pytest.skip(f"{path} not present (labelled-real transcripts are not committed)")
    gold = json.loads((LABELLED / "gold.json").read_text("utf-8"))["files"][REAL]
    assert detect_file(path).name == "amazon-q"
    parsed = read_one(path)
    commands = [c for m in parsed.messages for c in m.tool_calls if c.command is not None]
    failed = sorted(
        str(c.native_id) for c in commands if c.command and c.command.exit_code not in (0, None)
    )
    unknown = sorted(
        str(c.native_id) for c in commands if c.command and c.command.exit_code is None
    )
    assert len(commands) == gold["counts"]["shell_commands"]
    assert failed == sorted(gold["failed_native_ids"])
    assert len(failed) == gold["counts"]["failed_shell_commands"]
    assert unknown == sorted(gold["exit_unknown"])
    assert parsed.warnings == []
