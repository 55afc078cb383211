"""Functions the parallel-ingest tests hand to worker processes (importable by name there)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

from sessgraph import formats
from sessgraph.models import ParsedSession
from sessgraph.reading import source as reading


def _explode(path: Path) -> Iterator[ParsedSession]:
    raise ValueError(f"reader bug on {path.name}")
    yield  # pragma: no cover  (a generator, like a real reader)


def read_source_with_buggy_reader(path: str, reader_name: str, redact: bool = True) -> object:
    """``read_source``, but the reader raises on files named ``bug*``."""
    real = formats.reader_by_name
    if Path(path).name.startswith("bug"):
        formats.reader_by_name = lambda name: dataclasses.replace(real(name), read=_explode)  # type: ignore[assignment]
    try:
        return reading.read_source(path, reader_name, redact)
    finally:
        formats.reader_by_name = real  # type: ignore[assignment]
