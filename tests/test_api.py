"""The public Python API in sessgraph/__init__.py."""

from __future__ import annotations

from pathlib import Path

import networkx as nx
import pytest

import sessgraph
from conftest import SGLANG_SESSION


def test_public_names() -> None:
    """The package exports the documented API."""
    for name in ("open", "ingest", "extract", "SessGraph", "FixCandidate", "Pivot", "Reuse"):
        assert name in sessgraph.__all__ and hasattr(sessgraph, name)


def test_symptoms_and_fixes(sglang_db: Path) -> None:
    """symptoms() filters by kind and status; fixes() carry their symptom and verification."""
    with sessgraph.open(sglang_db) as db:
        loops = db.symptoms(kind="crash_loop")
        assert {s.seq for s in loops} >= {6119, 6121, 6122}
        assert all(s.status == "resolved" for s in loops)
        flaky = db.symptoms(status="flaky")
        assert {s.seq for s in flaky} >= {428, 2102, 2187}
        fixes = db.fixes(session=SGLANG_SESSION, limit=200)
    loop_fix = next(f for f in fixes if f.symptom.seq == 6119)
    assert loop_fix.seq == 6124 and loop_fix.kind == "config_edit"
    assert loop_fix.verify_command and loop_fix.verify_command.startswith("for i in")
    assert all(0 < f.confidence <= 1 for f in fixes)


def test_graph_of_an_entity(sglang_db: Path) -> None:
    """graph(entity=…) is a networkx graph linking the entity, its discovery and its reuse."""
    with sessgraph.open(sglang_db) as db:
        graph = db.graph(entity="SGLANG_ENABLE_SPEC_V2")
    assert isinstance(graph, nx.MultiDiGraph)
    types = {data["type"] for _, _, data in graph.edges(data=True)}
    assert {"discovered_in", "reused_in"} <= types
    labels = [data["label"] for _, data in graph.nodes(data=True)]
    assert any(label.startswith("#3802") for label in labels)


def test_open_missing_database(tmp_path: Path) -> None:
    """Opening a database that does not exist fails with a message naming it."""
    missing = tmp_path / "nope.db"
    with pytest.raises(FileNotFoundError, match=r"nope\.db"):
        sessgraph.open(missing)
