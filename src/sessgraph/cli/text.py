"""Transcript text made safe for a terminal.

Transcripts hold whatever the tools printed: ANSI colours, cursor movement, OSC sequences
that set the clipboard or the window title, clear-screen, NULs, and file names that are not
UTF-8. Printed as they are, they would rewrite the user's terminal or crash the output
stream. :func:`terminal_text` keeps newlines and tabs, drops escape sequences, shows other
control characters as ``^X`` / ``\\x9b``, and replaces undecodable bytes.
"""

from __future__ import annotations

import re

# CSI (ESC [ … final), OSC (ESC ] … BEL or ST), other two-character ESC sequences.
_ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor movement, clear screen
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC: clipboard, title, hyperlinks
    r"|\x1b[@-Z\\-_]"  # other ESC sequences
    r"|\x9b[0-?]*[ -/]*[@-~]"  # 8-bit CSI
)
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _visible(match: re.Match[str]) -> str:
    char = match.group()
    code = ord(char)
    return f"^{chr(code + 64)}" if code < 32 else f"\\x{code:02x}"


def terminal_text(text: str) -> str:
    """``text`` without terminal control sequences, printable whatever it contained."""
    text = _ESCAPES.sub("", text)
    text = _CONTROLS.sub(_visible, text)
    try:
        # Undecodable bytes of a file name (lone surrogates) shown as \xNN.
        raw = text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = text.encode("utf-8", "backslashreplace")
    return raw.decode("utf-8", "backslashreplace")
