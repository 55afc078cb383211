"""Reading: a source → rows (never a database).

A source is read with its format's reader (:mod:`sessgraph.formats`), its secrets are redacted
(:mod:`~sessgraph.reading.redact`, :mod:`~sessgraph.reading.redact_records`) and every session
is flattened into the rows storage writes (:mod:`~sessgraph.reading.flatten`, the contract in
:mod:`sessgraph.rows`). Nothing here opens a database, so a reader worker process needs
nothing else; a huge source is read in parts, renumbered here (:mod:`~sessgraph.reading.parts`)
so that storage has one write path.
"""

from __future__ import annotations

from sessgraph.reading.flatten import (
    MAX_TEXT_CHARS,
    SEGMENT_TITLE_CHARS,
    TRUNCATION_MARKER,
    clip,
    segment_rows,
    session_rows,
)
from sessgraph.reading.source import (
    PARTS_MIN_BYTES,
    ReadResult,
    SourceParts,
    read_error,
    read_source,
    reads_in_parts,
)

__all__ = [
    "MAX_TEXT_CHARS",
    "PARTS_MIN_BYTES",
    "SEGMENT_TITLE_CHARS",
    "TRUNCATION_MARKER",
    "ReadResult",
    "SourceParts",
    "clip",
    "read_error",
    "read_source",
    "reads_in_parts",
    "segment_rows",
    "session_rows",
]
