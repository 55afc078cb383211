"""Storage: SQLite, schema by migrations, idempotent per-source writes of rows.

:mod:`~sessgraph.store.db` opens a database (the default path, WAL, migrations) and holds the
write transaction; :mod:`~sessgraph.store.schema` is the migrations and nothing else;
:mod:`~sessgraph.store.writes` inserts and deletes rows keeping the full-text indexes in step;
:mod:`~sessgraph.store.ids` numbers rows (a block of ids per session) and derives content ids;
:mod:`~sessgraph.store.sources` replaces what one source stored with its new rows. Storage takes
rows and a source stamp (:mod:`sessgraph.rows`) and never imports the reading layer.
"""

from __future__ import annotations

from sessgraph.store.db import (
    DB_ENV_VAR,
    DEFAULT_DB,
    bulk_writes,
    default_db_path,
    open_db,
    transaction,
)
from sessgraph.store.ids import stable_id
from sessgraph.store.schema import MIGRATIONS, SESSION_TABLES, migrate, migration
from sessgraph.store.sources import delete_sessions, save_source, source_is_current
from sessgraph.store.writes import delete_rows, insert_rows, insert_values

__all__ = [
    "DB_ENV_VAR",
    "DEFAULT_DB",
    "MIGRATIONS",
    "SESSION_TABLES",
    "bulk_writes",
    "default_db_path",
    "delete_rows",
    "delete_sessions",
    "insert_rows",
    "insert_values",
    "migrate",
    "migration",
    "open_db",
    "save_source",
    "source_is_current",
    "stable_id",
    "transaction",
]
