"""Masked failures: commands whose exit status hides a failure their output still shows.

Issue 12, class 3. ``cmd 2>&1 | tail``, ``cmd | head``, ``cmd || true``, ``cmd || echo X``,
``cmd 2>/dev/null`` and ``cmd; echo "exit: $?"`` all end with status 0 whatever ``cmd`` did,
and formats without exit codes (Gemini stream-json, Cline, SWE-agent, Cursor) record none.
For such commands the output is the only evidence, and the words that make up error text
(``error:``, ``No such file or directory``, ``fatal:``) also fill the *content* a command
prints: a ``cat`` of a log, ``grep`` hits, ``git log`` subjects, source code shown by
``sed -n``. The rule used here tells the two apart by who wrote the line:

* a line that starts with the name of a program the command ran (``cat: x: No such file``,
  ``git: 'stauts' is not a git command``), or with the shell's own prefix (``bash: line 1:``,
  ``(eval):7:``, ``env: bash:``, ``zsh:1:``) is the command's own error, whatever it ran;
* a line in a program's own error format (``fatal:`` of git, ``error[E0308]:`` of rustc,
  ``npm ERR!``, buildkit's ``ERROR:``, PowerShell's "is not recognized as the name of a
  cmdlet", ``command not found``) counts only when some step of the command is not a
  content printer (cat, grep, sed, head, git log…): content printers print other people's
  error lines. Compiler diagnostics (``a.ts(4,2): error TS2307:``), Node's coded errors
  (``Error [ERR_MODULE_NOT_FOUND]:``), bracketed levels (``[ERROR]``, ``✘ [ERROR]``),
  package managers' failures, linters' and type checkers' verdicts (``Found 3 errors``) and
  PowerShell's error record (``+ CategoryInfo :``, any display language) are such formats;
  steps that print no error format (``cd``, ``sleep``, ``lsof``) do not make a log's lines
  the command's own;
* test runners' detail lines are how tests check error paths on purpose, so only their
  results count (``t.py::test_x FAILED``, ``--- FAIL:``, ``3 CHECK(S) FAILED``), for a runner
  reached through a launcher too (``npx vitest``, ``uv run pytest``, ``npm run test:unit``);
* an HTTP client's own answer: a 5xx status line, a 4xx one when the request sent something,
  a JSON body that reports an error at its top level (``{"kind": "error", …}``).

Two forms state the hidden status outright and are read first: ``; echo "exit: $?"``
followed by a non-zero number, and ``|| echo MSG`` whose MSG was printed (the left side
failed) unless the left side is a probe whose failure is its answer (``ls``, ``test``,
``grep``, ``lsof``…). A command that announces the failure it tests (``# expect 400``, a
section label ``echo "=== invalid token ==="``) keeps only its shell's own complaints.

A simple command whose status was recorded hides nothing, except a last step that exits 0
whatever happened: an HTTP request without ``--fail`` (its answer is read by
:mod:`sessgraph.extract.http_answers`) and a program whose own line says the system refused
it. A command run in the background returns at once; what a file tool later reads back from
the file its output went to is its own output.

Only the end of the output is scanned (:data:`SCAN_CHARS`), like the error finder. The
formats themselves are data in :mod:`sessgraph.extract.own_formats`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sessgraph.extract.command_lines import announced_failure
from sessgraph.extract.command_steps import FALLBACK as _FALLBACK
from sessgraph.extract.command_steps import HTTP_CLIENTS as _HTTP_CLIENTS
from sessgraph.extract.command_steps import PROBES as _PROBES
from sessgraph.extract.command_steps import SILENT as _SILENT
from sessgraph.extract.command_steps import Steps, steps_of
from sessgraph.extract.command_steps import is_content as _is_content
from sessgraph.extract.command_steps import launched as _launched
from sessgraph.extract.command_steps import parse_steps as _parse
from sessgraph.extract.command_steps import program as _program
from sessgraph.extract.command_steps import runs_tests as _runs_tests
from sessgraph.extract.command_steps import runs_tests as runs_tests
from sessgraph.extract.command_steps import sends as _sends
from sessgraph.extract.command_steps import steps as _steps
from sessgraph.extract.error_text import output_files, strip_ansi
from sessgraph.extract.http_answers import http_answer_error, http_unchecked
from sessgraph.extract.intent import expected_nonzero_reason
from sessgraph.extract.own_formats import (
    ACCOUNT_REFUSED,
    CLOUD_CLIS,
    EXITS_ZERO,
    HTTP_FAILED,
    HTTP_REFUSED,
    INTERACTIVE_BANNER,
    OWN_FORMAT,
    POWERSHELL_CONTEXT,
    POWERSHELL_RECORD,
    PROGRAM_FORMATS,
    SHELL_PREFIX,
    STATUS_LINE,
    TEST_RESULT,
    WRITES_STATUS,
)
from sessgraph.extract.signatures import ErrorHit, find_errors
from sessgraph.extract.test_results import failed_tests_summary
from sessgraph.extract.textcache import memo_by_parts
from sessgraph.extract.tool_errors import json_error_payload

__all__ = [
    "BACKGROUND_READ_CHARS",
    "MaskedFailure",
    "announced_failure",
    "background_failure",
    "background_output_file",
    "earlier_step_error",
    "exit_hidden",
    "masked_failure",
    "readback_failure",
    "runs_tests",
    "steps_of",
]

SCAN_CHARS = 64_000

# A command that can hide a step's status has one of these (cheap test before parsing).
_MAY_HIDE = re.compile(r"[|;&\n]|/dev/null")
_EXIT_ECHO = re.compile(r"""echo\s+["']?([^"'$\n]*?)\s*\$\?""")


@dataclass(frozen=True, slots=True)
class MaskedFailure:
    """What a masked failure shows: the error hit and how the status was hidden."""

    hit: ErrorHit
    how: str  # exit echo, fallback, pipe, or-true, sequence, devnull, no exit code


def exit_hidden(command: str) -> str | None:
    """How the command form hides a failing step's exit status, or ``None``."""
    steps = _steps(command)
    how = None
    for n, (_argv, sep) in enumerate(steps[:-1]):
        nxt = steps[n + 1][0]
        if "$?" in " ".join(nxt) and _program(nxt) in ("echo", "printf"):
            return "exit echo"
        if sep == "||" and _program(nxt) in _FALLBACK:
            how = how or "or-true"
        elif sep in ("|", "|&"):
            how = how or "pipe"
        elif sep in (";", "&"):
            how = how or "sequence"  # only the last step's status is the command's
    if how is None and re.search(r"(?<![>&])2>\s*/dev/null", command):
        how = "devnull"
    return how


# Files whose text is source or documentation: error words in them are code (`raise
# ConfigError`), not a run's failure; a log or a task's output file is not among them.
_SOURCE_FILE = re.compile(
    r"\.(?:py|pyi|js|jsx|mjs|cjs|ts|tsx|rs|go|java|kt|kts|swift|c|h|cc|cpp|hpp|cs|rb|php"
    r"|scala|lua|sh|ps1|vue|svelte|md|rst|toml|ya?ml|ini|cfg|html|css|sql)$",
    re.IGNORECASE,
)


def prints_source(command: str) -> bool:
    """Whether ``command`` only prints source files: every step is a content reader (or a
    silent builtin) and every file it names is source or documentation, e.g. ``sed -n
    '1,80p' app/config.py`` or ``cd x && cat a.ts | nl -ba``; ``tail -50 app.log`` is not."""
    found = _steps(command)
    files = [
        a
        for argv, _sep in found
        if _program(argv) not in _SILENT
        for a in argv[1:]
        if not a.startswith("-") and ("/" in a or "." in a) and not a[:1].isdigit()
    ]
    return (
        bool(files)
        and all(_SOURCE_FILE.search(f.strip("'\"")) for f in files)
        and all(_is_content(argv) or _program(argv) in _SILENT for argv, _sep in found)
    )


def _line_hit(line: str, fallback: str | None = None) -> ErrorHit | None:
    hits = find_errors(line)
    if hits:
        return hits[0]
    if SHELL_PREFIX.match(line):
        # The shell's own complaint (`(eval):7: no matches found: …`, `bash: x: ambiguous
        # redirect`) is an error whatever its wording.
        return ErrorHit("error", "ShellError", line[:500], 1, score=55)
    if fallback is not None:
        # An own-format line no error rule knows (`3 CHECK(S) FAILED`, git's `Aborting`).
        return ErrorHit("error", fallback, line[:500], 1, score=45 if len(line) < 12 else 50)
    return None


def _best(lines: list[tuple[str, str | None]]) -> ErrorHit | None:
    hits = [(h.score, n, h) for n, (line, why) in enumerate(lines) if (h := _line_hit(line, why))]
    # Best score, then the latest line: a build's final summary names what stopped it.
    return max(hits, key=lambda item: item[:2])[2] if hits else None


# Programs that reach a remote through ssh: ssh's own complaint (`ssh: Could not resolve
# hostname …`, printed just before git's generic `fatal: Could not read from remote
# repository.`) is the command's own, and the more telling line (issue 12, class 6).
_SSH_TRANSPORT = {"git", "rsync", "scp", "sftp", "hg", "svn"}
# A startup script's complaint (`/opt/…/shellenv.sh: line 18: /bin/ps: Operation not
# permitted`, `~/.bashrc: line 3: …`): a shell profile prints it before every command of a
# sandboxed session, so it is no error of the command's unless the command ran that script
# (issue 12, class 6: the command's own error is the symptom's text).
_SCRIPT_COMPLAINT = re.compile(
    r"^(?P<script>[^\s:]*?(?:\.(?:sh|bash|zsh)|/\.?(?:bashrc|zshrc|zshenv|zprofile|profile"
    r"|bash_profile|bash_login)|/profile(?:\.d/[^\s:]+)?))(?:: line \d+|:\d+): \S"
)


def startup_noise(line: str, steps: tuple[tuple[list[str], str], ...]) -> bool:
    """Whether ``line`` is a startup script's complaint about a script no step ran."""
    match = _SCRIPT_COMPLAINT.match(line)
    if match is None:
        return False
    script = match.group("script").replace("\\", "/").rsplit("/", 1)[-1]
    return not any(script == _program([word]) for argv, _ in steps for word in argv)


def startup_noise_of(line: str, command: str) -> bool:
    """Whether ``line`` is a startup script's complaint about a script ``command`` never ran
    (issue 12, class 6: a shell profile's line printed before every output)."""
    return startup_noise(line, _steps(command))


# Drop-in implementations a system installs under the standard name, which sign their
# messages with their own (`grep` is ugrep on some Linux distributions, GNU tools on macOS
# come prefixed `g`): `ugrep: error: error at position 42` is the `grep` step's own error
# (issue 12, class 3: `| head` hid its status).
_IMPLEMENTATIONS: dict[str, tuple[str, ...]] = {
    "grep": ("ugrep", "ggrep", "bsdgrep"),
    "egrep": ("ugrep", "ggrep"),
    "sed": ("gsed",),
    "awk": ("gawk", "mawk", "nawk"),
    "tar": ("gtar", "bsdtar"),
    "find": ("gfind",),
    "make": ("gmake",),
    "xargs": ("gxargs",),
    "date": ("gdate",),
}

# The sandboxes agents run every command in (Codex's bwrap on Linux, seatbelt's
# `sandbox-exec` on macOS): their complaint means the command never ran, so it is the
# command's own failure, whatever the command was (issue 12, class 3).
_SANDBOXES = frozenset({"bwrap", "sandbox-exec", "firejail", "nsjail"})


def _own_prefix(
    steps: tuple[tuple[list[str], str], ...], wrappers: frozenset[str] = frozenset()
) -> re.Pattern[str] | None:
    """A line that starts with the name of a program the command ran (``cat: x: …``), a
    wrapper it ran through included (``timeout: failed to run command 'strace'``)."""
    programs = {_program(argv) for argv, _ in steps} | {_program(_launched(a)) for a, _ in steps}
    programs |= wrappers | _SANDBOXES
    programs |= {p.rsplit(".", 1)[0] for p in programs if "." in p}  # backup.sh -> backup
    if programs & _SSH_TRANSPORT:
        programs.add("ssh")
    programs |= {alias for p in programs for alias in _IMPLEMENTATIONS.get(p, ())}
    programs = {p for p in programs if len(p) >= 2 and p not in _FALLBACK}
    if not programs:
        return None
    # The program may name itself by its path (`/usr/bin/python3: can't open file …`,
    # `./deploy.sh: line 4: …`).
    return re.compile(
        rf"^(?:[^\s:]*[/\\])?(?:{'|'.join(re.escape(p) for p in sorted(programs))})"
        r"(?:\.\w+)?(?::\s*line \d+)?: \S"
    )


_BOX_EDGE = "\u2502\u2503\u2577\u2575\u2551"  # │ ┃ ╷ ╵ ║
# A log line's timestamp (Go's `2026/04/28 16:37:32 `, ISO `2026-04-28T16:37:32Z `): the
# program's own message follows it.
_LOG_STAMP = re.compile(
    r"^\[?\d{4}[-/]\d\d[-/]\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?\]?\s+"
)


def _own_error(
    steps: tuple[tuple[list[str], str], ...],
    output: str,
    shell_only: bool = False,
    wrappers: frozenset[str] = frozenset(),
) -> ErrorHit | None:
    """The best error line the command's own programs (or its shell, or the wrappers it ran
    them through) wrote; with ``shell_only``, only the shell's own complaints."""
    own_prefix = _own_prefix(steps, wrappers)
    # Some step writes messages of its own: error formats in the output may be its.
    generic = any(
        not _is_content(argv) and not _runs_tests(argv) and _program(argv) not in _SILENT
        for argv, _ in steps
    )
    tests = any(_runs_tests(argv) for argv, _ in steps)
    # A client run inside a substitution or after `time` still made the request.
    http = [argv for argv, _ in steps if _HTTP_CLIENTS & {_program(argv), *argv[:12]}]
    sends = any(_sends(argv) for argv in http)
    programs = {_program(argv) for argv, _ in steps}
    formats = [PROGRAM_FORMATS[p] for p in programs if p in PROGRAM_FORMATS]
    writes_status = any(WRITES_STATUS.search(" ".join(argv)) for argv in http)
    statuses: list[str] = []
    found: list[tuple[str, str | None]] = []
    message = ""  # the last line that is not part of an error record's context
    for raw in strip_ansi(output[-SCAN_CHARS:]).splitlines():
        # A tool that frames its diagnostics in a box (Terraform's `│ Error: …`) writes the
        # same line inside it.
        line = _LOG_STAMP.sub("", raw.strip().lstrip(_BOX_EDGE).strip())
        if not line or startup_noise(line, steps):
            continue
        if writes_status and (status := STATUS_LINE.match(line)) is not None:
            statuses.append(status.group(0))
        if POWERSHELL_RECORD.match(line):
            # The shell's own error record (PowerShell), whatever the program it ran.
            if message:
                found.append((message, "PowerShellError"))
                message = ""
            continue
        if not POWERSHELL_CONTEXT.match(line):
            message = line
        if SHELL_PREFIX.match(line):
            found.append((line, None))
        elif shell_only:
            continue
        elif own_prefix is not None and own_prefix.match(line) is not None:
            # A program refusing its own arguments (`cat: illegal option -- A`) is its error
            # whatever else it says (class 3: `| grep` hid the status).
            found.append((line, "UsageError" if _USAGE.search(line) else None))
        elif any(f.match(line) for f in formats):
            found.append((line, "ProgramError"))
        elif generic and OWN_FORMAT.search(line) is not None:
            found.append((line, "Error"))
        elif tests and TEST_RESULT.search(line) is not None:
            # Class 3: a test run behind `| tail` says what failed in its own results.
            found.append((line, "TestsFailed"))
        elif http and (HTTP_FAILED.match(line) or (sends and HTTP_REFUSED.match(line))):
            # Class 3: the status line of the command's own request (`curl -i`).
            found.append((line, "HTTPError"))
        elif http and (payload := json_error_payload(line)) is not None:
            # Class 3: the service answered with an error body (`{"error": …}`), exit 0.
            found.append((payload, "ServiceError"))
    if statuses and all(status.endswith("000") for status in statuses):
        # Class 3: every request of the command got no answer at all (a wait loop that
        # ends with a 200 is a wait, not a failure).
        found.append((f"{statuses[0]} (no HTTP response: nothing answered)", "HTTPNoResponse"))
    return _best(found)


# A program's complaint about its own command line (issue 12, class 3 and 6).
_USAGE = re.compile(
    r"\b(?:illegal|invalid|unrecognized|unrecognised|unknown) (?:option|argument|flag"
    r"|subcommand)\b|\bunexpected argument\b|\boption requires an argument\b",
    re.IGNORECASE,
)


def _unchecked_request(command: str, steps: Steps, output: str) -> MaskedFailure | None:
    """The failure of a command whose status was recorded and nothing hid, but whose last
    step is an HTTP client that exits 0 whatever the service answered (class 3)."""
    if not steps or announced_failure(command):
        return None
    if not http_unchecked(steps[-1][0]):
        return _refused_yet_zero(steps, output)
    hit = http_answer_error(steps[-1:], output)
    return MaskedFailure(hit, "http status unchecked") if hit is not None else None


def _refused_yet_zero(steps: Steps, output: str) -> MaskedFailure | None:
    """A last step that exited 0 although the system refused what it did, in its own words
    (`pkill: killing pid 3692 failed: Operation not permitted`: pkill counts a match as
    success): the refusal is its failure (class 3)."""
    prefix = _own_prefix(steps[-1:])
    if prefix is None:
        return None
    # A cloud CLI's warning that the account may not act on what the command set (`gcloud
    # config set project p`: "WARNING: [me@x] does not have permission to access projects
    # instance [p]") is its refusal too, in its own warning line.
    cloud = not _is_content(steps[-1][0]) and _program(steps[-1][0]) in CLOUD_CLIS
    for raw in strip_ansi(output[-SCAN_CHARS:]).splitlines():
        line = raw.strip()
        if (prefix.match(line) and any(h.kind == "permission" for h in find_errors(line))) or (
            cloud and ACCOUNT_REFUSED.search(line)
        ):
            return MaskedFailure(
                ErrorHit("permission", "PermissionDenied", line[:500], 1), "refused"
            )
    return None


def earlier_step_error(command: str, output: str) -> ErrorHit | None:
    """The own error of a step before the last one that is no probe, reader or builtin: a
    command whose last step is a probe (``… & wait && ls out.webp``) answered "missing"
    because an earlier step failed (``Error opening output files: …``), so its status is
    that step's failure, not the probe's answer (issue 12: probes whose answer was the
    failure; class 3)."""
    steps, wrappers = _parse(command)
    writers = tuple(
        (argv, sep)
        for argv, sep in steps[:-1]
        if _program(argv) not in _PROBES | _SILENT and not _is_content(argv)
    )
    if not writers:
        return None
    return _own_error(writers, output, wrappers=wrappers)


def _runtime_failure(steps: tuple[tuple[list[str], str], ...], output: str) -> ErrorHit | None:
    """A failure line of a runtime whose exit status says nothing (:data:`EXITS_ZERO`)."""
    patterns = [EXITS_ZERO[p] for p in {_program(a) for a, _ in steps} if p in EXITS_ZERO]
    if not patterns:
        return None
    found: list[tuple[str, str | None]] = []
    for raw in strip_ansi(output[-SCAN_CHARS:]).splitlines():
        line = raw.strip()
        if line and any(p.match(line) for p in patterns):
            found.append((line, "RuntimeError"))
    return _best(found)


def _names_file(argv: list[str], target: str) -> bool:
    base = target.replace("\\", "/").rsplit("/", 1)[-1]
    return any(a == target or a.replace("\\", "/").rsplit("/", 1)[-1] == base for a in argv[1:])


def readback_failure(writer: str, reader: str, output: str) -> tuple[str, ErrorHit] | None:
    """``(file, error)`` when ``reader`` only reads (``cat``, ``tail``, ``grep``…) a file that
    the earlier command ``writer`` sent its output to (``> app.log 2>&1``, ``| tee f``) and what
    it shows holds the writer's own error: the writer failed where nobody saw it (issue 12,
    class 3 and 6: the output went to a file named in the command)."""
    targets = output_files(writer)
    steps = _steps(reader)
    if not targets or not steps:
        return None
    if not all(_is_content(a) or _program(a) in _SILENT for a, _ in steps):
        return None
    named = next(
        (t for t in targets for a, _ in steps if _is_content(a) and _names_file(a, t)), None
    )
    if named is None:
        return None
    written, wrappers = _parse(writer)
    hit = _own_error(written, output, wrappers=wrappers)
    return (named, hit) if hit is not None else None


# A harness that runs a command in the background names the file its output goes to
# (Claude Code: "Command running in background with ID: … Output is being written to: P").
_BACKGROUND_OUTPUT = re.compile(r"\bOutput is being written to: (\S+)")
# How much of a later read of that file is kept: its end is where a failure shows.
BACKGROUND_READ_CHARS = SCAN_CHARS
# A file tool's line numbers (`     12→text`, `12\ttext`) before each line it returns.
_NUMBERED = re.compile(r"(?m)^[ \t]*\d+(?:\u2192|\t)")


def background_output_file(output: str) -> str | None:
    """The file a command sent to the background writes its output to, as its harness
    said in the call's result, or ``None``."""
    if "Output is being written to" not in output[:2000]:
        return None
    match = _BACKGROUND_OUTPUT.search(output[:2000])
    return match.group(1).rstrip(".") if match else None


def background_failure(command: str, content: str) -> ErrorHit | None:
    """The command's own error in what a file tool read back from the file its background run
    wrote (issue 12, class 3: "completed (exit code 0)" of a loop whose steps all failed;
    class 6: the output went to a file)."""
    steps, wrappers = _parse(command)
    if not steps:
        return None
    return _own_error(steps, _NUMBERED.sub("", content), wrappers=wrappers)


def _exit_echo(command: str, output: str) -> int | None:
    """The non-zero status a ``echo "exit: $?"`` printed, or ``None``."""
    for match in _EXIT_ECHO.finditer(command):
        label = match.group(1).strip()
        pattern = rf"(?m)^\s*{re.escape(label)}\s*([1-9]\d*)\s*$"
        status = re.search(pattern, output)
        if status:
            return int(status.group(1))
    return None


def _fallback_printed(command: str, output: str) -> str | None:
    """The MSG of a ``|| echo MSG`` that was printed after a left side that is not a probe."""
    steps = _steps(command)
    # cmd.exe's `echo "MSG"` prints the quotes too.
    lines = {line.strip().removeprefix('"').removesuffix('"') for line in output.splitlines()}
    for n, (argv, sep) in enumerate(steps):
        if sep != "||" or n + 1 >= len(steps) or _program(steps[n + 1][0]) != "echo":
            continue
        message = " ".join(steps[n + 1][0][1:]).strip()
        if message and message in lines and _program(argv) not in _PROBES:
            # Keep going back through a `a && b || echo` chain: any probe there answers.
            start = n
            while start > 0 and steps[start - 1][1] == "&&":
                start -= 1
            if all(_program(a) not in _PROBES for a, _ in steps[start : n + 1]):
                return message
    return None


# A harness that states the status inside the output it returns (Cline: "Command failed with
# exit code 1.\nOutput:\n…") while the record keeps none.
_STATED_STATUS = re.compile(r"\A\s*Command failed with exit code (-?\d+)\b")


# Steps whose non-zero status is an answer: searches (Windows' too) and stops of processes.
_STOP_OR_SEARCH = _PROBES | {"findstr", "Select-String", "taskkill", "pkill", "killall"}


def _stated_failure(
    command: str, steps: tuple[tuple[list[str], str], ...], output: str, status: int
) -> MaskedFailure | None:
    """The failure of a command whose output states a non-zero status: its own error line,
    else the best error line, else the status (class 3 and 6); none when that status is the
    answer the command asked for (a search that matched nothing)."""
    if expected_nonzero_reason(command, status, output, []) is not None:
        return None
    if all(_program(argv) in _STOP_OR_SEARCH for argv, _ in steps[-1:]):
        return None  # a search that matched nothing, a stop of what was not running
    body = output.split("\n", 1)[1] if "\n" in output else ""
    hit = _own_error(steps, body, wrappers=_parse(command)[1])
    if hit is None:
        hits = find_errors(body)
        hit = max(hits, key=lambda h: h.score) if hits else None
    # Without an error line the status alone says too little (a search's "no match").
    return MaskedFailure(hit, "stated status") if hit is not None else None


# Pure in its three arguments, and the same command with the same output recurs (a check
# re-run, a session read twice): memoised by a digest of them (issue 17).
@memo_by_parts(maxsize=8192)
def masked_failure(command: str, output: str, exit_code: int | None) -> MaskedFailure | None:
    """The failure a command's output shows although its status says it succeeded.

    A command that announces the failure it tests keeps only its shell's own complaints
    (a glob that matched nothing breaks the test itself, not what it tests)."""
    steps, wrappers = _parse(command)
    if not steps:
        return None
    if exit_code == 0 and _ran_nothing(command, steps, output):
        silent = ErrorHit("error", "NothingRan", "(no output: the test run printed nothing)", 1)
        return MaskedFailure(silent, "silent test run")
    if not output:
        return None
    first = next((line.strip() for line in output.splitlines() if line.strip()), "")
    if exit_code in (0, None) and INTERACTIVE_BANNER.match(first) and _ONE_SHOT.search(command):
        # Class 3: a one-shot call answered by an interactive banner never ran its command.
        text = f"{first[:200]} (an interactive banner: the command never reached it)"
        return MaskedFailure(ErrorHit("error", "InteractiveShell", text, 1), "banner")
    runtime = _runtime_failure(steps, output)
    if runtime is not None:
        return MaskedFailure(runtime, "runtime exits 0")
    if exit_code == 0 and not announced_failure(command):
        tests = failed_tests_summary(steps, output)
        if tests is not None:
            return MaskedFailure(tests, "test runner exits 0")
    stated = _STATED_STATUS.match(output) if exit_code is None else None
    if stated is not None and int(stated.group(1)) != 0:
        return _stated_failure(command, steps, output, int(stated.group(1)))
    if exit_code is not None and not _MAY_HIDE.search(command):
        return _unchecked_request(command, steps, output)  # nothing else hides the status
    if announced_failure(command):
        found = _own_error(steps, output, shell_only=True, wrappers=wrappers)
        return MaskedFailure(found, "shell") if found is not None else None
    how = exit_hidden(command) or ("no exit code" if exit_code is None else None)
    status = _exit_echo(command, output) if how == "exit echo" else None
    fallback = _fallback_printed(command, output) if how == "or-true" else None
    if how is None:
        return _unchecked_request(command, steps, output)
    hit = _own_error(steps, output, wrappers=wrappers)
    if hit is None and status is not None:
        hit = ErrorHit("error", f"exit {status}", f"exit status {status}", 1, score=40)
        return MaskedFailure(hit, "exit echo")
    if hit is None and fallback is not None:
        text = f"{fallback} (printed by `|| echo`: the command before it failed)"
        hit = ErrorHit("error", "FallbackPrinted", text, 1, score=40)
        return MaskedFailure(hit, "fallback")
    if hit is None:
        return None
    return MaskedFailure(
        hit, "exit echo" if status is not None else ("fallback" if fallback else how)
    )


# The flags that hand an interpreter one command to run and exit.
_ONE_SHOT = re.compile(r"(?:^|\s)(?:/[cCkK]|-[cC]|-Command|-File)(?:\s|$)")


# What may follow a silent run: the status a `; echo "EXIT: $?"` printed. An output sent
# elsewhere (`> log`, `&> out`) or asked to be quiet is silent on purpose.
_STATUS_ECHO = re.compile(r"^\s*(?:\w+\s*[:=]\s*\d+|\((?:\w+ )*no output\))\s*$")
_QUIET = re.compile(r"(?<![\d&])>(?!&)|&>|--silent\b|--quiet\b|\s-qq")


def _ran_nothing(command: str, steps: Steps, output: str) -> bool:
    """Class 3: a test run that exited 0 printed nothing at all (or only a harness's "(no
    output)"), though every runner prints its results: nothing ran (a runner that found no
    tests, a shell that swallowed its output)."""
    if any(line.strip() and not _STATUS_ECHO.match(line) for line in output.splitlines()):
        return False
    return any(_runs_tests(argv) for argv, _ in steps) and not _QUIET.search(command)
