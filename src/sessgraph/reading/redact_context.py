"""The long tail of contextual secrets: command flags, URLs, config lines and headers.

Agents type secrets into commands (``mysql -pX``, ``sshpass -p X``, ``docker login -p X``,
``redis-cli -a X``), paste URLs with user-info (``redis://:X@host``) or signed query strings
(``?sv=…&sig=X``), print config files (``.netrc``, ``.pgpass``, Azure connection strings) and
HTTP exchanges (``Cookie:``, ``Authorization:``, ``X-Api-Key:``). Each rule here keeps the
command, the name or the header and replaces only the value, so the text still reads as what
was done.

Each rule is led by a literal and gated by literals (see :mod:`sessgraph.redact_rules`). A
flag is a secret only after the tool it belongs to (``-p`` is a port or a path elsewhere); a
header or a query parameter only when its value is not a placeholder and looks like a
credential rather than a word.
"""

from __future__ import annotations

import re

from sessgraph.reading.redact_rules import (
    SEP,
    VALUE,
    Rule,
    assignment_name,
    group,
    last_group_is_password,
    looks_random,
    rule,
    when,
)

__all__ = ["CONTEXT_RULES"]

# A flag's value: quoted (group n) or bare (group n+1), up to the end of the word.
_FLAG_VALUE = r"(?:'([^'\n]+)'|\"([^\"\n]+)\"|([^\s'\"`|;&<>()]+))"
# The rest of one shell command before a flag (not past a pipe, ``;`` or ``&&``).
_SAME_COMMAND = r"(?:[^\n|;&]|\\\n)*?"
_LOGIN_TOOLS = re.compile(
    r"(?:docker|podman|nerdctl|buildah|skopeo|oras|crane auth|regctl registry|helm registry)"
    r"[ \t]+\Z"
)


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


_PGPASS_DB = re.compile(r"[0-9]+")
_CODE = re.compile(r"[A-Za-z_$][A-Za-z_$]*[0-9]{0,2}(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?")
_COOKIE_PAIR = re.compile(r"([^=;\s]+)=([^;\s]*)")
_COOKIE_ATTRIBUTES = frozenset(
    _words("path domain expires max-age samesite secure httponly priority partitioned version")
)
_QUERY_NAMES = _words(
    "token access_token refresh_token id_token auth_token api_key apikey api-key secret"
    " client_secret password passwd pwd sig signature x-amz-signature x-amz-security-token"
    " x-goog-signature x-goog-credential private_token session sessionid session_id jwt"
)
# Vendors whose keys have no telling shape: a value is theirs when assigned to a name that
# mentions them and says what it is (``ASANA_CLIENT_ID=…``, ``looker_client_secret: …``).
_VENDORS = _words(
    "adafruit adobe airtable algolia alibaba asana atlassian jira confluence beamer"
    " bitbucket bittrex meraki cloudflare codecov cohere co_api coinbase confluent"
    " contentful datadog discord droneci dropbox etsy facebook fastly finicity finnhub"
    " flickr freshbooks gitter gocardless heroku hubspot intercom jfrog artifactory"
    " bintray kraken kucoin launchdarkly linear linkedin lob looker mailchimp mailgun"
    " mapbox mattermost messagebird netlify new_relic newrelic nytimes okta plaid"
    " privateai rapidapi sendbird sentry contribsys snyk sonar squarespace sumo telegram"
    " travis twitch twitter typeform yandex zendesk"
)
_WHAT_IT_IS = ("key", "token", "secret", "pass", "auth", "sid", "license", "credential", "__com")
_WHOSE_ID = ("client", "app", "access", "user", "account", "api")
_HEADER_SCHEMES = ("bearer", "token", "basic", "bot", "api-key", "apikey", "key", "sso-key")


def _flag_password(m: re.Match[str], text: str) -> bool:
    return last_group_is_password(m, text)


def _login_flag(m: re.Match[str], text: str) -> bool:
    """``login -p X`` of a registry client (``docker login``, ``helm registry login``)."""
    before = text[max(0, m.start() - 40) : m.start()]
    return _LOGIN_TOOLS.search(before) is not None and last_group_is_password(m, text)


def _netrc(m: re.Match[str], text: str) -> bool:
    """A ``.netrc`` entry names a login or a host name (``machine learning password
    manager`` is prose)."""
    host = m.group(1)
    hostlike = "." in host or host == "localhost"
    return (bool(m.group(2)) or hostlike) and last_group_is_password(m, text)


def _pgpass_line(m: re.Match[str], text: str) -> bool:
    """``host:port:database:user:password``; compiler output (``a.c:10:5:…``) has a
    numeric third field and is left alone."""
    return _PGPASS_DB.fullmatch(m.group(2)) is None and last_group_is_password(m, text)


def _credential(value: str, min_length: int = 8) -> bool:
    """A value that reads as a credential, not a word: long enough, not a placeholder, a
    digit in it or long and mixed-case."""
    return (
        len(value) >= min_length
        and not value.startswith(("$", "{", "<", "%", "*"))
        and "REDACTED" not in value
        and (
            any(c.isdigit() for c in value)
            or (len(value) >= 16 and value.lower() != value and value.upper() != value)
        )
    ) or looks_random(value)


def _cookie(m: re.Match[str], text: str) -> bool:
    """A cookie header whose pairs hold a credential-like value (``sid=…``)."""
    values = (
        v
        for name, v in _COOKIE_PAIR.findall(group(m, text, 1) or "")
        if name.lower() not in _COOKIE_ATTRIBUTES
    )
    return any(_credential(value, 8) for value in values)


def _header(m: re.Match[str], text: str) -> bool:
    _, name = assignment_name(m, m.string)
    if m.group(1) == "-token" and not name.endswith("-token"):
        return False
    value = group(m, text, m.lastindex or 0) or ""
    if _CODE.fullmatch(value):
        return False  # ``apiKey: params.apiKey``, ``Authorization: token``
    return _credential(value, 8)


def _query(m: re.Match[str], text: str) -> bool:
    value = group(m, text, 2) or ""
    if m.group(1) in ("session",):
        return looks_random(value)
    return _credential(value.replace("%2B", "+").replace("%2F", "/").replace("%3D", "="), 8)


def _vendor_assignment(m: re.Match[str], text: str) -> bool:
    """A vendor-named id or key (``PLAID_CLIENT_ID=…``): the name says what it is, the
    value reads as a credential, not a word, a path or a number under 10 digits."""
    start = m.start()
    if start > 0 and text[start - 1].isalnum():
        return False  # ``global_…`` is not ``lob``
    name = m.group(1)
    named_id = name.endswith("id") and any(word in name for word in _WHOSE_ID)
    if not named_id and not any(word in name for word in _WHAT_IT_IS):
        return False
    value = next((v for v in (group(m, text, i) for i in (3, 4, 5)) if v is not None), "")
    if len(value) < 10 or any(c.isspace() for c in value) or value.startswith(("/", "http")):
        return False
    return _credential(value, 10) or (value.isdigit() and len(value) >= 10)


def _azure(m: re.Match[str], text: str) -> bool:
    return len(group(m, text, 1) or "") >= 16


CONTEXT_RULES: tuple[Rule, ...] = (
    *(
        rule(  # mysql -pSECRET (attached; ``-p`` alone prompts, ``-P`` is the port)
            rf"{client}[a-z-]*\b{_SAME_COMMAND}[ \t]-p{_FLAG_VALUE}",
            when("password", _flag_password),
            (1, 2, 3),
            word_start=True,
            triggers=(client,),
        )
        for client in ("mysql", "mariadb")
    ),
    rule(
        rf"sshpass\b{_SAME_COMMAND}[ \t]-p[ \t]*{_FLAG_VALUE}",
        when("password", _flag_password),
        (1, 2, 3),
        word_start=True,
        triggers=("sshpass",),
    ),
    rule(
        rf"login\b{_SAME_COMMAND}[ \t]-p(?:[ \t]+|=){_FLAG_VALUE}",
        when("password", _login_flag),
        (1, 2, 3),
        word_start=True,
        triggers=("login",),
        shapes=(r"login[^|;&]*[ \t]-p",),
    ),
    rule(
        rf"redis-cli\b{_SAME_COMMAND}[ \t](?:-a|--pass)[ \t]+{_FLAG_VALUE}",
        when("password", _flag_password),
        (1, 2, 3),
        word_start=True,
        triggers=("redis-cli",),
    ),
    rule(  # user-info of any URL, the user may be empty (``redis://:X@host``), ``\/`` escaped
        r":(?:\\?/){2}[^\s:/@\"'\\<>]{0,256}:([^\s/@\"'\\<>]{1,1024})@",
        when("url-credentials", last_group_is_password),
        (1,),
        triggers=("://", ":\\/\\/"),
        shapes=(
            r"://[^\s:/@\"'\\<>]*:[^\s/@\"'\\<>]+@",
            r":\\/\\/[^\s:/@\"'\\<>]*:[^\s/@\"'\\<>]+@",
        ),
    ),
    rule(
        r"curl\b(?:[^\n\\|;&]|\\\n)*?[ \t](?:-u|--user)(?:[ \t]+|=)?([\"']?)"
        r"[^\s:\"'$]+:([^\s\"']+)\1",
        when("basic-auth", last_group_is_password),
        (2,),
        word_start=True,
        triggers=("curl",),
        shapes=(r"curl[^|;&]*[ \t](?:-u|--user)",),
    ),
    rule(  # .netrc: machine HOST [login USER] [account A] password SECRET
        r"machine[ \t]+(\S+)((?:\s+(?:login|account)[ \t]+\S+)*)\s+password[ \t]+(\S+)",
        when("password", _netrc),
        (3,),
        lowered=True,
        word_start=True,
        triggers=("machine",),
    ),
    Rule(  # .pgpass: host:port:database:user:password
        re.compile(r":([0-9]{2,5}|\*):([^:\s'\"]+):[^:\s'\"]+:([^\s'\"]+)"),
        when("password", _pgpass_line),
        (3,),
        triggers=(":5432:", ":5433:", ":6432:", ":*:"),
        lead=re.compile(r"(?<![^\s'\"=])[A-Za-z0-9._*-]+\Z"),
        lead_width=253,
    ),
    *(
        rule(
            rf"{name}=([a-z0-9+/=%]+)",
            when("azure-key", _azure),
            (1,),
            lowered=True,
            word_start=True,
            triggers=(f"{name}=",),
        )
        for name in ("accountkey", "sharedaccesskey", "sharedsecretissuer", "sharedsecretvalue")
    ),
    *(
        Rule(  # ?a=1&token=SECRET: one rule per name, each led by its literal
            re.compile(rf"({re.escape(name)})=([^\s&#\"'<>\\]+)"),
            when("url-secret", _query),
            (2,),
            lowered=True,
            triggers=(f"{name}=",),
            shapes=(rf"[?&]{re.escape(name)}=",),
            lead=re.compile(r"[?&]\Z"),
            lead_width=1,
        )
        for name in _QUERY_NAMES
    ),
    rule(
        r"cookie\\?[\"']?[ \t]*:[ \t]*\\?[\"']?((?:[^=;\s\"'\\]+=[^;\s\"'\\]*(?:;[ \t]*)?)+)",
        when("cookie", _cookie),
        (1,),
        lowered=True,
        triggers=("cookie",),
        shapes=(r"cookie\\?[\"']?[ \t]*:",),
    ),
    rule(
        rf"curl\b{_SAME_COMMAND}[ \t](?:-b|--cookie)[ \t]+{_FLAG_VALUE}",
        when("cookie", lambda m, text: "=" in (group(m, text, m.lastindex or 0) or "")),
        (1, 2, 3),
        word_start=True,
        triggers=("curl",),
        shapes=(r"curl[^|;&]*[ \t](?:-b|--cookie)",),
    ),
    *(
        rule(
            rf"({vendor}[a-z0-9_.-]{{0,40}}?)({SEP}){VALUE}",
            when("generic-secret", _vendor_assignment),
            (3, 4, 5),
            lowered=True,
            triggers=(vendor,),
            shapes=(rf"{vendor}[a-z0-9_.-]*\\?[\"']?[ \t]*[:=]",),
        )
        for vendor in _VENDORS
    ),
    *(
        rule(  # Authorization: [scheme] VALUE, X-Api-Key: VALUE, Private-Token: VALUE
            rf"({header})\\?[\"']?[ \t]*:[ \t]*\\?[\"']?"
            rf"(?:(?:{'|'.join(_HEADER_SCHEMES)})[ \t]+)?([^\s\"'\\,;<>\[\]]+)",
            when("auth-header", _header),
            (2,),
            lowered=True,
            triggers=(header,),
            shapes=(rf"{header}\\?[\"']?[ \t]*:",),
        )
        for header in ("authorization", "api-key", "apikey", "-token")
    ),
)
"""The long-tail rules, run after every whole-token rule."""
