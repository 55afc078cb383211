"""`sessgraph serve` points a newcomer at the front page and the strongest pivot."""

from __future__ import annotations

from pathlib import Path

from conftest import SGLANG_SESSION
from sessgraph.cli.serve import _start_here


def test_start_here_links_to_top_pivot(sglang_db: Path) -> None:
    """The banner links the front page, then opens message 6123's transcript and its graph."""
    lines = _start_here(str(sglang_db), "http://127.0.0.1:8001/")
    assert lines[0] == "Start here:   http://127.0.0.1:8001/-/sessgraph/?db=sglang"
    assert lines[1].startswith(f"Top pivot:    {SGLANG_SESSION}:6123 — Clear error")
    assert lines[2].endswith(f"/-/sessgraph/session/{SGLANG_SESSION}?db=sglang&at=6123#m6123")
    assert lines[3].endswith("/-/sessgraph/graph?db=sglang")
