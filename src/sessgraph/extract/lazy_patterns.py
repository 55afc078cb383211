"""Regular expressions compiled on first use, for modules that a short query process imports.

The query path (``sessgraph fixes``, the agent hook) imports the extractor's text modules to
read the asked error like a stored symptom, but uses a small share of their patterns; compiling
all of them at import was a tenth of such a process's run. :func:`lazy_compile` is
``re.compile`` deferred: it returns a stand-in that compiles the pattern the first time one of
its attributes is read, then keeps the compiled pattern's attributes (``search``,
``finditer``, ...) on itself, so that later uses are one attribute look-up. It
behaves as the compiled pattern in every use through its attributes; it is not an instance of
``re.Pattern`` (so it is never passed to ``re.sub`` and the like, nor checked with
``isinstance``).
"""

from __future__ import annotations

import re
from typing import Any, cast


class _LazyPattern:
    """``re.compile(pattern, flags)``, made the first time an attribute is read."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._source = (pattern, flags)

    def __getattr__(self, name: str) -> Any:
        # Called once, for the first attribute read: the compiled pattern's attributes move
        # onto the instance and it stops being lazy (a class with __getattr__ makes every
        # attribute read slower, ~10% of a short search).
        compiled = re.compile(*self._source)
        for attribute in dir(compiled):
            if not attribute.startswith("__"):
                setattr(self, attribute, getattr(compiled, attribute))
        object.__setattr__(self, "__class__", _CompiledPattern)
        return getattr(self, name)

    def __repr__(self) -> str:
        return f"lazy_compile({self._source[0]!r}, {self._source[1]!r})"


class _CompiledPattern:
    """A :class:`_LazyPattern` once compiled: the pattern's attributes are its own."""

    _source: tuple[str, int]

    def __repr__(self) -> str:
        return f"lazy_compile({self._source[0]!r}, {self._source[1]!r})"


def lazy_compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, compiled when first used (see the module's docstring)."""
    return cast("re.Pattern[str]", _LazyPattern(pattern, flags))
