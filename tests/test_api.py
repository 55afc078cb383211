"""The public Python API in sessgraph/__init__.py."""

from __future__ import annotations

from pathlib import Path

import networkx as nx
import pytest

import sessgraph
from conftest import SGLANG_SESSION


def test_public_names() -> None:
    """The package exports the documented API."""
    names = ("open", "ingest_transcripts", "extract_knowledge", "SessGraph", "FixCandidate")
    for name in (*names, "Pivot", "Reuse"):
        assert name in sessgraph.__all__ and hasattr(sessgraph, name)
    # The stage packages keep their names; no public function is called like one.
    assert "ingest" not in sessgraph.__all__ and "extract" not in sessgraph.__all__


# A fresh interpreter, so that what was imported first is what the snippet says.
_IMPORT_ORDER = """
import sys, types
{first}
import sessgraph
db, transcript = sys.argv[1], sys.argv[2]
for _ in range(2):  # the first call imports sessgraph.ingest.* and sessgraph.extract.* itself
    report = sessgraph.ingest_transcripts(db, [transcript], force=True)
    assert [f.status for f in report.files] == ["ingested"], report.files
    stats = sessgraph.extract_knowledge(db)
    assert stats.sessions == 1, stats
assert isinstance(sessgraph.ingest, types.ModuleType), sessgraph.ingest
assert isinstance(sessgraph.extract, types.ModuleType), sessgraph.extract
print("ok")
"""


@pytest.mark.parametrize(
    "first",
    ["import sessgraph.extract.run", "import sessgraph.ingest.run", "import sessgraph.api", ""],
)
def test_public_functions_work_whatever_was_imported_first(tmp_path: Path, first: str) -> None:
    """ingest_transcripts / extract_knowledge stay callable after the stage packages of the
    same stem are imported (before the package, or by the functions themselves)."""
    import subprocess
    import sys

    from conftest import REPO

    transcript = REPO / "tests" / "data" / "cline-ui" / "demo-task__ui_messages.json"
    result = subprocess.run(
        [sys.executable, "-c", _IMPORT_ORDER.format(first=first), str(tmp_path / "g.db"),
         str(transcript)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip() == "ok"


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


def test_ingest_paths_extracts_by_default_as_api_ingest_does(tmp_path: Path) -> None:
    """ingest_paths and api.ingest agree: both extract unless told not to."""
    from sessgraph.ingest import ingest_paths
    from sessgraph.store import open_db

    src = tmp_path / "s.jsonl"
    src.write_text(
        '{"type": "session", "id": "x1"}\n'
        '{"type": "message", "role": "assistant", "tool_calls": [{"name": "bash", '
        '"command": "make", "exit_code": 2, "output": "error: missing separator"}]}\n'
    )
    db = open_db(tmp_path / "a.db")
    try:
        report = ingest_paths(db, [src])
        assert report.extract_stats is not None and report.extract_stats.symptoms == 1
        unextracted = ingest_paths(db, [src], force=True, extract=False)
        assert unextracted.extract_stats is None
    finally:
        db.close()
    from sessgraph import api

    api_report = api.ingest(tmp_path / "b.db", [src])
    assert api_report.extract_stats is not None and api_report.extract_stats.symptoms == 1


def test_watch_passes_its_options_on(tmp_path: Path) -> None:
    """api.watch takes force, extract and on_progress like api.ingest."""
    from sessgraph import api

    src = tmp_path / "s.jsonl"
    src.write_text(
        '{"type": "session", "id": "w1"}\n'
        '{"type": "message", "role": "assistant", "tool_calls": [{"name": "bash", '
        '"command": "make", "exit_code": 2, "output": "error: missing separator"}]}\n'
    )
    db = tmp_path / "w.db"
    seen: list[str] = []
    progress: list[tuple[int, int]] = []
    api.watch(
        db,
        [src],
        rounds=1,
        interval=0,
        extract=False,
        on_progress=lambda d, t: progress.append((d, t)),
    )
    with sessgraph.open(db) as graph:
        assert graph.symptoms() == []
    assert progress[-1] == (src.stat().st_size, src.stat().st_size)
    api.watch(db, [src], rounds=2, interval=0, force=True, on_file=lambda r: seen.append(r.status))
    assert seen == ["ingested", "unchanged"]  # forced in the first round only
    with sessgraph.open(db) as graph:
        assert len(graph.symptoms()) == 1


def test_results_are_models(sglang_db: Path) -> None:
    """summary() gives a model per format; a message's commands are models; symptom
    statuses are the four an episode can have."""
    from typing import get_args

    from sessgraph import api
    from sessgraph.results import CommandView, FormatSummary, SymptomStatus

    (row,) = api.summary(sglang_db)
    assert isinstance(row, FormatSummary)
    assert (row.format, row.sessions) == ("opencode", 1) and row.commands >= row.failed > 0
    with sessgraph.open(sglang_db) as db:
        views = db.messages(SGLANG_SESSION, seq=6119, context=2)
        statuses = {s.status for s in db.symptoms(limit=10_000)}
    commands = [c for view in views for c in view.commands]
    assert commands and all(isinstance(c, CommandView) for c in commands)
    assert statuses <= set(get_args(SymptomStatus)) and "resolved" in statuses


def test_export_graph_is_in_the_api(sglang_db: Path, tmp_path: Path) -> None:
    """SessGraph.export_graph writes the graph the CLI's export writes (node-link JSON here)."""
    import json

    out = tmp_path / "g.json"
    with sessgraph.open(sglang_db) as db:
        graph = db.export_graph(out, "json", entity="SGLANG_ENABLE_SPEC_V2")
    data = json.loads(out.read_text())
    assert len(data["nodes"]) == graph.number_of_nodes() > 0
    assert len(data["links"]) == graph.number_of_edges() > 0
