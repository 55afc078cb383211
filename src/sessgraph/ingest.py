"""Ingest: find transcripts, read them with the right reader, store them, extract knowledge.

Per source file the flow is: skip if unchanged (size + mtime), read every session with the
format's reader (pure), then replace what was stored from that file in one transaction. A file
that cannot be read at all is reported and the run goes on; a bad line inside a file is a
counted warning with file and line, and the rest of the file is stored.

Reading (reader, redaction, flattening to row tuples: :func:`sessgraph.reading.read_source`)
is as costly as writing, so with more than :data:`PARALLEL_MIN_SOURCES` sources to read it runs
in worker processes (``$SESSGRAPH_WORKERS``, default two, none on a single core; ``0``
reads in this process) while this process writes. The unchanged check happens here before a
source is handed out. Results are written and reported in the original order, each source in
its own transaction, exactly as the sequential path does; so that one big file at the head does
not stall the other workers, sources are read ahead by input size: up to
:data:`READ_AHEAD_BYTES` of input (and at most :data:`MAX_READ_AHEAD` sources) beyond the one
being waited for, which bounds the memory the waiting results take.

A huge JSONL source (:func:`sessgraph.reading.reads_in_parts`) is not handed to a worker: this
process reads it part by part when its turn comes and writes each part as it is read, still
in one transaction (:func:`ingest_in_parts`), so memory holds one part, not the transcript.
"""

from __future__ import annotations

import contextlib
import functools
import multiprocessing
import os
import signal
import threading
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path

import sqlite_utils

from sessgraph.extract.background import BackgroundExtractor
from sessgraph.extract.run import ExtractStats, relink
from sessgraph.extract.run import extract as run_extract
from sessgraph.formats import Source, UnknownFormatError, discover
from sessgraph.models import ReadWarning
from sessgraph.reading import (
    ReadResult,
    SourceParts,
    read_error,
    read_source,
    reads_in_parts,
)
from sessgraph.schema import bulk_writes
from sessgraph.store import save_source, save_source_in_parts, source_is_current

WORKERS_ENV_VAR = "SESSGRAPH_WORKERS"
# Fewer sources than this to read: read in this process (a worker costs ~0.3 s to start).
PARALLEL_MIN_SOURCES = 3
# Read-ahead beyond the source at the head of the write queue: input bytes and sources. The
# bytes bound the memory; the count only guards against a flood of tiny results (at 64, the
# many small files of a Claude Code projects folder left a worker idle about a third of the
# time while the writer waited for a big file).
READ_AHEAD_BYTES = 48 << 20
MAX_READ_AHEAD = 512
# The size a directory source (opencode storage) counts for in the read-ahead.
DIRECTORY_SIZE_ESTIMATE = 1 << 20
MAX_WORKERS = 2
# Reader processes run at this lower priority (a ``nice`` increment). The writer (this
# process) is the serial stage: when it and the readers want more cores than there are, it
# goes first, so results do not pile up unwritten while the readers race ahead. The extraction
# worker keeps the writer's priority: it is a serial stage too, and work it falls behind on
# is left for the end, when one core would do it alone.
READER_NICENESS = 10


@dataclass
class FileResult:
    """What happened to one source."""

    path: str
    format: str | None
    status: str  # ingested / unchanged / failed
    sessions: int = 0
    messages: int = 0
    commands: int = 0
    failed_commands: int = 0
    warnings: list[ReadWarning] = field(default_factory=list)
    error: str | None = None
    session_ids: list[str] = field(default_factory=list)
    redactions: Counter[str] = field(default_factory=Counter)


@dataclass
class IngestReport:
    """Totals of one ingest run."""

    files: list[FileResult] = field(default_factory=list)
    extract_stats: ExtractStats | None = None

    @property
    def ingested(self) -> list[FileResult]:
        return [f for f in self.files if f.status == "ingested"]

    @property
    def failed(self) -> list[FileResult]:
        return [f for f in self.files if f.status == "failed"]

    @property
    def unchanged(self) -> list[FileResult]:
        return [f for f in self.files if f.status == "unchanged"]

    @property
    def changed_session_ids(self) -> list[str]:
        return [sid for f in self.ingested for sid in f.session_ids]

    def total(self, attribute: str) -> int:
        return sum(int(getattr(f, attribute)) for f in self.files)

    @property
    def redactions(self) -> Counter[str]:
        total: Counter[str] = Counter()
        for f in self.files:
            total.update(f.redactions)
        return total

    @property
    def warning_count(self) -> int:
        return sum(len(f.warnings) for f in self.files)


def collect_sources(paths: Iterable[Path]) -> list[Source | UnknownFormatError]:
    """Every source under ``paths``, in a stable order."""
    found: list[Source | UnknownFormatError] = []
    for path in paths:
        path = path.expanduser().resolve()
        if not path.exists():
            found.append(UnknownFormatError(f"{path}: no such file or directory"))
            continue
        found.extend(discover(path))
    return found


def worker_count() -> int:
    """Reader processes to use: ``$SESSGRAPH_WORKERS``, else 2 (none on a single core)."""
    value = os.environ.get(WORKERS_ENV_VAR, "").strip()
    if value:
        try:
            return max(0, int(value))
        except ValueError:
            raise ValueError(
                f"{WORKERS_ENV_VAR}={value!r}: expected a number of worker processes (0 = none)"
            ) from None
    cores = os.cpu_count() or 1
    # Two readers on two cores: with this process writing, three processes keep both cores
    # busy (one reader alone is the bottleneck: reading costs ~1.5x writing).
    return 0 if cores < 2 else min(MAX_WORKERS, cores)


def _file_result(read: ReadResult) -> FileResult:
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


def _store(db: sqlite_utils.Database, read: ReadResult) -> FileResult:
    """Write what was read (unless reading failed) and say what happened."""
    if read.error is None:
        save_source(db, read)
    return _file_result(read)


PartCallback = Callable[[str, int], None]


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
    return _store(db, read_source(str(source.path), source.reader.name, redact))


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
        writers = save_source_in_parts(db, parts)
    except Exception as exc:  # a reader bug must not stop the other files from ingesting
        return FileResult(path, name, "failed", error=read_error(path, name, exc))
    return FileResult(
        path=path,
        format=name,
        status="ingested",
        sessions=len(writers),
        messages=parts.messages,
        commands=sum(w.commands for w in writers),
        failed_commands=sum(w.failed_commands for w in writers),
        warnings=parts.warnings,
        session_ids=[w.session_id for w in writers],
        redactions=parts.redactions,
    )


def _unknown(item: UnknownFormatError) -> FileResult:
    return FileResult(path=str(item).split(":")[0], format=None, status="failed", error=str(item))


def _worker_init(main_pid: int, niceness: int) -> None:
    # Ctrl-C reaches the whole process group; the main process handles it and stops workers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if niceness and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(niceness)
    # A worker must not outlive a main process killed with -9 (it would wait for work forever).
    threading.Thread(target=_exit_with, args=(main_pid,), daemon=True).start()


def _exit_with(main_pid: int) -> None:
    while os.getppid() == main_pid:
        time.sleep(0.5)
    os._exit(1)


def make_pool(workers: int, niceness: int = 0) -> ProcessPoolExecutor:
    """Worker processes, started with ``spawn``: never ``fork`` a process that holds an open
    SQLite connection (and maybe threads); ``spawn`` (unlike ``forkserver``) keeps the workers
    children of this process, so they can tell when it dies. ``niceness`` lowers their
    priority below this process's (see :data:`READER_NICENESS`)."""
    context = multiprocessing.get_context("spawn")
    return ProcessPoolExecutor(
        workers, mp_context=context, initializer=_worker_init, initargs=(os.getpid(), niceness)
    )


def stop_pool(pool: ProcessPoolExecutor) -> None:
    """Stop workers now (on an interrupt or an error): cancel queued reads, end running ones."""
    processes = list((getattr(pool, "_processes", None) or {}).values())  # shutdown drops it
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()


def _input_size(path: Path) -> int:
    """What a source counts for in the read-ahead: its size (an estimate for a directory)."""
    try:
        return DIRECTORY_SIZE_ESTIMATE if path.is_dir() else path.stat().st_size
    except OSError:
        return 0


def _ingest_parallel(
    db: sqlite_utils.Database,
    items: list[Source | UnknownFormatError],
    workers: int,
    force: bool,
    redact: bool,
    emit: Callable[[FileResult], None],
    extractor: BackgroundExtractor | None,
    sizes: dict[str, int],
    on_part: PartCallback | None = None,
) -> None:
    """Read in ``workers`` processes, write here, report in order (see the module docstring).
    ``sizes`` holds each source's input size (:func:`_input_size`), by path.

    If the pool breaks (a worker killed, or workers that cannot start, e.g. a script without an
    ``if __name__ == "__main__"`` guard), the remaining sources are read in this process."""
    # In source order: a finished result, or a read in flight with its input size (no
    # future: a huge source this process reads in parts when its turn comes).
    queue: deque[FileResult | tuple[Source, Future[ReadResult] | None, int]] = deque()
    reading = 0  # reads in flight
    reading_bytes = 0  # their input size
    pool: ProcessPoolExecutor | None = make_pool(workers, READER_NICENESS)

    def read_here(source: Source) -> ReadResult:
        return read_source(str(source.path), source.reader.name, redact)

    def finish_head() -> None:
        nonlocal reading, reading_bytes, pool
        entry = queue.popleft()
        if isinstance(entry, FileResult):
            emit(entry)
            return
        source, future, size = entry
        if future is None:
            result = ingest_in_parts(db, source, redact, on_part)
        else:
            reading -= 1
            reading_bytes -= size
            try:
                read = future.result()
            except BrokenProcessPool:
                pool = None
                read = read_here(source)
            result = _store(db, read)
        emit(result)
        if extractor is not None:
            extractor.submit(result.session_ids)
            extractor.collect()

    def has_room() -> bool:
        """May another read be handed out? (Budget: beyond the first read in the queue.)"""
        if reading == 0:
            return True
        first = next(e[2] for e in queue if not isinstance(e, FileResult) and e[1] is not None)
        return reading <= MAX_READ_AHEAD and reading_bytes - first < READ_AHEAD_BYTES

    def hand_out(item: Source | UnknownFormatError) -> None:
        nonlocal reading, reading_bytes, pool
        if isinstance(item, UnknownFormatError):
            queue.append(_unknown(item))
            return
        if not force and source_is_current(db, item.path):
            queue.append(FileResult(str(item.path), item.reader.name, "unchanged"))
            return
        if reads_in_parts(item.path, item.reader.name):
            queue.append((item, None, 0))
            return
        future: Future[ReadResult] | None = None
        if pool is not None:
            try:
                future = pool.submit(read_source, str(item.path), item.reader.name, redact)
            except BrokenProcessPool:
                pool = None
        if future is None:
            future = Future()
            future.set_result(read_here(item))
        size = sizes.get(str(item.path), 0)
        queue.append((item, future, size))
        reading += 1
        reading_bytes += size

    try:
        todo = deque(items)
        while todo or queue:
            # Keep the workers busy: hand out reads while the budget allows, then write (and
            # report) the head, waiting for it if it is still being read.
            while todo and has_room():
                hand_out(todo.popleft())
            if queue:
                finish_head()
        if extractor is not None:
            extractor.collect(wait=True)
    except BaseException:
        if pool is not None:
            stop_pool(pool)
        raise
    if pool is not None:
        pool.shutdown(wait=True)


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
    extract: bool = False,
    on_progress: Callable[[int, int], None] | None = None,
) -> IngestReport:
    """Ingest every transcript under ``paths`` into ``db`` (secrets redacted by default).

    ``workers`` reader processes (default :func:`worker_count`) read while this process
    writes, when there are at least :data:`PARALLEL_MIN_SOURCES` sources to read. With
    ``extract``, knowledge is extracted from the changed sessions (in a background process
    during a parallel ingest, see :mod:`sessgraph.extract.background`) and the sessions are
    relinked; ``report.extract_stats`` says what was found. ``on_progress(done, total)`` is
    told the input bytes handled so far (see :class:`_Progress`), first with ``done = 0``."""
    with bulk_writes(db):
        return _ingest_paths(db, paths, force, redact, on_file, workers, extract, on_progress)


class _Progress:
    """Input bytes handled so far, reported as ``on_progress(done, total)``: a source counts
    its size when its result is reported (a directory its estimate, an unchanged file too);
    a source read in parts counts as its parts are written."""

    def __init__(
        self,
        items: list[Source | UnknownFormatError],
        on_progress: Callable[[int, int], None] | None,
    ) -> None:
        self.sizes = {str(i.path): _input_size(i.path) for i in items if isinstance(i, Source)}
        self.total = sum(self.sizes.values())
        self.done = 0
        self.partial: dict[str, int] = {}
        self.on_progress = on_progress
        self._report()

    def _report(self) -> None:
        if self.on_progress is not None:
            self.on_progress(self.done, self.total)

    def part(self, path: str, read: int) -> None:
        now = min(read, self.sizes.get(path, 0))
        self.done += now - self.partial.get(path, 0)
        self.partial[path] = now
        self._report()

    def file(self, path: str) -> None:
        self.done += self.sizes.get(path, 0) - self.partial.pop(path, 0)
        self._report()


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
    progress = _Progress(items, on_progress)
    on_part = progress.part if on_progress is not None else None

    def emit(result: FileResult) -> None:
        report.files.append(result)
        if on_file is not None:
            on_file(result)
        progress.file(result.path)

    workers = worker_count() if workers is None else workers
    to_read = 0
    if workers > 0:
        for item in items:
            if isinstance(item, Source) and (force or not source_is_current(db, item.path)):
                to_read += 1
                if to_read >= PARALLEL_MIN_SOURCES:
                    break
    if to_read >= PARALLEL_MIN_SOURCES:
        extractor = None
        db_file = _database_file(db) if extract else None
        if db_file is not None:
            extractor = BackgroundExtractor(db, db_file, lambda: make_pool(1))
        try:
            _ingest_parallel(
                db, items, workers, force, redact, emit, extractor, progress.sizes, on_part
            )
        except BaseException:
            if extractor is not None:
                extractor.stop()
            raise
        if extractor is not None:
            extractor.close()
            if report.changed_session_ids:
                report.extract_stats = extractor.stats
                extractor.stats.reuse = relink(db, _unique(report.changed_session_ids))
            return report
    else:
        for item in items:
            if isinstance(item, UnknownFormatError):
                emit(_unknown(item))
            else:
                emit(ingest_source(db, item, force=force, redact=redact, on_part=on_part))
    if extract and report.changed_session_ids:
        report.extract_stats = run_extract(db, _unique(report.changed_session_ids))
    return report


def _unique(session_ids: list[str]) -> list[str]:
    """Each id once (a session stored by two files is extracted once, as last stored)."""
    return list(dict.fromkeys(session_ids))
