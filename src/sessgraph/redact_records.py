"""Apply secret redaction to what a reader produced, before anything is stored.

Redaction happens between reading and storing, so the database, the extractor, search and
Datasette never see a secret. Every string that is stored is redacted: message text, tool
call input (walked recursively), results, commands and outputs, and the session title.
"""

from __future__ import annotations

from collections import Counter

from sessgraph.models import ParsedSession
from sessgraph.redact import redact


def _redact_value(value: object, counts: Counter[str]) -> object:
    if isinstance(value, str):
        return redact(value, counts)
    if isinstance(value, list):
        return [_redact_value(item, counts) for item in value]
    if isinstance(value, dict):
        return {key: _redact_value(item, counts) for key, item in value.items()}
    return value


def _maybe(text: str | None, counts: Counter[str]) -> str | None:
    return None if text is None else redact(text, counts)


def redact_session(parsed: ParsedSession, counts: Counter[str]) -> ParsedSession:
    """Redact every stored string of ``parsed`` in place; count replacements by kind."""
    parsed.session.title = _maybe(parsed.session.title, counts)
    for message in parsed.messages:
        message.text = redact(message.text, counts)
        for call in message.tool_calls:
            if call.input is not None:
                call.input = _redact_value(call.input, counts)  # type: ignore[assignment]
            call.result_text = _maybe(call.result_text, counts)
            if call.command is not None:
                call.command.command = redact(call.command.command, counts)
                call.command.output = _maybe(call.command.output, counts)
    return parsed
