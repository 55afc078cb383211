"""Claude Code 2.1 subagents echoed into the parent file as ``agent_progress`` lines are
rebuilt as sidechain sessions, only when the agent's own file is not beside the parent."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from sessgraph import api
from sessgraph.formats import _chunked, claude_code
from sessgraph.formats._chunked import read_in_parts
from sessgraph.models import CommandStatus, MessageKind, ParsedSession
from sessgraph.reading import source as reading
from test_parallel_ingest import dump
from test_readers_exact_in_repo import transcripts

SID = "5e551011-0000-4000-8000-000000000001"
AGENT = "a1b2c3d4e5f600789"
OUTER = {"sessionId": SID, "cwd": "/src/app", "version": "2.1.77", "gitBranch": "main"}


def _line(**fields: object) -> dict[str, object]:
    return {**OUTER, "isSidechain": False, "userType": "external", **fields}


def _progress(n: int, inner: dict[str, object], call: str = "toolu_agent1") -> dict[str, object]:
    """One agent_progress line echoing the subagent line ``inner``."""
    data = {"message": inner, "type": "agent_progress", "prompt": "", "agentId": AGENT}
    return _line(
        type="progress",
        data=data,
        toolUseID=f"agent_msg_{n}",
        parentToolUseID=call,
        uuid=f"p-{n}",
        timestamp=f"2026-03-17T17:55:{n:02d}.000Z",
    )


def _subagent_lines() -> list[dict[str, object]]:
    """The subagent: prompt, a Bash call (echoed twice), its failure, a closing text."""
    prompt: dict[str, object] = {
        "type": "user",
        "message": {"role": "user", "content": [{"type": "text", "text": "Run make and report"}]},
        "uuid": "a-u1",
        "timestamp": "2026-03-17T17:55:10.000Z",
    }
    bash: dict[str, object] = {
        "type": "assistant",
        "timestamp": "2026-03-17T17:55:11.000Z",
        "message": {
            "model": "claude-haiku-4-5-20251001",
            "id": "msg_agent_1",
            "type": "message",
            "role": "assistant",
            "content": [
                {
                    "type": "tool_use",
                    "id": "toolu_bash1",
                    "name": "Bash",
                    "input": {"command": "make"},
                }
            ],
        },
        "uuid": "a-u2",
    }
    failure: dict[str, object] = {
        "type": "user",
        "message": {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "content": "Exit code 2\nmake: *** No rule to make target 'all'.  Stop.",
                    "is_error": True,
                    "tool_use_id": "toolu_bash1",
                }
            ],
        },
        "uuid": "a-u3",
        "timestamp": "2026-03-17T17:55:12.000Z",
        "toolUseResult": "Error: Exit code 2\nmake: *** No rule to make target 'all'.  Stop.",
    }
    report: dict[str, object] = {
        "type": "assistant",
        "timestamp": "2026-03-17T17:55:13.000Z",
        "message": {
            "model": "claude-haiku-4-5-20251001",
            "id": "msg_agent_2",
            "type": "message",
            "role": "assistant",
            "content": [{"type": "text", "text": "make fails: no rule for target all."}],
        },
        "uuid": "a-u4",
    }
    # Line 4 and 5 echo the same subagent line (same uuid).
    return [
        _progress(3, prompt),
        _progress(4, bash),
        _progress(5, bash),
        _progress(6, failure),
        _progress(7, report),
    ]


def _prompt(uuid: str, text: str, parent: str | None) -> dict[str, object]:
    return _line(
        type="user",
        parentUuid=parent,
        uuid=uuid,
        timestamp="2026-03-17T17:55:00.000Z",
        message={"role": "user", "content": text},
    )


def _assistant(uuid: str, parent: str, msg_id: str, content: list[object]) -> dict[str, object]:
    return _line(
        type="assistant",
        parentUuid=parent,
        uuid=uuid,
        timestamp="2026-03-17T17:55:01.000Z",
        message={"model": "claude-opus-4-6", "id": msg_id, "role": "assistant", "content": content},
    )


def _agent_call() -> dict[str, object]:
    return {
        "type": "tool_use",
        "id": "toolu_agent1",
        "name": "Agent",
        "input": {
            "description": "Check the build",
            "prompt": "Run make and report",
            "subagent_type": "general-purpose",
        },
    }


def _agent_result() -> dict[str, object]:
    return _line(
        type="user",
        parentUuid="u2",
        uuid="u3",
        timestamp="2026-03-17T17:55:20.000Z",
        message={
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "toolu_agent1", "content": "make fails."}
            ],
        },
        toolUseResult={"status": "completed", "agentId": AGENT},
    )


def parent_file(folder: Path, turns: int = 1) -> Path:
    """A parent session: a prompt, an Agent call echoed in progress lines, its result; then
    ``turns - 1`` more prompts with a reply each."""
    lines = [
        _prompt("u1", "Why does the build fail?", None),
        _assistant("u2", "u1", "msg_main_1", [_agent_call()]),
        *_subagent_lines(),
        _agent_result(),
        _assistant("u4", "u3", "msg_main_2", [{"type": "text", "text": "No target all."}]),
    ]
    # Later prompts point at a user line (native id = uuid), so a parent in an earlier part
    # reads the same in parts (_chunked: such a parent stays the raw id).
    for n in range(1, turns):
        lines.append(
            _prompt(f"t{n}", f"Next question {n} " + "x" * 400, f"t{n - 1}" if n > 1 else "u3")
        )
        lines.append(_assistant(f"r{n}", f"t{n}", f"msg_r{n}", [{"type": "text", "text": "ok"}]))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{SID}.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def _commands(parsed: ParsedSession) -> list[tuple[str | None, int | None, str]]:
    return [
        (c.native_id, c.command.exit_code, str(c.command.status))
        for m in parsed.messages
        for c in m.tool_calls
        if c.command is not None
    ]


def test_subagent_is_rebuilt_from_progress_lines_when_its_file_is_absent(tmp_path: Path) -> None:
    """Without an agent file, the progress lines make the sidechain session <parent>:agent-<id>
    (repeats read once, parent file lines, the Bash failure's exit code, the call linked)."""
    parent, agent = claude_code.read(parent_file(tmp_path / "proj"))
    assert parent.session.id == SID and _commands(parent) == []
    assert [m.source_line for m in parent.messages] == [1, 2, 8, 9]
    session = agent.session
    assert session.id == f"{SID}:agent-{AGENT}" and session.parent_session_id == SID
    assert (session.title, session.agent) == ("Check the build", "general-purpose")
    assert (session.cwd, session.format_version, session.git_branch) == (
        "/src/app",
        "2.1.77",
        "main",
    )
    assert session.started_at == "2026-03-17T17:55:10.000Z"
    kinds = [(m.kind, m.source_line) for m in agent.messages]
    assert kinds == [
        (MessageKind.PROMPT, 3),
        (MessageKind.TOOL_CALL, 4),
        (MessageKind.TOOL_RESULT, 6),
        (MessageKind.TEXT, 7),
    ]
    assert all(m.is_sidechain for m in agent.messages)
    assert [m.parent_id for m in agent.messages] == [None, "a-u1", "msg_agent_1", "a-u3"]
    assert _commands(agent) == [("toolu_bash1", 2, CommandStatus.FAILED.value)]
    (call,) = parent.messages[1].tool_calls
    assert call.child_session_id == session.id


@pytest.mark.parametrize(
    "agent_file",
    [
        f"{SID}/subagents/agent-{AGENT}.jsonl",
        f"agent-{AGENT}.jsonl",
        f"agent-{AGENT}.jsonl.gz",
        f"proj__{SID[:8]}__agent-{AGENT}.jsonl",
    ],
)
def test_progress_lines_are_not_read_when_the_agent_file_is_beside(
    tmp_path: Path, agent_file: str
) -> None:
    """An agent whose own file is beside the parent (either layout) is that file's session:
    the parent yields only itself, and its call still names the agent's session."""
    path = parent_file(tmp_path / "proj")
    (path.parent / agent_file).parent.mkdir(parents=True, exist_ok=True)
    (path.parent / agent_file).write_bytes(b"")
    (parent,) = claude_code.read(path)
    assert parent.messages[1].tool_calls[0].child_session_id == f"{SID}:agent-{AGENT}"


def test_another_agents_file_beside_does_not_hide_this_agent(tmp_path: Path) -> None:
    """Only a file of the same agent id counts as the agent's own file."""
    path = parent_file(tmp_path / "proj")
    (path.parent / SID / "subagents").mkdir(parents=True)
    (path.parent / SID / "subagents" / "agent-affff0000.jsonl").write_bytes(b"")
    (path.parent / "agent-a1b2c3d4e5f6007890.jsonl").write_bytes(b"")
    assert [p.session.id for p in claude_code.read(path)] == [SID, f"{SID}:agent-{AGENT}"]


def _in_parts(
    path: Path, part_bytes: int, max_part_bytes: int | None = None
) -> list[ParsedSession]:
    return list(read_in_parts(claude_code.READER, path, part_bytes, max_part_bytes))


def test_parts_read_the_subagent_as_a_whole_read_does(tmp_path: Path) -> None:
    """Read in parts, the rebuilt subagent keeps its id, parent, lines and exit code."""
    path = parent_file(tmp_path / "proj", turns=6)
    parts = _in_parts(path, part_bytes=1024)
    assert len({p.session.source_path for p in parts}) == 1 and len(parts) > 3
    agents = [p for p in parts if p.session.parent_session_id == SID]
    whole = list(claude_code.read(path))
    assert [a.session.id for a in agents] == [whole[1].session.id]
    assert [m.source_line for m in agents[0].messages] == [3, 4, 6, 7]
    assert _commands(agents[0]) == _commands(whole[1])


def test_parts_see_the_agent_file_beside_the_original(tmp_path: Path) -> None:
    """The part's temporary file still sees the agent's own file beside the original."""
    path = parent_file(tmp_path / "proj", turns=6)
    (path.parent / SID / "subagents").mkdir(parents=True)
    (path.parent / SID / "subagents" / f"agent-{AGENT}.jsonl").write_bytes(b"")
    assert {p.session.id for p in _in_parts(path, part_bytes=1024)} == {SID}


@pytest.mark.parametrize("layout", [f"{SID}/subagents/agent-{AGENT}.jsonl", f"agent-{AGENT}.jsonl"])
def test_parts_see_the_agent_file_where_links_cannot_be_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, layout: str
) -> None:
    """Without symlinks (a filesystem refusing them), stand-ins still hide the agent."""

    def refuse(self: Path, target: Path, target_is_directory: bool = False) -> None:
        raise OSError("symlinks not supported")

    monkeypatch.setattr(Path, "symlink_to", refuse)
    path = parent_file(tmp_path / "proj", turns=6)
    (path.parent / layout).parent.mkdir(parents=True, exist_ok=True)
    (path.parent / layout).write_bytes(b"")
    assert {p.session.id for p in _in_parts(path, part_bytes=1024)} == {SID}


def test_subagent_cut_across_parts_is_stitched_into_one_session(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A turn cut inside the subagent's progress lines (memory first) still stores one
    subagent session with every message and its failed command, as a whole read does."""
    path = parent_file(tmp_path / "proj", turns=3)
    # Parts of at most the first three lines' size cut the subagent into lines 3 | 4-6 | 7:
    # the Bash call (4) and its result (6) stay together.
    head = sum(len(line) for line in path.read_bytes().splitlines(keepends=True)[:3])
    cut = _in_parts(path, part_bytes=head, max_part_bytes=head)
    agent_id = f"{SID}:agent-{AGENT}"
    assert [p.session.id for p in cut].count(agent_id) == 3
    assert any("was cut here" in w.message for p in cut for w in p.warnings)
    api.ingest(tmp_path / "whole.db", [path], extract=False)
    monkeypatch.setattr(reading, "PARTS_MIN_BYTES", 0)
    monkeypatch.setattr(_chunked, "PART_BYTES", head)
    monkeypatch.setattr(_chunked, "MAX_PART_BYTES", head)
    api.ingest(tmp_path / "parts.db", [path], extract=False)
    whole, parts = dump(tmp_path / "whole.db"), dump(tmp_path / "parts.db")
    assert parts["commands"] == whole["commands"] and len(whole["commands"]) == 1
    assert "'failed'" in whole["commands"][0] and ", 2, " in whole["commands"][0]
    assert len(parts["messages"]) == len(whole["messages"]) == 4 + 4 + 2 * 2
    sessions = [r for r in parts["sessions"] if agent_id in r]
    assert len(sessions) == 1 and "Check the build" in sessions[0]


def test_ingest_in_parts_equals_whole_ingest_with_a_rebuilt_subagent(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stored rows of a parent with an echoed subagent are the same read whole or in parts."""
    path = parent_file(tmp_path / "proj", turns=6)
    api.ingest(tmp_path / "whole.db", [path])
    monkeypatch.setattr(reading, "PARTS_MIN_BYTES", 0)
    monkeypatch.setattr(_chunked, "PART_BYTES", 1024)
    api.ingest(tmp_path / "parts.db", [path])
    whole = dump(tmp_path / "whole.db")
    assert dump(tmp_path / "parts.db") == whole
    assert sum(f"{SID}:agent-{AGENT}" in row for row in whole["sessions"]) == 1


# Independent counts (jq over the file's agent_progress lines): distinct Bash tool_use ids per
# agentId; the one is_error tool_result among them answers a Read (EISDIR), not a Bash call.
_RUST_JJ = "claude_code/vc-x1-claude__dac8bfb4-f6c6-4786-97fb-154b55364f74.jsonl"
_RUST_JJ_BASH = {"af99685da953c81b6": 13, "a13f56f307d1dbb3e": 6, "ad69b0aec12b96aef": 8}


def test_real_parent_file_yields_its_three_explore_subagents() -> None:
    """dac8bfb4 (claude-code-rust-jj): 187 agent_progress lines become three Explore
    sessions holding the 27 Bash calls the top-level labels leave out."""
    root = transcripts("claude-code-rust-jj")
    if root is None or not (root / _RUST_JJ).is_file():
        pytest.skip("claude-code-rust-jj transcripts not available (data, not committed)")
    parent, *agents = claude_code.read(root / _RUST_JJ)
    prefix = f"{parent.session.id}:agent-"
    bash = {
        a.session.id.removeprefix(prefix): len(_commands(a))
        for a in agents
        if a.session.parent_session_id == parent.session.id
    }
    assert bash == _RUST_JJ_BASH
    assert {a.session.agent for a in agents} == {"Explore"}
    assert all(m.is_sidechain for a in agents for m in a.messages)
    assert all(status == "ok" for a in agents for _, _, status in _commands(a))
    linked = {c.child_session_id for m in parent.messages for c in m.tool_calls}
    assert {a.session.id for a in agents} <= linked


def test_agent_file_copied_in_later_replaces_the_rebuilt_subagent(tmp_path: Path) -> None:
    """A parent stored with a rebuilt subagent, then the agent's own file copied in: the file
    is the session (one copy, stored from it, no duplicate warning), the parent unchanged."""
    path = parent_file(tmp_path / "proj")
    db = tmp_path / "s.db"
    api.ingest(db, [tmp_path / "proj"])
    agent_path = path.parent / SID / "subagents" / f"agent-{AGENT}.jsonl"
    agent_path.parent.mkdir(parents=True)
    echoed = [line["data"]["message"] for line in _subagent_lines()]  # type: ignore[index]
    own = [{**OUTER, "isSidechain": True, "agentId": AGENT, **line} for line in echoed]
    agent_path.write_text("".join(json.dumps(line) + "\n" for line in own), encoding="utf-8")
    api.ingest(db, [tmp_path / "proj"])
    conn = sqlite3.connect(db)
    sessions = conn.execute("SELECT id, source_path FROM sessions ORDER BY id").fetchall()
    assert sessions == [(SID, str(path)), (f"{SID}:agent-{AGENT}", str(agent_path))]
    warnings = conn.execute("SELECT message FROM ingest_warnings").fetchall()
    assert not [w for (w,) in warnings if "also in" in w]
    commands = conn.execute("SELECT session_id, command FROM commands").fetchall()
    assert commands == [(f"{SID}:agent-{AGENT}", "make")]
