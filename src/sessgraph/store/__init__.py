"""Storage: SQLite, schema by migrations, idempotent per-source writes of rows.

:mod:`~sessgraph.store.db` opens a database (the default path, WAL, migrations) and holds the
write transaction; :mod:`~sessgraph.store.schema` is the migrations and nothing else;
:mod:`~sessgraph.store.writes` inserts and deletes rows keeping the full-text indexes in step;
:mod:`~sessgraph.store.ids` numbers rows (a block of ids per session) and derives content ids;
:mod:`~sessgraph.store.sources` replaces what one source stored with its new rows;
:mod:`~sessgraph.store.search_index` indexes an ingest's messages and commands in bulk after.
Storage takes rows and a source stamp (:mod:`sessgraph.rows`) and never imports the reading
layer.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sessgraph.store.db import bulk_writes, open_db, transaction
    from sessgraph.store.ids import stable_id
    from sessgraph.store.paths import DB_ENV_VAR, DEFAULT_DB, default_db_path
    from sessgraph.store.readonly import Queryable, QueryDB, open_readonly
    from sessgraph.store.schema import MIGRATIONS, SESSION_TABLES, migrate, migration
    from sessgraph.store.sources import (
        delete_sessions,
        pending_sessions,
        save_source,
        source_is_current,
    )
    from sessgraph.store.writes import delete_rows, insert_rows, insert_values

# Resolved on first use, so that the query path (sessgraph.store.readonly) does not import
# sqlite-utils, the migrations and the writers along with the package.
_LAZY = {
    **dict.fromkeys(("DB_ENV_VAR", "DEFAULT_DB", "default_db_path"), "sessgraph.store.paths"),
    **dict.fromkeys(("bulk_writes", "open_db", "transaction"), "sessgraph.store.db"),
    "stable_id": "sessgraph.store.ids",
    **dict.fromkeys(
        ("MIGRATIONS", "SESSION_TABLES", "migrate", "migration"), "sessgraph.store.schema"
    ),
    **dict.fromkeys(
        ("delete_sessions", "pending_sessions", "save_source", "source_is_current"),
        "sessgraph.store.sources",
    ),
    **dict.fromkeys(("delete_rows", "insert_rows", "insert_values"), "sessgraph.store.writes"),
    **dict.fromkeys(
        ("NotSessgraphDatabase", "QueryDB", "Queryable", "open_readonly"),
        "sessgraph.store.readonly",
    ),
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'sessgraph.store' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "DB_ENV_VAR",
    "DEFAULT_DB",
    "MIGRATIONS",
    "SESSION_TABLES",
    "NotSessgraphDatabase",
    "QueryDB",
    "Queryable",
    "bulk_writes",
    "default_db_path",
    "delete_rows",
    "delete_sessions",
    "insert_rows",
    "insert_values",
    "migrate",
    "migration",
    "open_db",
    "open_readonly",
    "pending_sessions",
    "save_source",
    "source_is_current",
    "stable_id",
    "transaction",
]
