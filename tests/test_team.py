"""The team store against a real PostgreSQL server (a throwaway cluster, see pg_server.py)."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import psycopg
import pytest
from click.testing import CliRunner

from sessgraph import api, team
from sessgraph.cli import cli
from sessgraph.store import open_db
from team_data import write_history

TABLES = ("sessions", "symptoms", "fixes", "messages", "commands")
SECRETS = {
    "github": "ghp_" + "a1B2c3D4" * 4 + "e5F6",
    "aws": "AKIA" + "QWERTYUIOPASDFGH",
    "password": "hunter2-Xq9!vLr7zT",
}
PLANTED = f" token={SECRETS['github']} aws={SECRETS['aws']} password={SECRETS['password']}"


def snapshot(url: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of the team tables (without push times), in id order."""
    found = {}
    with psycopg.connect(url, options="-c search_path=sessgraph") as conn:
        for table in TABLES:
            rows = conn.execute(f"SELECT * FROM {table} ORDER BY id").fetchall()
            names = [c.name for c in conn.execute(f"SELECT * FROM {table} LIMIT 0").description]
            keep = [i for i, n in enumerate(names) if n not in ("pushed_at", "search")]
            found[table] = [tuple(row[i] for i in keep) for row in rows]
    return found


def new_database(cluster: Any) -> str:
    name = f"team_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(cluster.url(), autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return str(cluster.url(database=name))


def create_role(cluster: Any, role: str) -> None:
    with psycopg.connect(cluster.url(), autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", [role]).fetchone()
        if not exists:
            conn.execute(f"CREATE ROLE {role} LOGIN")


def as_role(url: str, role: str) -> str:
    return url.replace("://postgres@", f"://{role}@")


def test_push_twice_changes_nothing(tmp_path: Path, team_db: str) -> None:
    """A second push of an unchanged database writes no row and reports nothing pushed."""
    write_history(tmp_path / "a.db", "m1", sessions=5, episodes=4)
    first = team.push(tmp_path / "a.db", team_db, machine="m1")
    assert (first.sessions_pushed, first.symptoms, first.fixes) == (5, 20, 20)
    before = snapshot(team_db)
    again = team.push(tmp_path / "a.db", team_db, machine="m1")
    assert again.sessions_pushed == 0
    assert snapshot(team_db) == before
    full = team.push(tmp_path / "a.db", team_db, machine="m1", full=True)
    assert full.sessions_considered == 5 and full.sessions_pushed == 0
    assert snapshot(team_db) == before


def test_watermark_pushes_only_what_was_ingested_since(tmp_path: Path, team_db: str) -> None:
    """A push reads only the sessions ingested at or after the machine's watermark (the
    second of the last session pushed)."""
    db = tmp_path / "a.db"
    write_history(db, "m1", sessions=3, episodes=2, ingested_at="2026-11-30T09:00:00Z")
    team.push(db, team_db, machine="m1")
    write_history(db, "m1", sessions=2, episodes=2, seed=1, ingested_at="2026-11-30T10:00:00Z")
    report = team.push(db, team_db, machine="m1")
    # The three at the old watermark's second are compared again (by digest, not written).
    assert (report.sessions_considered, report.sessions_pushed) == (5, 2)
    assert report.watermark == "2026-11-30T10:00:00Z"
    assert len(snapshot(team_db)["sessions"]) == 5
    again = team.push(db, team_db, machine="m1")
    assert (again.sessions_considered, again.sessions_pushed) == (2, 0)


def test_reextracted_session_replaces_its_rows(tmp_path: Path, team_db: str) -> None:
    """A session whose extraction lost an episode loses it in the team store too (pruned)."""
    db = tmp_path / "a.db"
    write_history(db, "m1", sessions=1, episodes=3)
    team.push(db, team_db, machine="m1")
    local = open_db(db)
    (gone,) = local.execute("SELECT max(id) FROM symptoms").fetchone()
    local.execute("DELETE FROM fixes WHERE symptom_id = ?", [gone])
    local.execute("DELETE FROM symptoms WHERE id = ?", [gone])
    local.conn.commit()
    local.close()
    report = team.push(db, team_db, machine="m1", full=True)
    assert report.sessions_pushed == 1
    rows = snapshot(team_db)
    assert len(rows["symptoms"]) == 2 and len(rows["fixes"]) == 2


def test_eight_machines_pushing_at_once_lose_and_duplicate_nothing(
    tmp_path: Path, team_db: str
) -> None:
    """Eight concurrent pushes (each with its own sessions plus one session all of them hold)
    store every session once and every episode once."""
    shared = ["shared-session"]
    for n in range(8):
        write_history(tmp_path / f"m{n}.db", f"m{n}", sessions=6, episodes=5)
        write_history(tmp_path / f"m{n}.db", "shared", 1, 5, session_ids=shared, seed=99)
    team.push(tmp_path / "m0.db", team_db, machine="setup", project="none-yet", full=True)
    with psycopg.connect(team_db, autocommit=True) as conn:  # start from an empty store
        conn.execute("TRUNCATE sessgraph.sessions CASCADE; TRUNCATE sessgraph.machines")
    start, errors = threading.Barrier(8), []

    def run(n: int) -> None:
        try:
            start.wait()
            team.push(tmp_path / f"m{n}.db", team_db, machine=f"m{n}", batch_sessions=2)
        except Exception as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    rows = snapshot(team_db)
    ids = [row[0] for row in rows["sessions"]]
    assert len(ids) == len(set(ids)) == 8 * 6 + 1
    assert len(rows["symptoms"]) == len({r[0] for r in rows["symptoms"]}) == (8 * 6 + 1) * 5
    assert len(rows["fixes"]) == (8 * 6 + 1) * 5


_KILLED_PUSH = """
import sys, time
from sessgraph import team
def slow(report):
    print("batch", report.batches, flush=True)
    time.sleep(0.3)
team.push(sys.argv[1], sys.argv[2], machine="m1", batch_sessions=1, on_batch=slow)
"""


def test_push_killed_midway_then_rerun_equals_one_push(
    tmp_path: Path, team_db: str, pg_cluster: Any
) -> None:
    """kill -9 during a push, push again: the store equals one uninterrupted push."""
    db = tmp_path / "a.db"
    for n in range(6):  # one source per ingest second: the watermark moves batch by batch
        write_history(db, "m1", 1, 4, seed=n, ingested_at=f"2026-11-30T09:00:0{n}Z")
    process = subprocess.Popen(
        [sys.executable, "-c", _KILLED_PUSH, str(db), team_db], stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None
    while process.stdout.readline().strip() != "batch 2":
        assert process.poll() is None, "the push ended before it could be killed"
    process.kill()
    process.wait()
    partial = snapshot(team_db)
    assert 2 <= len(partial["sessions"]) < 6
    rerun = team.push(db, team_db, machine="m1")
    assert rerun.sessions_pushed == 6 - len(partial["sessions"])
    reference = new_database(pg_cluster)
    team.push(db, reference, machine="m1")
    assert snapshot(team_db) == snapshot(reference)


def test_member_sees_only_granted_projects(tmp_path: Path, team_db: str, pg_cluster: Any) -> None:
    """Row-level security with real roles: alice (granted alpha) sees alpha only, bob (no
    grant) sees nothing, and alice may not push a project she was not granted."""
    write_history(tmp_path / "a.db", "m1", 3, 2, cwd="/home/ann/src/alpha")
    write_history(tmp_path / "b.db", "m2", 4, 2, cwd="/Users/ben/work/beta")
    team.push(tmp_path / "a.db", team_db, machine="m1")
    team.push(tmp_path / "b.db", team_db, machine="m2")
    create_role(pg_cluster, "alice")
    create_role(pg_cluster, "bob")
    assert api.team_grant(team_db, "alice", "alpha") is True
    alice, bob = as_role(team_db, "alice"), as_role(team_db, "bob")
    with psycopg.connect(bob, options="-c search_path=sessgraph") as conn:
        conn.execute("SELECT 1")  # bob may connect, but holds no table privileges
    with (
        psycopg.connect(alice, options="-c search_path=sessgraph") as conn,
        conn.cursor() as cur,
    ):
        for table in ("sessions", "symptoms", "fixes"):
            cur.execute(f"SELECT DISTINCT project FROM {table}")
            assert cur.fetchall() == [("alpha",)]
        cur.execute("SELECT count(*) FROM symptoms WHERE project = 'beta'")
        assert cur.fetchone() == (0,)
    report = team.pull(alice, tmp_path / "alice.db")
    assert (report.sessions, report.projects) == (3, 1)
    with pytest.raises(team.TeamStoreError, match="no grant for project"):
        team.push(tmp_path / "b.db", alice, machine="m2")
    # A role granted nothing yet (but a member) sees none of the rows.
    api.team_grant(team_db, "bob", "gamma")
    report = team.pull(bob, tmp_path / "bob.db")
    assert report.sessions == report.symptoms == 0
    assert team.team_fixes(None, bob, "ModuleNotFoundError: No module named 'torch'",
                           machine="x") == []  # fmt: skip


@pytest.mark.parametrize("with_transcripts", [False, True])
def test_planted_secrets_never_reach_postgres(
    tmp_path: Path, team_db: str, with_transcripts: bool
) -> None:
    """Secrets stored unredacted locally (errors, fixes, commands, messages, titles) are
    redacted before they leave the machine, transcripts or not."""
    db = tmp_path / "a.db"
    write_history(db, "m1", 2, 3, extra=PLANTED)
    assert SECRETS["github"] in db.read_bytes().decode("utf-8", "replace")
    team.push(db, team_db, machine="m1", with_transcripts=with_transcripts)
    with psycopg.connect(team_db) as conn:
        dumped = "\n".join(
            str(row)
            for table in (*TABLES, "machines")
            for row in conn.execute(f"SELECT * FROM sessgraph.{table}").fetchall()
        )
    assert "REDACTED" in dumped
    for secret in SECRETS.values():
        assert secret not in dumped
    assert ("running the tests" in dumped) is with_transcripts  # message text only on request


def test_pulled_copy_answers_local_queries(tmp_path: Path, team_db: str) -> None:
    """`sessgraph pull` writes a database that `fixes`, `sessions` and the API read as a
    local one."""
    write_history(tmp_path / "a.db", "m1", 3, 4)
    team.push(tmp_path / "a.db", team_db, machine="m1")
    runner = CliRunner()
    result = runner.invoke(cli, ["pull", team_db, "-d", str(tmp_path / "team.db")])
    assert result.exit_code == 0, result.output
    assert "pulled 3 session(s) of 1 project(s)" in result.output
    # The module of m1's third episode, whose fix the history holds; another module's
    # install would be no answer (similar_fixes: another missing module is not similar).
    query = "ModuleNotFoundError: No module named 'flask'"
    result = runner.invoke(cli, ["fixes", "--json", query, "-d", str(tmp_path / "team.db")])
    assert result.exit_code == 0, result.output
    pulled = json.loads(result.output)
    local = [c.model_dump() for c in api.SessGraph(tmp_path / "a.db").similar_fixes(query)]
    assert pulled == local and pulled
    with api.SessGraph(tmp_path / "team.db") as graph:
        assert len(graph.sessions()) == 3
        fixes = graph.fixes()
        assert len(fixes) == 12 and all(f.verify_command for f in fixes)
    # A local history is never overwritten by a pull.
    result = runner.invoke(cli, ["pull", team_db, "-d", str(tmp_path / "a.db")])
    assert result.exit_code == 1 and "not a pulled copy" in result.output


def test_team_fixes_rank_as_local_and_count_machines(tmp_path: Path, team_db: str) -> None:
    """Team answers equal a local query over one database holding every machine's sessions,
    and a fix held on several machines says so."""
    for n in range(3):
        # 36 past errors in all: fewer than similar_fixes scores from a full-text search,
        # so both sides score the same candidates (see sessgraph.team.query).
        write_history(tmp_path / f"m{n}.db", f"m{n}", 3, 4, seed=n)
        write_history(tmp_path / "all.db", f"m{n}", 3, 4, seed=n)
        team.push(tmp_path / f"m{n}.db", team_db, machine=f"m{n}")
    everything = open_db(tmp_path / "all.db")
    holding: dict[str, set[str]] = {}
    for sid, entities in everything.execute(
        "SELECT session_id, entities FROM fixes WHERE kind = 'install_package'"
    ):
        holding.setdefault(json.loads(entities)[0], set()).add(sid.split("-")[0])
    everything.close()
    package = max(sorted(holding), key=lambda p: len(holding[p]))
    assert len(holding[package]) >= 2  # the seeded histories share this fix across machines
    query = f"ModuleNotFoundError: No module named '{package}'"
    merged = api.team_fixes(query, team_db, tmp_path / "m0.db", limit=5, machine="m0")
    together = api.SessGraph(tmp_path / "all.db").similar_fixes(query, limit=5)

    # Equal scores have no defined order: compare answers sorted by score, then fix.
    def ranked(found: list[Any]) -> list[tuple[Any, ...]]:
        return sorted((-c.score, c.kind, c.entities, c.sessions, c.similarity) for c in found)

    assert ranked(merged) == ranked(together)
    assert merged[0].score == together[0].score
    top = merged[0]
    assert top.entities == [package]
    assert top.machine_names == sorted(holding[package])
    assert top.machines == len(holding[package])
    runner = CliRunner()
    args = ["fixes", "--team-url", team_db, "-d", str(tmp_path / "m0.db"), query]
    result = runner.invoke(cli, [*args, "--json"], env={"SESSGRAPH_MACHINE": "m0"})
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)[0]["machine_names"] == top.machine_names
    result = runner.invoke(cli, args)
    assert result.exit_code == 0 and "machine(s)" in result.output


def test_cli_push_reads_the_url_from_the_environment(
    tmp_path: Path, team_db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`sessgraph push` takes $SESSGRAPH_TEAM_URL, and says in one line when no URL is set."""
    write_history(tmp_path / "a.db", "m1", 2, 2)
    runner = CliRunner()
    monkeypatch.delenv("SESSGRAPH_TEAM_URL", raising=False)
    result = runner.invoke(cli, ["push", "-d", str(tmp_path / "a.db")])
    assert result.exit_code == 1
    assert result.output.strip() == "Error: give a PostgreSQL URL or set $SESSGRAPH_TEAM_URL"
    monkeypatch.setenv("SESSGRAPH_TEAM_URL", team_db)
    result = runner.invoke(cli, ["push", "-d", str(tmp_path / "a.db"), "--machine", "m1"])
    assert result.exit_code == 0, result.output
    assert "pushed 2 of 2 session(s) from m1: 4 symptoms, 4 fixes" in result.output


def test_unreachable_server_is_one_line(tmp_path: Path, pg_cluster: Any) -> None:
    """No server at the URL: one line naming it (without its password), no traceback."""
    write_history(tmp_path / "a.db", "m1", 1, 1)
    url = f"postgresql://u:s3cret@127.0.0.1:{_closed_port()}/x"
    result = CliRunner().invoke(cli, ["push", url, "-d", str(tmp_path / "a.db")])
    assert result.exit_code == 1
    assert result.output.startswith("Error: cannot connect to postgresql://u:***@127.0.0.1:")
    assert "s3cret" not in result.output and len(result.output.strip().splitlines()) == 1


def _closed_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_missing_psycopg_is_one_clear_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without psycopg installed, a team command says which extra to install."""
    monkeypatch.setitem(sys.modules, "psycopg", None)
    from sessgraph.team.connect import psycopg_module

    with pytest.raises(team.TeamStoreError, match=r"pip install 'sessgraph\[team\]'"):
        psycopg_module()


def test_member_cannot_migrate_a_new_store(team_db: str, pg_cluster: Any) -> None:
    """A member opening a store that was never set up is told to ask an admin."""
    create_role(pg_cluster, "carol")
    with psycopg.connect(team_db, autocommit=True) as conn:
        conn.execute("REVOKE CREATE ON SCHEMA public FROM PUBLIC")
        conn.execute(f"REVOKE CREATE ON DATABASE {team_db.rsplit('/', 1)[1]} FROM PUBLIC")
    started = time.monotonic()
    with pytest.raises(team.TeamStoreError, match="ask an admin"):
        team.pull(as_role(team_db, "carol"), Path("/nonexistent-dir/never-written.db"))
    assert time.monotonic() - started < 30


def test_mcp_what_fixed_asks_the_team_when_a_url_is_set(
    tmp_path: Path, team_db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With $SESSGRAPH_TEAM_URL the MCP tool answers from local + team (with machines); with
    an unreachable store it gives the local answer and says why the team was not asked."""
    from sessgraph.mcp_server import what_fixed

    write_history(tmp_path / "m0.db", "m0", 2, 4, seed=0)
    write_history(tmp_path / "m1.db", "m1", 2, 4, seed=1)
    team.push(tmp_path / "m1.db", team_db, machine="m1")
    query = "ModuleNotFoundError: No module named 'torch'"
    monkeypatch.setenv("SESSGRAPH_MACHINE", "m0")
    monkeypatch.setenv("SESSGRAPH_TEAM_URL", team_db)
    answer = what_fixed(tmp_path / "m0.db", query)
    assert answer.team_error is None and answer.fixes
    assert "m1" in {name for fix in answer.fixes for name in getattr(fix, "machine_names", [])}
    monkeypatch.setenv("SESSGRAPH_TEAM_URL", f"postgresql://x@127.0.0.1:{_closed_port()}/x")
    fallback = what_fixed(tmp_path / "m0.db", query)
    assert fallback.team_error is not None and "cannot connect" in fallback.team_error
    local = api.SessGraph(tmp_path / "m0.db").similar_fixes(query)
    assert [f.model_dump() for f in fallback.fixes] == [f.model_dump() for f in local]
