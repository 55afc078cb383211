"""Cross-session "what fixed this before?" on the labelled-real sets, and "nothing similar".

**Hit@k.** Each member of a ``cross_session_groups`` entry is a query. Its text is the labelled
``error_text`` of the member's episode (the episode named by the member, else the one whose
symptoms include the member's call); when there is none, or it is an annotator's remark in
parentheses, the stored symptom's error text at that call, else the stored command's output.
The database holds every labelled session; the querying file's own sessions are excluded from
the answer (``similar_fixes(exclude_sessions=...)``), since what the session itself did is not
knowledge from elsewhere. An answer is a hit when one of its past symptoms is in a session of
another member file of the same group and its kind / entities / change names that file's
labelled fix: a ``fix.entities`` token of the member's episode there, or one of the group's
``fix_entities`` (a whole token, case-insensitive). hit@1 looks at the top answer, hit@3 at the
first three. A query belongs to the half of the querying member's file.

**Nothing similar.** Every line of ``eval_data/unrelated_errors.txt`` (errors from domains no
labelled session touches) must get an empty answer from the same database.
"""

from __future__ import annotations

from importlib import resources
from typing import TYPE_CHECKING, Any

import sqlite_utils

from sessgraph.evaluate_ids import NativeIdIndex

if TYPE_CHECKING:
    from sessgraph.evaluate_real import LabelledFile
    from sessgraph.results import FixCandidate


def unrelated_errors() -> list[str]:
    """The fixed list of unrelated error lines shipped with sessgraph."""
    text = resources.files("sessgraph").joinpath("eval_data/unrelated_errors.txt")
    return [
        line.strip()
        for line in text.read_text("utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]


def _episode_of(labelled: LabelledFile, member: dict[str, Any]) -> dict[str, Any] | None:
    episodes: list[dict[str, Any]] = labelled.entry.get("episodes", [])
    for episode in episodes:
        if member.get("episode") and episode["id"] == member["episode"]:
            return episode
    for episode in episodes:
        if member["native_id"] in episode.get("symptom_native_ids", []):
            return episode
    return None


def stored_text(db: sqlite_utils.Database, labelled: LabelledFile, native_id: str) -> str:
    """The stored symptom's error text at the call, else the call's command output."""
    index = NativeIdIndex(db, labelled.session_ids, labelled.path)
    for command_id, native in index.call_native.items():
        if native_id in (native, index.natives.get(native)) or native == native_id:
            row = db.execute(
                "SELECT error_text FROM symptoms WHERE command_id = ? AND error_text IS NOT NULL",
                [command_id],
            ).fetchone()
            if row:
                return str(row[0])
            row = db.execute("SELECT output FROM commands WHERE id = ?", [command_id]).fetchone()
            return str(row[0] or "")[-2000:] if row else ""
    for session_id, seq in index.resolve(native_id):
        row = db.execute(
            "SELECT error_text FROM symptoms WHERE session_id = ? AND seq = ?", [session_id, seq]
        ).fetchone()
        if row and row[0]:
            return str(row[0])
    return ""


def _names(candidate: FixCandidate, entities: list[str]) -> bool:
    from sessgraph.evaluate_real import names_token

    text = f"{candidate.kind} {' '.join(candidate.entities)} {candidate.change or ''}"
    return any(names_token(str(e), text) for e in entities)


def score_similar(
    db: sqlite_utils.Database, files: list[LabelledFile], groups: list[dict[str, Any]]
) -> dict[str, Any]:
    """Hit@1 / hit@3 per cross-session query, and the unrelated errors' answers."""
    from sessgraph.similar import similar_fixes

    by_key = {(f.set_name, f.key): f for f in files}
    queries: list[dict[str, Any]] = []
    for group in groups:
        members = [
            (m, by_key[(group["set"], m["file"])])
            for m in group["members"]
            if (group["set"], m["file"]) in by_key
        ]
        # file key -> (its sessions, the fix tokens that name its labelled fix)
        targets: dict[str, tuple[set[str], list[str]]] = {}
        for member, labelled in members:
            sessions, tokens = targets.setdefault(labelled.key, (set(), []))
            sessions.update(labelled.session_ids)
            episode = _episode_of(labelled, member)
            tokens += ((episode or {}).get("fix") or {}).get("entities", [])
        for key in targets:
            targets[key][1].extend(group.get("fix_entities", []))
        for member, labelled in members:
            episode = _episode_of(labelled, member)
            text = (episode or {}).get("error_text") or ""
            source = "label"
            if not text or text.startswith("("):
                text, source = stored_text(db, labelled, member["native_id"]), "stored"
            answers = (
                similar_fixes(db, text, limit=3, exclude_sessions=labelled.session_ids)
                if text.strip()
                else []
            )
            hits = [
                any(
                    any(p.session_id in sessions for p in answer.fixed) and _names(answer, tokens)
                    for key, (sessions, tokens) in targets.items()
                    if key != labelled.key
                )
                for answer in answers
            ]
            query = {
                "group": group.get("category") or group.get("description", "")[:40],
                "file": f"{labelled.set_name}:{labelled.key}",
                "native_id": member["native_id"],
                "half": labelled.half,
                "text_from": source,
                "answers": len(answers),
                "hit_at_1": bool(hits and hits[0]),
                "hit_at_3": any(hits),
            }
            if not query["hit_at_1"]:
                top = answers[0].change or " ".join(answers[0].entities) if answers else "nothing"
                query["miss"] = (
                    f"query {query['group']} {labelled.key} {member['native_id']}: "
                    f"{' '.join(text.split())[:60]!r} -> {str(top)[:60]!r}"
                )
            queries.append(query)
    unrelated = []
    for line in unrelated_errors():
        answers = similar_fixes(db, line, limit=3)
        unrelated.append({"error": line, "answers": len(answers)})
    empty = sum(u["answers"] == 0 for u in unrelated)
    return {
        "queries": queries,
        "unrelated": unrelated,
        "nothing_similar": f"{empty}/{len(unrelated)}",
    }
