"""Line counts of a text edit, shared by readers that only see the edit's before and after text.

Private helper of :mod:`sessgraph.formats.aider` and :mod:`sessgraph.formats.cursor`. A
``FileEdit`` counts lines the way ``git diff`` would: lines common to both sides are not
counted, so replacing one line of a ten-line block is one added and one removed line, not ten
and ten.
"""

from __future__ import annotations

import difflib


def line_count(text: str) -> int:
    """Number of lines in ``text`` (a final newline does not start another line)."""
    if not text:
        return 0
    return text.count("\n") + (0 if text.endswith("\n") else 1)


def diff_line_counts(before: str, after: str) -> tuple[int, int]:
    """``(added, removed)`` lines between two versions of a text, as a line diff counts them."""
    old = before.splitlines()
    new = after.splitlines()
    added = removed = 0
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag in ("replace", "delete"):
            removed += i2 - i1
        if tag in ("replace", "insert"):
            added += j2 - j1
    return added, removed
