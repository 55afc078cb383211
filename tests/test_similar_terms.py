"""The full-text step of similar_fixes leaves out words most stored symptoms contain."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlite_utils

from sessgraph import similar, similar_lookups
from sessgraph.store import insert_rows, open_db


def add_symptoms(db: sqlite_utils.Database, texts: list[str], first_id: int) -> None:
    rows = [
        {
            "id": first_id + n,
            "session_id": "s",
            "message_id": 1,
            "seq": n,
            "kind": "failed_command",
            "error_text": text,
            "template": text,
            "status": "resolved",
            "context": "",
        }
        for n, text in enumerate(texts)
    ]
    with db.conn:
        insert_rows(db, "symptoms", rows)


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> sqlite_utils.Database:
    monkeypatch.setattr(similar_lookups, "COMMON_TERM_MIN", 5)
    db = open_db(tmp_path / "g.db")
    # "path" in 30 symptoms, "valueerror" in 28, "cache" in 27; "rare" and "socket" in 2.
    texts = [f"ValueError: path {n} not in {'cache' if n else 'store'}" for n in range(28)]
    texts += ["OSError: rare socket path", "OSError: rare socket path again"]
    add_symptoms(db, texts, 1)
    return db


def test_common_terms_are_left_out(db: sqlite_utils.Database) -> None:
    """ "path" and "cache" are in nearly every symptom: only the telling words are searched."""
    terms = similar.fts_terms("OSError: rare socket path cache")
    assert terms == ['"oserror"', '"rare"', '"socket"', '"path"', '"cache"']
    assert similar_lookups.rare_terms(db, terms) == ['"oserror"', '"rare"', '"socket"']


def test_all_common_keeps_the_rarest(
    db: sqlite_utils.Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(similar_lookups, "KEEP_RAREST", 2)
    assert similar_lookups.rare_terms(db, ['"path"', '"valueerror"', '"cache"']) == [
        '"cache"',
        '"valueerror"',
    ]


def test_counts_follow_new_rows(db: sqlite_utils.Database) -> None:
    """Cached counts are dropped when the database changes (here: on this connection)."""
    assert similar_lookups.rare_terms(db, ['"rare"', '"socket"']) == ['"rare"', '"socket"']
    add_symptoms(db, ["socket closed"] * 20, 100)
    assert similar_lookups.rare_terms(db, ['"rare"', '"socket"']) == ['"rare"']


def test_small_databases_keep_every_term(tmp_path: Path) -> None:
    """Below COMMON_TERM_MIN symptoms nothing is left out (the labelled sets are small)."""
    db = open_db(tmp_path / "g.db")
    add_symptoms(db, ["path cache"] * 10, 1)
    assert similar_lookups.rare_terms(db, ['"path"', '"cache"']) == ['"path"', '"cache"']
