"""The team store's candidate search leaves out the words local search leaves out, no more."""

from __future__ import annotations

from pathlib import Path

import pytest

from sessgraph import team
from sessgraph.similar import COMMON_TERM_MIN
from sessgraph.store import open_readonly
from sessgraph.team import query
from sessgraph.team.connect import connect
from sessgraph.team.query import rare_words
from team_data import write_history


def searched(url: str, words: list[str]) -> list[str]:
    """The words the team store searches for, on fresh statistics."""
    with connect(url) as conn:
        conn.execute("ANALYZE sessgraph.symptoms")
    with connect(url) as conn, conn.cursor() as cur:
        return rare_words(cur, words)


def test_a_small_store_searches_a_word_most_of_its_symptoms_hold(
    tmp_path: Path, team_db: str
) -> None:
    """Under COMMON_TERM_MIN symptoms every word is searched ("pytest" is in every stored
    context), as similar_fixes keeps every word of a small local database."""
    write_history(tmp_path / "m1.db", "m1", 3, 4, seed=1)
    team.push(tmp_path / "m1.db", team_db, machine="m1")
    assert searched(team_db, ["pytest", "zzzunseen"]) == ["pytest", "zzzunseen"]


def test_a_large_store_leaves_out_a_word_most_of_its_symptoms_hold(
    tmp_path: Path, team_db: str
) -> None:
    """Past COMMON_TERM_MIN symptoms a word held by nearly all of them ranks nothing and
    is left out of the search; a rare word stays."""
    sessions, episodes = 50, 50
    assert sessions * episodes > 10 * COMMON_TERM_MIN
    write_history(tmp_path / "m1.db", "m1", sessions, episodes, seed=1)
    team.push(tmp_path / "m1.db", team_db, machine="m1")
    assert searched(team_db, ["pytest", "zzzunseen"]) == ["zzzunseen"]


def test_the_ranking_schema_comes_from_the_local_database_or_the_migrations(
    tmp_path: Path, team_db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The in-memory ranking database is made from the local database's own tables, or,
    with no local database, by the migrations; the team's answer is the same either way."""
    write_history(tmp_path / "m1.db", "m1", 3, 4, seed=1)
    team.push(tmp_path / "m1.db", team_db, machine="m1")
    write_history(tmp_path / "m0.db", "m0", 1, 1, seed=5, cwd="/home/dev/src/other")
    # A wall the pushed history holds and the local one does not (an unrelated wall rightly
    # gets no answer at all, and the local history's own answers would differ by design).
    text = "ModuleNotFoundError: No module named 'torch'"
    answers = []
    for local in (None, open_readonly(tmp_path / "m0.db")):
        monkeypatch.setattr(query, "_TEMPLATE", [])
        found = query.team_fixes(local, team_db, text, machine="m0", exclude_sessions=["none"])
        answers.append([(c.kind, c.entities, c.score, c.machine_names) for c in found])
    assert answers[0] and answers[0] == answers[1]
