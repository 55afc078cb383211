"""Read-only connections for the query path, without sqlite-utils.

A query command (``sessgraph fixes``, the agent hook, the MCP server) only reads, and its
whole run is shorter than importing sqlite-utils (which imports numpy when it is installed).
:func:`open_readonly` opens the file with SQLite's ``mode=ro`` (a database another process is
writing stays visible, WAL included) and wraps the connection in :class:`QueryDB`, which has
the two things the query code uses of a ``sqlite_utils.Database``: ``execute`` and ``conn``.
Both satisfy :class:`Queryable`, so the same query functions serve the CLI, the API, the
Datasette plugin (over its own connections) and the extractor's databases.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

BUSY_TIMEOUT_MS = 5000


class Queryable(Protocol):
    """What query code needs of a database: ``execute`` and the underlying connection."""

    @property
    def conn(self) -> sqlite3.Connection: ...

    def execute(self, sql: str, parameters: Any = ...) -> sqlite3.Cursor: ...


class QueryDB:
    """A read-only sqlite3 connection with the ``sqlite_utils.Database`` calls queries use."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def execute(
        self, sql: str, parameters: Sequence[object] | dict[str, object] = ()
    ) -> sqlite3.Cursor:
        return self.conn.execute(sql, parameters)

    def close(self) -> None:
        self.conn.close()


def open_readonly(path: str | Path) -> QueryDB:
    """Open an existing database for reading only (``FileNotFoundError`` if it is missing)."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such database; run `sessgraph ingest` first")
    conn = sqlite3.connect(
        f"file:{path.resolve().as_posix()}?mode=ro", uri=True, check_same_thread=False
    )
    conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    return QueryDB(conn)
