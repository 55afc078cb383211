"""The OpenHands reader against the real corpus and small synthetic event lists."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from conftest import CORPUS, corpus_file
from sessgraph.formats import openhands, swe_agent
from sessgraph.models import Command, ParsedSession

OH = "openhands"


def _corpus_files() -> list[str]:
    root = CORPUS / OH
    if not root.is_dir():
        return [f"{OH}/missing"]  # corpus_file() turns this into a skip with the reason
    return sorted(str(p.relative_to(CORPUS)) for p in root.rglob("*") if p.is_file())


def _read_one(path: Path) -> ParsedSession:
    sessions = list(openhands.read(path))
    assert len(sessions) == 1
    return sessions[0]


def _write(tmp_path: Path, events: list[object], name: str = "t.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(events, indent=2))
    return path


def _event(
    event_id: int, second: int, source: str = "agent", **fields: object
) -> dict[str, object]:
    event: dict[str, object] = {
        "id": event_id,
        "timestamp": f"2025-01-01T00:00:{second:02d}",
        "source": source,
        "message": "",
    }
    event.update(fields)
    return event


def _user(event_id: int, text: str) -> dict[str, object]:
    return _event(event_id, event_id, "user", action="message", args={"content": text})


def _run(event_id: int, command: str, **args: object) -> dict[str, object]:
    call = {"function_name": "execute_bash", "tool_call_id": f"call_{event_id}"}
    return _event(
        event_id,
        event_id,
        action="run",
        args={"command": command, "thought": f"run {command}", **args},
        tool_call_metadata=call,
    )


def _ran(
    event_id: int, cause: int, second: int, code: int, content: str = "", suffix: str = ""
) -> dict[str, object]:
    metadata = {"exit_code": code, "working_dir": "/repo", "suffix": suffix}
    return _event(
        event_id,
        second,
        observation="run",
        cause=cause,
        content=content,
        extras={"command": "x", "metadata": metadata},
    )


def _commands(parsed: ParsedSession) -> list[Command]:
    return [c.command for m in parsed.messages for c in m.tool_calls if c.command is not None]


@pytest.mark.corpus
@pytest.mark.parametrize("relative", _corpus_files())
def test_every_corpus_file_reads(relative: str) -> None:
    """Every OpenHands corpus file is detected and reads without an exception or a warning."""
    path = corpus_file(relative)
    head = path.read_bytes()[:65536]
    assert openhands.detect(path, head) and not swe_agent.detect(path, head)
    parsed = _read_one(path)
    assert parsed.warnings == []
    assert parsed.session.format == "openhands"
    assert [m.seq for m in parsed.messages] == list(range(len(parsed.messages)))


# Expected numbers were counted WITHOUT sessgraph, by a throwaway Python script over the raw
# JSON (json.load only): tool actions = agent actions other than message / system / finish /
# reject / think / condensation / change_agent_state / recall; messages = message, system,
# finish, reject and think actions + tool actions + observations whose `cause` is a tool
# action; prompts = message actions with source user; shell = run actions with a non-empty
# command and no is_input; failed = their observations' metadata.exit_code not in 0/-1/130;
# running = exit_code -1 with "no new output" in metadata.suffix; unknown = shell commands
# neither ok (exit 0), failed nor running.
PINNED = {
    f"{OH}/runtime_trajs__basic.json": dict(
        messages=4, prompts=1, tool_calls=1, shell=0, failed=0, unknown=0, running=0, edits=1
    ),
    f"{OH}/runtime_trajs__basic_gui_mode.json": dict(
        messages=10, prompts=1, tool_calls=4, shell=2, failed=0, unknown=0, running=1, edits=2
    ),
    f"{OH}/runtime_trajs__basic_interactions.json": dict(
        messages=6, prompts=3, tool_calls=0, shell=0, failed=0, unknown=0, running=0, edits=0
    ),
    f"{OH}/runtime_trajs__wrong_initial_state.json": dict(
        messages=8, prompts=1, tool_calls=3, shell=1, failed=0, unknown=0, running=0, edits=0
    ),
}


@pytest.mark.corpus
@pytest.mark.parametrize("relative", sorted(PINNED))
def test_pinned_counts(relative: str) -> None:
    """Message, prompt, tool-call and command counts match the independent counts."""
    parsed = _read_one(corpus_file(relative))
    calls = [c for m in parsed.messages for c in m.tool_calls]
    commands = _commands(parsed)
    actual = dict(
        messages=len(parsed.messages),
        prompts=sum(m.kind == "prompt" for m in parsed.messages),
        tool_calls=len(calls),
        shell=len(commands),
        failed=sum(c.status == "failed" for c in commands),
        unknown=sum(c.status == "unknown" for c in commands),
        running=sum(c.status == "running" for c in commands),
        edits=sum(len(c.edits) for c in calls),
    )
    assert actual == PINNED[relative]


@pytest.mark.corpus
def test_gui_mode_details() -> None:
    """The real -1 observation is running with no exit code; edits come from the contents."""
    parsed = _read_one(corpus_file(f"{OH}/runtime_trajs__basic_gui_mode.json"))
    first, server = _commands(parsed)
    assert (first.status, first.exit_code, first.cwd, first.duration_ms) == (
        "ok",
        0,
        "/workspace",
        658,
    )
    assert server.command == "cd /workspace/todo-app && python3 -m http.server 8000"
    assert (server.status, server.exit_code, server.cwd) == ("running", None, "/workspace")
    assert server.output is not None and server.output.startswith("Serving HTTP")
    edits = [e for m in parsed.messages for c in m.tool_calls for e in c.edits]
    assert [(e.path, e.kind, e.lines_removed) for e in edits] == [
        ("/workspace/todo-app/index.html", "write", 0),
        ("/workspace/todo-app/app.js", "write", 0),
    ]
    assert all(e.lines_added > 40 for e in edits)
    assert parsed.session.title == "I want to create a VueJS app that allows me to:"
    assert parsed.session.model == "claude-3-5-sonnet-20241022"


def test_exit_codes_and_minus_one(tmp_path: Path) -> None:
    """0 ok, 2 failed, 130 interrupted; -1 is running / interrupted / unknown by its suffix."""
    no_change = "\n[The command has no new output after 30 seconds. You may wait longer...]"
    hard = "\n[The command timed out after 120.0 seconds. You may wait longer...]"
    path = _write(
        tmp_path,
        [
            _user(0, "go"),
            _run(1, "true"), _ran(2, 1, 3, 0),
            _run(4, "false"), _ran(5, 4, 6, 2, "boom"),
            _run(7, "sleep 99"), _ran(8, 7, 9, 130),
            _run(10, "serve"), _ran(11, 10, 41, -1, "listening", no_change),
            _run(12, "make"), _ran(13, 12, 50, -1, "", hard),
            _run(14, "odd"), _ran(15, 14, 16, -1),
        ],
    )  # fmt: skip
    outcomes = [(c.command, c.status, c.exit_code) for c in _commands(_read_one(path))]
    assert outcomes == [
        ("true", "ok", 0),
        ("false", "failed", 2),
        ("sleep 99", "interrupted", 130),
        ("serve", "running", None),
        ("make", "interrupted", None),
        ("odd", "unknown", None),
    ]


def test_continuation_completes_running_command(tmp_path: Path) -> None:
    """An empty 'more output' command is no new Command; its real exit code ends the running one."""
    no_change = "\n[The command has no new output after 30 seconds.]"
    path = _write(
        tmp_path,
        [
            _user(0, "test"),
            _run(1, "pytest"), _ran(2, 1, 31, -1, "collecting", no_change),
            _run(3, "", is_input=False), _ran(4, 3, 40, 1, "1 failed"),
        ],
    )  # fmt: skip
    parsed = _read_one(path)
    [command] = _commands(parsed)
    assert (command.command, command.status, command.exit_code) == ("pytest", "failed", 1)
    assert command.duration_ms == 30000
    calls = [c for m in parsed.messages for c in m.tool_calls]
    assert len(calls) == 2 and calls[1].command is None and calls[1].result_text == "1 failed"


def test_observations_pair_by_cause(tmp_path: Path) -> None:
    """Observations find their action by `cause`, whatever order they arrive in."""
    path = _write(
        tmp_path,
        [
            _user(0, "two things"),
            _run(1, "first"),
            _run(2, "second"),
            _ran(3, 2, 5, 1, "second out"),
            _ran(4, 1, 6, 0, "first out"),
        ],
    )
    parsed = _read_one(path)
    kinds = [(m.role, m.kind, m.native_id, m.parent_id) for m in parsed.messages]
    assert kinds == [
        ("user", "prompt", "0", None),
        ("assistant", "tool_call", "1", None),
        ("assistant", "tool_call", "2", None),
        ("tool", "tool_result", "3", "2"),
        ("tool", "tool_result", "4", "1"),
    ]
    first, second = _commands(parsed)
    assert (first.output, first.status) == ("first out", "ok")
    assert (second.output, second.status) == ("second out", "failed")
    calls = [c for m in parsed.messages for c in m.tool_calls]
    assert [c.native_id for c in calls] == ["call_1", "call_2"]
    assert calls[0].result_text == "first out"


def test_errors_rejections_and_bookkeeping(tmp_path: Path) -> None:
    """error / user_rejected answers; unanswered errors are error messages; null is skipped."""
    path = _write(
        tmp_path,
        [
            _user(0, "go"),
            _event(1, 1, "environment", observation="null", cause=0, content="", extras={}),
            _run(2, "rm -rf /"),
            _event(3, 3, observation="user_rejected", cause=2, content="rejected", extras={}),
            _run(4, "ls"),
            _event(5, 5, observation="error", cause=4, content="runtime died", extras={}),
            _event(6, 6, observation="error", content="LLM failed", extras={}),
            _event(7, 7, action="think", args={"thought": "hmm"}),
            _event(8, 8, action="finish", args={"thought": "done", "outputs": {}}),
        ],
    )
    parsed = _read_one(path)
    kinds = [(m.role, m.kind) for m in parsed.messages]
    assert kinds == [
        ("user", "prompt"),
        ("assistant", "tool_call"),
        ("tool", "tool_result"),
        ("assistant", "tool_call"),
        ("tool", "tool_result"),
        ("system", "error"),
        ("assistant", "reasoning"),
        ("assistant", "text"),
    ]
    rejected, errored = _commands(parsed)
    assert (rejected.status, rejected.exit_code) == ("interrupted", None)
    assert (errored.status, errored.exit_code) == ("error", None)
    assert parsed.messages[-1].text == "done"
    assert parsed.warnings == []


def test_edit_and_write_actions(tmp_path: Path) -> None:
    """Edits come from observation contents, else from args; an error result records none."""
    replace = {"path": "/r/a.py", "command": "str_replace", "old_str": "x\ny", "new_str": "z"}
    observed = {
        "path": "/r/b.py",
        "prev_exist": True,
        "old_content": "1\n2\n3\n",
        "new_content": "1\n9\n3\n4\n",
    }
    path = _write(
        tmp_path,
        [
            _user(0, "edit"),
            _event(1, 1, action="edit", args=replace),
            _event(2, 2, observation="edit", cause=1, content="ok", extras={"path": "/r/a.py"}),
            _event(3, 3, action="edit", args={"path": "/r/b.py", "command": "str_replace"}),
            _event(4, 4, observation="edit", cause=3, content="diff", extras=observed),
            _event(5, 5, action="write", args={"path": "/r/n.txt", "content": "a\nb\n"}),
            _event(6, 6, observation="write", cause=5, content="", extras={"path": "/r/n.txt"}),
            _event(7, 7, action="edit", args=replace),
            _event(8, 8, observation="error", cause=7, content="old_str not found", extras={}),
        ],
    )  # fmt: skip
    calls = [c for m in _read_one(path).messages for c in m.tool_calls]
    edits = [[(e.path, e.kind, e.lines_added, e.lines_removed) for e in c.edits] for c in calls]
    assert edits == [
        [("/r/a.py", "edit", 1, 2)],
        [("/r/b.py", "edit", 2, 1)],
        [("/r/n.txt", "write", 2, 0)],
        [],
    ]
    assert calls[3].is_error is True


def test_malformed_events_warn_and_rest_is_read(tmp_path: Path) -> None:
    """A non-object event and an event of no kind are warnings with their record index."""
    path = _write(tmp_path, [_user(0, "hi"), 42, {"id": 3}, _run(4, "ls"), _ran(5, 4, 6, 0)])
    parsed = _read_one(path)
    assert [w.line for w in parsed.warnings] == [2, 3]
    assert [m.source_line for m in parsed.messages] == [1, 4, 5]


def test_truncated_file_keeps_complete_events(tmp_path: Path) -> None:
    """Invalid JSON is a warning with its line; the events before the break are still read."""
    text = json.dumps([_user(0, "hi"), _run(1, "ls"), _ran(2, 1, 3, 0)], indent=2)
    path = tmp_path / "cut.json"
    path.write_text(text[: text.rindex('"extras"')])
    parsed = _read_one(path)
    assert [m.kind for m in parsed.messages] == ["prompt", "tool_call"]
    [warning] = parsed.warnings
    assert warning.line is not None and warning.line > 20 and "invalid JSON" in warning.message
    [command] = _commands(parsed)
    assert command.status == "unknown"


def test_gzip_reads_identically(tmp_path: Path) -> None:
    """A gzip-compressed event list yields the same session and messages as the plain one."""
    plain = _write(tmp_path, [_user(0, "hello"), _run(1, "ls"), _ran(2, 1, 3, 0, "a")])
    packed = tmp_path / "t.json.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    one, two = _read_one(plain), _read_one(packed)
    assert two.messages == one.messages
    assert two.session.model_copy(update={"source_path": one.session.source_path}) == one.session
    assert one.session.id == two.session.id == "t"


def test_detection_is_by_content(tmp_path: Path) -> None:
    """An event list is recognised under any name; other JSON lists and objects are not."""
    ours = _write(tmp_path, [_user(0, "hi")], "anything.json")
    other = _write(tmp_path, [{"role": "user", "content": "hi"}], "chat.json")
    obj = _write(tmp_path, {"trajectory": [], "history": []}, "x.json")  # type: ignore[arg-type]
    assert openhands.detect(ours, ours.read_bytes())
    assert not openhands.detect(other, other.read_bytes())
    assert not openhands.detect(obj, obj.read_bytes())
