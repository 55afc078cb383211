"""What a shell command is for: probes, changes, and whether two commands share an intent.

Three questions decide symptoms and fixes, and all are answered from the command line alone
(plus exit code and output), with plain tokenisation:

* Is a non-zero exit *expected*? Answered by :mod:`sessgraph.extract.probes` (``grep`` with
  no match, existence and health probes), re-exported here.
* Does a command *change* the system (install, edit, chmod, cleanup, auth, reboot), and of
  what kind? Read-only commands are never fixes.
* Do two commands share an *intent* (the retry of the same thing, perhaps corrected)?
  Decided by token similarity of the normalised commands and the same leading program.
"""

from __future__ import annotations

import re
import shlex
from difflib import SequenceMatcher
from functools import lru_cache

from sessgraph.extract import goals

# Re-exported: the rules that compare commands import these from here.
from sessgraph.extract.command_likeness import SAME_INTENT as SAME_INTENT
from sessgraph.extract.command_likeness import SETUP_PROGRAMS as SETUP_PROGRAMS
from sessgraph.extract.command_likeness import core_commands as core_commands
from sessgraph.extract.command_likeness import introspection as _introspection
from sessgraph.extract.command_likeness import lexical_similarity as _lexical_similarity
from sessgraph.extract.command_likeness import normalised_tokens as normalised_tokens
from sessgraph.extract.command_likeness import unwrapped_core as unwrapped_core
from sessgraph.extract.command_lines import (
    ENV_ASSIGN,
    WRAPPERS,
    argvs,
    is_separator,
    simple_commands,
    tokens,
)
from sessgraph.extract.goals import (
    INLINE,
    Goal,
    goal_of,
    heredoc_scripts,
    look_and_change,
    other_subject,
    path_key,
    same_goal,
)

# Re-exported: the probe rules lived here, and the symptom rules import them from here.
from sessgraph.extract.probes import expected_nonzero_reason as expected_nonzero_reason
from sessgraph.extract.textcache import memo_by_text

# Change classification: what kind of fix a command could be.
_INSTALL = re.compile(
    r"\b(pip3?|uv pip|uv|conda|mamba|apt-get|apt|dnf|yum|brew|npm|pnpm|yarn|cargo|go|gem)"
    r"\s+(install|add|get)\b"
)
_CLI_CONFIG_WRITE = re.compile(
    r"\bgit\s+config\s+(?:--(?:global|system|local|add|replace-all)\s+)*(?!-)[\w.-]+\s+(?![-&|;])\S"
    r"|\b(?:npm|pnpm|yarn|pip3?|conda|gcloud|poetry)\s+config\s+(?:set|--add|--set)\b"
)
_CHANGE_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("driver_upgrade", re.compile(r"\bnvidia-driver|\bcuda-drivers\b")),
    ("package_reinstall", re.compile(r"--force-reinstall|\breinstall\b")),
    ("install_package", _INSTALL),
    ("uninstall_package", re.compile(r"\b(pip3?|apt-get|apt|npm|cargo)\s+(uninstall|remove)")),
    ("auth", re.compile(r"\b(login|auth\s+login|ssh-add|gh auth)\b")),
    ("reboot", re.compile(r"^\s*(sudo\s+)?(reboot|shutdown -r)\b|\breboot\b")),
    ("permission", re.compile(r"\b(chmod|chown|chgrp|setfacl|usermod)\b")),
    # Windows kills a process with `taskkill /PID n /F` or PowerShell's Stop-Process.
    (
        "cleanup",
        re.compile(
            r"\b(rm|docker rm|docker rmi|kill|pkill|killall|fuser -k|prune|taskkill)\b"
            r"|\b(?i:stop-process)\b"
        ),
    ),
    ("config_edit", re.compile(r"\bsed\s+-i|\btee\b|>\s*/etc/|\bcrontab\b|\bsysctl -w\b")),
    # A tool's own configuration written from its CLI (class 5, a config key): `git config
    # --global --add safe.directory /srv/app`, `npm config set registry …`; reads such as
    # `git config --get x` or `git config --list` name no value and change nothing.
    ("config_edit", _CLI_CONFIG_WRITE),
    # A formatter or a linter's autofix rewrites the code (a CI format check then passes).
    (
        "code_format",
        re.compile(
            r"\bruff\s+format\b(?!.*--check)|\bruff\s+check\b.*--fix|\bblack\b(?!.*--check)"
            r"|\bprettier\b.*--write|\bcargo\s+fmt\b(?!.*--check)|\bgofmt\s+-w|\bisort\b"
            r"|\beslint\b.*--fix|\bclang-format\b.*-i\b"
        ),
    ),
    (
        "start_service",
        re.compile(
            r"\bdocker(-|\s+)compose\s+(up|start|restart)\b|\bdocker\s+(start|run)\b"
            r"|\bpg_ctl\s+start\b|\bservice\s+\S+\s+start\b|\bbrew\s+services\s+start\b"
            r"|\bkubectl\s+(apply|rollout)\b"
        ),
    ),
    ("vcs", re.compile(r"\bgit\s+(pull|rebase|checkout|reset|stash|merge|switch|cherry-pick)\b")),
    (
        "migration",
        re.compile(
            r"\bmanage\.py\s+(makemigrations|migrate)\b|\balembic\s+(upgrade|revision)"
            r"|\b(rails|rake)\s+db:(migrate|setup)|\bprisma\s+(migrate|db\s+push)"
            r"|\b(knex|flyway|sqlx|goose|dbmate)\s+(migrate|up)\b|\bdiesel\s+migration\s+run"
        ),
    ),
    ("build", re.compile(r"\b(make|cmake|ninja|cargo build|go build|npm run build)\b")),
    ("env", re.compile(r"^\s*export\s+[A-Z_][A-Z0-9_]*=")),
    ("create", re.compile(r"\b(mkdir|touch|ln -s|cp|mv|install -m)\b")),
    (
        "service_apply",
        re.compile(r"\bsystemctl\s+(daemon-reload|restart|start|stop|enable|reload)"),
    ),
]

# Commands that only apply a change made elsewhere (reload, restart) are weaker fix candidates
# than the change itself.
PROCEDURAL_KINDS = {"service_apply", "create"}


def change_patterns(kinds: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """The patterns of the change rules of ``kinds``: a command none of them matches is of
    none of those kinds (a cheap pre-filter before :func:`change_kind`, which tries every
    rule in order)."""
    return tuple(pattern for kind, pattern in _CHANGE_RULES if kind in kinds)


@memo_by_text(maxsize=65536)
def change_kind(command: str) -> str | None:
    """The kind of system change ``command`` makes, or ``None`` for a read-only command.

    Memoised: it is asked of every command of a session, often several times."""
    for kind, pattern in _CHANGE_RULES:
        if pattern.search(command):
            return kind
    return None


_VOLATILE = re.compile(r"\b\d+(\.\d+)*\b|0x[0-9a-f]+|[0-9a-f]{8,}", re.IGNORECASE)


def steps(command: str) -> list[list[list[str]]]:
    """The steps of a compound command: one per pipeline of its ``&&``/``||``/``;`` list,
    each the argv of its stages (wrappers and env prefixes stripped, as in
    :func:`simple_commands`)."""
    pipelines: list[list[str]] = [[]]
    for token in tokens(command):
        if (
            is_separator(token)
            and token != "|&"
            and (";" in token or "&" in token or "\n" in token or "||" in token)
        ):
            pipelines.append([])
        else:
            pipelines[-1].append(token)
    return [stages for stages in map(argvs, pipelines) if stages]


# Steps that prepare or report around the step that matters; they have no goal of their own.
_NO_GOAL = {
    "cd",
    "sleep",
    "echo",
    "true",
    "false",
    "source",
    ".",
    "export",
    "set",
    "pushd",
    "popd",
    "printf",
    "clear",
    "date",
    "mkdir",
    "write-host",
    "write-output",
}


@lru_cache(maxsize=16384)
def step_goals(command: str) -> list[Goal]:
    """The goal of each step of ``command`` that has one (issue 12, "make intent explicit"):
    a pipeline's goal is that of its first stage that is not a setup step. An interpreter fed
    a heredoc runs that heredoc's script: its subject is the script (as for ``python -c``)."""
    scripts = iter(heredoc_scripts(command)) if "<<" in command else iter(())
    goals = []
    here: str | None = None  # the directory a `cd` step moved to
    for stages in steps(command):
        if stages[0][0] in ("cd", "pushd") and len(stages[0]) > 1:
            here = stages[0][1]
        stage = next((s for s in stages if s[0] not in _NO_GOAL), None)
        goal = goal_of(tuple(stage)) if stage else None
        if goal is not None and stage is not None and any(w.startswith("<<") for w in stage):
            script = next(scripts, None)
            if script is not None and goal.action == "run" and script[0] == goal.program:
                goal = Goal("run", INLINE + script[1], goal.program)
        if goal is not None and goal.action == "install" and goal.subject == "." and here:
            # The package in the directory moved to: named as a path to it elsewhere is.
            goal = Goal("install", path_key(here), goal.program)
        if goal is not None:
            goals.append(goal)
    return goals


def scripts_differ(a: str, b: str) -> bool:
    """Class 5: True when ``a`` is the run of an inline script (its main goal: ``python -c``,
    a heredoc fed to an interpreter) and ``b`` runs inline scripts of that interpreter, none
    of them that script corrected: two throwaway programs, however alike the command lines
    around them read. A script that only helps another step (``curl … | node -e …`` parsing
    a reply) is not what the command was for, and is not compared."""
    goal = main_goal(a)
    if goal is None or not goal.subject.startswith(INLINE):
        return False
    theirs = [
        g for g in step_goals(b) if g.subject.startswith(INLINE) and g.program == goal.program
    ]
    return bool(theirs) and all(other_subject(goal, other) for other in theirs)


@lru_cache(maxsize=16384)
def main_goal(command: str) -> Goal | None:
    """What ``command`` is for: the goal of its last step that has one (``pip install x &&
    pytest`` is a test run; the install is the fix inside the retry)."""
    goals = step_goals(command)
    return goals[-1] if goals else None


# Similarity given to two commands that share a goal through different programs (class 1).
GOAL_SIMILARITY = 0.7


@lru_cache(maxsize=16384)  # pure, and the same command pairs recur across attempts
def intent_similarity(a: str, b: str) -> float:
    """0..1: how likely ``b`` is another attempt at what ``a`` tried: the commands read
    alike, or (class 1, same goal with another program) their main goals are the same."""
    if a == b:
        return 1.0
    if scripts_differ(a, b):
        return 0.0  # class 5: another throwaway script is no retry of the first
    lexical = _lexical_similarity(a, b)
    goal_a, goal_b = main_goal(a), main_goal(b)
    if lexical >= SAME_INTENT:
        unlike = (
            other_subject(goal_a, goal_b)
            or look_and_change(goal_a, goal_b)
            or _other_known_goal(goal_a, goal_b, b)
            or other_heredoc_script(a, b)
        )
        return 0.0 if unlike or _goal_dropped(goal_a, b) else lexical
    acting = _acting_step(a)
    if acting is not None and acting in _step_keys(b):
        return SAME_INTENT  # class 2: the step that failed, run again inside another script
    if (
        goal_a is not None
        and goal_a.action != "run"
        and same_goal(goal_a, goal_b)
        and _introspection(normalised_tokens(a)) == _introspection(normalised_tokens(b))
        and _scripts_agree(a, b)
    ):
        return GOAL_SIMILARITY
    if _earlier_step_pursues(goal_a, b):
        return GOAL_SIMILARITY
    target = main_target(a)
    if target is not None and target == main_target(b) and _scripts_agree(a, b):
        return GOAL_SIMILARITY  # the same subcommand on the same target, other steps around
    return lexical


@lru_cache(maxsize=16384)
def main_target(command: str) -> tuple[str, ...] | None:
    """The target of ``command``'s main step when the goal table does not know its program
    (:func:`goals.run_target`)."""
    last = None
    for stages in steps(command):
        stage = next((s for s in stages if s[0] not in _NO_GOAL), None)
        if stage is not None and goal_of(tuple(stage)) is not None:
            last = stage
    return goals.run_target(tuple(last)) if last is not None else None


# Goals that do something (not a look at files, text or history): one pursued again by an
# earlier step of a compound retry is that step's retry.
_ACTING_GOALS = {"install", "build", "test", "typecheck", "run_service", "fetch_url"}


def _earlier_step_pursues(goal: Goal | None, other: str) -> bool:
    """Class 1 with class 2: a step of ``other`` before its last one pursues ``goal`` on the
    same named subject (``pnpm add ioredis`` refused, then ``pnpm add -w ioredis && pnpm add
    -D -w @types/ioredis``): the retry is that step, the steps after it are more work."""
    if goal is None or goal.action not in _ACTING_GOALS or not goal.subject:
        return False
    earlier = step_goals(other)[:-1]
    return any(g.action == goal.action and g.subject == goal.subject for g in earlier)


def _other_known_goal(a: Goal | None, b: Goal | None, other: str) -> bool:
    """Class 4: two commands whose goals the table knows and tells apart (a search and a read
    of a file) are not attempts at one thing, however alike their command lines read (the
    same wrapper, ``powershell -Command '…'``, around both), unless a step of ``other``
    still pursues ``a``'s goal (``tsc --noEmit && vite build`` runs the type check again)."""
    known = ("run", "inspect")
    if a is None or b is None or a.action == b.action or a.action in known or b.action in known:
        return False
    return all(g.action != a.action for g in step_goals(other))


# A script fed to an interpreter through a heredoc (`python - <<'PY'`, `node <<EOF`): the body
# is the program, though the shell words around it read the same for every such script.
_SCRIPT_HEREDOC = re.compile(
    r"\b(?:python[\d.]*|node|ruby|perl|php|bash|sh|zsh|Rscript|julia|deno|bun)\b[^\n|;&<]*"
    r"<<-?\s*(['\"]?)(\w+)\1[^\n]*\n(.*?)\n\s*\2\b",
    re.DOTALL,
)


def _heredoc_script(command: str) -> str | None:
    match = _SCRIPT_HEREDOC.search(command)
    return match.group(3)[: goals.SUBJECT_CHARS] if match else None


def other_heredoc_script(a: str, b: str) -> bool:
    """Class 4 with class 5: two heredoc scripts run by an interpreter are two programs when
    their bodies differ more than an edit of one does (as two ``python -c`` scripts are):
    a parity check failing, then a look at a file's header working, verifies nothing."""
    script_a = _heredoc_script(a) if "<<" in a else None
    script_b = _heredoc_script(b) if script_a is not None and "<<" in b else None
    if script_a is None or script_b is None or script_a == script_b:
        return False
    matcher = SequenceMatcher(None, script_a, script_b, autojunk=False)
    threshold = goals.INLINE_SAME_RATIO
    return matcher.quick_ratio() < threshold or matcher.ratio() < threshold


def _goal_dropped(goal: Goal | None, other: str) -> bool:
    """Class 4: True when ``other`` no longer pursues the goal ``goal`` names (``npm run
    build && npm test`` → ``npm run build``: the tests are not run again, so the build's
    success verifies nothing about them). Only acting goals the table knows are compared
    (a trailing look at the result, ``| head`` or ``cat out.json``, is no goal to keep)."""
    if goal is None or goal.action == "run" or goal.action in _REPORTING_ACTIONS:
        return False
    goals = step_goals(other)
    return bool(goals) and all(g.action != goal.action for g in goals)


# Goals that only look at things: a script's step of this kind is reporting, not acting.
_REPORTING_ACTIONS = {"vcs_query", "list_files", "read_file", "search_text", "format_json"}
_REDIRECTION_WORD = re.compile(r"^\d*(?:>>?|<|&>)")


def _step_key(argv: list[str]) -> tuple[str, ...]:
    """A step's first stage compared without its redirections (``2>&1``, ``> /dev/null``)."""
    key: list[str] = []
    skip = False
    for token in argv:
        if skip:
            skip = False
            continue
        if _REDIRECTION_WORD.match(token):
            skip = token.rstrip("0123456789&") in (">", ">>", "<", "&>", "2>")
            continue
        key.append(token)
    return tuple(key)


def _step_keys(command: str) -> set[tuple[str, ...]]:
    return {_step_key(stages[0]) for stages in steps(command)}


def _silenced(argv: list[str]) -> bool:
    """True when a stage's standard output goes to ``/dev/null`` (its errors may not)."""
    joined = " ".join(argv)
    return bool(re.search(r"(?:^|\s)(?:1|&)?>\s*/dev/null\b", joined))


@lru_cache(maxsize=16384)
def _acting_step(command: str) -> tuple[str, ...] | None:
    """The one step of ``command`` that does something whose output was looked at (not a
    setup step, not a look at history, files or text, not a step silenced into
    ``/dev/null``): in ``cd repo && git merge dev | tail -4 && git log -1`` it is the merge,
    which is what failed when the output shows a merge refusal. ``None`` when there are
    several (a script of requests or checks): which one failed is then unknown."""
    acting = []
    for stages in steps(command):
        first = stages[0]
        if first[0] in SETUP_PROGRAMS or _silenced(stages[-1]):
            continue
        goal = goal_of(tuple(first))
        if goal is not None and goal.action in _REPORTING_ACTIONS:
            continue
        acting.append(_step_key(first))
    return acting[0] if len(acting) == 1 else None


# A script of this many goals or more is one attempt retried only when the other command
# shares at least SCRIPT_GOAL_OVERLAP of its goals.
SCRIPT_GOALS = 3
SCRIPT_GOAL_OVERLAP = 0.5


def _scripts_agree(a: str, b: str) -> bool:
    """Class 1's limit: a script of several goals is matched by its last step only when the
    other command pursues most of the same goals. A test script that fakes a tool, runs a
    build, cleans up and ends in ``git status`` is not retried by a later ``git status; git
    status --ignored``: the failing step was not the last one (issue 12, class 4). Two
    steps (``gh repo create …; git push``) are still judged by the last."""
    goals_a = set(step_goals(a))
    if len(goals_a) < SCRIPT_GOALS:
        return True
    goals_b = set(step_goals(b))
    return len(goals_a & goals_b) / len(goals_a | goals_b) >= SCRIPT_GOAL_OVERLAP


# Filters that select lines and so can hide the error a command printed (head/tail keep the
# end of the output, where errors are, so they do not count).
_FILTERS = {"grep", "egrep", "fgrep", "rg", "awk", "sed", "cut", "jq", "wc"}


def ends_in_filter(command: str) -> bool:
    """True when a pipeline's output passes through a line-selecting filter."""
    argvs = simple_commands(command)
    return len(argvs) > 1 and "|" in tokens(command) and any(a[0] in _FILTERS for a in argvs[1:])


# Line filters of the Windows shells, besides the POSIX ones.
_SHELL_FILTERS = _FILTERS | {"findstr", "select-string"}


def refiltered(failing: str, other: str) -> bool:
    """Class 4: True when ``other`` is ``failing`` with only its trailing line filter
    changed (``tsc | grep error`` then ``tsc | grep firebase``): the same run with other
    lines selected, a look at it rather than another attempt."""
    a, b = steps(failing), steps(other)
    if not a or not b or len(a[-1]) < 2 or len(b[-1]) < 2:
        return False
    last_a, last_b = a[-1][-1], b[-1][-1]
    if last_a[0].lower() not in _SHELL_FILTERS or last_b[0].lower() not in _SHELL_FILTERS:
        return False
    return last_a != last_b and [*a[:-1], a[-1][:-1]] == [*b[:-1], b[-1][:-1]]


def same_intent(a: str, b: str, *, by_goal: bool = True) -> bool:
    """True when ``b`` is another attempt at what ``a`` tried; without ``by_goal`` only a
    command that reads alike counts (not another program pursuing the same goal)."""
    if by_goal:
        return intent_similarity(a, b) >= SAME_INTENT
    goal_a, goal_b = main_goal(a), main_goal(b)
    return a == b or (
        _lexical_similarity(a, b) >= SAME_INTENT
        and not other_subject(goal_a, goal_b)
        and not look_and_change(goal_a, goal_b)
    )


def diff_tokens(command: str, up_to: set[str] | None = None) -> list[str]:
    """Tokens that can make a difference between two attempts: setup and viewing steps
    dropped (unless nothing else is left), but ``sudo`` and ``VAR=value`` prefixes kept,
    since they are often the fix."""
    groups: list[list[str]] = [[]]
    feeds: set[int] = set()  # groups whose output a pipe passes on
    for token in tokens(command):
        if is_separator(token):
            if token == "|" and groups[-1]:
                feeds.add(len(groups) - 1)
            groups.append([])
        else:
            groups[-1].append(token)
    programs_of = [_group_program(group) for group in groups]
    if up_to:
        # Steps after the command that matters (cleanup, viewing) cannot have changed it.
        last = max((n for n, p in enumerate(programs_of) if p in up_to), default=None)
        if last is not None:
            groups, programs_of = groups[: last + 1], programs_of[: last + 1]
    # A viewer that feeds a pipe produces what the rest filters (`ls "$DIR" | grep x`): its
    # operands are what the command looks at, not setup (class 2, a corrected path).
    core = [
        group
        for n, (group, program) in enumerate(zip(groups, programs_of, strict=True))
        if program is not None
        and (program not in SETUP_PROGRAMS or (n in feeds and program in _PRODUCERS))
    ]
    kept: list[str] = []
    for group in core or [g for g in groups if g]:
        kept.extend(_basename_program(group))
    return kept


# Setup programs that are the data source when they feed a pipe.
_PRODUCERS = {"ls", "cat", "head", "tail"}


def _group_program(group: list[str]) -> str | None:
    argvs = simple_commands(" ".join(shlex.quote(t) for t in group))
    return argvs[0][0] if argvs else None


def _basename_program(group: list[str]) -> list[str]:
    out = list(group)
    for n, token in enumerate(out):
        if token not in WRAPPERS and not ENV_ASSIGN.match(token):
            if "/" in token and not token.startswith("."):
                out[n] = token.rsplit("/", 1)[-1]
            break
    return out


def token_diff(
    failing: str, succeeding: str, *, up_to_core: bool = False
) -> tuple[list[str], list[str]]:
    """Tokens added in ``succeeding`` and removed from ``failing`` (order kept).

    With ``up_to_core``, steps of ``succeeding`` after its last run of the failing command's
    program are ignored (a trailing cleanup is not a correction)."""
    core = {argv[0] for argv in core_commands(failing)} if up_to_core else None
    ta, tb = diff_tokens(failing), diff_tokens(succeeding, core)
    added: list[str] = []
    removed: list[str] = []
    for op, i1, i2, j1, j2 in SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes():
        if op in ("replace", "delete"):
            removed.extend(ta[i1:i2])
        if op in ("replace", "insert"):
            added.extend(tb[j1:j2])
    return added, removed
