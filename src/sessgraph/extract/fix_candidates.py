"""Fix candidates: one change that may explain an episode's fix, and the ones a failed tool
call offers.

Split out of :mod:`sessgraph.extract.fixes` (which gathers and ranks the candidates of every
kind) to keep that module readable: the record of a candidate, the change classes it carries
(issue 12, class 5), the entities an edit or a command introduces, and the candidates of a
failed non-shell call: reading the file first, the edit re-anchored, the way around a call
turned away, or the sibling call that changed the state of a tool's resource (class 1 and
class 4 for non-shell tools). Also the changes read from the shell rather than from an edit
tool: a file written with a heredoc (:func:`shell_write`) and a step or flag dropped because
the error said it was missing or unknown (:func:`dropped_what_failed`, class 2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sessgraph.extract.command_lines import simple_commands, tokens
from sessgraph.extract.entities import Entity, entities_from_command, entities_from_text
from sessgraph.extract.records import READ_TOOLS, Action, Episode
from sessgraph.extract.tool_retries import (
    EDIT_TOOLS,
    is_turned_away,
    state_change_between,
)

# Change classes (stored in ``fixes.change_class``); all but the last carry no knowledge.
TYPO, SCRATCH, INSPECTION, KNOWLEDGE = "typo", "scratch", "inspection", "knowledge"
NOT_KNOWLEDGE = {TYPO, SCRATCH, INSPECTION}
# Score and confidence factors of a change that carries no knowledge (class 5).
NOT_KNOWLEDGE_WEIGHT = 0.4
NOT_KNOWLEDGE_CONFIDENCE = 0.6


@dataclass
class Candidate:
    """One change that may be an episode's fix: the action that made it (``None`` when
    read from a command's difference), its kind, text and entities, and its score."""

    action: Action | None
    kind: str
    change: str
    entities: list[str]
    weight: float = 1.0
    score: float = 0.0
    change_class: str = KNOWLEDGE
    # The edits a run of consecutive edits merged into this one (the first is ``action``).
    merged: list[Action] = field(default_factory=list)


def entity_label(entity: Entity) -> str:
    """``name``, ``name=value`` or ``name==1.2`` (a pin's value carries its operator)."""
    if not entity.value:
        return entity.name
    joiner = "" if entity.value[0] in "=<>~!" else "="
    return f"{entity.name}{joiner}{entity.value}"


def entity_names(text: str) -> list[str]:
    """The labels of the entities named in ``text``."""
    return [entity_label(e) for e in entities_from_text(text)]


def edit_entities(action: Action) -> list[str]:
    """What an edit introduced: new entities, then the new lines, then the file."""
    before = set(entity_names(action.removed_text))
    names = [n for n in entity_names(action.added_text) if n not in before]
    added_lines = [
        line.strip()
        for line in action.added_text.splitlines()
        if line.strip() and line.strip() not in action.removed_text
    ]
    return [*dict.fromkeys([*names, *added_lines[:5], action.edit_path or ""])]


# `cat > path <<'EOF'` or `cat <<'EOF' > path` (the file written from the shell).
_HEREDOC_WRITE = re.compile(
    r"(?:^|[;&|]\s*)cat\s+(?:<<-?\s*(['\"]?)(?P<t1>\w+)\1\s*>\s*(?P<p1>[^\s;&|<>]+)"
    r"|>\s*(?P<p2>[^\s;&|<>]+)\s*<<-?\s*(['\"]?)(?P<t2>\w+)\5)[^\n]*\n"
)


def shell_write(action: Action) -> Action | None:
    """Class 2 and 5: a file written from the shell with a heredoc (Codex and other agents
    without an edit tool rewrite whole files so) as the edit it is: its path and its body as
    the added text. ``None`` for any other command, and for a write into ``/tmp`` or
    ``/dev``."""
    match = _HEREDOC_WRITE.search(action.command or "")
    if match is None or action.command is None:
        return None
    path = (match.group("p1") or match.group("p2")).strip("\"'")
    terminator = match.group("t1") or match.group("t2")
    if path.startswith(("/tmp/", "/dev/")):
        return None
    body = action.command[match.end() :].split(f"\n{terminator}", 1)[0]
    return Action(
        seq=action.seq,
        message_id=action.message_id,
        edit_path=path,
        added_text=body,
        status=action.status,
    )


def command_entities(command: str) -> list[str]:
    return [*dict.fromkeys(entity_label(e) for e in entities_from_command(command))]


_NOT_READ = re.compile(r"not been read|read it first|must read|read the file", re.I)


def _workaround_candidate(failing: Action, verify: Action) -> Candidate:
    """Class 1 for a call turned away (tool missing, permission not granted, rejected with
    an instruction): the action the agent took instead is the fix."""
    tool = failing.tool or "tool"
    if verify.command is not None:
        return Candidate(
            verify,
            "tool_switch",
            f"{tool} turned away; ran instead: {verify.command[:300]}",
            [*command_entities(verify.command)[:5], verify.command[:200]],
        )
    if verify.is_edit:
        kind = "config_edit" if is_config(verify.edit_path) else "code_edit"
        return Candidate(
            verify,
            kind,
            f"edit {verify.edit_path}: +{verify.added_text[:300]!r}",
            edit_entities(verify),
        )
    same = (verify.tool or "").lower() == tool.lower()
    return Candidate(
        verify,
        "revised_call" if same else "tool_switch",
        f"{tool} {'called again, revised' if same else 'turned away; used ' + str(verify.tool)}",
        [verify.tool or tool],
    )


def tool_candidates(failing: Action, verify: Action, actions: list[Action]) -> list[Candidate]:
    """The fix of a failed edit: reading the file first when the tool refused an edit of a
    file not read yet, else the successful edit itself (re-anchored on the real text). The
    fix of another call turned away: what the agent did instead. The fix of a call that ran
    and failed, then worked when called again: the sibling call that changed the state of its
    resource in between (none: nothing changed, flaky)."""
    if (failing.tool or "").lower() not in EDIT_TOOLS:
        if is_turned_away(failing) or verify.command is not None or verify.is_edit:
            return [_workaround_candidate(failing, verify)]
        if (
            verify.tool_error is None
            and verify.target
            and verify.target != failing.target
            and (verify.tool or "").lower() in READ_TOOLS
        ):
            # Class 2: the same file read at its real path.
            path_fix = f"read {verify.target} (not {failing.target})"
            return [Candidate(verify, "path_fix", path_fix, [verify.target])]
        change = state_change_between(failing, verify, actions)
        if change is None:
            return []
        return [
            Candidate(
                change,
                "state_change",
                f"{change.tool} before calling {failing.tool} again",
                [change.tool or "tool", *([change.target] if change.target else [])],
            )
        ]
    if verify.command is not None:
        # Class 1: the refused edit made from the shell instead (`cat > file <<EOF`).
        target = failing.target or ""
        return [
            Candidate(
                verify,
                "tool_switch",
                f"{failing.tool} failed; wrote {target} from the shell: {verify.command[:200]}",
                [_first_line(verify.command), target],
            )
        ]
    if verify.tool_error is not None:
        # Class 4: the retry failed otherwise; it is what made this error go away.
        retried = (verify.tool_error.strip().splitlines() or [""])[-1][:200]
        return [
            Candidate(
                verify,
                "edit_retry",
                f"{verify.tool} retried; the error changed to: {retried}",
                [failing.target or verify.tool or "edit"],
            )
        ]
    path = verify.edit_path or failing.target or ""
    name = path.replace("\\", "/").rsplit("/", 1)[-1]
    reads = [
        a
        for a in actions
        if failing.seq < a.seq < verify.seq
        and a.tool is not None
        and a.tool_error is None
        and not a.is_edit
        and (a.target or "").replace("\\", "/").rsplit("/", 1)[-1] == name
    ]
    if reads and _NOT_READ.search(failing.tool_error or ""):
        read = reads[-1]
        return [
            Candidate(
                read,
                "read_first",
                f"{read.tool} {read.target} before editing it",
                [read.tool or "Read", name],
                change_class=INSPECTION,
            )
        ]
    anchor = [line.strip() for line in verify.removed_text.splitlines() if line.strip()][:3]
    return [
        Candidate(
            verify,
            "edit_retry",
            f"edit {path} re-anchored on: {' / '.join(anchor)[:300]}",
            [*anchor, path],
        )
    ]


def _first_line(command: str) -> str:
    return command.strip().split("\n", 1)[0][:200]


_CONFIG_SUFFIX = re.compile(r"\.(service|timer|conf|cfg|ini|ya?ml|toml|json|env)$|/etc/")


def is_config(path: str | None) -> bool:
    return bool(path and _CONFIG_SUFFIX.search(path))


def dropped_what_failed(episode: Episode, failing: Action, gone: Action) -> list[str]:
    """Class 2, a removed step or flag: the programs and flags of the failing command that
    the error named (the program of a pipeline step, ``'head' is not recognized``; a flag,
    ``unknown option --jobs``) and the retry no longer has (an operand, a host or a port
    the error names, is what failed, not what was wrong). Removing what the error was about
    is the fix of that error, even when the retry then fails otherwise."""
    if not failing.command or not gone.command:
        return []
    programs = {argv[0] for argv in simple_commands(failing.command)}
    removed = set(tokens(failing.command)) - set(tokens(gone.command))
    said = " ".join(s.error_text for s in episode.symptoms)
    return sorted(
        word
        for word in removed
        if (word in programs or (word.startswith("-") and len(word) > 2))
        and word != "sudo"
        and _named_as_unknown(word, said)
    )


# How an error says a program or a flag is missing or unknown (not merely who printed it).
_UNKNOWN = (
    r"(?:command not found|is not recognized|: not found|unknown (?:option|flag|argument)"
    r"|unrecogni[sz]ed|invalid option|no such option|unexpected argument)"
)


# The shell or the program's argument parser refused the command line before any work was
# done (POSIX and PowerShell parse errors, an unquoted glob, an unknown flag or subcommand,
# a parameter that does not bind, a program not found).
_REJECTED_LINE = re.compile(
    _UNKNOWN + r"|syntax error near unexpected token|unexpected EOF while looking for matching"
    r"|\bbad substitution\b|no matches found: |is not a valid statement separator"
    r"|\bParserError\b|Cannot bind parameter|A parameter cannot be found that matches"
    r"|Missing expression after|Unexpected token '.{1,40}' in expression"
    r"|\binvalid choice: |the following arguments are required|\bunknown (?:sub)?command\b"
    r"|is not a \w+ command\b",
    re.I,
)


def rejected_command_line(episode: Episode, retry: Action) -> bool:
    """Issue 12, class 2 with class 4: every failing command of ``episode`` was refused as a
    command line (the shell could not parse it, the program's parser rejected a flag, a
    subcommand or a parameter, a program was not found). The program never did its work, so
    a changed command line that no longer shows the refusal got past it, even when the run
    then fails otherwise (``&&`` → ``;`` for PowerShell 5, then a Python traceback), unless
    ``retry`` still holds a word the refusal named (the flag kept: another experiment; one
    moved past ``--`` is handed on to what the command runs, and so is no longer kept)."""
    failing = [s for s in episode.symptoms if s.action is not None and s.action.command]
    said = " ".join(s.error_text for s in failing)
    words = list(tokens(retry.command or ""))
    # A flag after `--` is passed on, not parsed (`nix run . -- --jobs 4`): no longer kept.
    words = words[: words.index("--")] if "--" in words else words
    kept = [w for w in words if len(w) > 1 and _named_as_unknown(w, said)]
    return (
        bool(failing)
        and not kept
        and all(
            _REJECTED_LINE.search(s.error_text)
            or _REJECTED_LINE.search((s.action.output or "")[:REJECTION_SCAN_CHARS])
            for s in failing
            if s.action is not None
        )
    )


# How much of a failing command's output may hold the refusal (it comes first: nothing ran).
REJECTION_SCAN_CHARS = 600


def _named_as_unknown(word: str, said: str) -> bool:
    """``word`` named by an error as missing or unknown, within a few characters either side
    (``bash: head: command not found``, ``unrecognised flag '--jobs'``); a program that only
    prints its own name before its error (``psql: error: connection refused``) is not."""
    name = rf"(?<![\w-]){re.escape(word)}(?![\w-])"
    return bool(re.search(rf"{name}.{{0,12}}{_UNKNOWN}|{_UNKNOWN}.{{0,12}}{name}", said, re.I))
