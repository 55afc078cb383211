"""How alike two command lines read: the lexical half of "another attempt at the same thing".

Split from :mod:`sessgraph.extract.intent`, which adds the goal half (the same goal reached
with another program). Here a command is reduced to its *core* simple commands (setup and
viewing steps such as ``cd``, ``echo``, ``| head`` dropped; wrappers, env prefixes and program
paths removed) and two commands are compared token by token and character by character, also
with their environment runners removed (issue 12, class 1: ``python x.py`` and ``conda run -n
env python x.py``). A listing, a dry run or help (``--collect-only``, ``--help``) and another
subcommand of the same CLI (``systemctl status`` / ``stop``) are other things to do.
"""

from __future__ import annotations

from difflib import SequenceMatcher

from sessgraph.extract import goals
from sessgraph.extract.command_lines import simple_commands
from sessgraph.extract.probes import VERB_PROGRAMS

# Setup and viewing steps around the command that matters (`cd x && make`, `mkdir -p out &&
# run`, `run && head out.csv`): they do not change what the command is trying to do.
SETUP_PROGRAMS = {
    "cd",
    "mkdir",
    "sleep",
    "echo",
    "true",
    "source",
    ".",
    "export",
    "set",
    "pushd",
    "popd",
    "ls",
    "cat",
    "head",
    "tail",
    "wc",
    "printf",
    "clear",
    "date",
    "xargs",
}


def core_commands(command: str) -> list[list[str]]:
    """The simple commands that carry the intent (setup and viewing steps dropped)."""
    argvs = simple_commands(command)
    core = [argv for argv in argvs if argv[0] not in SETUP_PROGRAMS]
    return core or argvs


def unwrapped_core(command: str) -> list[list[str]]:
    """The core commands with their runners removed (issue 12, class 1: the same goal run
    through another launcher). ``conda run -n env python x.py`` and ``uv run pytest`` run
    ``python x.py`` and ``pytest``: the retry of a goal under
    another environment or launcher is still that goal (:func:`goals.strip_runner`)."""
    return [goals.strip_runner(argv) for argv in core_commands(command)]


def normalised_tokens(command: str) -> list[str]:
    """Tokens of the core commands, wrappers stripped, program paths reduced."""
    flat: list[str] = []
    for argv in core_commands(command):
        flat.extend(argv)
        flat.append("|")
    return flat[:-1]


def lexical_similarity(a: str, b: str) -> float:
    """How alike two command lines read; also compared with their environment runners
    removed (class 1: `python x.py` and `conda run -n env python x.py`), the higher kept."""
    core_a, core_b = core_commands(a), core_commands(b)
    plain = _argv_similarity(core_a, core_b)
    bare_a, bare_b = unwrapped_core(a), unwrapped_core(b)
    if plain >= SAME_INTENT or (bare_a == core_a and bare_b == core_b):
        return plain
    return max(plain, _argv_similarity(bare_a, bare_b))


def _flat(argvs: list[list[str]]) -> list[str]:
    flat: list[str] = []
    for argv in argvs:
        flat.extend(argv)
        flat.append("|")
    return flat[:-1]


def _argv_similarity(argvs_a: list[list[str]], argvs_b: list[list[str]]) -> float:
    ta, tb = _flat(argvs_a), _flat(argvs_b)
    if not ta or not tb:
        return 0.0
    if ta[0] != tb[0] and {t[0] for t in argvs_a}.isdisjoint(t[0] for t in argvs_b):
        return 0.0
    if introspection(ta) != introspection(tb):
        return 0.0  # listing tests or printing help is not another attempt at running them
    sub_a, sub_b = _subcommand(argvs_a), _subcommand(argvs_b)
    if sub_a and sub_b and SequenceMatcher(None, sub_a, sub_b).ratio() < 0.75:
        return 0.0  # `systemctl status` and `systemctl stop` are different things to do
    token_ratio = SequenceMatcher(None, ta, tb, autojunk=False).ratio()
    # Characters compared up to a bound: the comparison is quadratic, and commands carrying
    # inline scripts run to many kilobytes.
    chars = SequenceMatcher(None, " ".join(ta)[:COMPARED_CHARS], " ".join(tb)[:COMPARED_CHARS])
    if chars.quick_ratio() <= token_ratio:
        return token_ratio  # the character ratio cannot be higher
    return max(token_ratio, chars.ratio())


# How much of two commands' text is compared character by character.
COMPARED_CHARS = 1500


SAME_INTENT = 0.6

# Flags that turn a command into a listing, a dry run or help: a different thing to do.
_INTROSPECTION_WORDS = (
    "--collect-only --co --help -h --version -V --dry-run --list --markers --fixtures "
    "--list-tests --dryrun --what-if --print-only"
)
_INTROSPECTION_FLAGS = frozenset(_INTROSPECTION_WORDS.split())


# Short flags that ask for help or the version only when nothing follows them: `psql -h
# 127.0.0.1` names a host, `du -h dir` / `df -h` print sizes for humans.
_BARE_ONLY = {"-h", "-V"}


def introspection(argv_tokens: list[str]) -> frozenset[str]:
    found = _INTROSPECTION_FLAGS.intersection(argv_tokens)
    if not found & _BARE_ONLY:
        return found
    bare = {
        flag
        for n, flag in enumerate(argv_tokens)
        if flag in _BARE_ONLY and (n + 1 == len(argv_tokens) or argv_tokens[n + 1] == "|")
    }
    return frozenset((found - _BARE_ONLY) | bare)


def _subcommand(argvs: list[list[str]]) -> str | None:
    if not argvs:
        return None
    argv = argvs[0]
    if argv[0] in VERB_PROGRAMS:
        # Issue 12, class 2: a global option's value is no verb (`pnpm --filter web run
        # build` runs `run`, `git -C repo status` runs `status`): the retry that selects
        # the workspace or directory is the same subcommand.
        value_next = False
        for token in argv[1:]:
            if value_next:
                value_next = False
            elif token.startswith("-"):
                value_next = token in goals.WORKSPACE_OPTIONS
            else:
                return token
    return None
