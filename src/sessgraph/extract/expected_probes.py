"""Probes answered "no": a non-zero status that is the answer a yes/no question asked for.

One family group of :mod:`sessgraph.extract.expected` (issue 12, labelled negatives), split
from :mod:`sessgraph.extract.expected_commands` because these rules share one reading of a
command: its simple commands with the separators between them (the status of ``a && b`` is
the first failing step's, that of ``a; b`` or ``a | b`` the last one's), and of its output:
what the command itself printed, past the harness's status line (Claude Code's "Exit code
1") and inside Codex's sandbox envelope ("failed in sandbox … exit code: 1, stdout: ,
stderr: "), which wraps every non-zero exit of a sandboxed command, denied or not.

* An ``&&`` chain whose status is a yes/no probe's (``[ -f .env ] && cat .env``, ``which
  docker && docker --version``, ``command -v uv >/dev/null && …``, ``diff a b && echo same``,
  ``nc -z host 5432``), and searches that exit 1 on no match where the one-command rules of
  :mod:`sessgraph.extract.intent` do not look (``git grep``, ``findstr``, ``where``,
  ``Get-Command``, ``jq -e``); nothing in the output complains.
* A trial that silenced its errors and printed nothing (``python -c 'import x' 2>/dev/null
  && echo yes``, PowerShell's ``-ErrorAction SilentlyContinue``); a build, a test run or a
  script run so silenced still failed.
* Reports through the status: ``npm outdated``, ``make -q``, ``terraform plan
  -detailed-exitcode``, ``pg_isready``, ``curl -sf`` health probes.
"""

from __future__ import annotations

import re

from sessgraph.extract.command_lines import is_separator, tokens
from sessgraph.extract.command_steps import program as program_of
from sessgraph.extract.expected_answers import answer_not_failure
from sessgraph.extract.goals import goal_of
from sessgraph.extract.intent import expected_nonzero_reason
from sessgraph.extract.own_formats import SHELL_PREFIX
from sessgraph.extract.signatures import find_errors

# Goals whose failure is a failure whatever a fallback or a silenced stream says.
WORK_GOALS = {"test", "build", "install", "typecheck", "lint", "migrate", "deploy"}

# The harness's own status line at the top of a failed call's output (Claude Code writes
# "Exit code 1" before what the command printed): not something the command said.
_HARNESS_STATUS = re.compile(r"\A\s*Exit code:? -?\d+[ \t]*(?:\n|\Z)")


def printed(output: str) -> str:
    """What the command itself printed: ``output`` without the harness's status line."""
    return _HARNESS_STATUS.sub("", output, count=1)


# --------------------------------------------------------------- probes answered "no"

# Programs asking a yes/no question through their status (issue 12: existence probes): a test
# of a path or a string, a lookup of a program on PATH (POSIX shells, Windows, PowerShell).
_QUESTIONS = {
    "test",
    "[",
    "[[",
    "which",
    "type",
    "hash",
    "where",
    "where.exe",
    "get-command",
    "gcm",
}
# What such a probe prints when the answer is "no" (it is the answer, not a complaint).
_NO_ANSWER = re.compile(
    r"^(?:INFO: Could not find files|which: no \S+ in|\S+: not found$"
    r"|(?:bash|zsh|sh): type: .*not found|nc: connect to .* failed: Connection refused$"
    r"|\S+:\d+ - (?:no response|rejecting connections)$)|^\s*$",
    re.IGNORECASE,
)


# Searches that exit 1 when nothing matched (intent's one-program rules know them; here they
# count past the harness's status line).
_SEARCHES = {"grep", "egrep", "fgrep", "rg", "ag", "ack", "pgrep", "pidof", "lsof", "fuser"}


def _asks(argv: list[str]) -> bool:
    """Whether one step is a yes/no probe, a comparison or a search that exits 1 for "no"
    where :mod:`sessgraph.extract.intent`'s one-program rules do not look."""
    program = program_of(argv).lower()
    if program in _QUESTIONS or (program == "command" and ("-v" in argv or "-V" in argv)):
        return True
    if program in ("diff", "cmp", "colordiff"):
        return True  # exits 1 when the inputs differ, the answer a comparison asks for
    if program == "git" and "grep" in argv[1:3]:
        return True  # `git grep` exits 1 on no match, as grep does
    if program == "git" and "diff" in argv[1:3] and {"--quiet", "--exit-code"} & set(argv):
        return True
    if program == "findstr":
        return True  # Windows' grep
    if program == "nc" and any(a.startswith("-") and "z" in a for a in argv[1:]):
        return True  # a port scan: is anything listening?
    if program == "pg_isready":
        return True
    if program in ("npm", "pnpm", "yarn") and "outdated" in argv[1:3]:
        return True  # exits 1 when something is outdated: the list is the answer
    if program == "make" and ("-q" in argv or "--question" in argv):
        return True
    if program == "ack":
        return True
    if program in ("terraform", "tofu") and "-detailed-exitcode" in argv:
        return True  # `plan -detailed-exitcode` exits 2 when there are changes
    return program == "jq" and any(a in ("-e", "--exit-status") for a in argv)


def _answer_code(argv: list[str], exit_code: int) -> bool:
    """Whether ``exit_code`` is the answer a question step gives: 1 for most, 1 or 2 for
    ``pg_isready`` (rejecting / no response), 2 for ``terraform plan -detailed-exitcode``
    (changes present; 1 is its error)."""
    program = program_of(argv).lower()
    if program in ("terraform", "tofu"):
        return exit_code == 2
    if program == "pg_isready":
        return exit_code in (1, 2)
    return exit_code == 1


# A step that throws its error output away (`2>/dev/null`, `&>/dev/null`, `>/dev/null 2>&1`,
# PowerShell's `-ErrorAction SilentlyContinue`): the agent asked a question, wants the answer.
_SILENCED = re.compile(
    r"(?:^|\s)(?:2>\s*/dev/null|&>\s*/dev/null|2>\s*nul\b|>\s*/dev/null\s+2>&1)"
    r"|\s-(?:ErrorAction|ea)\s+(?:SilentlyContinue|Ignore|0)\b",
    re.IGNORECASE,
)


# A script or a program file run: its failure with errors discarded is still a failure.
_SCRIPT_FILE = re.compile(r"\.(?:py|js|mjs|ts|sh|rb|go|pl|php|jar|exe)$", re.IGNORECASE)


def _trial(argv: list[str]) -> bool:
    """Whether a silenced step is a trial that asks a question (an import, an inspect, a
    PowerShell ``Get-*``), not real work (a build, a test run, an install, a script)."""
    goal = goal_of(tuple(a for a in argv if not re.match(r"\d?[<>&]", a)))
    if goal is not None and goal.action in WORK_GOALS:
        return False
    return not any(_SCRIPT_FILE.search(a) for a in argv[1:])


def _silenced(argv: list[str]) -> bool:
    return bool(_SILENCED.search(" ".join(argv)))


# curl's statuses for "nothing answered" / "the server said no" (refused, HTTP >= 400 with
# -f, timed out, empty reply, receive error).
_CURL_NO_ANSWER = {7, 22, 28, 52, 56}


def _silent_curl(argv: list[str]) -> bool:
    """``curl -sf``: silent, failing on HTTP errors, with no ``-S`` asking to show errors."""
    if program_of(argv).lower() != "curl":
        return False
    flags = "".join(a[1:] for a in argv if a.startswith("-") and not a.startswith("--"))
    longs = set(argv)
    silent = "s" in flags or "--silent" in longs
    failing = "f" in flags or "--fail" in longs
    return silent and failing and "S" not in flags and "--show-error" not in longs


def raw_steps(command: str) -> list[tuple[list[str], str]]:
    """Each simple command's words and the separator after it, wrappers kept (``command -v``,
    ``xargs kill`` are what the rules here look for)."""
    steps: list[tuple[list[str], str]] = []
    current: list[str] = []
    for token in (*tokens(command), ";"):
        if is_separator(token):
            if current:
                steps.append((current, token))
            current = []
        else:
            current.append(token)  # redirections kept: they tell a question from a run
    return steps


def _complains(output: str) -> bool:
    lines = [line for line in output.splitlines() if not _NO_ANSWER.search(line)]
    text = "\n".join(lines)
    return bool(find_errors(text)) or any(SHELL_PREFIX.match(line) for line in lines)


def probe_answered_no(command: str, exit_code: int | None, output: str) -> bool:
    """True when the command's status 1 is a probe's "no" (issue 12: existence probes,
    searches with no match): the probe is in the last list of the command and only ``&&``
    follows it (``[ -f .env ] && cat .env``: the chain stopped at the probe), and nothing in
    the output complains. A probe whose program is missing (127) or misused (2) is no answer."""
    if exit_code is None or exit_code == 0:
        return False
    output = printed(output)
    steps = raw_steps(command)
    start = 0
    for n, (_argv, sep) in enumerate(steps[:-1]):
        if sep not in ("&&", "|"):
            start = n + 1  # a `;` / `||` / newline: the status comes from what follows
    last = steps[start:]
    for n, (argv, _sep) in enumerate(last):
        if not all(sep == "&&" for _a, sep in last[n:-1]):
            continue  # a pipe after the step: the status is another program's
        if _answer_code(argv, exit_code) and _asks(argv) and not _complains(output):
            return True
        if exit_code in _CURL_NO_ANSWER and _silent_curl(argv) and not output.strip():
            return True  # `curl -sf host/health && echo up`: a health probe answered "no"
        # `python -c 'import torch' 2>/dev/null && echo yes`, `Get-Process x -ea 0`: a step
        # that silenced its errors and printed nothing asked whether it would work.
        asked = n + 1 == len(last) or program_of(last[-1][0]).lower() in ("echo", "printf")
        if asked and _silenced(argv) and not output.strip() and _trial(argv):
            return True
    # A search anywhere in the last list that printed nothing: its "no match" is the status
    # (as intent reads it, past the harness's status line).
    return (
        exit_code == 1
        and not output.strip()
        and any(program_of(a).lower() in _SEARCHES for a, _s in last)
    )


# Codex's sandbox reports every non-zero exit of a sandboxed command in one envelope, denied
# or not: "failed in sandbox MacosSeatbelt with execution error: sandbox denied exec error,
# exit code: 1, stdout: , stderr: ". The command's own answer is inside it.
_ENVELOPE = re.compile(
    r"\A\s*failed in sandbox \S+ with execution error: sandbox denied exec error, "
    r"exit code: (?P<code>-?\d+), stdout: (?P<rest>.*)\Z",
    re.DOTALL,
)


def sandbox_envelope(output: str) -> tuple[int, str] | None:
    """The exit code and what the command printed (stdout, then stderr), from Codex's
    sandbox envelope around a failed command's output; ``None`` when there is none."""
    match = _ENVELOPE.match(output)
    if match is None:
        return None
    stdout, _sep, stderr = match.group("rest").rpartition(", stderr: ")
    return int(match.group("code")), f"{stdout}\n{stderr}".strip("\n")


def enveloped_answer(command: str, exit_code: int | None, output: str) -> bool:
    """True when the sandbox's envelope wraps a non-zero exit that is the command's own
    answer (issue 12: a search with no match, a probe's "no", a diff, inside Codex's sandbox
    report): the one-command rules read what the command printed, not the envelope. A real
    denial prints its refusal ("Operation not permitted") inside, which no rule accepts."""
    inner = sandbox_envelope(output)
    if inner is None or inner[0] != exit_code:
        return False
    printed_text = inner[1]
    return bool(
        expected_nonzero_reason(command, exit_code, printed_text, [])
        or answer_not_failure(command, printed_text, exit_code)
        or probe_answered_no(command, exit_code, printed_text)
    )
