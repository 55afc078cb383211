"""The database path: one default, one environment variable to override it."""

from __future__ import annotations

import os

DB_ENV_VAR = "SESSGRAPH_DB"
DEFAULT_DB = "sessgraph.db"


def default_db_path() -> str:
    """The database path: ``$SESSGRAPH_DB`` or ``sessgraph.db`` in the working directory."""
    return os.environ.get(DB_ENV_VAR, DEFAULT_DB)
