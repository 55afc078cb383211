"""lazy_compile: a pattern compiled on first use that answers as the compiled pattern."""

from __future__ import annotations

import re

from sessgraph.extract.lazy_patterns import lazy_compile


def test_lazy_pattern_is_compiled_only_when_first_used() -> None:
    """Nothing is compiled at definition (an invalid pattern raises only when used)."""
    broken = lazy_compile(r"(unclosed")
    try:
        broken.search("unclosed")
    except re.error:
        return
    raise AssertionError("an invalid pattern was accepted")


def test_lazy_pattern_answers_as_the_compiled_pattern() -> None:
    """search, finditer, sub, groups and flags are those of re.compile(pattern, flags)."""
    source, flags = r"(?P<kind>error|warning)\s*:\s*(\w+)", re.I | re.M
    lazy, eager = lazy_compile(source, flags), re.compile(source, flags)
    text = "ok\nERROR: disk\nWarning : fan\n"
    found = lazy.search(text)
    assert found is not None and found.groupdict() == {"kind": "ERROR"}
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in eager.finditer(text)]
    assert lazy.sub(r"<\1>", text) == eager.sub(r"<\1>", text)
    assert lazy.findall(text) == eager.findall(text)
    assert (lazy.pattern, lazy.flags, lazy.groups) == (eager.pattern, eager.flags, eager.groups)
    assert lazy.fullmatch("nope") is None
