"""The SWE-agent reader against the real corpus and small synthetic trajectories."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from conftest import CORPUS, corpus_file
from sessgraph.formats import openhands, swe_agent
from sessgraph.models import Command, ParsedSession, ToolCall

SA = "swe_agent"
SYSTEM = "SETTING: you are a programmer.\nCOMMANDS:\nfrobnicate:\n  docstring: frobs a file\n"
TASK = "We're currently solving the following issue.\nISSUE:\nThe parser crashes\nDetails..."


def _corpus_files() -> list[str]:
    root = CORPUS / SA
    if not root.is_dir():
        return [f"{SA}/missing"]  # corpus_file() turns this into a skip with the reason
    return sorted(str(p.relative_to(CORPUS)) for p in root.rglob("*") if p.is_file())


def _read_one(path: Path) -> ParsedSession:
    sessions = list(swe_agent.read(path))
    assert len(sessions) == 1
    return sessions[0]


def _write(tmp_path: Path, document: object, name: str = "inst-1.traj") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(document, indent=2))
    return path


def _old_form(*steps: tuple[str, str]) -> dict[str, object]:
    """A 0.x trajectory: (action, raw observation) steps, observations wrapped as 0.x does."""
    history: list[object] = [
        {"role": "system", "content": SYSTEM, "agent": "primary"},
        {"role": "user", "content": TASK, "agent": "primary"},
    ]
    trajectory: list[object] = []
    for action, observation in steps:
        shown = observation or "Your command ran successfully and did not produce any output."
        seen = f"{shown}\n(Open file: /repo/a.py)\n(Current directory: /repo)\nbash-$"
        history.append(
            {"role": "assistant", "content": f"Do it\n```\n{action}\n```", "action": action}
        )
        history.append({"role": "user", "content": seen, "agent": "primary"})
        state = json.dumps({"open_file": "/repo/a.py", "working_dir": "/repo"})
        trajectory.append({"action": action, "observation": observation, "state": state})
    return {"environment": "swe_main", "trajectory": trajectory, "history": history, "info": {}}


def _calls(parsed: ParsedSession) -> list[ToolCall]:
    return [c for m in parsed.messages for c in m.tool_calls]


def _commands(parsed: ParsedSession) -> list[Command]:
    return [c.command for c in _calls(parsed) if c.command is not None]


@pytest.mark.corpus
@pytest.mark.parametrize("relative", _corpus_files())
def test_every_corpus_file_reads(relative: str) -> None:
    """Every SWE-agent corpus file is detected and reads without an exception or a warning."""
    path = corpus_file(relative)
    head = path.read_bytes()[:65536]
    assert swe_agent.detect(path, head) and not openhands.detect(path, head)
    parsed = _read_one(path)
    assert parsed.warnings == []
    assert parsed.session.format == "swe-agent"
    assert [m.seq for m in parsed.messages] == list(range(len(parsed.messages)))
    assert sum(m.kind == "prompt" for m in parsed.messages) == 1


# Expected numbers were counted WITHOUT sessgraph, by a throwaway Python script over the raw
# JSON (json.load only): messages = len(history) + 2 x trajectory steps beyond the history's
# assistant actions (1.x omits the final submit from history); prompts = 1 (the task);
# tool_calls = assistant items with an action + those extra steps; shell = trajectory steps
# whose action's first word is neither documented in the system prompt ("name:\n
# docstring:") nor one of open/goto/scroll_*/create/edit/insert/search_*/find_file/submit/
# decompile; failed = shell steps `python …` whose observation starts with "Traceback" (no
# "command not found" occurs); interrupted = "EXECUTION TIMED OUT"; ok = empty observation;
# unknown = the rest; edits = edit/create/insert steps not answered "NOT been applied".
PINNED = {
    f"{SA}/demo__ctf_rev_rock.traj": dict(
        version="0.x", messages=25, prompts=1, tool_calls=12, shell=3, failed=0, unknown=2,
        interrupted=1, ok=0, edits=2,
    ),
    f"{SA}/demo__ctf_web_i_got_id.traj": dict(
        version="0.x", messages=43, prompts=1, tool_calls=21, shell=18, failed=0, unknown=18,
        interrupted=0, ok=0, edits=2,
    ),
    f"{SA}/demo__marshmallow-1867__function_calling_replace_from_source.traj": dict(
        version="1.x", messages=28, prompts=1, tool_calls=13, shell=6, failed=0, unknown=5,
        interrupted=0, ok=1, edits=3,
    ),
    f"{SA}/testdata__6e44b9__sweagenttestrepo-1c2844.traj": dict(
        version="1.x", messages=12, prompts=1, tool_calls=5, shell=1, failed=0, unknown=1,
        interrupted=0, ok=0, edits=1,
    ),
    f"{SA}/testdata__pydicom__pydicom-1458.traj": dict(
        version="0.x", messages=26, prompts=1, tool_calls=12, shell=3, failed=1, unknown=1,
        interrupted=0, ok=1, edits=3,
    ),
    f"{SA}/testdata__swe-agent__test-repo-i1.traj": dict(
        version="0.x", messages=12, prompts=1, tool_calls=5, shell=1, failed=0, unknown=1,
        interrupted=0, ok=0, edits=1,
    ),
}  # fmt: skip


@pytest.mark.corpus
@pytest.mark.parametrize("relative", sorted(PINNED))
def test_pinned_counts(relative: str) -> None:
    """Message, prompt, tool-call, command and edit counts match the independent counts."""
    parsed = _read_one(corpus_file(relative))
    commands = _commands(parsed)
    actual = dict(
        version=parsed.session.format_version,
        messages=len(parsed.messages),
        prompts=sum(m.kind == "prompt" for m in parsed.messages),
        tool_calls=len(_calls(parsed)),
        shell=len(commands),
        failed=sum(c.status == "failed" for c in commands),
        unknown=sum(c.status == "unknown" for c in commands),
        interrupted=sum(c.status == "interrupted" for c in commands),
        ok=sum(c.status == "ok" for c in commands),
        edits=sum(len(c.edits) for c in _calls(parsed)),
    )
    assert actual == PINNED[relative]
    assert all(c.exit_code is None for c in commands)  # SWE-agent records none


@pytest.mark.corpus
def test_pydicom_details() -> None:
    """0.x: demo is meta, the traceback run failed, rejected edits record no change."""
    parsed = _read_one(corpus_file(f"{SA}/testdata__pydicom__pydicom-1458.traj"))
    session = parsed.session
    assert session.id == "testdata__pydicom__pydicom-1458"
    assert (
        session.title == "Pixel Representation attribute should be optional for pixel data handler"
    )
    assert session.cwd == "/pydicom__pydicom"
    assert [m.kind for m in parsed.messages[:3]] == ["meta", "meta", "prompt"]
    failed, unknown, ok = _commands(parsed)
    assert (failed.command, failed.status, failed.cwd) == (
        "python reproduce_bug.py",
        "failed",
        "/pydicom__pydicom",
    )
    assert failed.output is not None and failed.output.startswith("Traceback")
    assert (unknown.status, ok.command, ok.status) == ("unknown", "rm reproduce_bug.py", "ok")
    edits = [c for c in _calls(parsed) if c.name == "edit"]
    assert [c.is_error for c in edits] == [None, True, True, True, None]
    assert [(e.lines_added, e.lines_removed) for c in edits for e in c.edits] == [(18, 1), (11, 10)]
    # The submit has no observation message in history; its result comes from the step.
    submit = _calls(parsed)[-1]
    assert submit.name == "submit" and submit.result_text and "diff --git" in submit.result_text


@pytest.mark.corpus
def test_function_calling_details() -> None:
    """1.x: tool names from tool_calls, durations from execution_time, submit from a step."""
    parsed = _read_one(corpus_file(f"{SA}/testdata__6e44b9__sweagenttestrepo-1c2844.traj"))
    assert [c.name for c in _calls(parsed)] == ["find_file", "open", "edit", "bash", "submit"]
    [command] = _commands(parsed)
    assert command.command == "python3 /SWE-agent__test-repo/tests/missing_colon.py"
    assert command.duration_ms == 292 and command.output == "8.2"
    assert _calls(parsed)[0].native_id == "call_fJuazlMUN5fQDQ73G6XSpYpx"
    assert parsed.session.title == "SyntaxError: invalid syntax"
    assert parsed.session.model == "gpt-4o"
    edit = _calls(parsed)[2]
    assert [(e.path, e.lines_added, e.lines_removed) for e in edit.edits] == [
        ("/SWE-agent__test-repo/tests/missing_colon.py", 1, 1)
    ]


def test_status_rules(tmp_path: Path) -> None:
    """Only unambiguous output decides a status; everything else stays unknown."""
    crash = 'Traceback (most recent call last):\n  File "x.py"\nZeroDivisionError: by zero'
    syntax = '  File "y.py", line 4\n    def f()\n          ^\nSyntaxError: invalid syntax'
    path = _write(
        tmp_path,
        _old_form(
            ("frob --all", "bash: frob: command not found"),
            ("cd src && frob", "bash: frob: command not found"),
            ("python x.py", crash),
            ("python3 y.py", syntax),
            ("cat log.txt", crash),
            ("rm -f a", ""),
            ("./serve", "\nEXECUTION TIMED OUT"),
            ("echo 'a", "Your bash command contained syntax errors and was NOT executed."),
            ("ls", "a.py\nb.py"),
        ),
    )
    outcomes = [(c.command, c.status, c.exit_code) for c in _commands(_read_one(path))]
    assert outcomes == [
        ("frob --all", "failed", 127),
        ("cd src && frob", "unknown", None),
        ("python x.py", "failed", None),
        ("python3 y.py", "failed", None),
        ("cat log.txt", "unknown", None),
        ("rm -f a", "ok", None),
        ("./serve", "interrupted", None),
        ("echo 'a", "error", None),
        ("ls", "unknown", None),
    ]


def test_special_commands_are_tools(tmp_path: Path) -> None:
    """SWE-agent's own and prompt-documented commands are tools; anything else runs in bash."""
    path = _write(
        tmp_path,
        _old_form(
            ("open a.py", "[File: /repo/a.py (3 lines total)]"),
            ("frobnicate a.py", "frobbed"),
            ("scroll_down", "..."),
            ("grep -rn foo .", "a.py:1:foo"),
            ("submit", "diff --git a/a.py b/a.py"),
        ),
    )
    calls = _calls(_read_one(path))
    assert [(c.name, c.command is not None) for c in calls] == [
        ("open", False),
        ("frobnicate", False),
        ("scroll_down", False),
        ("bash", True),
        ("submit", False),
    ]
    assert calls[3].command is not None and calls[3].command.cwd == "/repo"


def test_edits_and_failed_edits(tmp_path: Path) -> None:
    """edit N:M, create, insert and str_replace_editor record edits; rejected edits none."""
    replace = "str_replace_editor str_replace /repo/b.py --old_str 'x = 1\ny = 2' --new_str 'x = 3'"
    create = "str_replace_editor create /repo/new.py --file_text 'a\nb\nc'"
    missing = "str_replace_editor str_replace /repo/b.py --old_str q --new_str r"
    path = _write(
        tmp_path,
        _old_form(
            ("create notes.md", "[File: /repo/notes.md (1 lines total)]\n1:"),
            ("edit 2:4\nalpha\nbeta\nend_of_edit", "[File: /repo/a.py (9 lines total)]\n1:..."),
            ("edit 2:2\nbad(\nend_of_edit", "Your proposed edit has introduced new syntax error"),
            ("insert 'one\ntwo'", "[File: /repo/a.py (11 lines total)]"),
            (replace, "The file /repo/b.py has been edited."),
            (create, "File created successfully at: /repo/new.py"),
            (missing, "No replacement was performed, old_str `q` did not appear verbatim."),
        ),
    )  # fmt: skip
    calls = _calls(_read_one(path))
    edits = [[(e.path, e.kind, e.lines_added, e.lines_removed) for e in c.edits] for c in calls]
    assert edits == [
        [("/repo/notes.md", "write", 0, 0)],
        [("/repo/a.py", "edit", 2, 3)],
        [],
        [("/repo/a.py", "edit", 2, 0)],
        [("/repo/b.py", "edit", 1, 2)],
        [("/repo/new.py", "write", 3, 0)],
        [],
    ]
    assert [c.is_error for c in calls] == [None, None, True, None, None, None, True]


def test_function_call_arguments_drive_edits_and_commands(tmp_path: Path) -> None:
    """1.x tool_calls: bash runs its `command` argument; str_replace_editor edits by its args."""

    def action(
        call_id: str, name: str, arguments: dict[str, object], text: str
    ) -> dict[str, object]:
        function = {"name": name, "arguments": json.dumps(arguments)}
        return {
            "role": "assistant", "content": "thinking", "action": text, "message_type": "action",
            "tool_calls": [{"id": call_id, "type": "function", "function": function}],
        }  # fmt: skip

    def result(call_id: str, text: str) -> dict[str, object]:
        return {
            "role": "tool",
            "content": text,
            "tool_call_ids": [call_id],
            "message_type": "observation",
        }

    edit_args = {"command": "insert", "path": "/w/a.py", "insert_line": 3, "new_str": "x\ny"}
    edit_text = "str_replace_editor insert /w/a.py"
    edited = "The file /w/a.py has been edited."
    silent = "Your command ran successfully and did not produce any output.\n(Open file: n/a)"
    task = "<pr_description>\nFix the bug\n</pr_description>"
    document = {
        "trajectory": [
            {"action": "pytest -q", "observation": "", "execution_time": 1.5, "state": {}},
            {"action": edit_text, "observation": edited, "state": {"working_dir": "/w"}},
        ],
        "history": [
            {"role": "system", "content": "sys", "message_type": "system_prompt"},
            {"role": "user", "content": task, "message_type": "observation"},
            action("c1", "bash", {"command": "pytest -q"}, "pytest -q"),
            result("c1", silent),
            action("c2", "str_replace_editor", edit_args, edit_text),
            result("c2", edited),
        ],
        "info": {"swe_agent_version": "1.1.0"},
        "replay_config": json.dumps({"agent": {"model": {"name": "claude-x"}}}),
    }  # fmt: skip
    parsed = _read_one(_write(tmp_path, document))
    run, edit = _calls(parsed)
    assert run.command is not None
    assert (run.command.command, run.command.status, run.command.duration_ms) == (
        "pytest -q",
        "ok",
        1500,
    )
    assert [(e.path, e.lines_added) for e in edit.edits] == [("/w/a.py", 2)]
    assert [m.kind for m in parsed.messages] == [
        "meta", "prompt", "tool_call", "tool_result", "tool_call", "tool_result"
    ]  # fmt: skip
    session = parsed.session
    assert (session.title, session.model, session.format_version) == (
        "Fix the bug",
        "claude-x",
        "1.1.0",
    )


def test_history_defines_messages_without_double_counting(tmp_path: Path) -> None:
    """Steps join their history actions; only steps after the last match add messages."""
    document = _old_form(("ls", "a.py"), ("cat a.py", "print(1)"))
    trajectory = document["trajectory"]
    assert isinstance(trajectory, list)
    trajectory.append({"action": "submit", "observation": "diff", "state": "{}"})
    parsed = _read_one(_write(tmp_path, document))
    kinds = [m.kind for m in parsed.messages]
    assert kinds == ["meta", "prompt"] + ["tool_call", "tool_result"] * 3
    assert [c.name for c in _calls(parsed)] == ["bash", "bash", "submit"]
    # Raw step output (without the 0.x template) is the call's result and the command output.
    assert _calls(parsed)[0].result_text == "a.py"
    assert parsed.session.title == "The parser crashes"


def test_trajectory_only_file(tmp_path: Path) -> None:
    """Without history, each step becomes an assistant message and a tool result."""
    document = {
        "trajectory": [{"action": "ls\n", "observation": "a", "response": "Look.\n```\nls\n```"}],
        "info": {},
    }
    parsed = _read_one(_write(tmp_path, document))
    assert [(m.role, m.kind, m.text) for m in parsed.messages] == [
        ("assistant", "tool_call", "Look.\n```\nls\n```"),
        ("tool", "tool_result", "a"),
    ]
    assert parsed.warnings == []


def test_malformed_input_warns_with_location(tmp_path: Path) -> None:
    """A bad history item warns with its index, the rest is read; bad JSON names its line."""
    document = _old_form(("ls", "a.py"))
    history = document["history"]
    assert isinstance(history, list)
    history.insert(2, "garbage")
    parsed = _read_one(_write(tmp_path, document))
    assert [(w.line, "history[2]" in w.message) for w in parsed.warnings] == [(3, True)]
    assert [m.kind for m in parsed.messages] == ["meta", "prompt", "tool_call", "tool_result"]
    broken = tmp_path / "broken.traj"
    broken.write_text('{\n  "trajectory": [\n    {"action": "ls",\n')
    bad = _read_one(broken)
    assert bad.messages == [] and [w.line for w in bad.warnings] == [4]


def test_gzip_reads_identically(tmp_path: Path) -> None:
    """A gzip-compressed trajectory yields the same session and messages as the plain one."""
    plain = _write(
        tmp_path,
        _old_form(
            ("ls", "a.py"), ("python x.py", "Traceback (most recent call last):\nValueError: x")
        ),
    )
    packed = tmp_path / "inst-1.traj.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    one, two = _read_one(plain), _read_one(packed)
    assert two.messages == one.messages
    assert two.session.model_copy(update={"source_path": one.session.source_path}) == one.session
    assert one.session.id == "inst-1"
    assert swe_agent.detect(packed, gzip.decompress(packed.read_bytes())[:65536])


def test_detection_is_by_content(tmp_path: Path) -> None:
    """A trajectory object is recognised under any name; mini-swe-agent and lists are not."""
    ours = _write(tmp_path, _old_form(("ls", "a")), "run.json")
    mini = _write(
        tmp_path, {"info": {}, "messages": [], "trajectory_format": "mini-swe-agent-1"}, "m.json"
    )
    events = _write(tmp_path, [{"id": 0, "source": "user", "action": "message"}], "e.json")
    assert swe_agent.detect(ours, ours.read_bytes())
    assert not swe_agent.detect(mini, mini.read_bytes())
    assert not swe_agent.detect(events, events.read_bytes())
