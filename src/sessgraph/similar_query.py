"""The query side of "what fixed similar crashes before?": a free-text error read as the
extractor reads a stored symptom (``extract.signatures``, ``extract.tool_errors``).

Split out of :mod:`sessgraph.similar`, which ranks the past fixes. What is kept of a query is
what can tell errors apart: its most telling error line, error type, template and signature,
its salient words (no stop words, no family phrase, not the type's own name) and its object
words (what the error is about: the missing program, the undefined name). The family phrases
and the words that say nothing live here too, so that the stored side
(``similar_lookups.fetch_candidates``) and the query side strip the same things. Nothing
here reads the database: the query's lines of environment noise, known from stored outputs,
are dropped before by :func:`sessgraph.similar_lookups.without_stored_noise`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from sessgraph.extract.entities import entities_from_text
from sessgraph.extract.own_formats import POWERSHELL_CONTEXT, POWERSHELL_RECORD
from sessgraph.extract.signatures import (
    error_signature,
    error_template,
    error_type_of,
    find_errors,
    normalise_error,
)
from sessgraph.extract.tool_errors import is_bare_rejection, tool_failure

__all__ = [
    "NAMED_OBJECT_TYPES",
    "Query",
    "bare_refusal",
    "fts_query",
    "fts_terms",
    "parse_query",
    "record_message",
    "salient_words",
    "template_trigrams",
    "without_phrase",
]

TEMPLATE_CHARS = 300
WORD_CACHE = 20_000
MAX_TERMS = 10
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]{2,}")
# `exit code` opens every failed call's result in some harnesses (Claude's "Exit code 127");
# "defined" is said by every undefined name's error.
_STOP_WORDS = (
    "the and for with from that this was not are but has have had you your can could into "
    "when then than there their error errors failed failure fatal exception traceback "
    "line file most recent call last none true false null self args kwargs info warning "
    "could cannot unable invalid unexpected specified found exist exists does did named "
    "while after before using value new exit code defined"
)
_STOP = frozenset(_STOP_WORDS.split())

# Families whose template names the thing that is missing (a program, a module, an
# undefined identifier: JavaScript's ReferenceError, Python's NameError, TypeScript's TS2304
# "Cannot find name"): the same family with another thing is another problem (`node: command
# not found` is not fixed by what fixed `python: command not found`, a project's type not
# imported by a tsconfig lib); such a match keeps OTHER_OBJECT_FACTOR (class d).
NAMED_OBJECT_TYPES = frozenset(
    {
        "CommandNotFound",
        "ModuleNotFoundError",
        "CannotFindModule",
        "ReferenceError",
        "NameError",
        "TS2304",
    }
)
# The wording a family shares whatever the object (and the shell's prefix before it): no
# evidence that two errors are about the same thing, so left out of the query's words and
# of the templates compared (class d).
_FAMILY_PHRASE = re.compile(
    r"(?:^|(?<=\s))(?:\S*/)?(?:ba|da|z|k)?sh:(?: line)? ?\d*:|\(eval\):(?:\w+:)?\d+:"
    r"|command not found"
    r"|is not recognized as (?:(?:the |a )?name of a cmdlet|an internal or external command)"
    r"|no such file or directory|cannot access|can't open file|permission denied"
    r"|file or directory not found|cannot find path|because it does not exist"
    # An agent harness's own words around a user's rejection: every rejection has them.
    r"|the user doesn't want to (?:proceed with|take) this (?:tool use|action)"
    r"|the tool use was rejected|to tell you how to proceed, the user said"
    r"|stop what you are doing and wait for the user to tell you how to proceed",
    re.I,
)

# What a missing module's or an undefined name's message says whatever the module or name:
# not what the error is about (class d: `Cannot find module 'ws'` is not about the module
# `dotenv`, for all that both lines say "module").
_OBJECT_PHRASE = re.compile(r"is not defined|cannot find (?:module|name)|no module named", re.I)


# A user's bare "no" in the words of the harnesses whose refusal is a command's or a tool's
# output rather than a rejection record (extract.tool_errors.is_bare_rejection reads Claude
# Code's, Gemini CLI's and Cline's): Codex's "exec command rejected by user" / "patch
# rejected by user", opencode's "The user rejected permission to use this specific tool call".
_BARE_REFUSAL = re.compile(
    r"^\s*(?:exec command|patch|[\w-]+) rejected by (?:the )?user\.?\s*$"
    r"|^\s*the user rejected permission to use this (?:specific )?tool call\.?\s*$",
    re.I,
)


def bare_refusal(text: str | None) -> bool:
    """Whether an error text is only a user's refusal, with no instruction: what another
    session did after its own refusal is no answer to it (issue 12, class 7; a refusal that
    says what to do instead is a ``UserRejected`` symptom and is compared by its words)."""
    text = (text or "").strip()
    return bool(text) and (_BARE_REFUSAL.match(text) is not None or is_bare_rejection(text))


@dataclass
class Query:
    text: str
    error_type: str | None
    template: str
    signature: str
    entities: set[str] = field(default_factory=set)
    trigrams: frozenset[str] = frozenset()
    words: frozenset[str] = frozenset()
    # The error line's words without its family's phrase (see MESSAGE_FAMILY_TYPES).
    object_words: frozenset[str] = frozenset()
    # The most telling error line itself (what a family's remedy is applied to).
    line: str = ""


@lru_cache(maxsize=WORD_CACHE)
def _trigrams(text: str) -> frozenset[str]:
    squeezed = " ".join(text.lower().split())
    return frozenset(squeezed[i : i + 3] for i in range(max(0, len(squeezed) - 2)))


# The tool name parse_query reads a tool failure under; a failure no rule knows comes back
# typed "<tool>Error" and is read as free text instead.
_QUERY_TOOL = "Tool"
# Line-rule labels that name no kind of problem (extract.signatures' catch-all rules).
_CATCH_ALL_TYPES = frozenset({"Error", "Failed", "Fatal", "NotFound"})
_INLINE_EXCEPTION = re.compile(r"(?<![\w.])([\w.]*(?:Error|Exception)): \S")


def parse_query(error_text: str) -> Query:
    """The error line, type, template and signature of a free-text error.

    Pasted errors are often flattened onto one line (``… -- File "x.py" … ValueError: …``);
    an exception named mid-line is split out so it is classified like a log line."""
    hits = find_errors(error_text)
    if not hits:
        inline = _INLINE_EXCEPTION.search(error_text)
        if inline is not None:
            hits = find_errors(error_text[inline.start() :])
    error_type: str | None
    # A catch-all label on the top line ("File does not exist." is a NotFound to the line
    # rules) yields to a tool's own failure type when the text reads as one: the extractor
    # stored the tool call's result that way (similar-fix class c).
    generic = not hits or hits[0].error_type in _CATCH_ALL_TYPES
    failure = tool_failure(_QUERY_TOOL, error_text) if generic else None
    if failure is not None and (
        failure.kind != "tool_error" or failure.error_type == f"{_QUERY_TOOL}Error"
    ):
        failure = None
    if hits and failure is None:
        line, error_type = hits[0].error_text, hits[0].error_type
    elif failure is not None:
        # A tool's own refusal ("File has not been read yet", "This command requires
        # approval"): read as the extractor stored it, so its type and signature are the
        # stored symptoms' (similar-fix class c).
        line, error_type = failure.error_text, failure.error_type
    else:
        line, error_type = error_text.strip()[:500], error_type_of(error_text)
    template = normalise_error(line)
    return Query(
        text=error_text,
        error_type=error_type,
        template=template,
        signature=error_signature(line, error_type),
        entities={e.name.lower() for e in entities_from_text(error_text)},
        trigrams=template_trigrams(template, error_type),
        words=salient_words(_FAMILY_PHRASE.sub(" ", error_text)) - _type_words(error_type),
        object_words=_object_words(line, error_type),
        line=line,
    )


def _type_words(error_type: str | None) -> frozenset[str]:
    """The error type's own name as words (``assertionerror``): the types are compared on
    their own, so the name is no further evidence among the query's words."""
    return salient_words(error_type.replace(".", " ")) if error_type else frozenset()


def _object_words(line: str, error_type: str | None) -> frozenset[str]:
    """What an error line is about: its words without the family's phrase; for a missing
    program or module, the one its family's template names (``env: bash: No such file``
    is about ``bash``, not ``env``)."""
    if error_type in NAMED_OBJECT_TYPES:
        line = error_template(line)
    return salient_words(_OBJECT_PHRASE.sub(" ", _FAMILY_PHRASE.sub(" ", line)))


def without_phrase(text: str) -> str:
    """``text`` without its family's phrase and the shell's prefix (``bash: line 1:``, ``No
    such file or directory``): what is left names the error's object."""
    return _FAMILY_PHRASE.sub(" ", text)


def _compared_part(template: str, error_type: str | None) -> str:
    """What of a template the trigrams compare: without the family's phrase, and without the
    leading class name (``assertionerror: ``), which the error types compare already; left
    in, it makes any two messages of one class look alike (class d)."""
    if error_type:
        prefix = f"{error_type.lower()}:"
        if template.startswith(prefix):
            template = template[len(prefix) :]
    return without_phrase(template)[:TEMPLATE_CHARS]


def template_trigrams(template: str, error_type: str | None) -> frozenset[str]:
    """The character trigrams a template is compared by (see :func:`_compared_part`)."""
    return _trigrams(_compared_part(template, error_type))


def fts_terms(text: str) -> list[str]:
    """The salient words of ``text`` as quoted FTS5 terms, at most :data:`MAX_TERMS`."""
    words: list[str] = []
    for word in _WORD.findall(text):
        lowered = word.lower()
        if lowered in _STOP or lowered.isdigit() or lowered in words:
            continue
        words.append(lowered)
        if len(words) >= MAX_TERMS:
            break
    return [f'"{w}"' for w in words]


def fts_query(text: str) -> str | None:
    """A safe FTS5 OR-query of the salient words of ``text`` (``None`` when there are none)."""
    terms = fts_terms(text)
    return " OR ".join(terms) if terms else None


# PowerShell's error record names its category (`ParserError: (:) [],
# ParentContainsErrorRecordException`, `SecurityError: (:) [], PSSecurityException`): the
# same line for every parse error and every blocked script, whatever the message above it.
_RECORD_CATEGORY = re.compile(r"^[A-Za-z]+: \(.*\) \[.*\], [\w.]+$")


def record_message(error_text: str | None, output: str | None) -> str | None:
    """The message of a PowerShell error record whose category line is ``error_text`` (the
    line above ``+ CategoryInfo`` in ``output``, past the record's position lines), or
    ``None``. A stored symptom whose line is such a category says only which kind of error
    it was; a query pasted as the message (`The token '&&' is not a valid statement
    separator`, `npm.ps1 cannot be loaded because running scripts is disabled`) is compared
    with the message (issue 12, class 6: the most telling error line; similar-fix class b)."""
    if not error_text or not output or not _RECORD_CATEGORY.match(error_text.strip()):
        return None
    lines = output.splitlines()
    for at, line in enumerate(lines):
        stripped = line.strip()
        if not (POWERSHELL_RECORD.match(stripped) and error_text.strip() in stripped):
            continue
        for above in reversed(lines[:at]):
            above = above.strip()
            if above and not POWERSHELL_CONTEXT.match(above):
                return above[:500]
        return None
    return None


@lru_cache(maxsize=WORD_CACHE)
def salient_words(text: str) -> frozenset[str]:
    """Lower-cased words that can tell errors apart (no stop words, no numbers).

    Cached: the same error text recurs across sessions (a flaky test, a replicated setup),
    and a long-lived process (Datasette, a script) asks about it again and again."""
    return frozenset(
        w
        for w in (word.lower() for word in _WORD.findall(text))
        if w not in _STOP and not w.isdigit()
    )
