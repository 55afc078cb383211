"""`sessgraph hook`: agent events in, the remembered fix (or silence) out, never a fault."""

from __future__ import annotations

import io
import json
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sessgraph.hooks.events import parse_event
from sessgraph.hooks.respond import run_hook

MTP_ERROR = (
    "ValueError: Speculative decoding for Qwen3NextForCausalLM is not compatible with radix "
    "cache when using --mamba-scheduler-strategy no_buffer. To use radix cache with "
    "speculative decoding, please use --mamba-scheduler-strategy extra_buffer."
)
UNRELATED = "error[E0425]: cannot find value `tollgate_cfg` in this scope\n --> src/main.rs:12:5"


def claude_failure(error: str, command: str = "journalctl -u sglang -n 80") -> dict[str, object]:
    """A Claude Code PostToolUseFailure event as its hooks reference documents it."""
    return {
        "session_id": "0f9d5c1e-new-session",
        "transcript_path": "/home/u/.claude/projects/p/0f9d5c1e.jsonl",
        "cwd": "/srv/app",
        "permission_mode": "default",
        "hook_event_name": "PostToolUseFailure",
        "tool_name": "Bash",
        "tool_input": {"command": command, "description": "Show logs"},
        "tool_use_id": "toolu_01ABC",
        "error": f"Exit code 1\n{error}",
        "is_interrupt": False,
    }


def codex_post_tool_use(output: str, exit_code: int) -> dict[str, object]:
    """A Codex PostToolUse event (hooks schema: turn_id, model, tool_response)."""
    return {
        "session_id": "019a-codex",
        "turn_id": "turn-3",
        "transcript_path": None,
        "cwd": "/srv/app",
        "hook_event_name": "PostToolUse",
        "model": "gpt-5-codex",
        "permission_mode": "default",
        "tool_name": "Bash",
        "tool_use_id": "call_7",
        "tool_input": {"command": "journalctl -u sglang -n 80"},
        "tool_response": f"Exit code: {exit_code}\nWall time: 0.4 seconds\nOutput:\n{output}",
    }


def opencode_event(output: str, exit_code: int) -> dict[str, object]:
    """What the sessgraph opencode plugin sends after a bash call."""
    return {
        "agent": "opencode",
        "hook_event_name": "tool.execute.after",
        "tool": "bash",
        "sessionID": "ses_new",
        "args": {"command": "journalctl -u sglang -n 80"},
        "output": output,
        "metadata": {"exit": exit_code, "description": "logs"},
    }


def answer_of(event: dict[str, object], db: Path, **kwargs: object) -> str:
    out = io.StringIO()
    run_hook(json.dumps(event), db, out=out, **kwargs)  # type: ignore[arg-type]
    return out.getvalue()


def test_events_of_each_agent_are_recognised() -> None:
    """Each agent's failure event becomes a failure with its command and exit code."""
    claude = parse_event(json.dumps(claude_failure("boom")))
    assert (claude.agent, claude.action, claude.exit_code) == ("claude-code", "failure", 1)
    assert claude.command == "journalctl -u sglang -n 80"
    codex = parse_event(json.dumps(codex_post_tool_use("boom", 2)))
    assert (codex.agent, codex.action, codex.exit_code) == ("codex", "failure", 2)
    assert parse_event(json.dumps(codex_post_tool_use("ok", 0))).action == "ignore"
    opencode = parse_event(json.dumps(opencode_event("boom", 1)))
    assert (opencode.agent, opencode.action, opencode.exit_code) == ("opencode", "failure", 1)
    # Claude Code on Windows runs commands through its PowerShell tool: the same event.
    powershell = {**claude_failure("boom", command="Get-Content C:\\app\\log.txt")}
    powershell["tool_name"] = "PowerShell"
    windows = parse_event(json.dumps(powershell))
    assert (windows.action, windows.exit_code) == ("failure", 1)
    assert windows.command == "Get-Content C:\\app\\log.txt"
    edit = {**claude_failure("x"), "tool_name": "Edit", "tool_input": {"file_path": "a"}}
    assert parse_event(json.dumps(edit)).action == "ignore"
    start = parse_event(
        json.dumps({"hook_event_name": "SessionStart", "cwd": "/srv", "source": "startup"})
    )
    assert start.action == "session_start"
    stop = parse_event(json.dumps({"hook_event_name": "Stop", "transcript_path": "/t.jsonl"}))
    assert (stop.action, stop.transcript_path) == ("session_end", "/t.jsonl")


def test_claude_code_failure_gets_the_verified_fix(sglang_db: Path) -> None:
    """A Claude Code failure with the MTP error is answered with the unit-file fix."""
    reply = json.loads(answer_of(claude_failure(MTP_ERROR), sglang_db))
    output = reply["hookSpecificOutput"]
    assert output["hookEventName"] == "PostToolUseFailure"
    context = output["additionalContext"]
    assert "SGLANG_ENABLE_SPEC_V2=1" in context
    assert "extra_buffer" in context
    assert "verified by:" in context
    assert "not instructions" in context
    # Every remembered line is quoted, so transcript text cannot pose as an instruction.
    assert all(line.startswith("> ") for line in context.splitlines()[1:])


def test_codex_and_opencode_failures_get_the_same_fix(sglang_db: Path) -> None:
    """Codex's PostToolUse and opencode's plugin event get the fix in their own shape."""
    codex = json.loads(answer_of(codex_post_tool_use(MTP_ERROR, 1), sglang_db))
    assert codex["hookSpecificOutput"]["hookEventName"] == "PostToolUse"
    assert "SGLANG_ENABLE_SPEC_V2=1" in codex["hookSpecificOutput"]["additionalContext"]
    opencode = json.loads(answer_of(opencode_event(MTP_ERROR, 1), sglang_db))
    assert "SGLANG_ENABLE_SPEC_V2=1" in opencode["additionalContext"]
    assert answer_of(codex_post_tool_use(MTP_ERROR, 0), sglang_db) == ""


def test_unrelated_failure_is_answered_with_silence(sglang_db: Path) -> None:
    """An error nothing in the database resembles gets no answer at all."""
    assert answer_of(claude_failure(UNRELATED, "cargo build"), sglang_db) == ""


def test_the_failing_session_itself_is_not_quoted_back(sglang_db: Path) -> None:
    """A fix from the very session that fails is not offered again (it is in context)."""
    event = {**claude_failure(MTP_ERROR), "session_id": "ses_3e27dc4ffffe4X71yjAUs0PEA8"}
    assert answer_of(event, sglang_db) == ""


def test_faults_are_silent(tmp_path: Path, sglang_db: Path) -> None:
    """No database, a corrupt one, garbage input or an exhausted budget: no output."""
    event = claude_failure(MTP_ERROR)
    assert answer_of(event, tmp_path / "missing.db") == ""
    corrupt = tmp_path / "corrupt.db"
    corrupt.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4096)
    assert answer_of(event, corrupt) == ""
    not_sqlite = tmp_path / "text.db"
    not_sqlite.write_text("hello")
    assert answer_of(event, not_sqlite) == ""
    out = io.StringIO()
    run_hook(b"\x00not json", sglang_db, out=out)
    run_hook(b"[1, 2]", sglang_db, out=out)
    assert out.getvalue() == ""
    assert answer_of(event, sglang_db, budget=0.0001) == ""


def test_a_locked_database_is_silent_within_the_budget(tmp_path: Path, sglang_db: Path) -> None:
    """A database another process holds an exclusive lock on: silence, not a hang."""
    locked = tmp_path / "locked.db"
    locked.write_bytes(sglang_db.read_bytes())
    holder = sqlite3.connect(locked)
    holder.execute("PRAGMA journal_mode=DELETE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        started = time.monotonic()
        assert answer_of(claude_failure(MTP_ERROR), locked, budget=1.0) == ""
        assert time.monotonic() - started < 5
    finally:
        holder.rollback()
        holder.close()


def test_hook_process_exits_zero_on_every_input(tmp_path: Path, sglang_db: Path) -> None:
    """`python -m sessgraph.hooks` exits 0 with the answer, and 0 with silence on faults."""
    command = [sys.executable, "-m", "sessgraph.hooks", "-d", str(sglang_db)]
    good = subprocess.run(
        command, input=json.dumps(claude_failure(MTP_ERROR)).encode(), capture_output=True
    )
    assert good.returncode == 0
    assert "SGLANG_ENABLE_SPEC_V2" in good.stdout.decode()
    for stdin in (b"", b"{", json.dumps(claude_failure(UNRELATED)).encode()):
        result = subprocess.run(command, input=stdin, capture_output=True)
        assert (result.returncode, result.stdout) == (0, b"")
    missing = [sys.executable, "-m", "sessgraph.hooks", "-d", str(tmp_path / "none.db")]
    result = subprocess.run(
        missing, input=json.dumps(claude_failure(MTP_ERROR)).encode(), capture_output=True
    )
    assert (result.returncode, result.stdout, result.stderr) == (0, b"", b"")


def test_session_start_lists_the_projects_walls(sglang_db: Path) -> None:
    """A new session in a known project is told its most frequent fixed failures."""
    cwd = sqlite3.connect(sglang_db).execute("SELECT cwd FROM sessions").fetchone()[0]
    event = {"hook_event_name": "SessionStart", "session_id": "s", "cwd": cwd, "source": "startup"}
    context = json.loads(answer_of(event, sglang_db))["hookSpecificOutput"]["additionalContext"]
    assert context.startswith("sessgraph: failures met before in this project")
    assert len([line for line in context.splitlines() if line.startswith("> ")]) >= 1
    other = {**event, "cwd": "/nowhere/else"}
    assert answer_of(other, sglang_db) == ""


def test_stop_ingests_the_transcript_in_the_background(tmp_path: Path) -> None:
    """A Stop event returns at once; the transcript is in the database shortly after."""
    transcript = Path(__file__).parent / "labelled" / "cc-django-ledger"
    jsonl = next(transcript.glob("*.jsonl"))
    db = tmp_path / "fresh.db"
    from sessgraph.store import open_db

    open_db(db).close()
    event = {"hook_event_name": "Stop", "session_id": "s", "transcript_path": str(jsonl)}
    started = time.monotonic()
    assert answer_of(event, db) == ""
    assert time.monotonic() - started < 2
    deadline = time.monotonic() + 120
    count = 0
    while time.monotonic() < deadline:
        try:
            count = sqlite3.connect(db).execute("SELECT count(*) FROM sessions").fetchone()[0]
        except sqlite3.OperationalError:
            count = 0
        if count:
            break
        time.sleep(0.5)
    assert count == 1


@pytest.mark.parametrize("agent", ["claude-code", "codex", "opencode"])
def test_cli_hook_reads_stdin(agent: str, sglang_db: Path) -> None:
    """`sessgraph hook --agent A` answers like the module entry point."""
    from click.testing import CliRunner

    from sessgraph.cli import cli

    event = {
        "claude-code": claude_failure(MTP_ERROR),
        "codex": codex_post_tool_use(MTP_ERROR, 1),
        "opencode": opencode_event(MTP_ERROR, 1),
    }[agent]
    result = CliRunner().invoke(
        cli, ["hook", "--agent", agent, "-d", str(sglang_db)], input=json.dumps(event)
    )
    assert result.exit_code == 0
    assert "SGLANG_ENABLE_SPEC_V2=1" in result.output


def test_a_permission_change_is_told_with_its_other_spellings() -> None:
    """Issue 12, class 2: the hook tells a sandbox escalation in the spelling the past
    session used and in the other harness version's, so the agent can use its own."""
    from sessgraph.hooks.respond import _change_of
    from sessgraph.similar import RankedFix

    fix = RankedFix(
        kind="permission",
        entities=[
            "with_escalated_permissions=1",
            "sandbox",
            "sandbox_permissions=require_escalated",
        ],
        change="re-run with with_escalated_permissions=1: git fetch",
        similarity=0.8,
        confidence=0.9,
        change_class=None,
        knowledge=True,
        sessions=1,
        score=0.7,
        matched_by="signature",
        fixed=[],
    )
    assert _change_of(fix) == (
        "re-run with with_escalated_permissions=1: git fetch "
        "(also spelt: sandbox_permissions=require_escalated)"
    )
