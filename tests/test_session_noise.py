"""Environment noise (issue 12, classes 6 and 7): a line a sandbox or shell profile prints on
most outputs of a session is neither a symptom's text nor what a query is about."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sessgraph import api, similar
from sessgraph.extract.episodes import Action, detect_symptoms
from sessgraph.extract.session_noise import session_noise, without_noise
from sessgraph.similar_lookups import without_stored_noise
from sessgraph.store import open_db

# A sandbox that denies the shell its temp directory: every command prints this first.
SANDBOX = "sh: cannot create temp file for here-document: Operation not permitted"
# A shell profile whose helper the sandbox may not run.
PROFILE = "/usr/local/etc/profile.d/brew.sh: line 7: /usr/bin/id: Operation not permitted"


def _action(seq: int, command: str, exit_code: int, output: str) -> Action:
    return Action(
        seq=seq,
        message_id=seq,
        command=command,
        exit_code=exit_code,
        status="ok" if exit_code == 0 else "failed",
        output=output,
    )


def _sandboxed_session(last: Action) -> list[Action]:
    ok = [
        _action(1, "ls", 0, f"{SANDBOX}\nsrc\npackage.json\n"),
        _action(2, "cat package.json", 0, f'{SANDBOX}\n{{"name": "web"}}\n'),
        _action(3, "git log -1 --oneline", 0, f"{SANDBOX}\nabc1234 init\n"),
        _action(4, "node --version", 0, f"{SANDBOX}\nv20.11.0\n"),
    ]
    return [*ok, last]


def test_a_line_most_successful_outputs_print_is_noise() -> None:
    """Class 6: the sandbox's notice on four of five outputs, all four of commands that
    worked, is the session's noise; the build's own complaint is not."""
    actions = _sandboxed_session(
        _action(5, "npm run build", 1, f"{SANDBOX}\nBuild failed: entry src/main.ts missing\n")
    )
    noise = session_noise((a.output or "", a.exit_code == 0, a.command or "") for a in actions)
    assert len(noise) == 1
    cleaned = without_noise(actions[-1].output or "", noise)
    assert SANDBOX not in cleaned and "Build failed" in cleaned


def test_a_failed_command_is_told_by_its_own_line_not_the_noise() -> None:
    """Class 6: the symptom of a failing build in a sandboxed session says what the build
    said, not the sandbox's notice printed before it."""
    actions = _sandboxed_session(
        _action(5, "npm run build", 1, f"{SANDBOX}\nBuild failed: entry src/main.ts missing\n")
    )
    symptoms = detect_symptoms(actions)
    assert [s.seq for s in symptoms] == [5]
    assert symptoms[0].error_text.startswith("Build failed: entry src/main.ts missing")


def test_noise_alone_makes_no_symptom_of_a_command_that_worked() -> None:
    """Classes 3 and 6: the sandbox's complaint on every output does not make a pipeline
    whose status is hidden (`| head`) a masked failure: it is not the pipeline's error."""
    actions = [
        _action(n, command, 0, f"{SANDBOX}\n{out}\n")
        for n, (command, out) in enumerate(
            [("ls | head -5", "a.py"), ("pwd", "/w"), ("cat a.log | tail -3", "ok"), ("id", "u")],
            1,
        )
    ]
    assert detect_symptoms(actions) == []


def test_a_profile_line_is_noise_however_the_profile_names_its_helper() -> None:
    """Class 6: a shell profile's complaint on every successful output is noise too."""
    outputs = [(f"{PROFILE}\n{n}\n", True, cmd) for n, cmd in enumerate(["ls", "id", "pwd"])]
    assert len(session_noise(outputs)) == 1


def test_a_masked_failure_repeated_by_one_program_is_not_noise() -> None:
    """Classes 3 and 6: a build whose status a pipe hides, run three times (exit 0 each time)
    among few other commands, shows its own error each time: that is not noise."""
    error = "error: linker `cc` not found"
    outputs = [(f"{error}\n", True, "cargo build 2>&1 | tail -5")] * 3
    outputs.append(("src\n", True, "ls"))
    assert session_noise(outputs) == frozenset()


def test_an_error_repeated_by_failing_retries_is_not_noise() -> None:
    """Class 6: the same crash printed by four failing runs is the problem itself, whatever
    share of the outputs it is on."""
    crash = "ModuleNotFoundError: No module named 'yaml'"
    actions = [_action(n, "python app.py", 1, f"Traceback\n{crash}\n") for n in range(1, 5)]
    actions.append(_action(5, "ls", 0, "app.py\n"))
    outputs = [(a.output or "", a.exit_code == 0, a.command or "") for a in actions]
    assert session_noise(outputs) == frozenset()


def test_a_log_read_now_and_then_is_not_noise() -> None:
    """Class 6: an error line in three successful reads of a log among many commands is
    content read, not a line printed on most outputs."""
    line = "ERROR: connection to db refused"
    outputs = [(f"{line}\n", True, f"{cmd} app.log") for cmd in ("cat", "tail", "grep ERROR")]
    outputs += [(f"file{n}.txt\n", True, "ls") for n in range(5)]
    assert session_noise(outputs) == frozenset()


Step = dict[str, Any]


def _run(command: str, exit_code: int, output: str) -> Step:
    call = {"name": "bash", "command": command, "exit_code": exit_code, "output": output}
    return {"type": "message", "role": "assistant", "text": "", "tool_calls": [call]}


def _ingest(tmp_path: Path, steps: list[Step]) -> Path:
    lines = [{"type": "session", "id": "s1", "title": "s1"}, *steps]
    path = tmp_path / "s1.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    db = tmp_path / "g.db"
    api.ingest(db, [path])
    return db


def test_a_query_is_read_without_the_noise_stored_outputs_carry(tmp_path: Path) -> None:
    """Class 7: a query that is the sandbox's notice alone is about nothing (no answer, not
    every past sandbox denial); the same notice before a real error leaves that error."""
    steps = [_run(c, 0, f"{SANDBOX}\n{o}\n") for c, o in [("ls", "a"), ("pwd", "/w"), ("id", "u")]]
    steps += [
        _run("python app.py", 1, f"{SANDBOX}\nModuleNotFoundError: No module named 'yaml'\n"),
        _run("pip install --user pyyaml", 0, f"{SANDBOX}\nInstalled pyyaml\n"),
        _run("python app.py", 0, f"{SANDBOX}\nok\n"),
    ]
    db = open_db(_ingest(tmp_path, steps))
    assert without_stored_noise(db, f"{SANDBOX}\nboom") == "boom"
    assert similar.similar_fixes(db, SANDBOX) == []
    # A line stored outputs print only when their command failed is kept.
    failing = "ModuleNotFoundError: No module named 'yaml'"
    assert without_stored_noise(db, failing) == failing
