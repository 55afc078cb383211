"""Ingest: find transcripts, read them with the right reader, store them, extract knowledge.

Per source file the flow is: skip if unchanged (size + mtime), read every session with the
format's reader (pure), then replace what was stored from that file in one transaction. A file
that cannot be read at all is reported and the run goes on; a bad line inside a file is a
counted warning with file and line, and the rest of the file is stored.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import sqlite_utils

from sessgraph.extract.run import ExtractStats
from sessgraph.formats import Source, UnknownFormatError, discover
from sessgraph.models import ParsedSession, ReadWarning
from sessgraph.redact_records import redact_session
from sessgraph.store import save_source, source_is_current


@dataclass
class FileResult:
    """What happened to one source."""

    path: str
    format: str | None
    status: str  # ingested / unchanged / failed
    sessions: int = 0
    messages: int = 0
    commands: int = 0
    failed_commands: int = 0
    warnings: list[ReadWarning] = field(default_factory=list)
    error: str | None = None
    session_ids: list[str] = field(default_factory=list)
    redactions: Counter[str] = field(default_factory=Counter)


@dataclass
class IngestReport:
    """Totals of one ingest run."""

    files: list[FileResult] = field(default_factory=list)
    extract_stats: ExtractStats | None = None

    @property
    def ingested(self) -> list[FileResult]:
        return [f for f in self.files if f.status == "ingested"]

    @property
    def failed(self) -> list[FileResult]:
        return [f for f in self.files if f.status == "failed"]

    @property
    def unchanged(self) -> list[FileResult]:
        return [f for f in self.files if f.status == "unchanged"]

    @property
    def changed_session_ids(self) -> list[str]:
        return [sid for f in self.ingested for sid in f.session_ids]

    def total(self, attribute: str) -> int:
        return sum(int(getattr(f, attribute)) for f in self.files)

    @property
    def redactions(self) -> Counter[str]:
        total: Counter[str] = Counter()
        for f in self.files:
            total.update(f.redactions)
        return total

    @property
    def warning_count(self) -> int:
        return sum(len(f.warnings) for f in self.files)


def collect_sources(paths: Iterable[Path]) -> list[Source | UnknownFormatError]:
    """Every source under ``paths``, in a stable order."""
    found: list[Source | UnknownFormatError] = []
    for path in paths:
        path = path.expanduser().resolve()
        if not path.exists():
            found.append(UnknownFormatError(f"{path}: no such file or directory"))
            continue
        found.extend(discover(path))
    return found


def ingest_source(
    db: sqlite_utils.Database, source: Source, *, force: bool = False, redact: bool = True
) -> FileResult:
    """Read one source and store it, unless it is unchanged since the last ingest.

    Secrets are redacted before storing unless ``redact`` is false."""
    path = source.path
    if not force and source_is_current(db, path):
        return FileResult(path=str(path), format=source.reader.name, status="unchanged")
    sessions: list[ParsedSession] = []
    warnings: list[ReadWarning] = []
    redactions: Counter[str] = Counter()
    try:
        for parsed in source.reader.read(path):
            sessions.append(redact_session(parsed, redactions) if redact else parsed)
            warnings.extend(parsed.warnings)
    except OSError as exc:
        return FileResult(
            path=str(path), format=source.reader.name, status="failed", error=f"{path}: {exc}"
        )
    except Exception as exc:  # a reader bug must not stop the other files from ingesting
        return FileResult(
            path=str(path),
            format=source.reader.name,
            status="failed",
            error=f"{path}: {source.reader.name} reader failed: {type(exc).__name__}: {exc}",
        )
    save_source(db, path, source.reader.name, sessions, warnings)
    result = FileResult(
        path=str(path),
        format=source.reader.name,
        status="ingested",
        sessions=len(sessions),
        warnings=warnings,
        session_ids=[p.session.id for p in sessions],
        redactions=redactions,
    )
    for parsed in sessions:
        result.messages += len(parsed.messages)
        for message in parsed.messages:
            for call in message.tool_calls:
                if call.command is not None:
                    result.commands += 1
                    result.failed_commands += call.command.status == "failed"
    return result


def ingest_paths(
    db: sqlite_utils.Database,
    paths: Iterable[Path],
    *,
    force: bool = False,
    redact: bool = True,
    on_file: Callable[[FileResult], None] | None = None,
) -> IngestReport:
    """Ingest every transcript under ``paths`` into ``db`` (secrets redacted by default)."""
    report = IngestReport()
    for item in collect_sources(paths):
        if isinstance(item, UnknownFormatError):
            result = FileResult(path=str(item).split(":")[0], format=None, status="failed")
            result.error = str(item)
        else:
            result = ingest_source(db, item, force=force, redact=redact)
        report.files.append(result)
        if on_file is not None:
            on_file(result)
    return report
