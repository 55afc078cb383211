"""Failures the agent says it meant: its own words before a call and after its result.

One family of :mod:`sessgraph.extract.expected` (issue 12, labelled negatives). The agent's
prose is the evidence here, read sentence by sentence with small vocabularies (expectation
words, failure words, contrast words) rather than per-session phrases: "run the tests,
expecting red", "fails as expected", "we're at the expected 5 failures". A failure of the
*environment* (sandbox, permission, a missing program) is never what was expected. A scripted
check may carry the same words in the labels it prints or the comments it holds
(``echo "=== unknown id (expect 404) ==="``). The pass that applies these readings lives in
:mod:`sessgraph.extract.expected`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from sessgraph.extract.textcache import memo_by_text

# --------------------------------------------------------------------- declared expectation

# Words that, in the agent's prose before a call, say the call is meant to fail: "expecting
# failure", "expect red", "should fail", "make sure it fails", "the red step", "failing test
# first". (Issue 12: TDD red runs and checks that are meant to show a finding.)
_FAIL_WORD = (
    r"(?:fail(?:s|ed|ing|ure|ures)?|red|errors?|non-?zero|rejected"
    r"|(?:an?|HTTP|status)\s+[45]\d\d)"
)
# "Check" / "confirm" in languages an agent writes its prose in besides English.
_CHECK_WORDS = r"(?:確認|チェック|检查|确认|验证|확인|검증)"
# "Should fail" / "expected to fail" / "confirm that it fails" in the languages agents write
# their prose in besides English (Japanese, Chinese, Korean, Russian, Spanish, Portuguese,
# German, French).
_FAILS_BY_PLAN = (
    r"失敗するはず|失敗する(?:こと|の)を確認|(?:テスト|それ)が(?:失敗|落ちる)(?:こと|の)を確認"
    r"|应该(?:会)?失败|预期(?:会)?失败|确认(?:它|测试)?(?:会)?失败"
    r"|실패해야|실패할\s*것|실패하는지\s*확인"
    r"|долж(?:ен|на|ны|но)\s+(?:упасть|падать|провалиться|завершиться\s+с\s+ошибкой)"
    r"|deber[ií]a\s+fallar|debe\s+fallar|esperamos\s+que\s+falle"
    r"|deve(?:ria)?\s+falhar|sollte\s+fehlschlagen|muss\s+fehlschlagen"
    r"|devrait\s+[ée]chouer|doit\s+[ée]chouer"
)
# "As expected" with a word for failing, in the same languages.
_FAILED_BY_PLAN = (
    r"(?:想定|予定|期待)通り[^。\n]{0,20}(?:失敗|落ち|red)|(?:失敗|落ち)[^。\n]{0,10}(?:想定|予定|期待)通り"
    r"|(?:符合预期|如预期|按预期)[^。\n]{0,20}失败|失败[^。\n]{0,10}(?:符合预期|如预期|按预期)"
    r"|예상대로[^.\n]{0,20}실패|실패[^.\n]{0,10}예상대로"
    r"|как\s+и\s+ожидалось[^.\n]{0,40}(?:ошибк|пада|упал|провал)"
    r"|(?:falla|fall[óo])\s+como\s+(?:se\s+)?esperaba|como\s+se\s+esperaba[^.\n]{0,40}fall"
    r"|falh\w*\s+como\s+esperado|schl[äa]gt\s+(?:wie\s+erwartet|erwartungsgem[äa][ßs])\s+fehl"
    r"|[ée]choue\s+comme\s+pr[ée]vu"
)
_EXPECT_BEFORE = re.compile(
    rf"\bexpect(?:s|ed|ing)?\b(?:\s+(?:it|them|this|that|the\s+\w+|a|an|to|tests?|run|\w+\s+to)){{0,3}}"
    rf"\s+(?:to\s+)?(?:be\s+)?{_FAIL_WORD}\b"
    r"|\b(?:should|must)\s+(?:still\s+)?(?:fail|error\s+out|be\s+rejected|exit\s+non-?zero)\b"
    r"|\b(?:confirm|verify|ensure|make\s+sure|prove|show|see)\w*\s+(?:that\s+)?"
    r"(?:it|they|this|these|the\s+(?:\w+\s+){0,2})\s*(?:still\s+)?(?:fails?|is\s+rejected|errors?\s+out)\b"
    r"|\bred\s+(?:step|phase|run|state|bar)\b|\b(?:go|goes|turn|turns|stay|stays|is|are|be)\s+red\b"
    # TDD's "red" with a word for checking it, in the agent's own language ("red check",
    # "red confirmation", Japanese "red 確認", Chinese "red 确认", Korean "red 확인").
    rf"|\bred\s*(?:checks?\b|confirm\w*|{_CHECK_WORDS})"
    r"|\bfailing\s+tests?\s+first\b"
    rf"|{_FAILS_BY_PLAN}",
    re.IGNORECASE,
)
# Words, in the prose before a look at a path, that say the look asks whether it exists:
# "verifying existence of X", "check whether the config exists", "checking for an external
# requirements file". (Issue 12: existence probes declared as such.)
_EXISTENCE_CHECK = re.compile(
    r"\b(?:verif|check|confirm|test|look)\w*\s+(?:for\s+)?(?:the\s+)?(?:existence|presence)\b"
    r"|\b(?:check|see|verify|confirm|test)\w*\s+(?:whether|if)\b[^.?!\n]{0,80}?"
    r"\b(?:exists?|is\s+(?:there|present)|are\s+(?:there|present))\b"
    r"|\bcheck\w*\s+for\s+(?:an?\s+|the\s+|any\s+)?(?:existing\s+|external\s+)?[\w.\-/]+"
    r"\s+(?:file|folder|directory)\b",
    re.IGNORECASE,
)


def declares_existence_check(prose: str) -> bool:
    """True when prose before a look says it checks whether something exists (issue 12:
    existence probes), without a contrast ("but it should exist")."""
    return any(_EXISTENCE_CHECK.search(s) and not _CONTRAST.search(s) for s in _sentences(prose))


# Words, in the prose right after a failed result, that call the failure the expected one.
_FAILED_WORDS = r"(?:fail(?:s|ed|ing|ure|ures)?|red|errors?|non-?zero|rejected)"
_EXPECTED_AFTER = re.compile(
    rf"\b{_FAILED_WORDS}\s+as\s+(?:expected|intended|planned)\b"
    r"|\bas\s+(?:expected|intended|planned)\b[^.\n]{0,40}\bfail"
    rf"|\b(?:expected|intended|planned)\s+(?:\*\*)?{_FAILED_WORDS}\b"
    rf"|\b(?:expected|intended|planned)\s+(?:state|result|outcome)\b.*\b{_FAILED_WORDS}\b"
    rf"|\bred\s*(?:は|が)?\s*(?:confirmed|{_CHECK_WORDS})"
    rf"|{_FAILED_BY_PLAN}",
    re.IGNORECASE,
)
# A sentence that contrasts ("unexpected", "but", "instead", "not what") is no confirmation.
_CONTRAST = re.compile(
    r"\bunexpected\w*|\bnot\s+(?:the\s+)?(?:expected|intended)|\bbut\b|\binstead\b"
    r"|\bshould(?:n't| not)?\s+have\b|\bexpected\s+\S+\s+(?:got|but)\b"
    # The same contrast and surprise in the other languages read above.
    r"|しかし|ところが|予想外|意外|但是|可是|没想到|하지만|그러나|예상치\s*못한"
    r"|\bно\b|неожиданн|\bpero\b|inesperad|\bmas\b|\baber\b|unerwartet|\bmais\b|inattendu",
    re.IGNORECASE,
)
# A failure of the environment, not of what was tested: a refused sandbox, a permission, a
# missing program, a network outage. The expectation of a red test does not cover it.
_ENVIRONMENT = re.compile(
    r"failed in sandbox|sandbox(?:ed)?\b[^\n]{0,80}\b(?:denied|refused)|permission denied|EACCES"
    r"|command not found|is not recognized as (?:an internal|the name)|cannot execute"
    r"|Operation not permitted|Could not resolve host|Temporary failure in name resolution"
    r"|\benv: [^:\n]+: No such file or directory",  # `env` could not find the program to run
    re.IGNORECASE,
)


def _sentences(text: str) -> Iterator[str]:
    yield from (s for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip())


def declares_expected_failure(prose: str) -> bool:
    """True when prose before a call says the call is meant to fail (issue 12: intended
    failures announced as such, e.g. a TDD red run)."""
    return any(_EXPECT_BEFORE.search(s) and not _CONTRAST.search(s) for s in _sentences(prose))


def confirms_expected_failure(prose: str) -> bool:
    """True when prose right after a failed result calls the failure the expected one."""
    return any(_EXPECTED_AFTER.search(s) and not _CONTRAST.search(s) for s in _sentences(prose))


# The agent's reaction shows a surprise: what it planned did not happen as planned.
_SURPRISE = re.compile(
    r"\bunexpected(?:ly)?\b|\bnot\s+(?:what\s+(?:I|we)\s+)?expected\b|\bdid(?:n't| not)\s+expect\b"
    r"|\bmore\s+(?:failures|errors)\s+than\b",
    re.IGNORECASE,
)


def surprised(prose: str) -> bool:
    """True when prose after a result says it was not what the agent expected."""
    return bool(_SURPRISE.search(prose))


def environment_failure(output: str) -> bool:
    """True when the output shows the environment refusing to run the command at all."""
    return _shows_environment(clip(output))


@memo_by_text(maxsize=8192)  # a case-insensitive scan of every judged output (issue 17)
def _shows_environment(clipped: str) -> bool:
    return bool(_ENVIRONMENT.search(clipped))


# How much of an output the rules read: its start and its end, where a program's complaint
# and a runner's summary are (memory and time stay bounded on huge outputs).
_HEAD, _TAIL = 2000, 6000


def clip(output: str) -> str:
    """The start and the end of ``output``."""
    if len(output) <= _HEAD + _TAIL:
        return output
    return output[:_HEAD] + "\n" + output[-_TAIL:]


# The labels a scripted check prints or comments before each case (``echo "=== unknown id
# (expect 404) ==="``, ``# should fail gracefully``): quoted whole, apostrophes included.
_LABEL = re.compile(
    r"\b(?:echo|printf)(?:\s+-[neE]+)*\s+(\"(?:[^\"\\]|\\.)*\"|'[^']*'|[^;&|\n]*)"
    r"|(?:^|\n)\s*#(?!!)([^\n]*)"
)
# Besides the expectation words, a label may name the error path it exercises.
_ERROR_PATH = re.compile(
    r"\bgraceful(?:ly)?\s+(?:error|failure|fail\w*)|\bfails?\s+gracefully\b"
    r"|\berror\s+(?:path|case)s?\b|\bnegative\s+(?:test|case|path)s?\b",
    re.IGNORECASE,
)
# A shell's own complaint breaks the scripted check itself, announced or not.
SHELL_COMPLAINT = re.compile(
    r"command not found|no matches found|syntax error|unbound variable|bad substitution"
    r"|is not recognized as",
    re.IGNORECASE,
)


# Words naming the negative case a check exercises (issue 12: checks meant to show a
# finding): a wrong input ("unknown id", "wrong header key", "invalid token"), a dependency
# made absent ("when the backend is down", "Docker-not-running", "when no PR exists").
_BAD = (
    r"(?:unknown|invalid|bad|wrong|missing|nonexistent|non-existent|bogus|malformed|incorrect"
    r"|unauthori[sz]ed|forbidden|expired|fake)"
)
_THING = (
    r"(?:path|case|input|argument|arg|option|flag|id|key|token|header|command|request|value"
    r"|user|password|credentials?|payload|body|param(?:eter)?|field|url|route|file|name)s?"
)
_NEGATIVE_CASE = re.compile(
    rf"\b{_BAD}[- ](?:[\w-]+[- ])?{_THING}\b"
    r"|\b(?:when|if|while)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+"
    r"(?:down|missing|absent|not\s+running|unavailable|stopped|offline|unreachable)\b"
    r"|\b(?:when|if)\s+(?:there\s+(?:is|are)\s+)?no\s+[\w-]+\s+(?:exists?|is\s+(?:set|given|found))"
    r"|\b[\w]+-(?:not-running|down|missing)\b|\bno-args\b",
    re.IGNORECASE,
)
# An HTTP status a label names ("=== 1b. unknown case (404) ==="): the case's expected answer.
_STATUS = re.compile(r"(?<![\w.])([45]\d\d)(?![\w.])")


# A check of a bug or of its fix ("verify the invalid-token crash is fixed"): a failure there
# is the bug, whatever negative case the words name.
_BUG_WORDS = re.compile(r"\b(?:fix(?:ed|es)?|resolved?|regression|crash(?:es|ed)?|bugs?)\b", re.I)


def names_negative_case(text: str) -> bool:
    """True when a label, a comment or a call's description says the case it runs is meant
    to fail: expectation words, an error path, or a negative case named (issue 12); not
    when it names a bug or its fix."""
    if _BUG_WORDS.search(text):
        return False
    return bool(
        declares_expected_failure(text) or _ERROR_PATH.search(text) or _NEGATIVE_CASE.search(text)
    )


# In a printed case label (not in a description, where "without an id" is an attempt), a
# missing input names the case too: "--- no key ---", "=== no token ===".
_NO_INPUT = re.compile(rf"^\W*no[- ](?:auth\w*|{_THING})\W*$", re.IGNORECASE)


def announced_in_command(command: str, error_text: str = "") -> bool:
    """True when a label the command prints (or a comment in it) says that the case it runs
    is meant to fail (issue 12: a check run that is meant to show a finding), or names the
    HTTP status that ``error_text`` reports."""
    for match in _LABEL.finditer(command):
        label = (match.group(1) or match.group(2) or "").strip("\"'")
        if label and (names_negative_case(label) or _NO_INPUT.search(label)):
            return True
        statuses = set(_STATUS.findall(label))
        if statuses and statuses & set(_STATUS.findall(error_text)):
            return True
    return False
