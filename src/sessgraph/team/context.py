"""A symptom's context as the team store holds it: its salient words, not its text.

The context of a stored failure (the command and output around it) is transcript text, which
a push leaves behind unless asked for it; ``similar_fixes`` reads a context only as the set
of its salient words, so that set is what travels. A module of its own because both the push
(:mod:`~sessgraph.team.payload`) and the query (:mod:`~sessgraph.team.query`) shape contexts
so, and the query, which the agent hook runs, should not import the push's redaction.
"""

from __future__ import annotations

from sessgraph.similar import salient_words


def context_words(text: str | None) -> str | None:
    """The distinct salient words of ``text``, sorted, space-separated (``None`` if none).

    ``similar_fixes`` reads a symptom's context as the set of its salient words; that set
    survives this round trip exactly, the text does not."""
    if not text:
        return None
    words = sorted(salient_words(text))
    return " ".join(words) or None
