"""A retry that fails otherwise still fixed the first error when it only dropped whole steps
(issue 12, class 2 read with class 4)."""

from __future__ import annotations

from action_helpers import cmd, episodes
from sessgraph.extract.retry_changes import changed_only_how

SCRIPT = "node -e \"require('pg').connect().then(() => console.log('ok'))\""
REFUSED = "Error: connect ECONNREFUSED 127.0.0.1:5432"


def test_dropped_leading_step_is_the_fix_although_the_rest_fails_otherwise() -> None:
    """The wait before the script could not read its input; without it the script ran and
    failed on its own (the database is down): the dropped wait fixed the first error."""
    actions = [
        cmd(
            1,
            f"timeout /t 3 /nobreak >nul && cd app && {SCRIPT}",
            1,
            "ERROR: Input redirection is not supported, exiting the process immediately.",
        ),
        cmd(3, f"cd app && {SCRIPT}", 1, REFUSED),
    ]
    first = episodes(actions)[0]  # type: ignore[arg-type]
    assert first.status == "resolved" and first.fix is not None
    assert first.fix.seq == 3 and "timeout" in first.fix.change


def test_a_changed_argument_failing_otherwise_is_another_experiment() -> None:
    """Only dropped steps count: a retry whose arguments changed and that fails otherwise is
    the next experiment, not the fix of the first error (nor is the same line again)."""
    assert not changed_only_how("pytest tests/test_a.py -k slow", "pytest tests/test_b.py -k slow")
    assert changed_only_how(f"sleep 2 && {SCRIPT}", SCRIPT)
    assert not changed_only_how(SCRIPT, SCRIPT)


def test_a_step_run_on_its_own_in_between_was_not_dropped() -> None:
    """The seed step was split off and run alone before the tests ran again (and failed
    otherwise): nothing was dropped, so the first failure is not told as fixed by a removal."""
    actions = [
        cmd(
            1,
            "./scripts/seed.sh && pytest tests/test_api.py",
            1,
            "FAILED tests/test_api.py::test_list - KeyError: 'id'",
        ),
        cmd(3, "./scripts/seed.sh", 0, "seeded 40 rows"),
        cmd(
            5,
            "pytest tests/test_api.py",
            1,
            "ERROR tests/test_api.py - ModuleNotFoundError: No module named 'httpx'",
        ),
    ]
    first = episodes(actions)[0]  # type: ignore[arg-type]
    assert first.fix is None or "removed" not in first.fix.change
