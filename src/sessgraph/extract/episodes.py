"""Episodes: symptoms close together that are one problem.

The model: the agent *acts* (commands, file edits) in order; some actions show **symptoms**
(:mod:`sessgraph.extract.symptoms`). Symptoms close together in time form one **episode** (a
crash loop seen through a failed poll, ``systemctl status`` and ``journalctl`` is one problem),
except that a retry of the same command failing *differently* starts a new episode: the error
changed, so something fixed the first one; and an episode already verified (a clean rerun,
:mod:`sessgraph.extract.verification`) takes no later symptom.

An episode is **resolved** when a later command with the same intent succeeds (its
verification). The **fix** (:mod:`sessgraph.extract.fixes`) is the change between the last
failure and the verification that best explains it. A verification identical to the failure
with nothing changed in between marks the episode **flaky**; no verification within the window
means **abandoned**. Neither gets a fix.

The stages above import the records and the symptom and verification entry points from here.
"""

from __future__ import annotations

import re

from sessgraph.extract.intent import same_intent

# Re-exported: the records are imported from here by the stages above.
from sessgraph.extract.records import Action as Action
from sessgraph.extract.records import Episode as Episode
from sessgraph.extract.records import Fix as Fix
from sessgraph.extract.records import Symptom as Symptom
from sessgraph.extract.retry_evidence import same_spot
from sessgraph.extract.symptoms import detect_symptoms as detect_symptoms
from sessgraph.extract.symptoms import symptom_of as symptom_of
from sessgraph.extract.verification import VERIFY_WINDOW as VERIFY_WINDOW
from sessgraph.extract.verification import find_attempts as find_attempts
from sessgraph.extract.verification import find_verification
from sessgraph.extract.verification import last_still_failing as last_still_failing

# Symptoms of different commands this close together belong to one episode.
CLUSTER_GAP = 5


_DIAGNOSTIC = re.compile(
    r"\b(systemctl\s+status|journalctl|docker\s+logs|kubectl\s+(logs|describe)|dmesg"
    r"|tail\s+.*\.log|cat\s+.*\.log)\b"
)
_SUBJECT = re.compile(r"[A-Za-z][\w.@:-]{3,}")
_COMMON_WORDS = {
    "sudo",
    "systemctl",
    "journalctl",
    "status",
    "--no-pager",
    "python",
    "curl",
    "localhost",
    "grep",
    "head",
    "tail",
    "bash",
    "true",
    "false",
    "echo",
    "error",
    "failed",
    "exit",
    "code",
}


_SPECIFIC = re.compile(r"(?<![\w.-])(?:[A-Za-z][\w.]*[-\d][\w.-]*[A-Za-z\d]|\d{4,5})(?![\w-])")


def _subjects(symptom: Symptom) -> set[str]:
    """What a failure was about: the command's non-option words (unit names, paths, models)
    and the specific names in its error (hosts like ``node-a``, ports, versioned names)."""
    if symptom.action is None or symptom.action.command is None:
        return set()
    words = {w.lower().rstrip(":.,") for w in _SUBJECT.findall(symptom.action.command)}
    words |= {w.lower() for w in _SPECIFIC.findall(symptom.error_text)}
    return {w for w in words if not w.startswith("-")} - _COMMON_WORDS


def _closed_between(episode: Episode, symptom: Symptom, actions: list[Action]) -> bool:
    """True when ``episode`` was already verified (a clean rerun) before ``symptom``."""
    earlier = [a for a in actions if a.seq < symptom.seq]
    return find_verification(Episode(symptoms=list(episode.symptoms)), earlier) is not None


def _joins(episode: Episode, symptom: Symptom, actions: list[Action]) -> bool:
    if symptom.seq - episode.last_seq > CLUSTER_GAP:
        return False
    if _closed_between(episode, symptom, actions):
        return False
    if symptom.action is None:  # a user report belongs to the breakage just seen
        return True
    if symptom.action.command is None:
        return False  # a failed tool call (an edit's anchor, a rejection) is a story of its own
    if any(earlier.signature == symptom.signature for earlier in episode.symptoms):
        return True  # the same error seen through another command
    for earlier in episode.symptoms:
        if earlier.action is None or earlier.action.command is None:
            continue
        if same_intent(earlier.action.command, symptom.action.command):
            # The same thing failing again is the same episode only with the same error, or
            # a checker's diagnostic at the same file and line, reworded (class 4: the edit
            # before it did not fix it).
            return earlier.signature == symptom.signature or same_spot(
                earlier.error_text, symptom.error_text
            )
    # A different command: part of the same problem when it looks at the same subject, or
    # is the diagnostic look (status, logs) right after the breakage.
    if _DIAGNOSTIC.search(symptom.action.command) or symptom.kind == "crash_loop":
        return True
    subjects = _subjects(symptom)
    return any(subjects & _subjects(earlier) for earlier in episode.symptoms)


def group_episodes(symptoms: list[Symptom], actions: list[Action]) -> list[Episode]:
    """Cluster symptoms into episodes; repeats of one failure count on its first symptom."""
    episodes: list[Episode] = []
    for symptom in symptoms:
        if episodes and _joins(episodes[-1], symptom, actions):
            episode = episodes[-1]
            previous = episode.symptoms[-1]
            if (
                previous.signature == symptom.signature
                and previous.action is not None
                and symptom.action is not None
                and previous.action.command == symptom.action.command
            ):
                previous.repeat_count += 1
                continue
            episode.symptoms.append(symptom)
        else:
            episodes.append(Episode(symptoms=[symptom]))
    return episodes
