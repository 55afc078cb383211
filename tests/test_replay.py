"""benchmarks/replay.py: failures replayed in time order against earlier sessions only."""

from __future__ import annotations

from pathlib import Path

from labelled_real_helpers import write_tiny_set
from test_benchmarks import load_script


def test_replay_counts_named_fixes_and_silence(tmp_path: Path) -> None:
    """The first session's failure meets an empty history (silent); the second one's is
    answered with the first session's install, which names its labelled fix."""
    replay = load_script("replay")
    records = replay.replay([write_tiny_set(tmp_path / "set")])
    assert [(r["file"].split(":")[1], r["answers"] > 0) for r in records] == [
        ("a/one.jsonl", False),
        ("b/two.jsonl", True),
    ]
    tally = replay.tally(records, "all")
    assert (tally["failures"], tally["with_fix"], tally["named_at_1"], tally["silent"]) == (
        2,
        2,
        1,
        1,
    )
    assert tally["wrong_at_1"] == 0
    assert "| all | 2 | 2 | 1 | 1 | 0 | 1 |" in "\n".join(replay._table([tally]))


def test_folds_split_tuning_repositories_by_the_hash_rule() -> None:
    """The cross-validation folds follow the round's rule (sha1 of ``fold:<repo>``, even is
    fold A): the same repository is always in the same fold, and both folds occur."""
    import hashlib

    replay = load_script("replay")
    repos = [f"owner/repo{n}" for n in range(20)]
    for repo in repos:
        even = int(hashlib.sha1(f"fold:{repo}".encode()).hexdigest(), 16) % 2 == 0
        assert replay.fold_of(repo) == ("A" if even else "B")
    assert {replay.fold_of(r) for r in repos} == {"A", "B"}


def test_event_mode_asks_with_the_failed_command_and_its_output(tmp_path: Path) -> None:
    """With ``event``, each failure is asked with what the failure hook is sent: the failed
    shell command's output and the command itself, not the labelled error text; the second
    session's failure is still answered from the first one's install."""
    replay = load_script("replay")
    records = replay.replay([write_tiny_set(tmp_path / "set")], event=True)
    assert all("pytest -q" in r["query"] for r in records)
    assert [r["answers"] > 0 for r in records] == [False, True]
