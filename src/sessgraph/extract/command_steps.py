"""A command line's steps and the kind of program each one runs.

:mod:`sessgraph.extract.masked` decides whose an output line is (the command's own programs'
or content they printed), and other rules ask the same questions of a command: its simple
commands with the separator after each (wrappers and env assignments dropped), the program
a launcher runs (``npx tsc``, ``uv run pytest``), whether a step runs tests, prints content
(``cat``, ``grep``, ``git log``), prints nothing of its own (``cd``, ``sleep``), probes
(``ls``, ``which``: a failure is the answer) or sends an HTTP request. Kept apart from the
output rules so that each module stays one concern; the sets are data, one line a family.
"""

from __future__ import annotations

import re
from functools import lru_cache

from sessgraph.extract.command_lines import tokens, without_heredoc_bodies
from sessgraph.extract.shellwords import program_name

__all__ = [
    "CONTENT",
    "FALLBACK",
    "HTTP_CLIENTS",
    "PROBES",
    "SILENT",
    "Steps",
    "is_content",
    "launched",
    "parse_steps",
    "program",
    "runs_tests",
    "sends",
    "steps",
    "steps_of",
]

# Redirections that contain `&` (`2>&1`, `&>log`) are not separators.
REDIRECT = re.compile(r"\d*>&\d*-?|&>>?")
SEPARATORS = {"&&", "||", ";", "|", "|&", "&"}
WRAPPERS = {
    "sudo",
    "nohup",
    "time",
    "exec",
    "command",
    "env",
    "nice",
    "stdbuf",
    "timeout",
    "xargs",
}
ENV_ASSIGN = re.compile(r"^[A-Za-z_]\w*=")
FALLBACK = {"true", ":", "echo", "printf", "exit"}
# Programs whose output is content (files, matches, history), not their own messages.
CONTENT = {
    "cat", "bat", "less", "more", "head", "tail", "nl", "grep", "egrep", "fgrep", "rg", "ag",
    "ack", "sed", "awk", "jq", "yq", "find", "ls", "tree", "strings", "xxd", "echo", "printf",
    "diff", "journalctl", "sort", "uniq", "wc", "cut", "column", "Get-Content", "Select-String",
}  # fmt: skip
CONTENT_GIT = {"log", "show", "diff", "blame", "grep", "reflog", "cat-file"}
# Steps that print no error format of their own (builtins, file moves, process probes): they
# do not make `error:` lines in a `cat` of a log the command's own.
SILENT = {
    "cd", "pushd", "popd", "sleep", "export", "unset", "set", "pwd", "date", "true", ":",
    "mkdir", "touch", "rm", "cp", "mv", "ln", "chmod", "wait", "kill", "lsof", "pgrep",
    "pidof", "ps", "which", "type", "test", "[", "[[", "stat", "clear", "du", "df", "basename",
    "dirname", "realpath", "readlink", "file", "mktemp", "id", "whoami", "hostname", "uname",
}  # fmt: skip
# A failing left side of `|| echo MSG` is the answer for these, not a failure.
PROBES = {
    "test", "[", "[[", "ls", "stat", "which", "type", "command", "whereis", "hash", "lsof",
    "pgrep", "grep", "egrep", "fgrep", "rg", "diff", "cmp", "id", "getent", "nc", "ping",
    "pidof", "ps", "docker", "kill", "file", "readlink", "realpath",
}  # fmt: skip
TEST_RUNNERS = {"pytest", "jest", "vitest", "mocha", "tox", "nox", "phpunit", "rspec"}
# Launchers that run another program: the program after them is the one that writes messages
# (`npx tsc`, `uv run pytest`, `python -m pytest`, `bundle exec rspec`).
LAUNCHERS = {"npx", "bunx", "pnpx"}
LAUNCH_VERBS = {
    "uv": "run", "poetry": "run", "pipenv": "run", "pdm": "run", "hatch": "run",
    "pnpm": "exec", "npm": "exec", "yarn": "exec", "bundle": "exec", "python": "-m",
    "python3": "-m",
}  # fmt: skip
PACKAGE_MANAGERS = {"npm", "pnpm", "yarn", "bun"}
# A package script named for tests (`npm test`, `npm run test:unit`, `yarn test`).
TEST_SCRIPT = re.compile(r"^(?:test|tests|spec|check)(?:[:_-]\w+)?$")
# Programs whose output is the answer of a request to a service (its body, its status line).
HTTP_CLIENTS = {"curl", "wget", "xh", "httpie"}
SENDS = {"-d", "--data", "--data-raw", "--data-binary", "--json", "-F", "--form", "-T"}
Steps = tuple[tuple[list[str], str], ...]


@lru_cache(maxsize=8192)
def parse_steps(command: str) -> tuple[Steps, frozenset[str]]:
    """Each simple command's argv (wrappers and env assignments dropped) and the separator
    that follows it, a newline separating like ``;``; and the wrappers dropped (``sudo``,
    ``timeout``), which write messages of their own (``sudo: a password is required``)."""
    body = REDIRECT.sub(" ", without_heredoc_bodies(command))
    found: list[tuple[list[str], str]] = []
    for line in body.splitlines():
        current: list[str] = []
        for token in tokens(line):
            if token in SEPARATORS:
                found.append((current, token))
                current = []
            else:
                current.append(token)
        found.append((current, ";"))
    cleaned = []
    wrappers: set[str] = set()
    for argv, sep in found:
        while argv and (argv[0] in WRAPPERS or ENV_ASSIGN.match(argv[0])):
            if argv[0] in WRAPPERS:
                wrappers.add(argv[0])
            argv = argv[1:]
            while argv and (argv[0].startswith("-") or argv[0][:1].isdigit()):
                argv = argv[1:]
        if argv:
            cleaned.append((argv, sep))
    return tuple(cleaned), frozenset(wrappers)


def steps(command: str) -> Steps:
    """The command's simple commands (see :func:`parse_steps`)."""
    return parse_steps(command)[0]


def steps_of(command: str) -> tuple[tuple[list[str], str], ...]:
    """Each simple command's argv and the separator after it (see :func:`steps`)."""
    return steps(command)


def program(argv: list[str]) -> str:
    """The program an argv runs, without its directory (:func:`shellwords.program_name`);
    ``""`` for an empty argv (a step that held only redirections, such as ``2>&1``)."""
    return program_name(argv[0]) if argv else ""


def launched(argv: list[str]) -> list[str]:
    """The argv of the program a launcher runs (``npx tsc`` -> ``tsc``, ``uv run pytest`` ->
    ``pytest``, ``python -m pytest`` -> ``pytest``); ``argv`` itself otherwise."""
    name = program(argv)
    if name in LAUNCHERS:
        rest = [a for a in argv[1:] if not a.startswith("-")]
        return rest or argv
    verb = LAUNCH_VERBS.get(name)
    if verb is not None and len(argv) > 2 and argv[1] == verb:
        return argv[2:]
    return argv


def runs_tests(argv: list[str]) -> bool:
    """Whether the step runs a test suite: a test runner, or a package script for tests
    (``npm test``, ``npm run test:dsp``)."""
    inner = launched(argv)
    if program(inner) in TEST_RUNNERS:
        return True
    if program(inner) in PACKAGE_MANAGERS:
        words = [a for a in inner[1:] if not a.startswith("-")]
        if words[:1] == ["run"]:
            words = words[1:]
        return bool(words) and TEST_SCRIPT.match(words[0]) is not None
    return False


def sends(argv: list[str]) -> bool:
    """Whether an HTTP client's request sends something (a body, a non-GET method)."""
    for n, arg in enumerate(argv):
        if arg in SENDS or arg.startswith(("--data", "-d")):
            return True
        if arg in ("-X", "--request") and n + 1 < len(argv):
            return argv[n + 1].upper() not in ("GET", "HEAD")
    return False


def is_content(argv: list[str]) -> bool:
    """Whether the step prints content (files, matches, history), not messages of its own."""
    name = program(argv)
    if name == "git":
        verb = next((a for a in argv[1:] if not a.startswith("-")), "")
        return verb in CONTENT_GIT
    return name in CONTENT
