"""Changes between a failure and its retry that no difference of two command lines shows.

Split from :mod:`sessgraph.extract.fixes`, which gathers every candidate of an episode: here
are the two read from the episode as a whole rather than from the failing and the succeeding
command. A retry that reached the goal with another program because the failing command's
own program was missing is a **tool switch** (issue 12, class 1; the missing programs come
from :mod:`sessgraph.extract.tool_switch`). A retry typed into a shell the agent opened with
other sandbox permissions is a **permission change** (class 2), although the retry itself
asks for none. Two more are read from the pair of commands but need no token difference:
the same command re-run with other sandbox permissions (:func:`permission_candidate`) and
a retry that only joins its steps otherwise (:func:`separator_change`, ``&&`` → ``;``).
"""

from __future__ import annotations

from sessgraph.extract.command_lines import is_separator, simple_commands, tokens
from sessgraph.extract.fix_candidates import Candidate
from sessgraph.extract.records import Action, Episode
from sessgraph.extract.runners import unwrap
from sessgraph.extract.tool_switch import missing_programs, replacing_program


def tool_switch_candidate(episode: Episode, failing: Action, retry: Action) -> Candidate | None:
    """Class 1: the retry reached the goal with another program because the failing command's
    own program was missing (``jq: command not found`` → ``python -c "import json…"``): the
    knowledge is the replacement (which program does the job when that one is absent)."""
    missing = missing_programs(episode)
    new = replacing_program(retry, missing) if missing else None
    if new is None:
        return None
    old = " ".join(sorted(missing))
    change = f"replaced {old} with {new}: {failing.command}  →  {retry.command}"
    return Candidate(retry, "tool_switch", change, [new, *sorted(missing)], weight=1.2)


# Interactive shells a sandboxed agent opens to type later commands into (Codex exec_command
# `bash` with a tty, then write_stdin).
_SHELLS = {"bash", "sh", "zsh", "fish", "pwsh", "powershell"}


def escalated_shells(
    failing: Action, start: int, end: Action, actions: list[Action]
) -> list[Candidate]:
    """Class 2, a permission change: between the failure and the retry the agent opened a
    shell with other sandbox permissions (Codex ``sandbox_permissions: require_escalated``
    on a bare ``bash``) and typed the retry into it: the escalated shell is the fix."""
    found = []
    for action in actions:
        if not start < action.seq < end.seq or not action.permissions:
            continue
        if action.permissions == failing.permissions or not action.command:
            continue
        if action.command.strip().split(" ", 1)[0] in _SHELLS and len(action.command.split()) == 1:
            change = f"opened {action.command.strip()} with {action.permissions}"
            found.append(
                Candidate(action, "permission", change, [*action.permissions.split(), "sandbox"])
            )
    return found


def permission_candidate(failing: Action, retry: Action) -> Candidate | None:
    """Class 2: the same command re-run with other sandbox permissions (Codex
    ``sandbox_permissions: require_escalated``) is a permission change."""
    if not retry.permissions or retry.permissions == failing.permissions:
        return None
    return Candidate(
        retry,
        "permission",
        f"re-run with {retry.permissions}: {retry.command}",
        [*retry.permissions.split(), "sandbox"],
        weight=1.3,
    )


def _separators(command: str) -> list[str]:
    return [t for t in tokens(command) if is_separator(t) and t not in ("|", "(", ")")]


def separator_change(failing: str, retry: str) -> str | None:
    """``"&& → ;"`` when two commands differ only in how their steps are joined."""
    before, after = _separators(failing), _separators(retry)
    if before == after or len(before) != len(after):
        return None
    pairs = [f"{a.strip()} → {b.strip()}" for a, b in zip(before, after, strict=True) if a != b]
    return ", ".join(dict.fromkeys(pairs))


def quoting_change(failing: str, retry: str) -> str | None:
    """Class 2 and 5 (a ``typo``): the word the retry quoted when the two commands differ in
    quoting only (``sed -n 1,80p app/[id]/page.tsx`` refused by zsh as a glob matching
    nothing, then with the path in single quotes). The shell words are the same, so no token
    differs; the raw words tell what was quoted. ``None`` for any other difference."""
    if failing == retry or tokens(failing) != tokens(retry):
        return None
    before, after = failing.split(), retry.split()
    if len(before) != len(after):
        return None
    changed = [(a, b) for a, b in zip(before, after, strict=True) if a != b]
    if not changed or any(a.strip("'\"") != b.strip("'\"") for a, b in changed):
        return None
    return changed[0][1]


def changed_only_how(failing: str, retry: str) -> bool:
    """Class 2, read when the retry fails otherwise: the retry is the failing command with
    whole steps dropped and nothing else changed (a ``timeout /t 3 &&`` or a wait before the
    real step). What is left ran, so what was dropped is what had failed: its error gone is
    that removal's doing, even though what ran next failed for its own reasons."""
    before = [unwrap(argv) for argv in simple_commands(failing)]
    after = [unwrap(argv) for argv in simple_commands(retry)]
    if not after or len(after) >= len(before):
        return False
    rest = iter(before)
    return all(any(step == old for old in rest) for step in after)


def dropped_steps_run_apart(failing: str, retry: str, between: list[str]) -> bool:
    """Class 2, read right: the retry lacks whole steps of the failing command only because
    each was run on its own in between (``start & wait`` failing, then ``start``, then
    ``wait`` alone): nothing was removed, so the difference is no fix."""
    kept = simple_commands(retry)
    missing = [argv for argv in simple_commands(failing) if argv not in kept]
    return bool(missing) and all(_run_apart(argv, between) for argv in missing)


def steps_between(first: Action, last: Action, actions: list[Action]) -> list[str]:
    """The command lines run between two actions."""
    return [a.command for a in actions if first.seq < a.seq < last.seq and a.command]


def _run_apart(step: list[str], commands: list[str]) -> bool:
    """True when a step of the failing command was run on its own in between (the launch
    split off the launch-and-wait command): the retry did not drop it, it was done already."""
    return any(step in simple_commands(command) for command in commands)
