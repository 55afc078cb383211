"""One run, several errors, each fixed by its own edit: one episode per error.

Issue 12, class 4 read with the fix model (the symptom -> fix link of each error). A build or
a test run often prints several distinct diagnostics at once (``rustc`` listing four errors
in two files, a test file whose cases fail with different exceptions); the agent then edits
one spot per diagnostic and runs the goal again. Stored as one episode, the run got one fix
(the first of the edits), and the knowledge of the others was lost: the edit that answered
``cannot find value `BRIGHT_WHITE```, told as the fix of a missing lifetime.

An edit *answers* a diagnostic when it removes a source line the diagnostic quotes (compilers,
type checkers and tracebacks print the offending line: ``424 |     let x = format!(…)``,
``>   assert total == 3``). Names the error quotes were tried as evidence too and left out:
on the tuning half they tied edits to errors the labels gave to other edits. Only the edits
between the run and the next run of its goal are read (the episode's own fix window), and a
diagnostic the next run still shows was not fixed by them (class 4). A diagnostic becomes an
episode of its own only when the edits answering it answer no other; the episode keeps the
edits answering its own error, else those answering none of the others, and nothing is split
when no edit is left for it. Diagnostics of one error signature (the same undefined name at two
lines) are one episode.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sessgraph.extract.error_text import strip_ansi
from sessgraph.extract.fix_candidates import edit_entities, is_config
from sessgraph.extract.records import Action, Episode, Fix, Symptom
from sessgraph.extract.signatures import (
    MAX_SCAN_CHARS,
    ErrorHit,
    error_signature,
    find_errors,
    normalise_error,
)

# A quoted source line shorter than this (``}``, ``else:``) says nothing about where it is.
MIN_QUOTED_LINE = 12
# Diagnostics of one run read at most (a log of hundreds of errors is not worked one by one).
MAX_DIAGNOSTICS = 12
# Confidence factor of a fix told for a diagnostic split off its run (the link is read from
# the edit's text alone, not from a run where only that error went away).
SPLIT_CONFIDENCE = 0.85

# A compiler's source gutter (``424 |``, `` 12 | ``), a traceback's or a test runner's line
# marker (``>``, ``E``), and line numbers (``  12:``) before the quoted code.
_GUTTER = re.compile(r"^\s*(?:\d+\s*[|:]|[|>]|E\s)\s?")


@dataclass
class _Diagnostic:
    hit: ErrorHit
    lines: list[str]  # the quoted code lines of the diagnostic's block (gutters stripped)


def _diagnostics(output: str) -> list[_Diagnostic]:
    """The distinct diagnostics of ``output`` in order, each with the block of lines up to
    the next one (its quoted code lines)."""
    text = strip_ansi(output[-MAX_SCAN_CHARS:])
    lines = text.splitlines()
    hits = sorted(find_errors(output), key=lambda h: h.line_no)[:MAX_DIAGNOSTICS]
    found = []
    for n, hit in enumerate(hits):
        end = hits[n + 1].line_no - 1 if n + 1 < len(hits) else len(lines)
        block = lines[hit.line_no : max(hit.line_no, end)]
        quoted = [_GUTTER.sub("", line).strip() for line in block if _GUTTER.match(line)]
        found.append(_Diagnostic(hit, [q for q in quoted if len(q) >= MIN_QUOTED_LINE]))
    return found


def _shown(output: str) -> set[str]:
    """The error signatures a run's output shows."""
    return {error_signature(h.error_text, h.error_type) for h in find_errors(output)}


def _answers(diagnostic: _Diagnostic, edit: Action) -> bool:
    """Whether ``edit`` removes a source line the diagnostic quotes."""
    return any(line in edit.removed_text for line in diagnostic.lines)


def split_by_error(episode: Episode, gone: Action, actions: list[Action]) -> list[Episode]:
    """Episodes split off ``episode`` (resolved, its fix an edit): one per further error
    signature of its last failing run before ``gone`` (the first run without its error) that
    edits in between answer, each with those edits as its fix and the episode's verification.
    The episode's own fix is narrowed to the edits answering its own error when there are
    such."""
    failing = next(
        (
            s.action
            for s in reversed(episode.symptoms)
            if s.action is not None and s.action.command and s.seq < gone.seq
        ),
        None,
    )
    if failing is None:
        return []
    start, end = failing.seq, gone.seq
    fix = episode.fix
    if fix is None or fix.kind not in ("code_edit", "config_edit") or not failing.output:
        return []
    edits = [a for a in actions if start < a.seq < end and a.is_edit]
    if len(edits) < 2:
        return []
    diagnostics = _diagnostics(failing.output)
    if len(diagnostics) < 2:
        return []
    own = episode.primary.signature
    still = (
        _shown(gone.output or "") if gone is not episode.verify or gone.status != "ok" else set()
    )
    groups: dict[str, tuple[ErrorHit, list[Action]]] = {}
    for diagnostic in diagnostics:
        signature = error_signature(diagnostic.hit.error_text, diagnostic.hit.error_type)
        if signature in still or diagnostic.hit.error_text in (gone.output or ""):
            continue  # class 4: the next run still shows it, so those edits did not fix it
        answering = [e for e in edits if _answers(diagnostic, e)]
        if not answering:
            continue
        hit, before = groups.get(signature, (diagnostic.hit, []))
        groups[signature] = (hit, [*before, *(e for e in answering if e not in before)])
    # An edit answering several signatures tells none of them apart.
    owners: dict[int, set[str]] = {}
    for signature, (_hit, answering) in groups.items():
        for edit in answering:
            owners.setdefault(id(edit), set()).add(signature)
    split: list[Episode] = []
    taken: set[int] = set()
    mine = groups.get(own or "")
    for signature, (hit, answering) in groups.items():
        alone = [e for e in answering if owners[id(e)] == {signature}]
        if not alone or signature == own:
            continue
        if mine is not None and any(e in mine[1] for e in alone):
            continue
        split.append(_episode_of(episode, failing, hit, signature, alone, fix))
        taken |= {id(e) for e in alone}
    if not split:
        return []
    # The episode keeps the edits answering its own error, else those answering no other.
    kept = [e for e in mine[1] if owners[id(e)] == {own}] if mine is not None else []
    kept = kept or [e for e in edits if id(e) not in taken and id(e) not in owners]
    if not kept:
        return []  # every edit answers another error: which fixed this one is unknown
    episode.fix = _fix_of(kept, fix, None)
    return split


def _episode_of(
    episode: Episode,
    failing: Action,
    hit: ErrorHit,
    signature: str,
    edits: list[Action],
    fix: Fix,
) -> Episode:
    symptom = Symptom(
        seq=failing.seq,
        message_id=failing.message_id,
        kind=episode.primary.kind,
        error_text=hit.error_text,
        error_type=hit.error_type,
        action=failing,
        template=normalise_error(hit.error_text),
        signature=signature,
    )
    return Episode(
        symptoms=[symptom],
        status="resolved",
        fix=_fix_of(edits, fix, hit.error_text),
        verify=episode.verify,
    )


def _fix_of(edits: list[Action], fix: Fix, diagnostic: str | None) -> Fix:
    first = edits[0]
    entities = [*dict.fromkeys(e for edit in edits for e in edit_entities(edit))]
    change = "; ".join(f"edit {e.edit_path}: +{e.added_text[:300]!r}" for e in edits)
    evidence = {**fix.evidence, "alternatives": []}
    if diagnostic is not None:
        evidence["split_from_run"] = diagnostic[:200]
    return Fix(
        message_id=first.message_id,
        seq=first.seq,
        kind="config_edit" if is_config(first.edit_path) else "code_edit",
        entities=entities,
        change=change,
        verify=fix.verify,
        confidence=round(fix.confidence * (SPLIT_CONFIDENCE if diagnostic else 1.0), 3),
        evidence=evidence,
        change_class=fix.change_class,
    )
