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
from urllib.parse import quote

BUSY_TIMEOUT_MS = 5000


class NotSessgraphDatabase(ValueError):
    """The file is not SQLite, or an SQLite database some other application made."""


def check_sessgraph_database(conn: sqlite3.Connection, path: Path) -> None:
    """Raise :class:`NotSessgraphDatabase` unless ``conn`` is a sessgraph database (or a new,
    empty one): writing sessgraph's tables into another application's database would mix
    the two, and reading it would fail half-way."""
    try:
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.DatabaseError as error:
        raise NotSessgraphDatabase(f"{path}: not an SQLite database ({error})") from None
    if names and "_migrations" not in names:
        shown = ", ".join(sorted(names)[:5]) + (", …" if len(names) > 5 else "")
        raise NotSessgraphDatabase(
            f"{path}: an SQLite database of another application (tables {shown}), not a "
            "sessgraph database; give another -d"
        )


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


def open_readonly(path: str | Path, busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> QueryDB:
    """Open an existing database for reading only (``FileNotFoundError`` if it is missing);
    a writer's lock is waited for up to ``busy_timeout_ms``."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such database; run `sessgraph ingest` first")
    uri = f"file:{quote(path.resolve().as_posix())}?mode=ro"
    conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
    conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
    try:
        conn.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
    except sqlite3.DatabaseError as error:
        conn.close()
        if not isinstance(error, sqlite3.OperationalError) or "not a database" in str(error):
            raise NotSessgraphDatabase(f"{path}: not an SQLite database ({error})") from None
        # A WAL database in a directory this user cannot write (a shared read-only mount,
        # a copy in /nix/store) cannot get its -shm file; nobody can be writing it there
        # either, so it is read as immutable.
        conn = sqlite3.connect(uri + "&immutable=1", uri=True, check_same_thread=False)
        conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
    try:
        check_sessgraph_database(conn, path)
        if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = '_migrations'").fetchone():
            raise NotSessgraphDatabase(f"{path}: an empty database; run `sessgraph ingest` first")
    except BaseException:
        conn.close()
        raise
    return QueryDB(conn)
