"""OpenHands resolver output (``output/output.jsonl`` of the GitHub issue resolver).

The resolver (``openhands-resolver``, later ``openhands.resolver``) appends one JSON object per
issue or pull request it worked on: ``{issue: {owner, repo, number, title, body}, issue_type,
instruction, base_commit, git_patch, history: [...], metrics, success, result_explanation
(success_explanation in early versions), error}``. Each line is one agent run, so each line is
one session here.

``history`` holds the run's events, but serialized with ``dataclasses.asdict`` rather than
OpenHands' ``event_to_dict``: an event is the flat dataclass, with no ``id``, ``timestamp``,
``source`` or ``cause``; an action's arguments sit beside ``action`` instead of under
``args``, and an observation's fields (``exit_code`` in 2024 versions, ``metadata`` with
``exit_code`` / ``working_dir`` later) beside ``observation`` instead of under ``extras``.

Design choice: **translate, then reuse the event-list reader.** Each history entry is rewritten
into the ``event_to_dict`` shape and fed to :func:`sessgraph.formats.openhands.
session_from_events`, so both files follow one set of rules (exit codes, ``-1`` suffixes,
continuations, edits). What the translation must supply:

* ids: the 1-based position in ``history`` (entries that carry an ``id`` keep it);
* ``cause``: observations answer the latest action not answered yet (the resolver's history
  alternates action / observation; an entry's own ``cause`` wins when present);
* ``source``: a ``message`` action whose text is the run's ``instruction`` (or the first
  message, before any agent action) is the user's; every other action is the agent's.

The session id is ``<owner>/<repo>#<number>`` (an evaluation run's ``instance_id`` when there is
no issue), with ``@<line>`` added when the same issue appears again further down the file. The
title is the issue title. ``result_explanation`` ends the session as a ``system`` / ``meta``
message and ``error`` as a ``system`` / ``error`` message, so the outcome the resolver judged
stays with the run.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from sessgraph.formats import Reader
from sessgraph.formats._io import as_dict, as_str, iter_json_lines, logical_name
from sessgraph.formats.openhands import session_from_events
from sessgraph.models import Message, MessageKind, ParsedSession, ReadWarning, Role

FORMAT = "openhands-resolver"
TITLE_LIMIT = 120
_HEAD = re.compile(rb'\A\s*\{\s*"(issue|instance_id|pr_review)"\s*:')
_EVENT_KEYS = frozenset({"id", "timestamp", "source", "cause", "message"})
_ACTION_KEEP = frozenset({"tool_call_metadata", "llm_metrics"})


def detect(path: Path, head: bytes) -> bool:
    """Resolver output: JSONL whose first object opens with ``issue`` (or an evaluation's
    ``instance_id``) and carries the resolver's ``instruction`` field; the resolver's own file
    name stands in for that field when a long issue body pushes it past the head."""
    if not _HEAD.match(head):
        return False
    return b'"instruction"' in head or logical_name(path) == "output.jsonl"


def _event(index: int, entry: dict[str, object], answering: int | None, user: bool) -> object:
    """A history entry in ``event_to_dict`` shape (see the module docstring)."""
    event_id = entry.get("id") if isinstance(entry.get("id"), int) else index
    if isinstance(entry.get("action"), str):
        if isinstance(entry.get("args"), dict):
            return {**entry, "id": event_id, "source": entry.get("source") or "agent"}
        args = {k: v for k, v in entry.items() if k not in _EVENT_KEYS | _ACTION_KEEP}
        del args["action"]
        event: dict[str, object] = {
            "id": event_id,
            "source": as_str(entry.get("source")) or ("user" if user else "agent"),
            "action": entry["action"],
            "args": args,
        }
        event.update({k: entry[k] for k in _ACTION_KEEP | {"timestamp"} if k in entry})
        return event
    if isinstance(entry.get("observation"), str):
        if isinstance(entry.get("extras"), dict):
            return {**entry, "id": event_id, "cause": entry.get("cause", answering)}
        extras = {
            k: v for k, v in entry.items() if k not in _EVENT_KEYS | {"content", "observation"}
        }
        return {
            "id": event_id,
            "cause": entry.get("cause") if isinstance(entry.get("cause"), int) else answering,
            "observation": entry["observation"],
            "content": entry.get("content"),
            "extras": extras,
            "timestamp": entry.get("timestamp"),
        }
    return entry  # neither: the event-list reader warns about it


def _events(history: list[object], instruction: str | None) -> list[object]:
    events: list[object] = []
    unanswered: int | None = None
    agent_acted = False
    for index, raw in enumerate(history, start=1):
        entry = as_dict(raw)
        if not entry:
            events.append(raw)
            continue
        is_action = isinstance(entry.get("action"), str)
        content = as_str(entry.get("content"))
        user = (
            entry.get("action") == "message"
            and content is not None
            and (content.strip() == (instruction or "").strip() or not agent_acted)
        )
        event = _event(index, entry, unanswered, user)
        events.append(event)
        if is_action:
            agent_acted = agent_acted or not user
            event_id = as_dict(event).get("id")
            unanswered = event_id if isinstance(event_id, int) else None
        elif isinstance(entry.get("observation"), str):
            unanswered = None
    return events


def _title(run: dict[str, object], fallback: str | None) -> str | None:
    title = as_str(as_dict(run.get("issue")).get("title"))
    if not title and fallback:
        title = next((line.strip() for line in fallback.splitlines() if line.strip()), None)
    if title and len(title) > TITLE_LIMIT:
        title = title[: TITLE_LIMIT - 1] + "…"
    return title or None


def _run_id(run: dict[str, object], line_no: int, seen: set[str]) -> str:
    issue = as_dict(run.get("issue")) or as_dict(run.get("pr_review"))
    owner, repo, number = issue.get("owner"), issue.get("repo"), issue.get("number")
    if isinstance(owner, str) and isinstance(repo, str) and isinstance(number, int):
        run_id = f"{owner}/{repo}#{number}"
    else:
        run_id = as_str(run.get("instance_id")) or f"line-{line_no}"
    if run_id in seen:
        run_id = f"{run_id}@{line_no}"
    seen.add(run_id)
    return run_id


def _outcome_messages(parsed: ParsedSession, run: dict[str, object], line_no: int) -> None:
    explanation = as_str(run.get("result_explanation")) or as_str(run.get("success_explanation"))
    success = run.get("success")
    outcomes: list[tuple[MessageKind, str]] = []
    if explanation:
        verdict = "resolved" if success is True else "not resolved" if success is False else "?"
        outcomes.append((MessageKind.META, f"Resolver verdict ({verdict}): {explanation}"))
    if error := as_str(run.get("error")):
        outcomes.append((MessageKind.ERROR, error))
    for kind, text in outcomes:
        parsed.messages.append(
            Message(
                seq=len(parsed.messages),
                native_id=f"line:{line_no}:{kind.value}",
                role=Role.SYSTEM,
                kind=kind,
                text=text,
                source_line=line_no,
            )
        )


def _run_session(
    path: Path, run: dict[str, object], line_no: int, seen: set[str], history: list[object]
) -> ParsedSession:
    instruction = as_str(run.get("instruction"))
    event_warnings: list[ReadWarning] = []
    parsed = session_from_events(path, _events(history, instruction), event_warnings)
    for message in parsed.messages:
        message.source_line = line_no
    _outcome_messages(parsed, run, line_no)
    session = parsed.session.model_copy(
        update={
            "id": _run_id(run, line_no, seen),
            "format": FORMAT,
            "title": _title(run, instruction) or parsed.session.title,
            "model": as_str(run.get("model")) or parsed.session.model,
        }
    )
    located = [
        ReadWarning(path=str(path), line=line_no, message=f"history[{w.line}]: {w.message}")
        for w in event_warnings
    ]
    return parsed.model_copy(update={"session": session, "warnings": located})


def read(path: Path) -> Iterator[ParsedSession]:
    """Read a resolver ``output.jsonl``: one session per line (one run per issue).

    Runs are yielded one behind, so that warnings about lines after a run (bad JSON) still
    reach the caller with the run before them; a file with no readable run yields one empty
    session carrying the warnings."""
    warnings: list[ReadWarning] = []
    seen: set[str] = set()
    previous: ParsedSession | None = None
    for line_no, run in iter_json_lines(path, warnings):
        history = run.get("history")
        if not isinstance(history, list):
            message = "resolver run without a 'history' list, skipped"
            warnings.append(ReadWarning(path=str(path), line=line_no, message=message))
            continue
        current = _run_session(path, run, line_no, seen, history)
        if previous is not None:
            previous.warnings[:0] = warnings
            warnings = []
            yield previous
        previous = current
    if previous is None:
        empty = session_from_events(path, [], [])
        previous = empty.model_copy(
            update={"session": empty.session.model_copy(update={"format": FORMAT})}
        )
    previous.warnings[:0] = warnings
    yield previous


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="OpenHands GitHub resolver output.jsonl (one run per issue, dataclass events)",
)
