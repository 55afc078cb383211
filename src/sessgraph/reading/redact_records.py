"""Apply secret redaction to what a reader produced, before anything is stored.

Redaction happens between reading and storing, so the database, the extractor, search and
Datasette never see a secret. Every string that is stored is redacted: message text, tool
call input (walked recursively), results, commands and outputs, and the metadata around them
(session title, cwd, git branch, agent and model names, a command's cwd, the paths of file
edits, tool names and statuses, reader warnings): a branch named after a ticket can carry a
token, a cwd a password in a mounted URL. Ids are not redacted: they are the keys rows are
stored under, and no rule matches an agent id.
"""

from __future__ import annotations

from collections import Counter

from sessgraph.models import ParsedSession, ToolCall
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
            pairs = [(self.value(key), self.value(item)) for key, item in value.items()]
            unchanged = all(
                k is key and v is item
                for (k, v), (key, item) in zip(pairs, value.items(), strict=True)
            )
            return value if unchanged else dict(pairs)
        return value


def redact_session(parsed: ParsedSession, counts: Counter[str]) -> ParsedSession:
    """Redact every stored string of ``parsed`` in place; count replacements by kind
    (once per distinct text of the session, see :class:`_SessionRedactor`).

    A field is assigned only when its text changed: most texts hold no secret, and setting a
    pydantic field costs more than looking the text up."""
    redactor = _SessionRedactor(counts)
    text, maybe = redactor.text, redactor.maybe
    session = parsed.session
    for field in _SESSION_FIELDS:
        value = getattr(session, field)
        if value is not None and (new := text(value)) is not value:
            setattr(session, field, new)
    for message in parsed.messages:
        if (new := text(message.text)) is not message.text:
            message.text = new
        if (model := maybe(message.model)) is not message.model:
            message.model = model
        for call in message.tool_calls:
            _redact_call(call, redactor)
    for warning in parsed.warnings:
        if (new := text(warning.message)) is not warning.message:
            warning.message = new
    return parsed


# Every free-text field of a session header (``id``, ``source_path`` and the timestamps are
# keys or the file's own name, and stay).
_SESSION_FIELDS = ("title", "cwd", "git_branch", "agent", "model", "format_version")


def _redact_call(call: ToolCall, redactor: _SessionRedactor) -> None:
    text, maybe = redactor.text, redactor.maybe
    if (name := text(call.name)) is not call.name:
        call.name = name
    if (status := maybe(call.status)) is not call.status:
        call.status = status
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
        if (cwd := maybe(command.cwd)) is not command.cwd:
            command.cwd = cwd
    for edit in call.edits:
        if (path := text(edit.path)) is not edit.path:
            edit.path = path
