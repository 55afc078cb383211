"""Shared test helpers: where the shared corpus and fixtures live, and skips without them."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("SESSGRAPH_SHARED", REPO.parent / "shared"))
CORPUS = SHARED / "corpus"
FIXTURES = SHARED / "fixtures"
DATA = REPO / "data"


def corpus_file(relative: str) -> Path:
    """A file of ../shared/corpus, or skip the test with the reason."""
    path = CORPUS / relative
    if not path.exists():
        pytest.skip(f"shared corpus not available ({path} missing); set SESSGRAPH_SHARED")
    return path


def fixture_file(relative: str) -> Path:
    """A file of ../shared/fixtures, or skip the test with the reason."""
    path = FIXTURES / relative
    if not path.exists():
        pytest.skip(f"shared fixtures not available ({path} missing); set SESSGRAPH_SHARED")
    return path


@pytest.fixture(scope="session")
def sglang_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The shipped demo session (data/sglang-ops) ingested and extracted once per test run."""
    from sessgraph import api

    path = tmp_path_factory.mktemp("sglang") / "sglang.db"
    api.ingest(path, [DATA / "sglang-ops" / "session.jsonl.zst"])
    return path


SGLANG_SESSION = "ses_3e27dc4ffffe4X71yjAUs0PEA8"


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[Any]:
    """A throwaway PostgreSQL cluster (tests/pg_server.py) for the whole run, or a skip
    saying why none can be started."""
    from pg_server import skip_reason, start_cluster

    reason = skip_reason()
    if reason is not None:
        pytest.skip(reason)
    cluster = start_cluster()
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def team_db(pg_cluster: Any) -> Iterator[str]:
    """A fresh, empty database in the cluster; the URL connects as the superuser."""
    import uuid

    import psycopg

    name = f"team_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_cluster.url(), autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    yield pg_cluster.url(database=name)
    with psycopg.connect(pg_cluster.url(), autocommit=True) as conn:
        conn.execute(f"DROP DATABASE {name} WITH (FORCE)")
