"""The story pages in-process: front page, transcript, what fixed this, labelled id links,
the episodes view and the episode graph, on the bundled sglang-ops session."""

from __future__ import annotations

import asyncio
import html
import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import httpx
import pytest
from datasette.app import Datasette

from conftest import SGLANG_SESSION
from sessgraph import api
from sessgraph.cli.serve import make_datasette

DB = "sglang"  # the name Datasette gives sglang.db
ERROR_TEXT = (
    "ValueError: Speculative decoding for Qwen3_5MoeForConditionalGeneration is not compatible "
    "with radix cache when using --mamba-scheduler-strategy no_buffer."
)
TRACEBACK = (
    """Feb 21 16:33:48 h200 python[1]: Traceback (most recent call last):
Feb 21 16:33:48 h200 python[1]:   File "server_args.py", line 2287, in _handle_mamba_radix_cache
Feb 21 16:33:48 h200 python[1]:     raise ValueError(
Feb 21 16:33:48 h200 python[1]: """
    + ERROR_TEXT
)


@pytest.fixture(scope="module")
def ds(sglang_db: Path) -> Datasette:
    """The read-only Datasette of ``sessgraph serve`` on the demo database."""
    return make_datasette(sglang_db)


def get(ds: Datasette, path: str, **params: Any) -> httpx.Response:
    """GET ``path`` (with query ``params``) from the in-process Datasette."""
    if params:
        path += ("&" if "?" in path else "?") + str(httpx.QueryParams(params))
    response: httpx.Response = asyncio.run(ds.client.get(path))
    return response


def text_of(page: str) -> str:
    """The visible text of an HTML page, whitespace squeezed."""
    body = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", page, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())


def test_episodes_view_tells_the_crash_loop_through_the_value_error(sglang_db: Path) -> None:
    """The episode of the 6123 pivot has 4 symptoms; its best is the ValueError (not the first,
    the refused poll) and its fix is the config edit verified by the health poll."""
    with sqlite3.connect(sglang_db) as conn:
        conn.row_factory = sqlite3.Row
        episode = conn.execute(
            "SELECT e.* FROM episodes e JOIN pivots p ON p.episode_id = e.episode_id "
            "WHERE p.seq = 6123"
        ).fetchone()
        first = conn.execute(
            "SELECT error_type FROM symptoms WHERE episode_id = ? ORDER BY seq LIMIT 1",
            [episode["episode_id"]],
        ).fetchone()[0]
        count = conn.execute("SELECT count(DISTINCT episode_id) FROM symptoms").fetchone()[0]
        rows = conn.execute("SELECT count(*) FROM episodes").fetchone()[0]
    assert first == "ConnectionRefused"
    assert episode["error_type"] == "ValueError" and episode["seq"] == 6122
    assert episode["label"].startswith("ValueError: Speculative decoding")
    assert episode["symptom_count"] == 4 and len(json.loads(episode["symptom_ids"])) == 4
    assert episode["status"] == "resolved"
    assert episode["fix_kind"] == "config_edit" and episode["fix_seq"] == 6124
    assert "curl" in episode["verify_command"]
    assert rows == count  # one row per episode


def test_front_page_links_pivots_fixes_errors_and_sessions(ds: Datasette) -> None:
    """The front page names the top pivot #6123 first, links it to its transcript, lists the
    ValueError fix, frequent errors with a what-fixed-it link, and the session by project."""
    page = get(ds, "/-/sessgraph/")
    assert page.status_code == 200
    first_pivot = re.search(
        r'id="sessgraph-pivots".*?<a href="([^"]+)">([^<]+)</a>', page.text, re.S
    )
    assert first_pivot is not None
    href, label = html.unescape(first_pivot.group(1)), html.unescape(first_pivot.group(2))
    assert label.startswith("#6123 Clear error — MTP with the hybrid")
    assert href == f"/-/sessgraph/session/{SGLANG_SESSION}?db={DB}&at=6123#m6123"
    text = text_of(page.text)
    assert "ValueError: Speculative decoding" in text and "config_edit" in text
    assert "what fixed it?" in text and "deploy" in text
    assert get(ds, href.split("#")[0]).status_code == 200


def test_transcript_page_shows_the_traceback_the_pivot_and_the_fix(ds: Datasette) -> None:
    """Around #6123: the journalctl output with the ValueError, the pivot mark, the fix's diff
    and its verification; the output of a message with a mark is open."""
    page = get(ds, f"/-/sessgraph/session/{SGLANG_SESSION}", at="6123", db=DB)
    assert page.status_code == 200
    text = text_of(page.text)
    assert "$ journalctl -u sglang-qwen -n 24 --no-pager" in text
    assert (
        "raise ValueError(" in text and "please use --mamba-scheduler-strategy extra_buffer" in text
    )
    assert "pivot point (score 9.7)" in text
    assert "config_edit (confidence 0.80) fixing ValueError" in text
    assert "+Environment=SGLANG_ENABLE_SPEC_V2=1" in text
    assert "+ --mamba-scheduler-strategy extra_buffer" in text
    assert "verifies the config_edit" in text
    assert re.search(
        r'<li id="m6122"[^>]*>.*?<details class="sessgraph-output" open>', page.text, re.S
    )
    assert 'class="sessgraph-msg sessgraph-role-assistant sessgraph-at"' in page.text


def test_transcript_page_accepts_a_prefix_and_says_what_is_unknown(ds: Datasette) -> None:
    """A unique prefix of a session id opens it; an unknown one is a 404 naming it."""
    page = get(ds, "/-/sessgraph/session/ses_3e27", at="10", context="1")
    assert page.status_code == 200 and "Messages #9–#11 of 6400" in text_of(page.text)
    missing = get(ds, "/-/sessgraph/session/nope")
    assert missing.status_code == 404
    assert "no session id starts with 'nope'" in text_of(missing.text)


def test_fixes_page_gives_the_api_answer_for_a_pasted_traceback(
    ds: Datasette, sglang_db: Path
) -> None:
    """A whole traceback in the box: the same candidates as the API, with similarity,
    confidence, sessions, the change in full and a link into the transcript."""
    page = get(ds, "/-/sessgraph/fixes", error=TRACEBACK)
    assert page.status_code == 200
    with api.SessGraph(sglang_db) as graph:
        expected = graph.similar_fixes(TRACEBACK, limit=10)
    assert expected and expected[0].kind == "config_edit"
    text = text_of(page.text)
    assert text.count("similarity ") >= len(expected)
    first = expected[0]
    assert f"similarity {first.similarity:.2f} ({first.matched_by})" in text
    assert f"confidence {first.confidence:.2f}" in text
    assert first.change is not None and " ".join(first.change.split()) in text
    assert f"/-/sessgraph/session/{SGLANG_SESSION}?db={DB}&amp;at=6122#m6122" in page.text
    assert "<textarea" in page.text


def test_fixes_page_says_when_nothing_is_similar(ds: Datasette) -> None:
    """An error nothing resembles gets the sentence, not an empty list."""
    page = get(ds, "/-/sessgraph/fixes", error="zqxj wvut: frobnicator exploded")
    assert "Nothing similar" in text_of(page.text)


def test_ids_in_tables_render_as_labelled_transcript_links(ds: Datasette) -> None:
    """On the pivots table the session, message and episode ids are links into the transcript
    with labels (project · date, #6123 and first words, the episode's error)."""
    page = get(ds, f"/{DB}/pivots", _sort_desc="score", _size="1").text
    assert f'href="/-/sessgraph/session/{SGLANG_SESSION}?db={DB}"' in page
    assert "deploy · 2026-02-02 · New box for the inference cluster" in html.unescape(page)
    assert "#6123 Clear error — MTP with the hybrid GDN model needs" in html.unescape(page)
    assert "ValueError: Speculative decoding" in html.unescape(page)
    assert page.count("at=6123#m6123") >= 2  # message_id and seq


def test_graph_json_for_the_top_pivot_episode(ds: Datasette, sglang_db: Path) -> None:
    """The episode graph hangs the fix on the ValueError, links the other symptoms to it, and
    gives every placed node a transcript link."""
    with sqlite3.connect(sglang_db) as conn:
        episode = conn.execute("SELECT episode_id FROM pivots WHERE seq = 6123").fetchone()[0]
    graph = get(ds, "/-/sessgraph/graph.json", episode=str(episode)).json()
    nodes = {n["id"]: n for n in graph["nodes"]}
    fixed_by = [e for e in graph["links"] if e["type"] == "fixed_by"]
    assert len(fixed_by) == 1
    assert nodes[fixed_by[0]["source"]]["label"].startswith("crash_loop: ValueError")
    assert sum(e["type"] == "in_episode" for e in graph["links"]) == 3
    assert any(n["label"].startswith("#3802 ") for n in graph["nodes"])  # the discovery
    placed = [n for n in graph["nodes"] if n["type"] in {"message", "command", "symptom", "fix"}]
    assert placed and all("/-/sessgraph/session/" in n["transcript"] for n in placed)


def test_graph_json_of_a_session_by_episode(ds: Datasette, sglang_db: Path) -> None:
    """view=episodes draws one node per episode, labelled with its fix or status."""
    graph = get(ds, "/-/sessgraph/graph.json", session=SGLANG_SESSION, view="episodes").json()
    with sqlite3.connect(sglang_db) as conn:
        episodes = conn.execute("SELECT count(*) FROM episodes").fetchone()[0]
    assert {n["type"] for n in graph["nodes"]} == {"episode"}
    assert len(graph["nodes"]) == episodes
    assert any(n["label"].startswith("#6122 [config_edit] ValueError") for n in graph["nodes"])


def test_graph_page_opens_on_the_top_pivot_episode(ds: Datasette, sglang_db: Path) -> None:
    """With nothing picked, the graph page draws the top pivot's episode, with an edge legend."""
    with sqlite3.connect(sglang_db) as conn:
        episode = conn.execute("SELECT episode_id FROM pivots WHERE seq = 6123").fetchone()[0]
    page = get(ds, "/-/sessgraph/graph").text
    assert f'data-episode="{episode}"' in page
    assert "sessgraph-edge-fixed_by" in page and 'class="sessgraph-filter"' in page


def test_canned_query_function_matches_the_cli_ranking(sglang_db: Path) -> None:
    """sessgraph_similar_fixes() in SQL returns the API's candidates as JSON, in order."""
    from sessgraph.datasette.pages import similar_fixes_json

    conn = sqlite3.connect(sglang_db)
    try:
        found = json.loads(similar_fixes_json(conn, TRACEBACK, 5))
        assert json.loads(similar_fixes_json(conn, "   ", 5)) == []
    finally:
        conn.close()
    with api.SessGraph(sglang_db) as graph:
        expected = [c.model_dump() for c in graph.similar_fixes(TRACEBACK, limit=5)]
    assert found == expected


def test_canned_query_takes_a_pasted_traceback_whole(ds: Datasette, sglang_db: Path) -> None:
    """The similar_crash_fixes page gets the multi-line box script; a traceback sent from it
    (line breaks as a browser sends them, CRLF) gives the CLI's --stdin answer, in order."""
    from click.testing import CliRunner

    from sessgraph.cli import cli

    page = get(ds, f"/{DB}/similar_crash_fixes").text
    assert "/-/sessgraph/static/sessgraph-query.js" in page
    assert "sessgraph-query.js" not in get(ds, f"/{DB}/session_pivots").text
    assert get(ds, "/-/sessgraph/static/sessgraph-query.js").status_code == 200
    sent = TRACEBACK.replace("\n", "\r\n")
    rows = get(ds, f"/{DB}/similar_crash_fixes.json", error_text=sent, _shape="array").json()
    answer = CliRunner().invoke(
        cli, ["fixes", "-d", str(sglang_db), "--stdin", "--json", "-n", "10"], input=TRACEBACK
    )
    assert answer.exit_code == 0, answer.output
    expected = json.loads(answer.output)
    assert expected and expected[0]["kind"] == "config_edit"
    assert [(r["fix_kind"], r["change"]) for r in rows] == [
        (c["kind"], c["change"]) for c in expected
    ]
    assert [r["similarity"] for r in rows] == [round(c["similarity"], 3) for c in expected]
    # The value is sent back whole, line breaks and all, for the box to show again.
    shown = get(ds, f"/{DB}/similar_crash_fixes", error_text=sent).text
    box = re.search(r'<input type="text" [^>]*name="error_text" value="([^"]*)"', shown)
    assert box is not None and html.unescape(box.group(1)) == sent


def test_graph_json_of_one_node_for_expanding_in_place(ds: Datasette, sglang_db: Path) -> None:
    """?node=episode:<id> gives the episode node with its symptoms (contains), the fix on the
    ValueError and its verification; ?node=symptom:<ValueError> reads the fix through the
    ValueError too, though the extractor hung it on the refused poll; an unknown node is
    empty; two selectors are refused."""
    with sqlite3.connect(sglang_db) as conn:
        episode, value_error, poll = conn.execute(
            "SELECT e.episode_id, e.symptom_id, e.fix_linked_symptom_id FROM episodes e "
            "JOIN pivots p ON p.episode_id = e.episode_id WHERE p.seq = 6123"
        ).fetchone()
    assert value_error != poll
    story = get(ds, "/-/sessgraph/graph.json", node=f"episode:{episode}").json()
    links = {(link["source"], link["type"], link["target"]) for link in story["links"]}
    contained = {t for s, kind, t in links if s == f"episode:{episode}" and kind == "contains"}
    assert len(contained) == 4 and f"symptom:{value_error}" in contained
    fixed = [(s, t) for s, kind, t in links if kind == "fixed_by"]
    assert [s for s, _ in fixed] == [f"symptom:{value_error}"]
    assert any(kind == "verified_by" for _, kind, _ in links)
    node = next(n for n in story["nodes"] if n["id"] == f"episode:{episode}")
    assert node["href"] == f"/{DB}/episodes?episode_id={episode}"
    one = get(ds, "/-/sessgraph/graph.json", node=f"symptom:{value_error}").json()
    kinds = {(link["source"], link["type"]) for link in one["links"]}
    assert (f"symptom:{value_error}", "fixed_by") in kinds
    assert (f"symptom:{poll}", "in_episode") in kinds
    assert get(ds, "/-/sessgraph/graph.json", node="fix:1").json()["nodes"] == []
    both = get(ds, "/-/sessgraph/graph.json", node="fix:1", entity="x")
    assert both.status_code == 400


def test_front_page_recent_fixes_carry_knowledge(ds: Datasette, sglang_db: Path) -> None:
    """Recent fixes on the front page leave out typo / scratch / inspection fixes (the demo
    has typo fixes at its end) and say how many were left out, with a link to them."""
    with sqlite3.connect(sglang_db) as conn:
        typos = conn.execute("SELECT count(*) FROM fixes WHERE change_class = 'typo'").fetchone()
        others = conn.execute("SELECT count(*) FROM fixes WHERE change_class != 'knowledge'")
        left_out = others.fetchone()[0]
    assert typos[0] > 0
    page = get(ds, "/-/sessgraph/").text
    listed = re.search(r'id="sessgraph-recent-fixes".*?</table>', page, re.S)
    assert listed is not None
    assert "stauts" not in listed.group(0) and ".serivce" not in listed.group(0)
    assert "config_edit" in listed.group(0)
    note = text_of(re.search(r'id="sessgraph-not-knowledge".*?</p>', page, re.S).group(0))  # type: ignore[union-attr]
    assert f"{left_out} typo, scratch or inspection fixes" in note
    assert f"/{DB}/fixes?change_class__not=knowledge" in page
