"""Opening a database: the one way to do it, one default path, one write transaction.

:func:`open_db` sets WAL mode (readers work during an ingest), a bigger page cache, and brings
the schema up to date (:mod:`sessgraph.store.schema`). sqlite-utils' plugins are not run on
its connections: sessgraph uses none, and looking them up scans the entry points of every
installed distribution (``importlib.metadata``, 20-40 ms in each process that opens one). The
database path has one default, ``sessgraph.db``, and ``$SESSGRAPH_DB`` to override it (every
CLI command also takes ``-d/--db``). :func:`transaction` is ``BEGIN IMMEDIATE`` so two writers
serialise rather than deadlock; :func:`bulk_writes` checkpoints the WAL less often during an
ingest.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlite_utils

from sessgraph.store.readonly import NotSessgraphDatabase, check_sessgraph_database
from sessgraph.store.schema import migrate

CACHE_KIB = 32 * 1024
# WAL pages between automatic checkpoints during a bulk write (SQLite's default is 1000).
BULK_WAL_AUTOCHECKPOINT = 8192
# The page cache during a bulk write: an ingest appends (rows in id order, FTS5 segments), so a
# big cache holds pages it will not read again; with 32 MB the writer of a 256 MB ingest peaked
# ~30 MB higher and spent no less CPU (benchmarks/README, issue 17).
BULK_CACHE_KIB = 8 * 1024


def open_db(path: str | Path, *, read_only: bool = False) -> sqlite_utils.Database:
    """Open (and migrate) a sessgraph database. WAL mode lets readers work during ingest."""
    if read_only:
        conn = sqlite3.connect(f"file:{Path(path)}?mode=ro", uri=True, check_same_thread=False)
        return sqlite_utils.Database(conn, execute_plugins=False)
    db = sqlite_utils.Database(str(path), execute_plugins=False)
    try:
        check_sessgraph_database(db.conn, Path(path))
    except NotSessgraphDatabase:
        db.close()
        raise
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("PRAGMA busy_timeout=30000")
    db.execute("PRAGMA foreign_keys=OFF")
    # A bigger page cache keeps the indexes of a large ingest in memory (default is 2 MB).
    db.execute(f"PRAGMA cache_size=-{CACHE_KIB}")
    migrate(db)
    return db


@contextmanager
def transaction(db: sqlite_utils.Database) -> Iterator[None]:
    """One write transaction; ``BEGIN IMMEDIATE`` so two writers serialise, not deadlock."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


@contextmanager
def bulk_writes(db: sqlite_utils.Database) -> Iterator[None]:
    """Checkpoint the WAL less often while many transactions are written (an ingest), with a
    smaller page cache (:data:`BULK_CACHE_KIB`).

    Every checkpoint copies the pages written since the last one into the database and syncs
    it; with 32 MB between checkpoints instead of 4 MB, pages that many transactions touch (the
    indexes, the full-text segments) are copied once per checkpoint, not once per 4 MB. The
    WAL file grows to about that size; the previous settings are restored afterwards."""
    (previous,) = db.execute("PRAGMA wal_autocheckpoint").fetchone()
    (previous_cache,) = db.execute("PRAGMA cache_size").fetchone()
    db.execute(f"PRAGMA wal_autocheckpoint={max(previous, BULK_WAL_AUTOCHECKPOINT)}")
    db.execute(f"PRAGMA cache_size=-{BULK_CACHE_KIB}")
    try:
        yield
    finally:
        db.execute(f"PRAGMA wal_autocheckpoint={int(previous)}")
        db.execute(f"PRAGMA cache_size={int(previous_cache)}")
