"""Non-zero exits that are the answer a command asked for, not failures (issue 12).

The other direction of :mod:`sessgraph.extract.masked`: there a zero status hides a failure,
here a non-zero one is what the command was run to find out: the first run of a bug
reproducer, a red test of code not written yet, an existence probe with its errors discarded.

Measured and removed in round 11 (each decided in at most one tuning file, and removing it
changed neither the other fold nor the test half): a bare run printing its usage, ``git log``
in a repository without commits (:mod:`sessgraph.extract.probes` reads that one). The
reproducer rule also decides in one tuning file only, but it is the documented workflow of a
whole agent family (SWE-agent writes ``reproduce_bug.py`` first) and removing it added two
labelled negatives there: kept.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sessgraph.extract.masked import runs_tests, steps_of
from sessgraph.extract.shellwords import program_name
from sessgraph.extract.signatures import find_errors

__all__ = ["answer_not_failure"]

_READS = {
    "ls", "stat", "test", "[", "[[", "which", "type", "command", "cat", "head", "readlink",
    "realpath", "find", "file", "grep", "egrep", "fgrep", "rg", "pgrep", "echo", "printf",
}  # fmt: skip


# A script written to reproduce a reported bug (SWE-agent's `reproduce_bug.py`, `repro.sh`).
_REPRODUCER = re.compile(r"(?:^|[/\\])repro(?:duce)?(?:_\w+|-\w+)?\.(?:py|js|mjs|ts|sh|rb|go)$")


def _reproducer(command: str) -> str | None:
    steps = steps_of(command)
    last = steps[-1][0] if steps else []
    return next((a for a in last if _REPRODUCER.search(a)), None)


# A test of code not written yet fails with the stub's own words (test-first, the red step).
_NOT_IMPLEMENTED = re.compile(
    r"\bnot (?:yet )?implemented(?: yet)?\b|\bNotImplementedError\b|\bunimplemented!|\btodo!\(",
    re.I,
)


def answer_not_failure(
    command: str, output: str, exit_code: int | None, recent: Sequence[str] = ()
) -> str | None:
    """Why a failed command's non-zero exit is the answer it asked for, or ``None``. A call
    without an exit code never ran (refused, interrupted): it answered nothing, unless it is
    the first run of a reproducer (formats without exit codes run them too).

    * The first run of a script written to reproduce a bug (``python reproduce_bug.py``, none
      of the ``recent`` commands ran it): the failure it shows is the bug, reproduced as
      intended (issue 12: reproducers are expected failures); a later run is a check.
    * A test run whose only errors say the code is not implemented yet: the red step of a
      test written first (issue 12: red tests are expected failures).

    * The status comes from a trailing chain of reads and probes (``ls``, ``cat``, ``which``)
      whose errors the command discards with ``2>/dev/null`` and nothing else failed: the
      command asked whether something exists (issue 12: existence probes).
    """
    steps = steps_of(command)
    if not steps:
        return None
    script = _reproducer(command)
    if script is not None and not any(script in earlier for earlier in recent):
        return "the first run of a bug reproducer"
    if exit_code is None:
        return None
    hits = find_errors(output) if any(runs_tests(argv) for argv, _ in steps) else []
    if hits and all(_NOT_IMPLEMENTED.search(hit.error_text) for hit in hits):
        return "a red test: the code it tests is not implemented yet"
    tail = [steps[-1]]
    for argv, sep in reversed(steps[:-1]):
        if sep not in ("&&", "|"):
            break
        tail.insert(0, (argv, sep))
    if (
        re.search(r"(?<![>&])2>\s*/dev/null", command)
        and all(program_name(argv[0]) in _READS for argv, _ in tail)
        and not find_errors(output)
    ):
        return "an existence probe with its errors discarded"
    return None
