"""Extraction in a worker process, overlapped with an ingest.

During a parallel ingest (:mod:`sessgraph.ingest`) the main process writes sources and reader
processes read them; extraction would otherwise wait until every source is written and then run
in the main process alone. :class:`BackgroundExtractor` hands each written source's sessions to
a worker process that opens the database read-only (WAL lets it read while the main process
writes), computes their rows with :func:`~sessgraph.extract.run.extract_rows` (the same pure
code the sequential path runs) and returns them; the main process writes them with
:func:`~sessgraph.extract.run.save_extracts`, in submission order, between sources (in batches,
below).

A session written again later in the same run (the same id in two files) makes its earlier
result stale: each submission carries the session's write generation, and a result whose
generation is no longer current is dropped (the later submission brings the fresh one). The
cross-session step (:func:`~sessgraph.extract.run.relink`) runs once at the end, as before.

Results are written in batches (:data:`WRITE_BATCH_ROWS`), not one transaction per source: each
commit writes every page it touched to the WAL again (the mentions' indexes, the symptoms'
full-text segments): at 256 MB the 1,514 per-source commits took a quarter of the writer's
extraction writes (benchmarks/README, issue 17). Nothing stored is lost by waiting: a session's owed
extraction (``pending_extraction``) is cleared in the transaction that writes its rows, so an
ingest stopped before a batch is written leaves those sessions owed, and the next ingest or
``sessgraph extract`` extracts them. Only the symptoms' full-text segment layout depends on the
batching; what it indexes and answers does not (``tests/test_rows_identical.py`` pins it by
content).

The worker is started when the ingest starts (:meth:`BackgroundExtractor.start`), not when
the first source is written: its first task (:func:`warm_up`) opens the read-only connection
and builds the spaCy pipeline (~1.3 s of CPU with the imports), which then overlaps the
discovery and the first reads instead of delaying the first extraction. On a small history
that start-up was a third of the extraction worker's time, all of it on the critical path.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import sqlite_utils

from sessgraph.extract import run as extract_run
from sessgraph.extract.run import (
    ExtractRows,
    add_stats,
    extract_rows,
    extract_session,
    save_extracts,
)
from sessgraph.reports import ExtractStats
from sessgraph.store import open_db
from sessgraph.workers import stop_pool

_connections: dict[str, sqlite_utils.Database] = {}

# Finished results wait until about this many rows (symptoms, fixes, pivots, entities,
# mentions) are ready, then are written in one transaction: ~0.6 MB of rows held in the writer
# (a 256 MB ingest extracts ~86,000 rows, 27 MB as Python objects, in ~45 such transactions
# instead of 1,514; replaying its writes, batches of 2,000, 5,000 and 20,000 rows cost the
# same, 0.84-1.03 CPU s against 1.14 per source).
WRITE_BATCH_ROWS = 2_000


def extract_sessions(db_path: str, session_ids: list[str]) -> list[ExtractRows]:
    """In a worker: the extracted rows of ``session_ids`` (one read-only connection per db)."""
    db = _connections.get(db_path)
    if db is None:
        db = _connections[db_path] = open_db(db_path, read_only=True)
    return [extract_rows(db, sid) for sid in session_ids]


def warm_up(db_path: str) -> None:
    """In a worker, before the first extraction: the connection and the prose pipeline."""
    from sessgraph.extract.prose import nlp

    if db_path not in _connections:
        _connections[db_path] = open_db(db_path, read_only=True)
    nlp()


class BackgroundExtractor:
    """Extract written sessions in ``pool`` and write the results into ``db`` in order."""

    def __init__(
        self, db: sqlite_utils.Database, db_path: str, make_pool: Callable[[], ProcessPoolExecutor]
    ) -> None:
        self.db = db
        self.db_path = db_path
        self.make_pool = make_pool
        self.pool: ProcessPoolExecutor | None = None
        self.pending: deque[tuple[list[str], list[int], Future[list[ExtractRows]] | None]] = deque()
        self.generation: dict[str, int] = {}
        self.written = 0
        self.session_ids: list[str] = []
        self.stats = ExtractStats()
        # Finished results not written yet (each with the generation it was extracted at),
        # and their row count (see WRITE_BATCH_ROWS).
        self.ready: list[tuple[ExtractRows, int]] = []
        self.ready_rows = 0

    def start(self) -> None:
        """Start the worker now and have it load what extraction needs (:func:`warm_up`)."""
        try:
            if self.pool is None:
                self.pool = self.make_pool()
            self.pool.submit(warm_up, self.db_path)
        except BrokenProcessPool:
            pass  # extraction then happens in this process, when results are collected

    def submit(self, session_ids: list[str]) -> None:
        """Extract ``session_ids`` (just committed by the caller) in the background."""
        if not session_ids:
            return
        self.written += 1
        for sid in session_ids:
            self.generation[sid] = self.written
        self.session_ids.extend(session_ids)
        # A huge session is extracted here, window by window (a worker would return all its
        # rows at once); the generation bump above drops any older result for it.
        marks = ", ".join("?" for _ in session_ids)
        huge = {
            sid
            for (sid,) in self.db.execute(
                f"SELECT id FROM sessions WHERE id IN ({marks}) AND message_count > ?",
                [*session_ids, extract_run.WINDOW_MESSAGES],
            )
        }
        for sid in huge:
            add_stats(self.stats, extract_session(self.db, sid))
        session_ids = [sid for sid in session_ids if sid not in huge]
        if not session_ids:
            return
        future: Future[list[ExtractRows]] | None = None
        try:
            if self.pool is None:
                self.pool = self.make_pool()
            future = self.pool.submit(extract_sessions, self.db_path, session_ids)
        except BrokenProcessPool:
            future = None  # extracted here, when its turn comes
        self.pending.append((session_ids, [self.written] * len(session_ids), future))

    def collect(self, *, wait: bool = False) -> None:
        """Take every finished result at the head of the queue (all of them with ``wait``)
        and write them once :data:`WRITE_BATCH_ROWS` rows are ready (with ``wait``, all)."""
        while self.pending:
            session_ids, generations, future = self.pending[0]
            if future is not None and not wait and not future.done():
                break
            self.pending.popleft()
            try:
                results = future.result() if future is not None else None
            except BrokenProcessPool:
                results = None
            if results is None:  # no worker: extract here
                results = [extract_rows(self.db, sid) for sid in session_ids]
            for rows, generation in zip(results, generations, strict=True):
                self.ready.append((rows, generation))
                self.ready_rows += _row_count(rows)
            if self.ready_rows >= WRITE_BATCH_ROWS:
                self.write_ready()
        if wait:
            self.write_ready()

    def write_ready(self) -> None:
        """Write the finished results that are still current, in order, in one transaction.
        A result whose session was written again since its submission is dropped (the later
        submission brings the fresh one)."""
        current = [
            rows
            for rows, generation in self.ready
            if self.generation.get(rows.session_id) == generation
        ]
        self.ready = []
        self.ready_rows = 0
        if current:
            add_stats(self.stats, save_extracts(self.db, current))

    def close(self) -> None:
        self.write_ready()
        if self.pool is not None:
            self.pool.shutdown(wait=True)

    def stop(self) -> None:
        """Stop now (interrupt or error): queued work is dropped, the worker ended."""
        if self.pool is not None:
            stop_pool(self.pool)


def _row_count(rows: ExtractRows) -> int:
    """The rows ``rows`` will write (entities included: most are new in a fresh database)."""
    return (
        len(rows.symptoms)
        + len(rows.fixes)
        + len(rows.pivots)
        + len(rows.entities)
        + len(rows.mentions)
        + 1
    )
