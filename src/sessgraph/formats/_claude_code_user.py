"""Claude Code user lines: their text and what they are (a typed prompt or something injected).

Private helper of :mod:`sessgraph.formats.claude_code` (the mapping is in its docstring): a user
line's content is a string or a list of blocks; IDE context blocks (an opened file, a selection,
diagnostics) are kept in the message's text but are not what the user typed, and the injected
lines (slash-command echoes, bash mode, caveats, hook output, notifications) are told apart by
their leading markers.
"""

from __future__ import annotations

import re

from sessgraph.formats._io import as_dict, as_list, as_str
from sessgraph.models import MessageKind

_IDE_CONTEXT = re.compile(
    r"\A\s*<(ide_opened_file|ide_selection|ide_diagnostics)>.*?</\1>\s*\Z", re.DOTALL
)
_COMMAND_ECHO_MARKERS = (
    "<command-name>",
    "<command-message>",
    "<local-command-stdout>",
    "<local-command-stderr>",
    "<bash-input>",
    "<bash-stdout>",
    "<bash-stderr>",
)
_META_PREFIXES = (
    "Caveat:",
    "<local-command-caveat>",
    "[Request interrupted by user",
    "<system-reminder>",
    "<user-prompt-submit-hook>",
    "<user-memory-input>",
    "<task-notification>",
)


def user_text(content: object) -> tuple[str, str]:
    """(full text, text without IDE-context blocks) of a user line's content."""
    if isinstance(content, str):
        return content, "" if _IDE_CONTEXT.match(content) else content
    full: list[str] = []
    typed: list[str] = []
    for block in as_list(content):
        block_dict = as_dict(block)
        text = as_str(block_dict.get("text"))
        if text is None:
            if block_dict.get("type") == "image":
                full.append("[image]")
                typed.append("[image]")
            continue
        full.append(text)
        if not _IDE_CONTEXT.match(text):
            typed.append(text)
    return "\n\n".join(full), "\n\n".join(typed)


def user_kind(obj: dict[str, object], typed: str, in_subagent: bool) -> MessageKind:
    """What a user line without tool results is: a typed prompt or something injected."""
    if obj.get("isCompactSummary") is True:
        return MessageKind.COMPACTION_SUMMARY
    if obj.get("isMeta") is True or obj.get("isVisibleInTranscriptOnly") is True:
        return MessageKind.META
    stripped = typed.lstrip()
    if stripped.startswith(_COMMAND_ECHO_MARKERS):
        return MessageKind.COMMAND_ECHO
    if not stripped or stripped.startswith(_META_PREFIXES):
        return MessageKind.META
    if in_subagent and stripped == "Warmup":
        return MessageKind.META
    return MessageKind.PROMPT
