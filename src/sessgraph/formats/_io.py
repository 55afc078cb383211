"""Byte-level helpers shared by the readers: transparent decompression and line iteration.

Readers stay pure (a path in, records out). Everything here only reads files; a malformed
line becomes a :class:`~sessgraph.models.ReadWarning` with file and line, never an exception
that would lose the rest of the file.
"""

from __future__ import annotations

import gzip
import io
import json
import zlib
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, cast

import orjson
import zstandard

from sessgraph.models import ReadWarning

GZIP_MAGIC = b"\x1f\x8b"
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
COMPRESSED_SUFFIXES = (".gz", ".zst")
# Windows tools (PowerShell's ``Out-File``/``>`` in 5.x, Notepad) start UTF-8 text with a byte
# order mark; JSON parsers refuse it, so it is dropped where a file's text starts.
UTF8_BOM = b"\xef\xbb\xbf"
# What a damaged or cut-short compressed stream raises while it is read (BadGzipFile is an
# OSError). Reading stops there: what came before is kept and the damage is reported.
STREAM_ERRORS: tuple[type[Exception], ...] = (OSError, EOFError, zlib.error, zstandard.ZstdError)
_CHUNK = 1 << 20
# Bounds that keep memory and time finite whatever a file claims to hold (a 66 KB .zst can
# decompress to terabytes). A file read whole (one JSON document) is parsed into objects
# several times its size, so it is refused past MAX_WHOLE_BYTES; a JSON Lines file is read
# line by line, a line past MAX_LINE_BYTES is skipped with a warning, and reading stops with a
# warning after MAX_FILE_BYTES (what came before is kept).
MAX_WHOLE_BYTES = 96 << 20
MAX_LINE_BYTES = 64 << 20
MAX_FILE_BYTES = 4 << 30


class RefusedInputError(ValueError):
    """A file refused whole, for a reason the message gives the user (not a reader bug)."""


class TooLargeError(RefusedInputError):
    """A file that sessgraph must read whole is larger than it reads whole."""


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
        reader = zstandard.ZstdDecompressor().stream_reader(raw, closefd=True)
        return io.BufferedReader(reader)
    return raw


def _read_upto(handle: IO[bytes], size: int | None) -> tuple[bytes, Exception | None]:
    """Up to ``size`` bytes (all when ``None``), read in chunks so that a damaged compressed
    stream still yields what came before the damage; the error, if any, comes back too."""
    chunks: list[bytes] = []
    total = 0
    while size is None or total < size:
        try:
            chunk = handle.read(_CHUNK if size is None else min(_CHUNK, size - total))
        except STREAM_ERRORS as exc:
            return b"".join(chunks), exc
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks), None


def damaged(path: Path, line: int, exc: Exception) -> ReadWarning:
    return ReadWarning(
        path=str(path),
        line=line,
        message=f"unreadable from here on (damaged or cut-short compressed data?): {exc}",
    )


def read_head(path: Path, size: int = 65536) -> bytes:
    """The first ``size`` decompressed bytes of a file, for format detection (those before
    any damage in a compressed stream)."""
    with open_binary(path) as handle:
        return _without_bom(_read_upto(handle, size)[0])


def _without_bom(data: bytes) -> bytes:
    return data[3:] if data.startswith(UTF8_BOM) else data


def read_bytes(path: Path, warnings: list[ReadWarning] | None = None) -> bytes:
    """The whole decompressed file.

    When a compressed stream is damaged, the bytes before the damage are returned and a
    warning naming the line where reading stopped goes to ``warnings``; without a
    ``warnings`` list the error is raised.
    """
    with open_binary(path) as handle:
        data, error = _read_upto(handle, MAX_WHOLE_BYTES + 1)
    if len(data) > MAX_WHOLE_BYTES:
        raise TooLargeError(
            f"over {MAX_WHOLE_BYTES >> 20} MB (decompressed); files of this format are read "
            "whole, so sessgraph does not read one this large"
        )
    if error is not None:
        if warnings is None:
            raise error
        warnings.append(damaged(path, data.count(b"\n") + 1, error))
    return _without_bom(data)


def numbered_lines(
    handle: IO[bytes], path: Path, warnings: list[ReadWarning]
) -> Iterator[tuple[int, bytes]]:
    """Yield ``(line_number, raw_line)`` (1-based) from an open, maybe compressed, file;
    damage in a compressed stream ends the lines with a warning in ``warnings`` naming the
    line it hit."""
    line_no = 0
    total = 0
    while True:
        try:
            raw = handle.readline(MAX_LINE_BYTES + 1)
            if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                skipped = len(raw) + _skip_rest_of_line(handle)
                total += skipped
                line_no += 1
                warnings.append(
                    ReadWarning(
                        path=str(path),
                        line=line_no,
                        message=f"line of {skipped >> 20} MB is longer than "
                        f"{MAX_LINE_BYTES >> 20} MB: skipped",
                    )
                )
                continue
        except STREAM_ERRORS as exc:
            warnings.append(damaged(path, line_no + 1, exc))
            return
        if not raw:
            return
        total += len(raw)
        if line_no == 0 and raw.startswith(UTF8_BOM):
            raw = raw[3:]
        if total > MAX_FILE_BYTES:
            warnings.append(
                ReadWarning(
                    path=str(path),
                    line=line_no + 1,
                    message=f"over {MAX_FILE_BYTES >> 30} GB (decompressed): the rest is not read",
                )
            )
            return
        line_no += 1
        yield line_no, raw


def _skip_rest_of_line(handle: IO[bytes]) -> int:
    """Read and drop bytes up to the next newline; how many were dropped."""
    dropped = 0
    while True:
        chunk = handle.readline(_CHUNK)
        dropped += len(chunk)
        if not chunk or chunk.endswith(b"\n"):
            return dropped
        if dropped > MAX_FILE_BYTES:
            return dropped


def decompressed_size_at_least(path: Path, size: int) -> bool:
    """Does ``path`` hold at least ``size`` bytes once decompressed? (Reads at most that much,
    a chunk at a time, so a small file that inflates hugely is measured, not trusted.)"""
    seen = 0
    with open_binary(path) as handle:
        while seen < size:
            try:
                chunk = handle.read(min(_CHUNK, size - seen))
            except STREAM_ERRORS:
                return False
            if not chunk:
                return False
            seen += len(chunk)
    return True


def iter_json_lines(
    path: Path, warnings: list[ReadWarning]
) -> Iterator[tuple[int, dict[str, object]]]:
    """Yield ``(line_number, object)`` for each JSON object line of a JSONL file.

    Blank lines are skipped silently. A line that is not a JSON object is reported in
    ``warnings`` with its 1-based line number and skipped; a truncated last line (a file still
    being written) is reported the same way, and so is damage in a compressed stream (the
    lines after it are lost).
    """
    with open_binary(path) as handle:
        for line_no, raw in numbered_lines(handle, path, warnings):
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


def json_object(raw: bytes) -> dict[str, object] | None:
    """``raw`` parsed as a JSON object, or ``None`` (for cheap checks of single lines)."""
    try:
        obj = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None
    return obj if isinstance(obj, dict) else None


def complete_array_items(text: str, start: int) -> tuple[list[object], int | None]:
    """The complete items of a JSON array whose items begin at ``start`` (just past its ``[``),
    read one by one, for a document that does not parse as a whole (cut short, damaged); and
    the character position where an item failed to parse (``None`` when the array ended).

    json finds where an item ends; orjson parses it, as for a whole file: strict JSON, no lone
    surrogates (SQLite cannot store them), a bounded nesting depth.
    """
    decoder = json.JSONDecoder()
    items: list[object] = []
    position = start
    while True:
        while position < len(text) and text[position] in " \t\r\n,":
            position += 1
        if position >= len(text) or text[position] == "]":
            return items, None
        try:
            _, end = decoder.raw_decode(text, position)
            item = orjson.loads(text[position:end])
        except orjson.JSONDecodeError as exc:  # its position is in the slice
            return items, position + exc.pos
        except json.JSONDecodeError as exc:
            return items, exc.pos
        except RecursionError:
            return items, position
        items.append(item)
        position = end


def error_line(exc: Exception) -> int | None:
    """The 1-based line a JSON syntax error points at; ``None`` for other errors (I/O)."""
    return exc.lineno if isinstance(exc, json.JSONDecodeError) else None


def ms_to_iso(value: object) -> str | None:
    """Epoch milliseconds to an ISO 8601 UTC string; ``None`` for anything else."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        return datetime.fromtimestamp(value / 1000, tz=UTC).isoformat().replace("+00:00", "Z")
    except (OverflowError, OSError, ValueError):
        return None


# Titles taken from a transcript's text (its first prompt, most often) are cut to this.
TITLE_CHARS = 120


def first_line(text: str, *, skip: frozenset[str] = frozenset()) -> str | None:
    """A title from ``text``: its first non-blank line that is not in ``skip``, stripped, cut
    to :data:`TITLE_CHARS` with an ellipsis; ``None`` when there is none."""
    for line in text.splitlines():
        line = line.strip()
        if line and line not in skip:
            return line if len(line) <= TITLE_CHARS else line[: TITLE_CHARS - 1] + "…"
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
