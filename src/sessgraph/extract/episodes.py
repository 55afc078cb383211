"""Symptoms, episodes and symptom → fix links within one session.

The model: the agent *acts* (commands, file edits) in order. A **symptom** is an action whose
result shows a problem: a non-zero exit that was not the expected answer of a probe, error
evidence in a successful output (traceback, OOM, crash loop), a poll that never got healthy,
or a user saying it broke. Symptoms close together in time form one **episode** (a crash loop
seen through a failed poll, ``systemctl status`` and ``journalctl`` is one problem), except
that a retry of the same command failing *differently* starts a new episode: the error
changed, so something fixed the first one.

An episode is **resolved** when a later command with the same intent succeeds (its
verification). The **fix** is the change between the last failure and the verification that
best explains it: an edit, an install, a permission change… or the difference between the
failing and the succeeding command itself. Candidates are scored by kind (a service restart
only applies a change), by overlap with the error and the agent's diagnosis, by closeness to
the verification, and logging-only changes rank last. A verification identical to the
failure with nothing changed in between marks the episode **flaky**; no verification within
the window means **abandoned**. Neither gets a fix.

Whether a retry's output still shows the episode's error is decided in
:mod:`sessgraph.extract.retry_evidence`; failed calls of other tools (edits, refusals) are
verified by :mod:`sessgraph.extract.tool_retries`.
"""

from __future__ import annotations

import re

from sessgraph.extract.command_lines import simple_commands
from sessgraph.extract.error_text import explain_bare_exception, message_line, output_file
from sessgraph.extract.expected_answers import answer_not_failure
from sessgraph.extract.intent import (
    ends_in_filter,
    expected_nonzero_reason,
    refiltered,
    same_intent,
    steps,
    token_diff,
)
from sessgraph.extract.launchers import launched_by
from sessgraph.extract.masked import (
    announced_failure,
    masked_failure,
    prints_source,
    readback_failure,
    startup_noise_of,
)

# Re-exported: the records are imported from here by the stages above.
from sessgraph.extract.records import Action as Action
from sessgraph.extract.records import Episode as Episode
from sessgraph.extract.records import Fix as Fix
from sessgraph.extract.records import Symptom as Symptom
from sessgraph.extract.retry_evidence import (
    environment_noise,
    error_unknown,
    found_elsewhere,
    rebuilds,
    same_emitter,
    same_spot,
    shows_error,
)
from sessgraph.extract.session_noise import session_noise, without_noise
from sessgraph.extract.signatures import ErrorHit, error_signature, find_errors, normalise_error
from sessgraph.extract.tool_errors import (
    ToolFailure,
    harness_timeout,
    is_bare_rejection,
    permission_refusal,
    tool_failure,
)
from sessgraph.extract.tool_retries import tool_attempts

# How far (in messages) to look for the verification of an episode.
VERIFY_WINDOW = 80
# Symptoms of different commands this close together belong to one episode.
CLUSTER_GAP = 5
# Error kinds strong enough to make a *successful* command a symptom.
STRONG_KINDS = {"traceback", "crash", "oom", "gpu", "fatal", "service", "build"}

_CRASH_LOOP = re.compile(
    r"activating \(auto-restart\)|restart counter is at \d+|Start request repeated too quickly"
    r"|CrashLoopBackOff|Back-off restarting failed container",
)
_POLL_LOOP = re.compile(r"\b(for|until|while)\b.*\b(curl|wget|nc|pg_isready|health)", re.DOTALL)
LOGGING = re.compile(
    r"log[-_]?(level|every|interval|freq|steps)|verbos|\bdebug\b|\bRUST_LOG\b|\bNCCL_DEBUG\b"
    r"|\bRUST_BACKTRACE\b|\bPYTHONFAULTHANDLER\b",
    re.I,
)
# A raised exception (``pkg.mod.SomeError: message``) is strong evidence whatever its family.
_RAISED = re.compile(r"^\s*[\w.]*(Error|Exception|Exit|Interrupt)\b:")


# --------------------------------------------------------------------------- symptoms


def _best_hit(output: str, command: str | None = None) -> ErrorHit | None:
    """The most telling error line; a shell profile's complaint (printed before the output of
    every command of a sandboxed session) loses to any error of the command's own (class 6)."""
    hits = find_errors(output)
    if command and len(hits) > 1:
        own = [h for h in hits if not startup_noise_of(h.error_text, command)]
        if own:
            return own[0]
    return hits[0] if hits else None


_STATUS_ONLY = re.compile(r"%\{http_code\}|%\{response_code\}")


def _http_status_error(command: str, output: str) -> ErrorHit | None:
    """An error status of a request that exited 0: 4xx/5xx printed by ``curl -w
    '%{http_code}'``, a 5xx status line of ``curl -i``."""
    if _STATUS_ONLY.search(command):
        # `-w '%{http_code}'` prints the status alone or after a label (`HTTP_STATUS:400`);
        # a 4xx counts too unless the command says it expects one (class 3).
        codes = "[45]" if not announced_failure(command) else "5"
        match = re.search(rf"(?m)^\s*(?:[A-Za-z_ ]{{1,20}}[:=]\s*)?({codes}\d\d)\s*$", output)
    elif re.search(r"\bcurl\b|\bhttp\b|\bwget\b", command):
        match = re.search(r"(?m)^(?:< )?HTTP/[\d.]+ (5\d\d)\b", output)
    else:
        return None
    if match is None:
        return None
    code = match.group(1)
    return ErrorHit(kind="service", error_type=f"HTTP{code}", error_text=f"HTTP {code}", line_no=1)


def _tool_symptom(action: Action) -> Symptom | None:
    """A failed non-shell tool call (issue 12: edit anchor not found, file not read yet, a
    rejection carrying an instruction) as a symptom."""
    if action.tool_error is None:
        return None
    failure = tool_failure(action.tool or "tool", action.tool_error)
    return None if failure is None else _failure_symptom(action, failure)


def _failure_symptom(action: Action, failure: ToolFailure) -> Symptom:
    """The symptom of ``action`` that a tool failure or a harness refusal describes."""
    return Symptom(
        seq=action.seq,
        message_id=action.message_id,
        kind=failure.kind,
        error_text=failure.error_text,
        error_type=failure.error_type,
        action=action,
        template=normalise_error(failure.error_text),
        signature=error_signature(failure.error_text, failure.error_type),
    )


def _failed_without_code(action: Action, output: str) -> Symptom:
    text = message_line(output) or _first_line(output)
    return Symptom(
        seq=action.seq,
        message_id=action.message_id,
        kind="command_failed",
        error_text=text,
        error_type=None,
        action=action,
        template=normalise_error(text),
        signature=error_signature(text, None),
    )


def _first_line(output: str) -> str:
    return next((line.strip() for line in output.splitlines() if line.strip()), "")[:500]


def symptom_of(
    action: Action, recent_commands: list[str], noise: frozenset[str] = frozenset()
) -> Symptom | None:
    """The symptom an action shows, or ``None`` when it went as expected. ``noise``: the
    session's noise lines (:mod:`sessgraph.extract.session_noise`), read past as if the
    command had not printed them (issue 12, class 6)."""
    if action.command is None:
        return _tool_symptom(action)
    raw = action.output or ""
    # What the output says went wrong is read past the noise; whether a non-zero exit was
    # an expected answer is judged on what the command printed, noise included.
    output = without_noise(raw, noise)
    if action.status == "interrupted" and action.exit_code is None:
        # A call the user stopped with an instruction (or the harness refused) never ran:
        # the instruction is its failure; a bare stop is none (issue 12, tool errors). A call
        # the harness killed at its time limit did not finish: that is its failure.
        refusal = permission_refusal(output) or harness_timeout(output)
        return None if refusal is None else _failure_symptom(action, refusal)
    failed = action.status in ("failed", "error")
    crash_loop = bool(_CRASH_LOOP.search(output))
    if (
        failed
        and not crash_loop
        and (
            expected_nonzero_reason(action.command, action.exit_code, raw, recent_commands)
            or answer_not_failure(action.command, raw, action.exit_code, recent_commands)
        )
    ):
        return None
    hit = _best_hit(output, action.command) if output else None
    if failed and action.exit_code is None and hit is None and not crash_loop:
        # No exit code and no error text: a refusal to run it (approval required, a rejection
        # with an instruction) is the failure; anything else is too little evidence.
        refusal = permission_refusal(output)
        if refusal is None:
            if not output.strip() or is_bare_rejection(output):
                return None
            # The tool said it failed and printed why (a test run that selected nothing, the
            # user's words when rejecting the call): the output's message line is the text.
            return _failed_without_code(action, output)
        return _failure_symptom(action, refusal)
    http_error = _http_status_error(action.command, output)
    if http_error is not None and (hit is None or not _is_strong(hit)):
        hit = http_error
    masked = False
    if (
        not failed
        and not crash_loop
        and (hit is None or not _is_strong(hit) or prints_source(action.command))
    ):
        # A reader of source files that exited 0 (`sed -n '1,200p' app.py` printing `raise
        # ConfigError`) shows the code's words, not a failure (class 3, content): only the
        # masked-failure reading (its own errors, e.g. a missing file) can make a symptom.
        # Class 3: an exit status the command form hides (`| tail`, `|| true`, `; echo $?`,
        # no exit code recorded) is no evidence of success; the command's own error lines are.
        # A command still running when the record was written (a server started by the
        # call) has no status yet: its own error lines are the evidence too.
        found = masked_failure(action.command, output, action.exit_code)
        if found is None or action.status not in ("ok", "unknown", "running"):
            return None
        hit, masked = found.hit, True
    if crash_loop or (failed and _POLL_LOOP.search(action.command)):
        kind = "crash_loop"
    elif hit is not None and hit.kind == "traceback":
        kind = "traceback"
    elif failed:
        kind = "command_failed"
    elif masked:
        kind = "masked_failure"
    else:
        kind = "bad_output"
    error_type: str | None
    # Class 6: the most specific error line(s), with where the output went when elsewhere.
    if hit is not None:
        text, error_type = explain_bare_exception(hit.error_text, output), hit.error_type
    else:
        text = message_line(output) or f"exit code {action.exit_code}"
        target = output_file(action.command)
        if target is not None:
            text = f"{text} (output went to {target})"
        error_type = f"exit {action.exit_code}" if action.exit_code is not None else None
    return Symptom(
        seq=action.seq,
        message_id=action.message_id,
        kind=kind,
        error_text=text,
        error_type=error_type,
        action=action,
        template=normalise_error(text),
        signature=error_signature(text, error_type),
    )


def _readback_symptom(writer: Action, target: str, hit: ErrorHit) -> Symptom:
    """The writer's failure, read back from the file it wrote (class 3 and 6)."""
    text = f"{hit.error_text} (in {target}, read back later)"
    return Symptom(
        seq=writer.seq,
        message_id=writer.message_id,
        kind="masked_failure",
        error_text=text,
        error_type=hit.error_type,
        action=writer,
        template=normalise_error(hit.error_text),
        signature=error_signature(hit.error_text, hit.error_type),
    )


def detect_symptoms(actions: list[Action]) -> list[Symptom]:
    found: list[Symptom] = []
    noise = session_noise(
        (a.output or "", a.status == "ok" and a.exit_code == 0, a.command)
        for a in actions
        if a.command is not None
    )
    recent: list[str] = []
    # Recent commands that sent their output to a file and showed no failure themselves.
    writers: list[Action] = []
    for action in actions:
        symptom = symptom_of(action, recent, noise)
        if symptom is not None:
            found.append(symptom)
        if action.command is None:
            continue
        for writer in reversed(writers):
            read = readback_failure(writer.command or "", action.command, action.output or "")
            if read is not None:
                found.append(_readback_symptom(writer, *read))
                writers.remove(writer)
                break
        if symptom is None and action.status == "ok" and output_file(action.command):
            writers.append(action)
            del writers[:-6]
        recent.append(action.command)
        del recent[:-6]
    found.sort(key=lambda symptom: symptom.seq)  # a read-back failure is its writer's
    return found


# --------------------------------------------------------------------------- episodes


_DIAGNOSTIC = re.compile(
    r"\b(systemctl\s+status|journalctl|docker\s+logs|kubectl\s+(logs|describe)|dmesg"
    r"|tail\s+.*\.log|cat\s+.*\.log)\b"
)
_SUBJECT = re.compile(r"[A-Za-z][\w.@:-]{3,}")
_COMMON_WORDS = {
    "sudo",
    "systemctl",
    "journalctl",
    "status",
    "--no-pager",
    "python",
    "curl",
    "localhost",
    "grep",
    "head",
    "tail",
    "bash",
    "true",
    "false",
    "echo",
    "error",
    "failed",
    "exit",
    "code",
}


_SPECIFIC = re.compile(r"(?<![\w.-])(?:[A-Za-z][\w.]*[-\d][\w.-]*[A-Za-z\d]|\d{4,5})(?![\w-])")


def _subjects(symptom: Symptom) -> set[str]:
    """What a failure was about: the command's non-option words (unit names, paths, models)
    and the specific names in its error (hosts like ``node-a``, ports, versioned names)."""
    if symptom.action is None or symptom.action.command is None:
        return set()
    words = {w.lower().rstrip(":.,") for w in _SUBJECT.findall(symptom.action.command)}
    words |= {w.lower() for w in _SPECIFIC.findall(symptom.error_text)}
    return {w for w in words if not w.startswith("-")} - _COMMON_WORDS


def _closed_between(episode: Episode, symptom: Symptom, actions: list[Action]) -> bool:
    """True when ``episode`` was already verified (a clean rerun) before ``symptom``."""
    earlier = [a for a in actions if a.seq < symptom.seq]
    return find_verification(Episode(symptoms=list(episode.symptoms)), earlier) is not None


def _joins(episode: Episode, symptom: Symptom, actions: list[Action]) -> bool:
    if symptom.seq - episode.last_seq > CLUSTER_GAP:
        return False
    if _closed_between(episode, symptom, actions):
        return False
    if symptom.action is None:  # a user report belongs to the breakage just seen
        return True
    if symptom.action.command is None:
        return False  # a failed tool call (an edit's anchor, a rejection) is a story of its own
    if any(earlier.signature == symptom.signature for earlier in episode.symptoms):
        return True  # the same error seen through another command
    for earlier in episode.symptoms:
        if earlier.action is None or earlier.action.command is None:
            continue
        if same_intent(earlier.action.command, symptom.action.command):
            # The same thing failing again is the same episode only with the same error, or
            # a checker's diagnostic at the same file and line, reworded (class 4: the edit
            # before it did not fix it).
            return earlier.signature == symptom.signature or same_spot(
                earlier.error_text, symptom.error_text
            )
    # A different command: part of the same problem when it looks at the same subject, or
    # is the diagnostic look (status, logs) right after the breakage.
    if _DIAGNOSTIC.search(symptom.action.command) or symptom.kind == "crash_loop":
        return True
    subjects = _subjects(symptom)
    return any(subjects & _subjects(earlier) for earlier in episode.symptoms)


def group_episodes(symptoms: list[Symptom], actions: list[Action]) -> list[Episode]:
    """Cluster symptoms into episodes; repeats of one failure count on its first symptom."""
    episodes: list[Episode] = []
    for symptom in symptoms:
        if episodes and _joins(episodes[-1], symptom, actions):
            episode = episodes[-1]
            previous = episode.symptoms[-1]
            if (
                previous.signature == symptom.signature
                and previous.action is not None
                and symptom.action is not None
                and previous.action.command == symptom.action.command
            ):
                previous.repeat_count += 1
                continue
            episode.symptoms.append(symptom)
        else:
            episodes.append(Episode(symptoms=[symptom]))
    return episodes


# --------------------------------------------------------------------------- fixes


def _is_strong(hit: ErrorHit) -> bool:
    return hit.kind in STRONG_KINDS or bool(_RAISED.match(hit.error_text))


def _is_clean(action: Action) -> bool:
    """A run that went well: exit 0 and no strong error; or, where the format records no
    exit status at all (Cline, Gemini CLI), an output that shows no error of any kind (class
    4: the output is the only evidence there, so it must say nothing went wrong)."""
    output = action.output or ""
    if action.status == "unknown" and action.exit_code is None:
        return bool(output.strip()) and not find_errors(output) and not _CRASH_LOOP.search(output)
    if action.status != "ok":
        return False
    if _CRASH_LOOP.search(output):
        return False
    if action.command and _http_status_error(action.command, output):
        return False
    hit = _best_hit(output)
    return hit is None or not _is_strong(hit)


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
