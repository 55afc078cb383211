"""`sessgraph ingest` starts its extraction worker before its own imports (sessgraph.workers).

The CLI prestarts one extraction worker; the ingest's background extractor takes it instead of
starting another, and an ingest that extracts nothing in the background ends it. These tests
pin both, and that the rows stored are those of an ingest without the prestart.
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from click.testing import CliRunner

from sessgraph import api
from sessgraph import workers as runtime
from sessgraph.cli import cli
from test_parallel_ingest import corpus, dump, pools  # noqa: F401 (pools: a fixture)

pytestmark = pytest.mark.skipif(
    (os.cpu_count() or 1) < 2, reason="the worker is prestarted only on two cores or more"
)


def test_cli_ingest_extracts_in_the_prestarted_worker(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    pools: list[ProcessPoolExecutor],  # noqa: F811
) -> None:
    """A CLI ingest with extraction makes the prestarted worker and one reader pool, no
    third pool, and stores what an API ingest (no prestart) stores."""
    monkeypatch.setenv("SESSGRAPH_WORKERS", "1")
    src = corpus(tmp_path / "corpus")
    result = CliRunner().invoke(cli, ["ingest", "--db", str(tmp_path / "cli.db"), str(src)])
    assert result.exit_code == 0, result.output
    assert len(pools) == 2  # the prestarted extraction worker, then the reader pool
    assert runtime.take_prestarted() is None
    assert api.ingest(tmp_path / "api.db", [src]).extract_stats is not None
    assert len(pools) == 4  # the API ingest: a reader pool and an extraction pool
    assert dump(tmp_path / "cli.db") == dump(tmp_path / "api.db")


def test_prestarted_worker_is_ended_when_nothing_needs_it(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    pools: list[ProcessPoolExecutor],  # noqa: F811
) -> None:
    """A CLI re-ingest of unchanged files prestarts the worker and ends it, its process
    gone; `--no-extract` starts none."""
    monkeypatch.setenv("SESSGRAPH_WORKERS", "1")
    src = corpus(tmp_path / "corpus")
    db = str(tmp_path / "db.db")
    assert CliRunner().invoke(cli, ["ingest", "--db", db, str(src)]).exit_code == 0
    made = len(pools)
    result = CliRunner().invoke(cli, ["ingest", "--db", db, str(src)])
    assert result.exit_code == 0, result.output
    assert "unchanged" in result.output
    assert len(pools) == made + 1 and runtime.take_prestarted() is None
    processes = list((getattr(pools[-1], "_processes", None) or {}).values())
    for process in processes:
        process.join(timeout=10)
        assert not process.is_alive()
    result = CliRunner().invoke(cli, ["ingest", "--no-extract", "--db", db, str(src)])
    assert result.exit_code == 0 and len(pools) == made + 1
