"""Reuse links only for entities that carry knowledge (issue 12, class 5)."""

from __future__ import annotations

import pytest

from sessgraph.extract.knowledge import MIN_DOCUMENTS, carries_knowledge, common_entities


@pytest.mark.parametrize(
    ("kind", "name", "keeps"),
    [
        ("flag", "--mamba-scheduler-strategy", True),
        ("flag", "---", False),
        ("flag", "--- get /queries?caseid", False),
        ("flag", "--help", False),
        ("env_var", "NCCL_P2P_DISABLE", True),
        ("env_var", "[REDACTED:token]", False),
        ("program", "uv tool install", True),
        ("program", "if", False),
        ("program", "}", False),
        ("program", "pub", False),
        ("program", "<ide_opened_file>", False),
        ("value", "GLM-4.6-FP8", True),
        ("value", "^error.*$", False),
    ],
)
def test_carries_knowledge_by_name(kind: str, name: str, keeps: bool) -> None:
    """Placeholders, keywords, punctuation, banners, universal flags and regexes are dropped."""
    assert carries_knowledge(kind, name) is keeps


def test_common_entities_are_measured_by_document_frequency() -> None:
    """An entity in most units of work is common vocabulary; one in a quarter is not."""
    frequency = {1: 58, 2: 16, 3: 35}  # --no-pager, NCCL_P2P_DISABLE, --num-prompts of 64
    assert common_entities(frequency, 64) == {1, 3}


def test_too_few_documents_drop_nothing() -> None:
    """With fewer units of work than MIN_DOCUMENTS a share means nothing."""
    assert common_entities({1: 2}, MIN_DOCUMENTS - 1) == set()
