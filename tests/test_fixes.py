"""Verification and fix finding on small action lists (issue 12, classes 1, 2, 4 and 5)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from action_helpers import cmd, edit, episodes
from sessgraph import api
from sessgraph.extract.episodes import (
    Action,
    Episode,
    Symptom,
    group_episodes,
)
from sessgraph.extract.fixes import resolve

BWRAP = "bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted"


def test_rerun_with_sandbox_permissions_is_a_permission_fix() -> None:
    """Class 2: the same command re-run with `sandbox_permissions` is a permission change."""
    actions = [
        cmd(1, "sed -n '1,200p' /home/u/skills/SKILL.md", 1, BWRAP),
        cmd(
            2,
            "sed -n '1,200p' /home/u/skills/SKILL.md",
            0,
            "---\nname: skill",
            permissions="sandbox_permissions=require_escalated",
        ),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.kind == "permission"
    assert "sandbox_permissions=require_escalated" in episode.fix.entities


def test_identical_rerun_without_any_change_is_flaky() -> None:
    """Class 2's counterpart: the same command with the same permissions changed nothing."""
    actions = [
        cmd(1, "sed -n '1,200p' SKILL.md", 1, BWRAP),
        cmd(2, "sed -n '1,200p' SKILL.md", 0, "ok"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "flaky" and episode.fix is None


def test_tool_switch_for_the_same_goal_resolves() -> None:
    """Class 1: `jq` missing, `python -m json.tool` on the same file succeeds: a fix."""
    actions = [
        cmd(1, "jq . build/report.json", 127, "bash: line 1: jq: command not found"),
        cmd(2, "python3 -m json.tool build/report.json", 0, '{\n  "ok": true\n}'),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.verify.seq == 2


def test_activation_step_inside_the_retry_is_the_fix() -> None:
    """Class 2: `source .venv/bin/activate && pytest` after `pytest: command not found`."""
    actions = [
        cmd(1, "pytest", 127, "/bin/bash: line 1: pytest: command not found"),
        cmd(2, "(source .venv/bin/activate && pytest)", 0, "collected 40 items\n40 passed in 1.2s"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.kind == "env"
    assert episode.fix.entities == ["source .venv/bin/activate"]


def test_env_prefix_is_an_env_fix() -> None:
    """Class 2: `FOO=bar make` after `make` failed: the assignment is the fix."""
    actions = [
        cmd(1, "make -C build all", 2, "fatal error: cuda.h: No such file or directory"),
        cmd(2, "CUDA_HOME=/usr/local/cuda make -C build all", 0, "[100%] Built target all"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.kind == "env"
    assert episode.fix.entities == ["CUDA_HOME=/usr/local/cuda"]


def test_removed_flag_is_a_fix_not_flaky() -> None:
    """Class 2: a retry that only drops a flag changed the command; the removal is the fix."""
    actions = [
        cmd(1, "npm ci --ignore-scripts --omit=dev", 1, "npm ERR! Missing script: build"),
        cmd(2, "npm ci --ignore-scripts", 0, "added 152 packages in 3s"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.entities == ["--omit=dev"] and "removed" in episode.fix.change


def test_changed_working_directory_is_a_cwd_fix() -> None:
    """Class 2: the same command run from another directory (the recorded cwd) succeeds."""
    actions = [
        cmd(1, "cargo test", 101, "error: could not find `Cargo.toml` in `/src`", cwd="/src"),
        cmd(2, "cargo test", 0, "test result: ok. 3 passed; 0 failed", cwd="/src/app"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.kind == "cwd"
    assert episode.fix.entities == ["cwd=/src/app"]


def test_retry_failing_differently_is_not_the_verification() -> None:
    """Class 4: the verification is the clean run; the fix lies before the first retry
    where the error is gone, even though that retry failed otherwise."""
    actions = [
        cmd(
            1,
            "cargo check 2>&1",
            101,
            "error[E0599]: the method `clone` exists for enum `Option<Config>`",
        ),
        edit(2, "src/config.rs", "#[derive(Clone)]"),
        edit(3, "src/app.rs", "fn run() {}", "use crossterm::event::KeyCode;"),
        cmd(4, "cargo check 2>&1", 101, "error[E0412]: cannot find type `KeyCode` in this scope"),
        edit(5, "src/app.rs", "use crossterm::event::KeyCode;"),
        cmd(6, "cargo check 2>&1", 0, "Finished `dev` profile in 2.1s"),
    ]
    first, second = episodes(actions)
    assert first.verify is not None and first.verify.seq == 6
    assert first.fix is not None and first.fix.seq in (2, 3)
    assert "#[derive(Clone)]" in first.fix.entities
    assert second.fix is not None and second.fix.seq == 5


def test_success_that_still_shows_the_error_verifies_nothing() -> None:
    """Class 4: an exit-0 run whose output still shows the symptom's error is no verification."""
    error = 'error: Type of "text_value" is unknown (reportUnknownVariableType)'
    actions = [
        cmd(1, "act -j test", 1, f"{error}\nJob failed"),
        edit(2, ".github/workflows/ci.yml", "continue-on-error: true"),
        cmd(3, "act -j test", 0, f"{error}\nJob succeeded"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "abandoned" and episode.fix is None


def test_search_that_finds_nothing_verifies_nothing() -> None:
    """Class 4: a corrected pipeline ending in a search with empty output proves nothing."""
    actions = [
        cmd(
            1,
            'git diff HEAD~1 src/renderer.py | grep -A5 "render"',
            0,
            "fatal: ambiguous argument 'src/renderer.py': unknown revision or path not in the"
            " working tree.",
        ),
        cmd(2, 'git diff -- src/renderer.py | grep -A10 "render"', 0, ""),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "abandoned" and episode.fix is None


def test_rewritten_inline_script_is_not_a_retry() -> None:
    """Class 5: a throwaway `python -c` script replaced by another one is not verified by it."""
    actions = [
        cmd(
            1,
            "uv run python -c \"from app.parser import load_dir\nprint(load_dir('data'))\"",
            1,
            "ImportError: cannot import name 'load_dir' from 'app.parser'",
        ),
        cmd(
            2,
            'uv run python -c "from app.render import page\n'
            'for n in range(3):\n    print(page([], n))"',
            0,
            "<html>…",
        ),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "abandoned" and episode.fix is None


def test_typo_correction_ranks_as_typo() -> None:
    """Class 5: `systemctl stauts` → `status` is a typo, with less confidence than knowledge."""
    actions = [
        cmd(1, "systemctl stauts app --no-pager", 1, "Unknown command verb 'stauts'."),
        cmd(2, "systemctl status app --no-pager", 0, "Active: active (running)"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.change_class == "typo"
    assert episode.fix.confidence < 0.5


def test_knowledge_change_outranks_a_typo_in_the_same_retry() -> None:
    """Class 5: an install before a corrected retry is the fix, not the corrected spelling."""
    actions = [
        cmd(1, "python tools/reprot.py", 1, "ModuleNotFoundError: No module named 'pandas'"),
        cmd(2, "pip install pandas", 0, "Successfully installed pandas-2.2.3"),
        cmd(3, "python tools/report.py", 0, "wrote report.csv"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.kind == "install_package"
    assert episode.fix.change_class == "knowledge"


def test_change_class_is_stored(tmp_path: Path) -> None:
    """Class 5: the fixes table records each fix's change class (R3 ranks by it)."""
    session = [
        {"type": "session", "id": "s1", "title": "typo"},
        {"type": "message", "role": "user", "text": "check the unit"},
        *[
            {
                "type": "message",
                "role": "assistant",
                "text": "",
                "tool_calls": [{"name": "bash", "command": c, "exit_code": x, "output": o}],
            }
            for c, x, o in [
                ("systemctl stauts app --no-pager", 1, "Unknown command verb 'stauts'."),
                ("systemctl status app --no-pager", 0, "Active: active (running)"),
            ]
        ],
    ]
    (tmp_path / "s1.jsonl").write_text("".join(json.dumps(x) + "\n" for x in session))
    api.ingest(tmp_path / "g.db", [tmp_path / "s1.jsonl"])
    rows = sqlite3.connect(tmp_path / "g.db").execute("SELECT change_class FROM fixes").fetchall()
    assert rows == [("typo",)]


def test_compile_check_does_not_verify_a_reported_crash() -> None:
    """Class 4: a user's runtime crash report is not verified by `cargo check` after an edit."""
    report = Symptom(
        seq=2,
        message_id=2,
        kind="user_report",
        error_text="the app crashes when I paste text",
        error_type="crash",
    )
    actions = [
        cmd(1, "cargo fmt && cargo check 2>&1", 0, "Finished `dev` profile"),
        edit(3, "src/main.rs", "stdout().execute(EnableBracketedPaste)?;"),
        cmd(4, "cargo fmt && cargo check 2>&1", 0, "Finished `dev` profile"),
    ]
    (episode,) = group_episodes([report], actions)
    resolve([episode], actions, {})
    assert episode.status == "abandoned" and episode.fix is None


def test_corrected_port_is_knowledge_not_a_typo() -> None:
    """Class 5: a changed number (the port the service really listens on) is knowledge."""
    actions = [
        cmd(1, "curl -sS -m 5 localhost:30010/v1/models", 7, "curl: (7) Failed to connect"),
        cmd(2, "curl -sS -m 5 localhost:30000/v1/models", 0, '{"data": []}'),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.change_class == "knowledge"


def tool_error(seq: int, tool: str, error: str, target: str | None = None) -> Action:
    return Action(
        seq=seq, message_id=seq, status="error", tool=tool, tool_error=error, target=target
    )


def test_edit_refused_before_reading_is_fixed_by_the_read() -> None:
    """Class 4 for tools: a refused edit is verified by the next edit of the file; the read
    in between is the fix (an inspection, ranked as such)."""
    failing = tool_error(1, "Edit", "File has not been read yet. Read it first.", "/p/vercel.json")
    read = Action(seq=2, message_id=2, status="ok", tool="Read", target="/p/vercel.json")
    actions = [failing, read, edit(3, "/p/vercel.json", '"cleanUrls": true')]
    symptom = Symptom(1, 1, "tool_error", "File has not been read yet.", "FileNotReadYet", failing)
    (episode,) = group_episodes([symptom], actions)
    resolve([episode], actions, {})
    assert episode.verify is not None and episode.verify.seq == 3
    assert episode.fix is not None and episode.fix.kind == "read_first" and episode.fix.seq == 2
    assert episode.fix.change_class == "inspection"


def test_edit_anchor_retry_is_the_fix() -> None:
    """Class 4 for tools: an anchor not found, then a successful edit of the same file: the
    re-anchored edit is the fix; an edit of another file verifies nothing."""
    failing = tool_error(1, "Edit", "String to replace not found in file.", "/p/app.py")
    actions = [
        failing,
        edit(2, "/p/other.py", "x = 1"),
        edit(3, "/p/app.py", "def run(cfg):", removed="def run():"),
    ]
    symptom = Symptom(
        1, 1, "tool_error", "String to replace not found", "EditAnchorNotFound", failing
    )
    (episode,) = group_episodes([symptom], actions)
    resolve([episode], actions, {})
    assert episode.verify is not None and episode.verify.seq == 3
    assert episode.fix is not None and episode.fix.kind == "edit_retry"
    assert "def run():" in episode.fix.entities


def test_failed_edit_never_retried_is_abandoned() -> None:
    """Class 4 for tools: no later change of the file, no verification, no fix."""
    failing = tool_error(1, "Edit", "String to replace not found in file.", "/p/app.py")
    actions = [failing, edit(30, "/p/other.py", "x = 1")]
    symptom = Symptom(
        1, 1, "tool_error", "String to replace not found", "EditAnchorNotFound", failing
    )
    (episode,) = group_episodes([symptom], actions)
    resolve([episode], actions, {})
    assert episode.status == "abandoned" and episode.fix is None


def test_failure_again_on_the_same_file_ends_the_first_story() -> None:
    """Class 4 for tools: a second refusal on the file before any success means the first
    attempt was dropped; the later edit verifies only the second."""
    first = tool_error(1, "Edit", "File has not been read yet. Read it first.", "/p/next.config.js")
    read = Action(seq=2, message_id=2, status="ok", tool="Read", target="/p/next.config.js")
    second = tool_error(
        8, "Edit", "File has not been read yet. Read it first.", "/p/next.config.js"
    )
    actions = [first, read, second, read_at(9), edit(10, "/p/next.config.js", "rewrites()")]
    symptoms = [
        Symptom(1, 1, "tool_error", "File has not been read yet.", "FileNotReadYet", first),
        Symptom(8, 8, "tool_error", "File has not been read yet.", "FileNotReadYet", second),
    ]
    episodes_found = [Episode(symptoms=[s]) for s in symptoms]
    resolve(episodes_found, actions, {})
    assert [e.status for e in episodes_found] == ["abandoned", "resolved"]


def read_at(seq: int) -> Action:
    return Action(seq=seq, message_id=seq, status="ok", tool="Read", target="/p/next.config.js")


def test_command_the_error_suggests_is_the_fix() -> None:
    """Class 4/5: the config command git's error asked for outranks a `cd` in the retry."""
    refused = (
        "fatal: detected dubious ownership in repository at '/srv/site'\n"
        "To add an exception for this directory, call:\n\n"
        "\tgit config --global --add safe.directory /srv/site\n"
    )
    actions = [
        cmd(1, "git remote add origin https://example.org/site.git", 128, refused),
        cmd(2, "git config --global --add safe.directory /srv/site", 0),
        cmd(3, "cd /srv/site && git remote add origin https://example.org/site.git", 0),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved"
    assert episode.fix is not None
    assert episode.fix.kind == "config_edit"
    assert episode.fix.seq == 2


def test_type_check_does_not_verify_a_reported_crash() -> None:
    """Class 4: a user's runtime crash report is not verified by `tsc --noEmit` after an edit."""
    report = Symptom(
        seq=2, message_id=2, kind="user_report", error_text="the page is blank", error_type="crash"
    )
    actions = [
        cmd(1, "npx prettier --write src && npx tsc --noEmit", 0, "src/App.tsx 12ms"),
        edit(3, "src/App.tsx", "export default function App() { return <Main />; }"),
        cmd(4, "npx prettier --write src && npx tsc --noEmit", 0, "src/App.tsx 9ms"),
    ]
    (episode,) = group_episodes([report], actions)
    resolve([episode], actions, {})
    assert episode.status == "abandoned" and episode.fix is None


def test_reworded_diagnostic_at_the_same_line_is_the_same_episode() -> None:
    """Class 4: a checker error reworded at the same file:line after an edit is not fixed yet."""
    actions = [
        cmd(1, "uv run pyright", 1, 'src/load.py:12:9 - error: Type of "rows" is unknown'),
        edit(2, "src/load.py", "rows: list = read(path)"),
        cmd(3, "uv run pyright", 1, 'src/load.py:12:9 - error: Type of "rows" is partly unknown'),
        edit(4, "src/load.py", "rows = cast(list[Row], read(path))"),
        cmd(5, "uv run pyright", 0, "0 errors, 0 warnings, 0 informations"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved"
    assert episode.fix is not None and episode.fix.seq == 4


def test_a_run_that_only_prints_verifies_nothing() -> None:
    """Issue 12, class 4: `echo $?` typed after `sudo -n true; echo $?` failed reports a
    status; it is no retry of the goal, so the failure stays without a fix."""
    from action_helpers import cmd, episodes

    found = episodes(
        [
            cmd(1, "sudo -n true; echo $?", 0, "sudo: a password is required\n1\n"),
            cmd(2, "echo $?", 0, "0\n"),
        ]
    )
    assert len(found) == 1
    assert found[0].fix is None and found[0].verify is None
