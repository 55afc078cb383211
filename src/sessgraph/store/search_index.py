"""The full-text index of stored messages and commands, built in bulk after their rows.

``messages_fts`` and ``commands_fts`` (FTS5, external content) index what an ingest stores.
Indexing each source's rows in the source's own transaction cost the writer of a 256 MB ingest
about twice what indexing the same rows afterwards costs: FTS5 writes its pending terms to a
new segment at every commit and at every statement that may need rolling back, then merges the
small segments again and again. So :func:`~sessgraph.store.sources.save_source` stores rows
unindexed and records in the same transaction that the session's index is owed (stage
``search`` in ``pending_extraction``); :func:`index_owed` indexes every owed session with one
statement per table, in id order (each session's rows lie in its id blocks,
:mod:`sessgraph.store.ids`, so the rows are read by rowid range and appended in order), in
one transaction that also clears the debt.

What is searchable is the same as before: the index holds exactly the stored rows' text, so
every search gives the same rows in the same order with the same ranks
(``tests/test_search_index.py`` compares a bulk-built index with a per-source one, term by
term and query by query); only the FTS5 shadow tables' segment layout differs. What changes is
when: during an ingest, the sessions it has stored are searchable once the ingest indexes them
at its end (before the cross-session relink, which searches messages). An ingest that is
killed leaves its stored rows and the record of the owed index; the next ingest (even one that
finds every file unchanged) or ``sessgraph extract`` builds it. A session deleted before its
index was built is not taken out of the index (it was never in it).
"""

from __future__ import annotations

import sqlite_utils

from sessgraph.store import ids as rowids
from sessgraph.store.db import transaction

# The ``pending_extraction`` stage of a session whose full-text index is owed.
SEARCH_STAGE = "search"
# The tables indexed after their rows, and their indexed columns (see writes.FTS_COLUMNS).
BULK_INDEXED = ("messages", "commands")


def owes_search_index(db: sqlite_utils.Database, session_id: str) -> bool:
    """True when ``session_id``'s rows are stored but not yet in the full-text index."""
    row = db.execute(
        "SELECT 1 FROM pending_extraction WHERE session_id = ? AND stage = ?",
        [session_id, SEARCH_STAGE],
    ).fetchone()
    return row is not None


def index_owed(db: sqlite_utils.Database) -> int:
    """Index the rows of every session whose full-text index is owed; the sessions' count."""
    from sessgraph.store.writes import FTS_COLUMNS

    (owed,) = db.execute(
        "SELECT count(*) FROM pending_extraction WHERE stage = ?", [SEARCH_STAGE]
    ).fetchone()
    if not owed:
        return 0
    bits = rowids.BLOCK_BITS
    with transaction(db):
        for table in BULK_INDEXED:
            columns = ", ".join(FTS_COLUMNS[table])
            picked = ", ".join(f"r.{c}" for c in FTS_COLUMNS[table])
            # One statement (FTS5 flushes its pending terms at each statement, and whenever a
            # rowid is lower than the previous one): the id blocks scanned in order (``+``: not
            # through the session_id index), each owed block's rows by rowid range, so the
            # rows come in id order, unsorted, and the index appends throughout.
            db.execute(
                f"""
                INSERT INTO {table}_fts (rowid, {columns})
                SELECT r.id, {picked} FROM id_blocks b CROSS JOIN {table} r
                ON r.id >= (b.block << {bits}) AND r.id < ((b.block + 1) << {bits})
                WHERE +b.session_id IN (
                    SELECT session_id FROM pending_extraction WHERE stage = ?
                ) AND +r.session_id = b.session_id
                ORDER BY b.block, r.id
                """,
                [SEARCH_STAGE],
            )
        db.execute("DELETE FROM pending_extraction WHERE stage = ?", [SEARCH_STAGE])
    return int(owed)
