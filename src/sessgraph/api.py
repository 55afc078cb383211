"""The Python API: what scripts, the CLI and the Datasette plugin call."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from sessgraph.ingest import FileResult, IngestReport, ingest_paths
from sessgraph.store import open_db


def ingest(
    db_path: str | Path,
    paths: Sequence[str | Path],
    *,
    force: bool = False,
    on_file: Callable[[FileResult], None] | None = None,
) -> IngestReport:
    """Ingest transcripts under ``paths`` into the database at ``db_path``."""
    db = open_db(db_path)
    try:
        return ingest_paths(db, [Path(p) for p in paths], force=force, on_file=on_file)
    finally:
        db.close()


def summary(db_path: str | Path) -> list[dict[str, Any]]:
    """Per format: number of sessions, messages, commands and failed commands."""
    db = open_db(db_path)
    try:
        rows = db.execute(
            "SELECT format, count(*), coalesce(sum(message_count), 0), "
            "coalesce(sum(command_count), 0), coalesce(sum(failed_command_count), 0) "
            "FROM sessions GROUP BY format ORDER BY format"
        ).fetchall()
    finally:
        db.close()
    return [
        {"format": r[0], "sessions": r[1], "messages": r[2], "commands": r[3], "failed": r[4]}
        for r in rows
    ]
