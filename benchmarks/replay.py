"""Replay: what would an agent have been told at each labelled failure, from history alone?

Usage::

    python benchmarks/replay.py                       # the shared sets (and tests/labelled-real;
                                                      # $SESSGRAPH_SHARED overrides ../shared)
    python benchmarks/replay.py --half tuning --json
    python benchmarks/replay.py SET.gold.json ...     # other labelled-real sets

The labelled-real files are put in time order (their first message's timestamp, read from a
first ingest), then ingested and extracted one by one into a scratch database. Before a file
is ingested, each labelled failure in it (every episode that is not an intended failure) is
asked of ``similar_fixes`` with its labelled error text (the stored symptom's text when the
label is an annotator's remark). The database then holds exactly the sessions that started
earlier: knowledge from other sessions only (what the same session learnt earlier is not
counted, a conservative reading of "what was stored before that moment").

Counted per failure, on the top answer and on the first three:

* **named the fix**: the failure has a labelled fix and the answer names one of its
  ``fix.entities`` (a whole token, as in ``sessgraph eval``);
* **wrong**: an answer that does not name it (or any answer for a failure whose label has no
  fix: a gave-up or unverified story, where the honest answer is silence or a real fix);
* **silent**: nothing similar.

The table splits failures into "with a labelled fix" and "without one", by half.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sessgraph.evaluate.ids import NativeIdIndex
from sessgraph.evaluate.queries import stored_text
from sessgraph.evaluate.real import (
    LabelledFile,
    ingest_labelled,
    load_sets,
    names_token,
)
from sessgraph.results import FixCandidate
from sessgraph.similar import similar_fixes
from sessgraph.store import open_db

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("SESSGRAPH_SHARED", REPO.parent / "shared")) / "labelled-real"
DEFAULT_SETS = [
    SHARED / "corpus.gold.json",
    SHARED / "files.gold.json",
    *sorted((REPO / "tests" / "labelled-real").glob("*/gold.json")),
]


Texts = dict[tuple[str, str], str]
# The hook is sent the end of a failed command's output (hooks.events.MAX_OUTPUT_CHARS).
EVENT_OUTPUT_CHARS = 20_000


def _event_text(probe: Any, index: NativeIdIndex, native_id: str) -> str:
    """What the failure hook is asked with at the labelled call: the stored command's output
    (its end) and the command, as ``hooks.respond.best_fix`` joins them; empty when the call
    is no shell command (the hook answers shell failures only: an edit tool's refusal sends
    it nothing)."""
    for command_id in index.call_native:
        if index.command_is(command_id, native_id):
            row = probe.execute(
                "SELECT command, output FROM commands WHERE id = ?", [command_id]
            ).fetchone()
            if row is None:
                return ""
            output = str(row[1] or "")[-EVENT_OUTPUT_CHARS:]
            return "\n".join(part for part in (output, str(row[0] or "")) if part)
    return ""


def _time_order(
    files: list[LabelledFile], workdir: Path, event: bool = False
) -> tuple[list[tuple[str, LabelledFile]], Texts]:
    """``(first timestamp, file)`` in time order, and the query text of every labelled
    failure (``(file key, episode id) -> text``), from a first ingest of all files; with
    ``event``, the text the failure hook is sent instead (:func:`_event_text`)."""
    probe = open_db(workdir / "probe.db")
    ingest_labelled(probe, files)
    ordered = []
    for labelled in files:
        marks = ", ".join("?" for _ in labelled.session_ids) or "NULL"
        (first,) = probe.execute(
            f"SELECT min(timestamp) FROM messages WHERE session_id IN ({marks})",
            labelled.session_ids,
        ).fetchone()
        ordered.append((first or "", labelled))
    ordered.sort(key=lambda pair: (pair[0], pair[1].key))
    texts: Texts = {}
    for labelled in files:
        index = NativeIdIndex(probe, labelled.session_ids, labelled.path) if event else None
        for episode in labelled.entry.get("episodes", []):
            if index is not None:
                ids = episode.get("symptom_native_ids", [])
                texts[(labelled.key, episode["id"])] = (
                    _event_text(probe, index, ids[0]) if ids else ""
                )
                continue
            label = episode.get("error_text") or ""
            if not label or label.startswith("("):
                ids = episode.get("symptom_native_ids", [])
                label = stored_text(probe, labelled, ids[0]) if ids else ""
            texts[(labelled.key, episode["id"])] = label
    probe.close()
    return ordered, texts


def _names_fix(answer: FixCandidate, entities: Sequence[str]) -> bool:
    text = f"{answer.kind} {' '.join(answer.entities)} {answer.change or ''}"
    return any(names_token(str(e), text) for e in entities)


def _hook_answers(db: Any, answers: list[FixCandidate]) -> list[FixCandidate]:
    """What the failure hook would tell the agent: the first answer it finds strong enough
    (close, confident, verified), or nothing (sessgraph.hooks.respond.remembered_fix)."""
    from sessgraph.hooks.events import HookEvent
    from sessgraph.hooks.respond import remembered_fix

    event = HookEvent(agent="claude-code", name="PostToolUseFailure", action="failure")
    for answer in answers:
        if remembered_fix(db.conn, answer, event) is not None:
            return [answer]
    return []


def fold_of(repo: str | None) -> str:
    """The cross-validation fold (``A`` / ``B``) of a tuning file's repository: the hash rule
    of the round-11 method (sha1 of ``fold:<repo>``, even is A), so that rules designed on one
    fold's files are checked on the other's."""
    digest = hashlib.sha1(("fold:" + (repo or "")).encode()).hexdigest()
    return "A" if int(digest, 16) % 2 == 0 else "B"


def replay(
    gold_paths: list[Path],
    only_half: str | None = None,
    hook: bool = False,
    fold: str | None = None,
    event: bool = False,
) -> list[dict[str, Any]]:
    """One record per labelled failure: its half, whether it has a labelled fix, the answer.
    ``only_half``: replay the files of that half alone (the others are not in the history);
    ``fold``: of the tuning half, only the files of that fold (:func:`fold_of`);
    ``hook``: count only what the failure hook would say (its thresholds and silence);
    ``event``: ask with what the hook is sent (the failed command and its output; nothing
    for a failure of another tool) instead of the labelled error text."""
    files, _groups = load_sets([p for p in gold_paths if p.is_file()])
    if fold:
        only_half = "tuning"
        files = [f for f in files if f.half == "tuning" and fold_of(f.repo) == fold]
    if only_half:
        files = [f for f in files if f.half == only_half]
    records: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp:
        ordered, texts = _time_order(files, Path(tmp), event)
        db = open_db(Path(tmp) / "replay.db")
        for started, labelled in ordered:
            for episode in labelled.entry.get("episodes", []):
                if episode.get("expected_failure"):
                    continue
                text = texts[(labelled.key, episode["id"])]
                answers = similar_fixes(db, text, limit=3) if text.strip() else []
                if hook:
                    answers = _hook_answers(db, answers)
                fix = episode.get("fix") if episode.get("resolved") else None
                entities = (fix or {}).get("entities", [])
                named = [_names_fix(a, entities) for a in answers] if entities else []
                records.append(
                    {
                        "file": f"{labelled.set_name}:{labelled.key}",
                        "episode": episode["id"],
                        "half": labelled.half,
                        "started": started,
                        "has_fix": bool(entities),
                        "fix_entities": entities,
                        "query": text[:300],
                        "answers": len(answers),
                        "named_at_1": bool(named and named[0]),
                        "named_at_3": any(named),
                        "top_similarity": answers[0].similarity if answers else None,
                        "top_fix": (answers[0].change or " ".join(answers[0].entities))[:200]
                        if answers
                        else None,
                        "top_from": answers[0].fixed[0].session_id if answers else None,
                        "top_past": (answers[0].fixed[0].error_text or "")[:200]
                        if answers
                        else None,
                    }
                )
            session_ids, labelled.session_ids = labelled.session_ids, []
            ingest_labelled(db, [labelled])
            if sorted(labelled.session_ids) != sorted(session_ids):
                raise RuntimeError(f"{labelled.key}: sessions differ between the two ingests")
        db.close()
    return records


def tally(records: list[dict[str, Any]], half: str) -> dict[str, Any]:
    """Counts of one half (``all`` / ``tuning`` / ``test``)."""
    chosen = [r for r in records if half in ("all", r["half"])]
    with_fix = [r for r in chosen if r["has_fix"]]
    without = [r for r in chosen if not r["has_fix"]]
    return {
        "half": half,
        "failures": len(chosen),
        "with_fix": len(with_fix),
        "named_at_1": sum(r["named_at_1"] for r in with_fix),
        "named_at_3": sum(r["named_at_3"] for r in with_fix),
        "wrong_at_1": sum(r["answers"] > 0 and not r["named_at_1"] for r in with_fix),
        "silent": sum(r["answers"] == 0 for r in with_fix),
        "without_fix": len(without),
        "answered_without_fix": sum(r["answers"] > 0 for r in without),
        "silent_without_fix": sum(r["answers"] == 0 for r in without),
    }


def _table(tallies: list[dict[str, Any]]) -> list[str]:
    lines = [
        "| half | failures | with a labelled fix | named it (top) | named it (top 3) "
        "| wrong top answer | silent | without a labelled fix: answered / silent |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for t in tallies:
        lines.append(
            f"| {t['half']} | {t['failures']} | {t['with_fix']} | {t['named_at_1']} "
            f"| {t['named_at_3']} | {t['wrong_at_1']} | {t['silent']} "
            f"| {t['answered_without_fix']} / {t['silent_without_fix']} |"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", nargs="*", type=Path, help="labelled-real gold files")
    parser.add_argument("--half", choices=["all", "tuning", "test"], default=None)
    parser.add_argument("--json", action="store_true", help="print the tallies as JSON")
    parser.add_argument(
        "--only-half",
        choices=["tuning", "test"],
        default=None,
        help="replay only this half's files (the history holds no other half)",
    )
    parser.add_argument(
        "--fold",
        choices=["A", "B"],
        default=None,
        help="replay only this fold of the tuning half (the history holds no other file)",
    )
    parser.add_argument(
        "--records", type=Path, default=None, help="write every failure's record (JSON) here"
    )
    parser.add_argument(
        "--hook", action="store_true", help="count what the failure hook would tell the agent"
    )
    parser.add_argument(
        "--event",
        action="store_true",
        help="ask with what the hook is sent (failed shell command + its output), not the label",
    )
    args = parser.parse_args(argv)
    sets = args.sets or [p for p in DEFAULT_SETS if p.is_file()]
    if not sets:
        print(f"no labelled-real sets found (looked for {SHARED})", file=sys.stderr)
        return 1
    records = replay(sets, args.only_half, hook=args.hook, fold=args.fold, event=args.event)
    if args.records:
        args.records.write_text(json.dumps(records, indent=1), encoding="utf-8")
    halves = [args.half] if args.half else ["all", "tuning", "test"]
    tallies = [tally(records, h) for h in halves]
    if args.json:
        print(json.dumps(tallies, indent=2))
    else:
        print("\n".join(_table(tallies)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
