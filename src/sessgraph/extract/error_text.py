"""A symptom's text: the most specific error line(s) of an output (issue 12, class 6).

What a reader (and the similarity search) needs is the line that says what went wrong, not
the wrapper around it. So:

* colour codes are dropped (PowerShell and cargo colour their errors, and the codes would
  make one error look like many);
* with no recognised error line, the message is the first line that reads as a failure, else
  the first line of the output; never a harness header (``Exit code 1``), a truncation notice
  (``… 40 lines truncated …``), a banner (``=====``) or, when the output is a help text, its
  last line;
* a bare exception class (``AssertionError``, pytest's ``E   AssertionError``) takes the
  message pytest printed for it (``E   assert 'x' in html``, ``FAILED t.py::test - …``);
* when the command sent its output to a file (``> build.log 2>&1``, ``&> out``, ``| tee f``),
  the text says so, since the error is there and not in the output.
"""

from __future__ import annotations

import re

from sessgraph.extract.lazy_patterns import lazy_compile
from sessgraph.extract.textcache import memo_by_text

__all__ = [
    "KOTLIN_DIAGNOSTIC",
    "explain_bare_exception",
    "kotlin_diagnostic",
    "message_line",
    "output_file",
    "output_files",
    "strip_ansi",
]

MAX_TEXT = 500

_ANSI = lazy_compile(
    r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|(?<![\w\[])\[(?:\d{1,3};)*\d{1,3}m"
)
_NOISE = lazy_compile(
    r"^(?:Exit code:? -?\d+|exit (?:code|status):? -?\d+|Process exited with code -?\d+"
    r"|Wall time:.*|Chunk ID:.*|Original token count:.*|Output:?"
    r"|.*\b\d+ (?:more )?lines? (?:truncated|omitted|hidden)\b.*|\[?\.\.\.\]?|…|\(no output\)"
    r"|<truncated.*|.*output truncated.*|[-=_*#~+]{3,}.*|[-=_*#~+ ]*)$",
    re.I,
)
_FAILURE_WORDS = lazy_compile(
    r"\b(?:fail\w*|error\w*|cannot|can't|could not|couldn't|unable|denied|refused|invalid"
    r"|missing|required|not found|no such|not recognized|unknown|unsupported|forbidden"
    r"|timed? ?out|abort\w*|panic\w*)\b|[❌✗✖]",
    re.I,
)
_DIAGNOSTIC = lazy_compile(r"^[\w./\\-]+\.\w+:\d+(?::\d+)?:? (?:[A-Z]+\d+|error|warning)\b")
# The Kotlin compiler's error line, as Gradle prints it: `e: file:///src/A.kt:27:15 Unresolved
# reference: x` (older: `e: /src/A.kt: (27, 15): …`); `w:` lines are warnings.
KOTLIN_DIAGNOSTIC = r"^e: (?:file://)?\S+\.kts?(?::\d+:\d+|: \(\d+, \d+\)):? \S"
_KOTLIN = lazy_compile(KOTLIN_DIAGNOSTIC, re.M)
_USAGE = lazy_compile(r"^\s*usage:", re.I | re.M)
_BARE_EXCEPTION = lazy_compile(r"^(?:E\s+)?([A-Za-z_][\w.]*(?:Error|Exception|Failure))\s*:?\s*$")
_PYTEST_E = lazy_compile(r"(?m)^E\s{2,}(\S.*)$")
_PYTEST_FAILED = lazy_compile(r"(?m)^(?:FAILED|ERROR) (\S+::\S+)(?: - (.+))?$")
# `> file`, `>> file`, `&> file`, `1> file`, `| tee [-a] file`: not /dev/null, not a fd.
_TO_FILE = lazy_compile(r"(?:(?<![0-9&<>])|(?<=[ 1&]))(?:&>>?|1?>>?)\s*([^\s;&|<>()]+)")
_TEE = lazy_compile(r"\|\s*tee\s+(?:-a\s+)?([^\s;&|<>()]+)")


def strip_ansi(text: str) -> str:
    """``text`` without terminal colour codes."""
    return _ANSI.sub("", text) if "\x1b" in text or "m[" in text or text.startswith("[") else text


def _lines(output: str) -> list[str]:
    return [
        line.strip()
        for line in strip_ansi(output).splitlines()
        if line.strip() and not _NOISE.match(line.strip())
    ]


def message_line(output: str | None) -> str:
    """The line that says what went wrong when no error rule matched, or ``""``."""
    text = (output or "")[-20_000:]
    lines = _lines(text)
    if not lines:
        return ""
    # A compiler's or linter's diagnostic (`src/a.py:12:5: SIM115 …`) beats its summary.
    diagnostic = next((ln for ln in lines if _DIAGNOSTIC.match(ln)), None)
    if diagnostic is not None:
        return diagnostic[:MAX_TEXT]
    if _USAGE.search(text):
        # A help text after a complaint: the complaint, not the help's last line.
        chosen = next((ln for ln in lines if _FAILURE_WORDS.search(ln)), lines[0])
    else:
        chosen = next((ln for ln in reversed(lines) if _FAILURE_WORDS.search(ln)), lines[0])
    return chosen[:MAX_TEXT]


def explain_bare_exception(error_text: str, output: str) -> str:
    """``AssertionError`` alone says little: add the message pytest printed for it."""
    if _BARE_EXCEPTION.match(error_text.strip()) is None:
        return error_text
    detail = _PYTEST_E.search(output)
    name = error_text.strip().removeprefix("E").strip().rstrip(":")
    if detail is not None and detail.group(1).strip() != name:
        message = detail.group(1).strip()
        return (message if message.startswith(name) else f"{name}: {message}")[:MAX_TEXT]
    failed = _PYTEST_FAILED.search(output)
    if failed is not None:
        reason = failed.group(2) or name
        return f"{failed.group(1)} - {reason}"[:MAX_TEXT]
    return error_text


def output_files(command: str) -> list[str]:
    """Every file a command sent output to (``tee`` targets first; not ``/dev/null``)."""
    return list(_output_files(command))


# Memoised: a command that wrote to a file is asked again for every later command that may
# read the file back (masked.readback_failure), and the patterns scan all of it (heredocs).
@memo_by_text(maxsize=4096)
def _output_files(command: str) -> tuple[str, ...]:
    found: list[str] = []
    for pattern in (_TEE, _TO_FILE):
        for match in pattern.finditer(command):
            target = match.group(1).strip("\"'")
            if target and not target.startswith(("/dev/", "&")) and target not in found:
                found.append(target)
    return tuple(found)


def output_file(command: str) -> str | None:
    """The file a command sent its output to, when it did (not ``/dev/null``)."""
    found = output_files(command)
    return found[0] if found else None


def kotlin_diagnostic(text: str) -> str | None:
    """The first Kotlin compiler error line of ``text`` (a Gradle log, a pasted build), if
    any: the compiler's own format carries no "error" word a generic rule would read."""
    match = _KOTLIN.search(text)
    if match is None:
        return None
    end = text.find("\n", match.start())
    return text[match.start() : end if end >= 0 else None].strip()[:MAX_TEXT]
