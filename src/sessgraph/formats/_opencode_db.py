"""``opencode.db``: opencode's SQLite database, read as the foreign file it is.

The tables are ``session`` (the info as columns, maybe a ``data`` column), ``message`` and
``part`` (JSON in a ``data`` column, ids in ``id`` / ``session_id`` / ``message_id``).
Any SQLite file a walk meets may claim to be one, so it is read through
:class:`~sessgraph.formats._sqlite.GuardedConnection`: read-only, untrusted schema, bounded
time and sizes, and each of the three names must be a real table (a view named ``session``
could loop for ever). A database shaped like opencode's whose names are views is still
*detected*, so that reading refuses it with one clear error instead of the walk skipping it
unseen; a query stopped part way (too slow, too large, damaged) is a warning on the session
it was reading, and the other sessions are still read.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from pathlib import Path

import orjson

from sessgraph.formats._io import as_dict, logical_name
from sessgraph.formats._opencode_records import RawMessage, RawSession, build_parsed_session
from sessgraph.formats._sqlite import DB_ERRORS, ForeignDatabaseError, GuardedConnection
from sessgraph.models import ParsedSession, ReadWarning

# The columns read from each table.
TABLES = {
    "session": {"id"},
    "message": {"id", "session_id", "data"},
    "part": {"id", "message_id", "data"},
}
_SESSION_COLUMNS = {
    "id": "id",
    "parent_id": "parentID",
    "project_id": "projectID",
    "directory": "directory",
    "title": "title",
    "version": "version",
    "slug": "slug",
}
# Bounds beyond those of every query (sessgraph.formats._sqlite).
MAX_SESSIONS = 100_000


def is_opencode_db(path: Path) -> bool:
    """A SQLite file with objects named ``session``, ``message`` and ``part`` (tables with
    opencode's columns, or views: refused when read)."""
    try:
        with GuardedConnection(path) as db:
            objects = db.objects()
            if any(objects.get(name) not in ("table", "view") for name in TABLES):
                return False
            for name, columns in TABLES.items():
                if objects[name] == "table":
                    rows = db.fetch_rows(f'PRAGMA table_xinfo("{name}")')
                    if not columns <= {str(row["name"]) for row in rows}:
                        return False
            return True
    except (ForeignDatabaseError, *DB_ERRORS):
        return False


def read_sqlite(path: Path) -> Iterator[ParsedSession]:
    """Every session of an ``opencode.db``, one session's rows at a time.

    A database whose tables are not real tables is refused whole
    (:class:`~sessgraph.formats._sqlite.ForeignDatabaseError`). A damaged database (sqlite
    errors part way) still yields what could be read, with a warning on the session whose
    rows stopped.
    """
    with GuardedConnection(path) as db:
        try:
            refused = [why for name, cols in TABLES.items() if (why := db.plain_table(name, cols))]
            if refused:
                raise ForeignDatabaseError(f"not read as an opencode.db: {'; '.join(refused)}")
            session_ids = _session_ids(db)
        except DB_ERRORS as exc:
            raw = RawSession(id=logical_name(path).split(".")[0], variant="sqlite")
            _damaged_db(path, raw, exc)
            yield build_parsed_session(raw, str(path))
            return
        for session_id in session_ids:
            raw = RawSession(id=session_id, variant="sqlite", ordered=False)
            messages: dict[str, RawMessage] = {}
            try:
                _read_session_info(db, session_id, path, raw)
                _read_session_rows(db, session_id, path, raw.warnings, messages)
            except (ForeignDatabaseError, *DB_ERRORS) as exc:
                _damaged_db(path, raw, exc)
            raw.messages = list(messages.values())
            yield build_parsed_session(raw, str(path))


def _session_ids(db: GuardedConnection) -> list[str]:
    """The sessions of the database: rows of ``session`` and sessions with messages."""
    ids = {str(r[0]) for r in db.fetch_rows("SELECT id FROM session", max_rows=MAX_SESSIONS)}
    rows = db.fetch_rows("SELECT DISTINCT session_id FROM message", max_rows=MAX_SESSIONS)
    return sorted(ids | {str(r[0]) for r in rows})


def _read_session_info(db: GuardedConnection, session_id: str, path: Path, raw: RawSession) -> None:
    rows = db.fetch_rows("SELECT * FROM session WHERE id = ?", (session_id,), max_rows=1)
    if rows:
        raw.info = _session_info_from_row(rows[0], path, raw.warnings)


def _session_info_from_row(
    row: sqlite3.Row, path: Path, warnings: list[ReadWarning]
) -> dict[str, object]:
    """The session table keeps the info as columns; rebuild the info object from them."""
    keys = row.keys()
    info: dict[str, object] = {}
    if "data" in keys and row["data"]:
        try:
            info.update(as_dict(_loads(row["data"])))
        except ValueError as exc:  # orjson.JSONDecodeError is a ValueError
            message = f"session {row['id']}: bad data column: {exc}"
            warnings.append(ReadWarning(path=str(path), message=message))
    for column, key in _SESSION_COLUMNS.items():
        if column in keys and row[column] is not None:
            info[key] = row[column]
    time = {k: row[f"time_{k}"] for k in ("created", "updated") if f"time_{k}" in keys}
    if time:
        info["time"] = {**as_dict(info.get("time")), **time}
    return info


def _loads(data: object) -> object:
    if not isinstance(data, str | bytes):
        raise ValueError(f"expected JSON text, got {type(data).__name__}")
    return orjson.loads(data)


def _db_objects(
    rows: Iterable[sqlite3.Row], what: str, path: Path, warnings: list[ReadWarning]
) -> Iterator[tuple[sqlite3.Row, dict[str, object]]]:
    for row in rows:
        try:
            obj = _loads(row["data"])
        except (ValueError, orjson.JSONDecodeError) as exc:
            warnings.append(
                ReadWarning(path=str(path), message=f"{what} {row['id']}: bad data column: {exc}")
            )
            continue
        if not isinstance(obj, dict):
            warnings.append(
                ReadWarning(path=str(path), message=f"{what} {row['id']}: data is not an object")
            )
            continue
        yield row, obj


def _damaged_db(path: Path, raw: RawSession, exc: Exception) -> None:
    if isinstance(exc, ForeignDatabaseError):
        message = f"session {raw.id}: rows not read: {exc}"
    else:
        message = f"database unreadable from here on (damaged?), rows may be missing: {exc}"
    raw.warnings.append(ReadWarning(path=str(path), message=message))


def _read_session_rows(
    db: GuardedConnection,
    session_id: str,
    path: Path,
    warnings: list[ReadWarning],
    messages: dict[str, RawMessage],
) -> None:
    """The message and part rows of one session, into ``messages``."""
    rows = db.fetch_rows("SELECT id, data FROM message WHERE session_id = ?", (session_id,))
    for row, info in _db_objects(rows, "message", path, warnings):
        info["id"], info["sessionID"] = row["id"], session_id
        messages[str(row["id"])] = RawMessage(info=info, parts=[], path=str(path))
    del rows
    rows = db.fetch_rows(
        "SELECT part.id AS id, part.message_id AS message_id, part.data AS data "
        "FROM part JOIN message ON part.message_id = message.id "
        "WHERE message.session_id = ? ORDER BY part.id",
        (session_id,),
    )
    for row, part in _db_objects(rows, "part", path, warnings):
        part["id"], part["messageID"] = row["id"], row["message_id"]
        owner = messages.get(str(row["message_id"]))
        if owner is not None:  # else its message row was unreadable, already warned
            owner.parts.append(part)


__all__ = ["is_opencode_db", "read_sqlite"]
