"""Transcript readers, one module per format, and the detection that picks one.

Each format module defines a module-level ``READER`` (:class:`Reader`): a name, a ``detect``
function that looks at a file's first decompressed bytes (content first, file name second),
optionally ``detect_dir`` for formats stored as a directory tree (opencode storage), and a pure
``read`` function: a path in, :class:`~sessgraph.models.ParsedSession` records out. Readers
never touch the database.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from sessgraph.formats._io import read_head
from sessgraph.models import ParsedSession


@dataclass(frozen=True)
class Reader:
    """One transcript format."""

    name: str
    read: Callable[[Path], Iterator[ParsedSession]]
    detect: Callable[[Path, bytes], bool]
    detect_dir: Callable[[Path], bool] | None = None
    description: str = ""
    # JSONL formats that can be read in parts (sessgraph.formats._chunked): does this raw line
    # start a new turn (a safe place to cut), and does it carry the session's identity (to be
    # repeated at the top of every part)?
    turn_start: Callable[[bytes], bool] | None = None
    header_line: Callable[[bytes], bool] | None = None

    @property
    def reads_in_parts(self) -> bool:
        return self.turn_start is not None and self.header_line is not None


@dataclass(frozen=True)
class Source:
    """A file or directory and the reader that will read it."""

    path: Path
    reader: Reader


class UnknownFormatError(ValueError):
    """No reader recognised a file: ``path`` is the file, the message says why."""

    def __init__(self, path: Path | str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = str(path)
        self.reason = reason

    def __reduce__(self) -> tuple[type[UnknownFormatError], tuple[str, str]]:
        return type(self), (self.path, self.reason)


def readers() -> list[Reader]:
    """All readers, most specific first."""
    from sessgraph.formats import (
        aider,
        amazon_q,
        antigravity,
        claude_code,
        cline,
        cline_markdown,
        cline_ui,
        codex,
        codex_exec_json,
        copilot_events,
        copilot_markdown,
        cursor,
        gemini,
        gemini_checkpoint,
        gemini_markdown,
        gemini_stream,
        neutral,
        opencode,
        opencode_markdown,
        openhands,
        openhands_resolver,
        pi,
        specstory,
        swe_agent,
    )

    return [
        opencode.READER,
        claude_code.READER,
        codex.READER,
        codex_exec_json.READER,
        copilot_events.READER,
        antigravity.READER,
        gemini.READER,
        gemini_checkpoint.READER,
        gemini_markdown.READER,
        copilot_markdown.READER,
        gemini_stream.READER,
        amazon_q.READER,
        cline_ui.READER,
        cline.READER,
        swe_agent.READER,
        openhands.READER,
        openhands_resolver.READER,
        aider.READER,
        opencode_markdown.READER,
        cline_markdown.READER,
        specstory.READER,
        cursor.READER,
        pi.READER,
        neutral.READER,
    ]


def reader_by_name(name: str) -> Reader:
    for reader in readers():
        if reader.name == name:
            return reader
    raise KeyError(name)


def detect_file(path: Path) -> Reader:
    """The reader for one file, decided by its content."""
    head = read_head(path)
    if not head.strip():
        raise UnknownFormatError(path, "empty file")
    for reader in readers():
        if reader.detect(path, head):
            return reader
    if head.startswith(b"SQLite format 3\x00"):
        reason = "SQLite database without opencode's tables (or with a malformed schema)"
        raise UnknownFormatError(path, f"{reason}, not a transcript")
    if b"\x00" in head[:4096]:
        raise UnknownFormatError(path, "binary file, not a transcript")
    known = ", ".join(r.name for r in readers())
    raise UnknownFormatError(path, f"not a transcript format sessgraph knows ({known})")


def _is_regular(path: Path) -> bool:
    """A regular file (after symlinks): never a FIFO, socket or device met in a walk."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except OSError:
        return False


SKIP_DIRS = {".git", "node_modules", "__pycache__", ".venv"}
# Hidden directories are skipped in a walk, except those agents keep transcripts in:
# Antigravity's ``brain/<id>/.system_generated/logs``, SpecStory's ``.specstory/history``.
TRANSCRIPT_DIRS = {".system_generated", ".specstory"}
TRANSCRIPT_SUFFIXES = (".jsonl", ".json", ".gz", ".zst", ".db", ".traj", ".md")


def discover(path: Path) -> Iterator[Source | UnknownFormatError]:
    """Yield the sources under ``path``: directory-form sessions and transcript files.

    A directory that a reader claims whole (an opencode storage root) is one source. Other
    directories are walked; files with transcript-like suffixes are detected by content and
    unrecognised ones are yielded as :class:`UnknownFormatError` (when given explicitly) or
    skipped silently (when met during a walk, where many files are not transcripts).
    """
    if path.is_file():
        try:
            yield Source(path, detect_file(path))
        except UnknownFormatError as exc:
            yield exc
        return
    if not path.is_dir():
        # A FIFO, socket or device: opening it could block for ever or read without end.
        yield UnknownFormatError(path, "not a regular file or directory")
        return
    dir_readers = [r for r in readers() if r.detect_dir is not None]
    for root, dirs, files in os.walk(path):
        here = Path(root)
        claimed = next((r for r in dir_readers if r.detect_dir and r.detect_dir(here)), None)
        if claimed is not None:
            yield Source(here, claimed)
            dirs[:] = []
            continue
        dirs[:] = sorted(
            d
            for d in dirs
            if d not in SKIP_DIRS and (not d.startswith(".") or d in TRANSCRIPT_DIRS)
        )
        for name in sorted(files):
            if not name.endswith(TRANSCRIPT_SUFFIXES) or name.endswith(".meta.json"):
                continue
            file_path = here / name
            if not _is_regular(file_path):
                continue
            try:
                yield Source(file_path, detect_file(file_path))
            except (UnknownFormatError, OSError):
                continue


__all__ = [
    "Reader",
    "Source",
    "UnknownFormatError",
    "detect_file",
    "discover",
    "reader_by_name",
    "readers",
]
