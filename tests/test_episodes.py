"""Episodes and fixes on small synthetic sessions (sessgraph's neutral JSONL format)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from sessgraph import api

Step = dict[str, Any]


def user(text: str) -> Step:
    return {"type": "message", "role": "user", "text": text}


def say(text: str) -> Step:
    return {"type": "message", "role": "assistant", "text": text}


def run(command: str, exit_code: int, output: str = "", text: str = "") -> Step:
    call = {"name": "bash", "command": command, "exit_code": exit_code, "output": output}
    return {"type": "message", "role": "assistant", "text": text, "tool_calls": [call]}


def edit(path: str, old: str, new: str, text: str = "") -> Step:
    call = {"name": "edit", "input": {"filePath": path, "oldString": old, "newString": new}}
    return {"type": "message", "role": "assistant", "text": text, "tool_calls": [call]}


def ingest(tmp_path: Path, sessions: dict[str, list[Step]]) -> sqlite3.Connection:
    for sid, steps in sessions.items():
        header = {"type": "session", "id": sid, "title": sid}
        lines = [header, *steps]
        (tmp_path / f"{sid}.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    db = tmp_path / "g.db"
    api.ingest(db, [tmp_path / f"{sid}.jsonl" for sid in sessions])
    return sqlite3.connect(db)


PG_DOWN = (
    'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: '
    "Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?"
)


def test_install_between_failure_and_success_is_the_fix(tmp_path: Path) -> None:
    """A missing module fixed by an install: the install is the fix, the rerun verifies it."""
    conn = ingest(
        tmp_path,
        {
            "s1": [
                user("run the report script"),
                run("python3 tools/report.py", 1, "ModuleNotFoundError: No module named 'pandas'"),
                run("pip install pandas", 0, "Successfully installed pandas-2.2.3"),
                run("python3 tools/report.py", 0, "wrote report.csv"),
            ]
        },
    )
    (kind, entities, seq, status) = conn.execute(
        "SELECT f.kind, f.entities, m.seq, y.status FROM fixes f "
        "JOIN messages m ON m.id = f.message_id JOIN symptoms y ON y.id = f.symptom_id"
    ).fetchone()
    assert (kind, seq, status) == ("install_package", 2, "resolved")
    assert "pandas" in json.loads(entities)


def test_identical_retry_is_flaky_not_fixed(tmp_path: Path) -> None:
    """A failure that passes on a plain retry is marked flaky and gets no fix."""
    conn = ingest(
        tmp_path,
        {
            "s1": [
                user("download the weights"),
                run("hf download org/model-7B", 1, "ReadTimeoutError: read timed out"),
                say("Transient timeout; retrying as is."),
                run("hf download org/model-7B", 0, "done"),
            ]
        },
    )
    assert conn.execute("SELECT status FROM symptoms").fetchall() == [("flaky",)]
    assert conn.execute("SELECT count(*) FROM fixes").fetchone() == (0,)


def test_abandoned_failure_has_no_fix(tmp_path: Path) -> None:
    """A failure never followed by a success of the same intent is abandoned."""
    conn = ingest(
        tmp_path,
        {
            "s1": [
                user("load the module"),
                run("sudo modprobe nvidia-peermem", 1, "modprobe: ERROR: could not insert"),
                say("Giving up on this; moving on."),
                run("ls /data", 0, "a b c"),
            ]
        },
    )
    assert conn.execute("SELECT status FROM symptoms").fetchall() == [("abandoned",)]
    assert conn.execute("SELECT count(*) FROM fixes").fetchone() == (0,)


def test_logging_change_ranks_below_the_real_fix(tmp_path: Path) -> None:
    """A log-level bump made next to the real change is not chosen as the fix."""
    unit = "/etc/app/server.yaml"
    conn = ingest(
        tmp_path,
        {
            "s1": [
                user("start the server"),
                run("./serve.sh", 1, "torch.OutOfMemoryError: CUDA out of memory. Tried 2 GiB"),
                edit(unit, "log_level: info", "log_level: debug", "More logging first."),
                edit(unit, "gpu_memory_fraction: 0.95", "gpu_memory_fraction: 0.85", "Lower."),
                run("./serve.sh", 0, "listening on :8000"),
            ]
        },
    )
    seq, entities = conn.execute(
        "SELECT m.seq, f.entities FROM fixes f JOIN messages m ON m.id = f.message_id"
    ).fetchone()
    assert seq == 3
    assert any("gpu_memory_fraction" in e for e in json.loads(entities))


def test_crash_loop_polls_and_user_report_form_one_episode(tmp_path: Path) -> None:
    """Repeated failing polls, a status check and "is it down?" are one crash-loop episode."""
    poll = "until curl -sf localhost:8000/health; do sleep 5; done; curl -sS localhost:8000/health"
    refused = "curl: (7) Failed to connect to localhost port 8000: Connection refused"
    status = "● api.service\n   Active: activating (auto-restart) (Result: exit-code)"
    conn = ingest(
        tmp_path,
        {
            "s1": [
                user("deploy the api"),
                run(poll, 7, refused),
                run(poll, 7, refused),
                user("is it down again?"),
                run("systemctl status api --no-pager", 3, status),
                say("The unit lacks DATABASE_URL."),
                edit(
                    "/etc/systemd/system/api.service", "", "Environment=DATABASE_URL=postgres://db"
                ),
                run("sudo systemctl daemon-reload && sudo systemctl restart api", 0),
                run(poll, 0, "ok"),
            ]
        },
    )
    rows = conn.execute(
        "SELECT seq, kind, repeat_count, status FROM symptoms ORDER BY seq"
    ).fetchall()
    assert [r[0] for r in rows] == [1, 3, 4]  # the second poll counts on the first
    assert rows[0][2] == 2 and {r[3] for r in rows} == {"resolved"}
    assert len({e for (e,) in conn.execute("SELECT episode_id FROM symptoms")}) == 1
    (entities,) = conn.execute("SELECT entities FROM fixes").fetchone()
    assert any(e.startswith("DATABASE_URL") for e in json.loads(entities))
    (pivot_seq,) = conn.execute("SELECT seq FROM pivots").fetchone()
    assert pivot_seq == 5


def test_retry_failing_differently_splits_episodes(tmp_path: Path) -> None:
    """When a retry fails with another error, the first error got its own fix."""
    conn = ingest(
        tmp_path,
        {
            "s1": [
                user("run the health reporter"),
                run("tools/health.py", 126, "bash: tools/health.py: Permission denied"),
                run("chmod +x tools/health.py", 0),
                run("tools/health.py", 1, "NameError: name 'json' is not defined"),
                edit("tools/health.py", "import sys", "import json\nimport sys"),
                run("tools/health.py", 0, "all healthy"),
            ]
        },
    )
    fixes = conn.execute(
        "SELECT y.seq, f.kind FROM fixes f JOIN symptoms y ON y.id = f.symptom_id ORDER BY y.seq"
    ).fetchall()
    assert fixes == [(1, "permission"), (3, "code_edit")]


def test_same_fix_in_two_sessions_is_confirmed_and_found(tmp_path: Path) -> None:
    """The same change fixing the same signature in two sessions raises its standing."""

    def story(port: int) -> list[Step]:
        return [
            user("connect to the database"),
            run(
                f"psql -h localhost -p {port} -c 'select 1'", 2, PG_DOWN.replace("5432", str(port))
            ),
            run("docker compose up -d db", 0, "Container db Started"),
            run(f"psql -h localhost -p {port} -c 'select 1'", 0, " ?column? \n----------\n 1"),
        ]

    conn = ingest(tmp_path, {"a": story(5432), "b": story(5433)})
    confirmed = conn.execute("SELECT sessions_confirmed FROM fixes").fetchall()
    assert confirmed == [(2,), (2,)]
    with api.SessGraph(tmp_path / "g.db") as db:
        found = db.similar_fixes(PG_DOWN.replace("5432", "6543"))
    assert found and found[0].sessions == 2 and "docker compose" in (found[0].change or "")


def test_knowledge_reused_across_sessions(tmp_path: Path) -> None:
    """An env var explained in one session and used in a later one is a cross-session reuse."""
    conn = ingest(
        tmp_path,
        {
            "a": [
                user("why does the all-reduce hang?"),
                say("NCCL_P2P_DISABLE=1 avoids the broken peer-to-peer path on this VM."),
            ],
            "b": [
                user("start training"),
                run("NCCL_P2P_DISABLE=1 torchrun --nproc-per-node 4 train.py", 0, "step 1"),
            ],
        },
    )
    rows = conn.execute(
        "SELECT e.name, r.discovered_session_id, r.reused_session_id, r.cross_session "
        "FROM reuse r JOIN entities e ON e.id = r.entity_id"
    ).fetchall()
    assert ("NCCL_P2P_DISABLE", "a", "b", 1) in rows


def test_profile_noise_loses_to_the_commands_own_error() -> None:
    """Issue 12, class 6: a failed command's symptom text is its own error, not the shell
    profile's complaint printed before every output of a sandboxed session."""
    from sessgraph.extract.episodes import Action, symptom_of

    output = (
        "/opt/tools/cmd/shellenv.sh: line 18: /bin/ps: Operation not permitted\n"
        "fatal: not a git repository (or any of the parent directories): .git\n"
    )
    action = Action(
        seq=1,
        message_id=1,
        command="git status",
        exit_code=1,
        status="failed",
        output=output,
    )
    symptom = symptom_of(action, [])
    assert symptom is not None
    assert symptom.error_text.startswith("fatal: not a git repository")
