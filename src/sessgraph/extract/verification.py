"""Verification: the later run of an episode's goal that shows its error is gone.

An episode is **resolved** when a later command with the same intent succeeds and its output no
longer shows the episode's error (class 4). A retry that fails *differently* is the next symptom,
not the verification, but it shows this error is gone: :func:`find_attempts` returns both runs.
A run that only prints, a filtered look at the failure, the same run with more logging, or a run
from another directory verifies nothing.

Whether a retry's output still shows the episode's error is decided in
:mod:`sessgraph.extract.retry_evidence`; failed calls of other tools (edits, refusals) are
verified by :mod:`sessgraph.extract.tool_retries`.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from sessgraph.extract.command_lines import simple_commands
from sessgraph.extract.command_steps import steps_of
from sessgraph.extract.goals import INLINE, goal_of, unwrap
from sessgraph.extract.intent import (
    ends_in_filter,
    main_goal,
    refiltered,
    same_intent,
    steps,
    token_diff,
)
from sessgraph.extract.launchers import launched_by
from sessgraph.extract.records import Action, Episode, Symptom
from sessgraph.extract.retry_evidence import (
    environment_noise,
    error_unknown,
    found_elsewhere,
    rebuilds,
    same_emitter,
    shows_error,
)
from sessgraph.extract.signatures import find_errors
from sessgraph.extract.symptoms import (
    CRASH_LOOP,
    best_hit,
    http_status_error,
    is_strong,
    symptom_of,
)
from sessgraph.extract.tool_errors import tool_failure
from sessgraph.extract.tool_retries import tool_attempts
from sessgraph.extract.tool_switch import replacement

# How far (in messages) to look for the verification of an episode.
VERIFY_WINDOW = 80
# Tokens that only raise logging: the same run with them added is a diagnostic, not a retry.
LOGGING = re.compile(
    r"log[-_]?(level|every|interval|freq|steps)|verbos|\bdebug\b|\bRUST_LOG\b|\bNCCL_DEBUG\b"
    r"|\bRUST_BACKTRACE\b|\bPYTHONFAULTHANDLER\b",
    re.I,
)


def _is_clean(action: Action) -> bool:
    """A run that went well (:func:`_went_clean`) and whose outcome was seen."""
    if backgrounded_unseen(action):
        return False
    return _went_clean(action)


def _went_clean(action: Action) -> bool:
    """A run that went well: exit 0 and no strong error; or, where the format records no
    exit status at all (Cline, Gemini CLI) or the command was still running (a server
    started), an output that shows no error of any kind (class 4: the output is the only
    evidence there, so it must say nothing went wrong)."""
    output = action.output or ""
    if action.status in ("unknown", "running") and action.exit_code is None:
        # A server still running when the harness stopped waiting (Cline's "Running in
        # background") started: its output is all there is, and must show no error.
        return bool(output.strip()) and not find_errors(output) and not CRASH_LOOP.search(output)
    if action.status != "ok":
        return False
    if CRASH_LOOP.search(output):
        return False
    if action.command and http_status_error(action.command, output):
        return False
    hit = best_hit(output)
    return hit is None or not is_strong(hit)


_SUCCESS = re.compile(
    r"\b(passed|succeeded|success(ful(ly)?)?|healthy|ready|ok|done|finished)\b", re.I
)
_FAILURE_COUNT = re.compile(r"\b[1-9]\d* (failed|errors?)\b|\bFAILED\b|\bFAIL\b")


def _reports_success(output: str) -> bool:
    """A filtered output that still states success (``test result: ok. 0 failed``)."""
    return bool(_SUCCESS.search(output)) and not _FAILURE_COUNT.search(output)


def find_verification(episode: Episode, actions: list[Action]) -> Action | None:
    """The first later run of the same goal that succeeds without the episode's error."""
    return find_attempts(episode, actions)[0]


def find_attempts(episode: Episode, actions: list[Action]) -> tuple[Action | None, Action | None]:
    """(verification, error gone): the first later run of the same goal that succeeds and no
    longer shows the episode's error, and the first run where the error is gone, which may
    fail otherwise (issue 12, class 4: a retry that fails differently is the next symptom,
    not the verification; the change before it is what fixed this error)."""
    anchors = [s for s in episode.symptoms if s.action is not None and s.action.command]
    launchers = [a for a in (launched_by(s, actions) for s in episode.symptoms) if a is not None]
    noise = environment_noise(episode, actions)
    best: Action | None = None
    gone: Action | None = None
    for symptom in anchors + launchers:
        assert symptom.action is not None and symptom.action.command is not None
        # The window runs from the latest attempt: a goal retried again and again (failing
        # differently each time) is still being pursued.
        latest = episode.last_seq
        for action in actions:
            if action.seq <= symptom.seq or action.command is None:
                continue
            if action.seq - latest > VERIFY_WINDOW:
                break
            # A launcher's rerun must be the same command: starting a service (another way)
            # is not evidence that it now runs.
            if not (
                _is_attempt(
                    symptom.action, action, by_goal=not any(symptom is lch for lch in launchers)
                )
                or rebuilds(symptom, action.command)
            ) or _elsewhere(episode, symptom.action, action):
                continue
            still_shown = _verifies_nothing(episode, action, noise)
            if _is_clean(action) and not still_shown and _new_symptom(action, noise) is None:
                if best is None or action.seq < best.seq:
                    best = action
                if gone is None or action.seq < gone.seq:
                    gone = action
                break
            latest = max(latest, action.seq)
            if gone is not None and gone.seq < action.seq and _fails_again(episode, action, noise):
                # Class 4: the error came back on a later run of the goal; the run that
                # failed otherwise in between did not mean it was gone (whack-a-mole edits).
                gone = None
            # Class 4: a retry that fails otherwise (its exit status, or an error its
            # output shows although it exited 0) is the next symptom, not the verification.
            again = _new_symptom(action, noise)
            differs = (
                again is not None
                and not shows_error(episode, action.output or "", noise, action.command)
                and not same_emitter(episode, again)
                and not error_unknown(episode)
            )
            # Class 4 with class 3's expected failures: a retry whose non-zero exit is the
            # answer it asked for (the red step of a test written first) is no symptom, and
            # no longer shows this error: the error is gone.
            intended = (
                action.exit_code not in (0, None)
                and not still_shown
                and symptom_of(action, []) is None
            )
            if (differs or intended) and (gone is None or action.seq < gone.seq):
                gone = action  # failing differently: this error is gone
    if best is None:
        tool_symptoms = [
            s for s in episode.symptoms if s.action and s.action.tool_error is not None
        ]
        for symptom in tool_symptoms[-1:]:
            assert symptom.action is not None
            best, gone = tool_attempts(symptom.action, actions, _went_well, VERIFY_WINDOW)
            if symptom.kind != "user_rejection" and refused_by_user(symptom.action):
                # Class 4: the same call made again after the user (or the user's rules)
                # refused it went through because the user allowed it: no fix of the agent's
                # (a rejection with an instruction, kind user_rejection, is answered by it).
                best = None if _same_call(symptom.action, best) else best
                gone = None if _same_call(symptom.action, gone) else gone
    if best is None:
        # Class 1: the program the error named as missing runs now, or another program
        # reached the same subject (`jq` → `python -c "import json…"`).
        switched = replacement(
            episode,
            actions,
            lambda a: (
                _is_clean(a)
                and not _verifies_nothing(episode, a, noise)
                and _new_symptom(a, noise) is None
            ),
            VERIFY_WINDOW,
        )
        if switched is not None:
            best = switched
            gone = switched if gone is None or switched.seq < gone.seq else gone
    if best is None and gone is None:
        best = gone = found_elsewhere(episode, actions, _went_well)
    if best is not None and gone is not None and gone.seq > best.seq:
        gone = best
    return best, gone


def last_still_failing(episode: Episode, actions: list[Action], before: int) -> Action | None:
    """Class 4: the last run of the episode's goal after its last symptom and before
    ``before`` that still showed its error: edits made before a retry that still failed the
    same way did not fix it, even when that retry was told as another episode (a build
    re-run after each of a series of edits). ``None`` when no such run came."""
    anchors = [s.action for s in episode.symptoms if s.action is not None and s.action.command]
    if not anchors:
        return None
    noise = environment_noise(episode, actions)
    found: Action | None = None
    for action in actions:
        if action.seq <= episode.last_seq or action.command is None:
            continue
        if action.seq >= before:
            break
        if any(_is_attempt(a, action) for a in anchors) and _fails_again(episode, action, noise):
            found = action
    return found


def _fails_again(episode: Episode, action: Action, noise: frozenset[str]) -> bool:
    """True when ``action`` fails with the episode's own error as its symptom (the same
    signature): a generic wrapper line seen again (``Error: Job 'test' failed``) while the
    error it told of changed is not the same failure."""
    if _is_clean(action):
        return False
    again = _new_symptom(action, noise)
    return again is not None and any(s.signature == again.signature for s in episode.symptoms)


def _is_attempt(failing: Action, action: Action, *, by_goal: bool = True) -> bool:
    """True when ``action`` is another attempt at the goal ``failing`` pursued."""
    assert failing.command is not None and action.command is not None
    if not same_intent(failing.command, action.command, by_goal=by_goal):
        return False
    if another_goal(failing.command, action.command):
        return False
    if only_stops(action.command) and not only_stops(failing.command):
        # Class 4: clearing the way (`taskkill /IM proxy.exe & echo killed`, `pkill node`)
        # before a retry is a setup step; the run that stops things does not retry the goal.
        return False
    if all(
        stage[:1] and stage[0] in _PRINTS_ONLY for step in steps(action.command) for stage in step
    ):
        # Class 4: a run that only prints (`echo $?` typed after a failure, an `echo done`)
        # reports on the goal; it does not pursue it, so it verifies nothing.
        return False
    filtered = (
        ends_in_filter(action.command)
        if failing.status in ("failed", "error")
        else _last_step_filtered(action.command)
    )
    if (
        filtered
        and not ends_in_filter(failing.command)
        and not _reports_success(action.output or "")
    ):
        # A filtered view hides the exit status and most of the output: a look at the
        # failure. For a failure the exit status hid (`… | head`), the rerun's own last
        # step must be the filtered one (`curl … | grep -o 'exception-message'`).
        return False
    if refiltered(failing.command, action.command) and not _reports_success(action.output or ""):
        # Class 4: the same run looked at through another filter (`tsc | grep error` then
        # `tsc | grep firebase`) selects other lines: the error may simply not be shown.
        return False
    added, _ = token_diff(failing.command, action.command)
    # The same run with more logging is a diagnostic, not a retry.
    return not any(LOGGING.search(token) for token in added)


_LINE_FILTERS = {"grep", "egrep", "fgrep", "rg", "awk", "sed", "cut", "jq", "wc"}
_PRINTS_ONLY = {"echo", "printf", "true", ":"}


def _last_step_filtered(command: str) -> bool:
    """True when the last step's pipeline passes through a line-selecting filter."""
    last = steps(command)[-1:]
    return bool(last) and any(stage[0] in _LINE_FILTERS for stage in last[0][1:])


# Errors a changed working directory can fix (a path, a target, a repository not found).
_PATH_ERROR = re.compile(
    r"No such file|not found|cannot find|could not find|does not exist|No rule to make"
    r"|not a git repository|ENOENT|cannot access|no such",
    re.IGNORECASE,
)


def run_directory(action: Action) -> tuple[str, str] | None:
    """Where a command ran: the directory its first step changes to, else the recorded cwd."""
    first = steps(action.command or "")[:1]
    if first and first[0][0][0] in ("cd", "pushd", "set-location") and len(first[0][0]) > 1:
        return "cd", first[0][0][1].strip("\"'").replace("\\", "/").rstrip("/").lower()
    if action.cwd:
        return "cwd", action.cwd.replace("\\", "/").rstrip("/").lower()
    return None


def _elsewhere(episode: Episode, failing: Action, action: Action) -> bool:
    """Class 4: a run from another directory verifies nothing (the same `npm install` in a
    sibling project), unless the error is one a directory change fixes (a file, a target,
    a repository not found: then the move is the fix, class 2)."""
    here, there = run_directory(failing), run_directory(action)
    if here is None or there is None or here[0] != there[0] or here[1] == there[1]:
        return False
    return not any(_PATH_ERROR.search(s.error_text) for s in episode.symptoms)


def _verifies_nothing(episode: Episode, action: Action, noise: frozenset[str]) -> bool:
    """Class 4: a successful run verifies nothing when its output still shows the episode's
    error (a masked failure), or when it ends in a search that found nothing."""
    if not (action.output or "").strip():
        argvs = simple_commands(action.command or "")
        return bool(argvs) and len(argvs) > 1 and argvs[-1][0] in _SEARCHES
    return shows_error(episode, action.output or "", noise, action.command)


def _new_symptom(action: Action, noise: frozenset[str]) -> Symptom | None:
    """The symptom a retry shows of its own, the environment's noise aside."""
    symptom = symptom_of(action, [])
    return None if symptom is None or symptom.signature in noise else symptom


def _went_well(action: Action) -> bool:
    """A command that ran and shows no symptom (a format without exit codes included)."""
    return action.status in ("ok", "unknown") and symptom_of(action, []) is None


_SEARCHES = {"grep", "egrep", "fgrep", "rg", "ag", "ack", "select-string", "findstr"}


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
      program that failed."""
    a, b = main_goal(failing), main_goal(retry)
    if a is None or b is None or a.action != "run" or b.action != "run":
        return False
    if a.program != b.program:
        return False
    if _SCRIPT_FILE.search(a.subject):
        if b.subject.startswith(INLINE):
            return True  # a modified inline copy of the script
        if _SCRIPT_FILE.search(b.subject):
            name_a, name_b = (re.split(r"[\\/]", s)[-1].lower() for s in (a.subject, b.subject))
            return SequenceMatcher(None, name_a, name_b).ratio() < SCRIPT_NAME_SLIP
        return False
    nouns_a, verb_a = _resource_path(failing)
    nouns_b, verb_b = _resource_path(retry)
    # The same verb on another service or resource type.
    return bool(verb_a and verb_a == verb_b and nouns_a and nouns_b and nouns_a != nouns_b)


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
    is the shell's, the outcome of the program is not known, so it verifies nothing."""
    output = (action.output or "").strip()
    if (output and not _NO_OUTPUT.fullmatch(output)) or not action.command:
        return False
    if "&" not in action.command or _WINDOWS_SHELL.search(action.command):
        return False  # (cmd.exe's `&` runs the next step after this one, not beside it)
    acting = [
        (argv, sep)
        for argv, sep in steps_of(action.command)
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


def _same_call(refused: Action, retry: Action | None) -> bool:
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


# ----------------------------------------------------------------- runs that only stop

_KILLERS = {"kill", "pkill", "killall", "taskkill", "fuser"}
_SERVICE_MANAGERS = {"docker", "podman", "docker-compose", "systemctl", "service", "pm2"}
_STOP_VERBS = {"stop", "kill", "rm", "down", "delete"}


def only_stops(command: str) -> bool:
    """True when every acting step of ``command`` stops or removes a process or a service
    (``taskkill /F /IM x.exe``, ``pkill -f server``, ``docker stop web``), the rest of it
    only printing or waiting: a cleanup, which pursues no goal of its own."""
    acting = [argv for argv, _sep in steps_of(command) if argv and argv[0] not in _NO_OUTCOME]
    if not acting:
        return False
    for argv in acting:
        program = argv[0].lower().removesuffix(".exe")
        if program in _KILLERS:
            continue
        words = [a.lower() for a in argv[1:] if not a.startswith("-")]
        if program in _SERVICE_MANAGERS and words[:1] and words[0] in _STOP_VERBS:
            continue
        return False
    return True
