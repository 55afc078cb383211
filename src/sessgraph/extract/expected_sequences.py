"""Failures shown meant by what the agent did next: red test runs, looks for what it then made.

One family group of :mod:`sessgraph.extract.expected` (issue 12, labelled negatives): rules
that read the actions around a failed one (a bounded window before and after it, so the
pass stays linear in session length):

* **Red test runs.** A test run failing only because names it uses do not exist yet, in a
  test file written since the previous test run, whose missing names the agent writes next
  in a non-test file.
* **Looked for, then created.** A read of a file (or a CLI ``view`` of a resource) that is
  not there, which the agent later creates: creating what did not exist is no fix.
"""

from __future__ import annotations

import re

from sessgraph.extract.command_lines import simple_commands
from sessgraph.extract.expected_prose import clip
from sessgraph.extract.intent import step_goals
from sessgraph.extract.records import READ_TOOLS, Action
from sessgraph.extract.signatures import find_errors
from sessgraph.extract.textcache import memo_by_text

# ------------------------------------------------------------------------- red test runs

# Errors saying a name the code refers to does not exist (yet), in the families of the
# languages' toolchains: Go, Python, JS/TS, Rust, JVM; and a stub's own "not implemented".
_MISSING_DEFINITION = re.compile(
    r"no required module provides package|\bundefined: \w|cannot find package|could not import"
    r"|ModuleNotFoundError|ImportError|cannot import name|has no attribute"
    r"|Cannot find module|Failed to resolve import|has no exported member|is not exported"
    r"|unresolved import|cannot find (?:function|struct|type|value|module|macro|crate)\b"
    r"|error\[E0(?:432|425|433|412)\]|cannot find symbol|Unresolved reference"
    r"|not (?:yet )?implemented|NotImplementedError",
    re.IGNORECASE,
)
# A runner's summary of the failure, not a failure of its own.
_SUMMARY = re.compile(
    r"^(?:FAIL|FAILED|ERROR)\b|\[(?:setup|build) failed\]|\b\d+ (?:failed|errors?)\b"
    r"|^Test (?:Files|Suites)|^Tests?:|exit (?:code|status) \d",
    re.IGNORECASE,
)
# Test files by the naming conventions of the test runners.
_TEST_FILE = re.compile(
    r"(?:^|[/\\])(?:tests?|spec|__tests__)[/\\]|_test\.go$|(?:^|[/\\])test_\w+\.py$|_test\.py$"
    r"|\.(?:test|spec)\.[cm]?[jt]sx?$|Tests?\.(?:java|kt|cs)$|_spec\.rb$",
)
_HEREDOC_WRITE = re.compile(r"<<-?\s*['\"]?\w+['\"]?\s*>\s*(\S+)|>\s*(\S+)\s*<<")
# How many actions after a red run the agent's next write is looked for.
_NEXT_WRITE_WINDOW = 12


# Where a missing-definition error names the missing thing: a package path, a module, a symbol.
_MISSING_NAME = re.compile(
    r"provides package \S+?/((?:[\w.-]+/)?[\w.-]+)(?:;|\s|$)|cannot find package \"\S*?([\w.-]+)\""
    r"|\bundefined: (?:\w+\.)?(\w+)|No module named '(?:[\w.]+\.)?(\w+)'|cannot import name '(\w+)'"
    r"|Cannot find module '(?:[^']*/)?([\w.-]+)'|has no exported member '(\w+)'"
    r"|unresolved import `(?:\w+::)*(\w+)`|cannot find \w+ `(\w+)`|symbol:\s+\w+ (\w+)"
    r"|Unresolved reference:? '?(\w+)|'(\w+)' is not (?:yet )?implemented|(\w+) is not implemented",
)


def missing_names(output: str) -> set[str]:
    """The names a test run's missing-definition errors say do not exist."""
    names: set[str] = set()
    for match in _MISSING_NAME.finditer(output):
        names.update(g for g in match.groups() if g and len(g) >= 3)
    return names


def _runs_tests(command: str) -> bool:
    return any(goal.action == "test" for goal in step_goals(command))


def written_file(action: Action) -> str | None:
    """The file an action writes: an edit's path, or a ``cat <<EOF > path`` heredoc."""
    if action.edit_path:
        return action.edit_path
    if action.command and action.status == "ok":
        match = _HEREDOC_WRITE.search(action.command)
        if match:
            return (match.group(1) or match.group(2)).strip("\"'")
    return None


def _only_missing_definitions(output: str) -> bool:
    hits = find_errors(output)
    missing = [h for h in hits if _MISSING_DEFINITION.search(h.error_text)]
    others = [h for h in hits if h not in missing and not _SUMMARY.search(h.error_text.strip())]
    return bool(missing) and not others


def red_test_run(index: int, actions: list[Action]) -> bool:
    """True for the red step of a test written first (issue 12: TDD red runs): a test run
    that fails only because names it uses do not exist yet, in a test file the agent wrote
    since the previous test run, and whose next write goes to a file that is not a test
    (the code is written next). When the agent's next write is the test itself, the test
    had a bug of its own: that stays a symptom."""
    action = actions[index]
    if action.command is None or not _runs_tests(action.command):
        return False
    # (find_errors is memoised per output: the whole output hits the cache of detect_symptoms.)
    if not _only_missing_definitions(action.output or ""):
        return False
    output = clip(action.output or "")
    written_tests = []
    for earlier in reversed(actions[:index]):
        if earlier.command is not None and _runs_tests(earlier.command):
            break
        path = written_file(earlier)
        if path and _TEST_FILE.search(path):
            written_tests.append(path.replace("\\", "/").rsplit("/", 1)[-1])
    if not any(name in output for name in written_tests):
        return False
    names = missing_names(output)
    for later in actions[index + 1 : index + 1 + _NEXT_WRITE_WINDOW]:
        path = written_file(later)
        if not path or _TEST_FILE.search(path):
            continue
        written = f"{path.replace(chr(92), '/')}\n{later.added_text}\n{later.command or ''}"
        if any(name in written for name in names):
            return True
    return False


# ------------------------------------------------------------- probed, then created

_READS = {"cat", "head", "tail", "less", "stat", "ls", "file", "wc", "type", "get-content"}
# File-reading tools of the agents (an edit's "not found" is a mismatch, not an absence).
_FILE_ABSENT = re.compile(r"does not exist|No such file|file not found|ENOENT", re.IGNORECASE)
_VIEW_VERBS = {"view", "show", "describe", "get", "inspect", "info"}
_CREATE_VERBS = {"create", "init", "new", "add", "mb", "make"}
_ABSENT = re.compile(
    r"No such file|does not exist|not found|Could not resolve to|cannot find|NotFound|NOT_FOUND"
    r"|cannot access",
    re.IGNORECASE,
)


@memo_by_text(maxsize=8192)  # a case-insensitive scan of every judged output (issue 17)
def shows_absent(clipped: str) -> bool:
    """Whether an output (clipped) says a path or resource is not there."""
    return bool(_ABSENT.search(clipped))


def _probed_thing(action: Action) -> str | None:
    """What a failed read-only look was about: the file a read tool or a reader command
    named, or the resource a CLI's ``view``/``describe`` named (``gh repo view owner/x``)."""
    if action.tool is not None:
        error = action.tool_error or ""
        if action.tool.lower() not in READ_TOOLS or not _FILE_ABSENT.search(error):
            return None
        return action.target
    if action.command is None:
        return None
    argvs = simple_commands(action.command)
    output = clip(action.output or "")
    if not argvs or not shows_absent(output):
        return None
    if len(argvs) > 1:
        return _chain_probe(argvs, output)
    argv = argvs[0]
    args = [a for a in argv[1:] if not a.startswith("-")]
    if argv[0].lower() in _READS and len(args) == 1:
        return args[0]
    for n, word in enumerate(args[:-1]):
        if word in _VIEW_VERBS:
            return args[n + 1]
    return None


# Programs that only look (with ``sed`` and ``awk`` printing, not editing in place): a chain of
# them (`ls dir && sed -n '1,200p' dir/x.py && rg -n def dir`) is one look at a place.
_LOOKERS = _READS | {"sed", "awk", "nl", "rg", "grep", "find", "tree", "echo", "printf", "pwd"}


def _chain_probe(argvs: list[list[str]], output: str) -> str | None:
    """The file a read-only chain of looks found missing: the one a reader step named that
    the output's complaint names too (issue 12: existence probes inside a compound look)."""
    if any(a[0].lower() not in _LOOKERS or "-i" in a or "--in-place" in a for a in argvs):
        return None
    complaints = [line for line in output.splitlines() if _ABSENT.search(line)]
    for argv in argvs:
        args = [a for a in argv[1:] if not a.startswith("-")]
        if argv[0].lower() not in _READS | {"sed", "nl"} or not args:
            continue
        path = args[-1]
        named = re.compile(rf"(?<![\w/.-]){re.escape(path)}(?![\w/.-])")
        if len(path) >= 3 and any(named.search(line) for line in complaints):
            return path
    return None


def _created(action: Action, thing: str) -> bool:
    """True when the action creates ``thing``: writes that file, or a CLI ``create`` of it."""
    if action.edit_path is not None:
        # An edit that replaces text the file had (a patch's update) changes a file that was
        # there all along: the look that missed it was wrong, not early (issue 12, class 2).
        if action.removed_text:
            return False
        return action.edit_path == thing or action.edit_path.endswith("/" + thing.lstrip("./"))
    if action.command is None or action.status != "ok":
        return False
    if written_file(action) == thing:
        return True
    for argv in simple_commands(action.command):
        args = [a for a in argv[1:] if not a.startswith("-")]
        if thing in args and (argv[0] in ("mkdir", "touch") or _CREATE_VERBS & set(args)):
            return True
    return False


def probed_then_created(index: int, actions: list[Action]) -> bool:
    """True when a read-only look found nothing and the agent later created that very thing
    (issue 12: existence probes; creating what did not exist yet is no fix of a failure)."""
    thing = _probed_thing(actions[index])
    if not thing or len(thing) < 3:
        return False
    return any(_created(later, thing) for later in actions[index + 1 : index + 1 + _LOOK_AHEAD])


# How many later actions may create what a probe found missing.
_LOOK_AHEAD = 200
