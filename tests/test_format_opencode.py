"""The opencode reader: every layout, the record mapping, and bad input.

Counts pinned here were computed independently of the reader, with jq over the raw files
(the exact commands are in the comments next to each literal).
"""

from __future__ import annotations

import gzip
import json
import re
import shutil
import sqlite3
from collections import Counter
from pathlib import Path

import orjson
import pytest

from conftest import DATA, corpus_file, fixture_file
from sessgraph.formats import detect_file, discover, opencode
from sessgraph.formats._opencode_records import command_status, diff_counts, patch_text_edits
from sessgraph.models import CommandStatus, EditKind, ParsedSession

SGLANG = "sglang-ops"
CONCATENATED = "opencode/xorarvo__opencode-claude-opus-4-5__concatenated_storage.json"
SGLANG_SESSION = "ses_3e27dc4ffffe4X71yjAUs0PEA8"


def _read(path: Path) -> list[ParsedSession]:
    return list(opencode.read(path))


def _counts(sessions: list[ParsedSession]) -> dict[str, int]:
    """Aggregate counts; ``failed`` means a recorded non-zero exit (status ``failed``).

    A shell call whose tool state is ``error`` (the tool itself failed, no exit code) is
    ``error``, not ``failed``; the sglang gold has none, so the two definitions agree there.
    """
    messages = [m for s in sessions for m in s.messages]
    calls = [c for m in messages for c in m.tool_calls]
    commands = [c.command for c in calls if c.command is not None]
    kinds = Counter(m.kind for m in messages)
    return {
        "sessions": len(sessions),
        "messages": len(messages),
        "user": sum(m.role == "user" for m in messages),
        "assistant": sum(m.role == "assistant" for m in messages),
        "tool_calls": len(calls),
        "shell": len(commands),
        "failed": sum(c.status == CommandStatus.FAILED for c in commands),
        "prompts": kinds["prompt"],
        "compaction_summaries": kinds["compaction_summary"],
        "edits": sum(len(c.edits) for c in calls),
    }


@pytest.fixture(scope="module")
def sglang_export() -> list[ParsedSession]:
    return _read(fixture_file(f"{SGLANG}/session.json"))


@pytest.fixture(scope="module")
def sglang_jsonl() -> list[ParsedSession]:
    return _read(fixture_file(f"{SGLANG}/session.jsonl"))


@pytest.fixture(scope="module")
def concatenated() -> list[ParsedSession]:
    return _read(corpus_file(CONCATENATED))


@pytest.fixture(params=["sglang_export", "sglang_jsonl"])
def sglang(request: pytest.FixtureRequest) -> list[ParsedSession]:
    result: list[ParsedSession] = request.getfixturevalue(request.param)
    return result


def _gold() -> dict[str, object]:
    gold: dict[str, object] = json.loads(fixture_file(f"{SGLANG}/gold.json").read_text())
    return gold


def _gold_refs(node: object) -> list[tuple[int, str]]:
    if isinstance(node, dict):
        own = [(node["seq"], node["native_id"])] if "seq" in node and "native_id" in node else []
        return own + [r for value in node.values() for r in _gold_refs(value)]
    if isinstance(node, list):
        return [r for value in node for r in _gold_refs(value)]
    return []


# --- sglang-ops fixture: export JSON and JSONL -------------------------------------------


def test_sglang_matches_gold_counts(sglang: list[ParsedSession]) -> None:
    """Export and JSONL both reproduce gold.json's message and shell-command counts."""
    gold = _gold()["counts"]
    assert isinstance(gold, dict)
    counts = _counts(sglang)
    assert counts["messages"] == gold["messages"]
    assert counts["user"] == gold["user_messages"]
    assert counts["assistant"] == gold["assistant_messages"]
    assert counts["shell"] == gold["shell_commands"]
    assert counts["failed"] == gold["failed_shell_commands"]


def test_sglang_seqs_match_gold(sglang: list[ParsedSession]) -> None:
    """Every (seq, native_id) pair gold.json references names the same message."""
    refs = _gold_refs(_gold())
    assert len(refs) > 100
    by_seq = {m.seq: m.native_id for m in sglang[0].messages}
    assert [r for r in refs if by_seq.get(r[0]) != r[1]] == []


def test_sglang_jsonl_independent_counts(sglang_jsonl: list[ParsedSession]) -> None:
    """The JSONL's tool, prompt and compaction counts equal a jq count of the raw lines."""
    # jq -s '{tool_calls: [.[].parts[]|select(.type=="tool")]|length,
    #   shell: [.[].parts[]|select(.type=="tool" and .tool=="bash")]|length,
    #   failed: [.[].parts[]|select(.type=="tool" and .tool=="bash"
    #            and .state.metadata.exit!=null and .state.metadata.exit!=0)]|length,
    #   prompts: map(select(.info.role=="user" and ([.parts[]|select(.type=="text"
    #            and .synthetic!=true and .ignored!=true)]|length>0)))|length,
    #   compaction_summaries: map(select(.info.role=="assistant" and .info.summary==true))|length,
    #   edits: [.[].parts[]|select(.type=="tool" and (.tool=="edit" or .tool=="write"))]|length}'
    assert _counts(sglang_jsonl) == {
        "sessions": 1,
        "messages": 6400,
        "user": 73,
        "assistant": 6327,
        "tool_calls": 6270,
        "shell": 5903,
        "failed": 116,
        "prompts": 55,
        "compaction_summaries": 9,
        "edits": 117,
    }
    assert sglang_jsonl[0].warnings == []


def test_sglang_session_header(sglang_export: list[ParsedSession]) -> None:
    """The export's session info fills id, title, cwd, version, times, model and agent."""
    session = sglang_export[0].session
    assert session.id == SGLANG_SESSION
    assert session.format == "opencode"
    assert session.format_version == "1.1.36 (export)"
    assert session.title == "SGLang deployments on h200-node07"
    assert session.cwd == "/home/ops/deploy"
    assert session.started_at == "2026-02-02T08:40:00Z"
    assert session.ended_at == "2026-02-22T14:03:23.672000Z"
    assert (session.model, session.agent, session.parent_session_id) == (
        "claude-opus-4-5",
        "build",
        None,
    )


def test_sglang_jsonl_session_without_info_line(sglang_jsonl: list[ParsedSession]) -> None:
    """Without a session line the id comes from info.sessionID and times from messages."""
    session = sglang_jsonl[0].session
    assert session.id == SGLANG_SESSION
    assert session.format_version == "(jsonl)"
    assert session.started_at == sglang_jsonl[0].messages[0].timestamp
    assert session.cwd == "/home/ops/deploy"


def test_failed_shell_command_fields(sglang_export: list[ParsedSession]) -> None:
    """A non-zero exit is 'failed' with exit code, cwd, output, duration and start time."""
    message = sglang_export[0].messages[8]
    assert message.native_id == "msg_c1dc60b74001lpnkC2nZianZrj"
    assert message.kind == "tool_call"
    call = message.tool_calls[0]
    assert (call.name, call.status, call.is_error) == ("bash", "completed", False)
    # The part id, not the provider's callID (toolu_011jtIkChqz9tFjbOefl3JVw): jq '.messages[]
    # .parts[] | select(.callID == "toolu_011jtIkChqz9tFjbOefl3JVw") | .id' session.json
    assert call.native_id == "prt_c1dc61dba001FRlPcRvzMzxcIT"
    command = call.command
    assert command is not None
    assert command.command.startswith("curl -s https://api.github.com/repos/sgl-project")
    assert (command.exit_code, command.status) == (127, "failed")
    assert command.cwd == "/home/ops/deploy"
    assert command.output == "bash: line 1: jq: command not found"
    assert command.duration_ms == 1770026051153 - 1770026048954
    assert command.started_at == "2026-02-02T09:54:08.954000Z"


def test_compaction_messages(sglang_export: list[ParsedSession]) -> None:
    """A compaction request and a synthetic 'continue' are meta; the summary is its own kind."""
    messages = sglang_export[0].messages
    request, summary, cont = messages[778], messages[779], messages[780]
    assert (request.role, request.kind) == ("user", "meta")
    assert (summary.role, summary.kind) == ("assistant", "compaction_summary")
    assert summary.text.startswith("## Conversation summary")
    assert summary.parent_id == request.native_id
    assert (cont.kind, cont.text) == ("meta", "Continue if you have next steps")
    assert messages[0].kind == "prompt"
    assert messages[0].model == "claude-opus-4-5"


def test_bundled_zstd_jsonl_matches_gold() -> None:
    """The repo's zstd copy of the sglang JSONL (no ../shared needed) meets the gold counts."""
    path = DATA / "sglang-ops" / "session.jsonl.zst"
    if not path.exists():
        pytest.skip(f"{path} missing")
    assert detect_file(path).name == "opencode"
    gold = json.loads((DATA / "sglang-ops" / "gold.json").read_text())["counts"]
    counts = _counts(_read(path))
    assert (counts["messages"], counts["user"], counts["assistant"]) == (
        gold["messages"],
        gold["user_messages"],
        gold["assistant_messages"],
    )
    assert (counts["shell"], counts["failed"]) == (
        gold["shell_commands"],
        gold["failed_shell_commands"],
    )


def test_gzip_export_reads_the_same(tmp_path: Path, sglang_export: list[ParsedSession]) -> None:
    """A gzip-compressed export is detected and read exactly like the plain file."""
    source = fixture_file(f"{SGLANG}/session.json")
    target = tmp_path / "session.json.gz"
    with source.open("rb") as raw, gzip.open(target, "wb", compresslevel=1) as packed:
        shutil.copyfileobj(raw, packed)
    assert detect_file(target).name == "opencode"
    sessions = _read(target)
    assert _counts(sessions) == _counts(sglang_export)
    assert [m.native_id for m in sessions[0].messages] == [
        m.native_id for m in sglang_export[0].messages
    ]


# --- concatenated storage objects and the layouts rebuilt from them ----------------------

# jq -s '[.[]|objects] as $o | ($o|map(select(.role!=null and .sessionID!=null))) as $m
#   | ($o|map(select(.messageID!=null and .type!=null))) as $p
#   | {sessions: ($o|map(select((.id//"")|startswith("ses_")))|length), messages: ($m|length),
#      tool_calls: ($p|map(select(.type=="tool"))|length),
#      shell: ($p|map(select(.type=="tool" and .tool=="bash"))|length),
#      failed: ($p|map(select(.type=="tool" and .tool=="bash" and .state.metadata.exit!=null
#               and .state.metadata.exit!=0))|length),
#      prompts: user messages with a text part that is not synthetic/ignored,
#      edits: ($p|map(select(.type=="tool" and (.tool=="edit" or .tool=="write")))|length)}'
CONCATENATED_COUNTS = {
    "sessions": 2,
    "messages": 133,
    "user": 2,
    "assistant": 131,
    "tool_calls": 129,
    "shell": 34,
    "failed": 0,
    "prompts": 2,
    "compaction_summaries": 0,
    "edits": 8,
}
# jq: $m | group_by(.sessionID) | map({(.[0].sessionID): length}) | add
MESSAGES_PER_SESSION = {
    "ses_3b7c76cceffemmR6GNCgYtVBVX": 121,
    "ses_3b7c8b357ffe7WSI65hIZWAtTJ": 12,
}


def test_concatenated_counts(concatenated: list[ParsedSession]) -> None:
    """The concatenated storage file reads without warnings to the jq-counted totals."""
    assert _counts(concatenated) == CONCATENATED_COUNTS
    assert {s.session.id: len(s.messages) for s in concatenated} == MESSAGES_PER_SESSION
    assert [w for s in concatenated for w in s.warnings] == []


def test_concatenated_order_and_header(concatenated: list[ParsedSession]) -> None:
    """Messages are sorted by creation time; the session header comes from the ses_ object."""
    parsed = next(s for s in concatenated if s.session.id == "ses_3b7c8b357ffe7WSI65hIZWAtTJ")
    stamps = [m.timestamp or "" for m in parsed.messages]
    assert stamps == sorted(stamps)
    assert parsed.messages[0].kind == "prompt"
    assert parsed.session.format_version == "1.1.53 (concatenated)"
    assert parsed.session.title == "Open62541 MSAN uninitialized value fix"
    assert parsed.session.cwd == "/tmp/2pNiuctY"
    edit = next(e for m in parsed.messages for c in m.tool_calls for e in c.edits)
    assert (edit.path, edit.kind, edit.lines_added, edit.lines_removed) == (
        "/tmp/2pNiuctY/src/ua_workqueue.c",
        "edit",
        2,
        0,
    )


def _corpus_objects() -> list[object]:
    text = corpus_file(CONCATENATED).read_text()
    decoder, objects, pos = json.JSONDecoder(), [], 0
    space = re.compile(r"\s*")
    while (pos := space.match(text, pos).end()) < len(text):  # type: ignore[union-attr]
        obj, pos = decoder.raw_decode(text, pos)
        objects.append(obj)
    return objects


def _by_kind(objects: list[object]) -> dict[str, list[dict[str, object]]]:
    kinds: dict[str, list[dict[str, object]]] = {"session": [], "message": [], "part": []}
    for obj in objects:
        if not isinstance(obj, dict):
            continue
        if "messageID" in obj:
            kinds["part"].append(obj)
        elif "role" in obj:
            kinds["message"].append(obj)
        elif str(obj.get("id", "")).startswith("ses_"):
            kinds["session"].append(obj)
    return kinds


def _write(path: Path, obj: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(orjson.dumps(obj, option=orjson.OPT_INDENT_2))


def _build_storage(root: Path) -> None:
    """Split the concatenated corpus back into opencode's storage tree under ``root``."""
    for obj in _corpus_objects():
        if not isinstance(obj, dict):
            continue
        if "worktree" in obj:
            _write(root / "project" / f"{obj['id']}.json", obj)
    kinds = _by_kind(_corpus_objects())
    for s in kinds["session"]:
        _write(root / "session" / str(s["projectID"]) / f"{s['id']}.json", s)
    for m in kinds["message"]:
        _write(root / "message" / str(m["sessionID"]) / f"{m['id']}.json", m)
    for p in kinds["part"]:
        _write(root / "part" / str(p["messageID"]) / f"{p['id']}.json", p)


def _same_messages(left: list[ParsedSession], right: list[ParsedSession]) -> None:
    def key(sessions: list[ParsedSession]) -> dict[str, list[tuple[object, ...]]]:
        return {
            s.session.id: [(m.seq, m.native_id, m.kind, len(m.tool_calls)) for m in s.messages]
            for s in sessions
        }

    assert key(left) == key(right)


def test_storage_directory(tmp_path: Path, concatenated: list[ParsedSession]) -> None:
    """A storage tree rebuilt from the corpus is claimed whole and reads to the same records."""
    root = tmp_path / "opencode" / "storage"
    _build_storage(root)
    assert opencode.detect_dir(root)
    assert opencode.detect_dir(root.parent)
    assert not opencode.detect_dir(root / "session")
    sources = [s for s in discover(tmp_path) if not isinstance(s, Exception)]
    assert [(s.path, s.reader.name) for s in sources] == [(root.parent, "opencode")]
    sessions = _read(root.parent)
    assert _counts(sessions) == CONCATENATED_COUNTS
    assert [w for s in sessions for w in s.warnings] == []
    assert {s.session.format_version for s in sessions} == {"1.1.53 (storage)"}
    _same_messages(sessions, concatenated)


def _build_db(path: Path) -> None:
    """An opencode.db with opencode's drizzle tables, filled from the corpus objects."""
    kinds = _by_kind(_corpus_objects())
    con = sqlite3.connect(path)
    con.executescript(
        """
        CREATE TABLE session (id TEXT PRIMARY KEY, project_id TEXT NOT NULL, parent_id TEXT,
            slug TEXT NOT NULL, directory TEXT NOT NULL, title TEXT NOT NULL,
            version TEXT NOT NULL, share_url TEXT, time_created INTEGER NOT NULL,
            time_updated INTEGER NOT NULL);
        CREATE TABLE message (id TEXT PRIMARY KEY, session_id TEXT NOT NULL,
            time_created INTEGER NOT NULL, time_updated INTEGER NOT NULL, data TEXT NOT NULL);
        CREATE TABLE part (id TEXT PRIMARY KEY, message_id TEXT NOT NULL,
            session_id TEXT NOT NULL, time_created INTEGER NOT NULL,
            time_updated INTEGER NOT NULL, data TEXT NOT NULL);
        """
    )
    for s in kinds["session"]:
        time = s["time"]
        assert isinstance(time, dict)
        con.execute(
            "INSERT INTO session VALUES (?, ?, NULL, ?, ?, ?, ?, NULL, ?, ?)",
            (
                *(s[k] for k in ("id", "projectID", "slug", "directory", "title", "version")),
                time["created"],
                time["updated"],
            ),
        )
    created = {}
    for m in kinds["message"]:
        data = {k: v for k, v in m.items() if k not in ("id", "sessionID")}
        created[m["id"]] = m["time"]["created"]  # type: ignore[index]
        con.execute(
            "INSERT INTO message VALUES (?, ?, ?, ?, ?)",
            (m["id"], m["sessionID"], created[m["id"]], created[m["id"]], json.dumps(data)),
        )
    for p in kinds["part"]:
        data = {k: v for k, v in p.items() if k not in ("id", "sessionID", "messageID")}
        stamp = created[p["messageID"]]
        con.execute(
            "INSERT INTO part VALUES (?, ?, ?, ?, ?, ?)",
            (p["id"], p["messageID"], p["sessionID"], stamp, stamp, json.dumps(data)),
        )
    con.commit()
    con.close()


def test_sqlite_database(tmp_path: Path, concatenated: list[ParsedSession]) -> None:
    """An opencode.db built from the corpus is detected and reads to the same records."""
    db = tmp_path / "opencode.db"
    _build_db(db)
    assert detect_file(db).name == "opencode"
    sessions = _read(db)
    assert _counts(sessions) == CONCATENATED_COUNTS
    assert [w for s in sessions for w in s.warnings] == []
    assert {s.session.format_version for s in sessions} == {"1.1.53 (sqlite)"}
    assert {s.session.title for s in sessions} == {s.session.title for s in concatenated}
    _same_messages(sessions, concatenated)


def test_data_dir_prefers_database_over_legacy_storage(tmp_path: Path) -> None:
    """A data dir with opencode.db and storage/ reads each session once, from the database."""
    _build_storage(tmp_path / "storage")
    _build_db(tmp_path / "opencode.db")
    with sqlite3.connect(tmp_path / "opencode.db") as con:
        con.execute("DELETE FROM part WHERE session_id = 'ses_3b7c8b357ffe7WSI65hIZWAtTJ'")
        con.execute("DELETE FROM message WHERE session_id = 'ses_3b7c8b357ffe7WSI65hIZWAtTJ'")
        con.execute("DELETE FROM session WHERE id = 'ses_3b7c8b357ffe7WSI65hIZWAtTJ'")
    con.close()
    sessions = _read(tmp_path)
    assert [(s.session.id, s.session.format_version) for s in sessions] == [
        ("ses_3b7c76cceffemmR6GNCgYtVBVX", "1.1.53 (sqlite)"),
        ("ses_3b7c8b357ffe7WSI65hIZWAtTJ", "1.1.53 (storage)"),
    ]
    assert _counts(sessions) == CONCATENATED_COUNTS


def test_other_sqlite_database_not_detected(tmp_path: Path) -> None:
    """A SQLite file without opencode's tables is not claimed."""
    db = tmp_path / "other.db"
    with sqlite3.connect(db) as con:
        con.execute("CREATE TABLE notes (id INTEGER, body TEXT)")
    con.close()
    assert not opencode.detect(db, db.read_bytes()[:4096])


# --- bad input ---------------------------------------------------------------------------


def _sglang_lines(count: int) -> list[bytes]:
    with fixture_file(f"{SGLANG}/session.jsonl").open("rb") as handle:
        return [handle.readline() for _ in range(count)]


def test_jsonl_bad_lines_warn_and_rest_is_read(tmp_path: Path) -> None:
    """A malformed part and a truncated last line warn with line numbers; the rest is read."""
    lines = _sglang_lines(6)
    third = orjson.loads(lines[2])
    third["parts"].insert(1, "not a part")
    third["parts"].append({"type": "tool", "tool": "bash"})  # no state
    lines[2] = orjson.dumps(third) + b"\n"
    lines[5] = lines[5][: len(lines[5]) // 2]  # a file still being written
    path = tmp_path / "broken.jsonl"
    path.write_bytes(b"".join(lines))
    assert detect_file(path).name == "opencode"
    [parsed] = _read(path)
    assert len(parsed.messages) == 5
    assert [(w.line, "part" in w.message) for w in parsed.warnings] == [
        (6, False),
        (3, True),
        (3, True),
    ]
    assert "truncated" in parsed.warnings[0].message
    assert "message msg_" in parsed.warnings[1].message
    assert parsed.messages[2].kind == "tool_call"  # its good parts survive


def test_concatenated_truncated_object_warns(tmp_path: Path) -> None:
    """A broken object in a concatenated file warns with its line and later objects load."""
    text = corpus_file(CONCATENATED).read_text()
    starts = [m.start() for m in re.finditer(r"^\{", text, flags=re.MULTILINE)]
    cut = starts[5] + 40  # break the sixth object off after 40 characters
    broken = text[:cut] + "\n" + text[starts[6] :]
    path = tmp_path / "broken.json"
    path.write_text(broken)
    sessions = _read(path)
    warnings = [w for s in sessions for w in s.warnings]
    assert len(warnings) >= 1
    assert warnings[0].line == text.count("\n", 0, starts[5]) + 1
    assert sum(len(s.messages) for s in sessions) >= CONCATENATED_COUNTS["messages"] - 1


def test_not_opencode_is_not_detected(tmp_path: Path) -> None:
    """JSON and JSONL from other agents, or without an opencode session id, are not claimed."""
    claude = b'{"type":"user","sessionId":"0b6c1c9e-1","message":{"role":"user"}}\n'
    plain = b'{"info": {"id": "abc"}, "messages": []}'
    for name, content in (("c.jsonl", claude), ("p.json", plain)):
        path = tmp_path / name
        path.write_bytes(content)
        assert not opencode.detect(path, content)


def test_detects_every_file_layout() -> None:
    """Export JSON, JSONL and concatenated storage objects are all detected by content."""
    for path in (
        fixture_file(f"{SGLANG}/session.json"),
        fixture_file(f"{SGLANG}/session.jsonl"),
        corpus_file(CONCATENATED),
    ):
        assert detect_file(path).name == "opencode"


def test_jsonl_with_session_line(tmp_path: Path) -> None:
    """A leading session-info line gives the JSONL session its title, version and parent."""
    info = {"id": "ses_child0123456789", "version": "1.2.0", "title": "child task"}
    info |= {"directory": "/w", "parentID": "ses_parent0123456", "time": {"created": 0}}
    user = {"id": "msg_u", "sessionID": info["id"], "role": "user", "agent": "general"}
    prompt = {"id": "prt_u", "type": "text", "text": "look at it"}
    reply = {"id": "msg_a", "sessionID": info["id"], "role": "assistant", "parentID": "msg_u"}
    thought = {"id": "prt_r", "type": "reasoning", "text": "hmm"}
    lines = [{"info": info}, {"info": user, "parts": [prompt]}, {"info": reply, "parts": [thought]}]
    path = tmp_path / "child.jsonl"
    path.write_bytes(b"".join(orjson.dumps(line) + b"\n" for line in lines))
    [parsed] = _read(path)
    session = parsed.session
    assert (session.id, session.title, session.format_version) == (
        "ses_child0123456789",
        "child task",
        "1.2.0 (jsonl)",
    )
    assert (session.parent_session_id, session.agent, session.cwd) == (
        "ses_parent0123456",
        "general",
        "/w",
    )
    assert [(m.seq, m.kind, m.text) for m in parsed.messages] == [
        (0, "prompt", "look at it"),
        (1, "reasoning", "hmm"),
    ]
    assert parsed.messages[1].parent_id == "msg_u"
    assert parsed.warnings == []


# --- mapping details ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "exit_code", "metadata", "error", "expected"),
    [
        ("completed", 0, {}, None, CommandStatus.OK),
        ("completed", 2, {}, None, CommandStatus.FAILED),
        ("completed", None, {}, None, CommandStatus.UNKNOWN),
        ("error", None, {}, "Command not allowed", CommandStatus.ERROR),
        ("error", None, {"interrupted": True}, "boom", CommandStatus.INTERRUPTED),
        ("error", None, {}, "Tool execution aborted", CommandStatus.INTERRUPTED),
        ("running", None, {}, None, CommandStatus.RUNNING),
        ("pending", None, {}, None, CommandStatus.RUNNING),
    ],
)
def test_command_status(
    status: str,
    exit_code: int | None,
    metadata: dict[str, object],
    error: str | None,
    expected: CommandStatus,
) -> None:
    """Shell status comes from the tool state first, then from the recorded exit code."""
    assert command_status(status, exit_code, metadata, error) == expected


def test_error_tool_call_and_workdir(tmp_path: Path) -> None:
    """An errored bash call keeps its error as result, and input.workdir overrides path.cwd."""
    info = {"id": "msg_a1", "sessionID": "ses_0123456789ab", "role": "assistant"}
    info |= {"time": {"created": 1}, "path": {"cwd": "/repo"}, "modelID": "m"}
    state = {"status": "error", "input": {"command": "make", "workdir": "/repo/sub"}}
    state |= {"error": "permission denied", "time": {"start": 5, "end": 9}}
    part = {"id": "prt_1", "type": "tool", "callID": "c1", "tool": "bash", "state": state}
    path = tmp_path / "one.jsonl"
    path.write_bytes(orjson.dumps({"info": info, "parts": [part]}) + b"\n")
    [parsed] = _read(path)
    call = parsed.messages[0].tool_calls[0]
    assert (call.result_text, call.is_error, call.status) == ("permission denied", True, "error")
    assert call.command is not None
    assert (call.command.cwd, call.command.status, call.command.exit_code) == (
        "/repo/sub",
        "error",
        None,
    )
    assert call.command.duration_ms == 4
    assert parsed.session.model == "m"


def test_patch_edits_from_patch_text() -> None:
    """An apply_patch envelope yields one edit per file with its added and removed lines."""
    patch = (
        "*** Begin Patch\n*** Update File: src/a.py\n@@\n-old\n+new\n+more\n"
        "*** Add File: src/b.py\n+x\n*** End Patch\n"
    )
    edits = patch_text_edits(patch)
    assert [(e.path, e.kind, e.lines_added, e.lines_removed) for e in edits] == [
        ("src/a.py", EditKind.PATCH, 2, 1),
        ("src/b.py", EditKind.PATCH, 1, 0),
    ]


def test_diff_counts_skip_headers() -> None:
    """Unified diff counting ignores ---/+++ file headers but counts hunk lines."""
    diff = "Index: f\n===\n--- f\n+++ f\n@@ -1,2 +1,2 @@\n ctx\n-a\n+b\n+c\n"
    assert diff_counts(diff) == (2, 1)
