"""Score the extractor against labelled sessions (``gold.json`` beside a transcript).

Scoring rules (stated in the README with the figures):

* **Fix links.** A stored fix counts as correct when its episode contains a labelled
  symptom message of a labelled episode and the fix names at least one labelled fix entity
  (case-insensitive, in its entities or its change text). Precision is over all stored fixes
  of the session; recall is over labelled resolved episodes.
* **Reuse.** A labelled link is found when a stored link has the same entity (or its argparse
  abbreviation) with discovery and reuse each within ±2 messages of the label.
* **Pivots.** A labelled pivot is found when a stored pivot lies within ±2 messages.
* **Negatives.** Expected non-zero exits and flaky failures must produce no symptom; labelled
  "not a fix" and coincidental changes must not be the message of any fix.
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlite_utils

from sessgraph.extract.run import extract
from sessgraph.ingest import ingest_paths
from sessgraph.store import open_db
from sessgraph.store.readonly import Queryable

TOLERANCE = 2


@dataclass
class Score:
    name: str
    fix_tp: int = 0
    fixes: int = 0
    episodes_found: int = 0
    episodes: int = 0
    reuse_found: int = 0
    reuse: int = 0
    pivots_found: int = 0
    pivots: int = 0
    negatives_reported: list[str] = field(default_factory=list)
    negatives: int = 0
    queries: int = 0
    hit_at_1: int = 0
    hit_at_3: int = 0
    empty_expected: int = 0
    empty_answered: int = 0
    misses: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.fix_tp / self.fixes if self.fixes else 0.0

    @property
    def recall(self) -> float:
        return self.episodes_found / self.episodes if self.episodes else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def reuse_recall(self) -> float:
        return self.reuse_found / self.reuse if self.reuse else 1.0

    @property
    def pivot_recall(self) -> float:
        return self.pivots_found / self.pivots if self.pivots else 1.0

    @property
    def similar_queries(self) -> int:
        return self.queries - self.empty_expected

    def as_dict(self) -> dict[str, Any]:
        answerable = max(1, self.similar_queries)
        return {
            "name": self.name,
            "fix_precision": round(self.precision, 3),
            "fix_recall": round(self.recall, 3),
            "fix_f1": round(self.f1, 3),
            "fixes": self.fixes,
            "episodes": self.episodes,
            "reuse_recall": round(self.reuse_recall, 3),
            "reuse": self.reuse,
            "pivot_recall": round(self.pivot_recall, 3),
            "pivots": self.pivots,
            "negatives": self.negatives,
            "negatives_reported": self.negatives_reported,
            "queries": self.queries,
            "hit_at_1": round(self.hit_at_1 / answerable, 3) if self.similar_queries else None,
            "hit_at_3": round(self.hit_at_3 / answerable, 3) if self.similar_queries else None,
            "nothing_similar": f"{self.empty_answered}/{self.empty_expected}",
            "misses": self.misses,
        }


def transcript_path(folder: Path, gold: dict[str, Any]) -> Path:
    """The transcript a label set scores: a name in ``gold["files"]`` (maybe compressed),
    else the one other file beside ``gold.json``."""
    for name in gold.get("files", []):
        for candidate in (folder / name, folder / f"{name}.zst", folder / f"{name}.gz"):
            if candidate.exists():
                return candidate
    for candidate in sorted(folder.iterdir()):
        if candidate.name != "gold.json":
            return candidate
    raise FileNotFoundError(f"{folder}: no transcript beside gold.json")


def _names(entity_list: list[str], text: str) -> bool:
    lowered = text.lower()
    return any(e.lower() in lowered for e in entity_list)


def _flag_match(gold: str, stored: str) -> bool:
    g, s = gold.split()[0].lower(), stored.lower()
    return g == s or (len(g) >= 10 and (g.startswith(s) or s.startswith(g)))


def score_session(
    db: sqlite_utils.Database, session_id: str, gold: dict[str, Any], name: str
) -> Score:
    """Compare the stored extraction of one session with its labels."""
    score = Score(name=name)
    fixes = db.execute(
        "SELECT f.id, f.entities, f.change, m.seq, s.episode_id FROM fixes f "
        "JOIN messages m ON m.id = f.message_id JOIN symptoms s ON s.id = f.symptom_id "
        "WHERE f.session_id = ?",
        [session_id],
    ).fetchall()
    episode_seqs: dict[int, set[int]] = {}
    for episode_id, seq in db.execute(
        "SELECT episode_id, seq FROM symptoms WHERE session_id = ?", [session_id]
    ):
        episode_seqs.setdefault(episode_id, set()).add(seq)
    gold_episodes = [e for e in gold["episodes"] if e.get("resolved") and e.get("fix")]
    score.episodes = len(gold_episodes)
    score.fixes = len(fixes)
    found: set[str] = set()
    for _fid, entities, change, _fix_seq, episode_id in fixes:
        seqs = episode_seqs.get(episode_id, set())
        text = f"{entities} {change or ''}"
        for episode in gold_episodes:
            labelled = {s["seq"] for s in episode["symptoms"]}
            if seqs & labelled and _names(episode["fix"]["entities"], text):
                score.fix_tp += 1
                found.add(episode["id"])
                break
    score.episodes_found = len(found)
    score.misses += [
        f"fix {e['id']}: {e['summary']}" for e in gold_episodes if e["id"] not in found
    ]

    reuse = db.execute(
        "SELECT e.name, dm.seq, rm.seq FROM reuse r JOIN entities e ON e.id = r.entity_id "
        "JOIN messages dm ON dm.id = r.discovered_message_id "
        "JOIN messages rm ON rm.id = r.reused_message_id WHERE r.reused_session_id = ?",
        [session_id],
    ).fetchall()
    score.reuse = len(gold.get("reuse", []))
    for link in gold.get("reuse", []):
        d, r = link["discovered"]["seq"], link["reused"]["seq"]
        if any(
            _flag_match(link["entity"], n) and abs(ds - d) <= TOLERANCE and abs(rs - r) <= TOLERANCE
            for n, ds, rs in reuse
        ):
            score.reuse_found += 1
        else:
            score.misses.append(f"reuse {link['entity']} {d}→{r}")

    pivots = [r[0] for r in db.execute("SELECT seq FROM pivots WHERE session_id = ?", [session_id])]
    score.pivots = len(gold.get("pivots", []))
    for pivot in gold.get("pivots", []):
        if any(abs(p - pivot["seq"]) <= TOLERANCE for p in pivots):
            score.pivots_found += 1
        else:
            score.misses.append(f"pivot {pivot['seq']}")

    symptom_seqs = {
        seq
        for (seq,) in db.execute(
            "SELECT seq FROM symptoms WHERE session_id = ? AND status != 'flaky'", [session_id]
        )
    }
    fix_seqs = {row[3] for row in fixes}
    for negative in gold.get("negatives", []):
        score.negatives += 1
        seq = negative["seq"]
        # A flaky failure may be recorded, but only as flaky (no fix).
        if negative["kind"] in ("expected_nonzero", "flaky") and seq in symptom_seqs:
            score.negatives_reported.append(f"{negative['kind']} symptom at {seq}")
        if negative["kind"] in ("not_a_fix", "coincidental_change") and seq in fix_seqs:
            score.negatives_reported.append(f"{negative['kind']} fix at {seq}")
    return score


def score_queries(db: Queryable, gold: dict[str, Any], score: Score) -> None:
    """ "What fixed similar crashes before?" for each labelled query text."""
    from sessgraph.similar import similar_fixes

    for query in gold.get("queries", []):
        score.queries += 1
        expected = [str(e).lower() for e in query.get("expected_fix_entities", [])]
        found = similar_fixes(db, query["error_text"], limit=3)
        if not expected:
            score.empty_expected += 1
            if not found:
                score.empty_answered += 1
            else:
                score.misses.append(f"query expected nothing: {query['error_text'][:60]}")
            continue
        named = [
            any(e in f"{' '.join(c.entities)} {c.change or ''}".lower() for e in expected)
            for c in found
        ]
        score.hit_at_1 += bool(named and named[0])
        score.hit_at_3 += any(named)
        if not (named and named[0]):
            score.misses.append(
                f"query {query.get('expected_episode')}: {query['error_text'][:60]}"
            )


def evaluate_folders(folders: list[Path]) -> list[Score]:
    """Ingest every labelled folder into one scratch database and score each of them.

    Queries run against the combined database, so a query must find its fix among all the
    label sets' fixes, as it would in a real history."""
    golds = [json.loads((f / "gold.json").read_text(encoding="utf-8")) for f in folders]
    with tempfile.TemporaryDirectory() as tmp:
        db = open_db(Path(tmp) / "eval.db")
        mains = []
        for folder, gold in zip(folders, golds, strict=True):
            report = ingest_paths(db, [transcript_path(folder, gold)], extract=False)
            extract(db, report.changed_session_ids)
            mains.append(
                max(
                    report.changed_session_ids,
                    key=lambda sid: db.execute(
                        "SELECT message_count FROM sessions WHERE id = ?", [sid]
                    ).fetchone()[0],
                )
            )
        from sessgraph.extract.run import link_sessions

        link_sessions(db)
        scores = []
        for folder, gold, main in zip(folders, golds, mains, strict=True):
            score = score_session(db, main, gold, folder.name)
            score_queries(db, gold, score)
            scores.append(score)
        db.close()
    return scores
