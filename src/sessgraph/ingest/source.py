"""Ingest one source: skip it if unchanged, read it (whole or in parts), store its rows.

Reading is :mod:`sessgraph.reading` (no database), storing is :mod:`sessgraph.store` (no
reader): this module is where the two meet, and where what happened becomes a
:class:`~sessgraph.reports.FileResult`. A source that cannot be read is a failed result, never
an exception, so the other sources still ingest.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import sqlite_utils

from sessgraph.formats import Source, UnknownFormatError
from sessgraph.models import ReadWarning
from sessgraph.reading import ReadResult, SourceParts, read_error, read_source, reads_in_parts
from sessgraph.reports import FileResult
from sessgraph.rows import WarningRow
from sessgraph.store import save_source, source_is_current

PartCallback = Callable[[str, int], None]


def file_result(read: ReadResult) -> FileResult:
    if read.error is not None:
        return FileResult(path=read.path, format=read.format, status="failed", error=read.error)
    return FileResult(
        path=read.path,
        format=read.format,
        status="ingested",
        sessions=len(read.sessions),
        messages=read.messages,
        commands=sum(s.commands for s in read.sessions),
        failed_commands=sum(s.failed_commands for s in read.sessions),
        warnings=read.warnings,
        session_ids=[s.session_id for s in read.sessions],
        redactions=read.redactions,
    )


def store_read(db: sqlite_utils.Database, read: ReadResult) -> FileResult:
    """Write what was read (unless reading failed) and say what happened."""
    if read.error is not None:
        return file_result(read)
    saved = save_source(db, read.stamp, read.sessions, read.warning_rows)
    read.warnings.extend(_as_warnings(read.path, saved.warnings))
    result = file_result(read)
    result.session_ids = saved.session_ids
    return result


def _as_warnings(path: str, rows: list[WarningRow]) -> list[ReadWarning]:
    return [ReadWarning(path=path, line=line, message=message) for line, message in rows]


def ingest_source(
    db: sqlite_utils.Database,
    source: Source,
    *,
    force: bool = False,
    redact: bool = True,
    on_part: PartCallback | None = None,
) -> FileResult:
    """Read one source and store it, unless it is unchanged since the last ingest.

    Secrets are redacted before storing unless ``redact`` is false. A huge source is read
    and written in parts (:func:`ingest_in_parts`)."""
    if not force and source_is_current(db, source.path):
        return FileResult(path=str(source.path), format=source.reader.name, status="unchanged")
    if reads_in_parts(source.path, source.reader.name):
        return ingest_in_parts(db, source, redact, on_part)
    return store_read(db, read_source(str(source.path), source.reader.name, redact))


def ingest_in_parts(
    db: sqlite_utils.Database,
    source: Source,
    redact: bool = True,
    on_part: PartCallback | None = None,
) -> FileResult:
    """Read and store one source part by part, in this process, in one transaction: memory
    holds one part (:mod:`sessgraph.formats._chunked`), not the whole transcript.
    ``on_part(path, n)`` is told the bytes read so far after each part."""
    path, name = str(source.path), source.reader.name
    try:
        progress = None if on_part is None else functools.partial(on_part, path)
        parts = SourceParts(path, name, redact, progress)
        saved = save_source(db, parts.stamp, parts, parts.warning_rows)
        parts.warnings.extend(_as_warnings(path, saved.warnings))
    except Exception as exc:  # a reader bug must not stop the other files from ingesting
        return FileResult(path, name, "failed", error=read_error(path, name, exc))
    sessions = parts.sessions.values()
    return FileResult(
        path=path,
        format=name,
        status="ingested",
        sessions=len(sessions),
        messages=parts.messages,
        commands=sum(s.commands for s in sessions),
        failed_commands=sum(s.failed_commands for s in sessions),
        warnings=parts.warnings,
        session_ids=saved.session_ids,
        redactions=parts.redactions,
    )


def unknown_source(item: UnknownFormatError) -> FileResult:
    return FileResult(path=item.path, format=None, status="failed", error=str(item))
