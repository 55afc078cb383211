"""Goal identity by what a command acts on, for programs the goal table does not know: the
same subcommand on the same target is the same goal, whatever steps surround it (issue 12,
"make intent explicit": the identity of a command's arguments)."""

from __future__ import annotations

from action_helpers import cmd, episodes
from sessgraph.extract.intent import same_intent


def test_checkout_after_a_failed_clone_is_retried_inside_the_existing_copy() -> None:
    """The clone fails because the copy exists; checking out the branch there (after a
    fetch) pursues the same goal, so the episode is resolved at that retry."""
    actions = [
        cmd(
            1,
            "git clone https://example.org/team/app.git && cd app && git checkout release-2",
            128,
            "fatal: destination path 'app' already exists and is not an empty directory.",
        ),
        cmd(3, "git fetch && git checkout release-2", 0, "Switched to a new branch 'release-2'"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.verify is not None
    assert episode.verify.seq == 3


def test_same_subcommand_on_another_target_is_another_goal() -> None:
    """Checking out another branch is not the retry of the first: the target tells the
    goals apart, while the same checkout after another fetch is the same goal."""
    failing = "git clone https://example.org/team/app.git && cd app && git checkout release-2"
    assert not same_intent(failing, "git fetch && git checkout main")
    assert same_intent(failing, "git fetch origin && git checkout release-2")
