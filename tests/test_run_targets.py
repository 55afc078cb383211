"""Goal identity by what a command acts on (issue 12, "make intent explicit": the identity of
a command's arguments): for a program the goal table does not know, the same subcommand on the
same target is the same goal whatever steps surround it; a package directory is named by its
path, also when `.` after a `cd` names it."""

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


def test_package_directory_installed_with_another_installer_is_the_same_goal() -> None:
    """Class 1: `pip install .` in the package's directory is refused (an externally managed
    Python); `pipx install` of that directory by its path installs the same package."""
    actions = [
        cmd(
            1,
            "cd /home/ana/src/figtool/ && pip install .",
            1,
            "error: externally-managed-environment\n\nThis environment is externally managed",
        ),
        cmd(3, "pipx install /home/ana/src/figtool/", 0, "installed package figtool 1.0.0"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.seq == 3


def test_installs_of_the_directories_moved_to_are_other_packages() -> None:
    """`pip install .` after moving to one directory and to another installs two packages;
    without a move, "here" may be anywhere and still matches."""
    assert not same_intent("cd /srv/one && pip install .", "cd /srv/two && pip install .")
    assert same_intent("cd /srv/one && pip install .", "pip install .")
