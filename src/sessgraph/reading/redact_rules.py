"""The redaction rules: what a secret looks like in context, and who judges a match.

:mod:`sessgraph.redact` runs these rules; this module only says what they match. A rule is a
pattern that starts with a literal (so ``re`` finds its candidates at memchr speed), the
lowercase literals one of which a text must hold for the rule to run at all (the pre-check),
and a judge that looks at the match and decides whether it is a secret and of what kind.

Contextual secrets replace only the value and keep the name: ``password=[REDACTED:password]``.
Values end at whitespace, quotes, escapes and code punctuation, except an escaped ``\\/``
(JSON written by PHP or Go), which a value may hold. Values have no upper length: a 700-char
session secret is redacted whole, never its first 512 characters only.

Judges keep ordinary text: a placeholder (``$TOKEN``, ``<your-key>``, ``changeme``), code
(``password=pw``, ``API_KEY = os.getenv(...)``), hashes and ids under names that are not
secret-named. Where a name says "secret" loudly (``*_API_KEY``, ``*_TOKEN``, ``*_SECRET`` in
upper case, assigned with ``=`` or quoted) any value that is not a placeholder is a secret,
whatever its shape; elsewhere a value must look generated (long, letters and digits, entropy).
"""

from __future__ import annotations

import base64
import binascii
import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

# The judge of a rule sees the match (on the original or the lowered text) and the
# original text, and returns the kind to redact as, or None when it is no secret.
Judge = Callable[[re.Match[str], str], str | None]


@dataclass(frozen=True)
class Rule:
    pattern: re.Pattern[str]
    judge: Judge
    groups: tuple[int, ...] = ()  # the first of these groups that matched is replaced
    lowered: bool = False  # match the lowercased text (case-insensitive keywords)
    word_start: bool = False  # the match must not continue a word (a ``\b`` before it)
    triggers: tuple[str, ...] = ()  # lowercase literals, one of which the text must hold
    lead: re.Pattern[str] | None = None  # must end right where the match starts; redacted too
    lead_width: int = 0
    strict_start: bool = False  # no ``+`` or ``/`` before it either (inside base64 runs)
    # Hyperscan regexes (caseless, ASCII) one of which a match implies, each starting with a
    # trigger: where Hyperscan is installed they gate the rule instead of its triggers.
    shapes: tuple[str, ...] = ()


def rule(
    pattern: str,
    judge: Judge,
    groups: tuple[int, ...] = (),
    *,
    lowered: bool = False,
    word_start: bool = False,
    triggers: tuple[str, ...],
    shapes: tuple[str, ...] = (),
) -> Rule:
    return Rule(re.compile(pattern), judge, groups, lowered, word_start, triggers, shapes=shapes)


# A value in an assignment: quoted or bare, stopping at quotes, escapes, shell and
# code punctuation so ``f(password)`` or a JSON-escaped ``\"…\"`` ends it.
_BARE = r"(?:[^\s\"'`\\,;&|(){}\[\]<>]|\\/)"
_QUOTE = r"(?:\\?[\"'])"
SEP = rf"{_QUOTE}?[ \t]*[:=][ \t]*"
# A quoted value (group 1 of three) or a bare one (group 3); JSON-escaped quotes too.
VALUE = rf"(?:\\?\"((?:[^\"\\\n]|\\/)+)|\\?'((?:[^'\\\n]|\\/)+)|({_BARE}+))"

_PLACEHOLDER = re.compile(
    r"^(?:[$%<{*#]|\[)|redacted|x{4}|\*{3}|your[_-]|changeme|example|placeholder"
    r"|^(?:none|null|nil|true|false|undefined|str|string|bytes|int|optional|secretstr"
    r"|password|passwd|pass|secret|token)$",
    re.IGNORECASE,
)
# Code rather than a value: ``os.environ``, ``self.password``, ``OPENROUTER_API_KEY``,
# ``CSLTokenizeString2``: letters with at most a short numeric suffix.
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z_.-]*[0-9]{0,2}")
_CONSTANT_OR_ATTRIBUTE = re.compile(r"[A-Z_][A-Z0-9_]*|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")
_HEX_OR_UUID = re.compile(r"[0-9a-fA-F]+|[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
_NOT_A_SECRET_PREFIX = ("/", "./", "../", "~/", "http:", "https:", "file:", "sha1:", "sha256:")
_STRONG_KEY_NAMES = ("api", "access", "secret", "private", "auth", "sign", "encrypt", "master")
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.-")
_AWS_SECRET = re.compile(r"aws_?secret_?access_?key")
_CODE_OBJECTS = ("self.", "cls.", "this.", "os.", "settings.", "config.", "process.env")
_ENV_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
# Words, not a key: ``proxy-handled``, ``test-key``, ``NOT_SET``.
_WORDS = re.compile(r"[a-z]+(?:[-_. ][a-z]+)*|[A-Z]+(?:[-_. ][A-Z]+)*")
# ``*_key`` names that hold ids, not secrets: ``file_key``, ``cache_key``, ``sort_key``.
_ORDINARY_KEYS = re.compile(
    r"(?:^|[_.-])(?:file|cache|object|primary|foreign|sort|partition|idempotency|row|node|page"
    r"|item|record|lookup|storage|s3|bucket|blob|route|i18n|translation|message|unique|shard"
    r"|group|hot|short|dedupe?|map|hash|react|list|index|table|column|field|query|job|task"
    r"|event|cursor|range|composite|natural|lock|etag|version)[_.-]?key$"
)


def group(m: re.Match[str], text: str, index: int) -> str | None:
    """Group ``index`` of ``m`` read from the original ``text`` (same offsets)."""
    start, end = m.span(index)
    return None if start < 0 else text[start:end]


def _first_group(m: re.Match[str], text: str, indexes: tuple[int, ...]) -> tuple[int, str]:
    for index in indexes:
        value = group(m, text, index)
        if value is not None:
            return index, value
    return 0, ""


def _entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    size = len(value)
    return -sum(n / size * math.log2(n / size) for n in Counter(value).values())


def _is_placeholder(value: str) -> bool:
    return not value or _PLACEHOLDER.search(value) is not None


def looks_random(value: str, min_length: int = 16) -> bool:
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
    """Not a placeholder, a flag (``-x``) or a comparison (``password == …``)."""
    return value is not None and not _is_placeholder(value) and not value.startswith(("-", "="))


def fixed(kind: str) -> Judge:
    return lambda m, text: kind


def when(kind: str, accept: Callable[[re.Match[str], str], bool]) -> Judge:
    return lambda m, text: kind if accept(m, text) else None


def basic_credentials(m: re.Match[str], text: str) -> bool:
    """Group 1 is base64 of ``user:password`` (HTTP Basic, docker ``auth``)."""
    try:
        decoded = base64.b64decode(group(m, text, 1) or "", validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return False
    user, sep, password = decoded.partition(":")
    return bool(sep and user and password and decoded.isprintable())


def _docker_auth(m: re.Match[str], text: str) -> bool:
    return text[m.start() - 1 : m.start()] == '"' and basic_credentials(m, text)


def last_group_is_password(m: re.Match[str], text: str) -> bool:
    return _real_password(group(m, text, m.lastindex or 0))


def _last_group_looks_random(m: re.Match[str], text: str) -> bool:
    return looks_random(group(m, text, m.lastindex or 0) or "")


def _password_flag(m: re.Match[str], text: str) -> bool:
    """``--password X``; after a space, not a plain word (``the --password option``)."""
    value = group(m, text, 1)
    spaced = "=" not in m.group()[: m.start(1) - m.start()]
    return last_group_is_password(m, text) and not (spaced and _WORDS.fullmatch(value or ""))


def assignment_name(m: re.Match[str], lowered: str) -> tuple[int, str]:
    """Where the whole name ending in the matched keyword starts, and the name
    (``aws_secret_access_key``)."""
    start = m.start()
    while start > 0 and lowered[start - 1] in _NAME_CHARS:
        start -= 1
    return start, lowered[start : m.end(1)]


def _loud_name(m: re.Match[str], text: str, name_start: int, name: str, quoted: bool) -> bool:
    """A name that says "secret" so plainly that any real value under it is one:
    ``*_TOKEN``, ``*_SECRET``, ``*_API_KEY`` in upper case assigned with ``=`` or ``: ``,
    or any secret-named key with a quoted value (JSON, YAML, .env)."""
    if m.group(1) == "key" and not any(word in name for word in _STRONG_KEY_NAMES):
        return False
    original = text[name_start : m.end(1)].lstrip("-.")
    separator = m.group(2).lstrip("\"'\\")
    return quoted or (_ENV_NAME.fullmatch(original) is not None and separator in ("=", ": ", ":"))


def _any_value(value: str, quoted: bool, upper_name: bool) -> bool:
    """Under a loud name: anything but a placeholder, a number, code or a path."""
    return (
        len(value) >= 8
        and not _is_placeholder(value)
        and not value.startswith(_NOT_A_SECRET_PREFIX)
        and not value.replace(".", "").isdigit()
        and _WORDS.fullmatch(value) is None
        and (quoted or _CONSTANT_OR_ATTRIBUTE.fullmatch(value) is None)
        and (upper_name or not any(c.isspace() for c in value))
    )


def _generic_assignment(m: re.Match[str], text: str) -> str | None:
    """A secret-named value that looks random, or any real value under a loud name; a plain
    ``*_key`` never takes a hash."""
    index, value = _first_group(m, text, (3, 4, 5))
    quoted = index != 5
    if text[m.end(index) : m.end(index) + 1] == "(":
        return None
    if not quoted and value.startswith(_CODE_OBJECTS):
        return None  # ``min_key = self.G2_node_order.__getitem__``
    name_start, name = assignment_name(m, m.string)
    if not any(c in m.group(2) for c in ":=") and not name.startswith("--"):
        return None  # ``token value`` with a space is only a flag: ``--hf-token hf_…``
    if not looks_random(value):
        upper = text[name_start : m.end(1)].isupper()
        loud = _loud_name(m, text, name_start, name, quoted)
        return "generic-secret" if loud and _any_value(value, quoted, upper) else None
    if _AWS_SECRET.search(name) and len(value) == 40:
        return "aws-secret-key"
    if m.group(1) != "key":
        return "generic-secret"
    strong = any(word in name for word in _STRONG_KEY_NAMES)
    if not strong and not name.endswith(("_key", "-key", ".key")):
        return None  # ``key``, ``monkey``, ``hotkey``
    if not strong and _ORDINARY_KEYS.search(name):
        return None
    return "generic-secret" if strong or _HEX_OR_UUID.fullmatch(value) is None else None


_PEM_END = r"[\s\S]{16,20000}?-----END[A-Z ]*PRIVATE KEY(?: BLOCK)?-----"
# A block cut off mid-body (no END line): only when a base64 body actually follows, so a
# header quoted in code (``startswith("-----BEGIN RSA PRIVATE KEY-----")``) stays.
_PEM_TRUNCATED = r"(?=(?:\s|\\n)*[A-Za-z0-9+/]{40})(?:[A-Za-z0-9+/=\s]|\\[nr])*"
_GITLAB_KINDS = ("pat", "ptt", "dt", "rt", "cbt", "oas", "soat", "ft", "imt")
_GITLAB = rf"l(?:{'|'.join(_GITLAB_KINDS)})-[A-Za-z0-9_-]{{20,}}(?:\.[0-9a-z]{{9}}\b)?"
_GITHUB_GITLAB = (
    *(f"gh{letter}_" for letter in "pousr"),
    "github_pat_",
    *(f"gl{kind}-" for kind in _GITLAB_KINDS),
)
_ASSIGNED_VALUE = rf"((?:s|[_-]base)?(?:{SEP}|[ \t]+)){VALUE}"


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
    if not looks_random(token, min_length=20):  # ``sk-learn-…``, ``sk-xxxxxxxx…``
        return None
    return "anthropic-key" if token.startswith("sk-ant-") else "openai-key"


def _h_token(m: re.Match[str], text: str) -> str | None:
    if m.group().startswith("hooks"):
        return "slack-webhook"
    token = m.group()
    body = token[3:]
    # Today's tokens are 34 letters of both cases; older ones mix in digits.
    letters = len(body) == 34 and body.isalpha() and not body.islower() and not body.isupper()
    return "huggingface-token" if letters or looks_random(token, min_length=20) else None


# Whole-token formats that predate :mod:`sessgraph.redact_tokens`, with judges of their own.
TOKEN_RULES: tuple[Rule, ...] = (
    rule(
        rf"-----BEGIN[A-Z ]*PRIVATE KEY(?: BLOCK)?-----(?:{_PEM_END}|{_PEM_TRUNCATED})",
        _pem,
        triggers=("private key",),
    ),
    rule(
        r"A(?:KIA[A-Z0-9]{16}\b|SIA[A-Z0-9]{16}\b|Iza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-]))",
        _a_token,
        word_start=True,
        triggers=("akia", "asia", "aiza"),
    ),
    rule(
        rf"g(?:h[pousr]_[A-Za-z0-9]{{36,255}}\b|ithub_pat_[A-Za-z0-9_]{{22,255}}\b|{_GITLAB})",
        _g_token,
        word_start=True,
        triggers=_GITHUB_GITLAB,
    ),
    rule(
        r"sk(?:-ant-[A-Za-z0-9_-]{20,}|-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"
        r"|_(?:live|test)_[0-9A-Za-z]{16,})",
        _sk_token,
        word_start=True,
        triggers=("sk-", "sk_"),
    ),
    rule(
        r"h(?:f_[A-Za-z0-9]{30,}\b|ooks\.slack\.com/services/[A-Za-z0-9/_]{20,})",
        _h_token,
        word_start=True,
        triggers=("hf_", "hooks.slack"),
    ),
    rule(
        r"xox[abposre]-[A-Za-z0-9-]{10,}",
        fixed("slack-token"),
        word_start=True,
        triggers=("xox",),
    ),
    rule(r"npm_[A-Za-z0-9]{36}\b", fixed("npm-token"), word_start=True, triggers=("npm_",)),
    rule(
        r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
        fixed("pypi-token"),
        word_start=True,
        triggers=("pypi-",),
    ),
    rule(
        r"eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*",
        fixed("jwt"),
        word_start=True,
        triggers=("eyj",),
    ),
)

# Credentials named by their scheme, run before the headers of
# :mod:`sessgraph.redact_context` so ``Bearer``/``Basic`` values keep their own kinds.
SCHEME_RULES: tuple[Rule, ...] = (
    rule(
        r"auth\\?\"[ \t]*:[ \t]*\\?\"([A-Za-z0-9+/]{8,}={0,2})\\?\"",
        when("docker-auth", _docker_auth),
        (1,),
        triggers=("auth",),
    ),
    rule(
        r"basic[ \t]+([a-z0-9+/]{8,}={0,2})(?![a-z0-9+/=])",
        when("basic-auth", basic_credentials),
        (1,),
        lowered=True,
        word_start=True,
        triggers=("auth",),
    ),
    rule(
        r"bearer[ \t]+([a-z0-9._~+/=-]{16,})",
        when("bearer-token", _last_group_looks_random),
        (1,),
        lowered=True,
        word_start=True,
        triggers=("auth",),
    ),
)

# Secret-named assignments, run last: every more specific rule has had its turn.
ASSIGNMENT_RULES: tuple[Rule, ...] = (
    rule(
        rf"(pass(?:word|wd|phrase)?){SEP}(?:{_QUOTE}((?:[^\"'\\\n]|\\/)+){_QUOTE}|({_BARE}+))",
        when("password", lambda m, text: _password_assignment(m, text)),
        (2, 3),
        lowered=True,
        triggers=("pass",),
        shapes=(r"pass(?:word|wd|phrase)?\\?[\"']?[ \t]*[:=]",),
    ),
    rule(
        rf"--[a-z-]*pass(?:word|wd|phrase)?(?:[ \t]+|=){_QUOTE}?({_BARE}+)",
        when("password", _password_flag),
        (1,),
        lowered=True,
        triggers=("pass",),
        shapes=(r"--[a-z-]*pass(?:word|wd|phrase)?[ \t=]",),
    ),
    *(
        rule(
            rf"({keyword}){_ASSIGNED_VALUE}",
            _generic_assignment,
            (3, 4, 5),
            lowered=True,
            triggers=(keyword,),
            shapes=(
                rf"{keyword}(?:s|[_-]base)?\\?[\"']?[ \t]*[:=]",
                rf"--[a-z0-9_.-]*{keyword}(?:s|[_-]base)?[ \t]",
            ),
        )
        for keyword in ("key", "token", "secret")
    ),
)


def _password_assignment(m: re.Match[str], text: str) -> bool:
    """``PGPASSWORD=x`` always; ``password: x`` unless x is prose or code (``password=pw``)."""
    quoted, bare = group(m, text, 2), group(m, text, 3)
    if quoted is not None:
        return (
            _real_password(quoted)
            and any(c.isalnum() for c in quoted)
            and not any(c.isspace() for c in quoted)
        )
    if not _real_password(bare):
        return False
    before = text[m.start(1) - 1 : m.start(1)]
    if m.group(1) == "pass" and (
        before.islower() or ((before.isspace() or not before) and ":" in m.group())
    ):
        return False  # ``bypass = …``; prose: ``All checks pass: 142 MB``, ``pass :data:`x```
    if bare is not None and bare.isdigit() and len(bare) < 4:
        return False  # ``DEFAULT_LAST_PASS = 2``
    env_style = text[m.start(1) : m.end(1)].isupper() and text[m.end(1)] == "="
    code = _IDENTIFIER.fullmatch(bare or "") is not None or text[m.end(3) : m.end(3) + 1] == "("
    return env_style or not code
