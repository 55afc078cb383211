"""Extractor and retrieval quality on every labelled session (four formats, four domains)."""

from __future__ import annotations

import pytest

from conftest import DATA, REPO
from sessgraph.evaluate import Score, evaluate_folders

LABELLED = sorted(p.parent for p in (REPO / "tests" / "labelled").glob("*/gold.json"))
FOLDERS = [*LABELLED, DATA / "sglang-ops"]


@pytest.fixture(scope="module")
def scores() -> dict[str, Score]:
    """All label sets ingested into one database and scored once."""
    return {score.name: score for score in evaluate_folders(FOLDERS)}


def test_there_are_label_sets_in_several_formats() -> None:
    """The label sets cover Claude Code, Codex and opencode storage besides sglang-ops."""
    names = {p.name for p in LABELLED}
    assert {"cc-django-ledger", "codex-rust-tollgate", "opencode-ml-finetune"} <= names


@pytest.mark.parametrize("name", [p.name for p in FOLDERS])
def test_targets_met(scores: dict[str, Score], name: str) -> None:
    """Fix-link F1 ≥ 0.9, reuse recall ≥ 0.9, pivot recall 1.0, no labelled negative reported."""
    score = scores[name]
    assert score.f1 >= 0.9, score.misses
    assert score.reuse_recall >= 0.9, score.misses
    assert score.pivot_recall == 1.0, score.misses
    assert score.negatives_reported == []


def test_similar_fix_queries(scores: dict[str, Score]) -> None:
    """Across all label sets: hit@1 ≥ 0.8, hit@3 ≥ 0.95, every "nothing similar" query empty."""
    answerable = sum(s.similar_queries for s in scores.values())
    hit1 = sum(s.hit_at_1 for s in scores.values()) / answerable
    hit3 = sum(s.hit_at_3 for s in scores.values()) / answerable
    misses = [m for s in scores.values() for m in s.misses if m.startswith("query")]
    assert hit1 >= 0.8, misses
    assert hit3 >= 0.95, misses
    empty = [(s.empty_answered, s.empty_expected) for s in scores.values()]
    assert all(answered == expected for answered, expected in empty), misses
    assert sum(expected for _, expected in empty) >= 3
