"""The Cline / Roo Code / Kilo Code reader against the real corpus and synthetic task folders."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from conftest import CORPUS, corpus_file
from sessgraph.formats import cline
from sessgraph.formats._cline_tools import shell_outcome, xml_tool_uses
from sessgraph.formats._io import read_head
from sessgraph.models import ParsedSession

CL = "cline"
CONVERSATION = f"{CL}/exported_conversation_1769053680585__api_conversation_history.json"
TASK = f"{CL}/exported_task_1769064454592__api_conversation_history.json"
ENV = (
    "<environment_details>\n# VSCode Visible Files\na.py\n\n"
    "# Current Working Directory (/home/me/proj) Files\na.py\n</environment_details>"
)


def _corpus_files() -> list[str]:
    root = CORPUS / CL
    if not root.is_dir():
        return [f"{CL}/missing"]  # corpus_file() turns this into a skip with the reason
    return sorted(str(p.relative_to(CORPUS)) for p in root.rglob("*") if p.is_file())


def _read_one(path: Path) -> ParsedSession:
    sessions = list(cline.read(path))
    assert len(sessions) == 1
    return sessions[0]


def _text(text: str) -> dict[str, object]:
    return {"type": "text", "text": text}


def _user(*texts: str) -> dict[str, object]:
    return {"role": "user", "content": [_text(t) for t in texts]}


def _assistant(*blocks: dict[str, object]) -> dict[str, object]:
    return {"role": "assistant", "content": list(blocks), "modelInfo": {"modelId": "claude-x"}}


def _tool_use(call_id: str, name: str, **params: object) -> dict[str, object]:
    return {"type": "tool_use", "id": call_id, "name": name, "input": params}


def _xml_history() -> list[dict[str, object]]:
    """An older-Cline task: XML tool uses in assistant text, results in two text blocks."""
    return [
        _user("<task>\nRun the tests\nand fix them\n</task>", ENV),
        _assistant(
            _text("<thinking>Run them.</thinking>\n<execute_command>\n<command>npm test</command>\n"
                  "<requires_approval>false</requires_approval>\n</execute_command>")
        ),
        _user("[execute_command for 'npm test'] Result:", "Command executed.\nOutput:\n1 failing",
              ENV),
        _assistant(
            _text("<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n"
                  "</write_to_file>")
        ),
        _user("[write_to_file for 'a.py'] Result:",
              "The user denied this operation and provided the following feedback:\n"
              "<feedback>\nuse b.py instead\n</feedback>", ENV),
        _user("[TASK RESUMPTION] This task was interrupted 3 minutes ago.", ENV),
    ]  # fmt: skip


def _ui_events() -> list[dict[str, object]]:
    return [
        {"ts": 1_700_000_000_000, "type": "say", "say": "text", "text": "Run the tests",
         "conversationHistoryIndex": -1},
        {"ts": 1_700_000_001_000, "type": "say", "say": "api_req_started", "text": "{}",
         "conversationHistoryIndex": -1},
        {"ts": 1_700_000_002_000, "type": "say", "say": "reasoning", "text": "Run them.",
         "conversationHistoryIndex": 0},
        {"ts": 1_700_000_003_000, "type": "say", "say": "command", "text": "npm test",
         "conversationHistoryIndex": 1},
        {"ts": 1_700_000_004_000, "type": "say", "say": "api_req_started", "text": "{}",
         "conversationHistoryIndex": 1},
    ]  # fmt: skip


def _write_task(folder: Path, prefix: str = "", compress: bool = False) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    api = folder / f"{prefix}api_conversation_history.json"
    data = json.dumps(_xml_history()).encode()
    if compress:
        api = api.with_name(api.name + ".gz")
        data = gzip.compress(data)
    api.write_bytes(data)
    (folder / f"{prefix}ui_messages.json").write_text(json.dumps(_ui_events()))
    environment = {"environment_history": [{"cline_version": "3.20.0"}]}
    (folder / f"{prefix}task_metadata.json").write_text(json.dumps(environment))
    return api


@pytest.mark.corpus
@pytest.mark.parametrize("relative", _corpus_files())
def test_every_corpus_file_reads(relative: str) -> None:
    """Every Cline corpus file reads without an exception; only api histories are detected."""
    path = corpus_file(relative)
    is_history = path.name.endswith("api_conversation_history.json")
    assert cline.detect(path, read_head(path)) == is_history
    parsed = _read_one(path)
    assert parsed.session.format == "cline"
    if is_history:
        assert parsed.warnings == []


# Expected numbers were counted WITHOUT sessgraph, by jq over the raw api history:
# messages = entries + user entries holding both results and typed text (none here);
# prompts = user entries with <task>/<feedback>/<answer>/<user_message>; tool_results = user
# entries with a text block starting "[<tool>( for …)] Result:" or "Tool [<tool>] was not
# executed"; tool_calls = tool_use blocks; shell = those named execute_command; Cline writes
# no exit code ("Command executed.\nOutput:"), so failed = 0 and no_exit = shell; edits =
# write_to_file + replace_in_file calls (none denied); version = task_metadata
# environment_history[-1].cline_version; started/ended = first/last ui_messages ts.
PINNED = {
    CONVERSATION: dict(
        messages=94, prompts=1, tool_results=46, tool_calls=47, shell=2, failed=0, no_exit=2,
        edits=27, version="3.51.0", started="2026-01-22T03:48:00.628000Z",
        ended="2026-01-22T05:38:00.401000Z",
    ),
    TASK: dict(
        messages=72, prompts=1, tool_results=34, tool_calls=38, shell=0, failed=0, no_exit=0,
        edits=16, version="3.51.0", started="2026-01-22T06:47:34.625000Z",
        ended="2026-01-22T07:30:43.918000Z",
    ),
}  # fmt: skip


@pytest.mark.corpus
@pytest.mark.parametrize("relative", sorted(PINNED))
def test_pinned_counts(relative: str) -> None:
    """Message, prompt, tool-call, command and edit counts match the independent jq counts."""
    parsed = _read_one(corpus_file(relative))
    calls = [c for m in parsed.messages for c in m.tool_calls]
    commands = [c.command for c in calls if c.command is not None]
    actual = dict(
        messages=len(parsed.messages),
        prompts=sum(m.kind == "prompt" for m in parsed.messages),
        tool_results=sum(m.kind == "tool_result" for m in parsed.messages),
        tool_calls=len(calls),
        shell=len(commands),
        failed=sum(c.status == "failed" for c in commands),
        no_exit=sum(c.exit_code is None for c in commands),
        edits=sum(len(c.edits) for c in calls),
        version=parsed.session.format_version,
        started=parsed.session.started_at,
        ended=parsed.session.ended_at,
    )
    assert actual == PINNED[relative]
    assert [m.seq for m in parsed.messages] == list(range(len(parsed.messages)))


@pytest.mark.corpus
def test_corpus_session_header_and_commands() -> None:
    """Task id, title, cwd and model come from the files; commands get their ui start time."""
    parsed = _read_one(corpus_file(CONVERSATION))
    session = parsed.session
    assert session.id == "exported_conversation_1769053680585"
    assert session.title is not None and session.title.startswith("You have been given")
    assert session.cwd == "/workspaces/Online-Card-Architecture"
    assert (session.agent, session.model) == ("cline", "claude-sonnet-4-5-20250929")
    commands = [c.command for m in parsed.messages for c in m.tool_calls if c.command]
    # ui_messages.json: the two `say: command` events (ts 1769054227250 and 1769054544581).
    assert [c.started_at for c in commands] == [
        "2026-01-22T03:57:07.250000Z",
        "2026-01-22T04:02:24.581000Z",
    ]
    assert all(c.status == "unknown" and c.output for c in commands)
    assert "ALL TESTS PASSED!" in (commands[1].output or "")


@pytest.mark.corpus
def test_corpus_skipped_tools_and_resumption() -> None:
    """ "Tool [x] was not executed" results are errors; a task resumption is meta."""
    parsed = _read_one(corpus_file(TASK))
    skipped = [c for m in parsed.messages for c in m.tool_calls if c.status == "skipped"]
    assert len(skipped) == 3 and all(c.is_error for c in skipped)
    kinds = [(m.role, m.kind) for m in parsed.messages if m.kind == "meta"]
    assert kinds == [("assistant", "meta"), ("user", "meta")]


def test_xml_tools_results_and_feedback(tmp_path: Path) -> None:
    """Older XML tool uses pair with their results; typed feedback is a prompt of its own."""
    parsed = _read_one(_write_task(tmp_path / "1700000000000"))
    kinds = [(m.role, m.kind) for m in parsed.messages]
    assert kinds == [
        ("user", "prompt"),
        ("assistant", "tool_call"),
        ("tool", "tool_result"),
        ("assistant", "tool_call"),
        ("tool", "tool_result"),
        ("user", "prompt"),
        ("user", "meta"),
    ]
    assert parsed.messages[0].text == "Run the tests\nand fix them"
    assert parsed.messages[1].text == "<thinking>Run them.</thinking>"
    assert parsed.messages[5].text == "use b.py instead"
    command_call = parsed.messages[1].tool_calls[0]
    assert command_call.command is not None
    assert command_call.command.model_dump() == {
        "command": "npm test",
        "cwd": "/home/me/proj",
        "exit_code": None,
        "status": "unknown",
        "output": "1 failing",
        "duration_ms": None,
        "started_at": "2023-11-14T22:13:23Z",
    }
    denied = parsed.messages[3].tool_calls[0]
    assert denied.name == "write_to_file" and denied.edits == [] and denied.status == "denied"
    session = parsed.session
    assert (session.id, session.title, session.cwd) == (
        "1700000000000",
        "Run the tests",
        "/home/me/proj",
    )
    assert (session.format_version, session.agent, session.model) == ("3.20.0", "cline", "claude-x")
    # Timestamps: entry k takes the first ui event with conversationHistoryIndex k - 1.
    assert [m.timestamp for m in parsed.messages[:3]] == [
        "2023-11-14T22:13:21Z",
        "2023-11-14T22:13:22Z",
        "2023-11-14T22:13:24Z",
    ]


def test_task_folder_and_flattened_names_are_one_session(tmp_path: Path) -> None:
    """A task folder and its flattened prefix__ copies read as the same single session."""
    folder = tmp_path / "tasks" / "1700000000000"
    _write_task(folder)
    flat = _write_task(tmp_path / "flat", prefix="1700000000000__")
    assert cline.detect_dir(folder) and not cline.detect_dir(tmp_path / "flat")
    from_dir = _read_one(folder)
    from_file = _read_one(folder / "api_conversation_history.json")
    from_flat = _read_one(flat)
    assert from_dir.messages == from_file.messages == from_flat.messages
    assert from_dir.session.id == from_flat.session.id == "1700000000000"
    assert from_flat.session.started_at == from_dir.session.started_at
    for sibling in ("ui_messages.json", "task_metadata.json"):
        assert not cline.detect(flat.with_name("1700000000000__" + sibling), b"[{}]")


def test_gzip_reads_identically(tmp_path: Path) -> None:
    """A gzip-compressed api history reads like the plain one, siblings included."""
    plain = _read_one(_write_task(tmp_path / "a" / "t1"))
    packed_path = _write_task(tmp_path / "b" / "t1", compress=True)
    packed = _read_one(packed_path)
    assert packed.messages == plain.messages
    assert cline.detect(packed_path, read_head(packed_path))
    assert cline.detect_dir(packed_path.parent)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Command executed.\nOutput:\nok", ("unknown", None)),
        ("Command executed.\nExit Code: 2 (Error - command failed)\nOutput:\nboom", ("failed", 2)),
        ("Command executed in terminal within working directory '/p'. Exit code: 0\nOutput:\nok",
         ("ok", 0)),
        ("Command executed in terminal within working directory '/p'. Command execution was not "
         "successful, inspect the cause and adjust as needed.\nExit code: 1\nOutput:\nE fail",
         ("failed", 1)),
        ("Command executed in terminal within working directory '/p'. Process terminated by "
         "signal SIGKILL\nOutput:\n", ("interrupted", None)),
        ("Command executed in terminal within working directory '/p'. Process terminated by "
         "signal SIGSEGV - core dump possible\nOutput:\n", ("failed", None)),
        ("Command executed in terminal within working directory '/p'. Exit code: <undefined, "
         "notify user>\nOutput:\nx", ("unknown", None)),
        ("Command executed.\nOutput:\nExit code: 1 printed by the program", ("unknown", None)),
        ("Command is still running in the user's terminal.\nHere's the output so far:\nserving",
         ("running", None)),
        ("Command is still running in terminal  from '/p'.\n", ("running", None)),
        ("Command executed successfully (exit code 0).\nOutput:\nup to date", ("ok", 0)),
        ("Command failed with exit code 128.\nOutput:\nfatal: not a git repository",
         ("failed", 128)),
        ("Command failed with exit code 1.", ("failed", 1)),
        ("Command terminated by signal SIGTERM.", ("interrupted", None)),
        ("Command execution finished; exit status was not reported.", ("unknown", None)),
        ("Command timed out after 30 seconds. Running in background.\nLog file: /tmp/b.log\n",
         ("running", None)),
        ("Command is still running in the terminal after 30 seconds. It has not been confirmed "
         "finished.", ("running", None)),
        ("The user denied this operation.", ("interrupted", None)),
        ("The tool execution failed with the following error:\n<error>\nboom\n</error>",
         ("error", None)),
        (None, ("unknown", None)),
    ],
)  # fmt: skip
def test_command_outcome_from_result_text(
    text: str | None, expected: tuple[str, int | None]
) -> None:
    """Exit codes come from Roo/Kilo "Exit code: N" text and later Cline's "Command failed with
    exit code N."; classic Cline's plain results stay unknown."""
    status, code = shell_outcome(text)
    assert (str(status), code) == expected


def test_native_tool_results_and_roo_exit_codes(tmp_path: Path) -> None:
    """Native tool_result blocks pair by id; Roo's result names the command's directory."""
    result = (
        "Command executed in terminal within working directory '/repo'. Command execution was "
        "not successful, inspect the cause and adjust as needed.\nExit code: 1\nOutput:\nE fail"
    )
    diff = "<<<<<<< SEARCH\n:start_line:3\n-------\na\nb\n=======\nc\n>>>>>>> REPLACE"
    history = [
        {"role": "user", "content": "<task>\nfix</task>", "ts": 1_700_000_000_000},
        _assistant(
            _tool_use("t1", "execute_command", command="pytest"),
            _tool_use("t2", "apply_diff", path="a.py", diff=diff),
        ),
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "t2", "content": [_text("Changes applied")]},
                {"type": "tool_result", "tool_use_id": "t1", "content": result},
            ],
        },
    ]
    path = tmp_path / "roo-task" / "api_conversation_history.json"
    path.parent.mkdir()
    path.write_text(json.dumps(history))
    parsed = _read_one(path)
    assert parsed.messages[0].timestamp == "2023-11-14T22:13:20Z"
    calls = {c.native_id: c for c in parsed.messages[1].tool_calls}
    command = calls["t1"].command
    assert command is not None
    assert (command.status, command.exit_code, command.cwd, command.output) == (
        "failed", 1, "/repo", "E fail",
    )  # fmt: skip
    edit = calls["t2"].edits[0]
    assert (edit.path, edit.kind, edit.lines_added, edit.lines_removed) == ("a.py", "edit", 1, 2)
    assert calls["t2"].result_text == "Changes applied"


def test_malformed_entries_warn_and_rest_is_read(tmp_path: Path) -> None:
    """A bad history entry or an unreadable sibling is a warning; the rest still reads."""
    folder = tmp_path / "t9"
    folder.mkdir()
    history = [_user("<task>go</task>"), "garbage", {"role": "system"}, _assistant(_text("done"))]
    (folder / "api_conversation_history.json").write_text(json.dumps(history))
    (folder / "ui_messages.json").write_text('[{"ts": 1, "say": "text"')
    parsed = _read_one(folder)
    located = [(Path(w.path).name, w.line) for w in parsed.warnings]
    assert located == [("ui_messages.json", None), ("api_conversation_history.json", 2),
                       ("api_conversation_history.json", 3)]  # fmt: skip
    assert [(m.kind, m.source_line) for m in parsed.messages] == [("prompt", 1), ("text", 4)]


def test_xml_parameters_keep_nested_tags() -> None:
    """write_to_file content holding XML-like text is read up to its last closing tag."""
    uses, rest = xml_tool_uses(
        "Writing.\n<write_to_file>\n<path>x.html</path>\n<content>\n<content>inner</content>\n"
        "</content>\n</write_to_file>"
    )
    assert rest == "Writing."
    assert uses == [("write_to_file", {"path": "x.html", "content": "<content>inner</content>"})]
