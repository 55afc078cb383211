"""sessgraph.extract.shellwords.split gives exactly what shlex gives, faster."""

from __future__ import annotations

import shlex
import sqlite3

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from conftest import CORPUS
from sessgraph.extract.shellwords import program_name, split

PUNCTUATION_SETS = (";&|()<>", ";&|")


def shlex_tokens(command: str, punctuation: str) -> list[str] | str:
    lexer = shlex.shlex(command, posix=True, punctuation_chars=punctuation)
    lexer.whitespace_split = True
    lexer.commenters = ""
    try:
        return list(lexer)
    except ValueError:
        return "ValueError"


def split_tokens(command: str, punctuation: str) -> list[str] | str:
    try:
        return split(command, punctuation)
    except ValueError:
        return "ValueError"


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ("a  b\tc", ["a", "b", "c"]),
        (
            "cd /w && pytest -x|tee log;echo done",
            ["cd", "/w", "&&", "pytest", "-x", "|", "tee", "log", ";", "echo", "done"],
        ),
        ("""echo 'it''s' "a \\"b\\" \\n" x\\ y""", ["echo", "its", 'a "b" \\n', "x y"]),
        ("FOO='' bar", ["FOO=", "bar"]),
        ("echo ''", ["echo", ""]),
        ("2>&1 >(cat)", ["2", ">&", "1", ">(", "cat", ")"]),
    ],
)
def test_examples(command: str, expected: list[str]) -> None:
    assert split(command, PUNCTUATION_SETS[0]) == expected
    assert shlex_tokens(command, PUNCTUATION_SETS[0]) == expected


@pytest.mark.parametrize("command", ["echo 'open", 'echo "open', "echo \\"])
def test_unbalanced_quoting_raises_like_shlex(command: str) -> None:
    with pytest.raises(ValueError):
        split(command, PUNCTUATION_SETS[0])
    assert shlex_tokens(command, PUNCTUATION_SETS[0]) == "ValueError"


@settings(max_examples=1500, deadline=None)
@given(
    st.text(alphabet=st.sampled_from(list("ab =-_/.$*~#\\'\"\t\n;&|()<>é")), max_size=40),
    st.sampled_from(PUNCTUATION_SETS),
)
@example("a\\\nb", ";&|")
@example('"\\a\\"\\\\"', ";&|")
def test_same_tokens_as_shlex(command: str, punctuation: str) -> None:
    assert split_tokens(command, punctuation) == shlex_tokens(command, punctuation)


def test_same_tokens_as_shlex_on_corpus_commands(tmp_path: object) -> None:
    """Every command line of the real corpus splits as shlex splits it."""
    if not CORPUS.is_dir():
        pytest.skip(f"corpus not found at {CORPUS} (only CI and the shared workspace have it)")
    from sessgraph import api

    db = f"{tmp_path}/corpus.db"
    api.ingest(db, [CORPUS / "claude_code", CORPUS / "codex"], extract=False)
    commands = [row[0] for row in sqlite3.connect(db).execute("SELECT command FROM commands")]
    lines = {line for command in commands for line in command.splitlines()} | set(commands)
    assert len(lines) > 500
    for punctuation in PUNCTUATION_SETS:
        for line in lines:
            assert split_tokens(line, punctuation) == shlex_tokens(line, punctuation), line


def test_program_name_is_the_base_name_whichever_slash() -> None:
    """The program a command word names: a POSIX path, a Windows path and a bare name."""
    assert program_name("/usr/local/bin/pytest") == "pytest"
    assert program_name("C:\\Program Files\\Git\\bin\\git.exe") == "git.exe"
    assert program_name("jq") == "jq"
