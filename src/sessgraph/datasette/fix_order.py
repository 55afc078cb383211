"""The fixes table's default order: knowledge-bearing changes first, then by confidence.

Design:

* Datasette sorts a table by one column, so the order is a column: ``fixes.knowledge_rank``
  (migration m011, a virtual generated column: confidence, plus 1 for a change of class
  ``knowledge``). Typo, scratch and inspection changes come last whatever their confidence.
* The order is plugin metadata (the ``get_metadata`` hook), not ``metadata.json``: a database
  written before m011 lacks the column, and sorting by it would break its fixes page, so such
  a database is sorted by ``confidence`` as before. Whether the column exists is read once per
  attached database (a read-only probe) and remembered.
"""

from __future__ import annotations

import sqlite3
import weakref
from typing import Any

RANK_COLUMN = "knowledge_rank"
FALLBACK_COLUMN = "confidence"
REQUIRED_TABLES = ("edges", "symptoms")

# Per Datasette instance: database name → the column its fixes table is sorted by (None for
# a database that is not sessgraph's).
_ORDER: weakref.WeakKeyDictionary[Any, dict[str, str | None]] = weakref.WeakKeyDictionary()


def probe(conn: sqlite3.Connection) -> str | None:
    """The column to sort ``fixes`` by on this connection, None when not a sessgraph one."""
    try:
        tables = {
            row[0]
            for row in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' "
                "AND name IN ('edges', 'symptoms', 'fixes')"
            )
        }
        if not set(REQUIRED_TABLES) <= tables or "fixes" not in tables:
            return None
        columns = {row[1] for row in conn.execute("PRAGMA table_xinfo(fixes)")}
    except sqlite3.Error:
        return None
    return RANK_COLUMN if RANK_COLUMN in columns else FALLBACK_COLUMN


def _order_for(datasette: Any, name: str, database: Any) -> str | None:
    known = _ORDER.setdefault(datasette, {})
    if name not in known:
        if name.startswith("_") or database.is_memory:
            known[name] = None
        else:
            conn = database.connect()
            try:
                known[name] = probe(conn)
            finally:
                conn.close()
    return known[name]


def fixes_metadata(datasette: Any) -> dict[str, Any]:
    """Metadata giving each attached sessgraph database's fixes table its default order."""
    databases: dict[str, Any] = {}
    for name, database in list(datasette.databases.items()):
        column = _order_for(datasette, name, database)
        if column is None:
            continue
        sortable = [RANK_COLUMN] if column == RANK_COLUMN else []
        sortable += [
            "confidence", "sessions_confirmed", "kind", "change_class", "change", "entities",
            "session_id", "symptom_id", "message_id", "verify_command_id", "evidence", "id",
        ]  # fmt: skip
        databases[name] = {"tables": {"fixes": {"sort_desc": column, "sortable_columns": sortable}}}
    return {"databases": databases} if databases else {}
