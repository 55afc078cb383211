"""The Python API: what scripts, the CLI and the Datasette plugin call."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from sessgraph.extract.run import ExtractStats
from sessgraph.extract.run import extract as run_extract
from sessgraph.ingest import FileResult, IngestReport, ingest_paths
from sessgraph.store import open_db


def ingest(
    db_path: str | Path,
    paths: Sequence[str | Path],
    *,
    force: bool = False,
    extract: bool = True,
    on_file: Callable[[FileResult], None] | None = None,
) -> IngestReport:
    """Ingest transcripts under ``paths``; then extract knowledge from the changed sessions.

    Extraction also relinks across sessions, so a new session's reuse links and fix
    confirmations reach into the sessions already stored.
    """
    db = open_db(db_path)
    try:
        report = ingest_paths(db, [Path(p) for p in paths], force=force, on_file=on_file)
        if extract and report.changed_session_ids:
            report.extract_stats = run_extract(db, report.changed_session_ids)
        return report
    finally:
        db.close()


def extract(db_path: str | Path, session_ids: Sequence[str] | None = None) -> ExtractStats:
    """(Re-)run the extractor over stored sessions (all of them by default)."""
    db = open_db(db_path)
    try:
        return run_extract(db, session_ids)
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
