"""Pivot scoring, pinned: each term of a pivot's score, the message chosen, the reuse bonus.

A pivot's base score is 1 + 0.5 per failing step before the fix (at most 6 counted), + 1.5
after a crash loop, + 1 after a user report, + 0.3 per fix entity the message names, times the
weight of the message's words (1 for a diagnosis, a change of approach or naming the fix's
entities, 0.8 for a weak hint, 0.5 for words without one, 0.4 for none); relinking adds
REUSE_BONUS (a tie-breaker) when knowledge reused later (in another segment or session) ends
at it. Every stored pivot's score is then weighed by the failing steps in the 10 messages
before it (1 + 0.2 each, at most 3 counted). A change that renames,
reweighs or zeroes any of these terms fails here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sessgraph import api
from sessgraph.extract.episodes import Action, Episode, Fix, Symptom
from sessgraph.extract.pivots import pivot_for
from sessgraph.extract.run import REUSE_BONUS
from sessgraph.store import open_db

LABELLED = Path(__file__).parent / "labelled"


def _failing(seq: int, kind: str = "command_failure") -> Symptom:
    action = Action(seq=seq, message_id=seq, command="make", exit_code=1, status="failed")
    return Symptom(seq, seq, kind, "error: boom", "Error", action=action)


def _episode(symptoms: list[Symptom], entities: list[str], fix_seq: int = 20) -> Episode:
    verify = Action(seq=fix_seq + 2, message_id=fix_seq + 2, command="make", exit_code=0)
    fix = Fix(fix_seq, fix_seq, "edit", entities, "edit", verify, 0.8, {})
    return Episode(symptoms=symptoms, status="resolved", fix=fix, verify=verify)


MESSAGE_IDS = {seq: 1000 + seq for seq in range(40)}


@pytest.mark.parametrize(
    ("steps", "kinds", "named", "score"),
    [
        (1, [], 0, 1.5),  # 1 + 0.5 * 1
        (2, [], 2, 2.6),  # 1 + 0.5 * 2 + 0.3 * 2
        (6, [], 0, 4.0),  # 1 + 0.5 * 6
        (9, [], 0, 4.0),  # streak counted up to 6 steps
        (3, ["crash_loop"], 0, 4.5),  # 1 + 0.5 * 4 (the loop's command fails too) + 1.5
        (2, ["user_report"], 1, 3.3),  # 1 + 0.5 * 2 + 1.0 + 0.3 (a report is not a step)
        (2, ["crash_loop", "user_report"], 2, 5.6),  # 1 + 0.5 * 3 + 1.5 + 1.0 + 0.3 * 2
    ],
)
def test_pivot_base_score_terms(steps: int, kinds: list[str], named: int, score: float) -> None:
    """Each term of the base score has its pinned weight."""
    symptoms = [_failing(seq) for seq in range(1, steps + 1)]
    for kind in kinds:
        if kind == "user_report":
            symptoms.append(Symptom(steps + 1, steps + 1, kind, "still broken", None))
        else:
            symptoms.append(_failing(steps + 1, kind))
    entities = ["alpha-pkg", "beta-pkg"]
    prose = {20: f"The root cause is the pin {' '.join(entities[:named])}".strip()}
    candidate = pivot_for(_episode(symptoms, entities), prose, MESSAGE_IDS)
    assert candidate is not None
    assert candidate.score == pytest.approx(score)
    assert candidate.seq == 20 and candidate.message_id == 1020


def test_pivot_is_the_first_message_naming_the_fix() -> None:
    """Between the last symptom and the fix, the first message naming a fix entity is the
    pivot (its names counted), not the fix message itself."""
    symptoms = [_failing(3), _failing(5)]
    prose = {4: "alpha-pkg?", 7: "I think beta-pkg and alpha-pkg are the problem", 20: "edit"}
    candidate = pivot_for(_episode(symptoms, ["alpha-pkg", "beta-pkg"]), prose, MESSAGE_IDS)
    assert candidate is not None
    assert (candidate.seq, candidate.message_id) == (7, 1007)  # seq 4 is before the last symptom
    # A message naming the fix's entities keeps its whole score, whatever its other words.
    assert candidate.score == pytest.approx(1 + 0.5 * 2 + 0.3 * 2)
    assert "after 2 failing step(s)" in candidate.reason


def test_no_pivot_without_a_fix() -> None:
    """An episode nobody fixed has no pivot."""
    assert pivot_for(Episode(symptoms=[_failing(1)]), {}, MESSAGE_IDS) is None


def test_reuse_bonus_is_added_where_reuse_ends(tmp_path: Path) -> None:
    """After relinking, a pivot's score is its base score plus REUSE_BONUS exactly when a
    reuse link from another segment or session ends at its message."""
    assert REUSE_BONUS == 0.25
    db_path = tmp_path / "g.db"
    api.ingest(db_path, [LABELLED])
    db = open_db(db_path)
    rows = db.execute(
        "SELECT p.score, p.base_score, EXISTS (SELECT 1 FROM reuse r "
        "WHERE r.reused_message_id = p.message_id "
        "AND (r.cross_session = 1 OR r.gap_segments > 0)) FROM pivots p"
    ).fetchall()
    db.close()
    assert rows, "the label sets have pivots"
    assert any(reused for _score, _base, reused in rows), "some pivots get the bonus"
    assert not all(reused for _score, _base, reused in rows), "and some do not"
    for score, base, reused in rows:
        assert score == pytest.approx(base + (REUSE_BONUS if reused else 0.0))


def _unfixed(symptoms: list[Symptom]) -> Episode:
    return Episode(symptoms=symptoms, status="abandoned")


@pytest.mark.parametrize(("steps", "score"), [(1, 0.75), (2, 1.0), (6, 2.0), (9, 2.0)])
def test_diagnosis_pivot_score(steps: int, score: float) -> None:
    """A diagnosis after a streak scores 0.5 + 0.25 per failing step (up to 6 steps); one
    naming the cause outright is pinned apart (CAUSE_WEIGHT)."""
    from sessgraph.extract.pivots import diagnosis_pivot

    symptoms = [_failing(seq) for seq in range(1, steps + 1)]
    prose = {steps + 1: "The config file is wrong: it points at the other port."}
    candidate = diagnosis_pivot(_unfixed(symptoms), prose, MESSAGE_IDS)
    assert candidate is not None
    assert (candidate.seq, candidate.score) == (steps + 1, pytest.approx(score))
    assert candidate.reason.startswith(f"diagnosis after {steps} failing step(s)")


def test_redirect_and_cause_pivot_scores() -> None:
    """A user's redirect after a failure scores 1.0; a message naming a cause outright 0.75."""
    from sessgraph.extract.pivots import cause_pivots, redirect_pivot

    redirect = redirect_pivot(
        _unfixed([_failing(3)]), {5: "try the staging box instead"}, MESSAGE_IDS
    )
    assert redirect is not None
    assert (redirect.seq, redirect.score) == (5, 1.0)
    assert redirect.reason.startswith("user redirect after a failure")
    causes = cause_pivots(
        {9: "Found it — the root cause is the stale lock file."}, MESSAGE_IDS, set()
    )
    assert [(c.seq, c.score) for c in causes] == [(9, 0.75)]


@pytest.mark.parametrize(
    ("words", "score"),
    [
        ("", 0.6),  # a bare tool call: 1.5 * 0.4
        ("Running the build again.", 0.75),  # words without a diagnosis: 1.5 * 0.5
        ("It seems the cache has gone.", 1.2),  # a weak hint: 1.5 * 0.8
        ("The lock file is stale, so let me try removing it instead.", 1.5),  # change of way
        ("Found it: the port is still bound by the old server.", 1.5),  # a named cause
    ],
)
def test_fix_pivot_keeps_the_weight_of_its_words(words: str, score: float) -> None:
    """A fix pivot's score is weighed by its message's words (issue 12 pivots: the turn a
    reader sees is a diagnosis or change of approach, not a bare fix)."""
    candidate = pivot_for(_episode([_failing(3)], ["zz-entity"]), {20: words}, MESSAGE_IDS)
    assert candidate is not None and candidate.seq == 20
    assert candidate.score == pytest.approx(score)
    assert ("no word of diagnosis" in candidate.reason) == (score < 1.2)


def test_user_correction_outranks_a_long_fix_streak() -> None:
    """A user saying the agent is wrong scores CORRECTION_SCORE, above the commonest fix pivot
    (a named cause after two failing steps, 2.0)."""
    from sessgraph.extract.pivots import CORRECTION_SCORE, correction_pivots

    found = correction_pivots({8: "I don't think that's it, it is another app"}, MESSAGE_IDS, set())
    assert [(p.seq, p.score) for p in found] == [(8, CORRECTION_SCORE)]
    two_steps = pivot_for(
        _episode([_failing(3), _failing(5)], ["zz-entity"]),
        {20: "The root cause is the stale lock."},
        MESSAGE_IDS,
    )
    assert two_steps is not None and two_steps.score < CORRECTION_SCORE


@pytest.mark.parametrize("change_class", ["typo", "scratch", "inspection"])
def test_change_without_knowledge_gives_no_fix_pivot(change_class: str) -> None:
    """A typo, scratch or inspection fix (issue 12, class 5) is no turn: no fix pivot, whatever
    its streak; a diagnosis the agent wrote after the failures is still found."""
    from sessgraph.extract.pivots import episode_pivots

    symptoms = [_failing(seq) for seq in range(1, 5)]
    episode = _episode(symptoms, ["status"])
    assert episode.fix is not None
    episode.fix.change_class = change_class
    assert pivot_for(episode, {20: "The root cause is the status typo."}, MESSAGE_IDS) is None
    found = episode_pivots(episode, {6: "The root cause is a misspelt unit name."}, {}, MESSAGE_IDS)
    assert [(tag, p.seq) for tag, p in found] == [("", 6)]
    assert found[0][1].reason.startswith("diagnosis after 4 failing step(s)")


def test_a_diagnosis_naming_the_cause_outright_weighs_half_as_much_again() -> None:
    """An unresolved episode's diagnosis pivot scores 0.5 + 0.25 per failing step, times
    CAUSE_WEIGHT when its message names the cause outright ("the bug is …")."""
    from sessgraph.extract.pivots import CAUSE_WEIGHT, diagnosis_pivot

    episode = Episode(symptoms=[_failing(3)], status="abandoned")
    hint = diagnosis_pivot(episode, {5: "It seems the port is taken, let me look."}, MESSAGE_IDS)
    cause = diagnosis_pivot(episode, {5: "Found it: an old server still holds the port."},
                            MESSAGE_IDS)  # fmt: skip
    assert hint is not None and hint.score == 0.75
    assert cause is not None and cause.score == round(0.75 * CAUSE_WEIGHT, 3) == 1.125


@pytest.mark.parametrize(
    ("failures", "weight"),
    [
        ([], 1.0),  # no failure before: the score is kept
        ([2], 1.0),  # a failure more than 10 messages before counts for nothing
        ([12, 20], 1.4),  # two failing steps in the 10 messages before (and at) the pivot
        ([13, 14, 15, 16, 17], 1.6),  # at most three counted
        ([21, 25], 1.0),  # failures after the pivot count for nothing
    ],
)
def test_failures_crowding_before_a_pivot_weigh_its_score(
    failures: list[int], weight: float
) -> None:
    """A session turns from failing to working where failures crowd before the turn (issue
    12 pivots): each failing step among the 10 messages before the pivot adds 0.2 of it."""
    from sessgraph.extract.pivots import PivotCandidate, crowded

    candidate = PivotCandidate(1020, 20, 2.0, "a diagnosis")
    assert crowded(candidate, failures).score == pytest.approx(2.0 * weight)
