"""What a command is trying to achieve: its goal, so that a retry may use another program.

Issue 12, "make intent explicit" and class 1 (same goal, another program). A goal is an
*action* from a small table of program families plus the *subject* the action is about: the
file read, the text searched, the URL fetched, the build target, the test id, the service,
the package. ``jq . data.json`` and ``python -m json.tool data.json`` share the goal
``("format_json", "data.json")``; ``wget URL`` and ``curl -O URL`` share ``("fetch_url",
URL)``; ``docker-compose up`` and ``docker compose up`` share ``("run_service", "")``; a build
system and the compiler it drives share ``("build", target)``.

The table (:data:`FAMILIES`) maps a program, or a program and its verb, to an action; the
subject comes from the action's argument rule (:func:`_subject`). Wrappers that only run
another program (``uv run``, ``poetry run``, ``npx``, ``python -m``) are unwrapped first, so
``uv run pytest`` and ``pytest`` are the same program. A compound command (``a && b; c | d``)
is split into *steps*, one per pipeline of the list, each with the goal of its first
meaningful stage; its *main* goal is that of its last step that has one (``pip install x &&
pytest`` is about running the tests; the install is the fix inside the retry, class 2).

Only the command line is read: no output, no file system. A program the table does not know
has the goal ``("run", program)`` with its first argument as subject, so an unknown tool is
still the same goal as its own retries and nothing else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache

# Re-exported: the rules and tests that unwrap a command import these from here.
from sessgraph.extract.runners import strip_runner as strip_runner
from sessgraph.extract.runners import unwrap as unwrap
from sessgraph.extract.shellwords import program_name

# Action of each program family. A key "program verb" overrides "program" for that verb.
# Keep this table small and documented: each row is a family seen replacing another for the
# same goal in real sessions (issue 12, class 1).
FAMILIES: dict[str, str] = {
    # read a file
    **dict.fromkeys(
        ["cat", "bat", "less", "more", "head", "tail", "get-content", "gc", "type", "nl"],
        "read_file",
    ),
    # search text
    **dict.fromkeys(
        ["grep", "egrep", "fgrep", "rg", "ag", "ack", "select-string", "sls", "findstr"],
        "search_text",
    ),
    "git grep": "search_text",
    "sed -n": "read_file",
    # list files
    **dict.fromkeys(
        ["ls", "find", "fd", "tree", "dir", "get-childitem", "gci", "du"],
        "list_files",
    ),
    "rg --files": "list_files",
    "gh api": "fetch_url",
    "git ls-files": "list_files",
    # fetch a URL
    **dict.fromkeys(
        ["curl", "wget", "http", "https", "xh", "invoke-webrequest", "iwr", "invoke-restmethod"],
        "fetch_url",
    ),
    # pretty-print / query JSON
    **dict.fromkeys(["jq", "json.tool", "json_pp", "yq", "jless", "gron"], "format_json"),
    # build a target
    **dict.fromkeys(
        [
            "make",
            "gmake",
            "ninja",
            "cmake --build",
            "gcc",
            "g++",
            "cc",
            "c++",
            "clang",
            "clang++",
            "rustc",
            "tsc",
            "javac",
            "cargo build",
            "cargo check",
            "go build",
            "mvn compile",
            "mvn package",
            "gradle build",
            "gradlew build",
            "docker build",
            "npm run build",
            "pnpm build",
            "yarn build",
            "vite build",
            "next build",
        ],
        "build",
    ),
    # format or lint-fix code
    **dict.fromkeys(
        ["ruff format", "black", "isort", "prettier", "cargo fmt", "gofmt", "rustfmt"],
        "format_code",
    ),
    # run tests
    **dict.fromkeys(
        [
            "pytest",
            "py.test",
            "unittest",
            "tox",
            "nox",
            "jest",
            "vitest",
            "mocha",
            "cargo test",
            "cargo nextest",
            "go test",
            "npm test",
            "npm run test",
            "pnpm test",
            "yarn test",
            "mvn test",
            "gradle test",
            "gradlew test",
            "ctest",
            "act",
        ],
        "test",
    ),
    # start a service
    **dict.fromkeys(
        [
            "docker compose up",
            "docker compose start",
            "docker compose restart",
            "systemctl start",
            "systemctl restart",
            "service",
            "brew services",
            "pg_ctl start",
        ],
        "run_service",
    ),
    # install a package
    **dict.fromkeys(
        [
            "pip install",
            "pipx install",
            "uv pip",
            "uv add",
            "uv tool",
            "poetry add",
            "conda install",
            "mamba install",
            "apt-get install",
            "apt install",
            "dnf install",
            "yum install",
            "brew install",
            "npm install",
            "npm i",
            "pnpm add",
            "pnpm install",
            "yarn add",
            "cargo install",
            "go install",
            "gem install",
        ],
        "install",
    ),
    # query version-control history and state
    **dict.fromkeys(
        [
            "git log",
            "git show",
            "git diff",
            "git status",
            "git blame",
            "git remote",
            "git branch",
            "git rev-parse",
            "hg log",
            "hg status",
        ],
        "vcs_query",
    ),
    # record a change in version control
    **dict.fromkeys(["git commit", "git push", "git add"], "vcs_record"),
}

_VERB_FAMILIES = {key.split(" ", 1)[0] for key in FAMILIES if " " in key}
_URL = re.compile(r"^[a-z][a-z0-9+.-]*://\S+|^(localhost|127\.0\.0\.1|[\w-]+(\.[\w-]+)+)(:\d+)?/")
# Options given before a CLI's verb that select a workspace or directory and take a value
# (`pnpm --filter web run build`, `npm --prefix app test`, `yarn --cwd app build`, `git -C
# repo status`): the verb and operands come after, the value is neither.
WORKSPACE_OPTIONS = frozenset({"-C", "--filter", "--dir", "--prefix", "--cwd", "--workspace"})
# Options of a program that take a value (the value is not the subject).
_VALUE_OPTIONS = {
    "-o",
    "-O",
    "-m",
    "-k",
    "-n",
    "-C",
    "-c",
    "-f",
    "-H",
    "-X",
    "-d",
    "-e",
    "-g",
    "-t",
    "-w",
    "-A",
    "-B",
    "--output",
    "--data",
    "--header",
    "--request",
    "--manifest-path",
    *WORKSPACE_OPTIONS,
    "--glob",
    "--type",
    "-filter",
    "-encoding",
    "-first",
    "-tail",
    "-totalcount",
}
# Options whose value names what a file listing looks for.
_NAME_FILTERS = {"-name", "-iname", "-g", "--glob", "-filter", "-include", "--iglob"}
# PowerShell parameters that name the subject itself.
_SUBJECT_PARAMETERS = {"-path", "-literalpath", "-pattern", "-uri"}
_PATHLIKE = re.compile(r"[\w-]\.[A-Za-z0-9]+$|[\\/]")
_SUBJECT_FILE_ACTIONS = {"read_file", "format_json"}
# Actions whose empty subject means "the project here" and so matches a named one.
_PROJECT_ACTIONS = {"test", "run_service", "typecheck"}
# A build system's default target and a compiler's output are the same build (class 1:
# `make` failing, `gcc -o app main.c` succeeding).
_BUILD_SYSTEMS = {"make", "gmake", "ninja", "cmake"}
_COMPILERS = {"gcc", "g++", "cc", "c++", "clang", "clang++", "rustc", "javac", "tsc"}


# Below this character similarity two subjects are different things, not a corrected one.
OTHER_SUBJECT_RATIO = 0.5


@dataclass(frozen=True)
class Goal:
    """What one step of a command is for: ``action`` on ``subject`` (``""`` when none)."""

    action: str
    subject: str
    program: str


def _family(argv: list[str]) -> tuple[str, str] | None:
    """(action, key) from the table for an unwrapped argv, verbs tried before programs."""
    program = argv[0].lower()
    verbs = [a.lower() for a in _operands(argv, 1)][:2]
    if program in _VERB_FAMILIES:
        for n in (2, 1):
            key = " ".join([program, *verbs[:n]])
            if len(verbs) >= n and key in FAMILIES:
                return FAMILIES[key], key
        flags = [a for a in argv[1:] if a.startswith("-")]
        for flag in flags:
            key = f"{program} {flag}"
            if key in FAMILIES:
                return FAMILIES[key], key
    if program in FAMILIES:
        return FAMILIES[program], program
    if program.endswith(".exe") and program[:-4] in FAMILIES:
        return FAMILIES[program[:-4]], program[:-4]
    return None


# Options of the search programs that take a value (`-n` there is a switch).
_SEARCH_VALUE_OPTIONS = {"-e", "-f", "-g", "-t", "-A", "-B", "-C", "-m", "--glob", "--type"}


# Options of the package managers whose value is not what is installed (`--target dir`,
# `--filter app`); their switches (`-w` workspace root, `-D` dev, `-g` global) take none, and
# a requirements file (`-r requirements.txt`) stays the subject.
_INSTALL_VALUE_OPTIONS = {
    "-t",
    "-i",
    "--target",
    "--index-url",
    "--extra-index-url",
    "--prefix",
    "--root",
    "--filter",
    "-F",
    "--channel",
    "-n",
    "--name",
}


def _operands(argv: list[str], skip: int, search: bool = False, install: bool = False) -> list[str]:
    """Non-option arguments after the first ``skip`` words, option values dropped."""
    value_options = (
        _SEARCH_VALUE_OPTIONS if search else _INSTALL_VALUE_OPTIONS if install else _VALUE_OPTIONS
    )
    out: list[str] = []
    value_next = False
    for arg in argv[skip:]:
        if value_next:
            value_next = False
            continue
        if arg.startswith("-") and len(arg) > 1:
            if arg.lower() in _SUBJECT_PARAMETERS:
                continue  # its value is the operand
            value_next = arg in value_options or (
                arg[1:2].isupper() and arg.lower() in value_options
            )
            continue
        if arg in ("<", ">", ">>", "2>", "2>&1") or arg.startswith(("<", ">")):
            continue
        out.append(arg)
    return out


def path_key(path: str) -> str:
    """A path named by its last component, as goal subjects compare files and packages."""
    return _path_key(path)


def _url_key(url: str) -> str:
    """A URL compared without scheme, ``www.``, query or trailing slash."""
    url = re.sub(r"^[a-z][a-z0-9+.-]*://(www\.)?", "", url.strip("\"'"))
    return url.split("?", 1)[0].split("#", 1)[0].rstrip("/")


def _path_key(path: str) -> str:
    """A file subject compared by its last component (a corrected directory is a path fix)."""
    return re.split(r"[\\/]", path.strip("\"'").rstrip("/\\"))[-1].lower()


def _subject(action: str, key: str, argv: list[str]) -> str:
    skip = len(key.split(" "))
    operands = _operands(argv, skip, search=action == "search_text", install=action == "install")
    if action == "fetch_url":
        if key == "gh api" and operands:
            # A CLI client and a web fetch of the same resource (class 1).
            return f"api.github.com/{operands[0].lstrip('/')}".split("?", 1)[0].rstrip("/")
        urls = [a for a in argv[1:] if _URL.match(a)]
        return _url_key(urls[0]) if urls else ""
    if action in _SUBJECT_FILE_ACTIONS:
        files = [a for a in operands if _PATHLIKE.search(a)] or operands
        return _path_key(files[-1]) if files else ""
    if action == "search_text":
        return operands[0].lower() if operands else ""
    if action == "list_files":
        # What is looked for (the name filters) is the identity; the directory is only the
        # scope, and a corrected scope is a path fix of the same search.
        filters = sorted(
            value.strip("'\"").lower() for value in _name_filters(argv) if value.strip("'\"")
        )
        if filters:
            return " ".join(filters)
        return _path_key(operands[0]) if operands else "."
    if action == "build":
        if "-t" in argv and argv[0] == "docker":
            tag = argv.index("-t") + 1
            return argv[tag].split(":", 1)[0].lower() if tag < len(argv) else ""
        if "-o" in argv:
            out = argv.index("-o") + 1
            if out < len(argv):
                return _path_key(argv[out]).rsplit(".", 1)[0]
        targets = [a for a in operands if not a.startswith("$")]
        return _path_key(targets[0]).rsplit(".", 1)[0] if targets else ""
    if action == "test":
        return _path_key(operands[0].split("::", 1)[0]) if operands else ""
    if action == "install":
        # A package directory is named by its last component (`pip install .` in it, `pipx
        # install ~/src/tool/` from elsewhere: one package); a registry name stays whole.
        return " ".join(
            sorted(_path_key(a) if _LOCAL_PACKAGE.search(a) else a.lower() for a in operands)
        )
    if action == "run_service":
        return " ".join(sorted(a.lower() for a in operands))
    if action in ("vcs_query", "vcs_record"):
        return key.split(" ", 1)[1] if " " in key else ""
    return operands[0].lower() if operands else ""


# An install operand that is a directory or a file, not a registry name.
_LOCAL_PACKAGE = re.compile(r"^\.\.?$|^[.~]?/|/$")


def _name_filters(argv: list[str]) -> list[str]:
    """The values of a listing's name filters, whether given apart (``-g '*.yaml'``), glued
    to a short option (``-g"*.yaml"``, which the shell passes as ``-g*.yaml``) or after ``=``
    (``--glob=*.yaml``)."""
    values = []
    for n, arg in enumerate(argv):
        low = arg.lower()
        if low in _NAME_FILTERS and n + 1 < len(argv):
            values.append(argv[n + 1])
        elif "=" in arg and low.split("=", 1)[0] in _NAME_FILTERS:
            values.append(arg.split("=", 1)[1])
        elif len(arg) > 2 and arg[:2] in _NAME_FILTERS and not arg.startswith("--"):
            values.append(arg[2:])
    return values


@lru_cache(maxsize=16384)
def goal_of(argv: tuple[str, ...]) -> Goal | None:
    """The goal of one simple command (already stripped of ``sudo``/env prefixes)."""
    real = unwrap(list(argv))
    if not real:
        return None
    program = program_name(real[0])
    real = [program, *real[1:]]
    found = _family(real)
    script = _inline_script(real)
    if script is not None:
        return Goal("run", INLINE + script, program.lower())
    if found is None:
        operands = _operands(real, 1)
        subject = operands[0].lower() if operands else ""
        if any(_read_verb(word.lower()) for word in operands[:SUBCOMMAND_WORDS]):
            # Class 4: `cloud sql instances describe` only looks at what a failed `… patch`
            # was to change: a look verifies no change, however alike the two read.
            return Goal("inspect", subject, program.lower())
        return Goal("run", subject, program.lower())
    action, key = found
    if action == "build" and _TYPE_CHECK_ONLY & set(real[1:]):
        # Class 4, verification: `tsc --noEmit` only type-checks, and a bundler (`vite
        # build`, esbuild) strips types without checking them: neither verifies the other.
        action = "typecheck"
    return Goal(action, _subject(action, key, real), program.lower())


# Subcommand verbs of a CLI the table does not know that only look at a resource (cloud,
# cluster and package CLIs: `describe`, `get`, `list`, `show`, `status`…), within the first
# few words (the subcommand path: `gcloud sql instances describe`).
READ_VERBS = {"describe", "get", "list", "ls", "show", "status", "view", "info", "inspect"}
SUBCOMMAND_WORDS = 3
# A verb this close to a read verb is that verb misspelt (`stauts`): a look all the same.
READ_VERB_SLIP = 0.8


# A run goal is named by its target only with at least this many operands (a subcommand and
# what it acts on: ``git checkout release``, ``gcloud sql instances patch db``).
TARGET_OPERANDS = 2


@lru_cache(maxsize=16384)
def run_target(argv: tuple[str, ...]) -> tuple[str, ...] | None:
    """What a step the table does not know acts on: its program and every operand (the
    subcommand path and its target, option values aside), or ``None`` for a known family or
    a step with fewer than :data:`TARGET_OPERANDS` operands (issue 12, goal identity by what
    the command acts on: ``git clone … && cd repo && git checkout release`` and, later, ``git
    fetch && git checkout release`` both check out ``release``)."""
    real = unwrap(list(argv))
    if not real or _family([program_name(real[0]), *real[1:]]) is not None:
        return None
    if _inline_script([program_name(real[0]).lower(), *real[1:]]) is not None:
        return None
    operands = [o for o in _operands(real, 1) if not o.startswith(("$", "<", ">"))]
    if len(operands) < TARGET_OPERANDS:
        return None
    return (program_name(real[0]).lower(), *operands)


def _read_verb(word: str) -> bool:
    return word in READ_VERBS or any(
        SequenceMatcher(None, word, verb).ratio() > READ_VERB_SLIP for verb in READ_VERBS
    )


# Flags that make a compiler only check types, emitting nothing.
_TYPE_CHECK_ONLY = {"--noEmit", "--noemit"}


# Interpreters that run a script given on the command line (`python -c`, `node -e`).
_INLINE_FLAGS = {"python": "-c", "node": "-e", "ruby": "-e", "perl": "-e", "deno": "eval"}
INLINE = "inline:"
# Two inline scripts less alike than this are two throwaway programs, not one corrected
# (issue 12, class 5: a rewritten `python -c` script is scratch work, not a retry).
INLINE_SAME_RATIO = 0.8
SUBJECT_CHARS = 400


def _inline_script(argv: list[str]) -> str | None:
    flag = _INLINE_FLAGS.get(argv[0].lower())
    if flag is None or flag not in argv[1:-1]:
        return None
    return argv[argv.index(flag) + 1]


# Interpreters that run a script fed on standard input (`python - <<'PY'`, `node <<EOF`,
# `bash -s <<EOF`): the heredoc's body is the program, as a `python -c` argument is.
_STDIN_INTERPRETERS = {"python", "python3", "node", "ruby", "perl", "bash", "sh", "zsh", "deno"}
# How much of a heredoc script is kept as its identity (scripts are compared by their start).
SCRIPT_CHARS = 1000
_HEREDOC_SCRIPT = re.compile(r"<<-?\s*(['\"]?)(\w+)\1[^\n]*\n(.*?)\n\s*\2\b", re.DOTALL)


def heredoc_scripts(command: str) -> list[tuple[str, str]]:
    """``(program, script)`` for each heredoc fed to an interpreter in ``command`` (issue 12,
    class 5: a script given on standard input is an inline script, and a rewritten one is
    another throwaway program, not a retry of the first)."""
    found = []
    for match in _HEREDOC_SCRIPT.finditer(command):
        head = command[command.rfind("\n", 0, match.start()) + 1 : match.start()]
        words = [w for w in re.split(r"\s+", head.strip()) if w]
        # The interpreter is the last program word before the heredoc, past env prefixes,
        # wrappers and options (`PYTHONPATH=. conda run -n env python - <<'PY'`).
        programs = [
            program_name(w).lower()
            for w in words
            if "=" not in w and not w.startswith("-") and w not in ("|", "&&", ";")
        ]
        program = next((p for p in reversed(programs) if _interpreter(p) is not None), None)
        if program is not None:
            found.append((_interpreter(program) or program, match.group(3)[:SCRIPT_CHARS]))
    return found


def _interpreter(word: str) -> str | None:
    base = re.sub(r"\d+(\.\d+)*$", "", word.removesuffix(".exe"))
    return base if base in _STDIN_INTERPRETERS else None


# A subject that is a variable reference, whose value the command line does not show
# (`$APPDATA`, `${HOME}`, `%USERPROFILE%`, PowerShell `$env:TEMP`).
_VARIABLE = re.compile(r"^(?:\$\{?\w|\$env:\w|%\w+%)", re.I)


def other_subject(a: Goal | None, b: Goal | None) -> bool:
    """True when two steps do the same action to clearly different subjects (``pip install
    requests`` / ``pip install numpy``): not a retry, however alike the commands read. A
    corrected spelling (``app.serivce`` → ``app.service``) is still the same subject."""
    if a is None or b is None or a.action != b.action or a.program != b.program:
        return False
    if not a.subject or not b.subject or a.subject == b.subject:
        return False
    if _VARIABLE.match(a.subject) or _VARIABLE.match(b.subject) or "." in (a.subject, b.subject):
        # Class 2, a corrected path: a variable the shell expanded to nothing or to the
        # wrong place (`ls "$APPDATA"`) retried with the path spelt out is the same subject;
        # so is "here" (`.`), wherever the shell then was.
        return False
    threshold = INLINE_SAME_RATIO if a.subject.startswith(INLINE) else OTHER_SUBJECT_RATIO
    # Long scripts are compared by their beginning: the comparison is quadratic in length.
    matcher = SequenceMatcher(None, a.subject[:SUBJECT_CHARS], b.subject[:SUBJECT_CHARS])
    return matcher.quick_ratio() < threshold or matcher.ratio() < threshold


def same_goal(a: Goal | None, b: Goal | None) -> bool:
    """True when two steps pursue the same goal, whatever program each uses.

    Same action and same subject; for builds, tests and services an empty subject is "the
    project here" and matches a named one (``make`` → ``gcc -o app main.c``). A program
    the table does not know only matches its own runs (``run`` goals compare programs)."""
    if a is None or b is None or a.action != b.action:
        return False
    if a.action in ("run", "inspect"):
        return a.program == b.program and a.subject == b.subject
    if a.subject == b.subject:
        return True
    if a.subject and b.subject:
        return False
    if a.action == "build":
        return {a.program, b.program} & _BUILD_SYSTEMS != set() and bool(
            {a.program, b.program} & _COMPILERS
        )
    return a.action in _PROJECT_ACTIONS


def look_and_change(a: Goal | None, b: Goal | None) -> bool:
    """Class 4: True when one step only looks at what the other acts on, through the same CLI
    (``gcloud sql instances patch db`` / ``gcloud sql instances describe db``): however alike
    they read, the look is no retry of the change, nor the change of the look."""
    return (
        a is not None
        and b is not None
        and a.program == b.program
        and {a.action, b.action} == {"run", "inspect"}
    )
