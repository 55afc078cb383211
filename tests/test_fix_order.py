"""The fixes table's default order in Datasette: knowledge-bearing changes first, then by
confidence, typo / scratch / inspection changes last; databases without the rank column (or
not sessgraph's) keep a working page."""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
from pathlib import Path
from typing import Any

from datasette.app import Datasette

from sessgraph.cli.serve import make_datasette, register_plugin


def rows(ds: Datasette, path: str) -> Any:
    """The JSON rows of ``path`` (which must answer 200), following every ``next`` page."""
    found: list[dict[str, Any]] = []
    url: str | None = path
    while url:
        response = asyncio.run(ds.client.get(url))
        assert response.status_code == 200, response.text[:300]
        body = response.json()
        found += body["rows"]
        url = f"{path}&_next={body['next']}" if body.get("next") else None
    return found


def test_typo_fixes_come_last_whatever_their_confidence(sglang_db: Path, tmp_path: Path) -> None:
    """With a typo fix made the most confident of all, the table still opens on knowledge
    fixes by confidence, and every typo fix follows the last knowledge fix (across pages)."""
    db = tmp_path / "sglang.db"
    shutil.copy(sglang_db, db)
    with sqlite3.connect(db) as conn:
        typo = conn.execute("SELECT id FROM fixes WHERE change_class = 'typo' LIMIT 1").fetchone()
        assert typo is not None  # the demo session has typo fixes
        conn.execute("UPDATE fixes SET confidence = 0.99 WHERE id = ?", [typo[0]])
    found = rows(make_datasette(db), "/sglang/fixes.json?_shape=objects&_size=10")
    classes = [row["change_class"] for row in found]
    knowledge = [row["confidence"] for row in found if row["change_class"] == "knowledge"]
    assert classes[0] == "knowledge" and "typo" in classes
    assert classes.index("typo") == len(knowledge)  # every knowledge fix first
    assert knowledge == sorted(knowledge, reverse=True)
    assert len(found) == len({row["id"] for row in found})  # pages neither repeat nor skip


def test_database_without_the_rank_column_is_sorted_by_confidence(
    sglang_db: Path, tmp_path: Path
) -> None:
    """A database written before the rank column existed still opens its fixes table, by
    confidence."""
    db = tmp_path / "old.db"
    shutil.copy(sglang_db, db)
    with sqlite3.connect(db) as conn:
        conn.execute("ALTER TABLE fixes DROP COLUMN knowledge_rank")
    ds = make_datasette(db)
    response = asyncio.run(ds.client.get("/old/fixes"))
    assert response.status_code == 200 and "sorted by confidence descending" in response.text
    confidences = [row["confidence"] for row in rows(ds, "/old/fixes.json?_shape=objects")]
    assert confidences == sorted(confidences, reverse=True)


def test_other_databases_get_no_fixes_order(tmp_path: Path) -> None:
    """A fixes table in a database that is not sessgraph's keeps Datasette's own order."""
    path = tmp_path / "plain.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE fixes (id INTEGER PRIMARY KEY, confidence REAL)")
        conn.executemany("INSERT INTO fixes VALUES (?, ?)", [(1, 0.1), (2, 0.9)])
    register_plugin()
    ds = Datasette([str(path)])
    assert [row["id"] for row in rows(ds, "/plain/fixes.json?_shape=objects")] == [1, 2]
    assert ds.metadata("sort_desc", database="plain", table="fixes") is None
