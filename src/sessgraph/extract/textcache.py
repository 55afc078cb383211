"""A memo for pure functions of one (possibly huge) text: keyed by a digest, not the text.

Agents and tools repeat themselves (the same command, the same tool output, the same status
message), so the extractor's text functions (spaCy prose entities, shell-word command parsing,
error detection) are memoised. ``functools.lru_cache`` would keep every key text alive, up
to megabytes each; this cache keeps a 16-byte blake2b digest instead, so its memory is bounded
by ``maxsize`` times the size of the results. Results must be immutable (tuples of frozen
dataclasses); callers that hand out lists copy them.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from contextlib import suppress
from functools import wraps
from typing import TypeVar

T = TypeVar("T")


def memo_by_text(maxsize: int) -> Callable[[Callable[[str], T]], Callable[[str], T]]:
    """Decorator: memoise ``fn(text)`` by a digest of ``text``, keeping ``maxsize`` results."""

    def decorate(fn: Callable[[str], T]) -> Callable[[str], T]:
        cache: dict[bytes, T] = {}

        @wraps(fn)
        def memoised(text: str) -> T:
            key = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
            try:
                return cache[key]
            except KeyError:
                pass
            result = fn(text)
            if len(cache) >= maxsize:
                # Oldest first (dicts keep insertion order): a cheap FIFO eviction.
                # Another thread may empty or resize the dict meanwhile; then skip this eviction.
                with suppress(StopIteration, RuntimeError):
                    cache.pop(next(iter(cache)), None)
            cache[key] = result
            return result

        memoised.cache_clear = cache.clear  # type: ignore[attr-defined]
        return memoised

    return decorate
