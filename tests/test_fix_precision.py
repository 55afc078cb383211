"""Precision of round 9 (issue 12, labelled negatives and wrong fix links): programs stopped
by an interrupt, TDD red runs announced in other languages, and the command-line change read
from the run that worked rather than from a guess that failed on the way."""

from __future__ import annotations

import pytest

from action_helpers import cmd, edit, episodes
from sessgraph.extract.episodes import detect_symptoms
from sessgraph.extract.expected import drop_expected
from sessgraph.extract.expected_commands import interrupted_run
from sessgraph.extract.expected_prose import confirms_expected_failure, declares_expected_failure
from sessgraph.extract.intent import same_intent
from sessgraph.extract.probes import expected_nonzero_reason
from sessgraph.extract.records import Action

SERVER_STOPPED = (
    "Serving on http://127.0.0.1:8050\nPress CTRL+C to quit\n^C\nServer stopped\n"
    'Traceback (most recent call last):\n  File "app.py", line 40, in <module>\n'
    "KeyboardInterrupt\n"
)
CONDA_STOPPED = "Open http://127.0.0.1:6017\n^C Server stopped\nCondaError: KeyboardInterrupt"


# Issue 12, expected non-zero exits: a long-running program the agent stopped itself.
@pytest.mark.parametrize(
    ("command", "exit_code", "output", "expected"),
    [
        ("python app.py --port 8050", 1, SERVER_STOPPED, True),
        ("conda run -n viz python viewer.py --host 0.0.0.0", 1, CONDA_STOPPED, True),
        ("npm run dev", 130, "  VITE v5.0.0  ready in 312 ms\n^C\n", True),
        # An error before the interrupt is a failure the agent then gave up waiting on.
        ("python app.py", 1, "ImportError: cannot import name 'x'\n^C\nKeyboardInterrupt\n", False),
        # A test suite or a build that had to be interrupted was hung.
        ("pytest -q tests/", 2, "....\n^C\nKeyboardInterrupt\n", False),
        ("cargo build --release", 130, "   Compiling foo v0.1.0\n^C\n", False),
        # No interrupt shown: the exit is the program's own.
        ("python app.py --port 8050", 1, "Traceback (most recent call last):\nOSError\n", False),
    ],
)  # fmt: skip
def test_interrupted_run(command: str, exit_code: int, output: str, expected: bool) -> None:
    """Class 'expected non-zero exit': a server or viewer that ran without error until ^C
    stopped it is no failure; an interrupted test run or build, or an error shown before the
    interrupt, still is."""
    assert interrupted_run(command, exit_code, output) is expected


def test_interrupted_server_is_no_symptom() -> None:
    """The stopped server stores no symptom, so nothing is linked to it as a fix."""
    actions = [cmd(1, "python app.py --port 8050", 1, SERVER_STOPPED)]
    assert drop_expected(detect_symptoms(actions), actions, {}) == []


# Issue 12, expected non-zero exits (a test run meant to fail first), in the agent's language.
@pytest.mark.parametrize(
    ("prose", "declared"),
    [
        ("テストを追加しました。これから red 確認として tests/red_test.sh を実行します。", True),
        ("先写测试，然后做 red 确认。", True),
        ("테스트를 추가했습니다. red 확인을 위해 실행합니다.", True),
        ("Adding the test, then a quick red check.", True),
        ("Fix the red button colour in the header.", False),
        ("The red team report is attached; running the build.", False),
        ("Now run tests/env_red_test.sh after the fix.", False),
    ],
)
def test_red_check_declares_expected_failure(prose: str, declared: bool) -> None:
    """Class 'expected non-zero exit': TDD's "red" with a word for checking it ("red check",
    Japanese 確認, Chinese 确认, Korean 확인) announces a run meant to fail; "red" as a colour,
    a team or part of a file name does not."""
    assert declares_expected_failure(prose) is declared


def test_announced_red_check_stores_no_symptom() -> None:
    """The red run announced in Japanese prose before the call is no symptom."""
    actions = [cmd(2, "bash tests/env_red_test.sh", 1, "FAIL: R7: drift is shown\npass=3 fail=1")]
    prose = {1: "これから red 確認として tests/env_red_test.sh を実行します。"}
    assert drop_expected(detect_symptoms(actions), actions, prose) == []


# Issue 12, class 4 (verification) with class 2 (the fix inside the retry).
def test_guess_that_failed_on_the_way_is_not_the_fix() -> None:
    """`export` with no id hangs, a guessed id is not found, the full id works: the fix is the
    change to the run that worked, not the guess in between."""
    actions = [
        cmd(1, "tool export", 1, "Error: no session selected (interactive picker)"),
        cmd(3, "tool export 4f2a", 1, "Error: Session not found: 4f2a"),
        cmd(5, "tool export ses_9c1e4f2a", 0, '{"id": "ses_9c1e4f2a"}'),
    ]
    found = episodes(actions)
    assert found[0].fix is not None
    assert "ses_9c1e4f2a" in found[0].fix.entities
    assert "4f2a" not in found[0].fix.entities


def test_change_kept_by_the_run_that_worked_stays_in_the_fix() -> None:
    """When the working run keeps the intermediate change and adds another, the fix names
    both: `plan` → `plan -out=p` (still failing otherwise) → `-chdir=infra plan -out=p`."""
    actions = [
        cmd(1, "terraform plan", 1, "Error: No value for required variable"),
        cmd(3, "terraform plan -out=p", 1, "Error: Failed to read variables file"),
        cmd(5, "terraform -chdir=infra plan -out=p", 0, "Plan: 3 to add, 0 to change"),
    ]
    found = episodes(actions)
    assert found[0].fix is not None
    assert {"-chdir=infra", "-out=p"} <= set(found[0].fix.entities)


# Issue 12, class 4: a run of another goal verifies nothing, however alike it reads.
def test_wrapped_search_and_wrapped_read_are_not_one_goal() -> None:
    """`powershell -Command 'rg x'` then `powershell -Command 'type README.md'`: a search and
    a read of a file inside the same wrapper are two goals; a type check run again before a
    build is still the type check."""
    wrapped = "powershell.exe -NoProfile -Command"
    assert not same_intent(f"{wrapped} 'rg \"specify\"'", f"{wrapped} 'type README.md'")
    assert same_intent("cd app && npx tsc --noEmit", "cd app && npx tsc --noEmit && npx vite build")


def test_read_after_a_refused_search_is_no_fix_of_it() -> None:
    """The search turned away, then a read of another file that works: no fix is linked."""
    wrapped = "powershell.exe -NoProfile -Command"
    actions = [
        cmd(1, f"{wrapped} 'rg \"specify\"'", 1, "rg: specify: IO error for operation"),
        cmd(3, f"{wrapped} 'type README.md'", 0, "# Project\nA tool for data conversion."),
    ]
    found = episodes(actions)
    assert found[0].fix is None


def _unrecorded(command: str, output: str) -> list[str]:
    """The symptoms of one command of a format that records no exit status (Cline)."""
    action = Action(seq=1, message_id=1, command=command, status="unknown", output=output)
    return [s.error_text for s in drop_expected(detect_symptoms([action]), [action], {})]


# Issue 12, expected non-zero exits, in formats without exit codes (Cline, Gemini's stream).
def test_probe_without_a_recorded_status_is_judged_by_its_output() -> None:
    """`ls` of a missing path and `which` with no answer are probes there too; a failing
    test run, whose output shows its error, stays a symptom."""
    assert _unrecorded("ls specs", "ls: cannot access 'specs': No such file or directory") == []
    assert _unrecorded("npm test", "FAIL src/a.test.ts\n  Error: expected 2 to be 3") != []


NOT_THERE = "Cannot find path 'C:\\p\\specs' because it does not exist."
DIR_HEADER = " Volume in drive C has no label.\n Directory of C:\\p"
NO_PARAMETER = "A parameter cannot be found that matches parameter name 'Depht'."


# Issue 12, expected non-zero exits: the existence probe in PowerShell's and cmd's words.
@pytest.mark.parametrize(
    ("command", "output", "probe"),
    [
        ("Get-ChildItem specs", f"Get-ChildItem : {NOT_THERE}", True),
        ("powershell -NoProfile -Command 'ls specs'", f"ls : {NOT_THERE}", True),
        ("dir specs", f"{DIR_HEADER}\n\nFile Not Found", True),
        ("dir C:\\Windows\\System32\\config", "Access is denied.", False),
        ("Get-ChildItem -Depht 2", f"Get-ChildItem : {NO_PARAMETER}", False),
        ("npm run build", "The system cannot find the path specified.", False),
    ],
)  # fmt: skip
def test_windows_listing_of_a_missing_path_is_a_probe(
    command: str, output: str, probe: bool
) -> None:
    """A PowerShell or cmd listing whose only complaint is that the path is not there is an
    existence probe; a refused listing, a misspelt parameter or a build are failures."""
    assert (expected_nonzero_reason(command, 1, output, []) is not None) is probe


PARITY = (
    "PYTHONPATH=ref python - <<'PY'\nimport torch\nfrom ref import parse\nprint(parse('a.bvh'))\nPY"
)
LOOK = "python - <<'PY'\nfrom app.bvh import header\nprint(header(open('a.bvh').read())[:5])\nPY"


# Issue 12, class 4 with class 5: heredoc scripts are programs of their own, as `-c` ones are.
def test_another_heredoc_script_is_another_goal() -> None:
    """Two `python - <<'PY'` scripts with different bodies are not one goal; the same script
    edited a little is."""
    assert not same_intent(PARITY, LOOK)
    assert same_intent(PARITY, PARITY.replace("parse('a.bvh')", "parse('a.bvh', strict=True)"))


def test_other_heredoc_script_working_verifies_nothing() -> None:
    """The parity script fails, a look at the file's header works, the edited parser makes
    the parity script pass: the fix is the parser edit, not the removed PYTHONPATH."""
    error = "RuntimeError: The size of tensor a (77) must match the size of tensor b (78)"
    actions = [
        cmd(1, PARITY, 1, f"Traceback (most recent call last):\n{error}"),
        cmd(3, LOOK, 0, "HIERARCHY\nROOT Root"),
        edit(5, "app/bvh.py", "    joints.append(end_site)\n"),
        cmd(7, PARITY, 0, "parse 0.0 0.0 torch.Size([9185, 77, 3])"),
    ]
    found = episodes(actions)
    assert found[0].fix is not None and found[0].fix.seq == 5


# Issue 12, expected non-zero exits: the agent's declared expectation, in its own language.
@pytest.mark.parametrize(
    "prose",
    [
        "The new test should be red now.",
        "このテストは失敗するはずです。",
        "先运行测试，应该失败。",
        "테스트는 실패해야 합니다.",
        "Тест должен упасть.",
        "Este test debería fallar.",
        "Der Test sollte fehlschlagen.",
        "Ce test devrait échouer.",
    ],
)
def test_declared_expectation_in_other_languages(prose: str) -> None:
    """Class 'expected non-zero exit': "should fail" before a call, in the languages agents
    write their prose in, declares the failure meant."""
    assert declares_expected_failure(prose)


@pytest.mark.parametrize(
    ("prose", "confirmed"),
    [
        # An agent explaining a failure away ("this is expected because the mock …") has
        # not said it planned it: the labels keep such failures (a trap of issue 12).
        ("A different failure now. This is expected because the mock returns fresh data.", False),
        ("red は確認できました。", True),
        ("想定通り失敗しました。", True),
        ("测试如预期失败。", True),
        ("예상대로 실패했습니다.", True),
        ("Как и ожидалось, тест упал.", True),
        ("La prueba falla como se esperaba.", True),
        ("Failed as expected, but the second error is not.", False),
        ("想定通り失敗しましたが、しかし二つ目のエラーは想定外です。", False),
        ("I need to install it, otherwise the build fails.", False),
    ],
)
def test_confirmed_expectation_after_the_result(prose: str, confirmed: bool) -> None:
    """Class 'expected non-zero exit': after a failed result, "failed as expected" or "red
    confirmed" (in the agent's language) calls the failure the planned one; explaining a
    failure away, a contrast or a surprise in the same sentence does not."""
    assert confirms_expected_failure(prose) is confirmed


# Issue 12, class 5 (what is knowledge).
def test_more_output_is_no_fix() -> None:
    """`pio run | tail` failing, then `pio run -v` working: only more output was asked for,
    so nothing was fixed (flaky), and no fix is told."""
    actions = [
        cmd(1, "pio run 2>&1 | tail -30", 0, "Error: Failed to install Python dependencies"),
        cmd(3, "pio run -v 2>&1", 0, "Building .pio/build/esp32cam/firmware.bin\n[SUCCESS]"),
    ]
    found = episodes(actions)
    assert found[0].fix is None


def test_directory_option_is_knowledge_not_a_count() -> None:
    """`-chdir=infra` begins like tail's `-c`, but it moves terraform to another directory:
    the fix carries knowledge."""
    actions = [
        cmd(1, "terraform plan", 1, "Error: No value for required variable"),
        cmd(3, "terraform -chdir=infra plan", 0, "Plan: 3 to add, 0 to change"),
    ]
    found = episodes(actions)
    assert found[0].fix is not None and found[0].fix.change_class == "knowledge"
    assert "-chdir=infra" in found[0].fix.entities
