"""Preferences among an episode's fix candidates: what the failure itself points at.

Scores (:func:`sessgraph.extract.fixes.find_fix`) weigh candidates by kind, overlap with the
error and closeness to the verification. Three kinds of evidence outweigh that, each read from
the episode's own failure (issue 12, classes 1, 2, 4 and 5):

* a separate command the failing output told the agent to run (git's "call: git config …",
  "run `npm install`") is the fix the tool asked for;
* when the user turned a command away saying how to proceed ("use pnpm"), the change that
  brings in what the instruction names is the fix the user asked for;
* an edit of the file the error locates (path and line) explains a compile, type or test
  error better than a change elsewhere, and a run of merged edits is told at that edit.
"""

from __future__ import annotations

import re

from sessgraph.extract.fix_candidates import Candidate
from sessgraph.extract.records import Episode


def words(text: str) -> set[str]:
    """The words of ``text`` that can name something (three characters or more), lower-cased."""
    return {w.lower() for w in re.findall(r"[A-Za-z_][\w.-]{2,}", text)}


# How much of a failing output is searched for a command it suggests, and the weight factor
# of a change that runs the suggested command.
SUGGESTION_SCAN_CHARS = 20_000
SUGGESTED_WEIGHT = 2.0
_SHORTEST_SUGGESTION = 12


def prefer_suggested(episode: Episode, candidates: list[Candidate]) -> None:
    """Class 4/5: a separate command the failing output itself told the agent to run (git's
    "call: git config --global --add safe.directory …", "run `npm install`", "try `pip
    install x`") is the fix the tool asked for; it outranks changes the retry happens to make."""
    said = " ".join(
        " ".join(s.action.output[:SUGGESTION_SCAN_CHARS].split())
        for s in episode.symptoms
        if s.action is not None and s.action.output
    )
    if not said:
        return
    for candidate in candidates:
        command = candidate.action.command if candidate.action is not None else None
        if not command or candidate.change != command:
            continue  # only a separate action, not a change read from the retry
        squashed = " ".join(command.split())
        if len(squashed) >= _SHORTEST_SUGGESTION and squashed in said:
            candidate.weight *= SUGGESTED_WEIGHT


def prefer_instructed(episode: Episode, candidates: list[Candidate]) -> None:
    """Class 1/2: when the user turned a command away saying how to proceed ("use pnpm"),
    the change that brings in what the instruction names (``npm install`` → ``pnpm
    install``) is the fix the user asked for; it outranks edits made on the way."""
    said = " ".join(s.error_text.lower() for s in episode.symptoms if s.kind == "user_rejection")
    if not said:
        return
    asked = words(said)
    for candidate in candidates:
        if not candidate.entities or (candidate.action is not None and candidate.action.is_edit):
            continue
        if words(" ".join(candidate.entities)) & asked - _REJECTION_WORDS:
            # However different from the turned-away command: the user asked for it.
            candidate.weight = max(candidate.weight, 1.0) * SUGGESTED_WEIGHT


# Words of the rejection's own wording, not of its instruction.
_REJECTION_WORDS = {"rejected", "bash", "shell", "command", "tool", "use", "the", "and", "run"}


# A file named with a line number in an error (`src/app.ts(12,3): error`, `app.py:40:`,
# `main.go:17:2`, a traceback's `File "mod.py", line 3`): where the compiler, checker or
# test runner saw the problem.
_LOCATED_FILE = re.compile(r"([\w.\\/-]+\.[A-Za-z]{1,6})(?::\d+|\(\d+[,)]|\", line \d+)")
# Score bonus of an edit of a file the failing output locates an error in.
LOCATED_EDIT_BONUS = 1.0


def _located_files(episode: Episode) -> set[str]:
    """Base names of the files the episode's own error lines locate the error in."""
    return {_base_name(m) for s in episode.symptoms for m in _LOCATED_FILE.findall(s.error_text)}


def _base_name(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1].lower()


def prefer_located(episode: Episode, candidates: list[Candidate]) -> None:
    """Class 4/5: an edit of the file the episode's error points at (path and line) explains
    the failure better than a change elsewhere: a type error in `footer.tsx` is fixed by
    editing `footer.tsx`, not by the install made on the way; within a run of edits merged
    into one change, the fix is told at the edit of that file."""
    located = _located_files(episode)
    if not located:
        return
    for candidate in candidates:
        if candidate.action is None or candidate.kind not in ("code_edit", "config_edit"):
            continue
        paths = [candidate.action.edit_path or "", *candidate.entities]
        if any(_base_name(p) in located for p in paths if "." in p):
            candidate.score += LOCATED_EDIT_BONUS
        # A run of edits is told at the edit of the located file: where the error was fixed.
        at = [a for a in candidate.merged if _base_name(a.edit_path or "") in located]
        if at and _base_name(candidate.action.edit_path or "") not in located:
            candidate.action = at[0]
