"""Secret redaction for every text sessgraph stores.

Agent transcripts carry secrets verbatim: ``env`` dumps, ``cat .env``, ``curl -H
"Authorization: Bearer …"``, private keys, database URLs with passwords. ``redact``
replaces each secret with ``[REDACTED:<kind>]`` and counts it by kind.

Design:

* **Precheck, then literal-led patterns.** Each rule names the lowercase literals one
  of which its matches need (``akia``, ``ghp_``, ``sk-``, ``private key``, ``://``,
  ``pass``, ``key``…). One caseless scan for all of them (Hyperscan; where it has no
  wheel, a search per trigger in the lowered text) selects the rules to run, and a text
  with no hit (most stored texts) comes back unchanged, as the same object. Every rule's
  pattern starts with a literal, which ``re`` finds at memchr speed (~1 GB/s); a leading
  ``\\b``, character class, mixed first letters or ``IGNORECASE`` make it try every
  position (30× slower). So token formats sharing a first letter share one regex,
  word boundaries are checked in Python on the few hits, and case-insensitive
  keywords (``Password:``, ``Bearer``, ``*_Token=``) match the lowered copy, whose
  offsets equal the original's, while values are read from the original. A part that must
  come before the literal (Telegram's bot id before ``:AA…``) is a rule's *lead*, checked
  backwards from the hit.
* **Shapes where a trigger is common.** ``ac`` (Twilio ``AC`` + 32 hex), ``|``, ``key``,
  ``token``, ``login`` occur in most texts; such a rule also names a *shape*, a small regex
  its matches imply (``ac[0-9a-f]{32}``, ``key`` + a separator), and Hyperscan scans for the
  shape instead of the trigger. The search per trigger (no Hyperscan) selects a superset, so
  both redact the same. The compiled Hyperscan database is kept in the user's cache folder
  (:func:`precheck_database`): compiling it was a quarter of a reader worker's start-up.
* **Where the rules live.** :mod:`sessgraph.redact_tokens` holds the self-identifying token
  formats (gitleaks' list as the reference of what exists), :mod:`sessgraph.redact_context`
  the long tail (password flags, URL user-info, ``.netrc``/``.pgpass``, Azure keys, cookies,
  auth headers, query secrets, vendor-named ids), :mod:`sessgraph.redact_rules` the older
  token rules, the secret-named assignments and the judges' helpers.
* **Two families of rules.** Self-identifying formats (``AKIA…``, ``ghp_…``,
  ``sk-ant-…``, JWTs, PEM blocks) are redacted whole. Contextual secrets
  (``password=…``, ``*_TOKEN=…``, ``Bearer …``, ``user:pass@host``) replace only the
  value and keep the name; a judge decides whether the value is a secret. Generic
  ``*_KEY``/``*_TOKEN``/``*_SECRET`` values need ≥ 16 characters, letters and digits,
  not an identifier, entropy ≥ 3 bits/char: ``MAX_TOKENS=4096``, ``SORT_KEY=name`` and
  ``API_KEY = os.getenv(...)`` stay.
* **Never the ordinary ids.** No rule matches bare hex, UUIDs, ``sha256:`` digests or
  agent ids (``msg_…``, ``toolu_…``); they are redacted only as the value of a
  secret-named assignment (``GITHUB_TOKEN=<40 hex>`` is a classic token; a plain
  ``cache_key`` never loses a hash). Base64 blobs (images) are left alone: token
  formats need a word start and exact lengths that base64 runs rarely offer.
* **Idempotent.** Whole-token rules run before contextual ones, no value pattern
  accepts ``[`` and no judge accepts a value containing ``REDACTED``, so a marker is
  never redacted again: ``redact(redact(x)) == redact(x)``.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import threading
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from sessgraph.reading.redact_context import CONTEXT_RULES
from sessgraph.reading.redact_rules import ASSIGNMENT_RULES, SCHEME_RULES, TOKEN_RULES, Judge, Rule
from sessgraph.reading.redact_tokens import TOKEN_FORMATS, TokenFormat

try:
    import hyperscan
except ImportError:  # no wheel for this platform: a search per trigger does the same work
    hyperscan = None  # type: ignore[assignment]

__all__ = ["MARKER", "REDACTION_KINDS", "redact"]

MARKER = re.compile(r"\[REDACTED:([a-z0-9-]+)\]")
"""A redaction marker as ``redact`` writes it; group 1 is the kind."""

_KIND_NAMES = (
    "ssh-private-key private-key aws-access-key aws-secret-key google-api-key github-token"
    " gitlab-token slack-token slack-webhook anthropic-key openai-key stripe-key"
    " huggingface-token npm-token pypi-token jwt url-credentials basic-auth bearer-token"
    " docker-auth password generic-secret azure-key url-secret cookie auth-header"
)
REDACTION_KINDS: tuple[str, ...] = tuple(
    dict.fromkeys([*_KIND_NAMES.split(), *(f.kind for f in TOKEN_FORMATS)])
)
"""Every kind ``redact`` can write."""

_HEX = frozenset("0123456789abcdefABCDEF")


def _token_judge(token: TokenFormat) -> Judge:
    """The judge of a token format: its kind, once the token mixes letters and digits
    where the format asks for it."""

    def judge(m: re.Match[str], text: str) -> str | None:
        if token.mixed:
            value = m.group()
            if not (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
                return None
            if token.not_hex and all(c in _HEX for c in value):
                return None
        return token.kind

    return judge


def _token_rule(token: TokenFormat) -> Rule:
    return Rule(
        re.compile(token.pattern),
        _token_judge(token),
        word_start=True,
        triggers=token.triggers,
        lead=re.compile(f"(?:{token.lead})\\Z") if token.lead else None,
        lead_width=token.lead_width,
        strict_start=not token.in_paths,
        shapes=token.shapes,
    )


# Order matters: whole-token formats first, contextual after, so a value already
# replaced by a marker (``TOKEN=[REDACTED:github-token]``) is left to the marker.
_RULES: tuple[Rule, ...] = (
    *TOKEN_RULES,
    *(_token_rule(token) for token in TOKEN_FORMATS),
    *SCHEME_RULES,
    *CONTEXT_RULES,
    *ASSIGNMENT_RULES,
)


_TRIGGERS = sorted({t for rule in _RULES for t in rule.triggers})
_RULES_OF_TRIGGER = {
    trigger: sum(1 << i for i, rule in enumerate(_RULES) if trigger in rule.triggers)
    for trigger in _TRIGGERS
}


def _rules_to_run_by_find(text: str) -> int:
    """Bit ``i`` set when ``_RULES[i]`` may match ``text``: one of its triggers occurs in the
    lowered text (a substring search per trigger; overlapping triggers count, ``key`` inside
    ``private key`` too)."""
    lowered = _lower(text)
    active = 0
    for trigger, mask in _RULES_OF_TRIGGER.items():
        if trigger in lowered:
            active |= mask
    return active


def _hyperscan_literal(trigger: str) -> str:
    """A trigger as a Hyperscan pattern matching exactly it (every non-alphanumeric
    character written as a hex escape)."""
    return "".join(c if c.isalnum() else f"\\x{ord(c):02x}" for c in trigger)


def _hyperscan_patterns() -> tuple[list[str], list[int]]:
    """What Hyperscan looks for, and the rules each pattern selects: every trigger of the
    rules without shapes, and each shape (a regex a rule's match implies, stricter than its
    trigger: Twilio's ``AC`` followed by 32 hex digits, not any ``ac``)."""
    patterns: list[str] = []
    masks: list[int] = []
    for trigger in _TRIGGERS:
        mask = sum(
            1 << i for i, rule in enumerate(_RULES) if trigger in rule.triggers and not rule.shapes
        )
        if mask:
            patterns.append(_hyperscan_literal(trigger))
            masks.append(mask)
    for i, rule in enumerate(_RULES):
        for shape in rule.shapes:
            patterns.append(shape)
            masks.append(1 << i)
    return patterns, masks


class _HyperscanPrecheck:
    """The pre-check by Hyperscan (SIMD multi-pattern search, ~10x faster than a search per
    trigger or one ``re`` alternation, which tries a branch at every common letter): the
    triggers, and the shapes of rules whose trigger is too common (``ac``, ``|``), caseless,
    each reported once per text. An ASCII text is scanned as is (caseless ASCII is what
    lowering does to it); any other text is lowered first. It selects the rules
    :func:`_rules_to_run_by_find` selects, less those whose shape is absent."""

    def __init__(self, cache: Path | None = None) -> None:
        patterns, self.masks = _hyperscan_patterns()
        self.database = precheck_database(patterns, _cache_dir() if cache is None else cache)
        self.local = threading.local()  # a scan needs scratch space of its own per thread

    def __call__(self, text: str) -> int:
        if not text:
            return 0
        data = text.encode() if text.isascii() else _lower(text).encode("utf-8", "surrogatepass")
        scratch = getattr(self.local, "scratch", None)
        if scratch is None:
            scratch = self.local.scratch = hyperscan.Scratch(self.database)
        found: list[int] = []
        self.database.scan(data, match_event_handler=_found, context=found, scratch=scratch)
        active = 0
        for index in found:
            active |= self.masks[index]
        return active


_HYPERSCAN_FLAGS = (
    0 if hyperscan is None else hyperscan.HS_FLAG_CASELESS | hyperscan.HS_FLAG_SINGLEMATCH
)
CACHE_ENV_VAR = "SESSGRAPH_CACHE_DIR"


def _cache_dir() -> Path:
    """Where compiled pre-check databases are kept: ``$SESSGRAPH_CACHE_DIR``, else
    ``$XDG_CACHE_HOME/sessgraph``, else ``~/.cache/sessgraph``."""
    explicit = os.environ.get(CACHE_ENV_VAR)
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base, "sessgraph")


def precheck_database(patterns: list[str], cache: Path) -> hyperscan.Database:
    """The pre-check's Hyperscan database for ``patterns``, from ``cache`` when a compiled copy
    of exactly these patterns is there, else compiled (~0.1-0.2 s of CPU, in every process
    that redacts: each reader worker of an ingest) and kept there for the next process.

    The file's name is a digest of the patterns, the flags and the hyperscan version; its
    content is a SHA-256 of the serialised database and the database. A file that does not
    match its digest, or that hyperscan refuses (another version or CPU), is compiled over; a
    cache that cannot be read or written (no home, read-only) only costs the compile."""
    assert hyperscan is not None
    expressions = [p.encode() for p in patterns]
    key = hashlib.sha256(
        repr((getattr(hyperscan, "__version__", ""), _HYPERSCAN_FLAGS, expressions)).encode()
    ).hexdigest()[:32]
    path = cache / f"redact-precheck-{key}.hsdb"
    try:
        data = path.read_bytes()
    except OSError:
        data = b""
    digest, serialised = data[:32], data[32:]
    if serialised and hashlib.sha256(serialised).digest() == digest:
        try:
            return hyperscan.loadb(serialised, mode=hyperscan.HS_MODE_BLOCK)
        except hyperscan.error:
            pass
    database = hyperscan.Database(mode=hyperscan.HS_MODE_BLOCK)
    database.compile(
        expressions=expressions,
        ids=list(range(len(expressions))),
        elements=len(expressions),
        flags=_HYPERSCAN_FLAGS,
    )
    serialised = hyperscan.dumpb(database)
    # Written aside and renamed: a process reading meanwhile sees the old file or the new.
    partial = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        cache.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(hashlib.sha256(serialised).digest() + serialised)
        os.replace(partial, path)
    except OSError:
        with contextlib.suppress(OSError):
            partial.unlink()
    return database


def _found(index: int, start: int, end: int, flags: int, found: object) -> None:
    assert isinstance(found, list)
    found.append(index)


_rules_to_run: Callable[[str], int] | None = None


def _rules_for(text: str) -> int:
    """Which rules may match ``text`` (bit ``i`` for ``_RULES[i]``): by Hyperscan where it
    is installed, else by a search per trigger."""
    global _rules_to_run
    if _rules_to_run is None:
        _rules_to_run = _HyperscanPrecheck() if hyperscan is not None else _rules_to_run_by_find
    return _rules_to_run(text)


def _continues_word(text: str, start: int) -> bool:
    return start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_")


def _start(rule: Rule, m: re.Match[str], text: str) -> int | None:
    """Where the secret of match ``m`` starts (its lead included), or None when the match
    continues a word (or a base64 run, for a token)."""
    start = m.start()
    if rule.lead is not None:
        lead = rule.lead.search(text, max(0, start - rule.lead_width), start)
        if lead is None:
            return None
        start = lead.start()
    if rule.word_start and _continues_word(text, start):
        return None
    if rule.strict_start and start > 0 and text[start - 1] in "+/":
        return None
    return start


def _apply(rule: Rule, text: str, lowered: str, counts: Counter[str] | None) -> str:
    """``text`` with the matches the rule's judge accepts replaced by their marker."""
    pieces: list[str] = []
    done = 0
    for m in rule.pattern.finditer(lowered if rule.lowered else text):
        lead_start = _start(rule, m, text)
        if lead_start is None or lead_start < done:
            continue
        kind = rule.judge(m, text)
        if kind is None:
            continue
        group = next((g for g in rule.groups if m.start(g) >= 0), 0)
        start, end = m.span(group)
        if group == 0:
            start = lead_start
        pieces += (text[done:start], f"[REDACTED:{kind}]")
        done = end
        if counts is not None:
            counts[kind] += 1
    if not pieces:
        return text
    pieces.append(text[done:])
    return "".join(pieces)


def _lower(text: str) -> str:
    """``text.lower()`` with the same offsets (U+0130 is the one char that lowers to two)."""
    return text.replace("\u0130", "i").lower() if "\u0130" in text else text.lower()


def redact(text: str, counts: Counter[str] | None = None) -> str:
    """Return ``text`` with every secret replaced by ``[REDACTED:<kind>]``.

    ``counts[kind]`` is incremented for each replacement when ``counts`` is given::

        >>> redact("export GITHUB_TOKEN=ghp_" + "a1B2" * 9)
        'export GITHUB_TOKEN=[REDACTED:github-token]'
    """
    # One pass over the text for the triggers tells which rules can match at all; most
    # stored texts hold none and come back untouched.
    active = _rules_for(text)
    if not active:
        return text
    lowered = _lower(text)
    while active:
        lowest = active & -active
        active ^= lowest
        redacted = _apply(_RULES[lowest.bit_length() - 1], text, lowered, counts)
        if redacted is not text:
            text, lowered = redacted, _lower(redacted)
    return text
