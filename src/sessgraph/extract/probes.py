"""Expected non-zero exits: probes, whose failing exit status is the answer they asked for.

A non-zero exit is not always a failure (issue 12, class 4 and the labelled
``expected_nonzero``): ``grep`` with no match, ``diff`` showing differences, ``test``/``which``
/``ls`` existence probes, ``systemctl is-active`` of a stopped unit, ``curl -sf`` health
probes, a login probe, a check right after the agent removed the thing on purpose. Each rule
reads the command line, its exit code and its output only; an output that holds an error (a
sandbox refusing to start the search, the shell complaining about the command line) keeps a
probe's exit a failure.
"""

from __future__ import annotations

import re

from sessgraph.extract.command_lines import simple_commands
from sessgraph.extract.goals import Goal, goal_of, unwrap
from sessgraph.extract.own_formats import SHELL_PREFIX
from sessgraph.extract.signatures import find_errors

# Programs whose exit 1 means "found nothing", which is often the answer being asked for.
_NO_MATCH_PROGRAMS = {
    "grep",
    "egrep",
    "fgrep",
    "rg",
    "ag",
    "pgrep",
    "pidof",
    "git-grep",
    "lsof",
    "fuser",
}
_PROBE_PROGRAMS = {"test", "[", "[[", "which", "type", "whereis", "hash", "id", "getent"}
_VERSION_FLAGS = {"--version", "-V", "-v", "version", "-s", "--help", "-h"}
# Programs that look at a path; with `2>/dev/null` a non-zero exit is "it is not there".
_LOOK_PROGRAMS = {"ls", "cat", "stat", "head", "readlink", "realpath", "file", "du"}
_HISTORY_GOALS = {Goal("vcs_query", verb, "git") for verb in ("log", "show", "rev-parse")}
_CREATING = {
    "create", "add", "install", "apply", "start", "run", "build", "deploy", "init", "new",
    "up", "push", "enable", "clone", "restore", "mkdir", "make",
}  # fmt: skip
_REMOVING = re.compile(
    r"\b(rm|rmdir|uninstall|remove|purge|disable|delete|unlink|mask)\b", re.IGNORECASE
)


def _complains(text: str) -> bool:
    """Whether an output holds an error: an error line, or the shell's own complaint
    (``bash: line 1: /: Is a directory``: the command line itself went wrong)."""
    return bool(find_errors(text)) or any(SHELL_PREFIX.match(line) for line in text.splitlines())


def expected_nonzero_reason(
    command: str, exit_code: int | None, output: str | None, recent_commands: list[str]
) -> str | None:
    """Why a non-zero exit is the expected answer rather than a failure, or ``None``.

    ``recent_commands`` are the commands the agent ran just before (newest last); a check
    right after removing something on purpose is expected to fail. ``exit_code`` may be
    ``None`` for a command the format marks failed without a code; rules that need the exact
    code then do not apply.
    """
    if exit_code == 0:
        return None
    argvs = simple_commands(command)
    if not argvs:
        return None
    last = argvs[-1]
    program = last[0]
    text = (output or "").strip()
    if exit_code == 1 and program in _NO_MATCH_PROGRAMS and not (text and _complains(text)):
        # (An error in the output, e.g. a sandbox refusing to start the search, or the shell's
        # own complaint about the command line, is a failure.)
        return f"{program} exits 1 when nothing matches"
    if exit_code == 1 and not text and any(a[0] in _NO_MATCH_PROGRAMS for a in argvs):
        return "a search in the pipeline matched nothing"
    if program == "git" and exit_code == 1 and ("--exit-code" in last or last[1:2] == ["diff"]):
        return "git diff --exit-code exits 1 when there are changes"
    if program in ("diff", "cmp", "colordiff") and exit_code == 1:
        return f"{program} exits 1 when the inputs differ"
    if program in _PROBE_PROGRAMS or (program == "command" and "-v" in last):
        return f"{program} is an existence probe"
    verb = next((t for t in last[1:] if not t.startswith("-")), "")
    if program == "systemctl" and verb.startswith("is-"):
        return f"systemctl {verb} reports state through its exit code"
    if program in ("ls", "stat") and exit_code in (1, 2, None) and "No such file" in text:
        return f"{program} used as an existence probe"
    listed = unwrap(last)
    if (
        exit_code in (1, None)
        and listed
        and listed[0].lower().removesuffix(".exe") in _WINDOWS_LOOKS
        and _WINDOWS_ABSENT.search(text)
        and not _WINDOWS_OTHER_ERROR.search(_WINDOWS_ABSENT.sub("", text))
    ):
        # The same probe in PowerShell (`Get-ChildItem specs`, its alias `ls`, `Get-Item`)
        # and cmd (`dir specs`), whose wording for "not there" is their own.
        return f"{listed[0]} used as an existence probe"
    if (
        program in _LOOK_PROGRAMS
        and "2>/dev/null" in last
        and exit_code in (1, 2)
        and not any(SHELL_PREFIX.match(line) for line in text.splitlines())
    ):
        # The agent silenced the "not found" on purpose: it is asking whether the path exists.
        # The shell's own complaint (zsh's `no matches found: *.{mp4,mov}`, printed by the
        # shell, not the program, so `2>/dev/null` did not silence it) aborted the command
        # before it looked: that is no answer (issue 12, expected non-zero exits).
        return f"{program} with its error silenced is an existence probe"
    if (
        program == "git"
        and goal_of(tuple(last)) in _HISTORY_GOALS
        and "does not have any commits yet" in text
    ):
        return "an empty repository has no history to show"
    if len(argvs) == 1 and len(last) == 2 and last[1] in _VERSION_FLAGS and exit_code == 127:
        return "probing whether a program is installed"
    if exit_code != 127 and (
        program in ("whoami",)
        or (len(last) > 2 and last[1] == "auth" and last[2] in ("whoami", "status"))
    ):
        # A login probe answers "not logged in"; one whose program is not installed (127)
        # did not run at all: the missing tool is the failure (issue 12, class 1).
        return "identity / login probe"
    if program == "curl" and exit_code in (7, 22, 28, 52, 56):
        flags = "".join(t[1:] for t in last if t.startswith("-") and not t.startswith("--"))
        if "f" in flags and "s" in flags and "S" not in flags and not text:
            return "silent health probe (curl -sf): refusal is its answer"
    if recent_commands and not _CREATING.intersection(last[1:]):
        # (A command that creates or starts something is no check that a removal worked:
        # `gcloud … configs create x` after `gcloud … configs delete y` failed on its own.)
        args = [t for t in last[1:] if not t.startswith("-")]
        if program in VERB_PROGRAMS and args:
            args = args[1:]  # `systemctl cat app`: the target is `app`, not `cat`
        targets = [re.escape(t) for t in args if len(t) >= 3]
        # The targets' pattern is compiled only when a recent command removed something:
        # most never did, and the patterns, one per target set, overflow re's own cache.
        removals = [p for p in recent_commands[-4:] if _REMOVING.search(p)]
        if targets and removals:
            target = re.compile(rf"(?<![\w-])({'|'.join(targets)})(?![\w-])")
            if any(target.search(previous) for previous in removals):
                return "checking that something just removed is gone"
    return None


# PowerShell's and cmd's listings, and what they print for a path that is not there.
_WINDOWS_LOOKS = {"get-childitem", "gci", "ls", "dir", "get-item", "gi", "test-path"}
_WINDOWS_ABSENT = re.compile(
    r"Cannot find path '[^'\n]*' because it does not exist\.?|^File Not Found$"
    r"|The system cannot find the (?:file|path) specified\.?",
    re.IGNORECASE | re.MULTILINE,
)
# Anything else PowerShell or cmd complained of (access denied, a bad parameter).
_WINDOWS_OTHER_ERROR = re.compile(
    r"denied|not recognized|cannot be found that matches|Invalid (?:switch|parameter)"
    r"|ParameterBinding",
    re.IGNORECASE,
)


# Programs whose first argument is a verb that decides what the command does.
VERB_PROGRAMS = {
    "systemctl",
    "git",
    "docker",
    "kubectl",
    "apt",
    "apt-get",
    "pip",
    "npm",
    "cargo",
    "go",
    "uv",
    "hf",
    "gh",
    "brew",
    "journalctl",
    "make",
    "podman",
    "helm",
    "yarn",
    "pnpm",
}
