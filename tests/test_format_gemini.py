"""The Gemini CLI reader against the real corpus and small synthetic chat recordings."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from conftest import CORPUS, corpus_file
from sessgraph.formats import gemini
from sessgraph.formats._gemini_tools import shell_outcome
from sessgraph.formats._io import read_head
from sessgraph.models import ParsedSession

GEM = "gemini"
SESSION_DEC = f"{GEM}/codemie__session-2025-12-01T21-45-5b959dae.json"
SESSION_JAN = f"{GEM}/codemie__session-2026-01-16T11-01-file-ops-37b7abef.json"


def _corpus_files() -> list[str]:
    root = CORPUS / GEM
    if not root.is_dir():
        return [f"{GEM}/missing"]  # corpus_file() turns this into a skip with the reason
    return sorted(str(p.relative_to(CORPUS)) for p in root.rglob("*") if p.is_file())


def _read_one(path: Path) -> ParsedSession:
    sessions = list(gemini.read(path))
    assert len(sessions) == 1
    return sessions[0]


def _shell(call_id: str, command: str, output: str, status: str = "success") -> dict[str, object]:
    response = {
        "functionResponse": {
            "id": call_id,
            "name": "run_shell_command",
            "response": {"output": output},
        }
    }
    return {
        "id": call_id,
        "name": "run_shell_command",
        "args": {"command": command, "dir_path": "sub"},
        "result": [response],
        "status": status,
        "timestamp": "2025-12-01T10:00:05.000Z",
    }


def _user(msg_id: str, text: str, ts: str = "01") -> dict[str, object]:
    return {
        "id": msg_id,
        "timestamp": f"2025-12-01T10:00:{ts}.000Z",
        "type": "user",
        "content": text,
    }


def _gemini(msg_id: str, *calls: dict[str, object], text: str = "") -> dict[str, object]:
    return {
        "id": msg_id,
        "timestamp": "2025-12-01T10:00:05.000Z",
        "type": "gemini",
        "content": text,
        "thoughts": [{"subject": "Plan", "description": "run it", "timestamp": "x"}],
        "model": "gemini-2.5-pro",
        "toolCalls": list(calls),
    }


def _session(messages: list[dict[str, object]]) -> dict[str, object]:
    return {
        "sessionId": "sess-1234abcd",
        "projectHash": "f" * 64,
        "startTime": "2025-12-01T10:00:00.000Z",
        "lastUpdated": "2025-12-01T10:09:00.000Z",
        "messages": messages,
    }


@pytest.mark.corpus
@pytest.mark.parametrize("relative", _corpus_files())
def test_every_corpus_file_reads(relative: str) -> None:
    """Every Gemini corpus file is detected and reads without an exception or a warning."""
    path = corpus_file(relative)
    assert gemini.detect(path, read_head(path))
    for parsed in gemini.read(path):
        assert parsed.warnings == []
        assert parsed.session.format == "gemini"


# Expected numbers were counted WITHOUT sessgraph, by jq over the raw JSON:
# messages = (.messages|length); prompts = type "user" with non-empty content; tool_calls =
# [.messages[].toolCalls[]?]|length; shell = toolCalls named run_shell_command (none in this
# corpus, so failed and no_exit are 0 too); edits = write_file/replace calls with status
# "success"; models = distinct .model of gemini messages (first one is the session model).
PINNED = {
    SESSION_DEC: dict(
        messages=14, prompts=3, tool_calls=10, shell=0, failed=0, no_exit=0, edits=2,
        model="gemini-3-pro-image-preview", title="hi",
    ),
    SESSION_JAN: dict(
        messages=14, prompts=5, tool_calls=14, shell=0, failed=0, no_exit=0, edits=3,
        model="gemini-3-pro", title="show tools",
    ),
}  # fmt: skip


@pytest.mark.corpus
@pytest.mark.parametrize("relative", sorted(PINNED))
def test_pinned_counts(relative: str) -> None:
    """Message, prompt, tool-call, shell and edit counts match the independent jq counts."""
    parsed = _read_one(corpus_file(relative))
    calls = [c for m in parsed.messages for c in m.tool_calls]
    commands = [c.command for c in calls if c.command is not None]
    actual = dict(
        messages=len(parsed.messages),
        prompts=sum(m.kind == "prompt" for m in parsed.messages),
        tool_calls=len(calls),
        shell=len(commands),
        failed=sum(c.status == "failed" for c in commands),
        no_exit=sum(c.exit_code is None for c in commands),
        edits=sum(len(c.edits) for c in calls),
        model=parsed.session.model,
        title=parsed.session.title,
    )
    assert actual == PINNED[relative]
    assert [m.seq for m in parsed.messages] == list(range(len(parsed.messages)))
    assert all(c.result_text for c in calls)


@pytest.mark.corpus
def test_corpus_edits_and_header() -> None:
    """write_file/replace calls become edits; the header comes from the session fields."""
    parsed = _read_one(corpus_file(SESSION_JAN))
    assert parsed.session.id == "37b7abef-713d-4522-85f0-8ff15a4e6d17"
    assert parsed.session.started_at == "2026-01-16T11:01:22.281Z"
    assert parsed.session.format_version == "json"
    edits = [e for m in parsed.messages for c in m.tool_calls for e in c.edits]
    assert (edits[0].path, edits[0].kind, edits[0].lines_added) == ("hello.md", "write", 1)


@pytest.mark.corpus
def test_prompt_log_beside_its_chat_file_is_not_a_second_session() -> None:
    """logs.json yields no session for prompts whose chat file sits beside it."""
    assert list(gemini.read(corpus_file(f"{GEM}/codemie__logs.json"))) == []


def test_prompt_log_without_chat_file_is_a_prompt_only_session(tmp_path: Path) -> None:
    """Prompts of a session with no chat file become a prompt-only session."""
    log = tmp_path / "logs.json"
    entries = [
        {"sessionId": "abcdef12-x", "messageId": 0, "type": "user", "message": "fix the build"},
        {"sessionId": "abcdef12-x", "messageId": 1, "type": "user", "message": "and the tests"},
        "garbage",
    ]
    log.write_text(json.dumps(entries))
    assert gemini.detect(log, log.read_bytes())
    parsed = _read_one(log)
    assert parsed.session.id == "abcdef12-x" and parsed.session.title == "fix the build"
    assert [m.kind for m in parsed.messages] == ["prompt", "prompt"]
    assert [w.line for w in parsed.warnings] == [3]
    chats = tmp_path / "chats"
    chats.mkdir()
    (chats / "session-2025-12-01T10-00-abcdef12.json").write_text("{}")
    assert list(gemini.read(log)) == []


@pytest.mark.parametrize(
    ("text", "call_status", "expected"),
    [
        # Layouts with every field (2025): the exit code is always written, or "(none)".
        ("Command: ls\nDirectory: (root)\nStdout: a\nStderr: (empty)\nError: (none)\n"
         "Exit Code: 0\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 7",
         "success", ("ok", 0)),
        ("Command: false\nDirectory: (root)\nOutput: (empty)\nError: (none)\nExit Code: 1\n"
         "Signal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 7",
         "success", ("failed", 1)),
        ("Command: x\nDirectory: (root)\nOutput: (empty)\nError: spawn ENOENT\nExit Code: (none)\n"
         "Signal: (none)\nProcess Group PGID: (none)", "success", ("error", None)),
        ("Command: x\nDirectory: (root)\nOutput: (empty)\nError: (none)\nExit Code: (none)\n"
         "Signal: SIGSEGV\nProcess Group PGID: 7", "success", ("failed", None)),
        # Current layout: "Exit Code" only when non-zero, so its absence means 0.
        ("Output: 3 passed\nProcess Group PGID: 42", "success", ("ok", 0)),
        ("Output: Exit Code: 0 (printed by the test)\nFAILED\nExit Code: 2\nProcess Group PGID: 4",
         "success", ("failed", 2)),
        ("Output: (empty)\nSignal: SIGTERM\nProcess Group PGID: 4",
         "success", ("interrupted", None)),
        ("Output: (empty)\nError: spawn /bin/sh ENOENT", "success", ("error", None)),
        ("Command was cancelled by user before it could complete. There was no output.",
         "success", ("interrupted", None)),
        ("Command moved to background (PID: 5). Output hidden.", "success", ("running", None)),
        # Output over the tool's limit: a notice line of its own before the layout.
        ("Output too large. Showing first 8,000 and last 32,000 characters. For full output "
         "see: C:\\tmp\\out.txt\nOutput: <html>…\n+ CategoryInfo : InvalidOperation\n"
         "Exit Code: 1\nProcess Group PGID: 36620", "success", ("failed", 1)),
        ("Command cannot be empty.", "error", ("error", None)),
        (None, "cancelled", ("interrupted", None)),
        (None, None, ("unknown", None)),
    ],
)  # fmt: skip
def test_shell_exit_code_from_result_text(
    text: str | None, call_status: str | None, expected: tuple[str, int | None]
) -> None:
    """The exit code and status come from the result text, whatever the call status says."""
    status, code = shell_outcome(text, call_status)
    assert (str(status), code) == expected


def test_shell_call_fills_command(tmp_path: Path) -> None:
    """A run_shell_command call gets command, cwd, exit code, output and start time."""
    output = "Output: E   assert 1 == 2\nExit Code: 1\nProcess Group PGID: 9"
    path = tmp_path / "session-2025-12-01T10-00-sess1234.json"
    path.write_text(
        json.dumps(
            _session([_user("u1", "run tests"), _gemini("g1", _shell("c1", "pytest", output))])
        )
    )
    parsed = _read_one(path)
    assert [(m.role, m.kind) for m in parsed.messages] == [
        ("user", "prompt"),
        ("assistant", "tool_call"),
    ]
    [call] = parsed.messages[1].tool_calls
    assert call.result_text == output and call.is_error is False and call.status == "success"
    assert call.command is not None
    assert call.command.model_dump() == {
        "command": "pytest",
        "cwd": "sub",
        "exit_code": 1,
        "status": "failed",
        "output": "E   assert 1 == 2",
        "duration_ms": None,
        "started_at": "2025-12-01T10:00:05.000Z",
    }
    assert parsed.messages[1].text == "Plan: run it"
    assert parsed.session.model == "gemini-2.5-pro"


def test_message_types_and_edits(tmp_path: Path) -> None:
    """info/error records are system messages; replace and write_file calls record edits."""
    replace = {
        "id": "r1",
        "name": "replace",
        "status": "success",
        "result": [],
        "args": {"file_path": "/p/a.py", "old_string": "a\nb", "new_string": "c"},
    }
    diffed = {
        "id": "w1",
        "name": "write_file",
        "status": "success",
        "args": {"file_path": "/p/b.py", "content": "x\ny\nz\n"},
        "resultDisplay": {"fileDiff": "--- b.py\n+++ b.py\n@@ -1 +1 @@\n-old\n+x\n y\n"},
    }
    refused = {"id": "w2", "name": "write_file", "status": "error", "args": {"file_path": "/p/c"}}
    messages = [
        _user("u1", "edit"),
        _gemini("g1", replace, diffed, refused),
        {"id": "i1", "timestamp": "t", "type": "info", "content": "Switched model"},
        {"id": "e1", "timestamp": "t", "type": "error", "content": "Quota exceeded"},
        {"id": "u2", "timestamp": "t", "type": "user", "content": [{"text": "<state_snapshot>s"}]},
    ]  # fmt: skip
    path = tmp_path / "s.json"
    path.write_text(json.dumps(_session(messages)))
    parsed = _read_one(path)
    kinds = [(m.role, m.kind) for m in parsed.messages]
    assert kinds[2:] == [("system", "meta"), ("system", "error"), ("user", "compaction_summary")]
    edits = [
        (e.path, e.kind, e.lines_added, e.lines_removed)
        for c in parsed.messages[1].tool_calls
        for e in c.edits
    ]
    assert edits == [("/p/a.py", "edit", 1, 2), ("/p/b.py", "write", 1, 1)]


def _jsonl(tmp_path: Path, records: list[object | str], folder: str = "chats") -> Path:
    directory = tmp_path / folder
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / "session-2025-12-01T10-00-sess1234.jsonl"
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records))
    return path


def test_jsonl_variant_upserts_by_id(tmp_path: Path) -> None:
    """JSONL: a re-appended id updates in place, $set updates the header, rewinds keep history."""
    meta = {
        "sessionId": "sess-1234abcd",
        "projectHash": "f" * 64,
        "startTime": "2025-12-01T10:00:00Z",
    }
    first = _gemini("g1", text="")
    first["toolCalls"] = []
    later = _gemini("g1", _shell("c1", "ls", "Output: a\nProcess Group PGID: 3"))
    summary_turn = {
        "id": "s1",
        "timestamp": "t",
        "type": "user",
        "content": [{"text": "<state_snapshot>"}],
    }
    path = _jsonl(
        tmp_path,
        [
            meta,
            _user("u1", "list files"),
            first,
            later,
            {"$set": {"lastUpdated": "2025-12-01T10:05:00Z", "summary": "Listing files"}},
            {"$rewindTo": "u2"},
            _user("u2", "again", "09"),
            {"$set": {"messages": [_user("u1", "MASKED"), summary_turn]}},
        ],
    )
    assert gemini.detect(path, read_head(path))
    parsed = _read_one(path)
    assert parsed.warnings == []
    assert [m.native_id for m in parsed.messages] == ["u1", "g1", "u2", "s1"]
    assert parsed.messages[0].text == "list files"
    assert parsed.messages[1].source_line == 4 and parsed.messages[1].kind == "tool_call"
    [call] = parsed.messages[1].tool_calls
    assert call.command is not None and (call.command.status, call.command.exit_code) == ("ok", 0)
    assert parsed.session.format_version == "jsonl"
    assert parsed.session.title == "Listing files"
    assert parsed.session.ended_at == "2025-12-01T10:05:00Z"


def test_jsonl_subagent_links_parent(tmp_path: Path) -> None:
    """A subagent log under chats/<parent id>/ names its parent session and workspace."""
    meta = {
        "sessionId": "child-1", "projectHash": "f" * 64, "kind": "subagent",
        "directories": ["/work/repo"],
    }  # fmt: skip
    path = _jsonl(tmp_path, [meta, _user("u1", "investigate")], folder="chats/parent-9")
    parsed = _read_one(path)
    assert parsed.session.parent_session_id == "parent-9"
    assert parsed.session.agent == "subagent" and parsed.session.cwd == "/work/repo"


def test_malformed_records_warn_and_rest_is_read(tmp_path: Path) -> None:
    """A broken JSONL line or a bad message object is a warning with its location."""
    meta = {"sessionId": "sess-1234abcd", "projectHash": "f" * 64}
    path = _jsonl(
        tmp_path, [meta, _user("u1", "hi"), '{"id": "g1", "type": ', 7, _user("u2", "yo")]
    )
    parsed = _read_one(path)
    assert [w.line for w in parsed.warnings] == [3, 4]
    assert [m.source_line for m in parsed.messages] == [2, 5]
    legacy = tmp_path / "legacy.json"
    legacy.write_text(json.dumps(_session([_user("u1", "hi"), ["not", "a", "message"]])))
    parsed = _read_one(legacy)
    assert [(w.line, w.message) for w in parsed.warnings] == [
        (2, "expected a message object with a string 'id'")
    ]
    assert len(parsed.messages) == 1
    truncated = tmp_path / "cut.json"
    truncated.write_text(json.dumps(_session([_user("u1", "hi")]), indent=2)[:-20])
    parsed = _read_one(truncated)
    assert parsed.messages == [] and "invalid JSON" in parsed.warnings[0].message


def test_gzip_reads_identically(tmp_path: Path) -> None:
    """A gzip-compressed chat file yields the same session and messages as the plain one."""
    plain = tmp_path / "s.json"
    plain.write_text(json.dumps(_session([_user("u1", "hi"), _gemini("g1", text="hello")])))
    packed = tmp_path / "s.json.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    one, two = _read_one(plain), _read_one(packed)
    assert two.messages == one.messages
    assert two.session.model_copy(update={"source_path": one.session.source_path}) == one.session
    assert gemini.detect(packed, read_head(packed))


def test_detection_is_by_content(tmp_path: Path) -> None:
    """Chat files are recognised by sessionId + projectHash; other JSON is not."""
    other = tmp_path / "session-x.json"
    other.write_text(json.dumps({"sessionId": "x", "messages": []}))
    assert not gemini.detect(other, other.read_bytes())
    claude_like = b'{"type":"user","sessionId":"s","parentUuid":null}\n'
    assert not gemini.detect(other, claude_like)


def test_truncation_notice_is_not_output(tmp_path: Path) -> None:
    """An "Output too large" notice is set aside: the layout after it gives exit code and output."""
    output = (
        "Output too large. Showing first 8,000 and last 32,000 characters. For full output see: "
        "/tmp/out.txt\nOutput: 404 Not Found\nExit Code: 1\nProcess Group PGID: 7"
    )
    path = tmp_path / "session-2025-12-01T10-00-sess1234.json"
    path.write_text(
        json.dumps(_session([_user("u1", "fetch"), _gemini("g1", _shell("c1", "curl x", output))]))
    )
    [call] = _read_one(path).messages[1].tool_calls
    assert call.command is not None
    assert (call.command.exit_code, call.command.output) == (1, "404 Not Found")


def _listing(call_id: str, output: str) -> dict[str, object]:
    return {
        "id": call_id,
        "name": "list_background_processes",
        "args": {},
        "result": [{"functionResponse": {"id": call_id, "name": "list_background_processes",
                                         "response": {"output": output}}}],
        "status": "success",
    }  # fmt: skip


def test_background_command_settled_by_a_later_process_listing(tmp_path: Path) -> None:
    """A command moved to the background takes the exit code a later list_background_processes
    reports for its PID; one the listing does not report ended stays running."""
    moved = "Command moved to background (PID: {}). Output hidden. Press Ctrl+B to view."
    records = [
        _user("u1", "build it"),
        _gemini("g1", _shell("c1", "npm run build", moved.format(12753))),
        _gemini("g2", _shell("c2", "npm run dev", moved.format(12760))),
        _gemini("g3", _shell("c3", "npm test", moved.format(12770))),
        _gemini("g4", _listing("l1", "- [PID 12753] EXITED: `npm run build` (Exit Code: 0)\n"
                                     "- [PID 12760] RUNNING: `npm run dev`\n"
                                     "- [PID 12770] EXITED: `npm test` (Exit Code: 1)")),
    ]  # fmt: skip
    path = tmp_path / "session-2025-12-01T10-00-sess1234.json"
    path.write_text(json.dumps(_session(records)))
    commands = [c.command for m in _read_one(path).messages for c in m.tool_calls if c.command]
    assert [(c.command, str(c.status), c.exit_code) for c in commands] == [
        ("npm run build", "ok", 0),
        ("npm run dev", "running", None),
        ("npm test", "failed", 1),
    ]
