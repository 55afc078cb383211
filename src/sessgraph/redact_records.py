"""Apply secret redaction to what a reader produced, before anything is stored.

Redaction happens between reading and storing, so the database, the extractor, search and
Datasette never see a secret. Every string that is stored is redacted: message text, tool
call input (walked recursively), results, commands and outputs, and the session title.
"""

from __future__ import annotations

from collections import Counter

from sessgraph.models import ParsedSession
from sessgraph.redact import redact


class _SessionRedactor:
    """Redacts the strings of one session, each distinct text once.

    Transcripts repeat long texts: a tool result is often both a tool-result message's text
    and the call's result, and a shell result is also the command's output. Each distinct
    text is scanned once and its replacements are counted once.
    """

    def __init__(self, counts: Counter[str]) -> None:
        self.counts = counts
        self.done: dict[str, str] = {}

    def text(self, text: str) -> str:
        redacted = self.done.get(text)
        if redacted is None:
            redacted = self.done[text] = redact(text, self.counts)
        return redacted

    def maybe(self, text: str | None) -> str | None:
        return None if text is None else self.text(text)

    def value(self, value: object) -> object:
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list):
            return [self.value(item) for item in value]
        if isinstance(value, dict):
            return {key: self.value(item) for key, item in value.items()}
        return value


def redact_session(parsed: ParsedSession, counts: Counter[str]) -> ParsedSession:
    """Redact every stored string of ``parsed`` in place; count replacements by kind
    (once per distinct text of the session, see :class:`_SessionRedactor`)."""
    redactor = _SessionRedactor(counts)
    parsed.session.title = redactor.maybe(parsed.session.title)
    for message in parsed.messages:
        message.text = redactor.text(message.text)
        for call in message.tool_calls:
            if call.input is not None:
                call.input = redactor.value(call.input)  # type: ignore[assignment]
            call.result_text = redactor.maybe(call.result_text)
            if call.command is not None:
                call.command.command = redactor.text(call.command.command)
                call.command.output = redactor.maybe(call.command.output)
    return parsed
