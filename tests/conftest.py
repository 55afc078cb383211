"""Shared test helpers: where the shared corpus and fixtures live, and skips without them."""

from __future__ import annotations

import os
from pathlib import Path

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
