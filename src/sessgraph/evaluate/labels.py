"""A labelled transcript as the evaluator holds it, and how a label names a token.

Shared by the per-file scoring (:mod:`~sessgraph.evaluate.real`) and the cross-session
queries (:mod:`~sessgraph.evaluate.queries`), which must not import each other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class LabelledFile:
    """One labelled transcript: which set, where it is, its labels and its stored sessions."""

    set_name: str
    key: str
    path: Path
    entry: dict[str, Any]
    repo: str | None
    half: str
    session_ids: list[str] = field(default_factory=list)


def names_token(token: str, text: str) -> bool:
    """Whether ``text`` contains ``token`` (case-insensitive) as a whole token: where the
    token starts or ends with a word character, the text must not continue it (``cp`` is not
    named by ``tcp``, ``requests`` is named by ``requests-2.32``)."""
    token = token.strip()
    if not token:
        return False
    pattern = re.escape(token.lower())
    if re.match(r"\w", token):
        pattern = rf"(?<!\w){pattern}"
    if re.search(r"\w$", token):
        pattern = rf"{pattern}(?!\w)"
    return re.search(pattern, text.lower()) is not None
