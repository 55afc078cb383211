"""Expected failures (issue 12, labelled negatives): meant failures are no symptoms, so unfixed."""

from __future__ import annotations

import pytest

from sessgraph.extract.episodes import detect_symptoms, group_episodes
from sessgraph.extract.expected import drop_expected
from sessgraph.extract.expected_commands import (
    already_holds,
    bounded_run,
    command_reason,
    idempotent_cleanup,
    repository_probe,
    state_query,
    unreadable_walk,
)
from sessgraph.extract.expected_prose import (
    announced_in_command,
    confirms_expected_failure,
    declares_expected_failure,
)
from sessgraph.extract.expected_sequences import probed_then_created
from sessgraph.extract.fixes import resolve
from sessgraph.extract.records import Action


def _run(seq: int, command: str, output: str, exit_code: int | None) -> Action:
    status = "ok" if exit_code == 0 else ("unknown" if exit_code is None else "failed")
    return Action(
        seq=seq, message_id=seq, command=command, exit_code=exit_code, status=status, output=output
    )


def _edit(seq: int, path: str, added: str) -> Action:
    return Action(seq=seq, message_id=seq, edit_path=path, added_text=added, status="ok")


def _kept(actions: list[Action], prose: dict[int, str]) -> list[int]:
    return [s.seq for s in drop_expected(detect_symptoms(actions), actions, prose)]


# ------------------------------------------------------------------ declared expectation


@pytest.mark.parametrize(
    "prose",
    [
        "Running tests expecting failure",
        "Now run the suite (expecting red on only the new tests):",
        "This should fail until the handler exists.",
        "Let me confirm the new test fails before writing the code.",
        "Write the failing test first, then run it.",
        "Run it once more; it is red as planned for this step.",
        "The unknown id should be rejected: expect a 404.",
    ],
)
def test_prose_declaring_an_expected_failure(prose: str) -> None:
    """Class 'TDD red runs announced as such': expectation words before the call are read."""
    assert declares_expected_failure(prose)


@pytest.mark.parametrize(
    "prose",
    [
        "Running the tests again",
        "Now the full gate: pytest (expect 469 pass), pylint (expect clean).",
        "Let me check the errors in the build log.",
        "I expected it to pass, but it fails with a KeyError.",
        "Designing the domain layer with TDD",
    ],
)
def test_prose_that_declares_nothing(prose: str) -> None:
    """A plain run, an expected pass, a diagnosis or a surprise declares no expected failure."""
    assert not declares_expected_failure(prose)


@pytest.mark.parametrize(
    ("prose", "confirmed"),
    [
        ("The tests fail as expected: the module does not exist yet.", True),
        ("We're at the expected state with 3 failures, all in the new tests.", True),
        ("Good, the expected failure. Now implement it.", True),
        ("The count dropped from 472 to 469 as expected.", False),
        ("**Expected Result**: the plan shows 14 resources to create.", False),
        ("Two unexpected failures: a NameError in an unrelated test.", False),
        ("It fails, but not as expected: a missing import.", False),
    ],
)
def test_prose_confirming_after_the_result(prose: str, confirmed: bool) -> None:
    """The agent's reaction calls a failure the expected one; counts, headings, surprises don't."""
    assert confirms_expected_failure(prose) is confirmed


def test_declared_red_run_is_no_symptom_and_gets_no_fix() -> None:
    """A test run announced as red, then the code written, then green: no episode at all."""
    actions = [
        _edit(1, "tests/test_parse.py", "def test_parse():\n    assert parse('1') == 1\n"),
        _run(3, "pytest -q tests/test_parse.py", "E   ImportError: cannot import name 'parse'", 1),
        _edit(5, "src/app/parse.py", "def parse(text):\n    return int(text)\n"),
        _run(7, "pytest -q tests/test_parse.py", "1 passed in 0.01s", 0),
    ]
    prose = {2: "Run the new test, expecting it to fail: parse does not exist yet."}
    assert _kept(actions, prose) == []
    assert _kept(actions, {}) == [3]  # unannounced, the same run is a symptom


def test_reaction_overrides_the_plan() -> None:
    """A declared red run whose result the agent calls unexpected stays a symptom."""
    actions = [_run(3, "pytest -q", "FAILED tests/test_a.py::test_x - NameError: name 'f'", 1)]
    prose = {
        2: "Running the suite, expecting red on the two new tests.",
        4: "Three unexpected failures: test_x was not meant to break.",
    }
    assert _kept(actions, prose) == [3]


def test_environment_failure_keeps_its_symptom_and_the_expectation_carries() -> None:
    """A sandbox refusal is no red test: it stays a symptom (fixed by GOCACHE); the retry,
    which shows the announced red result, is no symptom."""
    actions = [
        _run(3, "go test ./...", "open /home/u/.cache/go-build/x: permission denied\nFAIL", 1),
        _run(5, "GOCACHE=/tmp/gocache go test ./...", "x_test.go:7:2: undefined: NewPlan\nFAIL", 1),
        _edit(7, "plan.go", "func NewPlan() {}\n"),
        _run(9, "GOCACHE=/tmp/gocache go test ./...", "ok  \texample.com/plan\t0.01s", 0),
    ]
    prose = {2: "Running tests expecting failure", 4: "Fixing the Go build cache permission"}
    kept = _kept(actions, prose)
    assert kept == [3]
    episodes = group_episodes(drop_expected(detect_symptoms(actions), actions, prose), actions)
    resolve(episodes, actions, prose)
    assert [e.fix is not None and "GOCACHE" in e.fix.change for e in episodes] == [True]


def test_confirmed_after_the_result_is_no_symptom() -> None:
    """A masked test run the agent then calls 'the expected state' leaves no symptom."""
    output = "FAILED tests/test_a.py::test_new - AssertionError\n1 failed, 40 passed in 1.2s\n"
    actions = [
        _run(3, "pytest -q 2>&1 | tail -5", output, 0),
        _run(5, "sed -n 1,40p tests/test_a.py", "def test_new():\n", 0),
    ]
    assert _kept(actions, {}) == [3]
    assert _kept(actions, {5: "That is the expected failure; now the rewrite."}) == []


# ------------------------------------------------------------------------ command families


@pytest.mark.parametrize(
    ("command", "output"),
    [
        ("taskkill /F /IM proxy.exe", 'ERROR: The process "proxy.exe" not found.'),
        ("pkill -f 'uvicorn app:main'", "pkill: no process found"),
        ("kill 4242", "bash: kill: (4242) - No such process"),
        ("rm build/out.log", "rm: cannot remove 'build/out.log': No such file or directory"),
        ("docker rm -f web", "Error response from daemon: No such container: web"),
        ("systemctl stop app.service", "Failed to stop app.service: Unit app.service not loaded."),
    ],
)
def test_cleanup_of_something_already_gone(command: str, output: str) -> None:
    """Class 'idempotent cleanup': stopping or removing what is not there reached its goal."""
    assert idempotent_cleanup(command, output)


@pytest.mark.parametrize(
    ("command", "output"),
    [
        (
            "taskkill /F /IM proxy.exe && start proxy.exe",
            'ERROR: The process "proxy.exe" not found.',
        ),
        ("rm -r dist && npm run build", "sh: 1: vite: not found"),
        ("docker run web", "Unable to find image 'web:latest' locally"),
        ("kill 4242", "bash: kill: (4242) - Operation not permitted"),
    ],
)
def test_cleanup_that_failed_or_did_more(command: str, output: str) -> None:
    """A cleanup followed by real work, or a cleanup refused, is not excused."""
    assert not idempotent_cleanup(command, output)


def test_find_past_unreadable_directories() -> None:
    """Class 'find over unreadable dirs': find's own Permission denied lines are no failure."""
    output = "find: '/home/u/.cache/x': Permission denied\n/home/u/src/walk.cpp\n"
    assert unreadable_walk('find /home/u -name "walk*"', output)
    assert unreadable_walk("grep -rn TODO /etc", "grep: /etc/shadow: Permission denied\n")
    # A sandbox refusing the shell itself is the environment failing, not the walk.
    sandbox = "bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted\n"
    assert not unreadable_walk("rg --files -g '*.yaml'", sandbox)
    # A walk that also hit another error is judged by the usual rules.
    assert not unreadable_walk("find src -name x", "find: 'src': No such file or directory\n")
    # Not a walker: a script's Permission denied is its own failure.
    assert not unreadable_walk("./deploy.sh", "deploy.sh: line 3: /srv: Permission denied\n")


@pytest.mark.parametrize(
    ("command", "probe"),
    [
        ("git -C /home/u/catkin_ws status --short", True),
        ("git rev-parse --is-inside-work-tree", True),
        ("git -C vendor/lib log --oneline -3", True),
        ("git status", False),  # the agent assumed it was in a repository
        ("git -C /srv/app pull", False),  # not read-only
        ("cd /srv/app && git log -1", False),
    ],
)
def test_repository_probe(command: str, probe: bool) -> None:
    """Class 'git outside a repo': a read-only query about a named directory is a probe."""
    output = "fatal: not a git repository (or any of the parent directories): .git\n"
    assert repository_probe(command, output) is probe


def test_command_families_drop_the_symptom() -> None:
    """The families reach the symptom pass: the cleanup and the probe leave no symptom."""
    actions = [
        _run(1, "taskkill /F /IM proxy.exe", 'ERROR: The process "proxy.exe" not found.', 128),
        _run(3, "git -C /opt/tools status", "fatal: not a git repository (or any of the", 128),
        _run(5, "git status", "fatal: not a git repository (or any of the parent", 128),
    ]
    assert command_reason(actions[0]) is not None
    assert _kept(actions, {}) == [5]


# ------------------------------------------------------------------------- red test runs


def _heredoc(seq: int, path: str, body: str) -> Action:
    return _run(seq, f"cat <<'EOF' > {path}\n{body}\nEOF", "", 0)


def test_red_run_of_a_test_written_first_is_no_symptom() -> None:
    """Class 'TDD red run': a new test fails only because the package it imports does not
    exist yet, and the package is written next: no symptom, so no fix (no announcement)."""
    missing = (
        "plan/plan_test.go:7:2: no required module provides package example.com/app/internal/plan"
        "; to add it:\nFAIL\texample.com/app/plan [setup failed]\nFAIL\n"
    )
    actions = [
        _heredoc(1, "plan/plan_test.go", "package plan_test"),
        _run(3, "go test ./...", missing, 1),
        _heredoc(5, "internal/plan/plan.go", "package plan"),
        _run(7, "go test ./...", "ok  \texample.com/app/plan\t0.01s", 0),
    ]
    assert _kept(actions, {}) == []


def test_missing_import_fixed_in_the_test_stays_a_symptom() -> None:
    """A new test importing a misspelt module is a bug of the test: the agent corrects the
    test, and writes no module of that name, so the failure stays a symptom."""
    output = (
        "ImportError while importing test module 'tests/test_parse.py'.\n"
        "E   ModuleNotFoundError: No module named 'app.parsr'\n"
    )
    actions = [
        _edit(1, "tests/test_parse.py", "from app.parsr import parse\n"),
        _run(3, "pytest -q tests/test_parse.py", output, 2),
        _edit(5, "tests/test_parse.py", "from app.parser import parse\n"),
        _run(7, "pytest -q tests/test_parse.py", "1 passed", 0),
    ]
    assert _kept(actions, {}) == [3]


def test_red_run_needs_only_missing_names() -> None:
    """A run that also fails on a real mistake (an unused import) is not a pure red step."""
    output = (
        'usecase/timer_test.go:4:2: "bytes" imported and not used\n'
        "usecase/timer_test.go:28:23: undefined: api.NewTimerRouter\nFAIL\n"
    )
    actions = [
        _heredoc(1, "usecase/timer_test.go", "package usecase_test"),
        _run(3, "go test ./...", output, 1),
        _heredoc(5, "api/timer.go", "func NewTimerRouter() {}"),
    ]
    assert _kept(actions, {}) == [3]


# ---------------------------------------------------------------- announced in the command


@pytest.mark.parametrize(
    ("command", "announced"),
    [
        (
            'echo "=== no file (should delegate to the script\'s own graceful error) ==="'
            '\nmake restore; echo "exit: $?"',
            True,
        ),
        ("# unknown id: expect a 404\ncurl -s localhost:8080/items/nope", True),
        ("echo '--- negative case: empty name ---'; ./cli add ''", True),
        ('echo "=== build ==="\nmake build; echo "exit: $?"', False),
        ("#!/bin/bash\nset -e\nmake test", False),
    ],
)
def test_labels_announcing_the_case_under_test(command: str, announced: bool) -> None:
    """Class 'a check run meant to show a finding': a printed label or comment that says the
    case should fail (apostrophes inside double quotes included) announces it."""
    assert announced_in_command(command) is announced


def test_announced_case_drops_its_symptom_but_not_a_shell_complaint() -> None:
    """The announced error is the case under test; the shell's own complaint is not."""
    label = 'echo "=== missing argument (should fail gracefully) ==="\n'
    actions = [
        _run(
            1, label + './ops/restore.sh; echo "exit: $?"', "Error: missing argument.\nexit: 1", 0
        ),
        _run(3, label + "./ops/restor.sh", "bash: ./ops/restor.sh: command not found", 127),
    ]
    assert _kept(actions, {}) == [3]


# ------------------------------------------------------- bounded runs, git questions, probes


@pytest.mark.parametrize(
    ("command", "exit_code", "output", "expected"),
    [
        ("timeout 5s ./build/walk_demo", 124, "Communication level is set to HIGH.\n", True),
        ("timeout 10 npm run dev", 124, "VITE v5.0.0  ready in 300 ms\n", True),
        (
            "timeout 10 python app.py",
            124,
            "Traceback (most recent call last):\nKeyError: 'x'\n",
            False,
        ),
        ("timeout 60 pytest -q", 124, "....\n", False),  # a test suite that hung
        ("timeout 40 bash -c 'until curl -s localhost:8080; do sleep 1; done'", 124, "", False),
        ("timeout 5 ./server", 1, "listening\n", False),
    ],
)
def test_bounded_run(command: str, exit_code: int, output: str, expected: bool) -> None:
    """Class 'expected non-zero exit': a long-running program stopped by the agent's own
    time bound, with no error shown, ran as wanted; a hung test, a wait loop or a crash did not."""
    assert bounded_run(command, exit_code, output) is expected


@pytest.mark.parametrize(
    ("command", "exit_code", "output", "expected"),
    [
        ("git rev-parse --verify feature/x", 128, "fatal: Needed a single revision\n", True),
        ("git show-ref --verify --quiet refs/heads/dev", 1, "", True),
        ("git config --get user.email", 1, "", True),
        ("git check-ignore -q .env", 1, "", True),
        ("git ls-remote --exit-code origin main", 2, "", True),
        ("git push origin main", 1, "error: failed to push some refs\n", False),
        ("dpkg -l ibus-mozc", 1, "dpkg-query: no packages found matching ibus-mozc\n", False),
    ],
)
def test_git_yes_no_questions(command: str, exit_code: int, output: str, expected: bool) -> None:
    """Class 'existence probes': git verbs that answer through their exit status; a package
    query is not one (installing the missing package is its fix)."""
    assert state_query(command, exit_code, output) is expected


def test_looked_for_then_created_is_no_symptom() -> None:
    """Class 'existence probes': a read of a file that does not exist yet, which the agent
    then writes, is no failure (creating what did not exist is no fix)."""
    read = Action(
        seq=1,
        message_id=1,
        tool="Read",
        tool_error="File does not exist.",
        target="/home/u/notes/MEMORY.md",
        status="error",
    )
    write = _edit(5, "/home/u/notes/MEMORY.md", "# Memory\n")
    other = _edit(5, "/home/u/notes/OTHER.md", "# Other\n")
    assert _kept([read, _run(3, "ls", "a\n", 0), write], {}) == []
    assert _kept([read, _run(3, "ls", "a\n", 0), other], {}) == [1]


def test_view_then_create_and_an_edit_mismatch() -> None:
    """A CLI view of a resource that is not there yet, then its create, is a probe; an edit
    whose old text was not found is a real failure whatever follows."""
    view = _run(1, "gh repo view me/app", "GraphQL: Could not resolve to a Repository", 1)
    create = _run(3, "gh repo create me/app --private", "✓ Created repository me/app", 0)
    assert probed_then_created(0, [view, create])
    edit = Action(
        seq=1,
        message_id=1,
        tool="Edit",
        tool_error="String to replace not found in file.",
        target="app.js",
        status="error",
    )
    assert not probed_then_created(0, [edit, _edit(3, "app.js", "x\n")])


@pytest.mark.parametrize(
    ("command", "exit_code", "output", "expected"),
    [
        ("cat /dev/ttyUSB0 &\nPID=$!\nsleep 10\nkill $PID\nwait $PID", 143, "boot: ok\n", True),
        ("tail -f app.log & sleep 5; kill $!", 143, "GET /health 200\n", True),
        ("node server.js & SRV=$!; sleep 3; kill -9 $SRV; wait $SRV", 137, "listening\n", True),
        ("./server & P=$!; sleep 2; kill $P; wait $P", 143, "panic: nil map\n", False),
        ("pytest -q & P=$!; sleep 60; kill $P; wait $P", 143, "....\n", False),
        ("cat /dev/ttyUSB0 & P=$!; sleep 10; kill $P; wait $P", 1, "", False),
        ("./server & sleep 2; curl localhost:8080", 143, "", False),
    ],
)
def test_bounded_run_by_the_agents_own_kill(
    command: str, exit_code: int, output: str, expected: bool
) -> None:
    """Class 'expected non-zero exit': a program the agent put in the background and killed
    itself after ``sleep N`` exits by that signal (143 / 137) as planned; a crash shown in
    its output, a finite job (a test run) or a kill that is not the agent's is no bound."""
    assert bounded_run(command, exit_code, output) is expected


def test_read_only_chain_probe_then_created_is_no_symptom() -> None:
    """Class 'existence probes': a compound look (`ls dir && sed -n 1,80p dir/x.py && rg …`)
    failing only because the file it prints is not there, which the agent then creates, is no
    failure; a chain that also writes, or whose complaint names another file, stays one."""
    missing = (
        "total 8\n-rw-r--r-- 1 u u 80 gcode.py\n"
        "sed: can't read pkg/core/__init__.py: No such file or directory\n"
    )
    look = _run(
        1,
        "ls -la pkg/core && sed -n '1,80p' pkg/core/__init__.py && rg -n 'def ' pkg/core",
        missing,
        2,
    )
    create = _edit(4, "/home/u/proj/pkg/core/__init__.py", "")
    assert probed_then_created(0, [look, _run(2, "git status", "", 0), create])
    other = _edit(4, "/home/u/proj/pkg/core/other.py", "x = 1\n")
    assert not probed_then_created(0, [look, other])
    writes = _run(1, "sed -i 's/a/b/' pkg/core/__init__.py && cat pkg/core/__init__.py", missing, 2)
    assert not probed_then_created(0, [writes, create])
    elsewhere = _run(
        1, "ls pkg && cat pkg/core/__init__.py", "cat: setup.cfg: No such file or directory\n", 1
    )
    assert not probed_then_created(0, [elsewhere, create])


def test_a_missed_look_at_a_file_later_updated_is_a_failure() -> None:
    """Class 2 (a corrected path): `Get-Content -Path a/[id]/b.ts` missed a file that was
    there (PowerShell read `[id]` as a wildcard), as a later patch replacing its text shows;
    only writing a file that had no text is creating it."""
    look = _run(1, "Get-Content -Path src/api/[id]/route.ts", "Cannot find path", 1)
    look.output = (
        "Get-Content: An object at the specified path src/api/[id]/route.ts does not exist"
    )
    update = _edit(5, "src/api/[id]/route.ts", "export const GET = handler;\n")
    update.removed_text = "export const GET = old;\n"
    assert not probed_then_created(0, [look, update])
    assert probed_then_created(0, [look, _edit(5, "src/api/[id]/route.ts", "new\n")])


def test_a_step_of_redirections_only_is_no_crash() -> None:
    """A PowerShell call wrapped in ``powershell -Command "...  2>&1" 2>&1`` (Claude Code on
    Windows) leaves a step of redirections only: no program, nothing that already holds."""
    command = (
        'powershell.exe -NonInteractive -ExecutionPolicy Bypass -Command "\n'
        "& 'C:\\Users\\u\\scripts\\setup.ps1' -Force 2>&1\n\" 2>&1"
    )
    assert already_holds(command, 1, "At line:1 char:1\nParserError") is False
