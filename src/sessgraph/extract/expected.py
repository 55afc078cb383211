"""Failures the agent meant to see: expected failures are neither symptoms nor fixed.

Issue 12 counts a stored symptom (or a fix) for an intended failure as a labelled *negative*:
telling an agent "this was fixed by …" about a red test it wrote on purpose, a probe whose "no"
was the answer, or a cleanup of something already gone, is worse than silence. Rules about one
command line alone live in :mod:`sessgraph.extract.intent` (``grep`` no-match, ``which``,
``ls`` of a missing path) and :mod:`sessgraph.extract.expected_answers` (reproducers, red
tests of stubs, probes with their errors discarded); the rules
here need what surrounds the call — the agent's own words before and after it, the commands
around it — so they run once per session over the detected symptoms
(:func:`drop_expected`, one linear pass over the actions), and each names its family:

* **Declared expectation.** The agent says, in the prose that issues the call or in the
  prose right after its result, that the failure is expected ("run the tests, expecting
  red", "fails as expected", "we're at the expected 5 failures"). A failure of the
  *environment* (sandbox, permission, a missing program) is not what was expected: it stays
  a symptom, and the expectation carries to the retry of the same command.
* **Idempotent cleanup.** Killing, stopping or removing something that is not there
  (``taskkill`` / ``pkill`` / ``kill`` "not found", ``rm`` of a missing file, ``docker rm`` of
  no such container): the wanted end state already holds.
* **Traversal over unreadable places.** ``find`` / ``du`` / ``grep -r`` whose only
  complaints are "Permission denied" on directories it walked past: the search ran.
* **Repository probes and git's yes/no questions.** ``git rev-parse --is-inside-work-tree``
  and a read-only ``git -C <dir>`` query answering "not a git repository"; ``rev-parse
  --verify``, ``show-ref``, ``config --get``, ``check-ignore``, ``ls-remote --exit-code``,
  ``merge-base --is-ancestor``, ``diff --quiet`` answering "no". (A package manager's "not
  installed" is not one: the install that follows is a fix.)
* **Bounded runs.** ``timeout 5s ./server`` killed by its timer (124) with no error shown: a
  long-running program that ran until the agent's bound; a test suite, a build or a wait loop
  that ran out of time did not.
* **Red test runs.** A test run failing only because names it uses do not exist yet, in a
  test file written since the previous test run, whose missing package / module / symbol
  the agent writes next in a non-test file (a test corrected instead had a bug of its own).
* **Announced cases.** A scripted check whose printed label or comment says the case
  should fail (``echo "=== unknown id (expect 404) ==="``): that case's error is the finding.
* **Looked for, then created.** A read of a file (or a CLI ``view`` of a resource) that is
  not there, which the agent later creates: creating what did not exist is no fix.

Rules read families (program families, error families, expectation vocabulary), never one
session's wording.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator

from sessgraph.extract.command_lines import simple_commands
from sessgraph.extract.intent import same_intent, step_goals
from sessgraph.extract.records import Action, Symptom
from sessgraph.extract.signatures import find_errors
from sessgraph.extract.textcache import memo_by_text

# --------------------------------------------------------------------- declared expectation

# Words that, in the agent's prose before a call, say the call is meant to fail: "expecting
# failure", "expect red", "should fail", "make sure it fails", "the red step", "failing test
# first". (Issue 12: TDD red runs and checks that are meant to show a finding.)
_FAIL_WORD = (
    r"(?:fail(?:s|ed|ing|ure|ures)?|red|errors?|non-?zero|rejected"
    r"|(?:an?|HTTP|status)\s+[45]\d\d)"
)
_EXPECT_BEFORE = re.compile(
    rf"\bexpect(?:s|ed|ing)?\b(?:\s+(?:it|them|this|that|the\s+\w+|a|an|to|tests?|run|\w+\s+to)){{0,3}}"
    rf"\s+(?:to\s+)?(?:be\s+)?{_FAIL_WORD}\b"
    r"|\b(?:should|must)\s+(?:still\s+)?(?:fail|error\s+out|be\s+rejected|exit\s+non-?zero)\b"
    r"|\b(?:confirm|verify|ensure|make\s+sure|prove|show|see)\w*\s+(?:that\s+)?"
    r"(?:it|they|this|these|the\s+(?:\w+\s+){0,2})\s*(?:still\s+)?(?:fails?|is\s+rejected|errors?\s+out)\b"
    r"|\bred\s+(?:step|phase|run|state|bar)\b|\b(?:go|goes|turn|turns|stay|stays|is|are)\s+red\b"
    r"|\bfailing\s+tests?\s+first\b",
    re.IGNORECASE,
)
# Words, in the prose right after a failed result, that call the failure the expected one.
_FAILED_WORDS = r"(?:fail(?:s|ed|ing|ure|ures)?|red|errors?|non-?zero|rejected)"
_EXPECTED_AFTER = re.compile(
    rf"\b{_FAILED_WORDS}\s+as\s+(?:expected|intended|planned)\b"
    r"|\bas\s+(?:expected|intended|planned)\b[^.\n]{0,40}\bfail"
    rf"|\b(?:expected|intended|planned)\s+(?:\*\*)?{_FAILED_WORDS}\b"
    rf"|\b(?:expected|intended|planned)\s+(?:state|result|outcome)\b.*\b{_FAILED_WORDS}\b",
    re.IGNORECASE,
)
# A sentence that contrasts ("unexpected", "but", "instead", "not what") is no confirmation.
_CONTRAST = re.compile(
    r"\bunexpected\w*|\bnot\s+(?:the\s+)?(?:expected|intended)|\bbut\b|\binstead\b"
    r"|\bshould(?:n't| not)?\s+have\b|\bexpected\s+\S+\s+(?:got|but)\b",
    re.IGNORECASE,
)
# A failure of the environment, not of what was tested: a refused sandbox, a permission, a
# missing program, a network outage. The expectation of a red test does not cover it.
_ENVIRONMENT = re.compile(
    r"failed in sandbox|sandbox(?:ed)?\b[^\n]{0,80}\b(?:denied|refused)|permission denied|EACCES"
    r"|command not found|is not recognized as (?:an internal|the name)|cannot execute"
    r"|Operation not permitted|Could not resolve host|Temporary failure in name resolution",
    re.IGNORECASE,
)


def _sentences(text: str) -> Iterator[str]:
    yield from (s for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip())


def declares_expected_failure(prose: str) -> bool:
    """True when prose before a call says the call is meant to fail (issue 12: intended
    failures announced as such, e.g. a TDD red run)."""
    return any(_EXPECT_BEFORE.search(s) and not _CONTRAST.search(s) for s in _sentences(prose))


def confirms_expected_failure(prose: str) -> bool:
    """True when prose right after a failed result calls the failure the expected one."""
    return any(_EXPECTED_AFTER.search(s) and not _CONTRAST.search(s) for s in _sentences(prose))


# The agent's reaction shows a surprise: what it planned did not happen as planned.
_SURPRISE = re.compile(
    r"\bunexpected(?:ly)?\b|\bnot\s+(?:what\s+(?:I|we)\s+)?expected\b|\bdid(?:n't| not)\s+expect\b"
    r"|\bmore\s+(?:failures|errors)\s+than\b",
    re.IGNORECASE,
)


def surprised(prose: str) -> bool:
    """True when prose after a result says it was not what the agent expected."""
    return bool(_SURPRISE.search(prose))


def environment_failure(output: str) -> bool:
    """True when the output shows the environment refusing to run the command at all."""
    return _shows_environment(clip(output))


@memo_by_text(maxsize=8192)  # a case-insensitive scan of every judged output (issue 17)
def _shows_environment(clipped: str) -> bool:
    return bool(_ENVIRONMENT.search(clipped))


# How much of an output the rules read: its start and its end, where a program's complaint
# and a runner's summary are (memory and time stay bounded on huge outputs).
_HEAD, _TAIL = 2000, 6000


def clip(output: str) -> str:
    """The start and the end of ``output``."""
    if len(output) <= _HEAD + _TAIL:
        return output
    return output[:_HEAD] + "\n" + output[-_TAIL:]


# The labels a scripted check prints or comments before each case (``echo "=== unknown id
# (expect 404) ==="``, ``# should fail gracefully``): quoted whole, apostrophes included.
_LABEL = re.compile(
    r"\b(?:echo|printf)(?:\s+-[neE]+)*\s+(\"(?:[^\"\\]|\\.)*\"|'[^']*'|[^;&|\n]*)"
    r"|(?:^|\n)\s*#(?!!)([^\n]*)"
)
# Besides the expectation words, a label may name the error path it exercises.
_ERROR_PATH = re.compile(
    r"\bgraceful(?:ly)?\s+(?:error|failure|fail\w*)|\bfails?\s+gracefully\b"
    r"|\berror\s+(?:path|case)s?\b|\bnegative\s+(?:test|case|path)s?\b",
    re.IGNORECASE,
)
# A shell's own complaint breaks the scripted check itself, announced or not.
_SHELL_COMPLAINT = re.compile(
    r"command not found|no matches found|syntax error|unbound variable|bad substitution"
    r"|is not recognized as",
    re.IGNORECASE,
)


def announced_in_command(command: str) -> bool:
    """True when a label the command prints (or a comment in it) says that the case it runs
    is meant to fail (issue 12: a check run that is meant to show a finding)."""
    for match in _LABEL.finditer(command):
        label = (match.group(1) or match.group(2) or "").strip("\"'")
        if label and (declares_expected_failure(label) or _ERROR_PATH.search(label)):
            return True
    return False


# ------------------------------------------------------------------------ command families

# Programs that stop or remove something; "it is not there" is their goal reached.
_STOPPERS = {"kill", "pkill", "killall", "taskkill", "rm", "rmdir", "del", "unlink"}
_CONTAINER_STOP = {"rm", "rmi", "stop", "kill", "down"}
_ALREADY_GONE = re.compile(
    r"not found|No such process|no process found|No such file or directory|No such container"
    r"|No such image|does not exist|cannot find the file|Could not find|not running"
    r"|No tasks are running|No matching processes|not loaded",
    re.IGNORECASE,
)
_REFUSED = re.compile(r"denied|not permitted|in use|busy", re.IGNORECASE)
# Programs that walk a tree and complain about each directory they may not read.
_WALKERS = {"find", "du", "grep", "egrep", "rg", "ls", "tree", "locate", "chmod", "chown"}
# The walker's own complaint about one path (``find: '/proc/1': Permission denied``); a
# sandbox or shell profile refusing something (``bwrap: …: Operation not permitted``) is not.
_UNREADABLE = re.compile(
    r"^(?:find|du|grep|egrep|rg|ls|tree|locate|chmod|chown):\s"
    r".*(?:Permission denied|Access is denied)",
    re.I,
)
_NOT_A_REPO = re.compile(r"not a git repository", re.IGNORECASE)
_READ_ONLY_GIT = {"status", "log", "rev-parse", "remote", "branch", "show", "describe", "diff"}
_REPO_PROBE_FLAGS = {
    "--is-inside-work-tree",
    "--git-dir",
    "--show-toplevel",
    "--is-bare-repository",
}


def _complaint_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if _UNREADABLE.search(line)]


def idempotent_cleanup(command: str, output: str) -> bool:
    """True when every step stops or removes something and the output only says it was not
    there (issue 12: a cleanup of what is already gone is no failure)."""
    argvs = simple_commands(command)
    programs = {argv[0].lower().removesuffix(".exe") for argv in argvs}
    if not argvs or not programs & (_STOPPERS | {"docker", "podman", "systemctl", "service"}):
        return False
    output = clip(output)
    if not _ALREADY_GONE.search(output) or _REFUSED.search(output):
        return False
    for argv in argvs:
        program = argv[0].lower().removesuffix(".exe")
        if program in ("docker", "podman", "docker-compose"):
            verbs = [a for a in argv[1:] if not a.startswith("-")]
            if not (verbs and (verbs[0] in _CONTAINER_STOP or verbs[:2] == ["container", "rm"])):
                return False
        elif program in ("systemctl", "service"):
            if not any(a in ("stop", "disable", "kill") for a in argv[1:]):
                return False
        elif program not in _STOPPERS and program not in ("echo", "true", "sleep"):
            return False
    return True


def unreadable_walk(command: str, output: str) -> bool:
    """True when a tree walker's only complaints are directories it may not read."""
    argvs = simple_commands(command)
    if not argvs or not all(a[0] in _WALKERS or a[0] in ("head", "sort", "wc") for a in argvs):
        return False
    walked = any(
        a[0] in ("find", "du", "tree", "locate")
        or (a[0] in ("grep", "egrep") and any(f.startswith("-") and "r" in f.lower() for f in a))
        or a[0] == "rg"
        or (a[0] == "ls" and any(f.startswith("-") and "R" in f for f in a))
        for a in argvs
    )
    if not walked:
        return False
    complaints = _complaint_lines(output)
    others = [
        line
        for line in output.splitlines()
        if re.search(r"\berror\b|fatal|No such file|not permitted|denied", line, re.I)
        and line not in complaints
    ]
    return bool(complaints) and not others


def repository_probe(command: str, output: str) -> bool:
    """True when a read-only git query asked whether a directory is a repository and the
    answer was "no" (``git rev-parse --is-inside-work-tree``, ``git -C <dir> status``)."""
    if not _NOT_A_REPO.search(output):
        return False
    argvs = [a for a in simple_commands(command) if a[0] == "git"]
    if not argvs:
        return False
    for argv in argvs:
        rest = argv[1:]
        named_dir = False
        while len(rest) >= 2 and rest[0] in ("-C", "--git-dir", "--work-tree"):
            named_dir, rest = True, rest[2:]
        verb = rest[0] if rest else ""
        if verb == "rev-parse" and _REPO_PROBE_FLAGS & set(rest):
            continue
        if named_dir and verb in _READ_ONLY_GIT:
            continue
        return False
    return True


# `timeout 5s ./server`: the agent bounded a long-running program on purpose (124: killed by
# the timer; 137 / 143 with a KILL / TERM signal).
_BOUNDED = re.compile(r"(?:^|[;&|(]\s*|\n\s*)g?timeout\s+(?:-[-\w=]+\s+)*\d+(?:\.\d+)?[smhd]?\s")
_TIMED_OUT_CODES = {124, 137, 143}
_SHELL_OR_LOOP = re.compile(r"\s*(?:bash|sh|zsh|dash|cmd|powershell|pwsh)\b")
# Finite jobs: a test suite, build or install that hits the timer hung; it did not run on.
_FINITE_GOALS = {"test", "build", "install", "typecheck", "lint", "fetch_url", "migrate"}


# `reader & PID=$!; sleep 15; kill $PID; wait $PID`: the agent started a program in the
# background and ended it itself after a while; `wait` then reports the signal (143 / 137).
_SELF_KILL = re.compile(
    r"&\s*(?:\n|;)?\s*(?P<var>\w+)=\$!.*?\bsleep\s+\d.*?\bkill\s+(?:-\w+\s+)*\"?\$(?P=var)\b"
    r"|&\s*(?:\n|;)?\s*sleep\s+\d.*?\bkill\s+(?:-\w+\s+)*(?:\$!|%\d*)",
    re.DOTALL,
)


def bounded_run(command: str, exit_code: int | None, output: str) -> bool:
    """True when ``timeout`` (or the agent's own ``sleep N; kill $PID`` of a program it put in
    the background) stopped a long-running program that showed no error: it was running when
    the bound ended it, which is what the agent wanted to see (issue 12: a service, a serial
    or log reader, a control loop started under a time bound)."""
    if exit_code not in _TIMED_OUT_CODES:
        return False
    killed = _SELF_KILL.search(command)
    if killed is not None:
        started = command[: killed.start()]
        goals = step_goals(started)
        return not any(g.action in _FINITE_GOALS for g in goals) and not find_errors(output)
    match = _BOUNDED.search(command)
    if match is None or any(goal.action in _FINITE_GOALS for goal in step_goals(command)):
        return False
    bounded = command[match.end() :]
    if _SHELL_OR_LOOP.match(bounded) or re.search(r"\b(?:until|while)\b", bounded):
        return False  # a wait loop that ran out of time: what it waited for never came
    return not find_errors(output)


# Verbs of git that answer a yes/no question through their exit status: does a ref, key,
# remote or tracked path exist, is a path ignored, is one commit an ancestor of another.
# (A package manager's "not installed" is not here: the install that follows is a fix.)
_GIT_QUESTION = re.compile(
    r"\bgit\s+(?:-C\s+\S+\s+)?(?:rev-parse\s+(?:-q\s+|--quiet\s+)?--verify|show-ref\b"
    r"|check-ignore\b|ls-remote\s+(?:.*\s)?--exit-code|merge-base\s+--is-ancestor"
    r"|config\s+(?:--\w+\s+)*--get\b|remote\s+get-url|ls-files\s+(?:.*\s)?--error-unmatch"
    r"|diff\b.*\s--quiet\b)"
)
_NOT_THERE = re.compile(
    r"not found|No such|Needed a single revision|unknown revision|does not exist|did not match",
    re.IGNORECASE,
)


def state_query(command: str, exit_code: int | None, output: str) -> bool:
    """True when the last step asked git a yes/no question and the answer was "no"
    (issue 12: existence probes)."""
    argvs = simple_commands(command)
    if not argvs or exit_code in (0, None, 126, 127) or argvs[-1][0] != "git":
        return False
    if not _GIT_QUESTION.search(" ".join(argvs[-1])):
        return False
    return not output.strip() or bool(_NOT_THERE.search(output))


def command_reason(action: Action) -> str | None:
    """Why a failed command's error is its expected answer (families that need only the
    command and its output), or ``None``."""
    if action.command is None:
        return None
    output = clip(action.output or "")
    if idempotent_cleanup(action.command, output):
        return "a cleanup of something already gone"
    if unreadable_walk(action.command, output):
        return "a tree walk past directories it may not read"
    if repository_probe(action.command, output):
        return "a probe of whether a directory is a repository"
    if bounded_run(action.command, action.exit_code, output):
        return "a long-running program stopped by the time bound the agent set"
    if state_query(action.command, action.exit_code, output):
        return "a yes/no query answered no through the exit status"
    return None


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
_READ_TOOLS = {"read", "view", "read_file", "readfile", "read_many_files", "fs_read"}
_FILE_ABSENT = re.compile(r"does not exist|No such file|file not found|ENOENT", re.IGNORECASE)
_VIEW_VERBS = {"view", "show", "describe", "get", "inspect", "info"}
_CREATE_VERBS = {"create", "init", "new", "add", "mb", "make"}
_ABSENT = re.compile(
    r"No such file|does not exist|not found|Could not resolve to|cannot find|NotFound|NOT_FOUND"
    r"|cannot access",
    re.IGNORECASE,
)


@memo_by_text(maxsize=8192)  # a case-insensitive scan of every judged output (issue 17)
def _shows_absent(clipped: str) -> bool:
    return bool(_ABSENT.search(clipped))


def _probed_thing(action: Action) -> str | None:
    """What a failed read-only look was about: the file a read tool or a reader command
    named, or the resource a CLI's ``view``/``describe`` named (``gh repo view owner/x``)."""
    if action.tool is not None:
        error = action.tool_error or ""
        if action.tool.lower() not in _READ_TOOLS or not _FILE_ABSENT.search(error):
            return None
        return action.target
    if action.command is None:
        return None
    argvs = simple_commands(action.command)
    output = clip(action.output or "")
    if not argvs or not _shows_absent(output):
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


# ----------------------------------------------------------------------------- the pass


def _prose_between(prose: dict[int, str], seqs: list[int], low: int, high: int) -> str:
    """Assistant prose with ``low < seq <= high`` (``seqs`` sorted)."""
    start, end = bisect_right(seqs, low), bisect_right(seqs, high)
    return "\n".join(prose[s] for s in seqs[start:end])


def expected_actions(
    actions: list[Action], prose: dict[int, str], candidates: set[int] | None = None
) -> dict[int, str]:
    """``index in actions -> reason`` for every action whose failure was meant; only the
    actions whose ``id()`` is in ``candidates`` (those with a symptom) are judged, when given.
    The prose after a result runs up to and including the next call's own message (an agent's
    reaction to a result is often written beside its next call)."""
    seqs = sorted(prose)
    reasons: dict[int, str] = {}
    carried: str | None = None  # a command whose declared expectation awaits its retry
    for index, action in enumerate(actions):
        if candidates is not None and id(action) not in candidates:
            continue
        previous = actions[index - 1].seq if index else -1
        following = actions[index + 1].seq if index + 1 < len(actions) else action.seq + 3
        failed = action.status in ("failed", "error", "unknown") or bool(action.tool_error)
        reason = command_reason(action) if action.status != "ok" else None
        if reason is None and failed and red_test_run(index, actions):
            reason = "the red run of a test written before its code"
        if reason is None and failed and probed_then_created(index, actions):
            reason = "a look for something the agent then created"
        if reason is None and action.command is not None:
            before = _prose_between(prose, seqs, previous, action.seq)
            after = _prose_between(prose, seqs, action.seq, following)
            output = action.output or ""
            declared = declares_expected_failure(before) or (
                carried is not None and same_intent(carried, action.command)
            )
            if environment_failure(output):
                carried = action.command if declared else None
                continue
            carried = None
            if surprised(after):
                pass  # the reaction overrides the plan: some of the failure was not meant
            elif declared:
                reason = "the agent declared the failure expected before the call"
            elif confirms_expected_failure(after):
                reason = "the agent called the failure the expected one"
        if reason is not None:
            reasons[index] = reason
    return reasons


def drop_expected(
    symptoms: list[Symptom], actions: list[Action], prose: dict[int, str]
) -> list[Symptom]:
    """The symptoms that are not expected failures (issue 12: labelled negatives)."""
    if not symptoms:
        return symptoms
    with_symptom = {id(s.action) for s in symptoms if s.action is not None}
    meant = {id(actions[i]) for i in expected_actions(actions, prose, with_symptom)}
    return [s for s in symptoms if s.action is None or not _meant(s, meant)]


def _meant(symptom: Symptom, meant: set[int]) -> bool:
    action = symptom.action
    if action is None:
        return False
    if id(action) in meant:
        return True
    return (
        action.command is not None
        and announced_in_command(action.command)
        and not _SHELL_COMPLAINT.search(symptom.error_text)
    )


def explain_expected(actions: list[Action], prose: dict[int, str]) -> list[tuple[Action, str]]:
    """Every action whose failure was meant, with the reason (for reports and tuning)."""
    return [(actions[i], why) for i, why in expected_actions(actions, prose).items()]
