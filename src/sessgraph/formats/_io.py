"""Byte-level helpers shared by the readers: transparent decompression and line iteration.

Readers stay pure (a path in, records out). Everything here only reads files; a malformed
line becomes a :class:`~sessgraph.models.ReadWarning` with file and line, never an exception
that would lose the rest of the file.
"""

from __future__ import annotations

import gzip
import io
from collections.abc import Iterator
from pathlib import Path
from typing import IO, cast

import orjson

from sessgraph.models import ReadWarning

GZIP_MAGIC = b"\x1f\x8b"
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
COMPRESSED_SUFFIXES = (".gz", ".zst")


def logical_name(path: Path) -> str:
    """The file name without a compression suffix (``a.jsonl.gz`` -> ``a.jsonl``)."""
    name = path.name
    for suffix in COMPRESSED_SUFFIXES:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


def open_binary(path: Path) -> IO[bytes]:
    """Open a file for reading, decompressing gzip or zstd by magic bytes."""
    raw = open(path, "rb")  # noqa: SIM115 - returned to the caller, who closes it
    magic = raw.read(4)
    raw.seek(0)
    if magic.startswith(GZIP_MAGIC):
        return cast(IO[bytes], gzip.GzipFile(fileobj=raw, mode="rb"))
    if magic == ZSTD_MAGIC:
        import zstandard

        reader = zstandard.ZstdDecompressor().stream_reader(raw, closefd=True)
        return io.BufferedReader(reader)
    return raw


def read_head(path: Path, size: int = 65536) -> bytes:
    """The first ``size`` decompressed bytes of a file, for format detection."""
    with open_binary(path) as handle:
        return handle.read(size)


def read_bytes(path: Path) -> bytes:
    """The whole decompressed file."""
    with open_binary(path) as handle:
        return handle.read()


def iter_json_lines(
    path: Path, warnings: list[ReadWarning]
) -> Iterator[tuple[int, dict[str, object]]]:
    """Yield ``(line_number, object)`` for each JSON object line of a JSONL file.

    Blank lines are skipped silently. A line that is not a JSON object is reported in
    ``warnings`` with its 1-based line number and skipped; a truncated last line (a file still
    being written) is reported the same way.
    """
    with open_binary(path) as handle:
        for line_no, raw in enumerate(handle, start=1):
            stripped = raw.strip()
            if not stripped:
                continue
            try:
                obj = orjson.loads(stripped)
            except orjson.JSONDecodeError as exc:
                tail = "" if raw.endswith(b"\n") else " (truncated last line?)"
                warnings.append(
                    ReadWarning(path=str(path), line=line_no, message=f"invalid JSON{tail}: {exc}")
                )
                continue
            if not isinstance(obj, dict):
                warnings.append(
                    ReadWarning(
                        path=str(path),
                        line=line_no,
                        message=f"expected a JSON object, got {type(obj).__name__}",
                    )
                )
                continue
            yield line_no, obj


def ms_to_iso(value: object) -> str | None:
    """Epoch milliseconds to an ISO 8601 UTC string; ``None`` for anything else."""
    from datetime import UTC, datetime

    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        return datetime.fromtimestamp(value / 1000, tz=UTC).isoformat().replace("+00:00", "Z")
    except (OverflowError, OSError, ValueError):
        return None


def as_str(value: object) -> str | None:
    """``value`` if it is a string, else ``None`` (for fields of uncertain type)."""
    return value if isinstance(value, str) else None


def as_dict(value: object) -> dict[str, object]:
    """``value`` if it is a dict, else an empty dict."""
    return value if isinstance(value, dict) else {}


def as_list(value: object) -> list[object]:
    """``value`` if it is a list, else an empty list."""
    return value if isinstance(value, list) else []
