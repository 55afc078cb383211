"""`sessgraph serve` points a newcomer at the strongest pivot."""

from __future__ import annotations

from pathlib import Path

from conftest import SGLANG_SESSION
from sessgraph.cli.serve import _start_here


def test_start_here_links_to_top_pivot(sglang_db: Path) -> None:
    """The links name message 6123 and open its session's pivots and graph."""
    lines = _start_here(str(sglang_db), "http://127.0.0.1:8001/")
    assert lines[0].startswith(f"Top pivot: {SGLANG_SESSION}:6123")
    assert f"/sglang/session_pivots?session={SGLANG_SESSION}" in lines[1]
    assert f"/-/sessgraph/graph?session={SGLANG_SESSION}" in lines[2]
