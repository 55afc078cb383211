"""Apply secret redaction to what a reader produced, before anything is stored.

Redaction happens between reading and storing, so the database, the extractor, search and
Datasette never see a secret. Every string that is stored is redacted: message text, tool
call input (walked recursively), results, commands and outputs, and the session title.
"""

from __future__ import annotations

from collections import Counter

from sessgraph.models import ParsedSession
from sessgraph.reading.redact import redact

_UNCHANGED = ""  # what ``_SessionRedactor.done`` holds for a text without secrets


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
        """``text`` redacted; ``text`` itself (the same object) when it holds no secret."""
        redacted = self.done.get(text)
        if redacted is None:
            redacted = redact(text, self.counts)
            self.done[text] = _UNCHANGED if redacted is text else redacted
            return redacted
        return text if redacted is _UNCHANGED else redacted

    def maybe(self, text: str | None) -> str | None:
        return None if text is None else self.text(text)

    def value(self, value: object) -> object:
        """``value`` with its strings redacted, at any depth; ``value`` itself when no
        string in it changed."""
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list):
            items = [self.value(item) for item in value]
            return value if all(a is b for a, b in zip(items, value, strict=True)) else items
        if isinstance(value, dict):
            redacted = {key: self.value(item) for key, item in value.items()}
            unchanged = all(redacted[key] is item for key, item in value.items())
            return value if unchanged else redacted
        return value


def redact_session(parsed: ParsedSession, counts: Counter[str]) -> ParsedSession:
    """Redact every stored string of ``parsed`` in place; count replacements by kind
    (once per distinct text of the session, see :class:`_SessionRedactor`).

    A field is assigned only when its text changed: most texts hold no secret, and setting a
    pydantic field costs more than looking the text up."""
    redactor = _SessionRedactor(counts)
    text, maybe = redactor.text, redactor.maybe
    title = parsed.session.title
    if title is not None and (new_title := text(title)) is not title:
        parsed.session.title = new_title
    for message in parsed.messages:
        if (new := text(message.text)) is not message.text:
            message.text = new
        for call in message.tool_calls:
            if call.input is not None and (args := redactor.value(call.input)) is not call.input:
                call.input = args  # type: ignore[assignment]
            if (result := maybe(call.result_text)) is not call.result_text:
                call.result_text = result
            command = call.command
            if command is not None:
                if (new := text(command.command)) is not command.command:
                    command.command = new
                if (output := maybe(command.output)) is not command.output:
                    command.output = output
    return parsed
