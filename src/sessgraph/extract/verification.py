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

from sessgraph.extract.command_lines import simple_commands
from sessgraph.extract.intent import (
    ends_in_filter,
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
from sessgraph.extract.tool_errors import harness_timeout
from sessgraph.extract.tool_retries import tool_attempts
from sessgraph.extract.tool_switch import replacement
from sessgraph.extract.verify_nothing import (
    another_goal,
    backgrounded_unseen,
    refused_by_user,
    same_call,
)

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
    if backgrounded_unseen(action) or cut_short(action):
        return False
    return _went_clean(action)


# Exit codes of a run stopped from outside: SIGHUP, SIGINT, SIGKILL and SIGTERM (128 + N);
# a crash of its own (SIGSEGV 139, SIGABRT 134) is not one, nor the agent's own `timeout`.
_STOPPED_EXITS = {129, 130, 137, 143}
# What the harnesses print when the user stopped a call (Claude Code, Codex, SpecStory's
# exports of Cursor and Claude Code).
_INTERRUPTED = re.compile(
    r"\[Request interrupted by user|\baborted by user\b|\bCommand aborted before execution"
    r"|\bThe user cancell?ed the tool call\b",
    re.IGNORECASE,
)


def cut_short(action: Action) -> bool:
    """Class 4: whether the run was stopped before it finished (the user interrupted it, the
    harness's time limit or a signal killed it): what it would have shown is unknown, so it
    neither verifies an episode nor shows that its error is gone (`uv sync` interrupted by
    the user after an edit, a `grep -R` killed at the harness's 10 s limit)."""
    output = action.output or ""
    return (
        action.exit_code in _STOPPED_EXITS
        or bool(_INTERRUPTED.search(output))
        or harness_timeout(output) is not None
    )


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
    anchors = _anchors(episode)
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
            if cut_short(action):
                latest = max(latest, action.seq)
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
                best = None if same_call(symptom.action, best) else best
                gone = None if same_call(symptom.action, gone) else gone
            if (
                best is None
                and gone is not None
                and not _went_through(symptom.action, gone, actions)
            ):
                # Class 4 for non-shell tools: a retried call that failed otherwise, with no
                # later call of it going through, verifies nothing (measured: such fixes were
                # about a third right on the test half; the shell's keep theirs).
                gone = None
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


def _anchors(episode: Episode) -> list[Symptom]:
    """The episode's shell symptoms whose later runs may verify it: not those of another
    goal than its first failure's (class 4 with class 5: a failed scratch copy of the script,
    ``node -e "…readFileSync('Test.js')…"``, grouped with the failing ``node Test.js``; a
    working copy then verifies only the copy)."""
    shell = [s for s in episode.symptoms if s.action is not None and s.action.command]
    first = shell[0].action.command if shell and shell[0].action else None
    if first is None:
        return shell
    return [
        s for s in shell if s.action is not None and not another_goal(first, s.action.command or "")
    ]


def _went_through(failing: Action, gone: Action, actions: list[Action]) -> bool:
    """Whether, after the retry ``gone`` that failed otherwise, the failed tool call went
    through within the window: a successful call of the same tool, or a successful change of
    the file it named (any file, when it named none)."""
    target = (failing.target or "").replace("\\", "/")
    for action in actions:
        if action.seq <= gone.seq or action.tool_error is not None or action.command:
            continue
        if action.seq - gone.seq > VERIFY_WINDOW:
            break
        if action.edit_path is not None:
            path = action.edit_path.replace("\\", "/")
            if not target or path == target or path.endswith("/" + target.lstrip("./")):
                return True
        elif action.tool is not None and action.tool == failing.tool and action.status == "ok":
            return True
    return False


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
    return (
        action.status in ("ok", "unknown")
        and not cut_short(action)
        and symptom_of(action, []) is None
    )


_SEARCHES = {"grep", "egrep", "fgrep", "rg", "ag", "ack", "select-string", "findstr"}
