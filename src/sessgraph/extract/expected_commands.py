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
"""

from __future__ import annotations

import re

from sessgraph.extract.command_lines import simple_commands
from sessgraph.extract.expected_prose import clip
from sessgraph.extract.intent import step_goals
from sessgraph.extract.records import Action
from sessgraph.extract.signatures import find_errors

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


def bounded_run(command: str, exit_code: int | None, output: str) -> bool:
    """True when ``timeout`` (or the agent's own ``sleep N; kill $PID`` of a program it put in
    the background) stopped a long-running program that showed no error: it was running when
    the bound ended it, which is what the agent wanted to see (issue 12: a service, a serial
    or log reader, a control loop started under a time bound)."""
    if exit_code not in _TIMED_OUT_CODES:
        return False
    killed = _SELF_KILL.search(command)
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
    r"not found|No such|Needed a single revision|unknown revision|does not exist|did not match",
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
    if idempotent_cleanup(action.command, output):
        return "a cleanup of something already gone"
    if unreadable_walk(action.command, output):
        return "a tree walk past directories it may not read"
    if repository_probe(action.command, output):
        return "a probe of whether a directory is a repository"
    if bounded_run(action.command, action.exit_code, output):
        return "a long-running program stopped by the time bound the agent set"
    if state_query(action.command, action.exit_code, output):
        return "a yes/no query answered no through the exit status"
    return None
