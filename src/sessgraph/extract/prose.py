"""Entities and breakage reports in user and assistant prose, with a blank spaCy pipeline.

Prose is where a fix is explained ("needs ``--mamba-scheduler-strategy extra_buffer`` and
``SGLANG_ENABLE_SPEC_V2=1``"), so the same entity kinds as :mod:`sessgraph.extract.entities`
are found here, with the same canonical names. The pipeline is ``spacy.blank("en")`` (no model
download): its tokenizer gets a ``token_match`` so that flags, env assignments, version pins,
paths, PR refs, model ids and unit names stay single tokens, and a rule component
(:func:`_label_entities`) labels those tokens. Command output never goes through spaCy: it is
large and the regex extractor is ~two orders of magnitude faster.

Markdown code spans (`` `…` ``) are handed to the command parser when they look like a
command, and to the text extractor otherwise.

Speed: spaCy is the extractor's largest cost, so only the lines in which a cheap regex
(:data:`_MAY_HOLD_ENTITY`) finds something a rule needs (a ``/``, ``--x``, ``FOO_BAR``, ``==``,
``#``, ``Error``, …) are tokenized: a line without any cannot yield an entity. Results are
cached per distinct text, since agents and tools repeat themselves.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spacy.language import Language

from sessgraph.extract.entities import (
    Entity,
    canonical_package,
    entities_from_command,
    entities_from_text,
)
from sessgraph.extract.error_text import kotlin_diagnostic
from sessgraph.extract.signatures import find_errors
from sessgraph.extract.spacy_import import import_spacy
from sessgraph.extract.textcache import memo_by_text

__all__ = ["entities_from_prose", "is_question_about_failure", "nlp", "user_report_kind"]

# Tokens that must never be split. Each alternative ends on a word character so trailing
# sentence punctuation is still split off by the suffix rules before this is re-checked.
_KEEP_WHOLE = re.compile(
    r"""^(?:
        --?[A-Za-z0-9][\w-]*(?:=[^\s`'"]*\w)?                       # --flag, --flag=value
      | [A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+                               # ENV_VAR
      | [A-Z][A-Z0-9_]*=[^\s`'"]*\w                                 # ENV_VAR=1, CFLAGS=-O2
      | [A-Za-z][\w.-]*(?:===?|>=|<=|~=|!=)\d[\w.+!*-]*\w           # torch==2.9.1
      | (?:~|\.{1,2})?/[\w.@+-]+(?:/[\w.@+-]+)*                     # /shared/models/x
      | (?:[\w.-]+/[\w.-]+)?\#\d+                                   # #15623, org/repo#1
      | [A-Za-z][\w.-]*/[A-Za-z0-9][\w.-]*\w                        # Qwen/Qwen3.5-122B-A10B
      | [\w@.-]+\.(?:service|timer|socket|target|mount)             # sglang-qwen35.service
      | \w+(?:_\w+)+                                                # extra_buffer
      | [A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+                              # torch.OutOfMemoryError
    )(?<=[\w/])$""",
    re.X,
)

_LABEL_KIND = {
    "FLAG": "flag",
    "ENV_VAR": "env_var",
    "PACKAGE_PIN": "package",
    "PATH": "path",
    "MODEL": "model",
    "PR_REF": "pr",
    "ERROR_CLASS": "error_class",
    "UNIT": "unit",
}

# One label per token, by the first of these that matches the whole token (the tokenizer keeps
# such tokens whole, see _KEEP_WHOLE). The order settles tokens two patterns fit: a unit file
# path is a unit, ``FOO==1`` a pin, ``org/repo2#12`` a model id.
_TOKEN_LABELS = re.compile(
    r"""(?P<UNIT>.*\.(?:service|timer|socket|target|mount)$)
      | (?P<PACKAGE_PIN>[A-Za-z][\w.-]*(?:===?|>=|<=|~=|!=)\d)
      | (?P<MODEL>[A-Za-z][\w.-]*/[A-Za-z][\w.-]*(?:\d|-(?:Instruct|Chat|Base|FP8|AWQ)))
      | (?P<FLAG>--[A-Za-z0-9][\w-]*(?:=.*)?$)
      | (?P<ENV_VAR>(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z][A-Z0-9_]*=.*)$)
      | (?P<PATH>(?:~|\.{1,2})?/[\w.@+-]+(?:/[\w.@+-]*)*$)
      | (?P<PR_REF>(?:[\w.-]+/[\w.-]+)?\#\d{2,6}$)
      | (?P<ERROR_CLASS>(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception)$)
    """,
    re.X | re.S,
)
_PR_WORDS = frozenset({"pr", "pull"})
_PR_NUMBER = re.compile(r"#?\d{2,6}$")
ENTITY_RULES = "sessgraph_entity_rules"


def _token_labels(texts: list[str]) -> list[tuple[int, int, str]]:
    """The entity rules over a doc's token texts: ``(first token, end token, label)`` for
    each token :data:`_TOKEN_LABELS` labels, and ``PR 123`` / ``pull #123`` (two tokens) as
    a PR reference.

    One compiled regex per token; spaCy's ``entity_ruler`` with the same rules as token
    ``REGEX`` patterns tried every pattern on every token and cost ~4x as much."""
    spans = []
    i, n = 0, len(texts)
    while i < n:
        text = texts[i]
        if i + 1 < n and text.lower() in _PR_WORDS and _PR_NUMBER.match(texts[i + 1]):
            spans.append((i, i + 2, "PR_REF"))
            i += 2
            continue
        m = _TOKEN_LABELS.match(text)
        if m is not None and m.lastgroup is not None:
            spans.append((i, i + 1, m.lastgroup))
        i += 1
    return spans


def _label_entities(doc: Any) -> Any:
    """The pipeline's rule component: the doc's entities are :func:`_token_labels`'."""
    from spacy.tokens import Span

    labels = _token_labels([token.text for token in doc])
    doc.ents = [Span(doc, i, end, label=label) for i, end, label in labels]
    return doc


def _entity_spans(lines: str) -> Iterator[tuple[str, int, int]]:
    """``(label, start, end)`` of each entity of :func:`nlp` in ``lines``: the pipeline's
    tokenizer and :func:`_token_labels`, without building the doc's ``Span`` objects and
    entity annotations only to read them back (the pipeline's own ``nlp()(lines).ents`` are
    the same spans)."""
    pipeline = nlp()
    if len(lines) > pipeline.max_length:  # the pipeline's own error for over-long text
        for ent in pipeline(lines).ents:
            yield ent.label_, ent.start_char, ent.end_char
        return
    doc = pipeline.tokenizer(lines)
    tokens = [(token.text, token.idx) for token in doc]
    for i, end, label in _token_labels([text for text, _ in tokens]):
        last, last_idx = tokens[end - 1]
        yield label, tokens[i][1], last_idx + len(last)


TOKENIZER = "sessgraph.code_tokenizer.v1"


def _code_tokenizer(pipeline: Language) -> Any:
    """English's rule-based tokenizer with the code-aware changes, built in one go.

    Each of the tokenizer's matchers is a setter that reloads every special case (~0.1 s on
    English's ~5,400); building the tokenizer with its final matchers loads them once, where
    ``spacy.blank`` then three assignments loaded them four times (a third of the pipeline's
    start-up). The result is the same tokenizer: a reload rebuilds the special cases from
    the final matchers."""
    # A Cython class without a type stub.
    from spacy.tokenizer import Tokenizer  # type: ignore[import-not-found]
    from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

    # A new word's lexeme gets no lexical attributes (shape, like_num, stop word, norm, …;
    # ~0.1 ms each, most of tokenizing a prose line): the tokenizer reads only a lexeme's
    # length, the entity rules only the tokens' text. Set before the special cases make
    # their ~5,400 lexemes.
    pipeline.vocab.lex_attr_getters = {}  # type: ignore[attr-defined]  # not in the stub
    defaults = pipeline.Defaults
    # "#" is a default prefix, and prefixes are split before suffixes like ")." are: without
    # this "(#15623)." would lose its "#" before token_match sees "#15623".
    prefixes = [p for p in defaults.prefixes or () if p != "#"]
    # The default "." suffix only follows lower-case letters, so "…-A10B." would reach the
    # infix rules (which split on "/" and "-") with its period still attached.
    suffixes = [*(defaults.suffixes or ()), r"(?<=[A-Z0-9])[.,;:!?]$"]
    return Tokenizer(
        pipeline.vocab,
        rules=defaults.tokenizer_exceptions,
        prefix_search=compile_prefix_regex(prefixes).search,
        suffix_search=compile_suffix_regex(suffixes).search,
        infix_finditer=compile_infix_regex(defaults.infixes or ()).finditer,
        token_match=_KEEP_WHOLE.match,
        url_match=defaults.url_match,
    )


@lru_cache(maxsize=1)
def nlp() -> Language:
    """The shared pipeline: blank English, code-aware tokenizer, the entity rules."""
    # Imported here: spaCy takes about a second to import, and most commands never need it;
    # and without its command line (spacy_import), which is half of that.
    spacy = import_spacy()
    from spacy.language import Language
    from spacy.util import registry

    if TOKENIZER not in registry.tokenizers:
        registry.tokenizers(TOKENIZER, func=lambda: _code_tokenizer)
    pipeline: Language = spacy.blank(
        "en", config={"nlp": {"tokenizer": {"@tokenizers": TOKENIZER}}}
    )
    if not Language.has_factory(ENTITY_RULES):
        Language.component(ENTITY_RULES, func=_label_entities)
    pipeline.add_pipe(ENTITY_RULES)
    return pipeline


_CODE_SPAN = re.compile(r"```[\w-]*\n(.*?)```|`([^`\n]+)`", re.S)
_COMMANDISH = re.compile(
    r"^(?:sudo\s+|[A-Z_]+=\S+\s+)*(?:[a-z][\w.-]*|\.{0,2}/\S+)\s+(?:-|[\w./'\"])"
)


def _entity_from_span(label: str, text: str, start: int, end: int) -> list[Entity]:
    kind = _LABEL_KIND[label]
    if kind == "flag":
        name, _, value = text.partition("=")
        return [Entity("flag", name.lower(), value or None, start, end)]
    if kind == "env_var":
        name, _, value = text.partition("=")
        return [Entity("env_var", name, value or None, start, end)]
    if kind == "package":
        m = re.match(r"([A-Za-z][\w.-]*?)(===?|>=|<=|~=|!=)(.+)", text)
        if m:
            return [
                Entity(
                    "package", canonical_package(m.group(1)), m.group(2) + m.group(3), start, end
                )
            ]
        return []
    if kind == "pr":
        number = re.sub(r"\D", "", text.rsplit("#", 1)[-1]) if "#" in text else text.split()[-1]
        repo = text.split("#", 1)[0] if "/" in text.split("#", 1)[0] else ""
        return [Entity("pr", f"{repo}#{number}" if repo else f"#{number}", None, start, end)]
    if kind == "error_class":
        short = text.rsplit(".", 1)[-1]
        return [Entity("error_class", short, text if text != short else None, start, end)]
    return [Entity(kind, text, None, start, end)]


# What at least one token of any entity rule contains (a token is a substring of the line):
# FLAG, ENV_VAR (FOO_BAR or X=…), PACKAGE_PIN, PATH and MODEL ("/"), PR_REF ("#123", or the
# tokens "pr"/"pull" then a number), ERROR_CLASS, UNIT. Keep in step with _TOKEN_LABELS.
_MAY_HOLD_ENTITY = re.compile(
    r"--[A-Za-z0-9]|[A-Z0-9]_[A-Z0-9]|[A-Z][A-Z0-9_]*=|[=<>~!]=|/|#|(?i:pr|pull)\s*#?\d"
    r"|Error|Exception|\.(?:service|timer|socket|target|mount)"
)


def _lines_that_may_hold_entities(text: str) -> Iterator[tuple[int, str]]:
    """Runs of consecutive lines of ``text`` that :data:`_MAY_HOLD_ENTITY` fits, with their
    offsets: the only text worth tokenizing (no token, and no pattern, spans a line break)."""
    if not _MAY_HOLD_ENTITY.search(text):
        return
    run_start = run_end = -1
    start = 0
    for line in text.splitlines(keepends=True):
        end = start + len(line)
        if _MAY_HOLD_ENTITY.search(line):
            if run_end != start:
                if run_start >= 0:
                    yield run_start, text[run_start:run_end]
                run_start = start
            run_end = end
        start = end
    if run_start >= 0:
        yield run_start, text[run_start:run_end]


def entities_from_prose(text: str) -> list[Entity]:
    """Entities in a user or assistant message (markdown allowed)."""
    return list(_prose_entities(text))


@memo_by_text(maxsize=16384)
def _prose_entities(text: str) -> tuple[Entity, ...]:
    found: dict[tuple[str, str, str | None], Entity] = {}
    for m in _CODE_SPAN.finditer(text):
        code = (m.group(1) or m.group(2) or "").strip()
        from_code = entities_from_command(code) if _COMMANDISH.match(code) else []
        if not from_code:
            from_code = entities_from_text(code)
        for e in from_code:
            found.setdefault(
                (e.kind, e.name, e.value), Entity(e.kind, e.name, e.value, m.start(), m.end())
            )
    for offset, lines in _lines_that_may_hold_entities(text):
        for label, span_start, span_end in _entity_spans(lines):
            start, end = offset + span_start, offset + span_end
            for e in _entity_from_span(label, lines[span_start:span_end], start, end):
                # A bare mention (no value) adds nothing when the same entity came with a value.
                if e.value is None and any(k[:2] == (e.kind, e.name) for k in found):
                    continue
                found.setdefault((e.kind, e.name, e.value), e)
    return tuple(sorted(found.values(), key=lambda e: (e.start or 0, e.kind, e.name)))


# --- breakage reports ----------------------------------------------------------------------

# Reports are short; a long message that mentions a crash is a request or an explanation.
_MAX_REPORT_CHARS = 280
_NOT_A_REPORT = re.compile(
    r"\bcrash (?:course|reporter|report(?:ing|s)?|test|dump analysis)\b"
    r"|\bcrash-?(?:course|reporter)"
    r"|\berror (?:handling|handler|page|message|boundar(?:y|ies)|codes?|logging)\b"
    r"|\b(?:dead code|dead ?lock detection|downloads?|downtime budget|down ?sampl|breakpoint)"
)
_REQUEST_OPENING = re.compile(
    r"^\s*(?:please\s+)?(?:add|implement|write|create|make|build|refactor|rename|document|explain"
    r"|design|generate|set up|how (?:do|can|should) (?:i|we|you)|how to|what(?:'s| is) (?:a|an|the)"
    r"\b)",
    re.I,
)
_REPORT_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "still_failing",
        re.compile(
            r"\b(?:still|again|same (?:error|thing|problem|issue|crash))\b.{0,40}"
            r"\b(?:fail|broken|crash|error|down|dead|happen|not work|doesn'?t work|there)"
            r"|\b(?:still|keeps?|again)\b.{0,15}\b(?:fail(?:s|ing)?|crash(?:es|ing)?|broken|down|dying)"
            r"|\b(?:fail(?:s|ing|ed)?|crash(?:es|ing|ed)?|di(?:e|es|ed)|broken|down|dead|erroring)\b"
            r".{0,12}\b(?:again|still)\b",
            re.I,
        ),
    ),
    (
        "didnt_work",
        re.compile(
            r"\b(?:did(?:n'?t| not)|does(?:n'?t| not)|is(?:n'?t| not)|not) "
            r"(?:work|help|fix)(?:ing|ed)?\b"
            r"|\bno (?:luck|change|dice)\b|\bno difference\b|\bnope\b"
            # Things that do not work, typed with or without the apostrophe ("the buttons
            # dont work", "aren't loading"); a sentence that opens with "don't" is an
            # instruction, not a report.
            r"|(?<=\w )(?<!please )(?:do(?:n'?t| not)|are(?:n'?t| not)|wo(?:n'?t| not)) "
            r"(?:work|respond|load|render|open|show|do anything)(?:ing)?\b",
            re.I,
        ),
    ),
    (
        "crash",
        re.compile(
            r"\b(?:crash(?:ed|es|ing)?|di(?:e|es|ed)|dead|segfault(?:ed|s)?|oom(?:ed)?|killed"
            r"|went down|is down|it'?s down|(?:fell|falls) over|blew up|exploded|core ?dump(?:ed)?"
            r"|restart(?:ing)? loop|crash ?loop(?:ing)?|keeps? restarting)\b",
            re.I,
        ),
    ),
    (
        "build_broken",
        re.compile(
            r"\b(?:build|ci|tests?|pipeline|compile|deploy(?:ment)?)\b.{0,20}"
            r"\b(?:broken|broke|fail(?:s|ing|ed)?|red)\b|\bwon'?t (?:build|compile)\b",
            re.I,
        ),
    ),
    (
        "errors",
        re.compile(
            r"\b[45]\d\d(?:s| errors?)\b"
            r"|\b(?:getting|seeing|throw(?:s|ing)|returns?|gives?)\b.{0,20}"
            r"\b(?:errors?|exceptions?|tracebacks?|[45]\d\d)\b"
            r"|\b(?:got|get|gets|bouncing|spitting)\b (?:back )?(?:an?|the|this|that|same|these"
            r"|some)? ?(?:errors?|exceptions?|[45]\d\d)\b"
            # What the app said, quoted, in words of failure (`it says "Client ID is not
            # configured"`, `I got "Failed to fetch budgets"`).
            r"|\b(?:says|said|shows|showed|displays|gives(?: me)?|returns|got|get|getting|see"
            r"|seeing)\b:?\s*[\"“']([^\"”']{0,200}\b(?:not|no|failed|fails|error|invalid"
            r"|denied|missing|unable|cannot|can'?t|couldn'?t|unauthori[sz]ed|forbidden)\b"
            r"[^\"”']{0,200})[\"”']"
            r"|\berror(?:s|ing)? (?:out|again|now)\b"
            r"|\b(?:an? )?(?:error|exception|traceback)\s*[?!.]*$",
            re.I,
        ),
    ),
    (
        # What the user sees is not what should be there (any wording of "not shown", "a
        # blank page", "it exits immediately"): a failure with no error text (class 3).
        "not_shown",
        re.compile(
            r"\b(?:is|are)(?:n'?t| not) (?:right|correct|fixed|resolved|gone)\b"
            # Work said to be done that is not ("two tasks are not marked as completed").
            r"|\b(?:is|are|was|were)(?:n'?t| not) (?:marked|done|completed?|finished|updated"
            r"|saved|applied)\b"
            r"|\b(?:not|n't|never) (?:shown|showing|displayed|displaying|visible|rendered"
            r"|rendering|appearing)\b"
            r"|\b(?:blank|empty|white|black) (?:page|screen|window)\b"
            r"|\b(?:all|just|completely|entirely) (?:black|blank|white|empty)\b"
            r"|\bexit(?:s|ed)? (?:immediately|right away|instantly)\b"
            # What should be there seems not to be ("the videos don't appear to have any
            # audio", "it doesn't seem to be running").
            r"|\b(?:do(?:es)?n'?t|do(?:es)? not) (?:appear|seem) to (?:have|be|work|contain"
            r"|show|load|run|do|get|include)\b"
            r"|\bnothing (?:happens|happened|shows|appears|loads|works)\b",
            re.I,
        ),
    ),
    (
        # A limit or policy of a service the user ran into, pasted or told: a quota, an org
        # constraint, a rate limit (any cloud's wording of it).
        "limit",
        re.compile(
            r"\bquota\b.{0,60}\bexceeded\b|\bexceeded\b.{0,30}\bquota\b"
            r"|\bviolated for (?:project|organi[sz]ation|resource)\b"
            r"|\brate[- ]limit(?:ed| exceeded|ing)\b",
            re.I,
        ),
    ),
    (
        # Breakage in the user's own language: doesn't work, crashes, reboots, hangs, keeps
        # closing (Spanish, Russian, Chinese, German, French, Portuguese, Turkish, Japanese).
        "broken_words",
        re.compile(
            r"\bno (?:funciona|sirve|carga|abre|anda|muestra|aparece)\b"
            r"|\bsigue (?:sin|fallando|dando|saliendo|apareciendo|igual|cerr[aá]ndose"
            r"|serr[aá]ndose|mostrando)\b|\bse (?:cierra|sierra|cae|cuelga|congela|rompe|traba)\b"
            r"|не работает|перезагружа|пада[её]т|вылета|зависа|крашит"
            r"|不工作|不能用|没反应|报错|崩溃|闪退|打不开"
            r"|funktioniert nicht|stürzt ab|ne (?:marche|fonctionne) pas|plante\b"
            r"|não funciona|\btrava\b|çalışmıyor|çöküyor|hata veriyor|動かない|落ちる",
            re.I,
        ),
    ),
    (
        # Too slow to be usable: a failure with no error text (class 3), in English and the
        # user's own language (Korean, Japanese, Chinese, Spanish, German, French, Russian).
        "slow",
        re.compile(
            r"\b(?:too|so|very|really|painfully|extremely) slow\b|\btak(?:es|ing) (?:forever"
            r"|ages)\b|너무 느려|느려요|느립니다|遅すぎ|遅いです|太慢|很慢"
            r"|muy lento|demasiado lento|zu langsam|trop lent"
            r"|слишком медленно|очень медленно|тормозит",
            re.I,
        ),
    ),
    (
        "hang",
        re.compile(
            r"\b(?:hang(?:s|ing)?|hung|stuck|frozen|freez(?:es|ing)|not responding|unresponsive"
            r"|timing out|times out|timed out)\b",
            re.I,
        ),
    ),
    (
        "broken",
        re.compile(r"\b(?:broken|broke|not working|stopped working|is failing|failing)\b", re.I),
    ),
)
_INTERROGATIVE = re.compile(
    r"^\s*(?:is|are|did|does|do|has|have|was|were|why|what happened|what'?s wrong"
    r"|anything wrong)\b",
    re.I,
)


# IDE context the client wraps around a prompt (``<ide_opened_file>…</ide_opened_file>``,
# ``<ide_selection>``): the user did not write it, so it reports nothing.
_IDE_TAG = re.compile(r"<(ide_\w+|system-reminder)>.*?(?:</\1>|$)", re.S)
# Codex's IDE extension puts the editor's state before the prompt ("# Context from my IDE
# setup:" … "## My request for Codex:"): the user's words are what follows.
_CODEX_IDE_CONTEXT = re.compile(
    r"\A\s*# Context from my IDE setup:.*?^## My request for Codex:[ \t]*\n?", re.S | re.M
)


def without_ide_tags(text: str) -> str:
    """A prompt without the IDE context its client wrapped around it."""
    return _IDE_TAG.sub("", _CODEX_IDE_CONTEXT.sub("", text, count=1)).strip()


def user_report_kind(text: str) -> str | None:
    """What breakage a short user message reports (``crash``, ``still_failing``, …), if any."""
    stripped = without_ide_tags(text)
    if not stripped or len(stripped) > _MAX_REPORT_CHARS:
        return None
    if _NOT_A_REPORT.search(stripped) or _REQUEST_OPENING.match(stripped):
        return None
    for kind, pattern in _REPORT_KINDS:
        match = pattern.search(stripped)
        if match is None:
            continue
        if kind == "not_shown" and _CONDITION.search(
            stripped[max(0, match.start() - 25) : match.start()]
        ):
            continue  # "add a margin when it's not visible": a condition of a request
        return kind
    return None


# A state named as the condition of a request ("when it's not visible", "if they are empty").
_CONDITION = re.compile(
    r"\b(?:when|whenever|if|unless|while)\s+(?:it|it's|they|they're|the \w+)\b", re.I
)


# A pasted error counts when it is an error line of some weight (a generic "error:" at
# least), not a warning or a passing mention of a word.
PASTED_ERROR_SCORE = 60


# What a browser says when a page's request or module failed (console lines and the fetch
# failure a web UI such as Swagger shows): errors a user pastes from a page, in the wording
# of Firefox, Chrome and Safari.
_BROWSER_ERROR = re.compile(
    r"\bwas blocked (?:because of a disallowed MIME type|due to MIME type)"
    r"|\bhas been blocked by CORS policy|\b(?:NS_ERROR_[A-Z_]{4,}|net::ERR_[A-Z_]{4,})"
    r"|\bFailed to load resource: |\bFailed to fetch\b|\bNetworkError when attempting to fetch"
    r"|\bLoading failed for the module|\bUncaught (?:\(in promise\) )?\w*Error\b"
)
_SENTENCE_END = re.compile(r"\n|[.!?](?=\s)")
# A line a program wrote about its own failure, `prog: error …` / `prog: fatal: …` (as
# direnv, git and most CLIs prefix them), pasted at the start of a line.
_PROGRAM_ERROR = re.compile(r"(?m)^[ \t]*[a-z][\w.-]{1,30}: (?:error|fatal)\b:? +\S[^\n]*")
# An error line with a placeholder for its message (`Error: <reason>`, `error: {msg}`) is a
# format the user specifies (an instruction), not an error anyone saw.
# So is one quoted after an instruction to answer with it ("respond with `Error: no diff`").
_TEMPLATE = re.compile(
    r"(?i:error|exception|failed)\W{0,3}(?:<[\w .-]{1,30}>|\{[\w.]{1,30}\})"
    r"|(?i:\b(?:return|respond|reply|answer|output|print|emit|raise|throw)\b)[^`\n]{0,20}"
    r"`[^`\n]*(?i:error|exception)"
)


def _sentence_at(text: str, start: int, end: int) -> str:
    """The sentence (or line) of ``text`` holding ``text[start:end]``: URLs keep their dots."""
    head = max((m.end() for m in _SENTENCE_END.finditer(text, max(0, start - 300), start)),
               default=max(0, start - 300))  # fmt: skip
    tail = _SENTENCE_END.search(text, end)
    return " ".join(text[head : tail.end() if tail else end + 300].split())


def pasted_error(text: str) -> tuple[str, str] | None:
    """(error type, error line) of an error the user pasted into a prompt (browser console,
    a build log, a tool's output they ran themselves), or ``None`` (issue 12: errors the user
    reported are symptoms)."""
    body = without_ide_tags(text)
    hits = [
        h
        for h in find_errors(body)
        if h.kind != "warning"
        and h.score >= PASTED_ERROR_SCORE
        and not _TEMPLATE.search(h.error_text)
    ]
    if not hits:
        own = _PROGRAM_ERROR.search(body)
        if own is not None and not _TEMPLATE.search(own.group(0)):
            # A program's own error line pasted from a terminal (`direnv: error … is blocked`).
            return "ProgramError", own.group(0).strip()[:500]
        kotlin = kotlin_diagnostic(body)
        if kotlin is not None:
            return "KotlinCompileError", kotlin  # a Gradle build's `e: file:///A.kt:3:9 …`
        browser = _BROWSER_ERROR.search(body)
        if browser is None:
            return None
        sentence = _sentence_at(body, browser.start(), browser.end())
        quoted = body[max(0, browser.start() - 1) : browser.start()] in ("'", '"', "`")
        if quoted or _REQUEST_OPENING.match(sentence):
            return None  # the wording named in a request ("show 'Failed to fetch'"), not seen
        return "BrowserError", sentence[:500]
    return hits[0].error_type, hits[0].error_text


def is_question_about_failure(text: str) -> bool:
    """A short user message asking whether something broke ("crashed?", "is it dead?")."""
    if user_report_kind(text) is None:
        return False
    stripped = text.strip()
    return stripped.endswith("?") or _INTERROGATIVE.match(stripped) is not None
