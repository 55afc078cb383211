"""A transcript read back as a story: the messages around a seq, with what was extracted.

One function, :func:`read_window`, serves the terminal (``sessgraph show``) and the browser
(``/-/sessgraph/session/<id>``), so both tell the same story: each message with its commands
(exit code, output up to a limit), its file edits as unified diffs (rebuilt from the edit
tool's input: old/new strings or the written content), and marks in the margin for the
symptoms, fixes, verifications, pivots, discoveries and reuses the extractor stored there.

The labels people read instead of ids live here too: a message is ``#6123`` and its first
words, a session its project (the last part of its working directory), its date and the
first words of its title; both cut at a word boundary, never mid-word.

This module only reads; every query is bounded by the window asked for.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Sequence
from typing import Any

from sessgraph.results import (
    TranscriptCommand,
    TranscriptEdit,
    TranscriptMark,
    TranscriptMessage,
    TranscriptWindow,
)
from sessgraph.store.readonly import Queryable

# A message's text in a view stops here (a stored message can hold a million characters).
MAX_TEXT_CHARS = 20_000
MAX_DIFF_LINES = 400
# Reuse marks shown per message (a message can reuse dozens of entities).
MAX_REUSE_MARKS = 6
_SPACE = re.compile(r"\s+")
_OLD_KEYS = ("old_string", "oldString", "old_str", "old")
_NEW_KEYS = ("new_string", "newString", "new_str", "new")
_CONTENT_KEYS = ("content", "file_text", "text")
_DIFF_KEYS = ("patch", "diff", "patchText")


def words(text: str | None, limit: int) -> str:
    """``text`` squeezed to one line and cut at the last word boundary before ``limit``."""
    flat = _SPACE.sub(" ", text or "").strip()
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:-—") + "…"


def first_line(text: str | None) -> str:
    """The first non-empty line of ``text``."""
    for line in (text or "").splitlines():
        if line.strip():
            return line.strip()
    return ""


def message_label(seq: int, text: str | None, limit: int = 60, command: str | None = None) -> str:
    """``#6123 Clear error — MTP with the hybrid…``: the seq and the first words (of the
    command it ran, ``$ …``, when the message has no text)."""
    head = words(first_line(text), limit) or (words("$ " + command, limit) if command else "")
    return f"#{seq} {head}" if head else f"#{seq}"


def session_label(
    session_id: str, cwd: str | None, started_at: str | None, title: str | None
) -> str:
    """``deploy · 2026-02-03 · first words of the title``: project, date, first words."""
    project = (cwd or "").rstrip("/\\").replace("\\", "/").rsplit("/", 1)[-1]
    parts = [project, (started_at or "")[:10], words(first_line(title), 50)]
    label = " · ".join(part for part in parts if part)
    return label or session_id


def resolve_session(db: Queryable, text: str) -> str:
    """The session id ``text`` names: the id itself or a unique prefix of one.

    Raises ``LookupError`` with a sentence saying what was looked at when no session or more
    than one matches.
    """
    if db.execute("SELECT 1 FROM sessions WHERE id = ?", [text]).fetchone():
        return text
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    rows = db.execute(
        "SELECT id FROM sessions WHERE id LIKE ? ESCAPE '\\' ORDER BY id LIMIT 6",
        [escaped + "%"],
    ).fetchall()
    if len(rows) == 1:
        return str(rows[0][0])
    total = db.execute("SELECT count(*) FROM sessions").fetchone()[0]
    if not rows:
        raise LookupError(
            f"no session id starts with {text!r} (looked at {total} session(s); "
            "`sessgraph sessions` lists them)"
        )
    shown = ", ".join(str(r[0]) for r in rows[:5])
    raise LookupError(f"{text!r} is the start of several session ids: {shown}…; give more of it")


def edit_diff(tool_input: str | None, path: str) -> str | None:
    """The change an edit tool call made, as a unified diff (None when its input lacks it)."""
    try:
        data = json.loads(tool_input or "")
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    patch = next((data[k] for k in _DIFF_KEYS if isinstance(data.get(k), str)), None)
    if patch is not None:
        return "\n".join(patch.splitlines()[:MAX_DIFF_LINES])
    old = next((data[k] for k in _OLD_KEYS if isinstance(data.get(k), str)), None)
    new = next((data[k] for k in _NEW_KEYS if isinstance(data.get(k), str)), None)
    if old is None or new is None:
        content = next((data[k] for k in _CONTENT_KEYS if isinstance(data.get(k), str)), None)
        if content is None:
            return None
        old, new = "", content
    lines = list(
        difflib.unified_diff(
            old.splitlines(),
            new.splitlines(),
            "a/" + path.lstrip("/"),
            "b/" + path.lstrip("/"),
            lineterm="",
            n=2,
        )
    )
    if len(lines) > MAX_DIFF_LINES:
        lines = [*lines[:MAX_DIFF_LINES], f"… {len(lines) - MAX_DIFF_LINES} more diff lines"]
    return "\n".join(lines) or None


def has_episodes_view(db: Queryable) -> bool:
    """True when the database has the ``episodes`` view (migration m010; a database opened
    only read-only since an older sessgraph wrote it may lack it)."""
    found = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'view' AND name = 'episodes'")
    return found.fetchone() is not None


def _rows(db: Queryable, sql: str, params: Sequence[object]) -> list[dict[str, Any]]:
    cursor = db.execute(sql, list(params))
    columns = [c[0] for c in cursor.description]
    return [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]


def _marks(db: Queryable, session: str, low: int, high: int) -> dict[int, list[TranscriptMark]]:
    """Marks of the messages with seq in [low, high], by seq."""
    marks: dict[int, list[TranscriptMark]] = {}

    def add(seq: int, mark: TranscriptMark) -> None:
        marks.setdefault(seq, []).append(mark)

    window = [session, low, high]
    for r in _rows(
        db,
        "SELECT id, seq, kind, error_type, error_text, episode_id, status FROM symptoms "
        "WHERE session_id = ? AND seq BETWEEN ? AND ? ORDER BY seq, id",
        window,
    ):
        what = f"{r['kind']} · {r['error_type'] or 'error'} ({r['status']})"
        text = f"{what}: {words(first_line(r['error_text']), 160)}"
        add(
            r["seq"],
            TranscriptMark(kind="symptom", text=text, episode_id=r["episode_id"], row_id=r["id"]),
        )
    # A fix is told as fixing its episode's most specific error (the episodes view), not
    # whichever symptom of the episode the extractor linked it to.
    error_type = (
        "coalesce((SELECT e.error_type FROM episodes e WHERE e.session_id = y.session_id "
        "AND e.episode_id = y.episode_id), y.error_type)"
        if has_episodes_view(db)
        else "y.error_type"
    )
    for r in _rows(
        db,
        "SELECT f.id, m.seq, f.kind, f.change, f.entities, f.confidence, y.episode_id, "
        f"{error_type} AS error_type FROM fixes f JOIN messages m ON m.id = f.message_id "
        "JOIN symptoms y ON y.id = f.symptom_id "
        "WHERE f.session_id = ? AND m.seq BETWEEN ? AND ? ORDER BY m.seq, f.id",
        window,
    ):
        change = r["change"] or ", ".join(json.loads(r["entities"] or "[]"))
        text = f"{r['kind']} (confidence {r['confidence']:.2f}) fixing {r['error_type']}: {change}"
        add(
            r["seq"],
            TranscriptMark(kind="fix", text=text, episode_id=r["episode_id"], row_id=r["id"]),
        )
    for r in _rows(
        db,
        "SELECT f.id, m.seq, f.kind, y.episode_id, vc.exit_code FROM fixes f "
        "JOIN commands vc ON vc.id = f.verify_command_id JOIN messages m ON m.id = vc.message_id "
        "JOIN symptoms y ON y.id = f.symptom_id "
        "WHERE f.session_id = ? AND m.seq BETWEEN ? AND ? ORDER BY m.seq, f.id",
        window,
    ):
        text = f"verifies the {r['kind']} (exit {r['exit_code']})"
        add(
            r["seq"],
            TranscriptMark(
                kind="verification", text=text, episode_id=r["episode_id"], row_id=r["id"]
            ),
        )
    for r in _rows(
        db,
        "SELECT id, seq, score, reason, episode_id FROM pivots "
        "WHERE session_id = ? AND seq BETWEEN ? AND ? ORDER BY seq",
        window,
    ):
        text = f"pivot point (score {r['score']:.1f}): {r['reason']}"
        add(
            r["seq"],
            TranscriptMark(kind="pivot", text=text, episode_id=r["episode_id"], row_id=r["id"]),
        )
    _reuse_marks(db, session, low, high, add)
    return marks


def _reuse_marks(db: Queryable, session: str, low: int, high: int, add: Any) -> None:
    found = _rows(
        db,
        "SELECT m.seq, group_concat(DISTINCT e.name) AS names, count(DISTINCT e.id) AS n "
        "FROM reuse r JOIN messages m ON m.id = r.discovered_message_id "
        "JOIN entities e ON e.id = r.entity_id "
        "WHERE m.session_id = ? AND m.seq BETWEEN ? AND ? GROUP BY m.seq",
        [session, low, high],
    )
    for r in found:
        add(r["seq"], TranscriptMark(kind="discovery", text="discovers " + _names(r)))
    used = _rows(
        db,
        "SELECT m.seq, group_concat(DISTINCT e.name) AS names, count(DISTINCT e.id) AS n "
        "FROM reuse r JOIN messages m ON m.id = r.reused_message_id "
        "JOIN entities e ON e.id = r.entity_id "
        "WHERE m.session_id = ? AND m.seq BETWEEN ? AND ? GROUP BY m.seq",
        [session, low, high],
    )
    for r in used:
        add(r["seq"], TranscriptMark(kind="reuse", text="reuses " + _names(r)))


def _names(row: dict[str, Any]) -> str:
    names = sorted(str(row["names"] or "").split(","))
    more = row["n"] - MAX_REUSE_MARKS
    return ", ".join(names[:MAX_REUSE_MARKS]) + (f" and {more} more" if more > 0 else "")


def read_window(
    db: Queryable,
    session: str,
    at: int | None = None,
    context: int = 3,
    output_chars: int = 2000,
) -> TranscriptWindow:
    """Messages of ``session`` (an id or a unique prefix) with seq within ``context`` of ``at``
    (from the start when ``at`` is None), with commands, edits and marks.

    ``output_chars`` bounds each command's output (0: none). Raises ``LookupError`` for an
    unknown session.
    """
    session = resolve_session(db, session)
    info = _rows(
        db,
        "SELECT id, cwd, started_at, title, message_count FROM sessions WHERE id = ?",
        [session],
    )[0]
    low, high = (0, 2 * context) if at is None else (at - context, at + context)
    messages = _rows(
        db,
        "SELECT id, seq, role, kind, substr(coalesce(text, ''), 1, ?) AS text FROM messages "
        "WHERE session_id = ? AND seq BETWEEN ? AND ? ORDER BY seq",
        [MAX_TEXT_CHARS, session, low, high],
    )
    marks = _marks(db, session, low, high) if messages else {}
    views = []
    for m in messages:
        commands = [
            TranscriptCommand(**c)
            for c in _rows(
                db,
                "SELECT id, command, exit_code, status, substr(output, 1, ?) AS output, "
                "length(output) AS output_chars FROM commands WHERE message_id = ? ORDER BY seq",
                [output_chars, m["id"]],
            )
        ]
        for c in commands:
            c.output_chars = c.output_chars or 0
            if output_chars == 0:
                c.output = None
        edits = [
            TranscriptEdit(
                path=e["path"],
                kind=e["kind"],
                lines_added=e["lines_added"],
                lines_removed=e["lines_removed"],
                diff=edit_diff(e["input"], e["path"]),
            )
            for e in _rows(
                db,
                "SELECT fe.path, fe.kind, fe.lines_added, fe.lines_removed, t.input "
                "FROM file_edits fe LEFT JOIN tool_calls t ON t.id = fe.tool_call_id "
                "WHERE fe.message_id = ? ORDER BY fe.id",
                [m["id"]],
            )
        ]
        views.append(
            TranscriptMessage(
                id=m["id"],
                seq=m["seq"],
                role=m["role"],
                kind=m["kind"],
                label=message_label(
                    m["seq"], m["text"], command=commands[0].command if commands else None
                ),
                text=m["text"],
                commands=commands,
                edits=edits,
                marks=marks.get(m["seq"], []),
            )
        )
    return TranscriptWindow(
        session_id=session,
        session_label=session_label(session, info["cwd"], info["started_at"], info["title"]),
        message_count=info["message_count"] or 0,
        at=at,
        first_seq=views[0].seq if views else None,
        last_seq=views[-1].seq if views else None,
        messages=views,
    )
