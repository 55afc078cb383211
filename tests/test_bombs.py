"""Compression bombs and giant lines: bounded memory, counted warnings, the rest kept."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import zstandard

from sessgraph.formats import _io

# Run an ingest in a child and report its peak RSS: the kernel's VmHWM for the child (KiB),
# a new memory map at exec. Not ru_maxrss: that keeps the RSS of the process that forked the
# child (pytest, often past 300 MB by itself), so it measures the test runner, not the ingest.
# SESSGRAPH_WORKERS=0 keeps all reading in the child, where VmHWM sees it.
CHILD = """
import json, sys
from sessgraph import api
report = api.ingest(sys.argv[1], [sys.argv[2]])
peak = None
with open("/proc/self/status") as status:
    for line in status:
        if line.startswith("VmHWM:"):
            peak = int(line.split()[1])
print(json.dumps({"peak_kib": peak, "files": [[f.status, f.error, [w.message for w in f.warnings]]
                  for f in report.files]}))
"""
HEADER = json.dumps({"type": "session", "id": "bomb-1", "title": "bomb"}) + "\n"
MESSAGE = json.dumps({"type": "message", "role": "user", "text": "hello"}) + "\n"


def _ingest_in_child(db: Path, path: Path) -> dict[str, object]:
    if not Path("/proc/self/status").is_file():
        pytest.skip("peak memory is read from /proc/<pid>/status (VmHWM): Linux only")
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(db), str(path)],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "SESSGRAPH_WORKERS": "0"},
    )
    assert result.returncode == 0, result.stderr[-2000:]
    parsed: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    assert isinstance(parsed["peak_kib"], int), "no VmHWM line in the child's /proc status"
    return parsed


def _zstd_stream(path: Path, pieces: list[tuple[bytes, int]]) -> None:
    """Write a .zst of ``pieces`` (bytes, repeat count) without holding the whole in memory."""
    with open(path, "wb") as out:
        writer = zstandard.ZstdCompressor(level=3).stream_writer(out)
        for data, repeat in pieces:
            for _ in range(repeat):
                writer.write(data)
        writer.close()


def test_zstd_bomb_of_one_huge_line_is_skipped_with_a_warning(tmp_path: Path) -> None:
    """A small .jsonl.zst whose second line inflates to 200 MB: that line is skipped with a
    warning naming it, the lines around it are stored, and memory stays bounded."""
    bomb = tmp_path / "bomb.jsonl.zst"
    chunk = b"x" * (1 << 20)
    huge_line = b'{"type": "message", "role": "user", "text": "'
    _zstd_stream(
        bomb,
        [(HEADER.encode(), 1), (huge_line, 1), (chunk, 200), (b'"}\n', 1), (MESSAGE.encode(), 1)],
    )
    assert bomb.stat().st_size < 1 << 20
    out = _ingest_in_child(tmp_path / "db.sqlite", bomb)
    [[status, error, warnings]] = out["files"]  # type: ignore[misc]
    assert status == "ingested", error
    assert any("longer than 64 MB: skipped" in w and "line of 200 MB" in w for w in warnings)
    assert int(out["peak_kib"]) < 300 * 1024  # type: ignore[call-overload]


def test_gzip_document_bomb_is_refused_not_parsed(tmp_path: Path) -> None:
    """A 1 MB .json.gz of a document format that inflates past the whole-file cap is one
    clear failure, not gigabytes of memory."""
    bomb = tmp_path / "export.json.gz"
    with gzip.open(bomb, "wb", compresslevel=9) as out:
        out.write(b'{\n"info": {"id": "ses_bombbombbomb01", "title": "t"}, "messages": [\n')
        filler = b'{"info": {"id": "msg_x", "role": "user"}, "parts": []},' * 1000
        for _ in range(2500):  # ~130 MB decompressed
            out.write(filler)
        out.write(b"{}]}")
    assert bomb.stat().st_size < 2 << 20
    out = _ingest_in_child(tmp_path / "db.sqlite", bomb)
    [[status, error, _warnings]] = out["files"]  # type: ignore[misc]
    assert status == "failed"
    assert "read whole" in str(error)
    assert int(out["peak_kib"]) < 300 * 1024  # type: ignore[call-overload]


def test_parts_are_chosen_by_decompressed_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A compressed file is measured by what it inflates to, not by a guessed ratio."""
    small = tmp_path / "s.jsonl.zst"
    small.write_bytes(zstandard.ZstdCompressor().compress((HEADER + MESSAGE * 10).encode()))
    assert not _io.decompressed_size_at_least(small, 10_000)
    assert _io.decompressed_size_at_least(small, 100)


def test_line_and_file_caps_are_warnings_with_the_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past the per-line cap a line is skipped; past the per-file cap reading stops; both
    are warnings naming the line, and the lines before are yielded."""
    monkeypatch.setattr(_io, "MAX_LINE_BYTES", 100)
    monkeypatch.setattr(_io, "MAX_FILE_BYTES", 1000)
    path = tmp_path / "t.jsonl"
    path.write_bytes(b'{"a": 1}\n' + b'{"b": "' + b"y" * 500 + b'"}\n' + b'{"c": 2}\n' * 200)
    warnings: list[object] = []
    with _io.open_binary(path) as handle:
        lines = list(_io.numbered_lines(handle, path, warnings))  # type: ignore[arg-type]
    assert lines[0] == (1, b'{"a": 1}\n')
    assert lines[1][0] == 3  # line 2 was skipped, numbering goes on
    messages = [(w.line, w.message) for w in warnings]  # type: ignore[attr-defined]
    assert messages[0][0] == 2 and "skipped" in messages[0][1]
    assert "the rest is not read" in messages[-1][1]
