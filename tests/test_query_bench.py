"""benchmarks/query_bench.py runs end to end on a small database (data/sglang-ops only)."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from conftest import CORPUS, DATA, REPO

SGLANG = DATA / "sglang-ops"


def load_query_bench() -> ModuleType:
    """Import ``benchmarks/query_bench.py`` (a script, not a package) as a module."""
    spec = importlib.util.spec_from_file_location(
        "query_bench", REPO / "benchmarks" / "query_bench.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["query_bench"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    """The benchmark script as a module."""
    return load_query_bench()


@pytest.fixture(scope="module")
def small_db(bench: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """data/sglang-ops ingested by the script's own ``ingest_labelled``."""
    path = tmp_path_factory.mktemp("query-bench") / "small.db"
    bench.ingest_labelled(path, [SGLANG])
    return path


@pytest.fixture(scope="module")
def result(bench: ModuleType, small_db: Path) -> dict[str, Any]:
    """One benchmark run with few queries and one warm repeat."""
    figures: dict[str, Any] = bench.run_benchmark(
        small_db, folders=[SGLANG], perturbed=20, unrelated=5, repeat=1, side_queries=5
    )
    return figures


def test_every_query_kind_is_timed(result: dict[str, Any]) -> None:
    """6 labelled, 20 perturbed and 5 unrelated queries each get a cold and a warm time."""
    similar = result["similar_fixes"]
    assert similar["cold"]["count"] == similar["warm"]["count"] == 31
    counts = {kind: f["warm"]["count"] for kind, f in similar["by_kind"].items()}
    assert counts == {"labelled": 6, "perturbed": 20, "unrelated": 5}


def test_percentiles_are_ordered_and_positive(result: dict[str, Any]) -> None:
    """Every summary has 0 < p50 ≤ p90 ≤ p99 ≤ max, in milliseconds (under 10 s)."""
    summaries = [result["similar_fixes"]["cold"], result["similar_fixes"]["warm"]]
    summaries += [s[phase] for s in result["side_queries"].values() for phase in ("cold", "warm")]
    for figures in summaries:
        assert 0 < figures["p50"] <= figures["p90"] <= figures["p99"] <= figures["max"] < 10_000


def test_labelled_answers_are_scored(result: dict[str, Any]) -> None:
    """hit@1 of the sglang queries is reported, and they are found on their own database."""
    score = result["labelled"]["sglang-ops"]
    assert score["queries"] == 6
    hits, total = map(int, score["hit_at_1"].split("/"))
    assert total == 6 and hits >= 5


def test_report_states_counts_and_verdicts(bench: ModuleType, result: dict[str, Any]) -> None:
    """The text report names the message count and ends with a PASS/FAIL line per target."""
    assert result["counts"]["messages"] > 6000
    report = bench.format_report(result)
    assert f"{result['counts']['messages']:,} messages" in report
    verdicts = [line for line in report.splitlines() if line.startswith(("PASS", "FAIL"))]
    assert len(verdicts) == 2


def test_perturb_changes_numbers_paths_and_names(bench: ModuleType) -> None:
    """A perturbed error keeps its shape but not its numbers, directories or quoted names."""
    text = "File \"/srv/app/models.py\", line 41: KeyError: 'user_id' (pid 8123)"
    changed = bench.perturb(text, random.Random(1))
    assert changed != text and "KeyError" in changed and "models.py" in changed
    assert "8123" not in changed and "/srv/app/" not in changed and "'user_id'" not in changed
    assert bench.perturb(text, random.Random(1)) == changed


def test_build_is_skipped_when_the_database_is_big_enough(
    bench: ModuleType, small_db: Path, tmp_path: Path
) -> None:
    """A database already holding ``min_messages`` is not grown (no copy, no state file)."""
    if not CORPUS.is_dir():
        pytest.skip(f"shared corpus not available ({CORPUS} missing); set SESSGRAPH_SHARED")
    before = bench.message_count(small_db)
    lines: list[str] = []
    held = bench.build_database(small_db, CORPUS, before, folders=[SGLANG], log=lines.append)
    assert held == before
    assert not small_db.with_name(small_db.name + ".build.json").exists()
    assert len(lines) == 1
