"""Runners: programs that only run another program, and other spellings of one program.

Split from :mod:`sessgraph.extract.goals`. A goal is the goal of the program that really
runs, so ``uv run pytest``, ``conda run -n env python x.py``, ``npx tsc``, ``python -m
pytest`` and ``docker-compose up`` are first unwrapped to ``pytest``, ``python x.py``,
``tsc``, ``pytest`` and ``docker compose up`` (issue 12, class 1: the same goal through
another launcher or spelling); :func:`strip_runner` removes only an environment runner, for
the lexical comparison of two command lines.
"""

from __future__ import annotations

from sessgraph.extract.command_lines import ENV_ASSIGN, WRAPPERS, strip_wrappers
from sessgraph.extract.shellwords import canonical_program

# Programs that only run another program: the goal is that program's.
_RUNNERS = {
    "uv run": 2,
    "poetry run": 2,
    "pipenv run": 2,
    "pdm run": 2,
    "hatch run": 2,
    "rye run": 2,
    "npx": 1,
    "bunx": 1,
    "pnpm exec": 2,
    "pnpm dlx": 2,
    "yarn dlx": 2,
    "bundle exec": 2,
    "conda run": 2,
}
_RUNNER_VALUE_OPTIONS = {
    "--with",
    "--python",
    "-p",
    "--project",
    "--directory",
    "--env-file",
    "--package",
    "-n",
    "--name",
    "--prefix",
}
# Spellings of one program (a renamed CLI, PowerShell aliases, module entry points).
_SAME_PROGRAM = {"docker-compose": ["docker", "compose"], "podman-compose": ["docker", "compose"]}


def strip_runner(argv: list[str]) -> list[str]:
    """``argv`` without a leading environment runner (``conda run -n env``, ``uv run``,
    ``poetry run``, ``npx``) and its options, the program spelt one way (issue 12, class 1:
    the same command run in another environment). Nothing else is unwrapped."""
    head = argv[0].lower() if argv else ""
    two = f"{head} {argv[1].lower()}" if len(argv) > 1 else head
    width = _RUNNERS.get(two, _RUNNERS.get(head))
    if width is None:
        return argv
    rest = argv[width:]
    while rest and rest[0].startswith("-"):
        rest = rest[2:] if rest[0] in _RUNNER_VALUE_OPTIONS else rest[1:]
    rest = strip_wrappers(rest)
    return [canonical_program(rest[0]), *rest[1:]] if rest else argv


def unwrap(argv: list[str]) -> list[str]:
    """The argv of the program that really runs: runners and alternative spellings removed.

    ``["uv", "run", "pytest", "-q"]`` → ``["pytest", "-q"]``; ``["docker-compose", "up"]`` →
    ``["docker", "compose", "up"]``; ``["python", "-m", "json.tool", "f"]`` →
    ``["json.tool", "f"]``."""
    for _ in range(4):  # runners nest at most a few deep (`uv run python -m pytest`)
        if not argv:
            return argv
        head = argv[0].lower()
        two = f"{head} {argv[1].lower()}" if len(argv) > 1 else head
        width = _RUNNERS.get(two, _RUNNERS.get(head))
        if width is not None:
            rest = argv[width:]
            while rest and rest[0].startswith("-"):
                # options of the runner itself (`uv run --with x`, `npx -y`)
                rest = rest[2:] if rest[0] in _RUNNER_VALUE_OPTIONS else rest[1:]
            argv = rest
        elif two == "python -m" and len(argv) > 2:
            argv = argv[2:]
        elif head in WRAPPERS or ENV_ASSIGN.match(argv[0]):
            # A wrapper after a runner (`conda run -n env env PYTHONPATH=. python …`).
            argv = strip_wrappers(argv)
        elif head in _SAME_PROGRAM:
            argv = [*_SAME_PROGRAM[head], *argv[1:]]
        elif head in ("powershell", "pwsh", "powershell.exe", "pwsh.exe") and len(argv) > 1:
            rest = argv[1:]
            while rest and rest[0].startswith("-"):
                rest = rest[1:]  # -NoProfile, -Command
            argv = rest
        else:
            break
    return [canonical_program(argv[0]), *argv[1:]] if argv else argv
