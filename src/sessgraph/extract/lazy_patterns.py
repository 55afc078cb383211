"""Regular expressions compiled on first use, for modules that a short query process imports.

The query path (``sessgraph fixes``, the agent hook) imports the extractor's text modules to
read the asked error like a stored symptom, but uses a small share of their patterns; compiling
all of them at import was a tenth of such a process's run. :func:`lazy_compile` is
``re.compile`` deferred: it returns a stand-in that compiles the pattern the first time one of
its attributes is read, then keeps each attribute it hands out (``search``, ``finditer``, ...)
on itself, so that later uses are one attribute look-up, as with the compiled pattern. It
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
        # Only called for attributes not yet on the instance: the first use of each.
        compiled = self.__dict__.get("_compiled")
        if compiled is None:
            compiled = self.__dict__["_compiled"] = re.compile(*self._source)
        value = getattr(compiled, name)
        setattr(self, name, value)
        return value

    def __repr__(self) -> str:
        return f"lazy_compile({self._source[0]!r}, {self._source[1]!r})"


def lazy_compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, compiled when first used (see the module's docstring)."""
    return cast("re.Pattern[str]", _LazyPattern(pattern, flags))
