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
LABELLED = SHARED / "labelled-real"
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


def labelled_file(relative: str) -> Path:
    """A file of ../shared/labelled-real/files, or skip the test with the reason."""
    path = LABELLED / "files" / relative
    if not path.exists():
        pytest.skip(f"shared labelled-real files not available ({path} missing)")
    return path


def labelled_gold(relative: str) -> dict[str, object]:
    """The files.gold.json entry of a labelled-real file (skips like labelled_file)."""
    import json

    labelled_file(relative)
    entry = json.loads((LABELLED / "files.gold.json").read_text(encoding="utf-8"))["files"]
    return dict(entry[relative])


def found_file(name: str) -> Path:
    """A real file named in tests/found/MANIFEST.tsv: from ../shared/found, else tests/found,
    or skip the test with the reason (the files are not committed; see tests/found/README.md)."""
    for folder in (SHARED / "found", REPO / "tests" / "found"):
        if (folder / name).is_file():
            return folder / name
    pytest.skip(f"{name} (tests/found/MANIFEST.tsv) is not in {SHARED / 'found'}")


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
