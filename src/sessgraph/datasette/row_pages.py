"""Datasette's row pages of a sessgraph database: titled by what the row is, with its story.

Design:

* Datasette 0.65 titles a row page ``<table>: <primary key>``, and neither ``label_column``
  nor any setting changes that. The supported way is a template: the plugin ships
  ``row.html``, which extends Datasette's own (``default:row.html``) and replaces the title
  and heading only when the ``extra_template_vars`` hook handed it a ``sessgraph_row``; every
  other database keeps Datasette's page unchanged.
* :func:`row_label` is one query per page for the row's words: a message's ``#seq`` and
  first words, a session's project · date · first words, a symptom's error line, a fix's kind
  and change, a command line, an entity's name…
* :func:`row_story` adds what Datasette's "links from other tables" cannot: a symptom's
  failure episode (the fix may hang on another symptom of it, as the extractor links a fix to
  the episode's first symptom), the episode's other symptoms, and the transcript place.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from sessgraph.api import QueryDB
from sessgraph.transcript import (
    first_line,
    has_episodes_view,
    message_label,
    session_label,
    words,
)

LABEL_CHARS = 110

# Per table: SQL reading the row's label parts by primary key (``?``); mentions has rowids.
_LABEL_SQL: dict[str, str] = {
    "sessions": "SELECT id, cwd, started_at, title FROM sessions WHERE id = ?",
    "segments": "SELECT idx, title, boundary FROM segments WHERE id = ?",
    "messages": "SELECT m.seq, m.text, (SELECT c.command FROM commands c "
    "WHERE c.message_id = m.id ORDER BY c.seq LIMIT 1), m.role FROM messages m WHERE m.id = ?",
    "tool_calls": "SELECT name, substr(coalesce(input, ''), 1, 400) FROM tool_calls WHERE id = ?",
    "commands": "SELECT command, status, exit_code FROM commands WHERE id = ?",
    "file_edits": "SELECT kind, path FROM file_edits WHERE id = ?",
    "symptoms": "SELECT seq, error_type, error_text, kind FROM symptoms WHERE id = ?",
    "fixes": "SELECT kind, change, entities, change_class FROM fixes WHERE id = ?",
    "entities": "SELECT name, kind FROM entities WHERE id = ?",
    "mentions": "SELECT e.name, mn.role, mn.seq FROM mentions mn "
    "JOIN entities e ON e.id = mn.entity_id WHERE mn.rowid = ?",
    "reuse": "SELECT e.name, d.seq, r.seq, ru.cross_session FROM reuse ru "
    "JOIN entities e ON e.id = ru.entity_id JOIN messages d ON d.id = ru.discovered_message_id "
    "JOIN messages r ON r.id = ru.reused_message_id WHERE ru.id = ?",
    "pivots": "SELECT seq, excerpt, reason, score FROM pivots WHERE id = ?",
    "sources": "SELECT path, format FROM sources WHERE path = ?",
    "ingest_warnings": "SELECT source_path, line, message FROM ingest_warnings WHERE id = ?",
}


def _label_from(table: str, row: tuple[Any, ...]) -> str:
    """The words for a row of ``table`` read by its ``_LABEL_SQL``."""
    if table == "sessions":
        return session_label(*row)
    if table == "segments":
        return f"segment {row[0]} ({row[2]}): {words(first_line(row[1]), 80)}".rstrip(": ")
    if table == "messages":
        return f"{message_label(row[0], row[1], 80, command=row[2])} ({row[3]})"
    if table == "tool_calls":
        return f"{row[0]} {words(row[1], 80)}".strip()
    if table == "commands":
        exit_code = f", exit {row[2]}" if row[2] is not None else ""
        return f"$ {words(first_line(row[0]), 90)} ({row[1]}{exit_code})"
    if table == "file_edits":
        return f"{row[0]} {row[1]}"
    if table == "symptoms":
        line = first_line(row[2]) or row[1] or row[3]
        return f"#{row[0]} {words(line, 100)}"
    if table == "fixes":
        what = row[1] or row[2]
        suffix = f" ({row[3]})" if row[3] and row[3] != "knowledge" else ""
        return f"{row[0]}: {words(what, 100)}{suffix}"
    if table == "entities":
        return f"{row[0]} ({row[1]})"
    if table == "mentions":
        return f"{row[0]} ({row[1]}, #{row[2]})"
    if table == "reuse":
        where = "another session" if row[3] else f"#{row[2]}"
        return f"{row[0]}: discovered #{row[1]}, reused {where}"
    if table == "pivots":
        return f"{message_label(row[0], row[1] or row[2], 90)} (score {row[3]:.1f})"
    if table == "sources":
        return f"{row[0]} ({row[1]})"
    if table == "ingest_warnings":
        line = f":{row[1]}" if row[1] is not None else ""
        return f"{row[0]}{line}: {words(row[2], 80)}"
    return ""


def row_label(conn: sqlite3.Connection, table: str, key: str) -> str | None:
    """What the row of ``table`` with primary key ``key`` is, in words (None when the table
    is not one of sessgraph's or the row is gone)."""
    sql = _LABEL_SQL.get(table)
    if sql is None:
        return None
    value: Any = int(key) if key.lstrip("-").isdigit() and table != "sources" else key
    if table == "sessions":
        value = key
    try:
        row = conn.execute(sql, [value]).fetchone()
    except sqlite3.Error:  # an older schema without a column: Datasette's title stays
        return None
    if row is None:
        return None
    label = _label_from(table, tuple(row))
    return words(label, LABEL_CHARS) or None


def _symptom_story(conn: sqlite3.Connection, symptom_id: int) -> dict[str, Any] | None:
    """The failure episode of a symptom: its best symptom, its fix (on whichever symptom the
    extractor hung it), the verification and the episode's other symptoms."""
    if not has_episodes_view(QueryDB(conn)):
        return None
    cursor = conn.execute(
        "SELECT e.* FROM episodes e JOIN symptoms y ON y.session_id = e.session_id "
        "AND y.episode_id = e.episode_id WHERE y.id = ?",
        [symptom_id],
    )
    found = cursor.fetchone()
    if found is None:
        return None
    episode = dict(zip([c[0] for c in cursor.description], found, strict=True))
    members = conn.execute(
        "SELECT id, seq, kind, error_type, error_text FROM symptoms "
        "WHERE session_id = ? AND episode_id = ? ORDER BY seq, id",
        [episode["session_id"], episode["episode_id"]],
    ).fetchall()
    return {
        "episode_id": episode["episode_id"],
        "session_id": episode["session_id"],
        "label": words(episode["label"], 140),
        "status": episode["status"],
        "seq": episode["seq"],
        "best_symptom_id": episode["symptom_id"],
        "is_best": episode["symptom_id"] == symptom_id,
        "fix": None
        if episode["fix_id"] is None
        else {
            "id": episode["fix_id"],
            "kind": episode["fix_kind"],
            "change": episode["fix_change"] or episode["fix_entities"],
            "confidence": episode["fix_confidence"],
            "seq": episode["fix_seq"],
            "linked_symptom_id": episode["fix_linked_symptom_id"],
            "direct": episode["fix_linked_symptom_id"] == symptom_id,
            "verify_command": episode["verify_command"],
            "verify_command_id": episode["verify_command_id"],
        },
        "symptoms": [
            {
                "id": row[0],
                "seq": row[1],
                "label": words(first_line(row[4]) or row[3] or row[2], 110),
                "this": row[0] == symptom_id,
            }
            for row in members
        ],
    }


def row_story(conn: sqlite3.Connection, table: str, key: str) -> dict[str, Any]:
    """The row's place in its transcript and (for a symptom or a fix) its failure episode."""
    story: dict[str, Any] = {}
    place_sql = {
        "messages": "SELECT session_id, seq FROM messages WHERE id = ?",
        "symptoms": "SELECT session_id, seq FROM symptoms WHERE id = ?",
        "pivots": "SELECT session_id, seq FROM pivots WHERE id = ?",
        "fixes": "SELECT f.session_id, m.seq FROM fixes f JOIN messages m "
        "ON m.id = f.message_id WHERE f.id = ?",
        "commands": "SELECT c.session_id, m.seq FROM commands c JOIN messages m "
        "ON m.id = c.message_id WHERE c.id = ?",
    }.get(table)
    if not key.lstrip("-").isdigit():
        return story
    if place_sql is not None:
        place = conn.execute(place_sql, [int(key)]).fetchone()
        if place is not None:
            story["session_id"], story["seq"] = place
    symptom_id: int | None = None
    if table == "symptoms":
        symptom_id = int(key)
    elif table == "fixes":
        linked = conn.execute("SELECT symptom_id FROM fixes WHERE id = ?", [int(key)]).fetchone()
        symptom_id = linked[0] if linked else None
    if symptom_id is not None:
        story["episode"] = _symptom_story(conn, symptom_id)
    return story
