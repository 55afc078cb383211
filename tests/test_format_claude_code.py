"""The Claude Code reader against the real corpus and small synthetic transcripts."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from conftest import CORPUS, corpus_file
from sessgraph.formats import claude_code, detect_file
from sessgraph.models import ParsedSession

CC = "claude_code"
SAMPLE = "claude_code/claude-code-log_real_projects/-Users-dain-workspace-claude-code-log-sample"
WORKTREES = "claude_code/claude-code-log_real_projects/-experiments-worktrees"
PARENT_2_1 = "ef958aa1-0e93-49f0-bb71-150f63befcd1"


def _corpus_files() -> list[str]:
    root = CORPUS / CC
    if not root.is_dir():
        return [f"{CC}/missing"]  # corpus_file() turns this into a skip with the reason
    return sorted(str(p.relative_to(CORPUS)) for p in root.rglob("*") if p.is_file())


def _read_one(path: Path) -> ParsedSession:
    sessions = list(claude_code.read(path))
    assert len(sessions) == 1
    return sessions[0]


def _write(tmp_path: Path, lines: list[dict[str, object] | str], name: str = "s.jsonl") -> Path:
    path = tmp_path / name
    path.write_text(
        "".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines)
    )
    return path


def _base(kind: str, uuid: str, parent: str | None, ts: str, **extra: object) -> dict[str, object]:
    line: dict[str, object] = {
        "type": kind,
        "uuid": uuid,
        "parentUuid": parent,
        "sessionId": "sess-1",
        "version": "2.0.55",
        "cwd": "/repo",
        "gitBranch": "main",
        "isSidechain": False,
        "timestamp": f"2025-01-01T00:00:{ts}Z",
    }
    line.update(extra)
    return line


def _user(
    uuid: str, parent: str | None, ts: str, content: object, **extra: object
) -> dict[str, object]:
    return _base("user", uuid, parent, ts, message={"role": "user", "content": content}, **extra)


def _assistant(uuid: str, parent: str, ts: str, msg_id: str, *blocks: object) -> dict[str, object]:
    message = {"id": msg_id, "role": "assistant", "model": "claude-x", "content": list(blocks)}
    return _base("assistant", uuid, parent, ts, message=message)


def _bash(call_id: str, command: str) -> dict[str, object]:
    return {"type": "tool_use", "id": call_id, "name": "Bash", "input": {"command": command}}


def _result(call_id: str, content: object, is_error: bool = False) -> dict[str, object]:
    return {"type": "tool_result", "tool_use_id": call_id, "content": content, "is_error": is_error}


@pytest.mark.corpus
@pytest.mark.parametrize("relative", _corpus_files())
def test_every_corpus_file_reads(relative: str) -> None:
    """Every file of the Claude Code corpus reads without an exception or a warning."""
    path = corpus_file(relative)
    parsed = _read_one(path)
    # No line of the corpus is malformed, so no warning is expected anywhere.
    assert parsed.warnings == []
    if path.name.endswith(".jsonl"):
        assert detect_file(path).name == "claude-code"
        assert parsed.session.format == "claude-code"


# Expected numbers were counted WITHOUT sessgraph, by a throwaway jq script over the raw JSONL
# (`jq -s`): messages = distinct assistant message.id + user lines + system lines; prompts =
# user lines without tool_result blocks, not isMeta, whose text (string content, or text
# blocks not starting "<ide_") is non-empty and starts neither with "<" (command/bash/local
# echoes) nor "Caveat:" / "[Request interrupted" nor is "Warmup"; tool_results = user lines
# with a tool_result block; sidechain = messages whose line has isSidechain true; tool_calls =
# tool_use blocks; bash = tool_use blocks named Bash; failed = tool_results of Bash ids with
# is_error true whose text does not match "doesn't want to|requires approval|was blocked|
# Request interrupted"; exit_codes = failed results whose text starts "Exit code N".
PINNED = {
    # 1.0.24, no exit code recorded: six is_error Bash results, all failures.
    f"{SAMPLE}/fe869ecb-c176-478f-9734-7e4b8ef12cff.jsonl": dict(
        version="1.0.24", messages=71, prompts=2, tool_results=32, sidechain=0,
        tool_calls=32, bash=12, failed=6, exit_codes=0,
    ),
    # 1.0.108 with inline sidechains (isSidechain lines of a Task inside the main file).
    f"{CC}/ccviewer__5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl": dict(
        version="1.0.108", messages=45, prompts=2, tool_results=21, sidechain=20,
        tool_calls=21, bash=5, failed=1, exit_codes=0,
    ),
    # 2.0.37: four Bash errors, three "Exit code 1" failures and one user rejection.
    f"{CC}/claude-code-log_real_projects/-Users-dain-workspace-coderabbit-review-helper/"
    "cb2e607c-c758-415a-8b45-c49e4631906a.jsonl": dict(
        version="2.0.37", messages=162, prompts=5, tool_results=76, sidechain=0,
        tool_calls=76, bash=25, failed=3, exit_codes=3,
    ),
    # 2.1.114: assistant lines of one message.id interleaved with their tool results.
    f"{WORKTREES}/{PARENT_2_1}.jsonl": dict(
        version="2.1.114", messages=68, prompts=2, tool_results=40, sidechain=0,
        tool_calls=40, bash=9, failed=0, exit_codes=0,
    ),
    # 2.1.114 subagent file (<session>/subagents/ layout): every line is a sidechain.
    f"{WORKTREES}/{PARENT_2_1}/subagents/agent-a4ca7529859c158c2.jsonl": dict(
        version="2.1.114", messages=45, prompts=1, tool_results=24, sidechain=45,
        tool_calls=24, bash=10, failed=0, exit_codes=0,
    ),
}  # fmt: skip


@pytest.mark.corpus
@pytest.mark.parametrize("relative", sorted(PINNED))
def test_pinned_counts(relative: str) -> None:
    """Message, prompt, tool-call and Bash counts match the independent jq counts."""
    parsed = _read_one(corpus_file(relative))
    messages = parsed.messages
    calls = [call for message in messages for call in message.tool_calls]
    bash = [call for call in calls if call.name == "Bash"]
    assert all(call.command is not None for call in bash)
    actual = dict(
        version=parsed.session.format_version,
        messages=len(messages),
        prompts=sum(m.kind == "prompt" for m in messages),
        tool_results=sum(m.kind == "tool_result" for m in messages),
        sidechain=sum(m.is_sidechain for m in messages),
        tool_calls=len(calls),
        bash=len(bash),
        failed=sum(c.command is not None and c.command.status == "failed" for c in bash),
        exit_codes=sum(
            c.command is not None and c.command.exit_code not in (None, 0) for c in bash
        ),
    )
    assert actual == PINNED[relative]
    assert [m.seq for m in messages] == list(range(len(messages)))


@pytest.mark.corpus
def test_rejected_and_exit_coded_commands_2_0_37() -> None:
    """A user rejection is interrupted with no exit code; "Exit code 1" is failed with 1."""
    parsed = _read_one(corpus_file(next(k for k in PINNED if "cb2e607c" in k)))
    commands = [c.command for m in parsed.messages for c in m.tool_calls if c.command]
    assert sorted(c.exit_code for c in commands if c.status == "failed") == [1, 1, 1]
    interrupted = [c for c in commands if c.status == "interrupted"]
    assert len(interrupted) == 1 and interrupted[0].exit_code is None
    ok = [c for c in commands if c.status == "ok"]
    assert ok and all(c.exit_code == 0 for c in ok)
    # The backgrounded install was polled with BashOutput until it completed with exit 0.
    assert not [c for c in commands if c.status == "running"]


@pytest.mark.corpus
def test_subagent_sibling_layout_links_parent() -> None:
    """An agent-*.jsonl beside its parent has id parent:agent-<id> and the parent's id."""
    parsed = _read_one(
        corpus_file(f"{CC}/claude-code-log_real_projects/-src-deep-manifest/agent-c8d9b115.jsonl")
    )
    parent = "a7da6a22-facc-4fcd-8bab-f83c87862004"
    assert parsed.session.parent_session_id == parent
    assert parsed.session.id == f"{parent}:agent-c8d9b115"
    assert parsed.messages and all(m.is_sidechain for m in parsed.messages)


@pytest.mark.corpus
def test_subagent_directory_layout_reads_meta() -> None:
    """A <session>/subagents/agent-*.jsonl takes its title and agent type from .meta.json."""
    parsed = _read_one(
        corpus_file(f"{WORKTREES}/{PARENT_2_1}/subagents/agent-a4ca7529859c158c2.jsonl")
    )
    assert parsed.session.parent_session_id == PARENT_2_1
    assert parsed.session.id == f"{PARENT_2_1}:agent-a4ca7529859c158c2"
    assert parsed.session.title == "Research Claude Code plan mode"
    assert parsed.session.agent == "general-purpose"


def test_subagent_directory_layout_without_session_id(tmp_path: Path) -> None:
    """Without sessionId in its lines, a subagents/ file takes the parent from the directory."""
    folder = tmp_path / "parent-123" / "subagents"
    folder.mkdir(parents=True)
    line = _user("u1", None, "01", "Find the bug", isSidechain=True)
    del line["sessionId"]
    parsed = _read_one(_write(folder, [line], "agent-abc.jsonl"))
    assert parsed.session.parent_session_id == "parent-123"
    assert parsed.session.id == "parent-123:agent-abc"
    assert parsed.messages[0].is_sidechain


def test_split_assistant_lines_merge(tmp_path: Path) -> None:
    """Lines sharing message.id become one message, even with tool results in between."""
    path = _write(
        tmp_path,
        [
            _user("u1", None, "01", "list files"),
            _assistant("a1", "u1", "02", "msg_1", {"type": "thinking", "thinking": "hmm"}),
            _assistant("a2", "a1", "03", "msg_1", {"type": "text", "text": "Listing."}),
            _assistant("a3", "a2", "04", "msg_1", _bash("t1", "ls")),
            _user("u2", "a3", "05", [_result("t1", "a\nb")], toolUseResult={"stdout": "a\nb"}),
            _assistant("a4", "u2", "06", "msg_1", _bash("t2", "ls -a")),
            _user("u3", "a4", "07", [_result("t2", ".\na\nb")]),
            _assistant("a5", "u3", "08", "msg_2", {"type": "text", "text": "Done."}),
        ],
    )
    parsed = _read_one(path)
    kinds = [(m.role, m.kind) for m in parsed.messages]
    assert kinds == [
        ("user", "prompt"),
        ("assistant", "tool_call"),
        ("tool", "tool_result"),
        ("tool", "tool_result"),
        ("assistant", "text"),
    ]
    merged = parsed.messages[1]
    assert merged.native_id == "msg_1"
    assert merged.text == "hmm\n\nListing."
    assert [c.native_id for c in merged.tool_calls] == ["t1", "t2"]
    assert merged.source_line == 2
    # Parents point at native ids: the tool result's parent line a3 belongs to msg_1.
    assert parsed.messages[2].parent_id == "msg_1"
    assert parsed.messages[4].parent_id == "u3"
    assert parsed.session.model == "claude-x"
    assert parsed.session.started_at == "2025-01-01T00:00:01Z"
    assert parsed.session.ended_at == "2025-01-01T00:00:08Z"


def test_tool_results_pair_with_calls(tmp_path: Path) -> None:
    """Results fill their call: string or block content, exit code, interruption, background."""
    list_content = [{"type": "text", "text": "Exit code 2\nboom"}]
    bg = {"stdout": "", "stderr": "", "interrupted": False, "backgroundTaskId": "sh1"}
    done = {"shellId": "sh1", "status": "completed", "exitCode": 3, "stdout": "x", "stderr": ""}
    poll = {"type": "tool_use", "id": "t5", "name": "BashOutput", "input": {"bash_id": "sh1"}}
    path = _write(
        tmp_path,
        [
            _user("u0", None, "00", "run things"),
            _assistant("a1", "u0", "01", "m1", _bash("t1", "echo hi")),
            _user(
                "u1", "a1", "03", [_result("t1", "hi")],
                toolUseResult={"stdout": "hi", "stderr": "warn", "interrupted": False},
            ),
            _assistant("a2", "u1", "04", "m2", _bash("t2", "false")),
            _user("u2", "a2", "05", [_result("t2", list_content, is_error=True)]),
            _assistant("a3", "u2", "06", "m3", _bash("t3", "sleep 9")),
            _user(
                "u3", "a3", "07", [_result("t3", "")],
                toolUseResult={"stdout": "", "stderr": "", "interrupted": True},
            ),
            _assistant("a4", "u3", "08", "m4", _bash("t4", "serve")),
            _user("u4", "a4", "09", [_result("t4", "running in background")], toolUseResult=bg),
            _assistant("a5", "u4", "10", "m5", poll),
            _user("u5", "a5", "11", [_result("t5", "<status>done</status>")], toolUseResult=done),
        ],
    )  # fmt: skip
    parsed = _read_one(path)
    calls = {c.native_id: c for m in parsed.messages for c in m.tool_calls}
    ok, failed, stopped, background = (calls[k].command for k in ("t1", "t2", "t3", "t4"))
    assert ok is not None and (ok.status, ok.exit_code, ok.output) == ("ok", 0, "hi\nwarn")
    assert ok.cwd == "/repo" and ok.started_at == "2025-01-01T00:00:01Z"
    assert ok.duration_ms == 2000
    assert calls["t1"].result_text == "hi" and calls["t1"].is_error is False
    assert failed is not None and (failed.status, failed.exit_code) == ("failed", 2)
    assert calls["t2"].result_text == "Exit code 2\nboom" and calls["t2"].is_error is True
    assert stopped is not None and (stopped.status, stopped.exit_code) == ("interrupted", None)
    assert background is not None and (background.status, background.exit_code) == ("failed", 3)
    assert calls["t5"].command is None


def test_powershell_tool_is_a_shell_command(tmp_path: Path) -> None:
    """Claude Code's PowerShell tool (Windows, 2.1.x) is read as a shell command like Bash."""
    script = "& .\\setup.ps1"
    call = {"type": "tool_use", "id": "t1", "name": "PowerShell", "input": {"command": script}}
    error = (
        "Exit code 1\nAt C:\\setup.ps1:99 char:68\r\n"
        "The string is missing the terminator: '.\r\n"
        "    + CategoryInfo          : ParserError: (:) [], ParseException"
    )
    path = _write(
        tmp_path,
        [
            _user("u0", None, "00", "run the setup"),
            _assistant("a1", "u0", "01", "m1", call),
            _user("u1", "a1", "02", [_result("t1", error, is_error=True)],
                  toolUseResult=f"Error: {error}"),
        ],
    )  # fmt: skip
    parsed = _read_one(path)
    (tool_call,) = [c for m in parsed.messages for c in m.tool_calls]
    command = tool_call.command
    assert command is not None and command.command == script
    assert (command.status, command.exit_code) == ("failed", 1)
    assert "missing the terminator" in (command.output or "")


def test_compaction_summary_and_system_lines(tmp_path: Path) -> None:
    """isCompactSummary is a compaction_summary; system lines are system/meta messages."""
    boundary = _base("system", "s1", "a1", "03", subtype="compact_boundary", content="compacted")
    summary = _user("u2", "s1", "04", "This session is being continued...", isCompactSummary=True)
    path = _write(
        tmp_path,
        [
            _user("u1", None, "01", "first"),
            _assistant("a1", "u1", "02", "m1", {"type": "text", "text": "ok"}),
            boundary,
            summary,
        ],
    )
    kinds = [(m.role, m.kind) for m in _read_one(path).messages]
    assert kinds[2:] == [("system", "meta"), ("user", "compaction_summary")]


def test_injected_user_lines_are_not_prompts(tmp_path: Path) -> None:
    """Slash-command echoes, caveats, isMeta, interruptions and IDE context are not prompts."""
    ide = {"type": "text", "text": "<ide_opened_file>x.py opened</ide_opened_file>"}
    path = _write(
        tmp_path,
        [
            _user("u1", None, "01", "Caveat: The messages below were generated...", isMeta=True),
            _user("u2", "u1", "02", "<command-name>/clear</command-name>"),
            _user("u3", "u2", "03", "<local-command-stdout></local-command-stdout>"),
            _user("u4", "u3", "04", [{"type": "text", "text": "[Request interrupted by user]"}]),
            _user("u5", "u4", "05", [ide]),
            _user("u6", "u5", "06", [ide, {"type": "text", "text": "Fix x.py\nplease"}]),
        ],
    )
    parsed = _read_one(path)
    kinds = [m.kind for m in parsed.messages]
    assert kinds == ["meta", "command_echo", "command_echo", "meta", "meta", "prompt"]
    assert parsed.session.title == "Fix x.py"


def test_user_bash_mode_is_a_command_echo(tmp_path: Path) -> None:
    """`!cmd` input and its output become one user-bash call with unknown exit code."""
    path = _write(
        tmp_path,
        [
            _user("u1", None, "01", "<bash-input>uv run pytest</bash-input>"),
            _user(
                "u2", "u1", "04",
                "<bash-stdout>3 passed</bash-stdout><bash-stderr>warn</bash-stderr>",
            ),
        ],
    )  # fmt: skip
    parsed = _read_one(path)
    assert [m.kind for m in parsed.messages] == ["command_echo", "command_echo"]
    [call] = parsed.messages[0].tool_calls
    assert call.name == "user-bash" and call.result_text == "3 passed\nwarn"
    assert call.command is not None
    assert call.command.command == "uv run pytest"
    assert (call.command.status, call.command.exit_code) == ("unknown", None)
    assert call.command.output == "3 passed\nwarn" and call.command.duration_ms == 3000


def test_edits_from_inputs_and_patches(tmp_path: Path) -> None:
    """Edit/Write/MultiEdit calls record file edits; a failed edit records none."""
    p = [{"lines": [" a", "-b", "+c", "+d"]}]
    edit = {"file_path": "/repo/a.py", "old_string": "b", "new_string": "c\nd"}
    multi = {"file_path": "/repo/b.py", "edits": [{"old_string": "x\ny", "new_string": "z"}]}
    write = {"file_path": "/repo/n.py", "content": "1\n2\n3\n"}
    uses = [
        {"type": "tool_use", "id": "e1", "name": "Edit", "input": edit},
        {"type": "tool_use", "id": "e2", "name": "Write", "input": write},
        {"type": "tool_use", "id": "e3", "name": "MultiEdit", "input": multi},
        {"type": "tool_use", "id": "e4", "name": "Edit", "input": edit},
    ]
    created = {"type": "create", "structuredPatch": []}
    path = _write(
        tmp_path,
        [
            _user("u0", None, "00", "edit"),
            _assistant("a1", "u0", "01", "m1", *uses),
            _user("u1", "a1", "02", [_result("e1", "ok")], toolUseResult={"structuredPatch": p}),
            _user("u2", "u1", "03", [_result("e2", "ok")], toolUseResult=created),
            _user("u3", "u2", "04", [_result("e3", "ok")]),
            _user("u4", "u3", "05", [_result("e4", "String not found", is_error=True)]),
        ],
    )  # fmt: skip
    calls = {c.native_id: c for m in _read_one(path).messages for c in m.tool_calls}
    as_tuple = {
        key: [(e.path, e.kind, e.lines_added, e.lines_removed) for e in call.edits]
        for key, call in calls.items()
    }
    assert as_tuple == {
        "e1": [("/repo/a.py", "edit", 2, 1)],
        "e2": [("/repo/n.py", "write", 3, 0)],
        "e3": [("/repo/b.py", "edit", 1, 2)],
        "e4": [],
    }


def test_malformed_line_warns_and_rest_is_read(tmp_path: Path) -> None:
    """A broken JSON line is a warning with its line number; the other lines still count."""
    path = _write(
        tmp_path,
        [
            _user("u1", None, "01", "hello"),
            '{"type": "assistant", "message": {',
            _assistant("a1", "u1", "02", "m1", {"type": "text", "text": "hi"}),
        ],
    )
    parsed = _read_one(path)
    assert [w.line for w in parsed.warnings] == [2]
    assert [m.source_line for m in parsed.messages] == [1, 3]


def test_gzip_reads_identically(tmp_path: Path) -> None:
    """A gzip-compressed transcript yields the same session and messages as the plain one."""
    plain = _write(
        tmp_path,
        [
            _user("u1", None, "01", "hello"),
            _assistant("a1", "u1", "02", "m1", _bash("t1", "ls")),
            _user("u2", "a1", "03", [_result("t1", "a")]),
        ],
    )
    packed = tmp_path / "s.jsonl.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    one, two = _read_one(plain), _read_one(packed)
    assert two.messages == one.messages
    assert two.session.model_copy(update={"source_path": one.session.source_path}) == one.session
    assert detect_file(packed).name == "claude-code"


def test_detection_is_by_content(tmp_path: Path) -> None:
    """Claude Code lines are recognised under any name; other JSONL is not."""
    ours = _write(tmp_path, [_user("u1", None, "01", "hi")], "transcript.log.jsonl")
    other = _write(tmp_path, [{"type": "session_meta", "payload": {"id": "x"}}], "o.jsonl")
    assert claude_code.detect(ours, ours.read_bytes())
    assert not claude_code.detect(other, other.read_bytes())
    # A first line longer than the detection head is still recognised by its fields.
    head = ours.read_bytes()[:80]
    assert claude_code.detect(ours, head)


def test_title_preference_and_summary_only_file(tmp_path: Path) -> None:
    """custom-title beats a prompt, which beats a foreign summary; summary-only keeps a title."""
    foreign = {"type": "summary", "summary": "Earlier work", "leafUuid": "elsewhere"}
    custom = {"type": "custom-title", "customTitle": "My title", "sessionId": "sess-1"}
    prompt = _user("u1", None, "01", "x" * 200)
    titled = _read_one(_write(tmp_path, [foreign, prompt, custom], "a.jsonl"))
    assert titled.session.title == "My title"
    by_prompt = _read_one(_write(tmp_path, [foreign, prompt], "b.jsonl"))
    assert by_prompt.session.title is not None and len(by_prompt.session.title) == 120
    own = {"type": "summary", "summary": "This one", "leafUuid": "u1"}
    assert (
        _read_one(_write(tmp_path, [foreign, own, prompt], "c.jsonl")).session.title == "This one"
    )
    only = _read_one(_write(tmp_path, [foreign], "d.jsonl"))
    assert only.messages == [] and only.session.title == "Earlier work"
    assert only.session.id == "d"


def test_replayed_history_stores_each_call_once(tmp_path: Path) -> None:
    """A restarted session that writes the conversation again (new uuids, same message and
    tool-use ids) yields each call, its result and its text once; what follows is read."""
    first = [
        _user("u0", None, "00", "fix the build"),
        _assistant("a1", "u0", "01", "m1", {"type": "text", "text": "Checking."}),
        _assistant("a2", "a1", "02", "m1", _bash("t1", "git status")),
        _user("u1", "a2", "03", [_result("t1", "Exit code 1\nfatal: not a repo", True)]),
    ]
    replay = [
        _user("r0", None, "30", "fix the build"),
        _assistant("r1", "r0", "30", "m1", {"type": "text", "text": "Checking."}),
        _assistant("r2", "r1", "30", "m1", _bash("t1", "git status")),
        _user("r3", "r2", "30", [_result("t1", "Exit code 1\nfatal: not a repo", True)]),
    ]
    after = [
        _assistant("a3", "r3", "31", "m3", _bash("t2", "git init && git status")),
        _user("u3", "a3", "32", [_result("t2", "On branch main")]),
    ]
    parsed = _read_one(_write(tmp_path, first + replay + after))
    calls = [c for m in parsed.messages for c in m.tool_calls]
    assert [(c.native_id, c.command and c.command.status) for c in calls] == [
        ("t1", "failed"),
        ("t2", "ok"),
    ]
    results = [m for m in parsed.messages if m.kind == "tool_result"]
    assert len(results) == 2
    [draft] = [m for m in parsed.messages if m.native_id == "m1"]
    assert draft.text == "Checking."
    # The call after the replay hangs off the message that held the replayed result's call.
    [later] = [m for m in parsed.messages if m.native_id == "m3"]
    assert later.parent_id == "m1"


def test_permission_mode_denial_is_a_harness_error(tmp_path: Path) -> None:
    """A Bash call denied by the permission mode ("Permission for this tool use was denied",
    no prompt shown: subagents, headless runs) never ran: status error, no exit code."""
    denial = (
        "Permission for this tool use was denied. The tool use was rejected (eg. if it was a"
        " file edit, the new_string was NOT written to the file). Try a different approach."
    )
    lines: list[dict[str, object] | str] = [
        _user("u1", None, "01", "Run the tests"),
        _assistant("a1", "u1", "02", "m1", _bash("t1", "cargo test")),
        _user(
            "u2",
            "a1",
            "03",
            [_result("t1", denial, is_error=True)],
            toolUseResult=f"Error: {denial}",
        ),
        _assistant("a2", "u2", "04", "m2", _bash("t2", "cargo tset")),
        _user("u3", "a2", "05", [_result("t2", "Exit code 101\nerror: no such command", True)]),
    ]
    parsed = _read_one(_write(tmp_path, lines))
    commands = [c.command for m in parsed.messages for c in m.tool_calls if c.command]
    assert [(c.status, c.exit_code) for c in commands] == [("error", None), ("failed", 101)]
