"""Find error evidence in command output and reduce it to a stable signature.

Design choices worth knowing:

* **Cheap first pass.** One combined regex of literal-ish trigger words runs over the whole
  output (C speed); only the lines it touches are classified, by a short ordered list of
  precompiled rules. Output beyond the last ``MAX_SCAN_CHARS`` characters is ignored: the
  error that made a command fail is almost always at its end.
* **Families before classes.** Some problems surface under many exception classes and wordings
  (CUDA OOM is ``torch.OutOfMemoryError``, ``RuntimeError: CUDA out of memory`` or
  ``Exception: Capture cuda graph failed: CUDA out of memory``). Such well-known families get
  one label and one canonical template, so the signature is the same whichever wrapper raised.
  Families that still need their message to tell cases apart (``Permission denied`` from
  ``cp`` is fixed with sudo, from ``bash`` with ``chmod +x``) keep the normalised message.
* **Templates.** A message becomes a template by masking what varies between occurrences of
  the same problem: URLs, UUIDs, timestamps, hashes, IPs, paths, versions, mixed
  letter-and-digit identifiers (hostnames, model ids, GPU arches), numbers, and quoted values
  that are not plain identifiers. Paths keep their base name only when it is a source file
  (``server_args.py``): that names the code that raised, which is stable across machines,
  whereas data and config paths (model dirs, temp files, unit files) are what varies. Short
  identifier-like quoted values (``'flash_attn'``, ``'stauts'``, ``'json'``) are kept because
  they are what tells one problem from another. Only the first sentence(s) of a message, up to
  ~40 characters, go into the template: later sentences are usually hints or context.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass

from sessgraph.extract.error_text import strip_ansi
from sessgraph.extract.families import FAMILIES, Family
from sessgraph.extract.lazy_patterns import lazy_compile
from sessgraph.extract.textcache import memo_by_text

__all__ = [
    "ErrorHit",
    "error_signature",
    "error_template",
    "error_type_of",
    "find_errors",
    "normalise_error",
]

MAX_SCAN_CHARS = 1_000_000
MAX_HITS = 20
MAX_TEXT = 500
_FIRST_SENTENCES_MIN = 40


@dataclass(frozen=True, slots=True)
class ErrorHit:
    """One piece of error evidence found in command output."""

    kind: str
    error_type: str
    error_text: str
    line_no: int  # 1-based line within the scanned output
    file: str | None = None  # innermost traceback frame, when there is one
    score: int = 0


# Any line worth classifying contains one of these literals; rules then decide. Plain literals
# grouped by first character let the regex engine skip most positions cheaply (a free-form
# alternation with classes and \\b runs ~5x slower).
_TRIGGER_WORDS = (
    "Error|Exception|Warning|Interrupt|Traceback|error|ERROR|FATAL|fatal|Fatal|"
    "CRITICAL|PANIC|panic|FAIL|Failed|failed|Segmentation|core dumped|segfault|"
    "SIGKILL|SIGSEGV|SIGABRT|SIGBUS|signal 9|signal 6|signal 11|Killed|Aborted|"
    "terminate called|out of memory|oom-kill|Oom-kill|bad_alloc|heap out|CUDA|NCCL|"
    "nccl|cudaError|in use|refused|Refused|connect|HTTP/|Server Error|Client Error|"
    "Bad Gateway|Service Unavailable|Gateway Time|Too Many Requests|Unauthorized|"
    "Forbidden|status code|not found|oldString|sandbox|not recognized|not known|ate limit|"
    "rate_limit|RateLimit|certificate|CERTIFICATE|CERT_|Docker daemon|docker daemon|"
    "No such file|no such file|"
    "Permission denied|permission denied|not permitted|npm ERR|No module|No space|"
    "Disk quota|ENO|EACCES|EPERM|EADDRINUSE|ECONNREFUSED|ETIMEDOUT|exited, code=|"
    "auto-restart|Unknown|unknown|Unrecognized|unrecognized|Invalid|invalid|"
    "timed out|Timeout|timeout|Time-out|deadline|Deadline|resolve|[rejected]|[emerg]|"
    "[crit]|insufficient|too old|cannot|Cannot|can't|denied|Errno|No files found|"
    "does not exist|yaml: line|exit code 137|exit status 137|.go:|panicked at|` value: |"
    "exceptions.|errors.|exc.|appear verbatim|match anything in the file|no matches found|"
    "no match:|already running|failed to run command|Could not find edits|ERR_"
)


def _literal_trigger(alternatives: str) -> re.Pattern[str]:
    by_first: dict[str, list[str]] = {}
    for word in sorted(set(alternatives.split("|")), key=len, reverse=True):
        by_first.setdefault(word[0], []).append(re.escape(word[1:]))
    branches = [f"{re.escape(c)}(?:{'|'.join(rest)})" for c, rest in by_first.items()]
    return lazy_compile("|".join(branches))


_TRIGGER = _literal_trigger(_TRIGGER_WORDS)

# Prefixes that journald, torchrun and loggers put before the real message.
_LINE_PREFIX = lazy_compile(
    r"^(?:[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \S+ [\w.@/-]+(?:\[\d+\])?: "  # syslog
    r"|\[rank\d+\]:\s*"  # torchrun
    r"|\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d[\d.,]*Z?\s*(?:[|-]\s*)?"  # ISO timestamp
    r"|\[\d{4}-\d\d-\d\d [\d:.]+[^\]]*\]\s*"  # [2026-02-05 02:33:02 TP0]
    r"|\[TP\d+\]\s*"
    r"|\s*\|\s+)"  # PowerShell's error-record gutter
)

_EXC = lazy_compile(
    r"(?<![\w.])((?:[A-Za-z_]\w*\.)*(?:[A-Z]\w*(?:Error|Exception|Exit|Interrupt|Warning|Fault)"
    r"|KeyboardInterrupt|StopIteration)"
    # Classes that live in an exceptions/errors/exc module are exceptions whatever their name
    # (django.core.exceptions.ImproperlyConfigured, psycopg2.errors.UndefinedColumn).
    r"|(?:[A-Za-z_]\w*\.)*(?:exceptions|errors|exc)\.[A-Z]\w*(?=:[ \t]+\S))"
    r"(?::[ \t]+(\S.*)|[ \t]*$)"
)
_FRAME = lazy_compile(r'File "([^"]+)", line (\d+)')
_TRACEBACK_HEAD = "Traceback (most recent call last)"


# A Node-style error code opening a line (see _RULES): it is the line's type and template.
_ERROR_CODE = lazy_compile(r"^(ERR_[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b")


@dataclass(frozen=True, slots=True)
class _Rule:
    label: str | Callable[[re.Match[str]], str]
    kind: str
    pattern: re.Pattern[str]
    score: int = 0


# Structural rules, tried in order once no family matched. Scores rank a root cause above the
# wrappers that report it (a service exit, "subcommand failed", a pip summary).
_RULES: tuple[_Rule, ...] = (
    _Rule(lambda m: m.group(1), "build", lazy_compile(r"\berror\[(E\d{4})\]"), 82),
    _Rule(lambda m: m.group(1), "build", lazy_compile(r"\berror (TS\d{4,5}):"), 82),
    _Rule(
        "CompileError",
        "build",
        lazy_compile(r"\.(?:c|cc|cpp|cxx|h|hpp|cu|cuh|m|swift):\d+(?::\d+)?: (?:fatal )?error: "),
        82,
    ),
    _Rule("GoBuildError", "build", lazy_compile(r"^\S+\.go:\d+:\d+: \S")),
    _Rule("GoPanic", "crash", lazy_compile(r"^panic: |^fatal error: all goroutines")),
    # Rust: the message after "panicked at" (on the next line since 1.73) names the problem;
    # an unwrap of an Err/None is the usual one, so it outranks the location line.
    _Rule(
        "RustUnwrap",
        "crash",
        lazy_compile(r"called `(?:Result|Option)::(?:unwrap|expect)\(\)` on an? `\w+` value"),
        91,
    ),
    # Newer Rust (2025 on) names the thread's id: "thread 'main' (2041) panicked at src/a.rs:3:5:".
    _Rule("RustPanic", "crash", lazy_compile(r"^thread '[^']*'(?: \(\d+\))? panicked at "), 88),
    # "npm ERR! code X" names the problem; the lines after it only elaborate.
    _Rule(
        lambda m: "npm " + m.group(1), "build", lazy_compile(r"^npm (?:ERR!|error) code (\w+)"), 80
    ),
    _Rule("NpmError", "build", lazy_compile(r"^npm (?:ERR!|error) "), 76),
    # A line that opens with a Node-style error code (pnpm's ` ERR_PNPM_ADDING_TO_ROOT  …`,
    # Node's own `ERR_INVALID_ARG_TYPE`): the code names the problem whatever the wording
    # after it, and an agent pastes the code alone (issue 12, class 6). Scored below every
    # message rule: some codes wrap another error (`ERR_PNPM_NO_SCRIPT` over `Command
    # "typecheck" not found`), whose own line is the more specific one.
    _Rule(lambda m: m.group(1), "build", _ERROR_CODE, 40),
    _Rule(
        "UsageError",
        "usage",
        lazy_compile(
            r"\b(?:[Uu]nknown|[Uu]nrecognized) (?:command|option|argument|arguments|flag|verb"
            r"|subcommand)\b|\b[Ii]nvalid (?:option|choice|command|subcommand|flag)\b"
            r"|\bunknown (?:shorthand )?flag\b"
        ),
        78,
    ),
    _Rule("GitPushRejected", "vcs", lazy_compile(r"^\s*! \[(?:remote )?rejected\]")),
    _Rule(
        "TestsFailed",
        "test",
        lazy_compile(r"^=+ .*\b[1-9]\d* (?:failed|errors?)\b|^FAILED \S+::|^test result: FAILED"),
        72,
    ),
    _Rule(
        "ServiceExited",
        "service",
        lazy_compile(r"Main process exited, code=\w+, status=|Failed with result '"),
        50,
    ),
    _Rule("ServiceFailedToStart", "service", lazy_compile(r"\bFailed to start\b"), 48),
    _Rule("ServiceAutoRestart", "service", lazy_compile(r"activating \(auto-restart\)"), 45),
    _Rule(
        "Fatal",
        "fatal",
        lazy_compile(
            r"(?<![\w/.-])(?:FATAL|[Ff]atal(?: error)?|CRITICAL|PANIC)\s*:|\[(?:emerg|crit)\]"
        ),
        65,
    ),
    _Rule(
        "Error",
        "error",
        lazy_compile(
            r"(?<![\w/.\-\"'])(?:ERROR|[Ee]rror)(?:\s*\[[^\]]*\])?\s*(?::\s+\S|:[\w.]+:)|\[(?:ERROR|error)\]"
            r"|^ERROR\b|\bError response from daemon"
        ),
        60,
    ),
    _Rule("ParseError", "config", lazy_compile(r"\b(?:yaml|json|toml|xml): line \d+"), 62),
    _Rule(
        "NotFound",
        "not_found",
        lazy_compile(r"\b(?:not found|does not exist|doesn't exist)\b|^No [\w ]{1,30} found\b"),
        50,
    ),
    _Rule("Failed", "error", lazy_compile(r"^\s*(?:Failed to \w|FAILED\b|Result = FAIL)"), 42),
)
# Patterns give their own score; GoBuildError/GoPanic/GitPushRejected default below.
_DEFAULT_SCORES = {"GoBuildError": 80, "GoPanic": 90, "GitPushRejected": 75}


def _strip_prefixes(line: str) -> str:
    for _ in range(4):
        m = _LINE_PREFIX.match(line)
        if m is None or not m.end():
            break
        line = line[m.end() :]
    return line.strip()


def _label(label: str | Callable[[re.Match[str]], str], m: re.Match[str]) -> str:
    return label if isinstance(label, str) else label(m)


def _family_of(line: str) -> tuple[Family, re.Match[str]] | None:
    for fam in FAMILIES:
        m = fam.pattern.search(line)
        if m is not None:
            return fam, m
    return None


# File listings (Claude's Read tool "  21→", cat -n) show code, not errors; nor does the id
# line that closes a PowerShell error record (`+ FullyQualifiedErrorId : X`), which repeats
# the class of the record's own message line.
_LISTING = lazy_compile(r"^\s*\d+(?:→|\t)|^\s*\+ FullyQualifiedErrorId\s*:")
# After a generic "error:", a lone value or a line ending like code is a key in source text
# ("error: null", "error: state.error,"), not a message.
_CODE_VALUE = lazy_compile(r"^(?:\S+|.*[,;{(\[])$")


# Memoised: the same error line recurs in many outputs (a rerun prints it again, a log is read
# twice), and classifying it tries every family's and rule's pattern. A result holds at most
# the line (capped at ~2,000 characters where it is cut around its trigger).
@memo_by_text(maxsize=4096)
def _classify(line: str) -> tuple[str, str, int, str] | None:
    """(kind, error_type, score, error_text) for one line, or None when it is no error."""
    if _LISTING.match(line):
        return None
    body = _strip_prefixes(line)
    exc = _EXC.search(body)
    fam = _family_of(body)
    text = body[exc.start() :] if exc is not None else body
    if fam is not None:
        family, m = fam
        score = family.score
        if exc is not None and exc.group(2) is None:
            # A class named at the end of a line that the family recognised
            # (`ObjectNotFound: (bash:String) [], CommandNotFoundException`): the line is
            # the informative text, not the bare class (issue 12, class 6).
            text = body
        elif exc is not None and not exc.group(1).endswith("Warning"):
            score = max(score, 90)
        return family.kind, _label(family.label, m), score, text
    if exc is not None:
        cls = exc.group(1)
        if cls.endswith("Warning"):
            return "warning", cls, 10, text
        return "traceback", cls, 90, text
    for rule in _RULES:
        rm = rule.pattern.search(body)
        if rm is None:
            continue
        label = _label(rule.label, rm)
        if label == "Error" and _CODE_VALUE.match(body[rm.end() :].strip() or "x"):
            return None
        return rule.kind, label, rule.score or _DEFAULT_SCORES.get(label, 60), body
    return None


def _innermost_frame(text: str, line_start: int) -> tuple[str | None, bool]:
    """The last ``File "..."`` frame before a line, and whether a traceback header precedes."""
    window = text[max(0, line_start - 8000) : line_start]
    frames = _FRAME.findall(window)
    has_head = _TRACEBACK_HEAD in window
    return (frames[-1][0] if frames else None), has_head


_ANY_EXC_LINE = lazy_compile(r"((?:[A-Za-z_]\w*\.)*[A-Z]\w*)(?::[ \t]+\S.*)?$")


def _traceback_tail(text: str, pos: int) -> tuple[tuple[str, str, int, str] | None, int]:
    """The exception line closing a traceback whose header ends at ``pos``.

    Needed for exception classes without an Error/Exception suffix (``DatabaseUnavailable``),
    which the trigger never sees: the first non-indented line after the frames is the one.
    """
    start = pos + 1
    for _ in range(400):
        if start >= len(text):
            break
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        line = text[start:end]
        m = _LINE_PREFIX.match(line)
        body = line[m.end() :] if m and m.end() else line
        if body.strip() and not body[0].isspace():
            exc = _ANY_EXC_LINE.match(body.strip())
            if exc is None:
                break
            got = _classify(body) or ("traceback", exc.group(1), 90, body.strip())
            return got, start
        start = end + 1
    return None, pos


def find_errors(output: str) -> list[ErrorHit]:
    """Error evidence in command output, the most likely root cause first.

    Only lines touched by a cheap trigger regex are classified. Repeats of one error (a crash
    loop in a journal dump) are reported once, at their last occurrence. Memoised per distinct
    output (commands are rerun, logs re-read).
    """
    return list(_find_errors(output))


@memo_by_text(maxsize=16384)
def _find_errors(output: str) -> tuple[ErrorHit, ...]:
    if not output:
        return ()
    # Colour codes would split one error into many texts and signatures (class 6).
    text = strip_ansi(output[-MAX_SCAN_CHARS:])
    best: dict[tuple[str, str], ErrorHit] = {}
    seen_lines: set[int] = set()
    line_no = 1
    counted_to = 0
    for trig in _TRIGGER.finditer(text):
        start = text.rfind("\n", 0, trig.start()) + 1
        if start in seen_lines:
            continue
        seen_lines.add(start)
        end = text.find("\n", trig.end())
        if end < 0:
            end = len(text)
        line_no += text.count("\n", counted_to, start)
        counted_to = start
        # Cap very long lines (minified JSON, one-line dumps) around the trigger.
        got = _classify(text[max(start, trig.start() - 1000) : min(end, trig.end() + 1000)])
        hit_start, hit_line = start, line_no
        if got is None and trig.group(0) == "Traceback":
            got, hit_start = _traceback_tail(text, end)
            hit_line = line_no + text.count("\n", start, hit_start)
        if got is None:
            continue
        kind, etype, score, etext = got
        frame: str | None = None
        if kind == "traceback" or (kind != "warning" and _EXC.search(etext[:200]) is not None):
            frame, has_head = _innermost_frame(text, hit_start)
            if has_head or frame is not None:
                score += 5
        hit = ErrorHit(kind, etype, etext[:MAX_TEXT], hit_line, frame, score)
        key = (etype, _template(etext))
        old = best.get(key)
        # A repeated error keeps its best-scored (then latest) occurrence.
        if old is None or hit.score >= old.score:
            best[key] = hit
    hits = sorted(best.values(), key=lambda h: (-h.score, -h.line_no))
    return tuple(hits[:MAX_HITS])


# --- normalisation -------------------------------------------------------------------------


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_SOURCE_EXT = _words(
    "py pyx rs go js mjs cjs ts tsx jsx c cc cpp cxx h hpp cu cuh java kt rb php swift scala"
)
_MASKS: tuple[tuple[re.Pattern[str], str], ...] = (
    (lazy_compile(r"\b[a-z][a-z0-9+.-]*://\S+", re.I), "<url>"),
    (
        lazy_compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.I),
        "<uuid>",
    ),
    (
        lazy_compile(
            r"\b\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?\b"
            r"|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),? (?:[A-Z][a-z]{2} )?\d{1,2}\b"
            r"|\b[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d\b|\b\d\d:\d\d:\d\d(?:[.,]\d+)?\b"
        ),
        "<ts>",
    ),
    (lazy_compile(r"\b0x[0-9a-f]+\b", re.I), "<hex>"),
    (lazy_compile(r"(?<![\w/])[\w@.-]+\.(?:service|timer|socket|mount|target|path)\b"), "<unit>"),
    (lazy_compile(r"\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b", re.I), "<hash>"),
    (
        # IPv4 (with a port), a bracketed IPv6 address, and the IPv6 any-address with a port
        # as Node prints it (`address already in use :::8765`): one listener, whatever family.
        lazy_compile(
            r"\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b|\[[0-9a-f:]*::[0-9a-f:]*\](?::\d+)?"
            r"|(?<![\w:]):::\d+\b",
            re.I,
        ),
        "<ip>",
    ),
)
# Absolute (/, ~/, ./, ../, C:\) or relative with at least one directory; a relative
# Windows path (`src\app\page.tsx`) needs two backslashes and word-like parts, so that
# escapes (`a\nb`, `\d+\s+`) are no path. A directory named in brackets or parentheses
# (Next.js and SvelteKit routes: `[id]`, `(dashboard)`, `[...slug]`) is one part of the path
# when a separator follows it, so that one route file is one path on every machine and shell
# (similar-fix class c). The negative look behind keeps "1/FAILURE" and "N/A" intact.
_ROUTE_DIR = r"\[[\w.-]{1,40}\](?=[/\\])|\([\w.-]{1,40}\)(?=[/\\])"
_PATH = lazy_compile(
    rf"(?<![\w<>/])(?:[A-Za-z]:\\|~?/|\.{{1,2}}[/\\])(?:[^\s'\"`:,;()\[\]<>]|{_ROUTE_DIR})*"
    rf"|(?<![\w<>/.-])[A-Za-z_.][\w.-]*(?:/(?:{_ROUTE_DIR}|[\w.@+-]{{2,}}))+/?"
    rf"|(?<![\w<>/\\.-])[A-Za-z_.][\w.-]*(?:\\(?:{_ROUTE_DIR}|[\w.@-]{{2,}})){{2,}}"
)
_QUOTED = lazy_compile(
    r"'([^'\n]{0,200})'|\"([^\"\n]{0,200})\"|`([^`\n]{0,200})`|‘([^’\n]{0,200})’"
)
# JavaScript names may hold `$` (`$disconnect`, `$state`): a name, not a value to mask.
_PLAIN_IDENT = lazy_compile(r"[A-Za-z_$][\w.$-]{0,39}")
# A version has two dots, a leading v or a local/pre-release suffix; "1.17 GiB" is a number.
_VERSION = lazy_compile(
    r"\bv\d+(?:\.\d+)+\b|\b\d+(?:\.\d+){2,}(?:[+-][\w.]+|(?:a|b|rc|post|dev)\d+)*\b"
    r"|\b\d+(?:\.\d+)+(?:\+[\w.]+|(?:a|b|rc|post|dev)\d+)+\b"
)
_MIXED = lazy_compile(r"(?<![<\w])(?=[\w.-]*\d)(?=[\w.-]*[A-Za-z])[A-Za-z0-9][\w.-]{4,}")
_NUMBER = lazy_compile(r"(?<![<\w])[-+]?\d+(?:\.\d+)?")
_SPACES = lazy_compile(r"\s+")
_SENTENCE_END = lazy_compile(r"[.!?;](?:\s+|$)")


def _mask_path(m: re.Match[str]) -> str:
    path = m.group(0).rstrip("/.")
    base = path.replace("\\", "/").rsplit("/", 1)[-1]
    ext = base.rsplit(".", 1)[-1].lower() if "." in base else ""
    return f"<path>/{base}" if ext in _SOURCE_EXT else "<path>"


def _mask_quoted(m: re.Match[str]) -> str:
    inner = next((g for g in m.groups() if g is not None), "")
    if _PLAIN_IDENT.fullmatch(inner) and "<" not in inner:
        return f"'{inner}'"
    return "<q>"


# Memoised: each symptom's error text is normalised for its template, and the same texts
# recur (716 calls for 200 texts on the unreplicated corpus); a dozen substitutions each.
@memo_by_text(maxsize=4096)
def normalise_error(text: str) -> str:
    """The message template of an error text: variable parts masked, lower-cased.

    >>> normalise_error("cat: units/a-12.serivce: No such file or directory")
    'cat: <path>: no such file or directory'
    """
    out = text[:2000]
    for pattern, repl in _MASKS:
        out = pattern.sub(repl, out)
    out = _PATH.sub(_mask_path, out)
    out = _QUOTED.sub(_mask_quoted, out)
    out = _VERSION.sub("<ver>", out)
    out = _MIXED.sub("<id>", out)
    out = _NUMBER.sub("<n>", out)
    return _SPACES.sub(" ", out).strip().lower()


def _first_sentences(message: str) -> str:
    """Leading sentences of a message, at least ~40 characters when there is that much."""
    pos = 0
    for m in _SENTENCE_END.finditer(message):
        pos = m.end()
        if pos >= _FIRST_SENTENCES_MIN:
            return message[:pos]
    return message if pos == 0 or pos < _FIRST_SENTENCES_MIN else message[:pos]


# Memoised: a hit's template is asked once per hit of every distinct output and again for
# each symptom's signature, and errors recur (a rerun, a log read twice); finding it tries
# every family's pattern and the normalisation's dozen substitutions. A result is one short
# string.
@memo_by_text(maxsize=4096)
def _template(text: str) -> str:
    line = _strip_prefixes(text)
    fam = _family_of(line)
    if fam is not None:
        tpl = fam[0].template
        if isinstance(tpl, str):
            return tpl
        if tpl is not None:
            return tpl(fam[1])
    code = _ERROR_CODE.match(line)
    if code is not None:
        return code.group(1).lower()
    exc = _EXC.search(line)
    message = (exc.group(2) or "") if exc is not None else line
    return normalise_error(_first_sentences(message))


def error_template(text: str) -> str:
    """The template a signature is made of: a family's canonical one (``command not found:
    node``) or the normalised first sentence(s) of the message."""
    return _template(text)


def _short_type(error_type: str) -> str:
    # torch.OutOfMemoryError vs torch.cuda.OutOfMemoryError: the module path moves between
    # library versions, the class name does not.
    return error_type.rsplit(".", 1)[-1]


def error_type_of(text: str) -> str | None:
    """The exception class or error label of an error text (its root error when several)."""
    hits = find_errors(text)
    return hits[0].error_type if hits else None


def error_signature(text: str, error_type: str | None = None) -> str:
    """16 hex digits identifying an error's type and template, stable across runs.

    A multi-line text is reduced to its root error first (see :func:`find_errors`).
    """
    hits = find_errors(text)
    core = hits[0].error_text if hits else text.strip()
    etype = error_type or (hits[0].error_type if hits else "")
    key = f"{_short_type(etype)}\n{_template(core)}"
    return hashlib.sha1(key.encode("utf-8")).hexdigest()[:16]
