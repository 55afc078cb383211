"""Pivots (issue 12): diagnosis, change of approach and user redirect after a failure."""

from __future__ import annotations

from sessgraph.extract.episodes import Action, Episode, Symptom
from sessgraph.extract.pivots import diagnosis_pivot, episode_pivots, redirect_pivot

IDS = {seq: 1000 + seq for seq in range(40)}


def _episode(seq: int = 3) -> Episode:
    action = Action(seq=seq, message_id=seq, command="pytest", exit_code=1, status="failed")
    symptom = Symptom(seq=seq, message_id=seq, kind="command_failed", error_text="boom",
                      error_type="Error", action=action)  # fmt: skip
    return Episode(symptoms=[symptom], status="abandoned")


def test_unresolved_episode_pivots_on_the_strongest_diagnosis() -> None:
    """Without a fix, the agent naming the cause is the pivot, not its first remark."""
    prose = {
        5: "Let me look at the test file.",
        7: "It seems the fixture is involved.",
        9: "Found it — the fixture path is relative to the test directory.",
    }
    pivot = diagnosis_pivot(_episode(), prose, IDS)
    assert pivot is not None and pivot.seq == 9


def test_typographic_apostrophe_counts_as_a_change_of_approach() -> None:
    """Codex writes "I’m": "so I’m rerunning outside the sandbox" is a change of approach."""
    prose = {6: "The sandbox runner failed before PowerShell started, so I’m rerunning it."}
    pivot = diagnosis_pivot(_episode(), prose, IDS)
    assert pivot is not None and pivot.seq == 6


def test_diagnosis_stops_at_the_next_episode() -> None:
    """A diagnosis after the next failure belongs to that failure, not this one."""
    prose = {12: "The issue is the missing migration."}
    assert diagnosis_pivot(_episode(), prose, IDS, end=10) is None


def test_user_message_after_a_failure_is_a_redirect() -> None:
    """A user's instruction right after a failure turns the session."""
    pivot = redirect_pivot(_episode(), {6: "they should be at the repo root level"}, IDS)
    assert pivot is not None and pivot.seq == 6
    assert redirect_pivot(_episode(), {30: "thanks"}, IDS) is None


def test_episode_pivots_keep_diagnosis_and_redirect_apart() -> None:
    """Both kinds are returned, tagged so that their ids differ."""
    found = episode_pivots(
        _episode(), {5: "The problem is the stale cache."}, {8: "use the other repo"}, IDS
    )
    assert [(tag, p.seq) for tag, p in found] == [("", 5), ("redirect", 8)]


def test_cause_named_outright_is_a_pivot_away_from_chosen_ones() -> None:
    """ "Found a real bug: …" turns the session even without a stored symptom before it;
    a message next to an already chosen pivot is not repeated, a weak remark is none."""
    from sessgraph.extract.pivots import cause_pivots

    prose = {
        4: "Found a real bug: two runs within the same second produced the same timestamp.",
        11: "Aha! That's the issue: the list is empty.",
        20: "Let me look at the file.",
    }
    taken = {12}
    found = cause_pivots(prose, IDS, taken)
    assert [p.seq for p in found] == [4]
    assert taken == {4, 12}


def test_redirect_search_can_stop_at_the_next_episode() -> None:
    """With ``end``, a user message after the next failure is not this episode's redirect."""
    assert redirect_pivot(_episode(), {8: "use the other repo"}, IDS, end=6) is None
    assert redirect_pivot(_episode(), {5: "use the other repo"}, IDS, end=6) is not None
