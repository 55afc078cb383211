"""Runs that read like a retry of a failed run but verify nothing (issue 12, class 4).

Kept apart from :mod:`sessgraph.extract.verification`, which walks the later runs of an
episode's goal: these are the tests it asks of one candidate run, each a family of ways a run
can look like a retry and still say nothing about the failure: another goal behind the same
wrapper (another script, another resource type of a CLI, a modified inline copy of the
script), a run whose outcome was not seen (its acting steps sent to the background, nothing
printed), and the same call made again after the user refused it (the user's permission let
it through). Measured and left out (they removed more right fixes than wrong ones on the
tuning half): a run that only stops things, another query of a database client, pipelines
alike only through a shared filter.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher

from sessgraph.extract.command_steps import steps_of
from sessgraph.extract.goals import INLINE, goal_of, unwrap
from sessgraph.extract.intent import main_goal, steps
from sessgraph.extract.records import Action
from sessgraph.extract.tool_errors import tool_failure

# ------------------------------------------------------------- verification by another goal

# Script files an interpreter runs (the subject of a `python x.py`, `node x.js` run).
_SCRIPT_FILE = re.compile(r"\.(?:py|js|mjs|cjs|ts|tsx|jsx|rb|pl|php|sh|bash|lua|r|jl|go)$", re.I)
# A file name this close to the other is the same name misspelt or corrected (`trian.py`).
SCRIPT_NAME_SLIP = 0.8
# How many subcommand words may come before the verb (`gcloud compute instances create`).
RESOURCE_PATH_WORDS = 4
# The verbs of resource-oriented CLIs (cloud, cluster, forge and package CLIs): the words
# before one name what it acts on.
CLI_VERBS = {
    "create", "delete", "update", "patch", "describe", "list", "get", "set", "apply",
    "deploy", "start", "stop", "restart", "add", "remove", "rm", "enable", "disable", "show",
    "view", "edit", "upload", "download", "import", "export", "connect", "attach", "detach",
    "grant", "revoke", "submit", "cancel", "publish", "login", "logout", "ssh", "scp",
}  # fmt: skip
_BARE_WORD = re.compile(r"[a-z]+")


def another_goal(failing: str, retry: str) -> bool:
    """Issue 12, class 4 (verification by another goal): ``retry`` reads like ``failing``
    but pursues something else, so its success verifies nothing about the failure:

    * another script file run by the same interpreter (``python src/models/a.py`` →
      ``python src/data/b.py``): the wrapper and the interpreter are the same, the program
      is not (a corrected path to the same file name is still the same script);
    * a resource-oriented CLI's other resource type under the same verb (``gcloud workstations
      clusters create`` → ``gcloud workstations configs create``, ``aws ec2 instances
      create`` is no ``aws ec2 volumes create``): the subcommand path names what is acted on;
    * the script file run through a modified inline copy (``node Test.js`` → ``node -e
      "…readFileSync('Test.js')…replace(…)"``, class 5): an experiment on a copy, not the
      program that failed.

    (Measured and left out, round 11: a look at another file or directory, ``cat a.md`` →
    ``cat b.md``; it removed four right fixes on the other fold for three wrong ones.)"""
    a, b = main_goal(failing), main_goal(retry)
    if a is None or b is None:
        return False
    if a.action != "run" or b.action != "run":
        return False
    if a.program != b.program:
        return False
    if _SCRIPT_FILE.search(a.subject):
        if b.subject.startswith(INLINE) or (
            _inline_run(retry, b.program) and not _inline_run(failing, a.program)
        ):
            return True  # a modified inline copy of the script (its goal may name the file)
        if _SCRIPT_FILE.search(b.subject):
            return _other_name(a.subject, b.subject)
        return False
    nouns_a, verb_a = _resource_path(failing)
    nouns_b, verb_b = _resource_path(retry)
    # The same verb on another service or resource type.
    return bool(verb_a and verb_a == verb_b and nouns_a and nouns_b and nouns_a != nouns_b)


# Interpreter flags that run the program text given on the command line.
_INLINE_FLAGS = {"-c", "-e", "--eval", "-p", "--print"}


def _inline_run(command: str, program: str) -> bool:
    """Whether a step of ``command`` runs ``program`` on inline program text (``node -e
    "…"``, ``python -c "…"``), wrappers such as ``conda run`` unwrapped."""
    for stages in steps(command):
        argv = unwrap(list(stages[0]))
        name = re.split(r"[\\/]", argv[0])[-1].lower() if argv else ""
        if name.startswith(program) and _INLINE_FLAGS & set(argv[1:3]):
            return True
    return False


def _other_name(subject_a: str, subject_b: str) -> bool:
    """True when two paths name other files: their last names differ by more than a slip
    (``trian.py`` is ``train.py`` misspelt, ``config.yml`` the same as ``config.yaml``)."""
    name_a, name_b = (re.split(r"[\\/]", s)[-1].lower() for s in (subject_a, subject_b))
    return SequenceMatcher(None, name_a, name_b).ratio() < SCRIPT_NAME_SLIP


def _resource_path(command: str) -> tuple[list[str], str | None]:
    """(nouns, verb) of the main step's subcommand words: the bare lower-case words after
    the program up to the first CLI verb (``gcloud workstations clusters create dev`` →
    ``(["workstations", "clusters"], "create")``); no verb when none comes first."""
    for stages in reversed(steps(command)):
        argv = unwrap(list(stages[0]))
        if not argv or goal_of(tuple(stages[0])) is None:
            continue
        nouns: list[str] = []
        for word in argv[1 : 1 + RESOURCE_PATH_WORDS]:
            if word in CLI_VERBS:
                return nouns, word
            if not _BARE_WORD.fullmatch(word):
                break
            nouns.append(word)
        return nouns, None
    return [], None


def backgrounded_unseen(action: Action) -> bool:
    """Class 4: a run whose acting steps were all sent to the background (``xdg-open dir &``,
    ``python train.py &``) and that printed nothing exited before they did: the exit status
    is the shell's, the outcome of the program is not known, so it verifies nothing. (Round
    11 measured "printed only its own echo" as unseen too and left it out: the in-repo
    cc-django-ledger set lost a right fix, a server started with ``& echo``.)"""
    if not action.command or "&" not in action.command or _WINDOWS_SHELL.search(action.command):
        return False  # (cmd.exe's `&` runs the next step after this one, not beside it)
    output = (action.output or "").strip()
    if not output or _NO_OUTPUT.fullmatch(output):
        return _all_backgrounded(steps_of(action.command))
    return False


def _all_backgrounded(all_steps: Sequence[tuple[list[str], str]]) -> bool:
    """Whether every step that acts (has a goal, is no report or wait) went to the background."""
    acting = [
        (argv, sep)
        for argv, sep in all_steps
        if argv and argv[0] not in _NO_OUTCOME and goal_of(tuple(argv)) is not None
    ]
    return bool(acting) and all(sep == "&" for _argv, sep in acting)


# cmd.exe's marks (a drive path, its null device): there `&` only sequences two steps.
_WINDOWS_SHELL = re.compile(r"\b[A-Za-z]:\\|(?<![/\w])nul\b", re.IGNORECASE)
# A harness's notice that the command printed nothing (Claude Code, Gemini CLI, others).
_NO_OUTPUT = re.compile(
    r"\(?(?:\w+ completed with no output|no output|empty)\)?|Output: \(empty\)", re.I
)
# Steps that report or wait around the ones that act (they have no outcome of their own).
_NO_OUTCOME = {"echo", "printf", "true", ":", "disown", "sleep", "wait", "which", "type", "cd"}


# -------------------------------------------------------------- refused by the user

# A harness's or agent's words for a call the user (or the user's permission rules) refused
# without saying what to do instead, in the agents' families: a cancelled call, a rule that
# forbids it, a permission not granted (a subagent that could not ask).
_REFUSED_BY_USER = re.compile(
    r"cancell?ed by the user|\bUser (?:denied|cancell?ed|declined)\b"
    r"|the user has (?:specified a rule|denied|declined)|\brule which prevents you\b",
    re.IGNORECASE,
)


def same_call(refused: Action, retry: Action | None) -> bool:
    """True when ``retry`` makes the refused call again: the same tool, or an edit (the
    loader records edits by their file, without the tool's name)."""
    if retry is None or retry.command is not None:
        return False  # a shell command instead is another way round (class 1)
    return retry.tool is None or retry.tool == refused.tool


def refused_by_user(action: Action) -> bool:
    """Issue 12, class 4: True when a failed non-shell call was refused by the user or the
    user's permission settings, with no instruction to follow (a rejection that says what to
    do instead is answered by doing it): making the same call again is not a fix, the user's
    permission is."""
    error = action.tool_error or ""
    failure = tool_failure(action.tool or "tool", error)
    if failure is not None and failure.error_type == "UserRejected":
        return False  # rejected with an instruction: following it is the agent's fix
    if failure is not None and failure.error_type == "PermissionNotGranted":
        return True
    return bool(_REFUSED_BY_USER.search(error))
