"""Score the extractor on the labelled-real sets (real transcripts, labels keyed by native ids).

A set is one ``*.gold.json`` (``{"schema_notes", "files": {path: entry}, "cross_session_groups"}``)
whose transcripts sit in ``files/`` beside it, or, for ``corpus.gold.json``, in ``../corpus/``.
Every file of every set given is ingested and extracted into one scratch database, then scored
file by file; figures are reported per file and micro-averaged (counts summed) over all files,
the tuning half or the test half (:mod:`sessgraph.evaluate.split`). Labelled ids are mapped to
stored positions by :mod:`sessgraph.evaluate.ids`; an id that maps to nothing is listed as
unmatched and counts as not found.

Definitions (a stored symptom *matches* a labelled call when its command is that tool call, or,
for a symptom with no command, when it sits on that call's message):

* **Fix links.** Gold: episodes with ``resolved`` true and a ``fix``. A stored fix of a labelled
  file is right when its episode holds a stored symptom matching a symptom of such an episode
  and the fix is the labelled change: its message is the labelled ``fix.native_id`` (or one of
  ``fix_native_ids``), or its entities/change text names one of ``fix.entities``
  (case-insensitive, as a whole token: :func:`names_token`). Precision = right fixes / all
  stored fixes of the labelled files; recall = gold episodes with a right fix / gold episodes.
* **Symptom recall.** Episodes that are not ``expected_failure``: found when a stored symptom
  matches one of ``symptom_native_ids`` / ``symptom_message_ids``. Split by ``shell`` (or, where
  the field is absent, ``failing_command`` not null). **Masked recall** is the same over
  episodes with ``masked`` true.
* **Pivot recall.** A labelled pivot is found when a stored pivot of the same session lies
  within ±2 messages of the labelled record.
* **Pivot precision** (at k). sessgraph stores a pivot per episode and per named cause, most
  of them with low scores, and what a reader is shown is the highest-scored ones; so the
  figure is the precision of each file's top ``k`` stored pivots by score, ``k`` = the number
  of labelled pivots of that file (fewer when fewer are stored): a stored pivot is right when
  it lies within ±2 messages of a labelled pivot of its session. Files without labelled
  pivots take no part. The precision of all stored pivots is kept beside it
  (``pivot_precision_all``, files with a ``pivots`` list).
* **Negatives** (each one reported is a defect): an ``expected_nonzero`` call with a stored
  symptom that is not ``flaky``; a stored fix whose episode holds a symptom of an
  ``expected_failure`` episode; a stored fix whose episode holds a symptom of a gave-up episode
  (hard case ``gave_up``, or unresolved with no ``fix.native_id``).
* **Cross-session hit@k** (:mod:`sessgraph.evaluate.queries`).
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlite_utils

from sessgraph.evaluate.ids import NativeIdIndex, Position
from sessgraph.evaluate.labels import LabelledFile, names_token
from sessgraph.evaluate.split import half_of, repos_of

TOLERANCE = 2


@dataclass
class FileScore:
    """Counts for one file; rates are computed on sums, so halves micro-average."""

    name: str
    half: str
    fixes: int = 0
    fix_right: int = 0
    fix_episodes: int = 0
    fix_found: int = 0
    symptoms: dict[str, int] = field(default_factory=lambda: {"shell": 0, "other": 0})
    symptoms_found: dict[str, int] = field(default_factory=lambda: {"shell": 0, "other": 0})
    masked: int = 0
    masked_found: int = 0
    pivots: int = 0
    pivots_found: int = 0
    pivots_top: int = 0  # the top-k stored pivots (k = labelled pivots of the file)
    pivots_top_right: int = 0
    pivots_stored: int = 0
    pivots_stored_right: int = 0
    negatives: list[str] = field(default_factory=list)
    unmatched: list[str] = field(default_factory=list)
    misses: list[str] = field(default_factory=list)


def _rate(found: int, total: int) -> float | None:
    return round(found / total, 3) if total else None


def _f1(p: float | None, r: float | None) -> float | None:
    if p is None or r is None:
        return None
    return round(2 * p * r / (p + r), 3) if p + r else 0.0


def rates(scores: list[FileScore]) -> dict[str, Any]:
    """Micro-averaged figures over ``scores`` (sums of counts, then ratios)."""
    fixes = sum(s.fixes for s in scores)
    right = sum(s.fix_right for s in scores)
    episodes = sum(s.fix_episodes for s in scores)
    found = sum(s.fix_found for s in scores)
    precision = _rate(right, fixes) if fixes else (0.0 if episodes else None)
    recall = _rate(found, episodes)
    shell = sum(s.symptoms["shell"] for s in scores)
    other = sum(s.symptoms["other"] for s in scores)
    shell_found = sum(s.symptoms_found["shell"] for s in scores)
    other_found = sum(s.symptoms_found["other"] for s in scores)
    return {
        "files": len(scores),
        "fix_precision": precision,
        "fix_recall": recall,
        "fix_f1": _f1(precision, recall),
        "fixes_stored": fixes,
        "fixes_right": right,
        "fix_episodes": episodes,
        "fix_episodes_found": found,
        "masked_recall": _rate(sum(s.masked_found for s in scores), sum(s.masked for s in scores)),
        "masked": sum(s.masked for s in scores),
        "symptom_recall": _rate(shell_found + other_found, shell + other),
        "symptom_recall_shell": _rate(shell_found, shell),
        "symptom_recall_other": _rate(other_found, other),
        "symptoms": shell + other,
        "pivot_recall": _rate(sum(s.pivots_found for s in scores), sum(s.pivots for s in scores)),
        "pivots": sum(s.pivots for s in scores),
        "pivot_precision": _rate(
            sum(s.pivots_top_right for s in scores), sum(s.pivots_top for s in scores)
        ),
        "pivot_precision_all": _rate(
            sum(s.pivots_stored_right for s in scores), sum(s.pivots_stored for s in scores)
        ),
        "pivots_stored": sum(s.pivots_stored for s in scores),
        "negatives_reported": sum(len(s.negatives) for s in scores),
        "negatives_expected_nonzero": sum(
            n.startswith("expected non-zero") for s in scores for n in s.negatives
        ),
        "negatives_expected_failure_fixed": sum(
            "expected failure" in n for s in scores for n in s.negatives
        ),
        "negatives_gave_up_fixed": sum("gave-up" in n for s in scores for n in s.negatives),
        "unmatched_ids": sum(len(s.unmatched) for s in scores),
    }


def _episode_positions(
    db: sqlite_utils.Database, session_ids: list[str]
) -> tuple[list[dict[str, Any]], dict[tuple[str, int], list[dict[str, Any]]]]:
    marks = ", ".join("?" for _ in session_ids) or "NULL"
    cursor = db.execute(
        f"SELECT id, session_id, seq, command_id, episode_id, status FROM symptoms "
        f"WHERE session_id IN ({marks})",
        session_ids,
    )
    columns = [c[0] for c in cursor.description]
    symptoms = [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]
    by_episode: dict[tuple[str, int], list[dict[str, Any]]] = {}
    for symptom in symptoms:
        by_episode.setdefault((symptom["session_id"], symptom["episode_id"]), []).append(symptom)
    return symptoms, by_episode


def _matches(index: NativeIdIndex, symptom: dict[str, Any], native_id: str) -> bool:
    if index.call_native.get(symptom["command_id"] or -1):
        return index.command_is(symptom["command_id"], native_id)
    if symptom["command_id"] is not None:
        return (symptom["session_id"], symptom["seq"]) in index.command_positions(native_id)
    return (symptom["session_id"], symptom["seq"]) in index.resolve(native_id)


def _symptom_ids(episode: dict[str, Any]) -> list[str]:
    return [*episode.get("symptom_native_ids", []), *(episode.get("symptom_message_ids") or [])]


def _is_shell(episode: dict[str, Any]) -> bool:
    if "shell" in episode:
        return bool(episode["shell"])
    return episode.get("failing_command") is not None


def _gave_up(episode: dict[str, Any]) -> bool:
    fix = episode.get("fix") or {}
    return "gave_up" in episode.get("hard_cases", []) or (
        not episode.get("resolved") and not fix.get("native_id")
    )


def _names(entities: list[str], text: str) -> bool:
    return any(names_token(str(e), text) for e in entities)


def _expected_nonzero(entry: dict[str, Any]) -> list[str]:
    """The ids of the intended failures (plain ids, or records holding a ``native_id``)."""
    found = []
    for item in entry.get("expected_nonzero", []):
        native = item.get("native_id") if isinstance(item, dict) else item
        if isinstance(native, str):
            found.append(native)
    return found


def _check_ids(index: NativeIdIndex, score: FileScore, entry: dict[str, Any]) -> None:
    """List every labelled id that maps to no stored record."""
    ids: list[str] = []
    for episode in entry.get("episodes", []):
        ids += _symptom_ids(episode)
        ids.append((episode.get("fix") or {}).get("native_id") or "")
    ids += [p.get("native_id") or p.get("message_id") or "" for p in entry.get("pivots", [])]
    ids += _expected_nonzero(entry)
    score.unmatched = sorted({i for i in ids if i and not index.resolve(i)})


def score_file(db: sqlite_utils.Database, labelled: LabelledFile) -> FileScore:
    """Compare the stored extraction of one labelled file with its labels."""
    score = FileScore(name=f"{labelled.set_name}:{labelled.key}", half=labelled.half)
    entry = labelled.entry
    index = NativeIdIndex(db, labelled.session_ids, labelled.path)
    _check_ids(index, score, entry)
    symptoms, by_episode = _episode_positions(db, labelled.session_ids)
    episodes = entry.get("episodes", [])

    def stored_for(episode: dict[str, Any]) -> list[dict[str, Any]]:
        ids = _symptom_ids(episode)
        return [s for s in symptoms if any(_matches(index, s, i) for i in ids)]

    matched = {e["id"]: stored_for(e) for e in episodes}
    for episode in episodes:
        if episode.get("expected_failure"):
            continue
        kind = "shell" if _is_shell(episode) else "other"
        score.symptoms[kind] += 1
        found = bool(matched[episode["id"]])
        score.symptoms_found[kind] += found
        if episode.get("masked"):
            score.masked += 1
            score.masked_found += found
        if not found:
            text = str(episode.get("error_text") or "")[:70]
            score.misses.append(f"symptom {episode['id']} ({kind}): {text}")

    marks = ", ".join("?" for _ in labelled.session_ids) or "NULL"
    fixes = db.execute(
        f"SELECT f.id, f.session_id, m.seq, s.episode_id, f.entities, f.kind, f.change "
        f"FROM fixes f JOIN messages m ON m.id = f.message_id "
        f"JOIN symptoms s ON s.id = f.symptom_id WHERE f.session_id IN ({marks})",
        labelled.session_ids,
    ).fetchall()
    gold = [e for e in episodes if e.get("resolved") and e.get("fix")]
    score.fixes, score.fix_episodes = len(fixes), len(gold)
    found_ids: set[str] = set()
    for _fid, session_id, seq, episode_id, entities, kind, change in fixes:
        in_episode = {s["id"] for s in by_episode.get((session_id, episode_id), [])}
        fix_position: Position = (session_id, seq)
        text = f"{kind} {entities} {change or ''}"
        for episode in episodes:
            if not in_episode & {s["id"] for s in matched[episode["id"]]}:
                continue
            if episode.get("expected_failure"):
                score.negatives.append(f"fix at seq {seq} for expected failure {episode['id']}")
            elif _gave_up(episode):
                score.negatives.append(f"fix at seq {seq} for gave-up episode {episode['id']}")
        for episode in gold:
            if not in_episode & {s["id"] for s in matched[episode["id"]]}:
                continue
            fix = episode["fix"]
            fix_ids = [fix.get("native_id"), *episode.get("fix_native_ids", [])]
            at_fix = any(fix_position in index.resolve(i) for i in fix_ids if i)
            if at_fix or _names(fix.get("entities", []), text):
                score.fix_right += 1
                found_ids.add(episode["id"])
                break
    score.fix_found = len(found_ids)
    score.misses += [
        f"fix {e['id']}: {str(e.get('error_text') or '')[:70]}"
        for e in gold
        if e["id"] not in found_ids
    ]

    pivots: dict[str, list[int]] = {}
    stored: list[tuple[float, str, int]] = []
    for session_id, seq, pivot_score in db.execute(
        f"SELECT session_id, seq, score FROM pivots WHERE session_id IN ({marks})",
        labelled.session_ids,
    ):
        pivots.setdefault(session_id, []).append(seq)
        stored.append((float(pivot_score or 0.0), session_id, seq))
    labelled_at: set[Position] = set()
    for pivot in entry.get("pivots", []):
        score.pivots += 1
        where = index.resolve(pivot.get("native_id") or pivot.get("message_id"))
        labelled_at |= where
        if any(abs(p - seq) <= TOLERANCE for sid, seq in where for p in pivots.get(sid, [])):
            score.pivots_found += 1
        else:
            score.misses.append(f"pivot {pivot.get('native_id') or pivot.get('message_id')}")
    _score_pivot_precision(score, stored, labelled_at, "pivots" in entry)

    for native_id in _expected_nonzero(entry):
        if any(_matches(index, s, native_id) and s["status"] != "flaky" for s in symptoms):
            score.negatives.append(f"expected non-zero {native_id} stored as a symptom")
    return score


def _score_pivot_precision(
    score: FileScore, stored: list[tuple[float, str, int]], labelled_at: set[Position], has: bool
) -> None:
    """Count the stored pivots near a labelled one: all of them, and the top ``k`` by score
    (``k`` = the file's labelled pivots; ties keep session order)."""

    def right(session_id: str, seq: int) -> bool:
        return any(sid == session_id and abs(at - seq) <= TOLERANCE for sid, at in labelled_at)

    if has:
        score.pivots_stored = len(stored)
        score.pivots_stored_right = sum(right(sid, seq) for _, sid, seq in stored)
    ranked = sorted(stored, key=lambda item: (-item[0], item[1], item[2]))[: score.pivots]
    score.pivots_top = len(ranked)
    score.pivots_top_right = sum(right(sid, seq) for _, sid, seq in ranked)


def gold_root(gold_path: Path) -> Path:
    """Where a set's transcripts are: ``files/`` beside it, else ``../corpus/``."""
    beside = gold_path.parent / "files"
    if gold_path.name != "corpus.gold.json" and beside.is_dir():
        return beside
    corpus = gold_path.parent.parent / "corpus"
    if corpus.is_dir():
        return corpus
    return beside


def load_sets(gold_paths: list[Path]) -> tuple[list[LabelledFile], list[dict[str, Any]]]:
    """Every labelled file of the sets, and their cross-session groups (tagged by set)."""
    files: list[LabelledFile] = []
    groups: list[dict[str, Any]] = []
    for gold_path in gold_paths:
        gold = json.loads(gold_path.read_text(encoding="utf-8"))
        root = gold_root(gold_path)
        # MANIFEST.tsv sits beside the transcripts (files/) or beside the gold file.
        repos = {**repos_of(gold_path.parent), **repos_of(root)}
        set_name = gold_path.name.removesuffix(".json").removesuffix(".gold")
        if set_name == "gold":
            set_name = gold_path.parent.name
        for key, entry in gold["files"].items():
            repo = repos.get(key)
            files.append(LabelledFile(set_name, key, root / key, entry, repo, half_of(repo)))
        for group in gold.get("cross_session_groups", []):
            groups.append({**group, "set": set_name})
    return files, groups


def ingest_labelled(db: sqlite_utils.Database, files: list[LabelledFile]) -> list[str]:
    """Ingest and extract every labelled file; returns one line per file that failed to read."""
    from sessgraph.extract.run import extract, link_sessions
    from sessgraph.ingest import ingest_paths

    problems: list[str] = []
    for labelled in files:
        report = ingest_paths(db, [labelled.path], workers=0)
        for result in report.files:
            labelled.session_ids += result.session_ids
            if result.error:
                problems.append(f"{labelled.set_name}:{labelled.key}: {result.error}")
        if labelled.session_ids:
            extract(db, labelled.session_ids)
    link_sessions(db)
    return problems


def evaluate_sets(gold_paths: list[Path], db_path: Path | None = None) -> dict[str, Any]:
    """Ingest the sets into a scratch database (or ``db_path``) and score them all."""
    from sessgraph.evaluate.queries import score_similar
    from sessgraph.store import open_db

    files, groups = load_sets(gold_paths)
    with tempfile.TemporaryDirectory() as tmp:
        db = open_db(db_path or Path(tmp) / "eval.db")
        problems = ingest_labelled(db, files)
        scores = [score_file(db, f) for f in files]
        similar = score_similar(db, files, groups)
        db.close()
    return {"files": scores, "similar": similar, "problems": problems}


def summarise(result: dict[str, Any], half: str = "all") -> dict[str, Any]:
    """The figures of one half (``all`` / ``tuning`` / ``test``), per file and micro-averaged."""
    scores = [s for s in result["files"] if half in ("all", s.half)]
    queries = [q for q in result["similar"]["queries"] if half in ("all", q["half"])]
    answerable = len(queries)
    return {
        "half": half,
        "micro": rates(scores),
        "similar": {
            "queries": answerable,
            "hit_at_1": _rate(sum(q["hit_at_1"] for q in queries), answerable),
            "hit_at_3": _rate(sum(q["hit_at_3"] for q in queries), answerable),
            "hits_at_1": sum(q["hit_at_1"] for q in queries),
            "hits_at_3": sum(q["hit_at_3"] for q in queries),
            "nothing_similar": result["similar"]["nothing_similar"],
            "unrelated": result["similar"]["unrelated"],
        },
        "per_file": [
            {
                "name": s.name,
                "half": s.half,
                **rates([s]),
                "negatives": s.negatives,
                "unmatched": s.unmatched,
                "misses": s.misses,
            }
            for s in scores
        ],
        "query_misses": [q["miss"] for q in queries if q.get("miss")],
        "problems": result["problems"],
    }
