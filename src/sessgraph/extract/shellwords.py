"""Shell words: what ``shlex`` splits a command into, an order of magnitude faster.

The extractor splits every command it sees (tens of thousands per corpus copy) with
``shlex.shlex(command, posix=True, punctuation_chars=…)``, ``whitespace_split`` on and no
comment characters. ``shlex`` reads one character at a time in Python; :func:`split` gives
the same tokens with two regular expressions: one that cuts the command into words, runs of
punctuation characters and whitespace, one that removes the quoting inside a word.

POSIX rules, as ``shlex`` applies them: single quotes keep everything; inside double quotes a
backslash escapes only ``"`` and ``\\`` (other backslashes stay); outside quotes a backslash
escapes any character; quoted parts join the unquoted text around them into one word; an
empty quoted string is an empty word. An unbalanced quote or a trailing backslash raises
``ValueError``, as ``shlex`` does. ``tests/test_shellwords.py`` checks the equivalence on the
corpus's commands and on generated strings.

:func:`program_name` is the one definition of "the program a command word names" (its base
name, whichever slash the path uses), shared by the rules that compare programs.
"""

from __future__ import annotations

import re
from functools import lru_cache

_WHITESPACE = " \t\r\n"
_PIECE = re.compile(r"""([^'"\\]+)|'([^']*)'|"((?:[^"\\]|\\.)*)"|\\(.)""", re.S)
_DOUBLE_QUOTED_ESCAPE = re.compile(r'\\(["\\])')


@lru_cache(maxsize=8)
def _lexer(punctuation: str) -> re.Pattern[str]:
    punct = re.escape(punctuation)
    # A newline given as punctuation separates commands, as in a shell script; else it is
    # whitespace, as shlex has it.
    space = re.escape("".join(c for c in _WHITESPACE if c not in punctuation))
    plain = rf"[^{re.escape(_WHITESPACE)}'\"\\{punct}]"
    return re.compile(
        rf"""[{space}]+
           | (?P<punct>[{punct}]+)
           | (?P<word>(?:{plain}+|'[^']*'|"(?:[^"\\]|\\.)*"|\\.)+)""",
        re.X | re.S,
    )


def _unquote(word: str) -> str:
    if "'" not in word and '"' not in word and "\\" not in word:
        return word
    out: list[str] = []
    for plain, single, double, escaped in _PIECE.findall(word):
        if plain:
            out.append(plain)
        elif escaped:
            out.append(escaped)
        elif double:
            out.append(_DOUBLE_QUOTED_ESCAPE.sub(r"\1", double))
        else:
            out.append(single)  # may be "" (an empty quoted string)
    return "".join(out)


def split(command: str, punctuation: str) -> list[str]:
    """The tokens ``shlex`` gives for ``command`` (POSIX, ``punctuation_chars=punctuation``,
    ``whitespace_split``, no comments): words unquoted, each run of punctuation one token.

    Raises ``ValueError`` on an unbalanced quote or a trailing backslash."""
    lexer = _lexer(punctuation)
    tokens: list[str] = []
    pos, end = 0, len(command)
    while pos < end:
        m = lexer.match(command, pos)
        if m is None:
            raise ValueError(f"unbalanced quoting at offset {pos}")
        if m.lastgroup == "word":
            tokens.append(_unquote(m.group("word")))
        elif m.lastgroup == "punct":
            tokens.append(m.group("punct"))
        pos = m.end()
    return tokens


# A versioned name of Python or its installer (`python3.12`, `pip3`) is the same program.
_VERSIONED = re.compile(r"^(python|pip)\d+(?:\.\d+)*$", re.I)


def canonical_program(word: str) -> str:
    """The program a command word names, spelt one way (issue 12, class 1: the same goal
    through another spelling of the program): its base name, Windows' ``.exe`` dropped,
    ``python3.12`` → ``python``, ``pip3`` → ``pip`` (``/usr/bin/python3`` and
    ``C:\\Py\\python.exe`` both run ``python``)."""
    name = program_name(word)
    if name.lower().endswith(".exe") and len(name) > 4:
        name = name[:-4]
    versioned = _VERSIONED.match(name)
    return versioned.group(1).lower() if versioned else name


def program_name(word: str) -> str:
    """The program a command word names: its base name, either slash (``/usr/bin/git`` and
    ``C:\\Git\\bin\\git.exe`` name ``git`` and ``git.exe``)."""
    return word.replace("\\", "/").rsplit("/", 1)[-1]
