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
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sessgraph.extract.error_text import explain_bare_exception, message_line, output_file
from sessgraph.extract.intent import (
    change_kind,
    ends_in_filter,
    expected_nonzero_reason,
    same_intent,
    simple_commands,
    step_goals,
    token_diff,
)
from sessgraph.extract.masked import (
    announced_failure,
    answer_not_failure,
    masked_failure,
    readback_failure,
)
from sessgraph.extract.signatures import ErrorHit, error_signature, find_errors, normalise_error
from sessgraph.extract.tool_errors import (
    ToolFailure,
    is_bare_rejection,
    permission_refusal,
    tool_failure,
)

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


@dataclass
class Action:
    """One thing the agent did: a shell command or a file edit."""

    seq: int
    message_id: int
    command_id: int | None = None
    command: str | None = None
    exit_code: int | None = None
    status: str | None = None
    output: str | None = None
    edit_path: str | None = None
    added_text: str = ""
    removed_text: str = ""
    cwd: str | None = None
    # Permissions the call asked for ("sandbox_permissions=require_escalated"), if any.
    permissions: str | None = None
    tool: str | None = None  # a non-shell tool call that failed (then tool_error is set)
    tool_error: str | None = None
    # The file a non-shell tool call acts on, when known (also set for successful reads).
    target: str | None = None

    @property
    def is_edit(self) -> bool:
        return self.edit_path is not None


@dataclass
class Symptom:
    seq: int
    message_id: int
    kind: str
    error_text: str
    error_type: str | None
    action: Action | None = None
    template: str | None = None
    signature: str | None = None
    repeat_count: int = 1


@dataclass
class Fix:
    message_id: int
    seq: int
    kind: str
    entities: list[str]
    change: str
    verify: Action
    confidence: float
    evidence: dict[str, object]
    change_class: str = "knowledge"  # typo / scratch / inspection / knowledge (issue 12, class 5)


@dataclass
class Episode:
    symptoms: list[Symptom] = field(default_factory=list)
    status: str = "open"  # resolved / flaky / abandoned / open
    fix: Fix | None = None
    verify: Action | None = None

    @property
    def primary(self) -> Symptom:
        return next((s for s in self.symptoms if s.action is not None), self.symptoms[0])

    @property
    def last_seq(self) -> int:
        return self.symptoms[-1].seq

    @property
    def kind(self) -> str:
        kinds = {s.kind for s in self.symptoms}
        return "crash_loop" if "crash_loop" in kinds else self.primary.kind


# --------------------------------------------------------------------------- symptoms


def _best_hit(output: str) -> ErrorHit | None:
    hits = find_errors(output)
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


def symptom_of(action: Action, recent_commands: list[str]) -> Symptom | None:
    """The symptom an action shows, or ``None`` when it went as expected."""
    if action.command is None:
        return _tool_symptom(action)
    output = action.output or ""
    if action.status == "interrupted" and action.exit_code is None:
        # A call the user stopped with an instruction (or the harness refused) never ran:
        # the instruction is its failure; a bare stop is none (issue 12, tool errors).
        refusal = permission_refusal(output)
        return None if refusal is None else _failure_symptom(action, refusal)
    failed = action.status in ("failed", "error")
    crash_loop = bool(_CRASH_LOOP.search(output))
    if (
        failed
        and not crash_loop
        and (
            expected_nonzero_reason(action.command, action.exit_code, output, recent_commands)
            or answer_not_failure(action.command, output, action.exit_code, recent_commands)
        )
    ):
        return None
    hit = _best_hit(output) if output else None
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
    if not failed and not crash_loop and (hit is None or not _is_strong(hit)):
        # Class 3: an exit status the command form hides (`| tail`, `|| true`, `; echo $?`,
        # no exit code recorded) is no evidence of success; the command's own error lines are.
        found = masked_failure(action.command, output, action.exit_code)
        if found is None or action.status not in ("ok", "unknown"):
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
    recent: list[str] = []
    # Recent commands that sent their output to a file and showed no failure themselves.
    writers: list[Action] = []
    for action in actions:
        symptom = symptom_of(action, recent)
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
            # The same thing failing again is the same episode only with the same error.
            return earlier.signature == symptom.signature
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
    if action.status != "ok":
        return False
    if _CRASH_LOOP.search(action.output or ""):
        return False
    if action.command and _http_status_error(action.command, action.output or ""):
        return False
    hit = _best_hit(action.output or "")
    return hit is None or not _is_strong(hit)


_SUCCESS = re.compile(
    r"\b(passed|succeeded|success(ful(ly)?)?|healthy|ready|ok|done|finished)\b", re.I
)
_FAILURE_COUNT = re.compile(r"\b[1-9]\d* (failed|errors?)\b|\bFAILED\b|\bFAIL\b")


def _reports_success(output: str) -> bool:
    """A filtered output that still states success (``test result: ok. 0 failed``)."""
    return bool(_SUCCESS.search(output)) and not _FAILURE_COUNT.search(output)


_LOG_VIEW = re.compile(
    r"^\s*(sleep\s+\S+\s*[;&]+\s*)?(tail|cat|less|head|grep)\b.*\.(log|out|err|txt)\b"
    r"|\bjournalctl\b|\bdocker\s+(compose\s+)?logs\b|\bkubectl\s+logs\b"
)
LAUNCH_LOOKBACK = 6
REPORT_LOOKBACK = 12


def _launcher(symptom: Symptom, actions: list[Action]) -> Symptom | None:
    """What a symptom is about when it is not a command of its own: for an error read from
    a log, the command that started what wrote the log; for a user's "crashed?", the
    command that started what they are asking about. A clean rerun of it verifies a fix."""
    if symptom.action is not None and not _LOG_VIEW.search(symptom.action.command or ""):
        return None
    lookback = LAUNCH_LOOKBACK if symptom.action is not None else REPORT_LOOKBACK
    for action in reversed(actions):
        if action.seq >= symptom.seq or action.command is None:
            continue
        if symptom.seq - action.seq > lookback:
            break
        if symptom.action is None and change_kind(action.command) is None:
            continue  # a user report is about something the agent started or changed
        if symptom.action is None and _only_builds(action.command):
            continue  # class 4: a compile or format check does not rerun what the user saw
        if action.status == "ok" and not _LOG_VIEW.search(action.command):
            return Symptom(
                seq=symptom.seq,
                message_id=action.message_id,
                kind=symptom.kind,
                error_text=symptom.error_text,
                error_type=symptom.error_type,
                action=action,
                signature=symptom.signature,
            )
    return None


def _only_builds(command: str) -> bool:
    """True when every step of ``command`` builds, checks or formats code (runs nothing)."""
    goals = step_goals(command)
    return bool(goals) and all(g.action in ("build", "format_code") for g in goals)


def find_verification(episode: Episode, actions: list[Action]) -> Action | None:
    """The first later run of the same goal that succeeds without the episode's error."""
    return find_attempts(episode, actions)[0]


def find_attempts(episode: Episode, actions: list[Action]) -> tuple[Action | None, Action | None]:
    """(verification, error gone): the first later run of the same goal that succeeds and no
    longer shows the episode's error, and the first run where the error is gone, which may
    fail otherwise (issue 12, class 4: a retry that fails differently is the next symptom,
    not the verification; the change before it is what fixed this error)."""
    anchors = [s for s in episode.symptoms if s.action is not None and s.action.command]
    launchers = [a for a in (_launcher(s, actions) for s in episode.symptoms) if a is not None]
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
            if not _is_attempt(
                symptom.action, action, by_goal=not any(symptom is lch for lch in launchers)
            ):
                continue
            if _is_clean(action) and not _verifies_nothing(episode, action):
                if best is None or action.seq < best.seq:
                    best = action
                if gone is None or action.seq < gone.seq:
                    gone = action
                break
            latest = max(latest, action.seq)
            again = symptom_of(action, [])
            differs = again is not None and not _shows_error(episode, action.output or "")
            if differs and (gone is None or action.seq < gone.seq):
                gone = action  # failing differently: this error is gone
    if best is None:
        tool_symptoms = [
            s for s in episode.symptoms if s.action and s.action.tool_error is not None
        ]
        for symptom in tool_symptoms[-1:]:
            assert symptom.action is not None
            best = _tool_verification(symptom.action, actions)
            gone = best
    if best is not None and gone is not None and gone.seq > best.seq:
        gone = best
    return best, gone


# Tools that change a file; a failed one is verified by a later successful change of it.
EDIT_TOOLS = {
    "edit",
    "multiedit",
    "write",
    "str_replace_editor",
    "str_replace_based_edit_tool",
    "apply_patch",
    "replace",
    "write_file",
    "edit_file",
    "patch",
}
# Without a known target, only a change this close after the failure is its retry.
TOOL_RETRY_WINDOW = 6


def _tool_verification(failing: Action, actions: list[Action]) -> Action | None:
    """Class 4 for non-shell tools: a failed edit (anchor not found, file not read yet) is
    verified by the next successful change of the same file; a failed call of another tool
    by the next successful call of that tool on the same file. A retry that failed again is
    no verification."""
    if (failing.tool or "").lower() not in EDIT_TOOLS:
        return None
    target = _norm_path(failing.target)
    for action in actions:
        if action.seq <= failing.seq:
            continue
        if action.seq - failing.seq > (VERIFY_WINDOW if target else TOOL_RETRY_WINDOW):
            break
        if action.tool_error is not None and target and _norm_path(action.target) == target:
            return None  # failed again on the same file: that failure is the next story
        if not action.is_edit or action.status != "ok":
            continue
        if target is None or _norm_path(action.edit_path) == target:
            return action
    return None


def _norm_path(path: str | None) -> str | None:
    return path.replace("\\", "/").rstrip("/") if path else None


def _is_attempt(failing: Action, action: Action, *, by_goal: bool = True) -> bool:
    """True when ``action`` is another attempt at the goal ``failing`` pursued."""
    assert failing.command is not None and action.command is not None
    if not same_intent(failing.command, action.command, by_goal=by_goal):
        return False
    if (
        failing.status in ("failed", "error")
        and ends_in_filter(action.command)
        and not ends_in_filter(failing.command)
        and not _reports_success(action.output or "")
    ):
        return False  # a filtered view hides the exit status: not a new attempt
    added, _ = token_diff(failing.command, action.command)
    # The same run with more logging is a diagnostic, not a retry.
    return not any(LOGGING.search(token) for token in added)


_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def _verifies_nothing(episode: Episode, action: Action) -> bool:
    """Class 4: a successful run verifies nothing when its output still shows the episode's
    error (a masked failure), or when it ends in a search that found nothing."""
    if not (action.output or "").strip():
        argvs = simple_commands(action.command or "")
        return bool(argvs) and len(argvs) > 1 and argvs[-1][0] in _SEARCHES
    return _shows_error(episode, action.output or "")


def _shows_error(episode: Episode, text: str) -> bool:
    """True when ``text`` still shows one of the episode's errors: its error line, or an
    error with the same signature (line numbers and values normalised away)."""
    output = _ANSI.sub("", text)
    for symptom in episode.symptoms:
        if (
            symptom.action is None
            or not symptom.error_type
            or symptom.error_type.startswith("exit")
        ):
            continue  # no error line of its own (the fallback is the output's last line)
        line = _ANSI.sub("", symptom.error_text).strip().splitlines()
        if line and len(line[0]) >= 12 and line[0] in output:
            return True
    signatures = {s.signature for s in episode.symptoms if s.action is not None}
    return any(
        error_signature(h.error_text, h.error_type) in signatures for h in find_errors(output)
    )


_SEARCHES = {"grep", "egrep", "fgrep", "rg", "ag", "ack", "select-string", "findstr"}
