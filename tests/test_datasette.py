"""The Datasette side: metadata, canned queries, facets, search, the graph routes, read-only.

One database is built per module from the bundled SGLang operations session (an opencode
transcript of a crash loop whose pivot is message #6123) and served in-process.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner
from datasette.app import Datasette

from sessgraph import api
from sessgraph.cli.serve import load_metadata, make_datasette, register_plugin, serve_command
from sessgraph.datasette import fts_query

REPO = Path(__file__).resolve().parents[1]
SESSION_FILE = REPO / "data" / "sglang-ops" / "session.jsonl.zst"
DB = "sessgraph"  # the database name Datasette gives sessgraph.db
ERROR_TEXT = (
    "ValueError: Speculative decoding for Qwen3_5MoeForConditionalGeneration is not compatible "
    "with radix cache when using --mamba-scheduler-strategy no_buffer."
)


@pytest.fixture(scope="module")
def db_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sglang-ops session ingested and extracted into sessgraph.db."""
    path = tmp_path_factory.mktemp("datasette") / "sessgraph.db"
    api.ingest(path, [SESSION_FILE])
    return path


@pytest.fixture(scope="module")
def ds(db_path: Path) -> Datasette:
    """The read-only Datasette that ``sessgraph serve`` would run."""
    return make_datasette(db_path)


@pytest.fixture(scope="module")
def session_id(db_path: Path) -> str:
    """Id of the single session in the test database."""
    with sqlite3.connect(db_path) as conn:
        return str(conn.execute("SELECT id FROM sessions").fetchone()[0])


def get(ds: Datasette, path: str, **params: Any) -> httpx.Response:
    """GET ``path`` from the in-process Datasette."""
    if params:
        path += ("&" if "?" in path else "?") + str(httpx.QueryParams(params))
    response: httpx.Response = asyncio.run(ds.client.get(path))
    return response


def rows(ds: Datasette, path: str, **params: Any) -> list[dict[str, Any]]:
    """The rows of a JSON table or query page, asserting it answered 200."""
    response = get(ds, path, _shape="array", **params)
    assert response.status_code == 200, response.text[:500]
    data: list[dict[str, Any]] = response.json()
    return data


def session_count(db_path: Path) -> int:
    """Number of sessions in the file (read outside Datasette)."""
    with sqlite3.connect(db_path) as conn:
        return int(conn.execute("SELECT count(*) FROM sessions").fetchone()[0])


# --------------------------------------------------------------------------- metadata


def test_metadata_is_the_one_packaged_file() -> None:
    """The metadata the plugin serves is the package's one file; no second copy to drift."""
    packaged = REPO / "src" / "sessgraph" / "datasette" / "metadata.json"
    assert load_metadata() == json.loads(packaged.read_text())
    copies = [p for p in REPO.glob("**/*metadata*.json") if ".venv" not in p.parts]
    assert copies == [packaged]


def test_metadata_describes_every_table_and_column(db_path: Path) -> None:
    """Every table has metadata; every visible one has a description of each of its columns."""
    tables = load_metadata()["databases"]["sessgraph"]["tables"]
    with sqlite3.connect(db_path) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        for name in names:
            assert name in tables, f"no metadata for table {name}"
            if tables[name].get("hidden"):
                continue
            assert tables[name].get("description"), name
            # table_xinfo: generated columns (fixes.knowledge_rank) are described too.
            info = conn.execute(f"PRAGMA table_xinfo([{name}])").fetchall()
            columns = [r[1] for r in info if r[6] != 1]
            assert set(tables[name]["columns"]) == set(columns), name


def test_fts_and_bookkeeping_tables_are_hidden(ds: Datasette) -> None:
    """FTS shadow tables and _migrations are hidden; the data tables are not."""
    tables = {t["name"]: t["hidden"] for t in get(ds, f"/{DB}.json").json()["tables"]}
    for name in ("_migrations", "messages_fts", "messages_fts_data", "symptoms_fts_idx"):
        assert tables[name] is True, name
    for name in ("sessions", "messages", "symptoms", "fixes", "edges"):
        assert tables[name] is False, name


def test_label_columns_turn_foreign_keys_into_named_links(ds: Datasette) -> None:
    """Foreign keys to entities show the entity's name (label_column)."""
    mentions = rows(ds, f"/{DB}/mentions.json", _labels="on", _size="5")
    assert mentions and all(isinstance(m["entity_id"], dict) for m in mentions)
    assert all(m["entity_id"]["label"] for m in mentions)


def test_sql_time_limit_is_set_and_enforced(db_path: Path) -> None:
    """Queries longer than sql_time_limit_ms are interrupted."""
    fast = make_datasette(db_path, sql_time_limit_ms=20)
    assert fast.setting("sql_time_limit_ms") == 20
    slow = "with recursive r(i) as (select 1 union all select i + 1 from r) select count(*) from r"
    response = get(fast, f"/{DB}.json", sql=slow)
    assert response.status_code >= 400
    assert "interrupted" in response.text.lower() or "time limit" in response.text.lower()


# --------------------------------------------------------------------------- canned queries

CANNED: dict[str, dict[str, str]] = {
    "session_pivots": {"session": "{session}"},
    "similar_crash_fixes": {"error_text": ERROR_TEXT},
    "entity_reuse_chain": {"entity": "SGLANG_ENABLE_SPEC_V2"},
    "failure_streaks": {},
    "crash_loops": {},
    "failure_signatures": {},
    "session_outline": {"session": "{session}"},
}


def test_every_canned_query_is_exercised() -> None:
    """The parametrised test below covers exactly the canned queries in the metadata."""
    assert set(load_metadata()["databases"]["sessgraph"]["queries"]) == set(CANNED)


@pytest.mark.parametrize("name", sorted(CANNED))
def test_canned_query_runs_and_returns_rows(ds: Datasette, session_id: str, name: str) -> None:
    """Each canned query runs on the demo database and returns rows."""
    params = {k: v.format(session=session_id) for k, v in CANNED[name].items()}
    assert rows(ds, f"/{DB}/{name}.json", **params)


def test_session_pivots_puts_the_crash_loop_pivot_first(ds: Datasette, session_id: str) -> None:
    """The best pivot of the sglang session is message #6123 and it names the fix."""
    pivots = rows(ds, f"/{DB}/session_pivots.json", session=session_id[:8])
    assert pivots[0]["seq"] == 6123
    assert "SGLANG_ENABLE_SPEC_V2" in pivots[0]["fix"]
    assert [p["score"] for p in pivots] == sorted((p["score"] for p in pivots), reverse=True)


def test_similar_crash_fixes_finds_the_config_fix(ds: Datasette, db_path: Path) -> None:
    """The canned query gives the API's answer (same fixes, same order, same figures): the
    unit-file fix of the ValueError first."""
    fixes = rows(ds, f"/{DB}/similar_crash_fixes.json", error_text=ERROR_TEXT)
    with api.SessGraph(db_path) as graph:
        expected = graph.similar_fixes(ERROR_TEXT, limit=10)
    assert [(f["fix_kind"], f["change"], f["similarity"], f["confidence"]) for f in fixes] == [
        (c.kind, c.change, round(c.similarity, 3), round(c.confidence, 3)) for c in expected
    ]
    assert fixes[0]["fix_kind"] == "config_edit"
    assert fixes[0]["error_text"].startswith("ValueError: Speculative decoding")
    assert "--mamba-scheduler-strategy" in fixes[0]["entities"]
    assert all(0 <= f["similarity"] <= 1 and 0 <= f["confidence"] <= 1 for f in fixes)


@pytest.mark.parametrize(
    "text", ["", "   ", "\"unbalanced ( NEAR( * -- '", "AND OR NOT", "error_text: x"]
)
def test_similar_crash_fixes_survives_hostile_text(ds: Datasette, text: str) -> None:
    """Any text is turned into a valid FTS query (no syntax errors, maybe no rows)."""
    rows(ds, f"/{DB}/similar_crash_fixes.json", error_text=text)


def test_fts_query_quotes_words() -> None:
    """sessgraph_fts_query keeps distinct words, drops operators and stopwords."""
    assert fts_query('ValueError: not "compatible" (AND) with x*') == (
        '"valueerror" OR "compatible"'
    )
    assert fts_query(None) == '""'


def test_entity_reuse_chain_starts_at_the_discovery(ds: Datasette) -> None:
    """SGLANG_ENABLE_SPEC_V2 was discovered at #3802 and reused at #6123."""
    chain = rows(ds, f"/{DB}/entity_reuse_chain.json", entity="SGLANG_ENABLE_SPEC_V2")
    assert {c["discovered_seq"] for c in chain} == {3802}
    assert 6123 in {c["reused_seq"] for c in chain}


def test_crash_loops_lists_the_sglang_restart_loop(ds: Datasette) -> None:
    """The crash loop episode ends with pivot #6123 and the config fix."""
    loops = rows(ds, f"/{DB}/crash_loops.json")
    loop = next(r for r in loops if r["pivot_seq"] == 6123)
    assert "ServiceAutoRestart" in loop["error_types"]
    assert loop["fix"].startswith("config_edit")


def test_failure_streaks_are_consecutive_failures(ds: Datasette) -> None:
    """Each streak is at least two failed commands with consecutive command numbers."""
    for streak in rows(ds, f"/{DB}/failure_streaks.json"):
        assert streak["failures"] >= 2
        assert streak["last_command_seq"] - streak["first_command_seq"] + 1 == streak["failures"]


def test_session_outline_covers_every_segment(ds: Datasette, session_id: str) -> None:
    """The outline has one row per segment, in order, each with a title."""
    outline = rows(ds, f"/{DB}/session_outline.json", session=session_id)
    assert [r["idx"] for r in outline] == list(range(len(outline)))
    assert all(r["title"] for r in outline)


# --------------------------------------------------------------------------- facets, search


def configured_facets() -> list[tuple[str, str]]:
    """(table, column) for every facet in the metadata."""
    tables = load_metadata()["databases"]["sessgraph"]["tables"]
    return [(t, f) for t, meta in tables.items() for f in meta.get("facets", [])]


@pytest.mark.parametrize(("table", "column"), configured_facets())
def test_configured_facet_is_computed(ds: Datasette, table: str, column: str) -> None:
    """Each metadata facet shows on its table page without timing out."""
    data = get(ds, f"/{DB}/{table}.json", _size="1").json()
    assert column in data["facet_results"], data.get("facets_timed_out")


def test_status_and_exit_code_facets_count_failures(ds: Datasette) -> None:
    """The commands facets count the failed commands."""
    facets = get(ds, f"/{DB}/commands.json", _size="0").json()["facet_results"]
    status = {r["value"]: r["count"] for r in facets["status"]["results"]}
    assert status["failed"] == 116
    assert any(r["value"] == 0 for r in facets["exit_code"]["results"])


@pytest.mark.parametrize(
    ("table", "term"),
    [("messages", "mamba-scheduler-strategy"), ("commands", "systemctl"), ("symptoms", "radix")],
)
def test_full_text_search(ds: Datasette, table: str, term: str) -> None:
    """?_search= uses the table's FTS index."""
    found = rows(ds, f"/{DB}/{table}.json", _search=term)
    assert found


def test_search_finds_the_pivot_message(ds: Datasette) -> None:
    """Searching messages for the two fix entities finds message #6123."""
    found = rows(ds, f"/{DB}/messages.json", _search="SGLANG_ENABLE_SPEC_V2 extra_buffer")
    assert 6123 in {m["seq"] for m in found}


# --------------------------------------------------------------------------- graph routes


def nodes_by_label(graph: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The graph's nodes keyed by label."""
    return {str(n["label"]): n for n in graph["nodes"]}


def assert_crash_loop_story(graph: dict[str, Any]) -> None:
    """Pivot #6123 → config fix → the two entities; SGLANG_ENABLE_SPEC_V2 discovered at #3802."""
    labels = nodes_by_label(graph)
    pivot = next(n for label, n in labels.items() if label.startswith("#6123 "))
    discovery = next(n for label, n in labels.items() if label.startswith("#3802 "))
    fix = next(n for n in graph["nodes"] if n["type"] == "fix" and "extra_buffer" in n["label"])
    flag = labels["--mamba-scheduler-strategy"]
    env = labels["SGLANG_ENABLE_SPEC_V2"]
    edges = {(e["source"], e["target"], e["type"]) for e in graph["links"]}
    assert (pivot["id"], fix["id"], "pivot_for") in edges
    assert (fix["id"], flag["id"], "mentions") in edges
    assert (fix["id"], env["id"], "mentions") in edges
    assert (env["id"], discovery["id"], "discovered_in") in edges
    assert pivot["href"] == f"/{DB}/messages/{pivot['id'].split(':')[1]}"


@pytest.mark.parametrize("view", ["full", "knowledge"])
def test_graph_json_for_the_session(ds: Datasette, session_id: str, view: str) -> None:
    """The session graph holds the crash-loop story, in both views."""
    response = get(ds, "/-/sessgraph/graph.json", session=session_id, view=view)
    assert response.status_code == 200
    graph = response.json()
    assert_crash_loop_story(graph)
    types = {n["type"] for n in graph["nodes"]}
    assert ("segment" in types) == (view == "full")


def test_graph_json_for_an_entity(ds: Datasette) -> None:
    """The neighbourhood of SGLANG_ENABLE_SPEC_V2 holds the same story."""
    graph = get(ds, "/-/sessgraph/graph.json", entity="SGLANG_ENABLE_SPEC_V2").json()
    assert_crash_loop_story(graph)


def test_graph_node_links_open_row_pages(ds: Datasette, session_id: str) -> None:
    """Every node type's href is a working row page."""
    graph = get(ds, "/-/sessgraph/graph.json", session=session_id).json()
    seen: dict[str, str] = {}
    for node in graph["nodes"]:
        seen.setdefault(node["type"], node["href"])
    assert set(seen) >= {"session", "segment", "message", "command", "symptom", "fix", "entity"}
    for href in seen.values():
        assert get(ds, href).status_code == 200, href


@pytest.mark.parametrize(
    "query", [{}, {"session": "x", "entity": "y"}, {"session": "x", "view": "everything"}]
)
def test_graph_json_rejects_bad_requests(ds: Datasette, query: dict[str, str]) -> None:
    """graph.json needs exactly one of session= or entity= and a known view."""
    response = get(ds, "/-/sessgraph/graph.json", **query)
    assert response.status_code == 400
    assert "error" in response.json()


def test_graph_page_uses_bundled_assets(ds: Datasette, session_id: str) -> None:
    """The graph page offers the sessions and loads cytoscape and dagre from the package, not
    a CDN."""
    page = get(ds, "/-/sessgraph/graph", session=session_id)
    assert page.status_code == 200
    assert f'<option value="{session_id}" selected' in page.text
    assert 'src="/-/sessgraph/static/cytoscape.min.js"' in page.text
    assert 'src="/-/sessgraph/static/cytoscape-dagre.min.js"' in page.text
    assert "https://" not in page.text.split("<body")[0]
    for asset in (
        "cytoscape.min.js", "cytoscape-dagre.min.js", "cytoscape-dagre.LICENSE",
        "sessgraph-graph.js", "sessgraph-graph.css", "sessgraph-pages.css",
    ):  # fmt: skip
        response = get(ds, f"/-/sessgraph/static/{asset}")
        assert response.status_code == 200, asset
    assert "cytoscape" in get(ds, "/-/sessgraph/static/cytoscape.min.js").text[:2000].lower()


def test_tables_link_to_the_graph(ds: Datasette, session_id: str) -> None:
    """The sessions and entities tables link to the graph page."""
    sessions = get(ds, f"/{DB}/sessions").text
    assert f"/-/sessgraph/graph?db={DB}&amp;session={session_id}" in sessions
    assert "Knowledge graph (sessgraph)" in sessions
    entities = get(ds, f"/{DB}/entities", name="SGLANG_ENABLE_SPEC_V2").text
    assert "/-/sessgraph/graph?db=" in entities and "entity=" in entities


# --------------------------------------------------------------------------- read-only, guard


def test_arbitrary_write_sql_is_refused(ds: Datasette, db_path: Path) -> None:
    """SQL that writes is rejected and changes nothing."""
    before = session_count(db_path)
    response = get(ds, f"/{DB}.json", sql="delete from sessions")
    assert response.status_code == 400
    assert session_count(db_path) == before == 1


def test_canned_write_query_is_refused(db_path: Path) -> None:
    """Even a canned write query cannot change a served database (PRAGMA query_only)."""
    metadata = load_metadata()
    metadata["databases"]["sessgraph"]["queries"]["wipe"] = {
        "sql": "delete from sessions",
        "write": True,
    }
    ds = make_datasette(db_path, metadata=metadata)
    response = asyncio.run(
        ds.client.post(f"/{DB}/wipe", json={"_json": 1}, headers={"accept": "application/json"})
    )
    assert response.json()["ok"] is False
    assert "readonly" in response.json()["message"]
    assert session_count(db_path) == 1


def test_graph_routes_are_guarded_to_sessgraph_databases(tmp_path: Path) -> None:
    """A Datasette with no sessgraph database answers the graph routes with 404."""
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE sessions (id TEXT PRIMARY KEY, title TEXT)")
        conn.execute("INSERT INTO sessions VALUES ('s1', 'not ours')")
    register_plugin()
    ds = Datasette(files=[str(other)])
    assert get(ds, "/-/sessgraph/graph").status_code == 404
    assert get(ds, "/-/sessgraph/graph.json", session="s1").status_code == 404
    assert get(ds, "/-/sessgraph/graph.json", db="other", session="s1").status_code == 404
    page = get(ds, "/other/sessions").text
    assert "not ours" in page and "/-/sessgraph/graph" not in page
    assert rows(ds, "/other.json", sql="select sessgraph_fts_query('ab cd') as q") == [
        {"q": '"ab" OR "cd"'}
    ]


def test_graph_route_picks_the_sessgraph_database(db_path: Path, tmp_path: Path) -> None:
    """With another database attached first, the graph still comes from the sessgraph one."""
    other = tmp_path / "aaa.db"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.close()
    register_plugin()
    ds = Datasette(files=[str(other), str(db_path)])
    graph = get(ds, "/-/sessgraph/graph.json", entity="SGLANG_ENABLE_SPEC_V2").json()
    assert graph["database"] == DB
    assert get(ds, "/-/sessgraph/graph.json", db="aaa", entity="x").status_code == 404


# --------------------------------------------------------------------------- the command


def test_serve_help_has_an_example() -> None:
    """`sessgraph serve --help` documents an example."""
    result = CliRunner().invoke(serve_command, ["--help"])
    assert result.exit_code == 0
    assert "Example:" in result.output and "sessgraph serve" in result.output


def test_serve_refuses_a_missing_database(tmp_path: Path) -> None:
    """Serving a path with no database fails with a message saying how to create one."""
    result = CliRunner().invoke(serve_command, ["-d", str(tmp_path / "nope.db")])
    assert result.exit_code != 0
    assert "sessgraph ingest" in result.output


def test_serve_refuses_a_non_sessgraph_database(tmp_path: Path) -> None:
    """Serving a SQLite file without the sessgraph tables fails with a clear message."""
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.close()
    result = CliRunner().invoke(serve_command, ["-d", str(other)])
    assert result.exit_code != 0
    assert "not a sessgraph database" in result.output
