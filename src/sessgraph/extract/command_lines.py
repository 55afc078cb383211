"""Shell command lines cut into simple commands: tokens, separators, argv lists.

Every rule that compares commands (intent, goals, masked failures, expected failures) first
needs the same view of a command line: its words as a POSIX shell splits them, with the list
and pipeline separators (``&&``, ``||``, ``;``, ``|``, brackets, newlines) as tokens of their
own, heredoc bodies dropped (they are file contents, not shell), ``$(…)``/``<(…)`` kept as one
argument, and the command a wrapper runs (``ssh host '…'``, ``bash -lc '…'``, ``pwsh
-Command '…'``) spliced in. Splitting uses :mod:`shellwords` (shlex's rules, faster); an
unbalanced quote falls back to whitespace, so nothing here raises on hostile input.

Last, what a command's own words say of its purpose: a command that announces it tests a
failure on purpose (:func:`announced_failure`), read by the masked-failure rules.
"""

from __future__ import annotations

import re
from functools import lru_cache

from sessgraph.extract import shellwords

# Subshell and group brackets (`(source .venv/bin/activate && pytest)`) separate commands too;
# shlex-style splitting joins adjacent punctuation (`)&&`), so any run of these is a separator.
_PUNCTUATION = ";&|()\n"  # an unquoted newline ends a command, as `;` does
_LIST_SEPARATORS = {"&&", "||", ";", "&"}
# `2>&1`, `>&2`, `&>file`: redirections, kept as one word (the `&` separates nothing).
_FD_REDIRECT = re.compile(r"(?<![\w&|])(\d*)>&(\d+|-)|&>(?=\S)")
WRAPPERS = {"sudo", "nohup", "time", "exec", "command", "env", "nice", "stdbuf"}
ENV_ASSIGN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
_PYTHON = re.compile(r"^python(\d(\.\d+)?)?$")


_HEREDOC = re.compile(r"<<-?\s*(['\"]?)(\w+)\1[^\n]*\n.*?\n\s*\2\b", re.DOTALL)


def without_heredoc_bodies(command: str) -> str:
    """``command`` with each heredoc's body dropped (``<<EOF`` stays): file contents, not shell."""
    return _HEREDOC.sub(lambda m: f"<<{m.group(2)}", command)


# A quoted part of a command line, or a run of backslashes between two path characters.
_QUOTED_OR_BACKSLASHES = re.compile(
    r"'[^']*'|\"(?:[^\"\\]|\\.)*\"|(?<=[\w.~:%$-])(\\+)(?=[\w.%$-])"
)
# An unquoted Windows path: a drive, a `.\` or `..\` start, or two backslash-separated parts.
_WINDOWS_PATH = re.compile(r"(?:^|[\s(=])(?:[A-Za-z]:\\|\.{1,2}\\|[\w.-]+\\[\w.-]+\\[\w.-])")


def windows_paths_kept(command: str) -> str:
    """``command`` with the backslashes of its unquoted Windows paths escaped, so that POSIX
    splitting keeps them (``.\\.venv\\Scripts\\python.exe``, not ``..venvScriptspython.exe``):
    PowerShell and cmd take a backslash literally (issue 12, classes 1 and 2: a retry with
    the corrected Windows path, or the same program by its venv path, is compared by its
    words). Unchanged when no unquoted word is such a path."""
    if "\\" not in command:
        return command
    unquoted = _QUOTED_OR_BACKSLASHES.sub(lambda m: m.group(0) if m.group(1) else " ", command)
    if not _WINDOWS_PATH.search(unquoted):
        return command
    return _QUOTED_OR_BACKSLASHES.sub(
        lambda m: m.group(1) * 2 if m.group(1) else m.group(0), command
    )


@lru_cache(maxsize=65536)
def tokens(command: str) -> tuple[str, ...]:
    """Shell tokens of ``command``, with separators as their own tokens; never raises.

    Heredoc bodies are file contents, not shell: they are dropped (``<<EOF`` stays)."""
    command = windows_paths_kept(without_heredoc_bodies(command))
    command = _FD_REDIRECT.sub(lambda m: m.group(0).replace("&", "\\&"), command)
    command = command.replace("\\\n", " ")  # a line continuation joins two lines
    try:
        raw = shellwords.split(command, _PUNCTUATION)
    except ValueError:  # unbalanced quotes: fall back to whitespace
        return tuple(command.split())
    return tuple(_expand_remote(_fold_substitutions(raw)))


def _fold_substitutions(raw: list[str]) -> list[str]:
    """``<(cmd)``, ``>(cmd)``, ``$(cmd)`` outside quotes are arguments of the command around
    them, not commands of the list: each is kept as one word (its inner tokens dropped)."""
    out: list[str] = []
    depth = 0
    for token in raw:
        if depth:
            if is_separator(token):
                depth += token.count("(") - token.count(")")
            if depth <= 0:
                depth = 0
                out[-1] += ")"
            continue
        if (
            token.startswith("(")
            and is_separator(token)
            and out
            and out[-1].endswith(("<", ">", "$"))
        ):
            out[-1] += "(…"
            depth = token.count("(") - token.count(")")
            if depth <= 0:
                depth = 0
                out[-1] += ")"
            continue
        out.append(token)
    return out


_SHELLS = {"bash", "sh", "zsh", "dash"}
# `pwsh -NoProfile -Command '<script>'` runs the script (shell construct, issues 1 and 2): two
# scripts that share only the `pwsh -NoProfile -Command` prefix are not the same intent.
_POWERSHELLS = {"pwsh", "powershell", "pwsh.exe", "powershell.exe"}


def is_separator(token: str) -> bool:
    """A token that ends a simple command: ``&&``, ``|``, ``;``, a bracket, or a run of them."""
    # Nothing is left once the separator characters are stripped from both ends exactly when
    # every character is one (in C: this is asked of every token of every command line).
    return bool(token) and not token.strip(_PUNCTUATION)


def _expand_remote(raw: list[str]) -> list[str]:
    """Splice in the command a wrapper runs: ``ssh host 'cmd'``, ``bash -lc 'cmd'``.

    The quoted string is the command that matters; comparing it as one opaque token would
    make ``ssh node-b 'X'`` and ``ssh node-b 'FOO=1 X'`` look entirely different."""
    out: list[str] = []
    group_start = 0
    for token in raw:
        if is_separator(token):
            out.append(token)
            group_start = len(out)
            continue
        group = [t.rsplit("/", 1)[-1] for t in out[group_start:]]
        if " " in token and group:
            program = next((t for t in group if t not in WRAPPERS), "")
            args = [t for t in group[1:] if not t.startswith("-")]
            if (
                (program == "ssh" and args)
                or (program in _SHELLS and group[-1].startswith("-") and "c" in group[-1])
                or (program.lower() in _POWERSHELLS and group[-1].lower() in ("-command", "-c"))
            ):
                out.extend(tokens(token))
                continue
        out.append(token)
    return out


def simple_commands(command: str) -> list[list[str]]:
    """The argv of each simple command in a pipeline / list, wrappers and env stripped.

    Program paths are reduced to their base name (``/opt/venv/bin/python`` → ``python``,
    ``.\\.venv\\Scripts\\python.exe`` → ``python``), ``python3.12`` → ``python``.
    """
    return argvs(tokens(command))


# Options of the wrappers that take a value (`sudo -u postgres psql`, `env -u HOME x`,
# `nice -n 10 make`): the value is not the program the wrapper runs.
_WRAPPER_VALUE_OPTIONS = {
    "sudo": {"-u", "-g", "-U", "-C", "-h", "-p", "-D", "-r", "-t", "-R"},
    "env": {"-u", "-C", "-S", "--unset", "--chdir"},
    "nice": {"-n", "--adjustment"},
}


def strip_wrappers(argv: list[str]) -> list[str]:
    """``argv`` without the wrappers that only run the rest (``sudo``, ``env``, ``nohup``,
    ``timeout 30s``…), their options and values, and ``VAR=value`` prefixes: ``sudo -u
    postgres psql -c …`` runs ``psql``, ``env PYTHONPATH=. python x.py`` runs ``python``."""
    while argv and (argv[0] in WRAPPERS or argv[0] == "timeout" or ENV_ASSIGN.match(argv[0])):
        wrapper = argv[0]
        argv = argv[1:]
        takes_value = _WRAPPER_VALUE_OPTIONS.get(wrapper, set())
        while argv and argv[0].startswith("-") and argv[0] not in ("--",):
            argv = argv[2:] if argv[0] in takes_value else argv[1:]
        if wrapper == "timeout" and argv:
            argv = argv[1:]  # the duration
    return argv


def argvs(token_list: tuple[str, ...] | list[str]) -> list[list[str]]:
    result: list[list[str]] = []
    current: list[str] = []
    for token in token_list:
        if is_separator(token):
            if current:
                result.append(current)
            current = []
            continue
        current.append(token)
    if current:
        result.append(current)
    cleaned = []
    for argv in result:
        argv = strip_wrappers(argv)
        if not argv:
            continue
        # Either slash, and Windows' `.exe` (`..\\.venv\\Scripts\\python.exe` runs `python`).
        program = argv[0].replace("\\", "/").rsplit("/", 1)[-1]
        if program[-4:].lower() == ".exe" and len(program) > 4:
            program = program[:-4]
        if _PYTHON.match(program):
            program = "python"
        cleaned.append([program, *argv[1:]])
    return cleaned


_ANNOUNCED = re.compile(
    r"\b(?:expect(?:ed|s|ing)?|should|must)\b[^\"'\n]{0,30}?"
    r"\b(?:fail\w*|errors?|[45]\d\d|non-?zero|reject\w*|denied|refuse\w*)\b"
    # A smoke test's section label naming the bad case it sends (`echo "=== invalid
    # donation (blank name) ==="`): the error it gets back is the case under test.
    r"|\b(?:echo|printf)\s+[\"']?[^\"'\n|;&]{0,40}\b(?:invalid|malformed|negative|validation"
    r"|(?:blank|empty|missing) (?:field|value|input|name|body|token|param\w*)"
    r"|bad (?:input|request|token|data|payload)|unauthori[sz]ed|wrong (?:password|token|key)"
    r"|error (?:case|path))\b",
    re.I,
)


def announced_failure(command: str) -> bool:
    """True when the command announces that it tests a failure on purpose
    (``echo "=== backend down: backup should fail ==="``, ``# expect 400``)."""
    return bool(_ANNOUNCED.search(command))
