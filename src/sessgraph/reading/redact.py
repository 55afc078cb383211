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
  offsets equal the original's, while values are read from the original.
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

import base64
import binascii
import math
import re
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

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
    " docker-auth password generic-secret"
)
REDACTION_KINDS: tuple[str, ...] = tuple(_KIND_NAMES.split())
"""Every kind ``redact`` can write."""

# The judge of a rule sees the match (on the original or the lowered text) and the
# original text, and returns the kind to redact as, or None when it is no secret.
Judge = Callable[[re.Match[str], str], str | None]


@dataclass(frozen=True)
class _Rule:
    pattern: re.Pattern[str]
    judge: Judge
    groups: tuple[int, ...] = ()  # the first of these groups that matched is replaced
    lowered: bool = False  # match the lowercased text (case-insensitive keywords)
    word_start: bool = False  # the match must not continue a word (a ``\b`` before it)
    triggers: tuple[str, ...] = ()  # lowercase literals, one of which the text must hold


# A value in an assignment: quoted or bare, stopping at quotes, escapes, shell and
# code punctuation so ``f(password)`` or a JSON-escaped ``\"…\"`` ends it.
_BARE = r"[^\s\"'`\\,;&|(){}\[\]<>]"
_QUOTE = r"(?:\\?[\"'])"
_SEP = rf"{_QUOTE}?[ \t]*[:=][ \t]*"

_PLACEHOLDER = re.compile(
    r"^(?:[$%<{*#]|\[)|redacted|x{4}|\*{3}|your[_-]|changeme|example|placeholder"
    r"|^(?:none|null|nil|true|false|undefined|str|string|bytes|int|optional|secretstr"
    r"|password|passwd|pass|secret|token)$",
    re.IGNORECASE,
)
# Code rather than a value: ``os.environ``, ``self.password``, ``OPENROUTER_API_KEY``,
# ``CSLTokenizeString2``: letters with at most a short numeric suffix.
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z_.-]*[0-9]{0,2}")
_HEX_OR_UUID = re.compile(r"[0-9a-fA-F]+|[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
_NOT_A_SECRET_PREFIX = ("/", "./", "../", "~/", "http:", "https:", "file:", "sha1:", "sha256:")
_STRONG_KEY_NAMES = ("api", "access", "secret", "private", "auth", "sign", "encrypt", "master")
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.-")
_AWS_SECRET = re.compile(r"aws_?secret_?access_?key")


def _group(m: re.Match[str], text: str, index: int) -> str | None:
    """Group ``index`` of ``m`` read from the original ``text`` (same offsets)."""
    start, end = m.span(index)
    return None if start < 0 else text[start:end]


def _entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    size = len(value)
    return -sum(n / size * math.log2(n / size) for n in Counter(value).values())


def _is_placeholder(value: str) -> bool:
    return not value or _PLACEHOLDER.search(value) is not None


def _looks_random(value: str, min_length: int = 16) -> bool:
    """A value shaped like a generated secret: long, letters and digits, high entropy."""
    return (
        len(value) >= min_length
        and not _is_placeholder(value)
        and not value.startswith(_NOT_A_SECRET_PREFIX)
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and _IDENTIFIER.fullmatch(value) is None
        and _entropy(value) >= 3.0
    )


def _real_password(value: str | None) -> bool:
    return value is not None and not _is_placeholder(value) and not value.startswith("-")


def _fixed(kind: str) -> Judge:
    return lambda m, text: kind


def _when(kind: str, accept: Callable[[re.Match[str], str], bool]) -> Judge:
    return lambda m, text: kind if accept(m, text) else None


def _pem(m: re.Match[str], text: str) -> str:
    return "ssh-private-key" if m.group().startswith("-----BEGIN OPENSSH") else "private-key"


def _a_token(m: re.Match[str], text: str) -> str:
    return "google-api-key" if m.group().startswith("AIza") else "aws-access-key"


def _g_token(m: re.Match[str], text: str) -> str:
    return "gitlab-token" if m.group().startswith("gl") else "github-token"


def _sk_token(m: re.Match[str], text: str) -> str | None:
    token = m.group()
    if token.startswith("sk_"):
        return "stripe-key"
    if not _looks_random(token, min_length=20):  # ``sk-learn-…``, ``sk-xxxxxxxx…``
        return None
    return "anthropic-key" if token.startswith("sk-ant-") else "openai-key"


def _h_token(m: re.Match[str], text: str) -> str | None:
    if m.group().startswith("hooks"):
        return "slack-webhook"
    return "huggingface-token" if _looks_random(m.group(), min_length=20) else None


def _basic_credentials(m: re.Match[str], text: str) -> bool:
    """Group 1 is base64 of ``user:password`` (HTTP Basic, docker ``auth``)."""
    try:
        decoded = base64.b64decode(_group(m, text, 1) or "", validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return False
    user, sep, password = decoded.partition(":")
    return bool(sep and user and password and decoded.isprintable())


def _docker_auth(m: re.Match[str], text: str) -> bool:
    return text[m.start() - 1 : m.start()] == '"' and _basic_credentials(m, text)


def _last_group_is_password(m: re.Match[str], text: str) -> bool:
    return _real_password(_group(m, text, m.lastindex or 0))


def _last_group_looks_random(m: re.Match[str], text: str) -> bool:
    return _looks_random(_group(m, text, m.lastindex or 0) or "")


def _password_assignment(m: re.Match[str], text: str) -> bool:
    """``PGPASSWORD=x`` always; ``password: x`` unless x is prose or code (``password=pw``)."""
    quoted, bare = _group(m, text, 2), _group(m, text, 3)
    if quoted is not None:
        return (
            _real_password(quoted)
            and any(c.isalnum() for c in quoted)
            and not any(c.isspace() for c in quoted)
        )
    if not _real_password(bare):
        return False
    env_style = text[m.start(1) : m.end(1)].isupper() and text[m.end(1)] == "="
    code = _IDENTIFIER.fullmatch(bare or "") is not None or text[m.end(3) :][:1] == "("
    return env_style or not code


def _assignment_name(m: re.Match[str], lowered: str) -> str:
    """The whole name ending in the matched keyword (``aws_secret_access_key``)."""
    start = m.start()
    while start > 0 and lowered[start - 1] in _NAME_CHARS:
        start -= 1
    return lowered[start : m.end(1)]


def _generic_assignment(m: re.Match[str], text: str) -> str | None:
    """A secret-named value that looks random; a plain ``*_key`` never takes a hash."""
    value = _group(m, text, 3) or ""
    if not _looks_random(value) or text[m.end(3) :][:1] == "(":
        return None
    name = _assignment_name(m, m.string)
    if not any(c in m.group(2) for c in ":=") and not name.startswith("--"):
        return None  # ``token value`` with a space is only a flag: ``--hf-token hf_…``
    if _AWS_SECRET.search(name) and len(value) == 40:
        return "aws-secret-key"
    if m.group(1) != "key":
        return "generic-secret"
    strong = any(word in name for word in _STRONG_KEY_NAMES)
    if not strong and not name.endswith(("_key", "-key", ".key")):
        return None  # ``key``, ``monkey``, ``hotkey``
    return "generic-secret" if strong or _HEX_OR_UUID.fullmatch(value) is None else None


def _rule(
    pattern: str,
    judge: Judge,
    groups: tuple[int, ...] = (),
    *,
    lowered: bool = False,
    word_start: bool = False,
    triggers: tuple[str, ...],
) -> _Rule:
    return _Rule(re.compile(pattern), judge, groups, lowered, word_start, triggers)


_PEM_END = r"[\s\S]{16,20000}?-----END[A-Z ]*PRIVATE KEY(?: BLOCK)?-----"
# A block cut off mid-body (no END line): only when a base64 body actually follows, so a
# header quoted in code (``startswith("-----BEGIN RSA PRIVATE KEY-----")``) stays.
_PEM_TRUNCATED = r"(?=(?:\s|\\n)*[A-Za-z0-9+/]{40})(?:[A-Za-z0-9+/=\s]|\\[nr])*"
_GITLAB_KINDS = ("pat", "ptt", "dt", "rt", "cbt", "oas", "soat", "ft", "imt")
_GITLAB = rf"l(?:{'|'.join(_GITLAB_KINDS)})-[A-Za-z0-9_-]{{20,}}"
_GITHUB_GITLAB = (
    *(f"gh{letter}_" for letter in "pousr"),
    "github_pat_",
    *(f"gl{kind}-" for kind in _GITLAB_KINDS),
)
_ASSIGNED_VALUE = rf"((?:s|[_-]base)?(?:{_SEP}|[ \t]+)){_QUOTE}?({_BARE}{{16,512}})"

# Order matters: whole-token formats first, contextual after, so a value already
# replaced by a marker (``TOKEN=[REDACTED:github-token]``) is left to the marker.
_RULES: tuple[_Rule, ...] = (
    _rule(
        rf"-----BEGIN[A-Z ]*PRIVATE KEY(?: BLOCK)?-----(?:{_PEM_END}|{_PEM_TRUNCATED})",
        _pem,
        triggers=("private key",),
    ),
    _rule(
        r"A(?:KIA[A-Z0-9]{16}\b|SIA[A-Z0-9]{16}\b|Iza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-]))",
        _a_token,
        word_start=True,
        triggers=("akia", "asia", "aiza"),
    ),
    _rule(
        rf"g(?:h[pousr]_[A-Za-z0-9]{{36,255}}\b|ithub_pat_[A-Za-z0-9_]{{22,255}}\b|{_GITLAB})",
        _g_token,
        word_start=True,
        triggers=_GITHUB_GITLAB,
    ),
    _rule(
        r"sk(?:-ant-[A-Za-z0-9_-]{20,}|-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"
        r"|_(?:live|test)_[0-9A-Za-z]{16,})",
        _sk_token,
        word_start=True,
        triggers=("sk-", "sk_"),
    ),
    _rule(
        r"h(?:f_[A-Za-z0-9]{30,}\b|ooks\.slack\.com/services/[A-Za-z0-9/_]{20,})",
        _h_token,
        word_start=True,
        triggers=("hf_", "hooks.slack"),
    ),
    _rule(
        r"xox[abposre]-[A-Za-z0-9-]{10,}",
        _fixed("slack-token"),
        word_start=True,
        triggers=("xox",),
    ),
    _rule(r"npm_[A-Za-z0-9]{36}\b", _fixed("npm-token"), word_start=True, triggers=("npm_",)),
    _rule(
        r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
        _fixed("pypi-token"),
        word_start=True,
        triggers=("pypi-",),
    ),
    _rule(
        r"eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*",
        _fixed("jwt"),
        word_start=True,
        triggers=("eyj",),
    ),
    _rule(
        r"://[^\s:/@\"'\\<>]{1,256}:([^\s/@\"'\\<>]{1,256})@",
        _when("url-credentials", _last_group_is_password),
        (1,),
        triggers=("://",),
    ),
    _rule(
        r"curl\b(?:[^\n\\|;&]|\\\n)*?[ \t](?:-u|--user)(?:[ \t]+|=)?([\"']?)"
        r"[^\s:\"'$]+:([^\s\"']+)\1",
        _when("basic-auth", _last_group_is_password),
        (2,),
        word_start=True,
        triggers=("curl",),
    ),
    _rule(
        r"auth\\?\"[ \t]*:[ \t]*\\?\"([A-Za-z0-9+/]{8,}={0,2})\\?\"",
        _when("docker-auth", _docker_auth),
        (1,),
        triggers=("auth",),
    ),
    _rule(
        r"basic[ \t]+([a-z0-9+/]{8,}={0,2})(?![a-z0-9+/=])",
        _when("basic-auth", _basic_credentials),
        (1,),
        lowered=True,
        word_start=True,
        triggers=("auth",),
    ),
    _rule(
        r"bearer[ \t]+([a-z0-9._~+/=-]{16,})",
        _when("bearer-token", _last_group_looks_random),
        (1,),
        lowered=True,
        word_start=True,
        triggers=("auth",),
    ),
    _rule(
        rf"(pass(?:word|wd|phrase)?){_SEP}(?:{_QUOTE}([^\"'\\\n]{{1,256}}){_QUOTE}|({_BARE}{{1,256}}))",
        _when("password", _password_assignment),
        (2, 3),
        lowered=True,
        triggers=("pass",),
    ),
    _rule(
        rf"--[a-z-]*pass(?:word|wd|phrase)?(?:[ \t]+|=){_QUOTE}?({_BARE}{{1,256}})",
        _when("password", _last_group_is_password),
        (1,),
        lowered=True,
        triggers=("pass",),
    ),
    *(
        _rule(
            rf"({keyword}){_ASSIGNED_VALUE}",
            _generic_assignment,
            (3,),
            lowered=True,
            triggers=(keyword,),
        )
        for keyword in ("key", "token", "secret")
    ),
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


class _HyperscanPrecheck:
    """The pre-check by Hyperscan (SIMD multi-literal search, ~10x faster than a search per
    trigger or one ``re`` alternation, which tries a branch at every common letter): the
    triggers as literals, caseless, each reported once per text. An ASCII text is scanned as
    is (caseless ASCII is what lowering does to it); any other text is lowered first, so it
    selects the same rules as :func:`_rules_to_run_by_find` for every text."""

    def __init__(self) -> None:
        assert hyperscan is not None
        self.masks = [_RULES_OF_TRIGGER[t] for t in _TRIGGERS]
        self.database = hyperscan.Database(mode=hyperscan.HS_MODE_BLOCK)
        self.database.compile(
            expressions=[t.encode() for t in _TRIGGERS],
            ids=list(range(len(_TRIGGERS))),
            elements=len(_TRIGGERS),
            flags=hyperscan.HS_FLAG_CASELESS | hyperscan.HS_FLAG_SINGLEMATCH,
            literal=True,
        )
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


def _apply(rule: _Rule, text: str, lowered: str, counts: Counter[str] | None) -> str:
    """``text`` with the matches the rule's judge accepts replaced by their marker."""
    pieces: list[str] = []
    done = 0
    for m in rule.pattern.finditer(lowered if rule.lowered else text):
        if rule.word_start and _continues_word(text, m.start()):
            continue
        kind = rule.judge(m, text)
        if kind is None:
            continue
        start, end = m.span(next((g for g in rule.groups if m.start(g) >= 0), 0))
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
    for index, rule in enumerate(_RULES):
        if not active >> index & 1:
            continue
        redacted = _apply(rule, text, lowered, counts)
        if redacted is not text:
            text, lowered = redacted, _lower(redacted)
    return text
