"""The parallel ingest: reader processes read, this process writes, results in source order.

Reading (reader, redaction, flattening to row tuples: :func:`sessgraph.reading.read_source`)
is as costly as writing, so with at least :data:`PARALLEL_MIN_SOURCES` sources to read it runs
in worker processes (:func:`sessgraph.workers.worker_count`) while this process writes. The
unchanged check happens here before a source is handed out. Results are written and reported
in the original order, each source in its own transaction, exactly as the sequential path does;
so that one big file at the head does not stall the other workers, sources are read ahead by
input size: up to :data:`READ_AHEAD_BYTES` of input (and at most :data:`MAX_READ_AHEAD`
sources) beyond the one being waited for, which bounds the memory the waiting results take.

Without reader processes (a small ingest on two cores, beside the extraction worker:
:func:`sessgraph.workers.reads_here`) this process reads each source when its turn comes and
writes it before reading the next; the extraction worker still gets each source's sessions as
soon as they are written.

Once every source is written, this process builds the full-text index of what it stored
(:mod:`sessgraph.store.search_index`) while the extraction worker finishes its last sessions.

A huge JSONL source (:func:`sessgraph.reading.reads_in_parts`) is not handed to a worker: this
process reads it part by part when its turn comes and writes each part as it is read, still
in one transaction (:func:`~sessgraph.ingest.source.ingest_in_parts`), so memory holds one
part, not the transcript.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import sqlite_utils

from sessgraph import workers as runtime
from sessgraph.extract.background import BackgroundExtractor
from sessgraph.formats import Source, UnknownFormatError
from sessgraph.ingest.source import (
    PartCallback,
    ingest_in_parts,
    store_read,
    unknown_source,
)
from sessgraph.reading import ReadResult, read_source, reads_in_parts
from sessgraph.reports import FileResult
from sessgraph.store import source_is_current
from sessgraph.store.search_index import index_owed

# Fewer sources than this to read: read in this process (a worker costs ~0.3 s to start).
PARALLEL_MIN_SOURCES = 3
# Read-ahead beyond the source at the head of the write queue: input bytes and sources. The
# bytes bound the memory; the count only guards against a flood of tiny results (at 64, the
# many small files of a Claude Code projects folder left a worker idle about a third of the
# time while the writer waited for a big file). Where the writer is the slow stage (a large
# ingest on a quiet machine) the read-ahead is always full: results of 48 MB of input held
# ~30 MB in the writer (its peak 117 MB against 88 MB with 16 MB; benchmarks/README, issue 17).
READ_AHEAD_BYTES = 16 << 20
MAX_READ_AHEAD = 512


def ingest_parallel(
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
    ``sizes`` holds each source's input size (:func:`~sessgraph.ingest.progress.input_size`),
    by path.

    If the pool breaks (a worker killed, or workers that cannot start, e.g. a script without an
    ``if __name__ == "__main__"`` guard), the remaining sources are read in this process."""
    # In source order: a finished result, or a read in flight with its input size (no
    # future: a huge source this process reads in parts when its turn comes).
    queue: deque[FileResult | tuple[Source, Future[ReadResult] | None, int]] = deque()
    reading = 0  # reads in flight
    reading_bytes = 0  # their input size
    pool: ProcessPoolExecutor | None = (
        runtime.make_pool(workers, runtime.READER_NICENESS) if workers > 0 else None
    )

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
            result = store_read(db, read)
        emit(result)
        if extractor is not None:
            extractor.submit(result.session_ids)
            extractor.collect()

    def has_room() -> bool:
        """May another read be handed out? (Budget: beyond the first read in the queue.)"""
        if reading == 0:
            return True
        if pool is None:
            return False  # read here: each source is written before the next is read
        first = next(e[2] for e in queue if not isinstance(e, FileResult) and e[1] is not None)
        return reading <= MAX_READ_AHEAD and reading_bytes - first < READ_AHEAD_BYTES

    def hand_out(item: Source | UnknownFormatError) -> None:
        nonlocal reading, reading_bytes, pool
        if isinstance(item, UnknownFormatError):
            queue.append(unknown_source(item))
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
        # The full-text index of what was stored, while the extraction worker finishes.
        index_owed(db)
        if extractor is not None:
            extractor.collect(wait=True)
    except BaseException:
        if pool is not None:
            runtime.stop_pool(pool)
        raise
    if pool is not None:
        pool.shutdown(wait=True)
