"""Intended non-zero exits by family (issue 12, labelled negatives): probes, fallbacks, timers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sessgraph.extract.episodes import detect_symptoms
from sessgraph.extract.expected import drop_expected
from sessgraph.extract.expected_commands import (
    already_holds,
    finished_before_timeout,
    lint_listing,
    nothing_to_kill,
    state_query,
)
from sessgraph.extract.expected_probes import probe_answered_no, sandbox_envelope
from sessgraph.extract.expected_prose import announced_in_command, names_negative_case
from sessgraph.extract.records import Action


def _run(
    seq: int, command: str, output: str, exit_code: int | None, description: str | None = None
) -> Action:
    status = "ok" if exit_code == 0 else ("unknown" if exit_code is None else "failed")
    return Action(
        seq=seq,
        message_id=seq,
        command=command,
        exit_code=exit_code,
        status=status,
        output=output,
        description=description,
    )


def _kept(actions: list[Action], prose: dict[int, str] | None = None) -> list[int]:
    return [s.seq for s in drop_expected(detect_symptoms(actions), actions, prose or {})]


# ------------------------------------------------------------------ probes answered "no"


@pytest.mark.parametrize(
    ("command", "output", "answered"),
    [
        # Issue 12, existence probes: the chain stopped at the probe, nothing complained.
        ("[ -f .env ] && cat .env", "", True),
        ("test -d build && ls build", "", True),
        ("which docker && docker --version", "", True),
        ("command -v uv >/dev/null 2>&1 && uv --version", "", True),
        ("cd api && [[ -x ./run.sh ]] && ./run.sh", "", True),
        ("where node", "INFO: Could not find files for the given pattern(s).\n", True),
        # Searches with no match where the one-program rules do not look.
        ("git grep -n 'TODO(perf)'", "", True),
        ('netstat -ano | findstr "5432"', "", True),
        ("jq -e '.scripts.lint' package.json", "null\n", True),
        # The status is not the probe's: a later `;` step, a pipe after it, a complaint.
        ("[ -f .env ] && cat .env; make build", "", False),
        ("which python | head -1", "", False),
        ("which pytest && pytest -q", "E   AssertionError: assert 1 == 2\n1 failed\n", False),
        ("make build", "", False),
        ("cd api && test -f go.mod", "bash: cd: api: No such file or directory\n", False),
    ],
)
def test_probe_answered_no(command: str, output: str, answered: bool) -> None:
    """A status 1 that is a probe's or a search's "no" is an answer; the status of another
    step, or an output that complains, is not (issue 12: existence probes)."""
    assert probe_answered_no(command, 1, output) is answered


def test_probe_misused_or_missing_is_no_answer() -> None:
    """A probe that exits 2 (misused) or 127 (not installed) answered nothing."""
    assert not probe_answered_no("[ -f ]] && cat x", 2, "bash: [: missing `]'\n")
    assert not probe_answered_no("which docker && docker ps", 127, "")


def test_probe_chain_is_no_symptom_but_the_tool_it_found_missing_is() -> None:
    """Issue 12, class 1 kept: `which X && X` answering no stores nothing, while running the
    missing program itself (127) is the symptom an install then fixes."""
    actions = [
        _run(1, "which jq && jq --version", "", 1),
        _run(3, "jq . data.json", "bash: jq: command not found\n", 127),
    ]
    assert _kept(actions) == [3]


def test_git_question_answered_not_a_valid_ref() -> None:
    """`git show-ref --verify` of a branch that does not exist answers "no" (issue 12:
    git's yes/no questions)."""
    output = "fatal: 'refs/heads/feature' - not a valid ref\n"
    assert state_query("git show-ref --verify refs/heads/feature", 128, output)


# ----------------------------------------------------------------------- nothing to kill


@pytest.mark.parametrize(
    ("command", "exit_code", "output", "nothing"),
    [
        ("lsof -ti:3000 | xargs kill -9", 123, "", True),
        (
            "kill $(lsof -t -i:8080)",
            2,
            "kill: usage: kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l\n",
            True,
        ),
        ("pgrep -f uvicorn | xargs kill", 123, "kill: (4242): Operation not permitted\n", False),
        ("kill 4242", 1, "bash: kill: (4242) - No such process\n", False),
        ("make clean", 2, "make: *** No rule to make target 'clean'.  Stop.\n", False),
    ],
)
def test_nothing_to_kill(command: str, exit_code: int, output: str, nothing: bool) -> None:
    """A kill fed by a lookup that found no process is a cleanup whose end state already
    holds; a kill refused, or a kill of a named pid, is judged elsewhere (issue 12:
    idempotent cleanup)."""
    assert nothing_to_kill(command, exit_code, output) is nothing


# ----------------------------------------------------- finished before the harness's timer

_BUILT = (
    "command timed out after 20000 milliseconds\n\n> web@0.1.0 build\n> next build\n\n"
    "   Creating an optimized production build ...\n ✓ Compiled successfully in 9.1s\n"
    " ✓ Generating static pages (12/12)\n\nRoute (app)                Size  First Load JS\n"
    "┌ ○ /                      1.2 kB       120 kB\n"
)


def test_timeout_after_the_build_finished_is_no_symptom() -> None:
    """The harness's timer firing after the build printed its success summary is not a
    failure of the build (issue 12: harness timeouts after a build already finished)."""
    assert finished_before_timeout("npm run build", _BUILT)
    assert _kept([_run(1, "npm run build", _BUILT, 124)]) == []


@pytest.mark.parametrize(
    "output",
    [
        # The build hung before it finished: the timeout is the failure.
        "command timed out after 20000 milliseconds\n   Creating an optimized production build",
        # It finished, but with an error.
        _BUILT + "Type error: Property 'x' does not exist on type 'Y'.\n",
        # No timer: an ordinary failure.
        " ✓ Compiled successfully\nError: ENOSPC: no space left on device\n",
    ],
)
def test_timeout_before_the_end_stays_a_symptom(output: str) -> None:
    """A build the timer stopped before its summary, or one that also failed, is a symptom."""
    assert not finished_before_timeout("npm run build", output)


def test_timeout_after_tests_passed_is_no_symptom() -> None:
    """A pytest summary of passes only, then the harness's timer (a hanging teardown)."""
    output = (
        "..........\n========== 10 passed in 3.2s ==========\nCommand timed out after 2m 0.0s\n"
    )
    assert finished_before_timeout("pytest -q", output)


# ------------------------------------------------------------- linters asked for a list


@pytest.mark.parametrize(
    ("command", "output", "listing"),
    [
        ("pylint src 2>&1 | grep C0301", "src/a.py:12:0: C0301: Line too long (101/100)\n", True),
        ("ruff check . --statistics", "12\tF401\tunused-import\n", True),
        ("npx eslint src | wc -l", "42\n", True),
        # The linter itself broke: that is a failure.
        (
            "ruff check . --statistics",
            "error: Failed to parse pyproject.toml: TOML parse error\n",
            False,
        ),
        ("pylint src | grep C0301", "bash: pylint: command not found\n", False),
        # A plain lint run whose findings the agent then fixes is a symptom.
        ("ruff check .", "a.py:1:8: F401 `os` imported but unused\nFound 1 error.\n", False),
        ("ruff check . | tail -5", "a.py:1:8: F401 `os` imported but unused\n", False),
    ],
)
def test_lint_listing(command: str, output: str, listing: bool) -> None:
    """A linter run to list or count findings (piped into a filter or a counter, or asked
    for statistics) shows what the agent asked for (issue 12: linters used to list problems)."""
    assert lint_listing(command, output) is listing


# ---------------------------------------------------- negative cases named by the agent


@pytest.mark.parametrize(
    ("text", "negative"),
    [
        ("Test restore.sh when the backend is down", True),
        ("Test behavior when no PR exists", True),
        ("Simulate Docker-not-running and confirm graceful failure", True),
        ("Smoke test the unknown-id path", True),
        ("wrong header key", True),
        ("Test help, no-args and unknown-command paths", True),
        ("Run the test suite", False),
        ("Check if node_modules exists", False),
        ("Try export without ID", False),
        ("Build the dashboard again", False),
        # A check of a bug or its fix: a failure there is the bug.
        ("Verify the invalid-token crash is fixed", False),
        ("Re-test the missing-file path after the fix", False),
    ],
)
def test_names_negative_case(text: str, negative: bool) -> None:
    """A description or label naming the negative case it exercises says the failure is the
    finding (issue 12: checks meant to show a finding); a plain check or attempt does not."""
    assert names_negative_case(text) is negative


def test_description_declares_the_negative_case() -> None:
    """Issue 12, probes declared in the call's description: the same failing call is no
    symptom when its description names the negative case, and one otherwise."""
    output = "Error: unknown option '--bogus'.\nUsage: restore.sh [--dry-run] FILE\n"
    declared = _run(1, "./restore.sh --bogus", output, 2, "Test the unknown-option path")
    plain = _run(1, "./restore.sh --bogus", output, 2, "Restore the backup")
    assert _kept([declared]) == []
    assert _kept([plain]) == [1]


def test_description_does_not_cover_a_broken_environment() -> None:
    """A negative test whose harness broke (the shell cannot find a program) stays a symptom:
    the environment's failure was not the case under test."""
    output = "./ops/backup.sh: line 4: dirname: command not found\n"
    action = _run(1, "PATH=/tmp/fake ./ops/backup.sh", output, 127, "Test when jq is missing")
    assert _kept([action]) == [1]


def test_label_naming_the_status_announces_it() -> None:
    """A printed label naming the HTTP status of its case (`(404)`) announces that answer;
    another status than the one named is a finding."""
    command = 'echo "=== 1b. unknown case (404) ==="\ncurl -s -w "%{http_code}" localhost/c/X'
    assert announced_in_command(command, "HTTP 404")
    assert not announced_in_command(command.replace("unknown case ", ""), "HTTP 500")


# --------------------------------------------------------------- read from a stored call


def _claude_line(kind: str, uuid: str, message: dict[str, object]) -> str:
    record = {
        "type": kind,
        "sessionId": "c0ffee00-0000-4000-8000-000000000012",
        "uuid": uuid,
        "timestamp": "2026-05-02T10:00:00Z",
        "message": message,
    }
    return json.dumps(record) + "\n"


def _bash(tool_id: str, command: str, description: str, result: str) -> str:
    call = {
        "type": "tool_use",
        "id": tool_id,
        "name": "Bash",
        "input": {"command": command, "description": description},
    }
    answer = {"type": "tool_result", "tool_use_id": tool_id, "content": result, "is_error": True}
    return _claude_line(
        "assistant", f"a-{tool_id}", {"id": f"m-{tool_id}", "role": "assistant", "content": [call]}
    ) + _claude_line("user", f"r-{tool_id}", {"role": "user", "content": [answer]})


def test_stored_description_is_read_back(tmp_path: Path) -> None:
    """End to end: the Bash call's `description` is read from the stored tool call, so a
    negative case it names stores no symptom while the same failure described plainly does."""
    from sessgraph.extract.run import extract
    from sessgraph.ingest import ingest_paths
    from sessgraph.store import open_db

    result = "Exit code 2\nError: unknown command 'bogus'.\nRun 'cli --help' for usage.\n"
    path = tmp_path / "c0ffee00-0000-4000-8000-000000000012.jsonl"
    path.write_text(
        _claude_line("user", "p1", {"role": "user", "content": "add a cli"})
        + _bash("toolu_neg", "./cli bogus", "Test the unknown-command path", result)
        + _bash("toolu_run", "./cli bogus", "Run the cli", result),
        encoding="utf-8",
    )
    db = open_db(tmp_path / "s.db")
    report = ingest_paths(db, [path], workers=0)
    extract(db, report.files[0].session_ids)
    rows = db.execute(
        "SELECT t.native_id FROM symptoms s JOIN commands c ON c.id = s.command_id "
        "JOIN tool_calls t ON t.id = c.tool_call_id"
    ).fetchall()
    assert rows == [("toolu_run",)]


def test_description_does_not_cover_the_shell_breaking_the_check() -> None:
    """A described negative test that the shell broke (zsh: no matches found for an unquoted
    `?`) stays a symptom: the shell's complaint was not the case under test."""
    command = "curl -s -o /tmp/q.json localhost:8080/queries?caseId=X; cat /tmp/q.json"
    output = "(eval):1: no matches found: localhost:8080/queries?caseId=X\n"
    action = _run(1, command, output, 0, "Test the missing-question path")
    action.exit_code, action.status = 1, "failed"
    assert _kept([action]) == [1]


def test_env_unable_to_run_the_program_is_the_environment() -> None:
    """`env: bash: No such file or directory` (env cannot find the program) is the
    environment failing, not the negative case a description names."""
    output = "env: bash: No such file or directory\n"
    action = _run(
        1, "PATH=/tmp/fake ./ops/backup.sh", output, 127, "Test missing-jq graceful failure"
    )
    assert _kept([action]) == [1]


@pytest.mark.parametrize(
    ("command", "exit_code", "output", "answered"),
    [
        # Issue 12: comparisons answer "they differ" with 1 (diff, cmp, git diff --quiet).
        ("diff a.txt b.txt && echo same", 1, "2c2\n< x\n---\n> y\n", True),
        ("git diff --quiet && echo clean", 1, "", True),
        # Port and service probes answering "nothing is listening".
        ("nc -zv localhost 5432", 1, "nc: connect to localhost port 5432 (tcp) failed: "
         "Connection refused\n", True),
        ("pg_isready -h localhost", 2, "localhost:5432 - no response\n", True),
        ("curl -sf localhost:8000/health && echo up", 7, "", True),
        # A step that silenced its errors and printed nothing asked whether it works.
        ("python -c 'import torch' 2>/dev/null && echo yes", 1, "", True),
        ("docker image inspect app:1 >/dev/null 2>&1 && echo present", 1, "", True),
        ("Get-Process -Name node -ErrorAction SilentlyContinue", 1, "", True),
        # Not a question: errors shown, a wait loop that ran out, a pipe after the step.
        ("python -c 'import torch' && echo yes", 1, "", False),
        ("curl -fsS localhost:8000/health", 7, "curl: (7) Failed to connect to localhost "
         "port 8000 after 0 ms: Couldn't connect to server\n", False),
        ("for i in 1 2 3; do curl -sf localhost:8000/health && break; sleep 1; done", 7, "",
         False),
        ("diff a.txt b.txt", 2, "diff: b.txt: No such file or directory\n", False),
        ("python -c 'import torch' 2>/dev/null | head -1", 1, "", False),
    ],
)  # fmt: skip
def test_questions_answered_no(command: str, exit_code: int, output: str, answered: bool) -> None:
    """Comparisons, port / health probes and silenced trials answer "no" through their
    status (issue 12: intended non-zero exits); shown errors and wait loops do not."""
    assert probe_answered_no(command, exit_code, output) is answered


@pytest.mark.parametrize(
    ("command", "exit_code", "answered"),
    [
        ("npm outdated", 1, True),
        ("make -q all", 1, True),
        ("terraform plan -detailed-exitcode -out=tf.plan", 2, True),
        ("terraform plan -detailed-exitcode", 1, False),  # 1 is terraform's own error
        ("terraform apply -auto-approve", 1, False),
        ("npm install", 1, False),
    ],
)
def test_reports_through_the_status(command: str, exit_code: int, answered: bool) -> None:
    """Commands whose status reports a finding (outdated packages, a target to rebuild,
    planned changes) answer a question (issue 12: intended non-zero exits)."""
    assert probe_answered_no(command, exit_code, "") is answered


def test_label_naming_a_missing_input_announces_the_case() -> None:
    """A printed case label `--- no key ---` names the negative case its request runs."""
    command = 'echo "--- no key ---"; curl -s -o /dev/null -w "%{http_code}" https://x.dev/api'
    assert announced_in_command(command, "HTTP 401")
    assert not announced_in_command('echo "--- list keys ---"; curl -s https://x.dev/k', "HTTP 401")


# ------------------------------------------------------------ the end state already held


@pytest.mark.parametrize(
    ("command", "exit_code", "output", "holds"),
    [
        ("git add -A && git commit -m 'docs'", 1, "On branch main\nnothing to commit, "
         "working tree clean\n", True),
        ("mkdir build", 1, "mkdir: build: File exists\n", True),
        ("docker network create appnet", 1, "Error response from daemon: network with name "
         "appnet already exists\n", True),
        ("ls logs/*.txt", 1, "zsh: no matches found: logs/*.txt\n", True),
        # A commit that missed what it meant to record, a create that failed otherwise, an
        # unquoted URL zsh took for a glob: failures.
        ("git add . && git commit -m x", 1, "On branch main\nChanges not staged for commit:\n"
         "\tmodified:   ../app.py\n", False),
        ("mkdir /srv/data", 1, "mkdir: /srv/data: Permission denied\n", False),
        ("curl -s localhost:8080/q?id=1", 1, "(eval):1: no matches found: localhost:8080/q?id=1\n",
         False),
        ("mkdir -p build", 1, "mkdir: build: File exists\n", False),
    ],
)  # fmt: skip
def test_already_holds(command: str, exit_code: int, output: str, holds: bool) -> None:
    """A command that failed only because what it was to bring about (or find) already
    stood is no failure (issue 12: intended and harmless non-zero exits)."""
    assert already_holds(command, exit_code, output) is holds


def test_pkill_matching_nothing_and_a_kill_then_wait() -> None:
    """`pkill` exits 1 silently when no process matched, and `wait` reports the signal of
    the kill the agent sent: both are the cleanup the agent wanted (issue 12)."""
    assert nothing_to_kill("pkill -f uvicorn", 1, "")
    assert not nothing_to_kill("pkill -f uvicorn", 1, "pkill: killing pid 42 failed: "
                               "Operation not permitted\n")  # fmt: skip
    assert _kept([_run(1, "kill $SERVER && wait $SERVER", "", 143)]) == []
    assert _kept([_run(1, "wait $SERVER", "", 143)]) == [1]


@pytest.mark.parametrize(
    ("command", "exit_code", "output"),
    [
        ("grep -rn 'TODO(perf)' src/ && echo found", 1, ""),
        ("[ -f .env ] && cat .env", 1, ""),
        ("python -c 'import torch' 2>/dev/null && echo yes", 1, ""),
        ("pkill -f uvicorn", 1, ""),
        ("mkdir build", 1, "mkdir: build: File exists\n"),
        ("lsof -ti:3000 | xargs kill -9", 123, ""),
    ],
)
def test_answers_read_past_the_harness_status_line(
    command: str, exit_code: int, output: str
) -> None:
    """Claude Code writes "Exit code N" above what a failed command printed: the answer is
    read past that line, so the same probe is no symptom in that format either (issue 12,
    intended non-zero exits)."""
    plain = _run(1, command, output, exit_code)
    framed = _run(1, command, f"Exit code {exit_code}\n{output}", exit_code)
    assert _kept([plain]) == [] and _kept([framed]) == []


def test_the_status_line_alone_is_not_an_answer() -> None:
    """A build that failed and printed nothing but the harness's status line stays one."""
    assert _kept([_run(1, "make build", "Exit code 2\n", 2)]) == [1]


# ----------------------------------------------------------- inside the sandbox's envelope

_ENVELOPE = (
    "failed in sandbox MacosSeatbelt with execution error: sandbox denied exec error, "
    "exit code: {code}, stdout: {out}, stderr: {err}"
)


@pytest.mark.parametrize(
    ("command", "code", "out", "err", "answer"),
    [
        # Issue 12, searches and probes inside Codex's sandbox report of a non-zero exit.
        ("rg -n 'joinGroup' src", 1, "", "", True),
        ("rg --files -g '.eslintrc*'", 1, "", "", True),
        ("ls docs/specs", 2, "", "ls: cannot access 'docs/specs': No such file or directory\n",
         True),
        ("[ -f .env ] && cat .env", 1, "", "", True),
        # A real refusal, a failing test run, a shell syntax error: failures.
        ("rg -n foo src", 1, "", "bash: cannot create temp file for here document: "
         "Operation not permitted\n", False),
        ("pytest -q", 1, ".F\n=== FAILURES ===\nE   assert 1 == 2\n1 failed, 1 passed\n", "",
         False),
        ('rg -n "a|b', 2, "", "bash: -c: line 1: unexpected EOF while looking for matching "
         '`"\'\n', False),
    ],
)  # fmt: skip
def test_answer_inside_the_sandbox_envelope(
    command: str, code: int, out: str, err: str, answer: bool
) -> None:
    """Codex wraps every non-zero exit of a sandboxed command in one "sandbox denied"
    envelope: the command's own answer is read inside it, a real denial is not one."""
    action = _run(1, command, _ENVELOPE.format(code=code, out=out, err=err), code)
    assert (_kept([action]) == []) is answer


def test_sandbox_envelope_parts() -> None:
    """The envelope gives the exit code and what the command printed, stdout then stderr."""
    output = _ENVELOPE.format(code=2, out="a, b\n", err="ls: x: No such file\n")
    assert sandbox_envelope(output) == (2, "a, b\n\nls: x: No such file")
    assert sandbox_envelope("rg: x: No such file or directory") is None


def test_described_test_run_of_a_negative_case_still_fails() -> None:
    """A test suite described by the negative case it covers ("run the invalid-token
    tests") is meant to pass: its failure stays a symptom (issue 12, precision)."""
    output = "FAILED tests/test_auth.py::test_invalid_token - AssertionError\n1 failed\n"
    action = _run(1, "pytest tests/test_auth.py -q", output, 1, "Run the invalid-token tests")
    assert _kept([action]) == [1]


@pytest.mark.parametrize(
    "command",
    [
        "npm run build 2>/dev/null && echo built",
        "python scripts/migrate.py 2>/dev/null && echo done",
        "pytest -q >/dev/null 2>&1 && echo green",
    ],
)
def test_silenced_work_is_no_question(command: str) -> None:
    """A build, a test run or a script run with its errors discarded still failed: only a
    trial that asks a question (an import, an inspect) answers through silence (issue 12,
    precision)."""
    assert not probe_answered_no(command, 1, "")
