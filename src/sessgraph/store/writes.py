"""Row writes that keep the full-text indexes in step, without triggers.

``messages``, ``commands`` and ``symptoms`` have FTS5 indexes (external content, porter
unicode61) that Datasette and ``similar_fixes`` search. They are written here, in the same
transaction as the rows: :func:`insert_rows` indexes the rows it inserts and
:func:`delete_rows` takes rows out of the index before deleting them. Triggers did the same
at about four times the cost per row, so every write to those tables goes through these two
functions. An ingest stores messages and commands unindexed (``index=False``) and indexes
them in bulk afterwards (:mod:`sessgraph.store.search_index`); rows never indexed are deleted
with ``indexed=False``. Rows are written with plain ``executemany`` in a fixed column order
(sqlite-utils' ``insert_all`` spends more time preparing rows than SQLite spends storing them).
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import Any

import sqlite_utils

from sessgraph.rows import ROW_COLUMNS

FTS_COLUMNS: dict[str, tuple[str, ...]] = {
    "messages": ("text",),
    "commands": ("command", "output"),
    "symptoms": ("error_text", "template", "context"),
}


def insert_rows(
    db: sqlite_utils.Database,
    table: str,
    rows: Sequence[dict[str, Any]],
    *,
    ignore: bool = False,
) -> None:
    """Insert ``rows`` (dicts) and index their full-text columns.

    Rows should come in increasing id order: FTS5 appends to its pending index then, and
    flushes it into a new segment whenever a rowid is lower than the previous one.
    """
    if not rows:
        return
    columns = ROW_COLUMNS.get(table)
    if columns is None:
        # Rows of other tables may differ in keys; a missing key is NULL (as in sqlite-utils).
        columns = tuple(dict.fromkeys(key for row in rows for key in row))
        values = [tuple(row.get(c) for c in columns) for row in rows]
    else:
        get = itemgetter(*columns)
        values = [get(row) for row in rows]
    insert_values(db, table, values, columns, ignore=ignore)


def insert_values(
    db: sqlite_utils.Database,
    table: str,
    values: Sequence[Sequence[Any]],
    columns: Sequence[str] | None = None,
    *,
    ignore: bool = False,
    index: bool = True,
) -> None:
    """Insert row tuples (in ``columns`` order, by default ``ROW_COLUMNS[table]``) and index
    their full-text columns (unless ``index`` is false: the caller owes the index, see
    :mod:`sessgraph.store.search_index`); the same ordering advice as :func:`insert_rows`
    applies."""
    if not values:
        return
    if columns is None:
        columns = ROW_COLUMNS[table]
    verb = "INSERT OR IGNORE" if ignore else "INSERT"
    marks = ", ".join("?" * len(columns))
    db.conn.executemany(f"{verb} INTO {table} ({', '.join(columns)}) VALUES ({marks})", values)
    fts = FTS_COLUMNS.get(table) if index else None
    if fts:
        get = itemgetter(*(list(columns).index(c) for c in ("id", *fts)))
        fts_marks = ", ".join("?" * (len(fts) + 1))
        db.conn.executemany(
            f"INSERT INTO {table}_fts (rowid, {', '.join(fts)}) VALUES ({fts_marks})",
            [get(v) for v in values],
        )


def delete_rows(
    db: sqlite_utils.Database,
    table: str,
    where: str,
    params: Sequence[Any],
    *,
    indexed: bool = True,
) -> None:
    """``DELETE FROM table WHERE where``, taking the rows out of the full-text index first
    (unless they were never indexed: ``indexed`` false; FTS5 cannot check that itself)."""
    fts = FTS_COLUMNS.get(table) if indexed else None
    if fts:
        cols = ", ".join(fts)
        db.execute(
            f"INSERT INTO {table}_fts ({table}_fts, rowid, {cols}) "
            f"SELECT 'delete', id, {cols} FROM {table} WHERE {where}",
            params,
        )
    db.execute(f"DELETE FROM {table} WHERE {where}", params)
