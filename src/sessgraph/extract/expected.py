"""Failures the agent meant to see: expected failures are neither symptoms nor fixed.

Issue 12 counts a stored symptom (or a fix) for an intended failure as a labelled *negative*:
telling an agent "this was fixed by …" about a red test it wrote on purpose, a probe whose "no"
was the answer, or a cleanup of something already gone, is worse than silence. Rules about one
command line alone live in :mod:`sessgraph.extract.intent` (``grep`` no-match, ``which``,
``ls`` of a missing path) and :mod:`sessgraph.extract.expected_answers` (reproducers, red
tests of stubs, probes with their errors discarded); the rules
here need what surrounds the call — the agent's own words before and after it, the commands
around it — so they run once per session over the detected symptoms
(:func:`drop_expected`, one linear pass over the actions), and each names its family:

* **Declared expectation.** The agent says, in the prose that issues the call or in the
  prose right after its result, that the failure is expected ("run the tests, expecting
  red", "fails as expected", "we're at the expected 5 failures"). A failure of the
  *environment* (sandbox, permission, a missing program) is not what was expected: it stays
  a symptom, and the expectation carries to the retry of the same command.
* **Idempotent cleanup.** Killing, stopping or removing something that is not there
  (``taskkill`` / ``pkill`` / ``kill`` "not found", ``rm`` of a missing file, ``docker rm`` of
  no such container): the wanted end state already holds.
* **Traversal over unreadable places.** ``find`` / ``du`` / ``grep -r`` whose only
  complaints are "Permission denied" on directories it walked past: the search ran.
* **Repository probes and git's yes/no questions.** ``git rev-parse --is-inside-work-tree``
  and a read-only ``git -C <dir>`` query answering "not a git repository"; ``rev-parse
  --verify``, ``show-ref``, ``config --get``, ``check-ignore``, ``ls-remote --exit-code``,
  ``merge-base --is-ancestor``, ``diff --quiet`` answering "no". (A package manager's "not
  installed" is not one: the install that follows is a fix.)
* **Bounded runs.** ``timeout 5s ./server`` killed by its timer (124) with no error shown: a
  long-running program that ran until the agent's bound; a test suite, a build or a wait loop
  that ran out of time did not.
* **Red test runs.** A test run failing only because names it uses do not exist yet, in a
  test file written since the previous test run, whose missing package / module / symbol
  the agent writes next in a non-test file (a test corrected instead had a bug of its own).
* **Announced cases.** A scripted check whose printed label or comment says the case
  should fail (``echo "=== unknown id (expect 404) ==="``): that case's error is the finding.
* **Looks declared as existence checks.** A read or a listing of a path the agent said it
  checks the existence of ("verifying existence of requirements.md", "check whether the
  config exists") that found it missing: the absence is the answer.
* **Looked for, then created.** A read of a file (or a CLI ``view`` of a resource) that is
  not there, which the agent later creates: creating what did not exist is no fix.

Rules read families (program families, error families, expectation vocabulary), never one
session's wording. They live by what they read: the agent's words in
:mod:`sessgraph.extract.expected_prose`, one command alone in
:mod:`sessgraph.extract.expected_commands`, the actions around a failure in
:mod:`sessgraph.extract.expected_sequences`; this module is the pass that applies them.
"""

from __future__ import annotations

from bisect import bisect_right

from sessgraph.extract.expected_commands import command_reason
from sessgraph.extract.expected_prose import (
    SHELL_COMPLAINT,
    announced_in_command,
    clip,
    confirms_expected_failure,
    declares_existence_check,
    declares_expected_failure,
    environment_failure,
    names_negative_case,
    surprised,
)
from sessgraph.extract.expected_sequences import probed_then_created, red_test_run, shows_absent
from sessgraph.extract.intent import main_goal, same_intent, step_goals
from sessgraph.extract.records import Action, Symptom

# ----------------------------------------------------------------------------- the pass


def _prose_between(prose: dict[int, str], seqs: list[int], low: int, high: int) -> str:
    """Assistant prose with ``low < seq <= high`` (``seqs`` sorted)."""
    start, end = bisect_right(seqs, low), bisect_right(seqs, high)
    return "\n".join(prose[s] for s in seqs[start:end])


def expected_actions(
    actions: list[Action], prose: dict[int, str], candidates: set[int] | None = None
) -> dict[int, str]:
    """``index in actions -> reason`` for every action whose failure was meant; only the
    actions whose ``id()`` is in ``candidates`` (those with a symptom) are judged, when given.
    The prose after a result runs up to and including the next call's own message (an agent's
    reaction to a result is often written beside its next call)."""
    seqs = sorted(prose)
    reasons: dict[int, str] = {}
    carried: str | None = None  # a command whose declared expectation awaits its retry
    for index, action in enumerate(actions):
        if candidates is not None and id(action) not in candidates:
            continue
        previous = actions[index - 1].seq if index else -1
        following = actions[index + 1].seq if index + 1 < len(actions) else action.seq + 3
        failed = action.status in ("failed", "error", "unknown") or bool(action.tool_error)
        reason = command_reason(action) if action.status != "ok" else None
        if reason is None and failed and red_test_run(index, actions):
            reason = "the red run of a test written before its code"
        if reason is None and failed and probed_then_created(index, actions):
            reason = "a look for something the agent then created"
        if reason is None and action.command is not None:
            before = _prose_between(prose, seqs, previous, action.seq)
            after = _prose_between(prose, seqs, action.seq, following)
            output = action.output or ""
            # The call's own description ("Test restore.sh when the backend is down") is
            # what the agent said right before it (issue 12: probes declared in the call).
            described = action.description or ""
            declared = (
                declares_expected_failure(before)
                or (carried is not None and same_intent(carried, action.command))
                # (The shell's own complaint breaks a described check itself.)
                or bool(
                    described
                    and names_negative_case(described)
                    and not SHELL_COMPLAINT.search(clip(output))
                    and not _runs_work(action.command)
                )
            )
            if environment_failure(output):
                carried = action.command if declared else None
                continue
            carried = None
            if surprised(after):
                pass  # the reaction overrides the plan: some of the failure was not meant
            elif declared:
                reason = "the agent declared the failure expected before the call"
            elif (
                _look(action.command)
                and declares_existence_check(before)
                and shows_absent(clip(output))
            ):
                reason = "a look the agent said checks whether the path exists"
            elif confirms_expected_failure(after):
                reason = "the agent called the failure the expected one"
        if reason is not None:
            reasons[index] = reason
    return reasons


# A test suite, a build or an install described by the negative case it covers ("run the
# invalid-token tests") is expected to pass: its failure is a failure.
_WORK = {"test", "build", "install", "typecheck", "lint"}


def _look(command: str) -> bool:
    """Whether a command only looks at a path (reads a file, lists a directory)."""
    goal = main_goal(command)
    return goal is not None and goal.action in ("read_file", "list_files")


def _runs_work(command: str) -> bool:
    return any(goal.action in _WORK for goal in step_goals(command))


def drop_expected(
    symptoms: list[Symptom], actions: list[Action], prose: dict[int, str]
) -> list[Symptom]:
    """The symptoms that are not expected failures (issue 12: labelled negatives)."""
    if not symptoms:
        return symptoms
    with_symptom = {id(s.action) for s in symptoms if s.action is not None}
    meant = {id(actions[i]) for i in expected_actions(actions, prose, with_symptom)}
    return [s for s in symptoms if s.action is None or not _meant(s, meant)]


def _meant(symptom: Symptom, meant: set[int]) -> bool:
    action = symptom.action
    if action is None:
        return False
    if id(action) in meant:
        return True
    if action.command is None:
        return False
    return announced_in_command(action.command, symptom.error_text) and not (
        SHELL_COMPLAINT.search(symptom.error_text)
    )


def explain_expected(actions: list[Action], prose: dict[int, str]) -> list[tuple[Action, str]]:
    """Every action whose failure was meant, with the reason (for reports and tuning)."""
    return [(actions[i], why) for i, why in expected_actions(actions, prose).items()]
