"""Test runs that report failures although they exited 0.

Issue 12, class 3: "some runtimes always exit 0 (… some test runners): their error lines
count too". A hand-written runner (``node Test.js``, ``python run_tests.py``) often ends
without ``process.exit(1)``, and Python's unittest run through a script that ignores its
result exits 0 as well; the run's own summary still says what failed: ``Results: 39/42
passed``, ``FAILED (failures=2)``, ``3 tests failed``. Only summary lines count, never a
test's detail lines (tests print error text on purpose), and only for a step that runs
tests: a known runner (:func:`sessgraph.extract.command_steps.runs_tests`) or a script
whose file name says it holds tests (``Test.js``, ``test_api.py``, ``run_tests.sh``).
"""

from __future__ import annotations

import re

from sessgraph.extract.command_steps import Steps, program, runs_tests
from sessgraph.extract.error_text import strip_ansi
from sessgraph.extract.own_formats import TEST_RESULT
from sessgraph.extract.signatures import ErrorHit

SCAN_CHARS = 64_000

# Runtimes that run a script file named by their first argument.
_RUNTIMES = frozenset(
    {"node", "python", "python3", "ruby", "bash", "sh", "zsh", "deno", "bun", "php", "perl"}
)
# A file name that says it holds tests: `test.js`, `Test.js`, `test_api.py`, `api_test.sh`,
# `api.test.ts`, `run_tests.py`, `tests.rb`.
_TEST_FILE = re.compile(
    r"(?:^|[/\\])(?:run[_-]?)?(?:tests?|specs?)(?:[_.-][\w.-]*)?\.\w+$"
    r"|[_.-](?:tests?|spec)\.\w+$",
    re.IGNORECASE,
)
# The summaries runners print: a pass count short of the total (`Results: 39/42 passed`,
# `Passed: 3/5`, `7 of 9 tests passed`), unittest's verdict.
_PASS_COUNT = re.compile(
    r"\b(?P<n>\d+)\s*(?:/|of)\s*(?P<m>\d+)\s+(?:tests?\s+|checks?\s+|cases?\s+)?passed\b"
    r"|\bpass(?:ed)?\s*:?\s*(?P<n2>\d+)\s*/\s*(?P<m2>\d+)\b",
    re.IGNORECASE,
)
_UNITTEST_FAILED = re.compile(r"^FAILED \((?:failures|errors)=[1-9]\d*")
# A run that selected nothing: behind a pipe that is a failure (masked), but a runner that
# exits 0 on it was told to (`--passWithNoTests`): not read here.
_NOTHING_RAN = re.compile(
    r"no tests ran|collected 0 items|Ran 0 tests|No tests? (?:files )?found", re.I
)


def runs_test_script(argv: list[str]) -> bool:
    """Whether the step runs tests: a test runner, or a runtime running a file named for
    tests (``node Test.js``, ``./run_tests.sh``, ``python test_api.py``)."""
    if runs_tests(argv):
        return True
    name = program(argv) if argv else ""
    if name in _RUNTIMES:
        script = next((a for a in argv[1:] if not a.startswith("-")), "")
        return bool(script) and _TEST_FILE.search(script) is not None and "-m" not in argv
    return bool(_TEST_FILE.search(argv[0])) if argv and "/" in argv[0] else False


def _short_count(line: str) -> bool:
    match = _PASS_COUNT.search(line)
    if match is None:
        return False
    passed = int(match.group("n") or match.group("n2"))
    total = int(match.group("m") or match.group("m2"))
    return 0 <= passed < total


def failed_tests_summary(steps: Steps, output: str) -> ErrorHit | None:
    """The summary line of a test run that says tests failed, for a command with a step that
    runs tests (issue 12, class 3: a runner that exits 0 whatever its results)."""
    if not any(runs_test_script(argv) for argv, _ in steps):
        return None
    found = None
    for raw in strip_ansi(output[-SCAN_CHARS:]).splitlines():
        line = raw.strip()
        if _NOTHING_RAN.search(line):
            continue
        if _short_count(line) or _UNITTEST_FAILED.match(line) or TEST_RESULT.search(line):
            found = line  # the last summary: a run's final count
    if found is None:
        return None
    return ErrorHit("error", "TestsFailed", found[:500], 1, score=60)


# --- training runs whose loss became NaN ----------------------------------------------------
#
# Class 3, wrong content: a training run whose loss turned NaN diverged, though it exits 0
# and keeps logging; whoever prints its log shows the run's failure (the run itself, a `tail`
# of its log, a `cat` of its metrics CSV). Read in the two forms trainers log a loss: a
# `loss=nan` / `train_loss: nan` field, and a CSV whose header names a loss column and whose
# row holds `nan` in it. A NaN elsewhere (a metric, a data column, "NaN in loss: False") is
# no divergence.
_NAN_FIELD = re.compile(r"\b(?:[A-Za-z]+[_ /-])?loss(?:[_-]?[A-Za-z0-9]+)?\s*[=:]\s*nan\b", re.I)


def diverged_training(output: str) -> ErrorHit | None:
    """The line that shows a training loss turned NaN, or ``None``."""
    if "nan" not in output.lower():
        return None
    text = strip_ansi(output[-SCAN_CHARS:])
    field = _NAN_FIELD.search(text)
    if field is not None:
        start = text.rfind("\n", 0, field.start()) + 1
        end = text.find("\n", field.end())
        line = text[start : end if end >= 0 else len(text)].strip()
        return ErrorHit("crash", "NaNLoss", f"loss became NaN: {line}"[:500], 1, score=60)
    columns: list[int] = []
    header: list[str] = []
    for line in text.splitlines():
        cells = [cell.strip().lower() for cell in line.split(",")]
        if len(cells) < 2:
            columns = []
            continue
        if any("loss" in cell for cell in cells) and not any(_is_number(c) for c in cells):
            columns = [n for n, cell in enumerate(cells) if "loss" in cell]
            header = cells
        elif columns and len(cells) == len(header) and any(cells[n] == "nan" for n in columns):
            row = ",".join(line.split(",")[: columns[-1] + 1]).strip()
            named = header[next(n for n in columns if cells[n] == "nan")]
            return ErrorHit(
                "crash", "NaNLoss", f"loss became NaN ({named}): {row}"[:500], 1, score=60
            )
    return None


def _is_number(cell: str) -> bool:
    try:
        float(cell)
    except ValueError:
        return False
    return True
