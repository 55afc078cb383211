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
