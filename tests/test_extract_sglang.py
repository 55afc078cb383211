"""The extractor on the labelled sglang-ops session shipped in data/ (needs no ../shared)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from conftest import DATA, SGLANG_SESSION
from sessgraph import api
from sessgraph.evaluate import score_session
from sessgraph.store import open_db

GOLD = json.loads((DATA / "sglang-ops" / "gold.json").read_text())


def test_scores_meet_targets(sglang_db: Path) -> None:
    """Fix-link F1 ≥ 0.9, reuse recall ≥ 0.9, pivot recall 1.0, no labelled negative reported."""
    db = open_db(sglang_db)
    score = score_session(db, SGLANG_SESSION, GOLD, "sglang-ops")
    assert score.f1 >= 0.9, score.misses
    assert score.reuse_recall >= 0.9, score.misses
    assert score.pivot_recall == 1.0, score.misses
    assert score.negatives_reported == []
    assert score.fixes >= 40


def test_crash_loop_episode_links_unit_edit(sglang_db: Path) -> None:
    """The MTP crash loop is one episode whose fix is the unit edit, verified by the poll."""
    conn = sqlite3.connect(sglang_db)
    rows = conn.execute(
        "SELECT y.seq, y.kind, y.status FROM symptoms y WHERE y.session_id = ? "
        "AND y.seq BETWEEN 6115 AND 6130 ORDER BY y.seq",
        [SGLANG_SESSION],
    ).fetchall()
    assert [r[0] for r in rows] == [6119, 6120, 6121, 6122]
    assert {r[1] for r in rows} == {"crash_loop", "user_report"}
    assert {r[2] for r in rows} == {"resolved"}
    fix = conn.execute(
        "SELECT m.seq, f.kind, f.entities, c.command, vm.seq FROM fixes f "
        "JOIN messages m ON m.id = f.message_id JOIN symptoms y ON y.id = f.symptom_id "
        "JOIN commands c ON c.id = f.verify_command_id JOIN messages vm ON vm.id = c.message_id "
        "WHERE y.seq = 6119"
    ).fetchone()
    assert fix[0] == 6124 and fix[1] == "config_edit"
    entities = json.loads(fix[2])
    assert "--mamba-scheduler-strategy" in entities
    assert any(e.startswith("SGLANG_ENABLE_SPEC_V2") for e in entities)
    assert fix[3].startswith("for i in $(seq 1 90)") and fix[4] == 6126


def test_pivot_6123_tops_its_segment_and_the_session(sglang_db: Path) -> None:
    """Message 6123 is the highest-scoring pivot, and it reuses knowledge from far back."""
    with api.SessGraph(sglang_db) as db:
        pivots = db.pivot_points(session=SGLANG_SESSION, limit=5)
        assert pivots[0].seq == 6123
        assert "crash loop" in pivots[0].why and "user report" in pivots[0].why
        reuse = db.reused_knowledge(entity="SGLANG_ENABLE_SPEC_V2")
    pairs = {(r.discovered_in, r.reused_in) for r in reuse}
    assert (f"{SGLANG_SESSION}:3802", f"{SGLANG_SESSION}:6123") in pairs


@pytest.mark.parametrize("query", GOLD["queries"], ids=lambda q: q["expected_episode"])
def test_gold_queries_hit_at_1(sglang_db: Path, query: dict[str, object]) -> None:
    """Each labelled "what fixed similar crashes" query gets the expected fix first."""
    expected = [str(e).lower() for e in query["expected_fix_entities"]]  # type: ignore[attr-defined]
    with api.SessGraph(sglang_db) as db:
        found = db.similar_fixes(str(query["error_text"]), limit=3)
    assert found, "nothing returned"
    top = " ".join(found[0].entities).lower() + " " + (found[0].change or "").lower()
    assert any(e in top for e in expected), (found[0].entities, expected)


def test_unrelated_text_finds_nothing(sglang_db: Path) -> None:
    """Text that resembles no stored error answers "nothing similar" (an empty list)."""
    with api.SessGraph(sglang_db) as db:
        assert db.similar_fixes("The quarterly sales report is attached, see page 4.") == []
        assert db.similar_fixes("   ") == []


def test_reextract_is_idempotent(sglang_db: Path, tmp_path: Path) -> None:
    """Running the extractor again produces the same symptoms, fixes, pivots and reuse."""

    def dump() -> list[list[tuple[object, ...]]]:
        conn = sqlite3.connect(sglang_db)
        tables = ["symptoms", "fixes", "pivots", "reuse", "mentions", "edges"]
        out = [sorted(conn.execute(f"SELECT * FROM {t}").fetchall(), key=repr) for t in tables]
        conn.close()
        return out

    before = dump()
    api.extract(sglang_db)
    assert dump() == before
