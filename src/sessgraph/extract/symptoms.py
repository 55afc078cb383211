"""Symptoms: the actions of a session whose result shows a problem.

A **symptom** is an action whose result shows a problem: a non-zero exit that was not the
expected answer of a probe, error evidence in a successful output (traceback, OOM, crash loop),
a masked failure whose exit status the command form hid, a poll that never got healthy, a
port still held after a stop (:mod:`sessgraph.extract.stop_checks`), a failed tool call or a
harness refusal. Each is told by its most specific error line(s)
(class 6), read past the session's noise (:mod:`sessgraph.extract.session_noise`).

This module only reads one action at a time (plus a few recent commands and files written
earlier, for read-back failures); grouping symptoms into episodes is
:mod:`sessgraph.extract.episodes`, verifying them :mod:`sessgraph.extract.verification`.
"""

from __future__ import annotations

import re

from sessgraph.extract.command_steps import SILENT, is_content, program, runs_tests, steps_of
from sessgraph.extract.error_text import explain_bare_exception, message_line, output_file
from sessgraph.extract.expected_answers import answer_not_failure
from sessgraph.extract.masked import (
    announced_failure,
    background_failure,
    background_output_file,
    earlier_step_error,
    masked_failure,
    prints_source,
    readback_failure,
    startup_noise_of,
)
from sessgraph.extract.probes import expected_nonzero_reason
from sessgraph.extract.records import Action, Symptom
from sessgraph.extract.session_noise import session_noise, without_noise
from sessgraph.extract.signatures import ErrorHit, error_signature, find_errors, normalise_error
from sessgraph.extract.stop_checks import port_still_held
from sessgraph.extract.test_results import diverged_training
from sessgraph.extract.tool_errors import (
    ToolFailure,
    harness_timeout,
    is_bare_rejection,
    permission_refusal,
    tool_failure,
)

# Error kinds strong enough to make a *successful* command a symptom.
STRONG_KINDS = {"traceback", "crash", "oom", "gpu", "fatal", "service", "build"}

CRASH_LOOP = re.compile(
    r"activating \(auto-restart\)|restart counter is at \d+|Start request repeated too quickly"
    r"|CrashLoopBackOff|Back-off restarting failed container",
)
_POLL_LOOP = re.compile(r"\b(for|until|while)\b.*\b(curl|wget|nc|pg_isready|health)", re.DOTALL)
# A raised exception (``pkg.mod.SomeError: message``) is strong evidence whatever its family.
_RAISED = re.compile(r"^\s*[\w.]*(Error|Exception|Exit|Interrupt)\b:")


def best_hit(output: str, command: str | None = None) -> ErrorHit | None:
    """The most telling error line; a shell profile's complaint (printed before the output of
    every command of a sandboxed session) loses to any error of the command's own (class 6)."""
    hits = find_errors(output)
    if command and len(hits) > 1:
        own = [h for h in hits if not startup_noise_of(h.error_text, command)]
        if own:
            return own[0]
    return hits[0] if hits else None


_STATUS_ONLY = re.compile(r"%\{http_code\}|%\{response_code\}")


def http_status_error(command: str, output: str) -> ErrorHit | None:
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


def runs_own_program(command: str) -> bool:
    """Whether some step of ``command`` is a program that prints its own messages: not only
    content printers and silent builtins (a ``cat`` of a log prints other programs' errors),
    and no test runner (its detail lines are errors tests check on purpose).

    Issue 12, class 3: where the format records no exit status (SpecStory, Cursor, Copilot,
    some Codex denials), such a command's error line is the evidence of its failure, as a
    non-zero exit's would be; an expected answer (a probe's "missing") was ruled out before."""
    found = steps_of(command)
    if all(is_content(argv) or program(argv) in SILENT for argv, _sep in found):
        return False
    return not any(runs_tests(argv) for argv, _sep in found)


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
    crash_loop = bool(CRASH_LOOP.search(output))
    # Issue 12, expected non-zero exits, where the format records no exit status (Cline,
    # Gemini's stream, markdown exports): a probe answering "no" (`ls` of a missing path, a
    # `which`) is judged by the same rules on what it printed; rules that need the code skip.
    unrecorded = action.status == "unknown" and action.exit_code is None
    hit = None
    if (
        (failed or unrecorded)
        and not crash_loop
        and (
            expected_nonzero_reason(action.command, action.exit_code, raw, recent_commands)
            or answer_not_failure(action.command, raw, action.exit_code, recent_commands)
        )
    ):
        # A probe's "missing" is its answer, unless an earlier step of the command failed
        # and left nothing to find: then that step's own error is the failure.
        hit = earlier_step_error(action.command, output) if output else None
        if hit is None:
            return None
    hit = hit or (best_hit(output, action.command) if output else None)
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
    if hit is None and output and not failed:
        # Class 3, wrong content: a training loss that turned NaN is the run's failure,
        # whoever printed the log and whatever the status.
        hit = diverged_training(output)
    http_error = http_status_error(action.command, output)
    if http_error is not None and (hit is None or not is_strong(hit)):
        hit = http_error
    masked = False
    if (
        not failed
        and not crash_loop
        and (hit is None or not is_strong(hit) or prints_source(action.command))
    ):
        if unrecorded and hit is not None and runs_own_program(action.command):
            # Class 3: no exit status was recorded, and a program of the command's own
            # printed the error: that line is the evidence of its failure, as
            # masked_failure reads it.
            masked = True
        else:
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


def _masked_symptom(action: Action, hit: ErrorHit) -> Symptom:
    """A failure the command's exit status hid, told by ``hit`` (class 3 and 6)."""
    return Symptom(
        seq=action.seq,
        message_id=action.message_id,
        kind="masked_failure",
        error_text=hit.error_text,
        error_type=hit.error_type,
        action=action,
        template=normalise_error(hit.error_text),
        signature=error_signature(hit.error_text, hit.error_type),
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
    # Commands run in the background, by the file their output goes to.
    background: dict[str, Action] = {}
    for action in actions:
        symptom = symptom_of(action, recent, noise)
        if symptom is None and action.command is not None and action.status in ("ok", "unknown"):
            held = port_still_held(action.command, action.output or "", recent)
            if held is not None:
                symptom = _masked_symptom(action, held)
        if symptom is not None:
            found.append(symptom)
        if action.command is None:
            writer = background.get(action.target or "")
            if writer is not None and action.output:
                hit = background_failure(writer.command or "", action.output)
                if hit is not None:
                    found.append(_readback_symptom(writer, action.target or "", hit))
                    del background[action.target or ""]
            continue
        if symptom is None and (path := background_output_file(action.output or "")):
            background[path] = action
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


def is_strong(hit: ErrorHit) -> bool:
    """An error strong enough to make a successful command a symptom (or to spoil a rerun)."""
    return hit.kind in STRONG_KINDS or bool(_RAISED.match(hit.error_text))
