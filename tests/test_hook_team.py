"""The failure hook with a team store ($SESSGRAPH_TEAM_URL): the team's fixes when it
answers, the local answer (never a fault, never past the budget) when it does not."""

from __future__ import annotations

import io
import json
import socket
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from sessgraph import team
from sessgraph.hooks.respond import run_hook
from team_data import write_history
from test_hook import MTP_ERROR, claude_failure


def hook_answer(event: dict[str, object], db: Path, budget: float = 5.0) -> str:
    out = io.StringIO()
    run_hook(json.dumps(event), db, out=out, budget=budget)
    return out.getvalue()


def context_of(answer: str) -> str:
    return str(json.loads(answer)["hookSpecificOutput"]["additionalContext"])


@pytest.fixture
def hanging_server() -> Iterator[str]:
    """A PostgreSQL URL whose server accepts the connection and never answers."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        yield f"postgresql://x@127.0.0.1:{listener.getsockname()[1]}/x"


def test_a_fix_held_only_on_another_machine_is_quoted_with_it(
    tmp_path: Path, team_db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A failure this machine never met is answered with the fix another machine pushed,
    naming that machine and its verifying command."""
    write_history(tmp_path / "m1.db", "m1", 3, 4, seed=1)
    team.push(tmp_path / "m1.db", team_db, machine="m1")
    local = tmp_path / "m0.db"
    write_history(local, "m0", 1, 1, seed=0, cwd="/home/dev/src/other")
    monkeypatch.setenv("SESSGRAPH_MACHINE", "m0")
    monkeypatch.setenv("SESSGRAPH_TEAM_URL", team_db)
    with sqlite3.connect(tmp_path / "m1.db") as conn:
        error, verify = conn.execute(
            "SELECT y.error_text, c.command FROM symptoms y JOIN fixes f ON f.symptom_id = y.id "
            "JOIN commands c ON c.id = f.verify_command_id ORDER BY y.id LIMIT 1"
        ).fetchone()
    with sqlite3.connect(local) as conn:  # only m1 met this failure
        assert not conn.execute("SELECT 1 FROM symptoms WHERE error_text = ?", [error]).fetchone()
    event = claude_failure(error)
    context = context_of(hook_answer(event, local))
    assert "on machine m1" in context
    assert f"verified by: {verify}" in context
    monkeypatch.delenv("SESSGRAPH_TEAM_URL")
    local_only = hook_answer(event, local)
    assert "on machine m1" not in local_only


def test_a_hanging_team_store_leaves_the_local_answer_within_the_budget(
    sglang_db: Path, hanging_server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A team store that never answers costs the hook at most its budget, and the local
    verified fix is still given."""
    monkeypatch.setenv("SESSGRAPH_TEAM_URL", hanging_server)
    started = time.monotonic()
    answer = hook_answer(claude_failure(MTP_ERROR), sglang_db, budget=1.0)
    assert time.monotonic() - started < 1.5
    assert "--mamba-scheduler-strategy" in context_of(answer)


def test_an_unreachable_or_invalid_team_store_leaves_the_local_answer(
    sglang_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A closed port or a URL that is not PostgreSQL's: the local answer, nothing else."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]
    for url in (f"postgresql://x@127.0.0.1:{closed}/x", "not a url at all"):
        monkeypatch.setenv("SESSGRAPH_TEAM_URL", url)
        answer = hook_answer(claude_failure(MTP_ERROR), sglang_db)
        assert "--mamba-scheduler-strategy" in context_of(answer)


def test_the_team_hook_process_imports_neither_sqlite_utils_nor_the_write_path(
    tmp_path: Path, team_db: str
) -> None:
    """Asking the team from the hook process loads psycopg, not sqlite-utils (numpy) nor
    the migrations: the ranking database is made from the local database's tables."""
    from test_fast_start import imported, run_module

    write_history(tmp_path / "m1.db", "m1", 3, 4, seed=1)
    team.push(tmp_path / "m1.db", team_db, machine="m1")
    local = tmp_path / "m0.db"
    write_history(local, "m0", 1, 1, seed=0, cwd="/home/dev/src/other")
    event = json.dumps(claude_failure("ModuleNotFoundError: No module named 'flask'")).encode()
    _, modules = run_module(
        "sessgraph.hooks", "--agent", "claude-code", "-d", str(local), stdin=event,
        env={"SESSGRAPH_TEAM_URL": team_db, "SESSGRAPH_MACHINE": "m0"},
    )  # fmt: skip
    assert "psycopg" in modules and "sessgraph.team.query" in modules
    assert not imported(modules, "sqlite_utils") and not imported(modules, "numpy")
    assert not imported(modules, "sessgraph.store.schema")
