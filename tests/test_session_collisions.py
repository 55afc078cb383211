"""Two files with the same session id: both kept, the collision reported naming both files."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from sessgraph import api


def _transcript(path: Path, title: str, text: str) -> Path:
    path.write_text(
        json.dumps({"type": "session", "id": "same-1", "title": title})
        + "\n"
        + json.dumps({"type": "message", "role": "user", "text": text})
        + "\n"
    )
    return path


def _sessions(db: Path) -> list[tuple[str, str, str]]:
    with sqlite3.connect(db) as con:
        rows = con.execute("SELECT id, title, source_path FROM sessions ORDER BY id").fetchall()
    con.close()
    return [(str(a), str(b), Path(c).name) for a, b, c in rows]


def test_second_file_with_the_same_id_does_not_replace_the_first(tmp_path: Path) -> None:
    """The second file's session is stored under a derived id with a warning naming both
    files; the first keeps its session, so re-ingesting it is truthfully unchanged."""
    db = tmp_path / "s.db"
    original = _transcript(tmp_path / "original.jsonl", "original", "first text")
    other = _transcript(tmp_path / "other.jsonl", "impostor", "second text")
    api.ingest(db, [original], extract=False)
    report = api.ingest(db, [other], extract=False)
    (result,) = report.files
    assert result.status == "ingested"
    (warning,) = result.warnings
    assert str(original) in warning.message and warning.path == str(other)
    (derived,) = result.session_ids
    assert derived.startswith("same-1@")
    assert _sessions(db) == [
        ("same-1", "original", "original.jsonl"),
        (derived, "impostor", "other.jsonl"),
    ]
    again = api.ingest(db, [original, other], extract=False)
    assert [f.status for f in again.files] == ["unchanged", "unchanged"]
    # Forced re-reads change nothing either: same ids, same warning.
    forced = api.ingest(db, [original, other], force=True, extract=False)
    assert [len(f.warnings) for f in forced.files] == [0, 1]
    assert _sessions(db)[1][0] == derived
    with sqlite3.connect(db) as con:
        (stored,) = con.execute(
            "SELECT message FROM ingest_warnings WHERE source_path = ?", [str(other)]
        ).fetchone()
        texts = sorted(r[0] for r in con.execute("SELECT text FROM messages"))
    con.close()
    assert str(original) in stored
    assert texts == ["first text", "second text"]


def test_moved_file_takes_its_session_over(tmp_path: Path) -> None:
    """When the file that stored a session is gone (moved), the new file stores it under its
    own id, with no warning, and the old file's rows and source are dropped."""
    db = tmp_path / "s.db"
    first = _transcript(tmp_path / "a.jsonl", "before the move", "text")
    api.ingest(db, [first], extract=False)
    moved = first.rename(tmp_path / "b.jsonl")
    report = api.ingest(db, [moved], extract=False)
    assert report.files[0].warnings == []
    assert _sessions(db) == [("same-1", "before the move", "b.jsonl")]
    with sqlite3.connect(db) as con:
        sources = [Path(r[0]).name for r in con.execute("SELECT path FROM sources")]
    con.close()
    assert sources == ["b.jsonl"]
