"""Datasette's row pages on a sessgraph database: titled by the row's label, and a symptom's
page telling its failure episode (with the fix hung on another of its symptoms)."""

from __future__ import annotations

import asyncio
import html
import re
import sqlite3
from pathlib import Path

import pytest
from datasette.app import Datasette
from datasette.utils import tilde_encode

from sessgraph.cli.serve import make_datasette, register_plugin

DB = "sglang"


@pytest.fixture(scope="module")
def ds(sglang_db: Path) -> Datasette:
    """The read-only Datasette of ``sessgraph serve`` on the demo database."""
    return make_datasette(sglang_db)


def page(ds: Datasette, path: str) -> str:
    """The HTML of ``path``, which must answer 200."""
    response = asyncio.run(ds.client.get(path))
    assert response.status_code == 200, path
    return str(response.text)


def title_and_heading(text: str) -> tuple[str, str]:
    """The ``<title>`` and the first ``<h1>`` of a page, as plain text."""
    title = re.search(r"<title>(.*?)</title>", text, re.S)
    heading = re.search(r"<h1[^>]*>(.*?)</h1>", text, re.S)
    assert title is not None and heading is not None
    plain = " ".join(re.sub(r"<[^>]+>", " ", heading.group(1)).split())
    return html.unescape(title.group(1)).strip(), html.unescape(plain)


def visible(text: str) -> str:
    """The visible text of a page, whitespace squeezed."""
    body = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", text, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())


def one(db: Path, sql: str) -> str:
    """The single value ``sql`` selects from the demo database."""
    with sqlite3.connect(db) as conn:
        return str(conn.execute(sql).fetchone()[0])


@pytest.mark.parametrize(
    ("table", "where", "expected"),
    [
        ("sessions", "1", "sessions: deploy · 2026-02-02 · New box for the inference cluster"),
        ("messages", "seq = 6123", "messages: #6123 Clear error — MTP with the hybrid"),
        ("symptoms", "seq = 6122", "symptoms: #6122 ValueError: Speculative decoding for"),
        ("fixes", "kind = 'config_edit' AND change LIKE '%SPEC_V2%'", "fixes: config_edit: edit "),
        ("pivots", "seq = 6123", "pivots: #6123 Clear error — MTP"),
        ("commands", "command LIKE 'journalctl -u sglang-qwen -n 24%'", "commands: $ journalctl"),
        ("entities", "name = 'SGLANG_ENABLE_SPEC_V2'", "entities: SGLANG_ENABLE_SPEC_V2 (env_var)"),
        ("segments", "idx = 0", "segments: segment 0 (session_start)"),
    ],
)
def test_row_pages_are_titled_by_their_label(
    ds: Datasette, sglang_db: Path, table: str, where: str, expected: str
) -> None:
    """The title and heading of a row page say what the row is, not its 19-digit id (the id
    is still on the page, beneath)."""
    key = one(sglang_db, f"SELECT id FROM {table} WHERE {where} ORDER BY id LIMIT 1")
    text = page(ds, f"/{DB}/{table}/{tilde_encode(key)}")
    title, heading = title_and_heading(text)
    assert title.startswith(expected) and heading.startswith(expected)
    assert key not in title and f"id {key}" in visible(text)


def test_row_pages_of_other_databases_keep_datasette_titles(tmp_path: Path) -> None:
    """A database that is not sessgraph's keeps Datasette's own row page."""
    path = tmp_path / "plain.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE fixes (id INTEGER PRIMARY KEY, kind TEXT)")
        conn.execute("INSERT INTO fixes VALUES (7, 'config_edit')")
    register_plugin()
    text = page(Datasette([str(path)]), "/plain/fixes/7")
    title, heading = title_and_heading(text)
    assert (title, heading) == ("plain: fixes", "fixes: 7") and "sessgraph-row" not in text


def test_value_error_page_shows_the_episode_fix(ds: Datasette, sglang_db: Path) -> None:
    """The ValueError's own page, whose fix the extractor hung on the episode's first symptom
    (a refused poll), shows that fix, its verification and the episode's other symptoms."""
    key = one(sglang_db, "SELECT id FROM symptoms WHERE seq = 6122")
    fix = one(sglang_db, "SELECT fix_id FROM episodes WHERE seq = 6122")
    linked = one(sglang_db, f"SELECT symptom_id FROM fixes WHERE id = {fix}")
    assert linked != key  # the situation the section exists for
    text = page(ds, f"/{DB}/symptoms/{key}")
    words = visible(text)
    assert "Its failure episode: ValueError: Speculative decoding" in words
    assert "Fixed by config_edit: edit /home/ops/deploy/units/sglang-qwen.service" in words
    assert f'href="/{DB}/fixes/{fix}"' in text and "verified by" in words
    assert "#6119 curl: (7) Failed to connect" in words and "(this row)" in words
    assert "0 rows from symptom_id in fixes (the episode's fix is above" in words
    assert f"/-/sessgraph/graph?db={DB}&amp;episode=" in text


def test_fix_page_names_the_episode_it_fixed(ds: Datasette, sglang_db: Path) -> None:
    """A fix's page tells the episode through its error (the ValueError), with a link into
    the transcript at the fix."""
    fix = one(sglang_db, "SELECT fix_id FROM episodes WHERE seq = 6122")
    text = page(ds, f"/{DB}/fixes/{fix}")
    words = visible(text)
    assert "Its failure episode: ValueError: Speculative decoding" in words
    assert "read it in the transcript (#6124)" in words


def test_ids_without_a_useful_label_become_labelled_row_links(
    ds: Datasette, sglang_db: Path
) -> None:
    """Cells Datasette shows as bare numbers or one-word labels (a fix's symptom, the episodes
    view's ids, edge endpoints) link to the row page with what the row is."""
    fix = one(sglang_db, "SELECT fix_id FROM episodes WHERE seq = 6122")
    poll = one(sglang_db, f"SELECT symptom_id FROM fixes WHERE id = {fix}")
    text = html.unescape(page(ds, f"/{DB}/fixes/{fix}"))
    assert f'href="/{DB}/symptoms/{poll}" title="{poll}">#6119 curl: (7) Failed to connect' in text
    assert f'href="/{DB}/commands/' in text and ">$ for i in $(seq 1 90)" in text
    episode = one(sglang_db, "SELECT episode_id FROM episodes WHERE seq = 6122")
    view = html.unescape(page(ds, f"/{DB}/episodes?episode_id={episode}"))
    assert f'href="/{DB}/fixes/{fix}" title="{fix}">config_edit: edit ' in view
    assert view.count(f'href="/{DB}/symptoms/') >= 5  # symptom_id, linked one, the 4 in the list
    edges = html.unescape(page(ds, f"/{DB}/edges?type=fixed_by&target=fix:{fix}"))
    assert f'href="/{DB}/fixes/{fix}"' in edges and ">#6119 curl: (7)" in edges
