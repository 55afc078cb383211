"""The pi coding agent reader: constructed files for every entry type and version, and real
sessions whose counts are taken from the raw JSON here, independently of the reader."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import REPO, found_file
from sessgraph.formats import detect_file, neutral, pi
from sessgraph.formats._io import read_head
from sessgraph.formats.locations import default_locations
from sessgraph.models import ParsedSession, ToolCall

DATA = REPO / "tests" / "data" / "pi"
CIV6 = REPO / "tests" / "labelled-real" / "mixed-agents" / "files" / "pi" / "civ6__session.jsonl"
KIMCHI = "kimchi-dev__session.jsonl"  # tests/found/MANIFEST.tsv
RADDIT = "agent-complex-task__03-raddit-dashboard-pr__session.jsonl"  # tests/found/MANIFEST.tsv


def read_all(path: Path) -> list[ParsedSession]:
    return list(pi.read(path))


def calls_by_id(parsed: ParsedSession) -> dict[str | None, ToolCall]:
    return {c.native_id: c for m in parsed.messages for c in m.tool_calls}


def write_lines(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r, separators=(",", ":")) + "\n" for r in rows), "utf-8")
    return path


# --- detection -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["v3-tree.jsonl", "v2-hook-message.jsonl", "v1-linear.jsonl"])
def test_pi_files_are_detected_as_pi_and_not_claimed_by_neutral(name: str) -> None:
    """Every pi version is read by the pi reader; the neutral reader declines it outright."""
    path = DATA / name
    assert detect_file(path).name == "pi"
    assert neutral.detect(path, read_head(path)) is False


def test_neutral_files_stay_neutral(tmp_path: Path) -> None:
    """sessgraph's own format, whose header also says type session, is still neutral."""
    header = {"type": "session", "id": "n1", "title": "t", "cwd": "/w", "model": "m"}
    line = {"type": "message", "role": "user", "text": "hi"}
    with_message = write_lines(tmp_path / "a.jsonl", [header, line])
    header_only = write_lines(tmp_path / "b.jsonl", [header])
    assert detect_file(with_message).name == "sessgraph-neutral"
    assert detect_file(header_only).name == "sessgraph-neutral"


def test_late_version_1_header_is_told_apart_by_the_next_line(tmp_path: Path) -> None:
    """A version 1 header of only type/id/timestamp/cwd is pi when a pi entry follows."""
    header = {"type": "session", "id": "x", "timestamp": "2025-12-20T10:00:00Z", "cwd": "/w"}
    entry = {"type": "message", "timestamp": "t", "message": {"role": "user", "content": "hi"}}
    assert detect_file(write_lines(tmp_path / "s.jsonl", [header, entry])).name == "pi"


def test_file_whose_header_was_lost_is_still_pi(tmp_path: Path) -> None:
    """Without its header line a file of tree entries is pi; the id comes from the file name."""
    rows = [
        {"type": "message", "id": "aa", "parentId": "zz", "timestamp": "t", "message": {}},
        {"type": "message", "id": "bb", "parentId": "aa", "timestamp": "t", "message": {}},
    ]
    rows[0]["message"] = {"role": "user", "content": [{"type": "text", "text": "hello"}]}
    rows[1]["message"] = {"role": "assistant", "content": [{"type": "text", "text": "hi"}]}
    path = write_lines(tmp_path / "2026-01-01T10-00-00-000Z_0190-abc.jsonl", rows)
    assert detect_file(path).name == "pi"
    (parsed,) = read_all(path)
    assert parsed.session.id == "0190-abc"
    assert [m.text for m in parsed.messages] == ["hello", "hi"]


def test_default_location_is_pi_agent_sessions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`ingest --defaults` finds ~/.pi/agent/sessions, or $PI_CODING_AGENT_DIR/sessions."""
    monkeypatch.delenv("PI_CODING_AGENT_DIR", raising=False)
    sessions = tmp_path / ".pi" / "agent" / "sessions"
    sessions.mkdir(parents=True)
    assert sessions in default_locations(tmp_path)
    other = tmp_path / "elsewhere"
    (other / "sessions").mkdir(parents=True)
    monkeypatch.setenv("PI_CODING_AGENT_DIR", str(other))
    found = default_locations(tmp_path)
    assert other / "sessions" in found
    assert sessions not in found


# --- the constructed version 3 tree ----------------------------------------------------------


def test_transcript_is_the_path_to_the_last_entry() -> None:
    """Main session = root-to-last-entry path; the abandoned branch is its own sidechain
    session under the main one."""
    main, branch = read_all(DATA / "v3-tree.jsonl")
    # Lines 8-11 are the branch left with /tree; 2-4, 23, 25 make no message; 35 is unknown.
    expected = [5, 6, 7, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 26, 27, 28, 29, 30]
    expected += [31, 32, 33, 34, 36, 37]
    assert [m.source_line for m in main.messages] == expected
    assert [m.seq for m in main.messages] == list(range(len(expected)))
    assert not any(m.is_sidechain for m in main.messages)
    assert main.session.id == "0194a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"
    assert branch.session.id == f"{main.session.id}:branch-e0000007"
    assert branch.session.parent_session_id == main.session.id
    assert [m.source_line for m in branch.messages] == [8, 9, 10, 11]
    assert all(m.is_sidechain for m in branch.messages)
    assert branch.messages[0].parent_id == "e0000006"  # the fork point on the main path


def test_shell_commands_and_their_outcomes() -> None:
    """bash calls: exit code from "Command exited with code N", timeouts and aborted replies
    interrupted, blocked calls error, a call without result unknown; a !cmd is user-bash."""
    main, branch = read_all(DATA / "v3-tree.jsonl")
    calls = calls_by_id(main)
    outcome = {
        cid: (c.command.status, c.command.exit_code)
        for cid, c in calls.items()
        if c.command is not None
    }
    assert outcome == {
        "toolu_fx01": ("failed", 1),
        "toolu_fx08": ("ok", 0),
        "e0000015": ("failed", 1),
        "toolu_fx09": ("interrupted", None),
        "toolu_fx10": ("error", None),
        "toolu_fx11": ("interrupted", None),
        "toolu_fx12": ("unknown", None),
    }
    first = calls["toolu_fx01"]
    assert first.command is not None
    assert first.command.command == "npm test"
    assert first.command.cwd == "/home/dev/shop"
    assert first.command.output is not None
    assert first.command.output.endswith("Command exited with code 1")
    assert first.is_error is True
    assert calls["e0000015"].name == "user-bash"
    assert calls["toolu_fx12"].result_text is None
    lint = calls_by_id(branch)["toolu_fx03"].command
    assert lint is not None
    assert (lint.status, lint.exit_code) == ("failed", 2)


def test_edit_and_write_are_file_edits_unless_they_failed() -> None:
    """edit (edits[] and oldText/newText forms) and write make file edits; a failed edit none."""
    main, branch = read_all(DATA / "v3-tree.jsonl")
    calls = calls_by_id(main)
    (edit,) = calls["toolu_fx06"].edits
    assert (edit.path, edit.kind, edit.lines_added, edit.lines_removed) == (
        "src/cart.js",
        "edit",
        1,
        1,
    )
    assert calls["toolu_fx07"].is_error is True
    assert calls["toolu_fx07"].edits == []
    (write,) = calls_by_id(branch)["toolu_fx02"].edits
    assert (write.path, write.kind, write.lines_added) == ("src/cart.js", "write", 3)


def test_other_tools_are_plain_calls_with_their_results() -> None:
    """read and grep are tool calls with input and result text, no command and no edit."""
    (main, _) = read_all(DATA / "v3-tree.jsonl")
    calls = calls_by_id(main)
    for cid, name in (("toolu_fx04", "read"), ("toolu_fx05", "grep")):
        call = calls[cid]
        assert call.name == name
        assert call.command is None and call.edits == []
        assert call.is_error is False
        assert call.result_text is not None and "items.length - 1" in call.result_text
    assert calls["toolu_fx04"].input == {"path": "src/cart.js"}


def test_message_kinds_titles_and_parents() -> None:
    """Each entry type maps to its kind; title from session_info; parents skip non-messages."""
    main, _ = read_all(DATA / "v3-tree.jsonl")
    by_line = {m.source_line: m for m in main.messages}
    kinds = {line: by_line[line].kind for line in (5, 6, 7, 12, 22, 24, 26, 27, 32, 33)}
    assert kinds == {
        5: "prompt",
        6: "tool_call",
        7: "tool_result",
        12: "meta",  # branch_summary
        22: "command_echo",  # bashExecution
        24: "meta",  # custom_message
        26: "compaction_summary",
        27: "prompt",  # string content
        32: "meta",  # custom role
        33: "error",  # stopReason error
    }
    assert by_line[33].text == "overloaded_error: Overloaded"
    assert by_line[6].text.startswith("Run the tests first")  # thinking kept
    assert by_line[6].model == "anthropic/claude-sonnet-4-5"
    assert main.session.title == "Fix the failing cart total"
    assert main.session.model == "anthropic/claude-sonnet-4-5"
    assert main.session.format_version == "3"
    assert by_line[5].parent_id is None  # above it only model/thinking/session_info entries
    assert by_line[24].parent_id == "e0000015"  # looks through the custom entry
    assert by_line[12].parent_id == "e0000006"


def test_unknown_entry_type_is_one_warning_and_keeps_the_chain() -> None:
    """An entry type pi does not define warns once (with its line) and the path goes through it."""
    main, _ = read_all(DATA / "v3-tree.jsonl")
    assert [(w.line, "future_entry" in w.message) for w in main.warnings] == [(35, True)]


def test_version_1_is_read_in_file_order() -> None:
    """v1 entries have no ids: file order; early builds' "Command exited" prefix is a failure."""
    (parsed,) = read_all(DATA / "v1-linear.jsonl")
    assert parsed.session.format_version == "1"
    assert parsed.session.model == "openai/gpt-5"
    assert [m.kind for m in parsed.messages] == [
        "prompt",
        "tool_call",
        "tool_result",
        "tool_call",
        "tool_result",
        "text",
    ]
    assert all(m.native_id is None for m in parsed.messages)
    calls = calls_by_id(parsed)
    first, second = calls["call_v1a"].command, calls["call_v1b"].command
    assert first is not None and second is not None
    assert (first.status, first.exit_code) == ("failed", 2)
    assert (second.status, second.exit_code) == ("ok", 0)
    assert parsed.warnings == []


def test_version_2_hook_message_is_meta() -> None:
    """The v2 role hookMessage (renamed custom in v3) is an extension's meta message."""
    (parsed,) = read_all(DATA / "v2-hook-message.jsonl")
    assert [(m.role, m.kind) for m in parsed.messages] == [
        ("user", "prompt"),
        ("user", "meta"),
        ("assistant", "text"),
    ]
    assert parsed.messages[1].text == "Project uses tabs."


def test_damaged_line_loses_only_itself(tmp_path: Path) -> None:
    """A malformed line warns with its line; the entry below it still follows the path."""
    lines = (DATA / "v3-tree.jsonl").read_text("utf-8").splitlines(keepends=True)
    lines[6] = lines[6][:40] + "\n"  # line 7, the failed npm test result, cut short
    path = tmp_path / "damaged.jsonl"
    path.write_text("".join(lines), "utf-8")
    main, branch = read_all(path)
    assert [w.line for w in main.warnings] == [7, 8, 35]
    assert "invalid JSON" in main.warnings[0].message
    assert "e0000006" in main.warnings[1].message
    # Lines 8 and 12 both named the lost line: both now hang below line 6, so the abandoned
    # branch (8-11) is still a branch and the path runs on from line 12.
    assert [m.source_line for m in main.messages][:3] == [5, 6, 12]
    assert [m.source_line for m in branch.messages] == [8, 9, 10, 11]


# --- real sessions: counts from the raw JSON ------------------------------------------------


def raw_counts(path: Path) -> dict[str, object]:
    """Counted straight from the JSON lines, without the reader: message-like entries, bash
    calls with a command, failed ones (isError and "Command exited with code N")."""
    entries = []
    for line in path.read_text("utf-8").splitlines():
        try:
            entries.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    kinds = ("message", "custom_message", "compaction", "branch_summary")
    results = {}
    bash = []
    for entry in entries:
        message = entry.get("message") if entry.get("type") == "message" else None
        if not isinstance(message, dict):
            continue
        if message.get("role") == "toolResult":
            results[message["toolCallId"]] = message
        for block in message.get("content") or [] if message.get("role") == "assistant" else []:
            args = block.get("arguments") or {}
            if block.get("name") == "bash" and isinstance(args.get("command"), str):
                bash.append(block["id"])
    failed = set()
    for call_id in bash:
        result = results.get(call_id)
        text = "".join(b.get("text", "") for b in (result or {}).get("content", []))
        if result and result.get("isError") and re.search(r"Command exited with code \d+", text):
            failed.add(call_id)
    return {
        "messages": sum(1 for e in entries if e.get("type") in kinds),
        "commands": len(bash),
        "failed": failed,
    }


def observed(parsed: ParsedSession) -> dict[str, object]:
    commands = [c for m in parsed.messages for c in m.tool_calls if c.command is not None]
    return {
        "messages": len(parsed.messages),
        "commands": len(commands),
        "failed": {c.native_id for c in commands if c.command and c.command.status == "failed"},
    }


def test_real_pi_session_civ6() -> None:
    """civ6.ch (pi v3, linear): 74 messages, 16 bash commands, 2 failed, as the raw JSON says."""
    if not CIV6.is_file():
        pytest.skip(f"{CIV6} not present (labelled-real transcripts are not committed)")
    assert detect_file(CIV6).name == "pi"
    (parsed,) = read_all(CIV6)
    raw = raw_counts(CIV6)
    assert observed(parsed) == raw
    assert (raw["messages"], raw["commands"], len(raw["failed"])) == (74, 16, 2)  # type: ignore[arg-type]
    assert parsed.warnings == []


def test_real_pi_session_kimchi_dev() -> None:
    """kimchi-dev (a pi-based harness, v3): 134 messages, 9 bash commands, none failed."""
    path = found_file(KIMCHI)
    assert detect_file(path).name == "pi"
    (parsed,) = read_all(path)
    raw = raw_counts(path)
    assert observed(parsed) == raw
    assert (raw["messages"], raw["commands"], len(raw["failed"])) == (134, 9, 0)  # type: ignore[arg-type]
    assert parsed.session.cwd == "/Users/ibar/castai/src/kimchi-dev"


def test_real_pi_session_with_a_damaged_line_and_a_compaction() -> None:
    """agent-complex-task 03 (v3, author-masked): one malformed line is one warning plus the
    relinked entry below it; 559 messages, 95 bash commands, 7 failed, all on one path."""
    path = found_file(RADDIT)
    assert detect_file(path).name == "pi"
    sessions = read_all(path)
    assert len(sessions) == 1  # the damaged line does not split the file into branches
    (parsed,) = sessions
    raw = raw_counts(path)
    assert observed(parsed) == raw
    assert (raw["messages"], raw["commands"], len(raw["failed"])) == (559, 95, 7)  # type: ignore[arg-type]
    assert [w.line for w in parsed.warnings] == [31, 32]
    assert sum(m.kind == "compaction_summary" for m in parsed.messages) == 1


def test_ingest_stores_the_path_and_the_branch_once(tmp_path: Path) -> None:
    """Ingest stores the session and its branch session; ingesting again changes nothing."""
    from sessgraph import api

    db = tmp_path / "pi.db"
    (first,) = api.ingest(db, [DATA / "v3-tree.jsonl"]).files
    assert first.format == "pi"
    assert first.session_ids == [
        "0194a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
        "0194a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b:branch-e0000007",
    ]
    assert (first.messages, first.commands, first.failed_commands) == (30, 8, 3)
    (again,) = api.ingest(db, [DATA / "v3-tree.jsonl"]).files
    assert again.status == "unchanged"


def test_forked_session_names_its_parent_session(tmp_path: Path) -> None:
    """parentSession (the file a session was forked from) gives parent_session_id: its id."""
    parent_file = "/home/u/.pi/agent/sessions/--w--/2026-01-01T10-00-00-000Z_0190-parent.jsonl"
    header = {"type": "session", "version": 3, "id": "0190-child", "timestamp": "t"}
    header |= {"cwd": "/w", "parentSession": parent_file}
    (parsed,) = read_all(write_lines(tmp_path / "child.jsonl", [header]))
    assert parsed.session.parent_session_id == "0190-parent"
    assert parsed.messages == []
