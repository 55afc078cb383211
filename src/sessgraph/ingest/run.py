"""Ingest: find transcripts, read them with the right reader, store them, extract knowledge.

Per source the flow is (:mod:`sessgraph.ingest.source`): skip it if unchanged (size + mtime),
read every session with the format's reader (pure), then replace what was stored from that
source in one transaction; the full-text index of the stored messages and commands is built
in bulk once every source is written (:mod:`sessgraph.store.search_index`). A file that
cannot be read at all is reported and the run goes on; a bad line inside a file is a counted
warning with file and line, and the rest of the file is stored. With enough sources to read,
reading runs in worker processes while this process writes (:mod:`sessgraph.ingest.parallel`);
with ``extract``, the changed sessions are handed to the extractor (in a background process
during a parallel ingest).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

import sqlite_utils

from sessgraph import workers as runtime
from sessgraph.extract.background import BackgroundExtractor
from sessgraph.extract.run import finish_pending
from sessgraph.formats import Source, UnknownFormatError, discover
from sessgraph.ingest.parallel import PARALLEL_MIN_SOURCES, ingest_parallel
from sessgraph.ingest.progress import Progress
from sessgraph.ingest.source import ingest_source, unknown_source
from sessgraph.reports import FileResult, IngestReport
from sessgraph.store import bulk_writes, source_is_current
from sessgraph.store.search_index import index_owed


def collect_sources(paths: Iterable[Path]) -> list[Source | UnknownFormatError]:
    """Every source under ``paths``, in a stable order."""
    found: list[Source | UnknownFormatError] = []
    for path in paths:
        path = path.expanduser().resolve()
        if not path.exists():
            found.append(UnknownFormatError(path, "no such file or directory"))
            continue
        found.extend(discover(path))
    return found


def _database_file(db: sqlite_utils.Database) -> str | None:
    """The file behind ``db`` ("main" database), or None for an in-memory database."""
    for _seq, name, file in db.execute("PRAGMA database_list").fetchall():
        if name == "main":
            return str(file) or None
    return None


def ingest_paths(
    db: sqlite_utils.Database,
    paths: Iterable[Path],
    *,
    force: bool = False,
    redact: bool = True,
    on_file: Callable[[FileResult], None] | None = None,
    workers: int | None = None,
    extract: bool = True,
    on_progress: Callable[[int, int], None] | None = None,
) -> IngestReport:
    """Ingest every transcript under ``paths`` into ``db`` (secrets redacted by default).

    ``workers`` reader processes (default :func:`sessgraph.workers.reader_count`) read while
    this process writes, when there are at least
    :data:`~sessgraph.ingest.parallel.PARALLEL_MIN_SOURCES` sources to read. With
    ``extract``, knowledge is extracted from the changed sessions (in a background process
    during a parallel ingest, see :mod:`sessgraph.extract.background`) and the sessions are
    relinked; ``report.extract_stats`` says what was found. ``on_progress(done, total)`` is
    told the input bytes handled so far (see :class:`~sessgraph.ingest.progress.Progress`),
    first with ``done = 0``."""
    with bulk_writes(db):
        return _ingest_paths(db, paths, force, redact, on_file, workers, extract, on_progress)


def _ingest_paths(
    db: sqlite_utils.Database,
    paths: Iterable[Path],
    force: bool,
    redact: bool,
    on_file: Callable[[FileResult], None] | None,
    workers: int | None,
    extract: bool,
    on_progress: Callable[[int, int], None] | None = None,
) -> IngestReport:
    report = IngestReport()
    items = collect_sources(paths)
    progress = Progress(items, on_progress)
    on_part = progress.part if on_progress is not None else None

    def emit(result: FileResult) -> None:
        report.files.append(result)
        if on_file is not None:
            on_file(result)
        progress.file(result.path)

    # With reader processes, or reading here beside an extraction worker (a small ingest on
    # two cores, see sessgraph.workers.reads_here), the parallel path runs.
    read_here = workers is None and runtime.reads_here(extract, progress.total)
    if workers is None:
        workers = runtime.reader_count(extract, progress.total)
    to_read = 0
    if workers > 0 or read_here:
        for item in items:
            if isinstance(item, Source) and (force or not source_is_current(db, item.path)):
                to_read += 1
                if to_read >= PARALLEL_MIN_SOURCES:
                    break
    if to_read >= PARALLEL_MIN_SOURCES:
        extractor = None
        db_file = _database_file(db) if extract else None
        if db_file is not None:
            extractor = BackgroundExtractor(db, db_file, lambda: runtime.make_pool(1))
            extractor.start()
        try:
            ingest_parallel(
                db, items, workers, force, redact, emit, extractor, progress.sizes, on_part
            )
        except BaseException:
            if extractor is not None:
                extractor.stop()
            raise
        if extractor is not None:
            extractor.close()
            # What the background extractor could not do (a stale result dropped, a session
            # an earlier, interrupted run stored) is owed still: finish it here.
            stats = finish_pending(db, _unique(report.changed_session_ids), extractor.stats)
            if report.changed_session_ids or stats.sessions:
                report.extract_stats = stats
            return report
    else:
        for item in items:
            if isinstance(item, UnknownFormatError):
                emit(unknown_source(item))
            else:
                emit(ingest_source(db, item, force=force, redact=redact, on_part=on_part))
        index_owed(db)
    if extract:
        # The sessions just stored, then any whose extraction an interrupted run left owed.
        stats = finish_pending(db, _unique(report.changed_session_ids))
        if report.changed_session_ids or stats.sessions:
            report.extract_stats = stats
    return report


def _unique(session_ids: list[str]) -> list[str]:
    """Each id once (a session stored by two files is extracted once, as last stored)."""
    return list(dict.fromkeys(session_ids))
