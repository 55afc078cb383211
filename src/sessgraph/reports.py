"""What an ingest or an extraction run reports: plain dataclasses, no pydantic.

The ingest builds them row by row and a worker process sends them back pickled; the CLI prints
them. They live apart from the query results' pydantic models (:mod:`sessgraph.results`, which
re-exports them) so that importing them, as every CLI command's module does, costs no pydantic.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    # Only an annotation here: the query path (CLI, hook) should not build the reader models.
    from sessgraph.models import ReadWarning

FileStatus = Literal["ingested", "unchanged", "failed"]


@dataclass
class ExtractStats:
    """What one extraction run found (``reuse``: the reuse links in the database after it)."""

    sessions: int = 0
    symptoms: int = 0
    episodes: int = 0
    fixes: int = 0
    pivots: int = 0
    reuse: int = 0
    # Sessions the extractor failed on (a bug, not bad input): ``source: session: error``,
    # one line each. Their rows stay empty; every other session is extracted as usual.
    failures: list[str] = field(default_factory=list)


@dataclass
class FileResult:
    """What happened to one source."""

    path: str
    format: str | None
    status: FileStatus
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
