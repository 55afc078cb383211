"""Ingest: collect sources, skip unchanged ones, read, store, hand the changes to the extractor.

:mod:`~sessgraph.ingest.run` is the entry point (:func:`ingest_paths`);
:mod:`~sessgraph.ingest.source` ingests one source (the meeting point of reading and storage);
:mod:`~sessgraph.ingest.parallel` schedules reads over worker processes;
:mod:`~sessgraph.ingest.progress` counts input bytes for a progress bar.
"""

from __future__ import annotations

from sessgraph.ingest.run import collect_sources, ingest_paths
from sessgraph.ingest.source import ingest_in_parts, ingest_source
from sessgraph.reports import FileResult, IngestReport

__all__ = [
    "FileResult",
    "IngestReport",
    "collect_sources",
    "ingest_in_parts",
    "ingest_paths",
    "ingest_source",
]
