"""Failed commands whose error is the answer they asked for, read from one command alone.

One family group of :mod:`sessgraph.extract.expected` (issue 12, labelled negatives): rules
that need only a command line, its exit status and its output (program families, shell
constructs, error families), never the prose or the commands around it:

* **Idempotent cleanup.** Killing, stopping or removing something that is not there.
* **Traversal over unreadable places.** A tree walk whose only complaints are "Permission
  denied" on directories it walked past.
* **Repository probes and git's yes/no questions.** ``git rev-parse --is-inside-work-tree``,
  ``show-ref``, ``config --get``, ``merge-base --is-ancestor`` answering "no".
* **Bounded runs.** A long-running program killed by the ``timeout`` the agent set.
* **Stopped by an interrupt.** A long-running program (a server, a viewer, a watcher) that
  ran without error until ``^C`` ended it (``KeyboardInterrupt``, ``signal: interrupt``).
* **Probes answered "no"**, read past the harness's status line and inside Codex's sandbox
  envelope: :mod:`sessgraph.extract.expected_probes`.
* **Nothing to kill.** ``lsof -ti:3000 | xargs kill`` and ``kill $(pgrep x)`` whose lookup
  found no process: ``kill`` complains of no operand, the wanted end state already holds.
* **Finished before the harness's timer.** The harness killed the command at its time limit
  (exit 124, "command timed out") after the build or test run had printed its success
  summary and no error.
* **The end state already held.** ``git commit`` with nothing to commit, ``mkdir`` of a
  directory that exists, ``pkill`` matching no process, ``kill $PID; wait $PID`` reporting
  the signal the agent sent, a look whose glob zsh found nothing for.
* **Linters asked for a list.** A linter whose diagnostics are piped into a filter or a
  counter (``pylint . | grep C0301``), or asked for statistics / a count: the listing is
  what the agent wanted, not a failure of the linter.
"""

from __future__ import annotations

import re

from sessgraph.extract.command_lines import simple_commands
from sessgraph.extract.command_steps import program as program_of
from sessgraph.extract.command_steps import steps_of
from sessgraph.extract.expected_probes import (
    enveloped_answer,
    printed,
    probe_answered_no,
    raw_steps,
)
from sessgraph.extract.expected_prose import clip
from sessgraph.extract.intent import step_goals
from sessgraph.extract.records import Action
from sessgraph.extract.signatures import find_errors
from sessgraph.extract.tool_errors import harness_timeout

# ------------------------------------------------------------------------ command families

# Programs that stop or remove something; "it is not there" is their goal reached.
_STOPPERS = {"kill", "pkill", "killall", "taskkill", "rm", "rmdir", "del", "unlink"}
_CONTAINER_STOP = {"rm", "rmi", "stop", "kill", "down"}
_ALREADY_GONE = re.compile(
    r"not found|No such process|no process found|No such file or directory|No such container"
    r"|No such image|does not exist|cannot find the file|Could not find|not running"
    r"|No tasks are running|No matching processes|not loaded",
    re.IGNORECASE,
)
_REFUSED = re.compile(r"denied|not permitted|in use|busy", re.IGNORECASE)
# Programs that walk a tree and complain about each directory they may not read.
_WALKERS = {"find", "du", "grep", "egrep", "rg", "ls", "tree", "locate", "chmod", "chown"}
# The walker's own complaint about one path (``find: '/proc/1': Permission denied``); a
# sandbox or shell profile refusing something (``bwrap: …: Operation not permitted``) is not.
_UNREADABLE = re.compile(
    r"^(?:find|du|grep|egrep|rg|ls|tree|locate|chmod|chown):\s"
    r".*(?:Permission denied|Access is denied)",
    re.I,
)
_NOT_A_REPO = re.compile(r"not a git repository", re.IGNORECASE)
_READ_ONLY_GIT = {"status", "log", "rev-parse", "remote", "branch", "show", "describe", "diff"}
_REPO_PROBE_FLAGS = {
    "--is-inside-work-tree",
    "--git-dir",
    "--show-toplevel",
    "--is-bare-repository",
}


def _complaint_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if _UNREADABLE.search(line)]


def idempotent_cleanup(command: str, output: str) -> bool:
    """True when every step stops or removes something and the output only says it was not
    there (issue 12: a cleanup of what is already gone is no failure)."""
    argvs = simple_commands(command)
    programs = {argv[0].lower().removesuffix(".exe") for argv in argvs}
    if not argvs or not programs & (_STOPPERS | {"docker", "podman", "systemctl", "service"}):
        return False
    output = clip(output)
    if not _ALREADY_GONE.search(output) or _REFUSED.search(output):
        return False
    for argv in argvs:
        program = argv[0].lower().removesuffix(".exe")
        if program in ("docker", "podman", "docker-compose"):
            verbs = [a for a in argv[1:] if not a.startswith("-")]
            if not (verbs and (verbs[0] in _CONTAINER_STOP or verbs[:2] == ["container", "rm"])):
                return False
        elif program in ("systemctl", "service"):
            if not any(a in ("stop", "disable", "kill") for a in argv[1:]):
                return False
        elif program not in _STOPPERS and program not in ("echo", "true", "sleep"):
            return False
    return True


def unreadable_walk(command: str, output: str) -> bool:
    """True when a tree walker's only complaints are directories it may not read."""
    argvs = simple_commands(command)
    if not argvs or not all(a[0] in _WALKERS or a[0] in ("head", "sort", "wc") for a in argvs):
        return False
    walked = any(
        a[0] in ("find", "du", "tree", "locate")
        or (a[0] in ("grep", "egrep") and any(f.startswith("-") and "r" in f.lower() for f in a))
        or a[0] == "rg"
        or (a[0] == "ls" and any(f.startswith("-") and "R" in f for f in a))
        for a in argvs
    )
    if not walked:
        return False
    complaints = _complaint_lines(output)
    others = [
        line
        for line in output.splitlines()
        if re.search(r"\berror\b|fatal|No such file|not permitted|denied", line, re.I)
        and line not in complaints
    ]
    return bool(complaints) and not others


def repository_probe(command: str, output: str) -> bool:
    """True when a read-only git query asked whether a directory is a repository and the
    answer was "no" (``git rev-parse --is-inside-work-tree``, ``git -C <dir> status``)."""
    if not _NOT_A_REPO.search(output):
        return False
    argvs = [a for a in simple_commands(command) if a[0] == "git"]
    if not argvs:
        return False
    for argv in argvs:
        rest = argv[1:]
        named_dir = False
        while len(rest) >= 2 and rest[0] in ("-C", "--git-dir", "--work-tree"):
            named_dir, rest = True, rest[2:]
        verb = rest[0] if rest else ""
        if verb == "rev-parse" and _REPO_PROBE_FLAGS & set(rest):
            continue
        if named_dir and verb in _READ_ONLY_GIT:
            continue
        return False
    return True


# `timeout 5s ./server`: the agent bounded a long-running program on purpose (124: killed by
# the timer; 137 / 143 with a KILL / TERM signal).
_BOUNDED = re.compile(r"(?:^|[;&|(]\s*|\n\s*)g?timeout\s+(?:-[-\w=]+\s+)*\d+(?:\.\d+)?[smhd]?\s")
_TIMED_OUT_CODES = {124, 137, 143}
_SHELL_OR_LOOP = re.compile(r"\s*(?:bash|sh|zsh|dash|cmd|powershell|pwsh)\b")
# Finite jobs: a test suite, build or install that hits the timer hung; it did not run on.
_FINITE_GOALS = {"test", "build", "install", "typecheck", "lint", "fetch_url", "migrate"}


# `reader & PID=$!; sleep 15; kill $PID; wait $PID`: the agent started a program in the
# background and ended it itself after a while; `wait` then reports the signal (143 / 137).
_SELF_KILL = re.compile(
    r"&\s*(?:\n|;)?\s*(?P<var>\w+)=\$!.*?\bsleep\s+\d.*?\bkill\s+(?:-\w+\s+)*\"?\$(?P=var)\b"
    r"|&\s*(?:\n|;)?\s*sleep\s+\d.*?\bkill\s+(?:-\w+\s+)*(?:\$!|%\d*)",
    re.DOTALL,
)
# `kill $PID; wait $PID`: the agent stopped a program it had started earlier and waited for
# it; `wait` reports the signal it ended by.
_KILL_THEN_WAIT = re.compile(
    r"\bkill\s+(?:-\w+\s+)*\"?\$\{?(?P<var>\w+)\}?\"?.*?\bwait\s+\"?\$\{?(?P=var)\b", re.DOTALL
)


def bounded_run(command: str, exit_code: int | None, output: str) -> bool:
    """True when ``timeout`` (or the agent's own ``sleep N; kill $PID`` of a program it put in
    the background) stopped a long-running program that showed no error: it was running when
    the bound ended it, which is what the agent wanted to see (issue 12: a service, a serial
    or log reader, a control loop started under a time bound)."""
    if exit_code not in _TIMED_OUT_CODES:
        return False
    killed = _SELF_KILL.search(command) or _KILL_THEN_WAIT.search(command)
    if killed is not None:
        started = command[: killed.start()]
        goals = step_goals(started)
        return not any(g.action in _FINITE_GOALS for g in goals) and not find_errors(output)
    match = _BOUNDED.search(command)
    if match is None or any(goal.action in _FINITE_GOALS for goal in step_goals(command)):
        return False
    bounded = command[match.end() :]
    if _SHELL_OR_LOOP.match(bounded) or re.search(r"\b(?:until|while)\b", bounded):
        return False  # a wait loop that ran out of time: what it waited for never came
    return not find_errors(output)


# The terminal's echo of an interrupt (Ctrl-C typed into the program's terminal: an agent's
# write to a tty session, or the user's key).
_INTERRUPT = re.compile(r"\^C")


def interrupted_run(command: str, exit_code: int | None, output: str) -> bool:
    """True when a long-running program showed no error until an interrupt (``^C``) ended
    it: what it printed after the interrupt (``KeyboardInterrupt``, a wrapper's
    ``CondaError: KeyboardInterrupt``, "Server stopped") is how it stopped, not a failure
    (issue 12, expected non-zero exits: a dev server or a viewer the agent started, looked at
    and stopped). A test suite, a build or an install interrupted was hung: that stays a
    symptom, and so does any error shown before the interrupt."""
    if exit_code in (0, None):
        return False
    interrupt = _INTERRUPT.search(output)
    if interrupt is None or any(g.action in _FINITE_GOALS for g in step_goals(command)):
        return False
    return not find_errors(output[: interrupt.start()])


# Verbs of git that answer a yes/no question through their exit status: does a ref, key,
# remote or tracked path exist, is a path ignored, is one commit an ancestor of another.
# (A package manager's "not installed" is not here: the install that follows is a fix.)
_GIT_QUESTION = re.compile(
    r"\bgit\s+(?:-C\s+\S+\s+)?(?:rev-parse\s+(?:-q\s+|--quiet\s+)?--verify|show-ref\b"
    r"|check-ignore\b|ls-remote\s+(?:.*\s)?--exit-code|merge-base\s+--is-ancestor"
    r"|config\s+(?:--\w+\s+)*--get\b|remote\s+get-url|ls-files\s+(?:.*\s)?--error-unmatch"
    r"|diff\b.*\s--quiet\b)"
)
_NOT_THERE = re.compile(
    r"not found|No such|Needed a single revision|unknown revision|does not exist|did not match"
    r"|not a valid (?:ref|object|commit)",
    re.IGNORECASE,
)


def state_query(command: str, exit_code: int | None, output: str) -> bool:
    """True when the last step asked git a yes/no question and the answer was "no"
    (issue 12: existence probes)."""
    argvs = simple_commands(command)
    if not argvs or exit_code in (0, None, 126, 127) or argvs[-1][0] != "git":
        return False
    if not _GIT_QUESTION.search(" ".join(argvs[-1])):
        return False
    return not output.strip() or bool(_NOT_THERE.search(output))


def command_reason(action: Action) -> str | None:
    """Why a failed command's error is its expected answer (families that need only the
    command and its output), or ``None``."""
    if action.command is None:
        return None
    output = clip(action.output or "")
    if enveloped_answer(action.command, action.exit_code, output):
        return "a sandboxed command's own answer inside the sandbox's failure report"
    if idempotent_cleanup(action.command, output):
        return "a cleanup of something already gone"
    if unreadable_walk(action.command, output):
        return "a tree walk past directories it may not read"
    if repository_probe(action.command, output):
        return "a probe of whether a directory is a repository"
    if bounded_run(action.command, action.exit_code, output):
        return "a long-running program stopped by the time bound the agent set"
    if interrupted_run(action.command, action.exit_code, output):
        return "a long-running program stopped by an interrupt after running without error"
    if state_query(action.command, action.exit_code, output):
        return "a yes/no query answered no through the exit status"
    if probe_answered_no(action.command, action.exit_code, output):
        return "a yes/no probe or a search answered no"
    if nothing_to_kill(action.command, action.exit_code, output):
        return "a kill whose lookup found no process"
    if finished_before_timeout(action.command, output):
        return "the harness's timer fired after the run had finished"
    if lint_listing(action.command, output):
        return "a linter asked for a list of its findings"
    if already_holds(action.command, action.exit_code, output):
        return "what the command was to bring about already held"
    return None


# ----------------------------------------------------------------------- nothing to kill

_KILLERS = {"kill", "pkill", "killall", "taskkill"}
# `kill` given no process id: the lookup that should have named one found nothing.
_NO_OPERAND = re.compile(r"kill: (?:usage|not enough arguments)|usage: kill\b", re.IGNORECASE)


def nothing_to_kill(command: str, exit_code: int | None, output: str) -> bool:
    """True for a kill fed by a lookup that found no process (``lsof -ti:3000 | xargs kill``
    exits 123, ``kill $(pgrep x)`` prints kill's usage): the process was not running, which
    is what the kill was for (issue 12: idempotent cleanup)."""
    if exit_code not in (1, 2, 123):
        return False
    output = printed(output)
    steps = raw_steps(command)
    if (
        exit_code == 1
        and steps
        and program_of(steps[-1][0]).lower() in ("pkill", "killall")
        and not output.strip()
    ):
        return True  # pkill / killall exit 1, silently, when no process matched
    fed = any(
        program_of(argv).lower() == "xargs"
        and _KILLERS & {program_of([a]).lower() for a in argv[1:]}
        for argv, _sep in raw_steps(command)
    )
    if not fed and not re.search(r"\b(?:kill|pkill|taskkill)\b[^;&|\n]*(?:\$\(|`)", command):
        return False
    lines = [line for line in output.splitlines() if line.strip()]
    return all(_NO_OPERAND.search(line) or line.lstrip().startswith("kill -l") for line in lines)


# ----------------------------------------------------- finished before the harness's timer

# A build's or a test run's own summary of success, in the families of the build tools.
_FINISHED = re.compile(
    r"\b(?:compiled|built|bundled)\s+successfully\b|\bBUILD SUCCESS(?:FUL)?\b"
    r"|^\s*Finished\s+`?[\w-]+`?\s+(?:profile|target)|\bbuilt in \d[\d.]*\s*m?s\b"
    r"|^\s*Route \((?:app|pages)\)|\bGenerating static pages \((\d+)/\1\)"
    r"|^=+ \d+ passed(?:, \d+ (?:warnings?|skipped|deselected))* in [\d.]+s",
    re.IGNORECASE | re.MULTILINE,
)


def finished_before_timeout(command: str, output: str) -> bool:
    """True when the harness killed the command at its time limit after the run had printed
    its success summary (issue 12: a harness timeout after a build already finished), with
    no error besides the harness's own notice."""
    notice = harness_timeout(output)
    if notice is None or not _FINISHED.search(output):
        return False
    others = [h for h in find_errors(output) if h.error_text.strip() not in notice.error_text]
    return not others


# ------------------------------------------------------------- linters asked for a list

_LINTERS = {
    "ruff", "flake8", "pylint", "pycodestyle", "pyflakes", "eslint", "stylelint", "biome",
    "shellcheck", "golangci-lint", "rubocop", "hadolint", "markdownlint", "yamllint",
}  # fmt: skip
# Filters and counters an agent pipes diagnostics into to select or count them.
_SELECTORS = {"grep", "egrep", "rg", "wc", "sort", "uniq", "cut", "awk", "jq", "findstr"}
_LIST_FLAGS = {"--statistics", "--count", "--exit-zero"}
_BROKEN = re.compile(
    r"Traceback \(most recent call last\)|command not found|No such file or directory"
    r"|is not recognized as|\bfatal\b|failed to (?:parse|load|read)|Cannot find module",
    re.IGNORECASE,
)


def lint_listing(command: str, output: str) -> bool:
    """True when a linter was run to list or count findings (issue 12: linters used to list
    problems): its output piped into a filter or a counter, or a statistics / count flag,
    and the linter itself did not break (no traceback, no missing program or file)."""
    steps = steps_of(command)
    for n, (argv, sep) in enumerate(steps):
        words = {program_of([a]).lower() for a in argv[:4]}
        if not _LINTERS & words:
            continue
        piped = (
            sep == "|"
            and n + 1 < len(steps)
            and (program_of(steps[n + 1][0]).lower() in _SELECTORS)
        )
        if (piped or _LIST_FLAGS & set(argv)) and not _BROKEN.search(output):
            return True
    return False


# ------------------------------------------------------------ the end state already held

# Git with nothing to record: the work is already committed (not "Changes not staged" or
# "untracked files present": those are a commit that missed what it meant to record).
_NOTHING_TO_COMMIT = re.compile(r"nothing to commit, working (?:tree|directory) clean")
# Creating a named thing that is already there (a directory, a docker network or volume, a
# database): the wanted end state holds.
_EXISTS = re.compile(r"File exists|already exists", re.IGNORECASE)
# zsh's "no matches found" for a glob a look was given: the look found no such file.
_NO_GLOB_MATCH = re.compile(r"^(?:\(eval\):\d+: |zsh:(?:\d+:)? )?no matches found: (\S+)$")
_LOOKS = {"ls", "cat", "head", "tail", "stat", "file", "wc", "du", "rm"}


def already_holds(command: str, exit_code: int | None, output: str) -> bool:
    """True when the command failed only because what it was to bring about, or to find,
    already stood (issue 12: intended and harmless non-zero exits): ``git commit`` with
    nothing to commit, ``mkdir`` / ``docker network create`` / ``createdb`` of something
    that exists, a look (or a removal) whose glob zsh found no match for."""
    if exit_code in (None, 0, 126, 127):
        return False
    output = printed(output)
    steps = raw_steps(command)
    if not steps:
        return False
    last = [a for a in steps[-1][0] if not re.match(r"\d?[<>]", a)]
    program = program_of(last).lower()
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    if program == "git" and "commit" in last[1:3]:
        return bool(_NOTHING_TO_COMMIT.search(output))
    creates = (
        (program == "mkdir" and "-p" not in last)
        or (program in ("docker", "podman") and last[1:2] in (["network"], ["volume"])
            and "create" in last[2:3])
        or program == "createdb"
    )  # fmt: skip
    if creates and lines:
        return all(_EXISTS.search(line) for line in lines)
    if program in _LOOKS and lines:
        globbed = [m.group(1) for m in map(_NO_GLOB_MATCH.match, lines) if m]
        return len(globbed) == len(lines) and all(g in last for g in globbed)
    return False
