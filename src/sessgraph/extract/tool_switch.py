"""A missing program: its goal reached once the program is there, or with another program.

Issue 12, class 1 (same goal, another program). When a command fails because one of its own
programs is missing (``jq: command not found``, ``'rg' is not recognized``, ``env: 'python':
No such file or directory``), no later run of the same command line may come: the agent
installs the program, calls it by its full path, or reaches the goal another way (``jq`` →
``python -c "import json …"``, ``gsutil`` → ``gcloud storage``). Intent by command similarity
(:mod:`sessgraph.extract.intent`) sees none of these as a retry, so such an episode was stored
as abandoned: no fix, and nothing for the next session that meets the same missing tool.

Two rules, both only for an error that names one of the failing command's own programs as
missing (the error family ``CommandNotFound``, :mod:`sessgraph.extract.families`):

* **The program runs now.** A later command that runs that program and goes well shows it is
  there: what changed in between (an install, a ``PATH`` or a full path) is the fix.
* **Another program on the same subject.** One of the next few commands that does not run the
  missing program, goes well and names the same subject as the failing step (a file, a URL, a
  bucket: an operand of the step that is path- or URL-like) reached the goal another way.
  Only the next few commands: an agent replaces a missing tool at once, and a later command
  naming the same file is just more work on it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from sessgraph.extract.command_lines import simple_commands
from sessgraph.extract.families import FAMILIES
from sessgraph.extract.records import Action, Episode

_NOT_FOUND = tuple(f for f in FAMILIES if f.label == "CommandNotFound")
# How many later commands may be the replacement of a missing program.
REPLACEMENT_COMMANDS = 3
# A subject worth comparing: a path or file name with an extension, or a URL-like word.
_SUBJECT = re.compile(r"[\w-]\.[A-Za-z0-9]{1,8}$|[\\/]|^[a-z][a-z0-9+.-]*://")
_MIN_SUBJECT = 4


def _normalised(program: str) -> str:
    argvs = simple_commands(program)
    return argvs[0][0].lower() if argvs and argvs[0] else program.lower()


def missing_programs(episode: Episode) -> set[str]:
    """Programs of the episode's own failing commands that its errors name as missing; empty
    unless every failed command of the episode says so (an episode that also holds another
    error, a package not in the registry, is not only about a missing program: reaching the
    program's goal says nothing about the rest)."""
    found: set[str] = set()
    for symptom in episode.symptoms:
        action = symptom.action
        if action is None or not action.command:
            continue
        named = _named_missing(symptom.error_text, action.command)
        if not named:
            return set()
        found |= named
    return found


def _named_missing(error_text: str, command: str) -> set[str]:
    own = {argv[0].lower() for argv in simple_commands(command) if argv}
    found: set[str] = set()
    for line in error_text.splitlines():
        for family in _NOT_FOUND:
            match = family.pattern.search(line.strip())
            if match is None:
                continue
            named = next((g for g in match.groups() if g), None)
            if named is not None and _normalised(named) in own:
                found.add(_normalised(named))
    return found


def runs(action: Action, programs: set[str]) -> bool:
    """True when some step of ``action``'s command runs one of ``programs``."""
    return any(
        argv and argv[0].lower() in programs for argv in simple_commands(action.command or "")
    )


def _subjects(command: str, programs: set[str]) -> set[str]:
    """Path- or URL-like operands of the steps that run a missing program, by base name."""
    subjects: set[str] = set()
    for argv in simple_commands(command):
        if not argv or argv[0].lower() not in programs:
            continue
        for word in argv[1:]:
            word = word.strip("'\"")
            if word.startswith("-") or not _SUBJECT.search(word):
                continue
            base = re.split(r"[\\/]", word.rstrip("/\\"))[-1]
            if len(base) >= _MIN_SUBJECT:
                subjects.add(base.lower())
    return subjects


def replacement(
    episode: Episode, actions: list[Action], went_well: Callable[[Action], bool], window: int
) -> Action | None:
    """The later command showing a missing program's goal reached (see the module's rules),
    or ``None`` when the episode's error names no missing program of its own."""
    programs = missing_programs(episode)
    if not programs:
        return None
    subjects: set[str] = set()
    for symptom in episode.symptoms:
        if symptom.action is not None and symptom.action.command:
            subjects |= _subjects(symptom.action.command, programs)
    last = episode.last_seq
    later = 0
    for action in actions:
        if action.seq <= last or action.command is None:
            continue
        if action.seq - last > window:
            break
        later += 1
        if not went_well(action):
            continue
        if runs(action, programs):
            return action
        text = action.command.lower()
        if later <= REPLACEMENT_COMMANDS and any(s in text for s in subjects):
            return action
    return None


def replacing_program(action: Action, programs: set[str]) -> str | None:
    """The program of the replacement command's main step (its last step not a missing one)."""
    argvs = [argv for argv in simple_commands(action.command or "") if argv]
    others = [argv[0] for argv in argvs if argv[0].lower() not in programs]
    return others[-1] if others and not runs(action, programs) else None
