"""What a symptom is about when it is not a failed command of its own.

An error read from a log or a task's output file belongs to the command that wrote it (a
background ``npm install``, ``nohup ./server > /tmp/srv.log``); a user's "it crashed" belongs
to the command that started what they ran. The episode's verification is then a clean rerun
of *that* command (issue 12, class 4), so :func:`launched_by` returns the symptom re-seated
on it. Split out of ``episodes`` to keep that module to its grouping and verification logic.
"""

from __future__ import annotations

import re

from sessgraph.extract.intent import change_kind, step_goals
from sessgraph.extract.records import Action, Symptom

_LOG_VIEW = re.compile(
    r"^\s*(sleep\s+\S+\s*[;&]+\s*)?(tail|cat|less|head|grep)\b.*\.(log|out|err|txt)\b"
    r"|\bjournalctl\b|\bdocker\s+(compose\s+)?logs\b|\bkubectl\s+logs\b"
)
LAUNCH_LOOKBACK = 6
REPORT_LOOKBACK = 12


def launched_by(symptom: Symptom, actions: list[Action]) -> Symptom | None:
    """What a symptom is about when it is not a command of its own: for an error read from
    a log, the command that started what wrote the log; for a user's "crashed?", the
    command that started what they are asking about. A clean rerun of it verifies a fix."""
    writer = _writer(symptom, actions) if symptom.action is not None else None
    if writer is not None:
        return _about(symptom, writer)
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
            return _about(symptom, action)
    return None


def _about(symptom: Symptom, action: Action) -> Symptom:
    """``symptom`` as seen on the command it is about (whose clean rerun verifies it)."""
    return Symptom(
        seq=symptom.seq,
        message_id=action.message_id,
        kind=symptom.kind,
        error_text=symptom.error_text,
        error_type=symptom.error_type,
        action=action,
        signature=symptom.signature,
    )


# How far back the command that writes a file read by a symptom may be (a background task
# runs while the agent does other things).
WRITER_LOOKBACK = 20
_WRITTEN_TO = re.compile(r"[Oo]utput is being written to:?\s+(\S+?)\.?(?:\s|$)")
_REDIRECT = re.compile(r"(?<![0-9&])>>?\s*([^\s;&|>]+)|\btee\s+(?:-a\s+)?([^\s;&|]+)")


def _writer(symptom: Symptom, actions: list[Action]) -> Action | None:
    """The earlier command that wrote the file a symptom's command reads: one that said its
    output goes there (a background task: "Output is being written to: …/tasks/x.output")
    or redirected into it (``> /tmp/build.log``). An error read from that file is that
    command's failure (issue 12, class 4: its clean rerun verifies the fix)."""
    assert symptom.action is not None
    reading = symptom.action.command or ""
    for action in reversed(actions):
        if action.seq >= symptom.seq or action.command is None:
            continue
        if symptom.seq - action.seq > WRITER_LOOKBACK:
            break
        output = action.output or ""
        # Every match holds this literal: a substring test spares the scan of most outputs.
        told = "utput is being written to" in output
        written = [m.group(1) for m in _WRITTEN_TO.finditer(output)] if told else []
        for match in _REDIRECT.finditer(action.command):
            written.append(match.group(1) or match.group(2))
        if any(
            path and path != "/dev/null" and len(path) > 4 and path in reading for path in written
        ):
            return action if action.status == "ok" else None
    return None


def _only_builds(command: str) -> bool:
    """True when every step of ``command`` builds, checks or formats code (runs nothing)."""
    goals = step_goals(command)
    return bool(goals) and all(g.action in ("build", "typecheck", "format_code") for g in goals)
