"""What a push sends: a session's derived knowledge, redacted again, with team ids and a digest.

Read from the local database (read-only) and shaped into the team store's rows:

* **What leaves the machine.** Per session: format, agent, model, times, counts, its project
  and machine. Per symptom: the best error line, its template, type, signature and episode
  status, and the *set of distinct words* around it (the failing command and the end of its
  output, as ``similar_fixes`` reads them), not the text itself: the ranking needs the words,
  a reader cannot rebuild the output from an alphabetical word list. Per fix: kind, entities,
  change, verifying command, confidence. Message text, command output, session titles and
  working directories stay local unless ``with_transcripts`` (then messages and commands
  go too, and symptoms keep their context text).
* **Redaction again.** Every text pushed goes through :func:`sessgraph.reading.redact.redact`,
  whether or not the local database was ingested with redaction (``--no-redact``) or with
  older rules.
* **Ids from what identifies a row, not from all of its content.** A symptom's id hashes its
  session, position (seq), kind and rank among equals; its episode's id is its first
  symptom's; a fix's is its episode's. The same session pushed from two machines, or twice,
  gives the same ids (upserts, never duplicates); a session re-extracted with a better
  extractor updates its rows in place, and rows it no longer has are pruned, instead of
  leaving old versions beside new ones (which hashing the whole content would do).
* **A digest per session** (of the canonical JSON of everything pushed for it): a push
  compares it with the stored one and sends only sessions that changed, so pushing twice
  writes nothing.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import Any

from sessgraph.reading.redact import redact
from sessgraph.store.ids import stable_id
from sessgraph.store.readonly import Queryable
from sessgraph.team.context import context_words

DEFAULT_PROJECT = "default"

# Column order of each team table as pushed (see sessgraph.team.schema).
SESSION_COLUMNS = (
    "id", "project", "machine", "format", "agent", "model", "title", "started_at", "ended_at",
    "message_count", "command_count", "failed_command_count", "digest",
)  # fmt: skip
SYMPTOM_COLUMNS = (
    "id", "session_id", "project", "episode_id", "seq", "kind", "error_type", "error_text",
    "template", "signature", "status", "episode_kind", "context", "repeat_count",
)  # fmt: skip
FIX_COLUMNS = (
    "id", "session_id", "project", "symptom_id", "seq", "kind", "entities", "change",
    "verify_command", "confidence", "sessions_confirmed",
)  # fmt: skip
MESSAGE_COLUMNS = ("id", "session_id", "project", "seq", "role", "kind", "text")
COMMAND_COLUMNS = (
    "id", "session_id", "project", "seq", "command", "exit_code", "status", "output",
)  # fmt: skip


@dataclass
class SessionPayload:
    """One session's rows for the team store, in the column orders above."""

    session_id: str
    watermark: str
    session: dict[str, Any]
    symptoms: list[tuple[Any, ...]] = field(default_factory=list)
    fixes: list[tuple[Any, ...]] = field(default_factory=list)
    messages: list[tuple[Any, ...]] = field(default_factory=list)
    commands: list[tuple[Any, ...]] = field(default_factory=list)

    @property
    def project(self) -> str:
        return str(self.session["project"])

    def session_row(self) -> tuple[Any, ...]:
        return tuple(self.session[c] for c in SESSION_COLUMNS)


def _clean(text: str | None) -> str | None:
    return None if text is None else redact(text)


def project_of(cwd: str | None, project: str | None) -> str:
    """The project a session is pushed under: ``project`` when given, else the last part of
    its working directory (the same checkout name on every machine), else ``default``."""
    if project:
        return project
    name = PurePath(cwd.replace("\\", "/")).name if cwd else ""
    return redact(name) if name else DEFAULT_PROJECT


def digest(payload: SessionPayload) -> str:
    body = [
        [v for k, v in sorted(payload.session.items()) if k != "digest"],
        sorted(payload.symptoms),
        sorted(payload.fixes),
        sorted(payload.messages),
        sorted(payload.commands),
    ]
    return hashlib.blake2b(json.dumps(body, default=str).encode(), digest_size=16).hexdigest()


_SESSIONS_SQL = """
    SELECT s.id, s.format, s.agent, s.model, s.title, s.cwd, s.started_at, s.ended_at,
           s.message_count, s.command_count, s.failed_command_count,
           coalesce(src.ingested_at, '') AS watermark
    FROM sessions s LEFT JOIN sources src ON src.path = s.source_path
    WHERE coalesce(src.ingested_at, '') >= ?
    ORDER BY watermark, s.id
"""


def sessions_since(db: Queryable, watermark: str) -> list[dict[str, Any]]:
    """Local sessions whose source was ingested at or after ``watermark``, oldest first."""
    cursor = db.execute(_SESSIONS_SQL, [watermark])
    columns = [c[0] for c in cursor.description]
    return [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]


def _rows(db: Queryable, sql: str, ids: Sequence[str]) -> list[dict[str, Any]]:
    marks = ", ".join("?" for _ in ids)
    cursor = db.execute(sql.format(ids=marks), list(ids))
    columns = [c[0] for c in cursor.description]
    return [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]


def payloads(
    db: Queryable,
    sessions: Sequence[dict[str, Any]],
    *,
    machine: str,
    project: str | None = None,
    with_transcripts: bool = False,
) -> list[SessionPayload]:
    """The team rows of ``sessions`` (rows of :func:`sessions_since`), redacted, digested."""
    ids = [s["id"] for s in sessions]
    if not ids:
        return []
    by_session: dict[str, SessionPayload] = {}
    for s in sessions:
        by_session[s["id"]] = SessionPayload(
            session_id=s["id"],
            watermark=s["watermark"],
            session={
                "id": s["id"],
                "project": project_of(s["cwd"], project),
                "machine": redact(machine),
                "format": s["format"],
                "agent": s["agent"],
                "model": s["model"],
                "title": _clean(s["title"]) if with_transcripts else None,
                "started_at": s["started_at"],
                "ended_at": s["ended_at"],
                "message_count": s["message_count"],
                "command_count": s["command_count"],
                "failed_command_count": s["failed_command_count"],
                "digest": "",
            },
        )
    team_symptom = _add_symptoms(db, ids, by_session, with_transcripts)
    _add_fixes(db, ids, by_session, team_symptom)
    if with_transcripts:
        _add_transcripts(db, ids, by_session)
    for payload in by_session.values():
        payload.session["digest"] = digest(payload)
    return [by_session[i] for i in ids]


def _add_symptoms(
    db: Queryable,
    ids: Sequence[str],
    by_session: dict[str, SessionPayload],
    with_transcripts: bool,
) -> dict[int, tuple[int, int]]:
    """Add the symptoms; return local symptom id -> (team symptom id, team episode id)."""
    rows = _rows(
        db,
        "SELECT * FROM symptoms WHERE session_id IN ({ids}) ORDER BY session_id, seq, kind, id",
        ids,
    )
    rank: dict[tuple[str, int, str], int] = defaultdict(int)
    team_ids: dict[int, int] = {}
    first_of_episode: dict[tuple[str, Any], int] = {}
    for row in rows:
        key = (row["session_id"], row["seq"], row["kind"])
        team_ids[row["id"]] = stable_id("team", "symptom", *key, rank[key])
        rank[key] += 1
        # Rows come by seq: the first seen of an episode is its first symptom.
        first_of_episode.setdefault((row["session_id"], row["episode_id"]), team_ids[row["id"]])
    mapping: dict[int, tuple[int, int]] = {}
    for row in rows:
        sid = row["session_id"]
        episode = first_of_episode[(sid, row["episode_id"])]
        mapping[row["id"]] = (team_ids[row["id"]], episode)
        context = _clean(row["context"])
        by_session[sid].symptoms.append(
            (
                team_ids[row["id"]],
                sid,
                by_session[sid].project,
                episode,
                row["seq"],
                row["kind"],
                row["error_type"],
                _clean(row["error_text"]),
                _clean(row["template"]),
                row["signature"],
                row["status"],
                row["episode_kind"],
                context if with_transcripts else context_words(context),
                row["repeat_count"],
            )
        )
    return mapping


_FIXES_SQL = """
    SELECT f.session_id, f.symptom_id, m.seq, f.kind, f.entities, f.change,
           vc.command AS verify_command, f.confidence, f.sessions_confirmed
    FROM fixes f JOIN messages m ON m.id = f.message_id
    LEFT JOIN commands vc ON vc.id = f.verify_command_id
    WHERE f.session_id IN ({ids})
"""


def _add_fixes(
    db: Queryable,
    ids: Sequence[str],
    by_session: dict[str, SessionPayload],
    team_symptom: dict[int, tuple[int, int]],
) -> None:
    for row in _rows(db, _FIXES_SQL, ids):
        found = team_symptom.get(row["symptom_id"])
        if found is None:  # a fix whose symptom is gone (never written so): nothing to link
            continue
        symptom_id, episode_id = found
        sid = row["session_id"]
        entities = [redact(str(e)) for e in json.loads(row["entities"] or "[]")]
        by_session[sid].fixes.append(
            (
                stable_id("team", "fix", sid, episode_id),
                sid,
                by_session[sid].project,
                symptom_id,
                row["seq"],
                row["kind"],
                json.dumps(entities),
                _clean(row["change"]),
                _clean(row["verify_command"]),
                row["confidence"],
                row["sessions_confirmed"],
            )
        )


def _add_transcripts(
    db: Queryable, ids: Sequence[str], by_session: dict[str, SessionPayload]
) -> None:
    sql = "SELECT session_id, seq, role, kind, text FROM messages WHERE session_id IN ({ids})"
    for row in _rows(db, sql, ids):
        sid = row["session_id"]
        by_session[sid].messages.append(
            (
                stable_id("team", "message", sid, row["seq"]),
                sid,
                by_session[sid].project,
                row["seq"],
                row["role"],
                row["kind"],
                _clean(row["text"]),
            )
        )
    rank: dict[tuple[str, int], int] = defaultdict(int)
    for row in _rows(
        db,
        "SELECT session_id, seq, command, exit_code, status, output FROM commands "
        "WHERE session_id IN ({ids}) ORDER BY session_id, seq, id",
        ids,
    ):
        sid = row["session_id"]
        key = (sid, row["seq"])
        rank[key] += 1
        by_session[sid].commands.append(
            (
                stable_id("team", "command", sid, row["seq"], rank[key]),
                sid,
                by_session[sid].project,
                row["seq"],
                _clean(row["command"]) or "",
                row["exit_code"],
                row["status"],
                _clean(row["output"]),
            )
        )


def chunks(items: Sequence[Any], size: int) -> Iterable[Sequence[Any]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]
