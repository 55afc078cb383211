"""The query commands: readable tables, --json for scripts, --stdin, exports, clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
from click.testing import CliRunner

from conftest import SGLANG_SESSION
from sessgraph.cli import cli

CRASH = (
    "ValueError: Speculative decoding for Qwen3NextForCausalLM is not compatible with radix "
    "cache when using --mamba-scheduler-strategy no_buffer"
)


def run(*args: str, stdin: str | None = None) -> str:
    result = CliRunner().invoke(cli, list(args), input=stdin)
    assert result.exit_code == 0, result.output
    return result.output


def test_fixes_json_and_stdin(sglang_db: Path) -> None:
    """`fixes` answers from an argument or from stdin, with the unit-file fix first, and
    prints each fix whole (wrapped, not cut) with its similarity and confidence apart."""
    by_arg = json.loads(run("fixes", "-d", str(sglang_db), "--json", CRASH))
    by_stdin = json.loads(run("fixes", "-d", str(sglang_db), "--json", "--stdin", stdin=CRASH))
    assert by_arg == by_stdin
    assert any("SGLANG_ENABLE_SPEC_V2" in e for e in by_arg[0]["entities"])
    assert by_arg[0]["fixed"][0]["session_id"] == SGLANG_SESSION
    table = run("fixes", "-d", str(sglang_db), CRASH)
    assert "Fixes of similar past errors" in table and "config_edit" in table
    first = by_arg[0]
    assert f"similarity {first['similarity']:.2f}" in table
    assert f"confidence {first['confidence']:.2f}" in table
    assert len(first["change"]) > 100
    assert "".join(first["change"].split()) in "".join(table.split())


def test_fixes_nothing_similar(sglang_db: Path) -> None:
    """Unrelated text says so instead of printing noise."""
    out = run("fixes", "-d", str(sglang_db), "The weather in Lisbon is mild in March.")
    assert out.startswith("nothing similar")


def test_pivots_reuse_sessions_json(sglang_db: Path) -> None:
    """pivots, reuse and sessions print the API's models as JSON."""
    pivots = json.loads(run("pivots", "-d", str(sglang_db), "--json", "-n", "3"))
    assert pivots[0]["seq"] == 6123 and pivots[0]["session_id"] == SGLANG_SESSION
    reuse = json.loads(run("reuse", "-d", str(sglang_db), "--json", "-e", "SGLANG_ENABLE_SPEC_V2"))
    assert {r["reused_in"] for r in reuse} >= {f"{SGLANG_SESSION}:6123"}
    sessions = json.loads(run("sessions", "-d", str(sglang_db), "--json"))
    assert sessions[0]["message_count"] == 6400 and sessions[0]["fix_count"] >= 40


def test_show_marks_the_asked_message(sglang_db: Path) -> None:
    """`show SESSION:SEQ` prints the messages around SEQ with their commands."""
    out = run("show", "-d", str(sglang_db), f"{SGLANG_SESSION}:6123", "-C", "1")
    assert ">> #6123 assistant" in out and "#6122" in out and "#6124" in out
    assert "$ sudo systemctl stop sglang-qwen" in out


def test_export_graphml_and_json(sglang_db: Path, tmp_path: Path) -> None:
    """`export` writes a GraphML file networkx reads back, and node-link JSON."""
    graphml = tmp_path / "g.graphml"
    run("export", "-d", str(sglang_db), "-o", str(graphml), "-e", "SGLANG_ENABLE_SPEC_V2")
    graph = nx.read_graphml(graphml)
    labels = {data.get("label", "") for _, data in graph.nodes(data=True)}
    assert "SGLANG_ENABLE_SPEC_V2" in labels
    assert any(label.startswith("#6123") for label in labels)
    as_json = tmp_path / "g.json"
    run(
        "export", "-d", str(sglang_db), "--format", "json", "-o", str(as_json), "-s", SGLANG_SESSION
    )
    data = json.loads(as_json.read_text())
    assert {"nodes", "links"} <= set(data) and len(data["nodes"]) > 50


def test_missing_database_is_a_clear_error(tmp_path: Path) -> None:
    """Querying a database that does not exist says so and how to create one."""
    result = CliRunner().invoke(cli, ["pivots", "-d", str(tmp_path / "none.db")])
    assert result.exit_code == 1
    assert "no such database" in result.output and "sessgraph ingest" in result.output


def test_fixes_cli_and_python_api_give_the_same_ranked_answer(sglang_db: Path) -> None:
    """`sessgraph fixes --json` is `sessgraph.open(db).similar_fixes(...)`, order included."""
    import sessgraph

    with sessgraph.open(sglang_db) as db:
        from_api = [c.model_dump() for c in db.similar_fixes(CRASH, limit=5)]
    from_cli = json.loads(run("fixes", "-d", str(sglang_db), "--json", "-n", "5", CRASH))
    assert from_cli == from_api
    assert all(
        {"similarity", "confidence", "change_class", "knowledge"} <= set(c) for c in from_cli
    )
