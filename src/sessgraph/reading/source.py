"""Read one source into plain rows: the part of an ingest that needs no database.

:func:`read_source` runs the format's reader, redacts secrets and flattens every session into
tuples (:mod:`sessgraph.rows`). It is a plain function of plain arguments returning a
picklable :class:`ReadResult`, so :mod:`sessgraph.ingest` can run it in a worker process while
the main process writes the previous file; only rows cross the process boundary, never
pydantic models. The source's size and mtime are taken *before* reading: if the file grows
while it is read, the stored stamp is the old one and the next ingest reads it again.

A huge JSONL source is read in parts instead (:class:`SourceParts`), each part renumbered to
the session's positions (:mod:`sessgraph.reading.parts`) so storage writes it like any rows.

The format readers and the redaction rules are imported when a source is first read, not with
this module: the writing process of a parallel ingest imports it to receive the workers'
:class:`ReadResult` objects and never reads itself, and compiling ~300 redaction patterns is
~0.1 s of CPU it would spend for nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from sessgraph.models import ReadWarning
from sessgraph.reading.depth import bound_input_depth
from sessgraph.reading.flatten import session_rows
from sessgraph.reading.parts import PartNumbering
from sessgraph.rows import SessionRows, SourceStamp, WarningRow, path_text, source_stamp
from sessgraph.workers import paused_gc


@dataclass
class ReadResult:
    """What reading one source produced: rows, counts, warnings, or the error that stopped it."""

    path: str
    format: str
    size: int = 0
    mtime_ns: int = 0
    sessions: list[SessionRows] = field(default_factory=list)
    warnings: list[ReadWarning] = field(default_factory=list)
    redactions: Counter[str] = field(default_factory=Counter)
    messages: int = 0
    error: str | None = None

    @property
    def stamp(self) -> SourceStamp:
        return SourceStamp(path_text(self.path), self.format, self.size, self.mtime_ns)

    @property
    def warning_rows(self) -> list[WarningRow]:
        return [(w.line, w.message) for w in self.warnings]


def read_source(path: str, reader_name: str, redact: bool = True) -> ReadResult:
    """Read, redact and flatten every session of one source (never raises for a bad file);
    the garbage collector is paused meanwhile (:func:`sessgraph.workers.paused_gc`)."""
    with paused_gc():
        return _read_source(path, reader_name, redact)


def _read_source(path: str, reader_name: str, redact: bool) -> ReadResult:
    from sessgraph.formats import reader_by_name
    from sessgraph.reading.redact_records import redact_session

    result = ReadResult(path=path, format=reader_name)
    source = Path(path)
    try:
        result.size, result.mtime_ns = source_stamp(source)
        for parsed in reader_by_name(reader_name).read(source):
            bound_input_depth(parsed, path)
            if redact:
                redact_session(parsed, result.redactions)
            result.warnings.extend(parsed.warnings)
            result.messages += len(parsed.messages)
            result.sessions.append(session_rows(parsed))
    except Exception as exc:  # a reader bug must not stop the other files from ingesting
        return ReadResult(path=path, format=reader_name, error=read_error(path, reader_name, exc))
    return result


def read_error(path: str, reader_name: str, exc: Exception) -> str:
    """What to report for a source that could not be read: the I/O error, or the reader's."""
    from sessgraph.formats._io import RefusedInputError

    if isinstance(exc, OSError | RefusedInputError):
        return f"{path}: {exc}"
    return f"{path}: {reader_name} reader failed: {type(exc).__name__}: {exc}"


# Sources at least this large (decompressed) are read in parts and written part by part,
# when their reader can read in parts; smaller ones are read whole, which is faster.
PARTS_MIN_BYTES = 32 << 20


def reads_in_parts(path: Path, reader_name: str) -> bool:
    """Should ``path`` be read in parts (see :mod:`sessgraph.formats._chunked`)?"""
    from sessgraph.formats import reader_by_name
    from sessgraph.formats._io import decompressed_size_at_least, logical_name

    if not reader_by_name(reader_name).reads_in_parts or not path.is_file():
        return False
    if logical_name(path) != path.name:
        # A compressed file's size says nothing of what it holds (a bomb inflates a
        # thousandfold): measure the decompressed bytes, up to the threshold.
        big = decompressed_size_at_least(path, PARTS_MIN_BYTES)
    else:
        big = path.stat().st_size >= PARTS_MIN_BYTES
    return big and _is_json_lines(path)


def _is_json_lines(path: Path) -> bool:
    """Does the file start with a whole JSON object on its first line? (A pretty-printed or
    single-line JSON document, e.g. an opencode export, cannot be cut at lines.)"""
    from sessgraph.formats._io import json_object, read_head

    head = read_head(path).lstrip()
    first, newline, _ = head.partition(b"\n")
    return bool(newline) and json_object(first) is not None


class SourceParts:
    """A source read part by part: iterating yields each part's rows, numbered as in the whole
    session (:class:`~sessgraph.reading.parts.PartNumbering`), then each session's closing rows
    (its last segment and its ``sessions`` row). Counts, warnings and redactions add up as it
    goes; nothing of a part is kept once the next one is read."""

    def __init__(
        self,
        path: str,
        reader_name: str,
        redact: bool = True,
        on_part: Callable[[int], None] | None = None,
    ) -> None:
        self.path = path
        self.on_part = on_part  # called with the bytes read so far, after each part
        self.format = reader_name
        self.redact = redact
        self.size, self.mtime_ns = source_stamp(Path(path))
        self.warnings: list[ReadWarning] = []
        # The same warnings as stored; filled while reading (storage reads it at the end).
        self.warning_rows: list[WarningRow] = []
        self.redactions: Counter[str] = Counter()
        self.messages = 0
        self.sessions: dict[str, PartNumbering] = {}

    @property
    def stamp(self) -> SourceStamp:
        return SourceStamp(path_text(self.path), self.format, self.size, self.mtime_ns)

    def __iter__(self) -> Iterator[SessionRows]:
        from sessgraph.formats import reader_by_name
        from sessgraph.formats._chunked import read_in_parts
        from sessgraph.reading.redact_records import redact_session

        reader = reader_by_name(self.format)
        parts = read_in_parts(reader, Path(self.path), on_part=self.on_part)
        while True:
            with paused_gc():  # per part: the writer runs between parts with it on
                parsed = next(parts, None)
                if parsed is None:
                    break
                bound_input_depth(parsed, self.path)
                if self.redact:
                    redact_session(parsed, self.redactions)
                self.warnings.extend(parsed.warnings)
                self.warning_rows.extend((w.line, w.message) for w in parsed.warnings)
                self.messages += len(parsed.messages)
                rows = session_rows(parsed)
                numbering = self.sessions.get(rows.session_id)
                if numbering is None:
                    numbering = self.sessions[rows.session_id] = PartNumbering(rows.session_id)
                rows = numbering.renumber(rows)
            yield rows
        for numbering in self.sessions.values():
            yield numbering.close()
