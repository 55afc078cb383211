"""Reading a SQLite file that somebody else wrote, without trusting it.

A directory walk meets SQLite files it did not create (any ``*.db``, or a ``.json`` that is
really a database), and a SQLite file is a program as much as data: a view named like a table
runs whatever query its author wrote (a recursive CTE that never ends, a cross join of
millions of rows, ``printf('%.*c', 1e9, 'x')`` values), a generated column computes its value
on every read, a virtual table calls into a module. So a foreign database is opened with
every bound at once:

* read-only (``mode=ro``): nothing in it (a trigger, a hot journal) can change the file;
* ``PRAGMA trusted_schema=OFF``: functions with side effects are refused in views, triggers
  and generated columns;
* only real tables are read (:func:`plain_table`): a name read must be a ``table`` in
  ``sqlite_master`` (not a view, not a virtual table) whose columns read are stored, not
  generated; so every value read comes from bytes in the file;
* time: a progress handler aborts any statement that runs longer than
  :data:`STATEMENT_CPU_SECONDS` of CPU time (CPU, not wall time, so a busy machine does not
  fail a sound database);
* size: ``SQLITE_LIMIT_LENGTH`` bounds every value (:data:`MAX_VALUE_BYTES`) and
  :func:`fetch_rows` bounds the rows and bytes one query may return.

Every failure is a :class:`ForeignDatabaseError` saying what was refused, so the reader can
name the file in one line and the other files still ingest.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from sessgraph.formats._io import RefusedInputError

STATEMENT_CPU_SECONDS = 5.0
MAX_VALUE_BYTES = 32 << 20
MAX_QUERY_BYTES = 96 << 20
MAX_QUERY_ROWS = 1_000_000
_PROGRESS_STEPS = 10_000  # VM instructions between two looks at the clock

# A damaged database raises sqlite errors, or UnicodeDecodeError for a mangled column name
# (sqlite3 decodes names strictly, whatever the text_factory).
DB_ERRORS = (sqlite3.Error, UnicodeDecodeError)


class ForeignDatabaseError(RefusedInputError):
    """A SQLite file refused, or a query on it stopped, to keep time and memory bounded."""


def _lenient_text(data: bytes) -> str:
    """Decode a TEXT value, replacing invalid UTF-8."""
    return data.decode("utf-8", errors="replace")


class _Deadline:
    """The progress handler: aborts the running statement once its CPU budget is spent."""

    def __init__(self) -> None:
        self.until = time.process_time() + STATEMENT_CPU_SECONDS

    def restart(self) -> None:
        self.until = time.process_time() + STATEMENT_CPU_SECONDS

    def __call__(self) -> int:
        return 1 if time.process_time() > self.until else 0


class GuardedConnection:
    """A read-only connection to a foreign database, with its bounds (see module docstring)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        self.deadline = _Deadline()
        try:
            # Text of a damaged database (even its schema) may be invalid UTF-8: replace it.
            self.con.text_factory = _lenient_text
            self.con.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
            self.con.setlimit(sqlite3.SQLITE_LIMIT_SQL_LENGTH, 1 << 20)
            self.con.setlimit(sqlite3.SQLITE_LIMIT_ATTACHED, 0)
            self.con.set_progress_handler(self.deadline, _PROGRESS_STEPS)
            self.con.execute("PRAGMA trusted_schema = OFF")
        except BaseException:
            self.con.close()
            raise

    def close(self) -> None:
        self.con.close()

    def __enter__(self) -> GuardedConnection:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def fetch_rows(
        self,
        sql: str,
        params: tuple[object, ...] = (),
        *,
        max_rows: int = MAX_QUERY_ROWS,
        max_bytes: int = MAX_QUERY_BYTES,
    ) -> list[sqlite3.Row]:
        """Every row of one query, within the time budget and ``max_rows`` / ``max_bytes``;
        past any bound, :class:`ForeignDatabaseError` (nothing of the query is returned)."""
        self.con.row_factory = sqlite3.Row
        self.deadline.restart()
        rows: list[sqlite3.Row] = []
        size = 0
        try:
            for row in self.con.execute(sql, params):
                rows.append(row)
                size += sum(_value_size(v) for v in row)
                if len(rows) > max_rows:
                    raise ForeignDatabaseError(f"a query returned over {max_rows:,} rows")
                if size > max_bytes:
                    raise ForeignDatabaseError(
                        f"a query returned over {max_bytes >> 20} MB of values"
                    )
        except sqlite3.OperationalError as exc:
            if str(exc) == "interrupted":
                raise ForeignDatabaseError(
                    f"a query ran over {STATEMENT_CPU_SECONDS:g} s of CPU time and was stopped"
                ) from None
            raise
        except sqlite3.DataError as exc:  # SQLITE_TOOBIG: a value past MAX_VALUE_BYTES
            raise ForeignDatabaseError(
                f"a value is over {MAX_VALUE_BYTES >> 20} MB ({exc})"
            ) from None
        return rows

    def objects(self) -> dict[str, str]:
        """Each schema object's lower-cased name and its type (``table``, ``view``, ...)."""
        rows = self.fetch_rows("SELECT type, name FROM sqlite_master")
        return {str(row["name"]).lower(): str(row["type"]) for row in rows}

    def plain_table(self, name: str, columns: set[str]) -> str | None:
        """Why ``name`` cannot be read for ``columns``, or ``None`` if it is a real table
        holding them as stored columns."""
        rows = self.fetch_rows(
            "SELECT type, sql FROM sqlite_master WHERE name = ? COLLATE NOCASE", (name,)
        )
        if not rows:
            return f"no table {name!r}"
        kind, sql = str(rows[0]["type"]), str(rows[0]["sql"] or "")
        if kind != "table":
            return f"{name!r} is a {kind}, not a table (a foreign database's {kind}s are not run)"
        if sql.lstrip().upper().startswith("CREATE VIRTUAL"):
            return f"{name!r} is a virtual table (its module is not run)"
        # table_xinfo's "hidden" is 2 or 3 for a generated column (computed on every read).
        stored = {
            str(row["name"]): int(row["hidden"])
            for row in self.fetch_rows(f'PRAGMA table_xinfo("{name}")')
        }
        missing = sorted(columns - set(stored))
        if missing:
            return f"table {name!r} has no column {', '.join(missing)}"
        generated = sorted(c for c in columns if stored[c] in (2, 3))
        if generated:
            return f"table {name!r} computes {', '.join(generated)} (generated columns not run)"
        return None


def _value_size(value: object) -> int:
    return len(value) if isinstance(value, str | bytes) else 8


__all__ = [
    "DB_ERRORS",
    "MAX_VALUE_BYTES",
    "STATEMENT_CPU_SECONDS",
    "ForeignDatabaseError",
    "GuardedConnection",
]
