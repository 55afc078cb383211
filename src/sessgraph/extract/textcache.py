"""A memo for pure functions of one (possibly huge) text: keyed by a digest, not the text.

Agents and tools repeat themselves (the same command, the same tool output, the same status
message), so the extractor's text functions (spaCy prose entities, shell-word command parsing,
error detection) are memoised. ``functools.lru_cache`` would keep every key text alive, up
to megabytes each; this cache keeps a 16-byte blake2b digest instead (a text of at most
:data:`SHORT_KEY_CHARS` characters is its own key: cheaper than its digest), so its memory is
bounded by ``maxsize`` times the size of the results and a short key. Results must be
immutable (tuples of frozen dataclasses); callers that hand out lists copy them.
:func:`memo_by_parts` does the same for a function of several texts and small scalars (a
command, its output and its exit code): the digest covers each part with its length and type,
so two argument lists never share a key.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from contextlib import suppress
from functools import wraps
from typing import Any, ParamSpec, TypeVar

T = TypeVar("T")
P = ParamSpec("P")


def _evict_oldest(cache: dict[Any, Any], maxsize: int) -> None:
    if len(cache) >= maxsize:
        # Oldest first (dicts keep insertion order): a cheap FIFO eviction.
        # Another thread may empty or resize the dict meanwhile; then skip this eviction.
        with suppress(StopIteration, RuntimeError):
            cache.pop(next(iter(cache)), None)


def _cached(cache: dict[bytes, T], maxsize: int, key: bytes, compute: Callable[[], T]) -> T:
    """The result stored under ``key``, or ``compute()`` stored there (oldest evicted)."""
    try:
        return cache[key]
    except KeyError:
        pass
    result = compute()
    _evict_oldest(cache, maxsize)
    cache[key] = result
    return result


# A text this short is its own key (a string hashes once, and its hash is kept with it): most
# texts asked of the rules are short lines and commands, and a digest of each costs more than
# the look-up (issue 17). Keys stay small: at most this many characters each.
SHORT_KEY_CHARS = 256


def memo_by_text(maxsize: int) -> Callable[[Callable[[str], T]], Callable[[str], T]]:
    """Decorator: memoise ``fn(text)`` by a digest of ``text`` (a short text by itself),
    keeping ``maxsize`` results."""

    def decorate(fn: Callable[[str], T]) -> Callable[[str], T]:
        cache: dict[str | bytes, T] = {}

        @wraps(fn)
        def memoised(text: str) -> T:
            key: str | bytes = text
            if len(text) > SHORT_KEY_CHARS:
                data = text.encode("utf-8", "surrogatepass")
                key = hashlib.blake2b(data, digest_size=16).digest()
            try:
                return cache[key]
            except KeyError:
                pass
            result = fn(text)
            _evict_oldest(cache, maxsize)
            cache[key] = result
            return result

        memoised.cache_clear = cache.clear  # type: ignore[attr-defined]
        return memoised

    return decorate


def _parts_key(parts: tuple[object, ...]) -> bytes | None:
    """A digest of positional arguments that are ``str``, ``int`` or ``None``: each part is
    written with its type and length, so ``("ab", "c")`` and ``("a", "bc")`` differ. ``None``
    when some part is of another type (such a call is not memoised)."""
    digest = hashlib.blake2b(digest_size=16)
    for part in parts:
        if isinstance(part, str):
            data = part.encode("utf-8", "surrogatepass")
            digest.update(b"s%d:" % len(data))
            digest.update(data)
        elif part is None:
            digest.update(b"n;")
        elif type(part) is int:
            digest.update(b"i%d;" % part)
        else:
            return None
    return digest.digest()


def memo_by_parts(maxsize: int) -> Callable[[Callable[P, T]], Callable[P, T]]:
    """Decorator: memoise ``fn(*parts)`` (positional ``str``/``int``/``None`` arguments) by a
    digest of the parts, keeping ``maxsize`` results (see :func:`memo_by_text`); a call with
    keyword arguments or parts of another type is computed each time."""

    def decorate(fn: Callable[P, T]) -> Callable[P, T]:
        cache: dict[bytes, T] = {}

        @wraps(fn)
        def memoised(*args: P.args, **kwargs: P.kwargs) -> T:
            key = None if kwargs else _parts_key(args)
            if key is None:
                return fn(*args, **kwargs)  # keyword calls and other types: not memoised
            return _cached(cache, maxsize, key, lambda: fn(*args, **kwargs))

        memoised.cache_clear = cache.clear  # type: ignore[attr-defined]
        return memoised

    return decorate
