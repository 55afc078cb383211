"""Symptom → fix: the change that explains why the same goal works now, and what it teaches.

The candidates of an episode are the changes between its last failure and the first run of
the goal where its error is gone (:func:`sessgraph.extract.verification.find_verification`):

* edits, installs, permission and config changes made by separate actions;
* the fix inside the retry (issue 12, class 2), read from the difference between the failing
  and the succeeding command: earlier steps of a compound retry (``pip install x && pytest``,
  ``source .venv/bin/activate && pytest``, ``cd app && make``), an env-var prefix
  (``FOO=bar make``), a removed flag, a corrected path or working directory (``git -C``,
  ``--manifest-path``, the command's recorded cwd), and for a sandboxed agent the same
  command re-run with other permissions (Codex ``sandbox_permissions``);
* the changed command itself.

Candidates are scored by kind (a service restart only applies a change), by overlap with the
error and the agent's diagnosis, by closeness to the verification; logging-only changes rank
last. Each fix gets a **change class** (issue 12, class 5): ``typo`` (a small slip corrected:
``stauts`` → ``status``, quoting), ``scratch`` (a throwaway inline script rewritten),
``inspection`` (only more output or a filter added), or ``knowledge`` (a flag, env var, pin,
config key, install, permission, code edit). The first three carry no knowledge another
session can reuse: they rank below knowledge-bearing candidates and get a lower confidence.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from sessgraph.extract.error_split import split_by_error
from sessgraph.extract.fix_candidates import (
    INSPECTION,
    KNOWLEDGE,
    NOT_KNOWLEDGE,
    NOT_KNOWLEDGE_CONFIDENCE,
    NOT_KNOWLEDGE_WEIGHT,
    SCRATCH,
    TYPO,
    Candidate,
    command_entities,
    dropped_what_failed,
    edit_entities,
    is_config,
    rejected_command_line,
    shell_write,
    tool_candidates,
)
from sessgraph.extract.fix_preferences import (
    SUGGESTION_SCAN_CHARS,
    prefer_instructed,
    prefer_located,
    prefer_suggested,
    words,
)
from sessgraph.extract.intent import (
    PROCEDURAL_KINDS,
    SETUP_PROGRAMS,
    change_kind,
    intent_similarity,
    steps,
    token_diff,
    unwrapped_core,
)
from sessgraph.extract.records import Action, Episode, Fix
from sessgraph.extract.retry_changes import (
    changed_only_how,
    dropped_steps_run_apart,
    escalated_shells,
    permission_candidate,
    quoting_change,
    separator_change,
    steps_between,
    tool_switch_candidate,
)
from sessgraph.extract.user_actions import user_action_fix
from sessgraph.extract.verification import (
    LOGGING,
    find_attempts,
    last_still_failing,
    run_directory,
)


def _merge_edits(candidates: list[Candidate]) -> list[Candidate]:
    """Consecutive edits are one change (two lines of one unit file, a derive and an import
    that together make code compile). Logging-only edits stay apart: they rank last."""
    merged: list[Candidate] = []
    for candidate in candidates:
        previous = merged[-1] if merged else None
        if (
            previous is not None
            and previous.action is not None
            and candidate.action is not None
            and previous.action.is_edit
            and candidate.action.is_edit
            and not _is_logging(previous)
            and not _is_logging(candidate)
        ):
            previous.entities = [*dict.fromkeys([*previous.entities, *candidate.entities])]
            previous.change = f"{previous.change}; {candidate.change}"
            previous.merged = [*(previous.merged or [previous.action]), candidate.action]
            continue
        merged.append(candidate)
    return merged


INLINE_SCRIPT_CHARS = 120
_TRIVIAL_TOKENS = {"|", "&&", ";", "-y", "-q", "sudo", "/dev/null"}
_REDIRECTION = re.compile(r"[0-9]*[<>&]+[0-9&]*|[0-9]")
_ENV_ASSIGN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
# Options that move a command to another directory or project (class 2, changed cwd).
_DIRECTORY_OPTIONS = {"-C", "--manifest-path", "--prefix", "--cwd", "--directory", "--project"}
# Tokens that only show more of the output (class 5, inspection).
_VIEWING = {"head", "tail", "less", "more", "cat", "grep", "-v", "-vv", "--verbose", "|", "2>&1"}
_ACTIVATE = re.compile(r"(^|/)activate$|^conda$|^nvm$|^pyenv$")


def _edit_candidates(
    episode: Episode, start: int, end: int, actions: list[Action]
) -> list[Candidate]:
    """Separate changes (edits, installs, permission and config commands) in ``start..end``."""
    found: list[Candidate] = []
    for action in actions:
        if action.seq < start or action.seq >= end:
            continue
        if any(s.action is action for s in episode.symptoms):
            continue
        if action.is_edit:
            if _unread_document(episode, action.edit_path):
                continue  # class 4: a README edited on the way changes no command's outcome
            kind = "config_edit" if is_config(action.edit_path) else "code_edit"
            found.append(
                Candidate(
                    action,
                    kind,
                    f"edit {action.edit_path}: +{action.added_text[:300]!r}",
                    edit_entities(action),
                    change_class=SCRATCH if _is_scratch_path(action.edit_path) else KNOWLEDGE,
                )
            )
        elif action.command is not None and action.status != "failed":
            if _in_another_project(episode, action):
                continue  # class 4: an install in a sibling project changed nothing here
            written = shell_write(action)
            if written is not None and action.status == "ok":
                kind = "config_edit" if is_config(written.edit_path) else "code_edit"
                found.append(
                    Candidate(
                        action,
                        kind,
                        f"write {written.edit_path} from the shell: +{written.added_text[:300]!r}",
                        edit_entities(written),
                        change_class=SCRATCH if _is_scratch_path(written.edit_path) else KNOWLEDGE,
                    )
                )
                continue
            command_kind = change_kind(action.command)
            if command_kind is not None:
                found.append(
                    Candidate(
                        action,
                        command_kind,
                        action.command,
                        command_entities(action.command),
                        weight=_formatter_weight(episode, command_kind),
                    )
                )
    return _merge_edits(found)


# A failure of a format or style check (its command, or its error: "would be reformatted").
_STYLE_CHECK = re.compile(
    r"\b(fmt|format\w*|reformat\w*|prettier|black|isort|\w*lint\w*|clang-format|rustfmt"
    r"|biome|dprint|ruff)\b",
    re.I,
)


def _formatter_weight(episode: Episode, kind: str) -> float:
    """Class 5: a formatter only changes layout; it fixes a format or style check (named by
    the failing command, its error or its output: a CI run's "would be reformatted"), never
    a compile or test failure (a `gofmt -w` run after the edit that fixed an undefined
    name). Elsewhere it weighs like a command that only applies a change."""
    if kind != "code_format":
        return 1.0
    said = " ".join(
        f"{s.action.command} {s.error_text} {(s.action.output or '')[-SUGGESTION_SCAN_CHARS:]}"
        for s in episode.symptoms
        if s.action and s.action.command
    )
    return 1.0 if _STYLE_CHECK.search(said) else 1 / 3


_DOCUMENT = re.compile(r"\.(md|markdown|rst|adoc|txt)$|(^|/)docs?/", re.I)


def _unread_document(episode: Episode, path: str | None) -> bool:
    """True when ``path`` is prose documentation that no failing command of the episode
    names (a docs build, a markdown lint, a test reading it would name it): editing it
    cannot change what those commands do. Failed tool calls (a plan file revised after a
    rejection) are not commands and keep their edits."""
    if not path or not _DOCUMENT.search(path.replace("\\", "/")):
        return False
    failing = [s.action for s in episode.symptoms if s.action is not None and s.action.command]
    if not failing:
        return False
    name = path.replace("\\", "/").rsplit("/", 1)[-1].lower()
    said = " ".join(f"{a.command} {(a.output or '')[:SUGGESTION_SCAN_CHARS]}" for a in failing)
    return name not in said.lower()


def _in_another_project(episode: Episode, action: Action) -> bool:
    """True when ``action`` moved into another directory than the failing command did."""
    failing = episode.primary.action
    here = run_directory(failing) if failing is not None and failing.command else None
    there = run_directory(action)
    return here is not None and there is not None and here[0] == there[0] == "cd" and here != there


_SCRATCH_PATH = re.compile(r"^/tmp/|(^|/)(scratch|tmp)[^/]*/|(^|/)(scratch|tmp)_[^/]*$")


def _is_scratch_path(path: str | None) -> bool:
    return bool(path and _SCRATCH_PATH.search(path))


# Kinds of an earlier step of a compound retry that can be the fix inside it.
_STEP_FIX_KINDS = {
    "install_package",
    "package_reinstall",
    "uninstall_package",
    "env",
    "cwd",
    "permission",
    "config_edit",
    "create",
    "migration",
    "auth",
    "vcs",
}


def _step_candidates(failing: Action, retry: Action) -> list[Candidate]:
    """Class 2: earlier steps of a compound retry that the failing command lacked are the
    fix inside the retry (an install, an activation, a ``cd``, an ``export``)."""
    assert failing.command is not None and retry.command is not None
    had = {" ".join(argv) for stages in steps(failing.command) for argv in stages}
    retry_steps = steps(retry.command)
    # The retry itself is its last step that does something: viewing or reporting steps
    # after it (`npm install | tail; echo "exit=$?"; ls node_modules/.bin`) do not make it
    # a step before the retry.
    core = [n for n, stages in enumerate(retry_steps) if stages[0][0] not in SETUP_PROGRAMS]
    found = []
    for stages in retry_steps[: core[-1] if core else len(retry_steps) - 1]:
        text = " | ".join(" ".join(argv) for argv in stages)
        first = stages[0]
        if " ".join(first) in had:
            continue
        kind = change_kind(text)
        if first[0] in ("cd", "pushd"):
            kind = "cwd"
        elif first[0] in ("source", ".", "export", "set") or _ACTIVATE.search(first[-1]):
            kind = "env"
        if kind not in _STEP_FIX_KINDS:
            continue  # a cleanup or restart before a relaunch is routine, not the fix
        found.append(Candidate(retry, kind, f"{text}  (before the retry)", [text]))
    # A `cd` the failing command made and the retry dropped (the shell was already there).
    kept = {" ".join(argv) for stages in retry_steps for argv in stages}
    for stages in steps(failing.command)[:-1]:
        first = stages[0]
        if first[0] in ("cd", "pushd") and " ".join(first) not in kept:
            text = " ".join(first)
            found.append(Candidate(retry, "cwd", f"dropped `{text}` before the retry", [text]))
    return found


def _changed_command(
    failing: Action, retry: Action, others: list[Candidate], between: list[str] | None = None
) -> list[Candidate]:
    """The difference between the failing and the succeeding command: added tokens (an
    env prefix, a flag, a corrected path), or removed ones (a dropped flag), or the cwd."""
    assert failing.command is not None and retry.command is not None
    added, removed = token_diff(failing.command, retry.command, up_to_core=True)
    meaningful = [
        t
        for t in added
        if (t not in _TRIVIAL_TOKENS or t == "sudo") and not _REDIRECTION.fullmatch(t)
    ]
    dropped = [t for t in removed if t not in _TRIVIAL_TOKENS and not _REDIRECTION.fullmatch(t)]
    # A corrected retry (close to the failing command) is a strong candidate; a quite
    # different command that merely checks the outcome is a weak one.
    closeness = intent_similarity(failing.command, retry.command)
    change_class = _command_change_class(added, removed, meaningful)
    if any(len(t) > INLINE_SCRIPT_CHARS for t in meaningful):
        # A rewritten inline script (python -c "…") is another program, not a correction.
        closeness = min(closeness, 0.5)
        meaningful = [t if len(t) <= INLINE_SCRIPT_CHARS else "<inline script>" for t in meaningful]
    weight = (1.0 if closeness >= 0.75 else 0.5) * (
        0.8 if any(_is_real_change(c) for c in others) else 1.0
    )
    change = f"{failing.command}  →  {retry.command}"
    found = []
    if failing.cwd and retry.cwd and failing.cwd != retry.cwd:
        found.append(Candidate(retry, "cwd", f"run in {retry.cwd}: {change}", [f"cwd={retry.cwd}"]))
    if meaningful and change_class == INSPECTION:
        # Class 5: a retry that only shows more of the output (`-v`, `| tail`) changed
        # nothing that makes it work: if it works now, that is flaky, not fixed.
        return found
    if meaningful:
        kind = "command_change"
        entities = [*dict.fromkeys(meaningful)]
        if all(_ENV_ASSIGN.match(t) for t in meaningful):
            kind = "env"
        elif not removed and unwrapped_core(failing.command) == unwrapped_core(retry.command):
            # Class 2: the same command run through a runner of another environment (`conda
            # run -n ml`, `uv run`, `poetry run`): the environment is the fix, said as one.
            kind, entities = "env", [" ".join(meaningful)]
        elif any(t in _DIRECTORY_OPTIONS for t in meaningful):
            kind = "cwd"
        found.append(
            Candidate(
                retry,
                kind,
                change,
                entities,
                weight=weight,
                change_class=change_class,
            )
        )
    elif dropped and not dropped_steps_run_apart(failing.command, retry.command, between or []):
        found.append(
            Candidate(
                retry,
                "command_change",
                f"removed {' '.join(dropped)}: {change}",
                [" ".join(dropped)],
                weight=weight,
                change_class=change_class,
            )
        )
    elif (joined := separator_change(failing.command, retry.command)) is not None:
        # Class 2: only how the steps are joined changed (PowerShell 5 rejects `&&`, the
        # retry joins them with `;`): that is the fix inside the retry.
        found.append(Candidate(retry, "command_change", f"{joined}: {change}", [joined]))
    elif (quoted := quoting_change(failing.command, retry.command)) is not None:
        found.append(
            Candidate(
                retry, "command_change", f"quoted {quoted}: {change}", [quoted], change_class=TYPO
            )
        )
    return found


# A viewer's line or byte count (`head -n50`, `tail -c 200`); not any option that happens to
# begin with the letter (`-chdir=infra` moves terraform to another directory: knowledge).
_COUNT_OPTION = re.compile(r"-[nc]\d*|--(?:lines|bytes)(?:=\d+)?")


def _command_change_class(added: list[str], removed: list[str], meaningful: list[str]) -> str:
    """Class 5: what kind of change the difference between two commands is."""
    if any(len(t) > INLINE_SCRIPT_CHARS for t in [*added, *removed]):
        return SCRATCH
    if meaningful and all(t in _VIEWING or _COUNT_OPTION.fullmatch(t) for t in meaningful):
        return INSPECTION
    if (
        added
        and len(added) == len(removed)
        and all(_is_slip(a, b) for a, b in zip(added, removed, strict=True))
    ):
        return TYPO  # a slip corrected: `stauts` → `status`, quoting, one character
    return KNOWLEDGE


def _is_slip(new: str, old: str) -> bool:
    """A few letters or punctuation marks changed; a changed number (a port, a version, an
    index) is a corrected value, which is knowledge."""
    if new.strip("'\"") == old.strip("'\""):
        return True
    matcher = SequenceMatcher(None, old, new, autojunk=False)
    changed = "".join(
        old[i1:i2] + new[j1:j2] for op, i1, i2, j1, j2 in matcher.get_opcodes() if op != "equal"
    )
    if any(c.isdigit() for c in changed):
        return False
    return len(changed) <= 4 or matcher.ratio() >= 0.85


def _candidates(
    episode: Episode, verify: Action, error_gone: Action, actions: list[Action]
) -> list[Candidate]:
    """Changes after the episode's last failure up to the first run where its error is gone
    (class 4: edits before a retry that still failed the same way did not fix it)."""
    last_failure = max(
        s.seq for s in episode.symptoms if s.seq < error_gone.seq or s.action is None
    )
    again = last_still_failing(episode, actions, error_gone.seq)
    if again is not None:
        last_failure = max(last_failure, again.seq)
    found = _edit_candidates(episode, last_failure, error_gone.seq + 1, actions)
    found = [c for c in found if c.action is not error_gone]
    failing = episode.primary.action
    last = again or next(
        (s.action for s in reversed(episode.symptoms) if s.action and s.seq <= last_failure),
        failing,
    )
    if failing is None or last is None or not failing.command or not error_gone.command:
        return found
    permission = permission_candidate(last, error_gone)
    if permission is not None:
        found.append(permission)
    found.extend(escalated_shells(last, last_failure, error_gone, actions))
    found.extend(_step_candidates(last, error_gone))
    retried = verify if _changed_again(error_gone, verify) else error_gone
    between = [a.command for a in actions if failing.seq < a.seq < retried.seq and a.command]
    found.extend(_changed_command(failing, retried, found, between))
    switched = tool_switch_candidate(episode, last, error_gone)
    if switched is not None:
        found.append(switched)
    named = dropped_what_failed(episode, last, error_gone)
    if named and not any(c.action is error_gone for c in found):
        change = f"removed {' '.join(named)}: {last.command}  →  {error_gone.command}"
        found.append(Candidate(error_gone, "command_change", change, named))
    return found


def _changed_again(error_gone: Action, verify: Action) -> bool:
    """Class 4 read right: the first run without the episode's error still failed, and the
    command line changed again before a run worked (``opencode export X`` → "Session not
    found" → ``opencode export ses_…``; ``pnpm run type-check`` → "Missing script" → the
    original name in the right directory). The intermediate line was a guess on the way: the
    command-line change that worked is the one to the succeeding run."""
    return (
        error_gone is not verify
        and error_gone.status in ("failed", "error")
        and verify.seq > error_gone.seq
        and bool(error_gone.command and verify.command)
        and " ".join((error_gone.command or "").split()) != " ".join((verify.command or "").split())
    )


def _is_real_change(candidate: Candidate) -> bool:
    """An edit, install, permission change…: not a restart, not a logging tweak."""
    return (
        candidate.kind not in PROCEDURAL_KINDS
        and not _is_logging(candidate)
        and candidate.change_class == KNOWLEDGE
    )


def _is_logging(candidate: Candidate) -> bool:
    return bool(candidate.entities) and bool(LOGGING.search(" ".join(candidate.entities)))


def _score(candidates: list[Candidate], context: set[str]) -> None:
    for rank, candidate in enumerate(reversed(candidates)):
        base = (1.0 if candidate.kind in PROCEDURAL_KINDS else 3.0) * candidate.weight
        if candidate.change_class in NOT_KNOWLEDGE:
            base *= NOT_KNOWLEDGE_WEIGHT  # class 5: ranks below knowledge-bearing changes
        entity_words = words(" ".join(candidate.entities))
        overlap = len(entity_words & context) / max(1, len(entity_words))
        recency = 0.6 / (rank + 1)
        penalty = 2.5 if _is_logging(candidate) else 0
        candidate.score = base + 1.5 * overlap + recency - penalty


def find_fix(
    episode: Episode,
    verify: Action,
    actions: list[Action],
    prose: dict[int, str],
    error_gone: Action | None = None,
) -> Fix | None:
    """The change that resolved ``episode``; ``None`` (flaky) when nothing changed.

    ``error_gone`` is the first run of the goal without the episode's error (it may fail
    otherwise, class 4); the fix lies before it. It defaults to ``verify``."""
    failing = episode.primary.action
    if failing is not None and failing.tool_error is not None:
        candidates = tool_candidates(failing, verify, actions)
    else:
        candidates = _candidates(episode, verify, error_gone or verify, actions)
    if not candidates:
        return None
    context = words(" ".join(s.error_text for s in episode.symptoms))
    for seq in range(episode.symptoms[0].seq, verify.seq + 1):
        context |= words(prose.get(seq, ""))
    prefer_suggested(episode, candidates)
    prefer_instructed(episode, candidates)
    _score(candidates, context)
    prefer_located(episode, candidates)
    ranked = sorted(candidates, key=lambda c: c.score, reverse=True)
    best = ranked[0]
    confidence = min(0.95, 0.35 + 0.12 * best.score)
    if len(ranked) > 1:
        confidence -= min(0.2, 0.1 * max(0.0, 1.0 - (best.score - ranked[1].score)))
    if best.change_class in NOT_KNOWLEDGE:
        confidence *= NOT_KNOWLEDGE_CONFIDENCE
    target = best.action or verify
    failing = episode.primary.action
    return Fix(
        message_id=target.message_id,
        seq=target.seq,
        kind=best.kind,
        entities=best.entities,
        change=best.change,
        verify=verify,
        confidence=round(max(0.05, confidence), 3),
        change_class=best.change_class,
        evidence={
            "failing_command": failing.command if failing else None,
            "verify_command": verify.command,
            "intent_similarity": round(
                intent_similarity(failing.command or "", verify.command or ""), 3
            )
            if failing
            else None,
            "alternatives": [
                {"kind": c.kind, "change": c.change[:200], "score": round(c.score, 2)}
                for c in ranked[1:4]
            ],
        },
    )


def resolve(
    episodes: list[Episode],
    actions: list[Action],
    prose: dict[int, str],
    prompts: dict[int, tuple[int, str]] | None = None,
) -> None:
    """Fill status, verification and fix of every episode. ``prompts``: the user's prompts
    by position, as (message id, text without IDE tags). Episodes split off a run that
    showed several errors, each answered by its own edit, are inserted after their own."""
    split: dict[int, list[Episode]] = {}
    for episode in episodes:
        verify, gone = find_attempts(episode, actions)
        gone_only = verify is None and gone is not None and _gone_counts(episode, gone, actions)
        if gone_only:
            verify = gone
        if verify is None:
            episode.status = "abandoned"
            continue
        episode.verify = verify
        fix = find_fix(episode, verify, actions, prose, gone)
        if fix is None:
            fix = user_action_fix(episode, verify, prompts or {}, actions)
        if fix is None:
            episode.status = "flaky"
            continue
        if gone_only:
            fix.confidence = round(fix.confidence * GONE_ONLY_CONFIDENCE, 3)
            fix.evidence["verified_by"] = "error gone: the retry failed otherwise"
        episode.status = "resolved"
        episode.fix = fix
        split[id(episode)] = split_by_error(episode, gone or verify, actions)
    if split:
        episodes[:] = [e for episode in episodes for e in (episode, *split.get(id(episode), []))]


# Confidence factor of a fix seen only through its error going away (the retry failed
# otherwise, and no later run succeeded).
GONE_ONLY_CONFIDENCE = 0.8


def _gone_counts(episode: Episode, gone: Action, actions: list[Action]) -> bool:
    """Class 4: when the retry fails otherwise and nothing later succeeds, the error is still
    fixed if the retry of a tool call is itself the change, or if a real change (an edit, an
    install, a config change) came between: a changed command line that fails otherwise is
    another experiment (often the next test of a series), not a fix."""
    if episode.primary.kind == "user_rejection":
        # The user turned the call away and said how to proceed: following the instruction
        # fixes nothing until it works (a workaround that fails otherwise is another try).
        return False
    primary = episode.primary.action
    if primary is not None and primary.tool_error is not None:
        return True
    if primary is not None and dropped_what_failed(episode, primary, gone):
        return True
    if (
        primary is not None
        and primary.command
        and gone.command
        and primary.command != gone.command
        and (
            rejected_command_line(episode, gone)
            or (
                changed_only_how(primary.command, gone.command)
                and not dropped_steps_run_apart(
                    primary.command, gone.command, steps_between(primary, gone, actions)
                )
            )
        )
    ):
        return True  # class 2: the corrected command line got past the shell or the parser
    last_failure = max(s.seq for s in episode.symptoms if s.seq < gone.seq)
    again = last_still_failing(episode, actions, gone.seq)
    if again is not None:
        last_failure = max(last_failure, again.seq)
    changes = _edit_candidates(episode, last_failure, gone.seq, actions)
    return any(_is_real_change(c) for c in changes)
