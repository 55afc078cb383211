"""Run the extractor over stored sessions and write its tables.

Per session (``extract_session``): symptoms, episodes, fixes, mentions and pivots are
recomputed from the stored messages and commands and replace the session's previous rows, in
one transaction, so re-running is idempotent. Across sessions (``link_sessions``): reuse
links, how many sessions confirm the same fix for the same signature (which raises its
confidence), and the pivots' reuse bonus are recomputed, so a newly ingested session updates
links into older ones.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import sqlite_utils

from sessgraph.extract.episodes import (
    Action,
    Episode,
    Symptom,
    detect_symptoms,
    group_episodes,
)
from sessgraph.extract.expected import drop_expected
from sessgraph.extract.fixes import resolve
from sessgraph.extract.intent import change_kind
from sessgraph.extract.knowledge import (
    KNOWLEDGE_KINDS,
    Occurrence,
    carries_knowledge,
    common_entities,
    knowledge_keys,
    links_from,
    message_mentions,
    value_reuse_rows,
)
from sessgraph.extract.load import SessionData, load_session
from sessgraph.extract.pivots import (
    PIVOT_EXCERPT,
    PivotCandidate,
    cause_pivots,
    correction_pivots,
    crowded,
    episode_pivots,
)
from sessgraph.extract.prose import without_ide_tags
from sessgraph.extract.tool_errors import answered_rejections
from sessgraph.extract.user_reports import user_reports
from sessgraph.reports import ExtractStats
from sessgraph.store import pending_sessions, stable_id, transaction
from sessgraph.store.search_index import index_owed
from sessgraph.store.writes import delete_rows, insert_rows, insert_values
from sessgraph.workers import paused_gc

EXTRACT_TABLES = ("pivots", "fixes", "symptoms", "mentions")
# Mentions are the bulk of the extracted rows (tens per message): kept as tuples in this order.
MENTION_COLUMNS = (
    "entity_id",
    "session_id",
    "message_id",
    "command_id",
    "seq",
    "role",
    "value",
    "segment_id",
    "by_assistant",
)
# A pivot where knowledge reused far away was found gets a tie-breaker, not a jump over
# every other pivot of its session: reuse shows what was learnt there mattered later, not
# that the session turned there (issue 12 pivots; at 1.5, 16 of the tuning half's top-k
# pivots were lifted this way and 3 of them were turns).
REUSE_BONUS = 0.25


def _row_id(row: dict[str, Any]) -> int:
    return int(row["id"])


def _episode_id(session_id: str, episode: Episode) -> int:
    """Stable id of an episode: its session and first symptom (its command too: one message
    may carry several failing tool calls, each starting an episode of its own)."""
    first = episode.symptoms[0]
    return stable_id(session_id, "episode", first.seq, first.kind, _action_key(first))


def _action_key(symptom: Symptom) -> str | None:
    """The call a symptom stands on, if any: what tells apart symptoms of one message."""
    action = symptom.action
    if action is None:
        return None
    if action.command_id is not None:
        return f"command {action.command_id}"
    return f"tool {action.tool} {action.target} {action.tool_error}"


def _unique(ident: int, used: set[int]) -> int:
    """``ident``, or a value derived from it that is not in ``used`` yet (then recorded), so
    that two indistinguishable symptoms of one message still get a row each."""
    while ident in used:
        ident = stable_id(ident, "again")
    used.add(ident)
    return ident


def analyse(data: SessionData) -> list[Episode]:
    """Episodes of one session, resolved (pure: no database access)."""
    prose = data.prose_by_seq()
    symptoms = drop_expected(detect_symptoms(data.actions), data.actions, prose)
    symptoms += user_reports(data)
    symptoms += answered_rejections(data.actions, data.messages)
    symptoms.sort(key=lambda s: s.seq)
    episodes = group_episodes(symptoms, data.actions)
    prompts = {
        m.seq: (m.id, without_ide_tags(m.text))
        for m in data.messages
        if m.role == "user" and m.kind == "prompt" and m.text
    }
    resolve(episodes, data.actions, prose, prompts)
    return episodes


CONTEXT_CHARS = 1500
DIAGNOSTIC_CHARS = 4000


def _context(symptom: Symptom) -> str | None:
    """What surrounded the error: the command and the end of its output (for search)."""
    if symptom.action is not None and symptom.action.tool_error is not None:
        return f"{symptom.action.tool}\n{symptom.action.tool_error[-CONTEXT_CHARS:]}"
    if symptom.action is None or symptom.action.command is None:
        return symptom.error_text if symptom.kind == "user_report" else None
    tail = (symptom.action.output or "")[-CONTEXT_CHARS:]
    return f"{symptom.action.command}\n{tail}"


def _diagnostics(episode: Episode, actions: list[Action]) -> str:
    """What the agent looked at while diagnosing (read-only commands up to the fix): the
    error is often clearest there, e.g. the log read after a user asked "crashed?"."""
    start = episode.symptoms[0].seq
    end = episode.fix.seq if episode.fix else (episode.verify or episode.symptoms[-1]).seq
    own = {id(s.action) for s in episode.symptoms}
    parts = [
        f"{a.command}\n{(a.output or '')[-CONTEXT_CHARS:]}"
        for a in actions
        if start <= a.seq <= end
        and a.command is not None
        and id(a) not in own
        and change_kind(a.command) is None
    ]
    return "\n".join(parts)[-DIAGNOSTIC_CHARS:]


def _episode_ids(session_id: str, episodes: list[Episode]) -> dict[int, int]:
    """Each episode's id (by object), unique even when two episodes start on indistinguishable
    calls (a transcript that records one call id twice), so their rows never collide."""
    used: set[int] = set()
    return {id(e): _unique(_episode_id(session_id, e), used) for e in episodes}


def _symptom_rows(
    sid: str, episodes: list[Episode], actions: list[Action], episode_ids: dict[int, int]
) -> tuple[list[dict[str, object]], ...]:
    symptoms: list[dict[str, object]] = []
    fixes: list[dict[str, object]] = []
    used_symptoms: set[int] = set()
    for episode in episodes:
        diagnostics = _diagnostics(episode, actions)
        episode_id = episode_ids[id(episode)]
        symptom_ids = {
            id(symptom): _unique(
                stable_id(sid, "symptom", symptom.seq, symptom.kind, n, _action_key(symptom)),
                used_symptoms,
            )
            for n, symptom in enumerate(episode.symptoms)
        }
        for symptom in episode.symptoms:
            symptoms.append(
                {
                    "id": symptom_ids[id(symptom)],
                    "session_id": sid,
                    "message_id": symptom.message_id,
                    "command_id": symptom.action.command_id if symptom.action else None,
                    "seq": symptom.seq,
                    "episode_id": episode_id,
                    "kind": symptom.kind,
                    "error_type": symptom.error_type,
                    "error_text": symptom.error_text,
                    "template": symptom.template,
                    "signature": symptom.signature,
                    "status": episode.status,
                    "episode_kind": episode.kind,
                    "context": "\n".join(
                        part
                        for part in (
                            _context(symptom),
                            diagnostics if symptom is episode.primary else None,
                        )
                        if part
                    )
                    or None,
                    "repeat_count": symptom.repeat_count,
                }
            )
        fix = episode.fix
        if fix is None:
            continue
        fixes.append(
            {
                "id": stable_id(sid, "fix", episode_id),
                "session_id": sid,
                "symptom_id": symptom_ids[id(episode.primary)],
                "message_id": fix.message_id,
                "kind": fix.kind,
                "entities": json.dumps(fix.entities),
                "change": fix.change,
                "verify_command_id": fix.verify.command_id,
                "confidence": fix.confidence,
                "change_class": fix.change_class,
                "sessions_confirmed": 1,
                "evidence": json.dumps(fix.evidence),
            }
        )
    return symptoms, fixes


@dataclass
class ExtractRows:
    """What extraction computed for one session, ready to write (see :func:`save_extract`)."""

    session_id: str
    symptoms: list[dict[str, object]]
    fixes: list[dict[str, object]]
    pivots: list[dict[str, object]]
    entities: list[dict[str, object]]
    mentions: list[tuple[object, ...]]  # in MENTION_COLUMNS order
    episodes: int
    failure: str | None = None  # the extractor's error on this session (its rows are empty)


def _guarded(session_id: str, compute: Callable[[], ExtractRows]) -> ExtractRows:
    """``compute()``, or no rows and what failed when the extractor raises on the session:
    one bug in one rule must not cost the rest of an ingest its extraction (the ingest
    reports it and goes on; ``$SESSGRAPH_DEBUG`` lets it raise)."""
    try:
        return compute()
    except Exception as error:  # a bug of the extractor's: reported, the rest goes on
        if os.environ.get("SESSGRAPH_DEBUG"):
            raise
        return ExtractRows(session_id, [], [], [], [], [], 0, f"{type(error).__name__}: {error}")


def extract_rows(db: sqlite_utils.Database, session_id: str) -> ExtractRows:
    """Compute the symptoms, fixes, mentions and pivots of one stored session (reads only,
    so it can run in another process on a read-only connection); the garbage collector is
    paused meanwhile (:func:`sessgraph.workers.paused_gc`)."""
    with paused_gc():
        return _guarded(session_id, lambda: _rows_of(session_id, load_session(db, session_id)))


class _Window:
    """The messages a window of a huge session owns, and the symptoms earlier windows took."""

    def __init__(self, start: int, end: int, claimed: set[tuple[int, str]]) -> None:
        self.start, self.end, self.claimed = start, end, claimed

    def owns(self, seq: int) -> bool:
        return self.start <= seq < self.end

    def keep(self, episodes: list[Episode]) -> list[Episode]:
        """Episodes that start in this window and were not already part of an earlier one's
        (a long crash loop seen from both sides of a window boundary)."""
        kept = []
        for episode in episodes:
            keys = {(s.seq, s.kind) for s in episode.symptoms}
            if self.owns(episode.symptoms[0].seq) and not keys & self.claimed:
                kept.append(episode)
                self.claimed |= keys
        # Symptoms far behind cannot be seen again: keep the set small.
        self.claimed -= {k for k in self.claimed if k[0] < self.start - WINDOW_CONTEXT}
        return kept


# A session with more messages than this is extracted in windows of this many messages, each
# read with WINDOW_CONTEXT messages of context on both sides: an episode (failures, the fix,
# its verification) is found whole if it starts in the window and ends within the context.
WINDOW_MESSAGES = 20_000
WINDOW_CONTEXT = 2_000


def extract_windows(
    db: sqlite_utils.Database, session_id: str, message_count: int
) -> Iterator[ExtractRows]:
    """The extracted rows of a huge session, window by window (memory holds one window)."""
    claimed: set[tuple[int, str]] = set()
    for start in range(0, max(message_count, 1), WINDOW_MESSAGES):
        window = _Window(start, start + WINDOW_MESSAGES, claimed)
        with paused_gc():
            data = load_session(db, session_id, start - WINDOW_CONTEXT, window.end + WINDOW_CONTEXT)
            rows = _guarded(session_id, partial(_rows_of, session_id, data, window))
        yield rows


def _pivot_row(
    session_id: str,
    episode_id: int | None,
    tag: str,
    candidate: PivotCandidate,
    prose: dict[int, str],
) -> dict[str, object]:
    key: tuple[object, ...] = (session_id, "pivot", episode_id, tag)
    if episode_id is None:
        key = (session_id, "pivot", tag, candidate.seq)
    elif not tag:
        key = (session_id, "pivot", episode_id)
    return {
        "id": stable_id(*key),
        "session_id": session_id,
        "message_id": candidate.message_id,
        "seq": candidate.seq,
        "episode_id": episode_id,
        "base_score": candidate.score,
        "score": candidate.score,
        "reason": candidate.reason,
        "excerpt": " ".join(prose.get(candidate.seq, "").split())[:PIVOT_EXCERPT],
    }


def _pivot_rows(
    session_id: str,
    data: SessionData,
    analysed: list[Episode],
    kept: list[Episode],
    window: _Window | None,
    episode_ids: dict[int, int],
) -> list[dict[str, object]]:
    """Pivots of the episodes kept, and the causes named in the messages owned. Every
    analysed episode (the window's context included) bounds its neighbours and claims its
    messages, so a window finds what the whole session finds."""
    prose = data.prose_by_seq()
    ids = {m.seq: m.id for m in data.messages}
    prompts = {m.seq: m.text for m in data.messages if m.role == "user" and m.kind == "prompt"}
    steps = {m.seq: m.id for m in data.messages if m.role == "assistant" and m.kind == "tool_call"}
    starts = [e.symptoms[0].seq for e in analysed] + [None]
    keep = {id(e) for e in kept}
    failures = sorted(s.seq for e in analysed for s in e.symptoms if s.action is not None)
    rows = []
    taken: set[int] = set()
    for n, episode in enumerate(analysed):
        for tag, candidate in episode_pivots(episode, prose, prompts, ids, starts[n + 1], steps):
            if candidate.seq in taken:
                continue
            taken.add(candidate.seq)
            if id(episode) in keep:
                episode_id = episode_ids[id(episode)]
                candidate = crowded(candidate, failures)
                rows.append(_pivot_row(session_id, episode_id, tag, candidate, prose))
    for candidate in cause_pivots(prose, ids, taken):
        if window is None or window.owns(candidate.seq):
            candidate = crowded(candidate, failures)
            rows.append(_pivot_row(session_id, None, "cause", candidate, prose))
    for candidate in correction_pivots(prompts, ids, taken):
        if window is None or window.owns(candidate.seq):
            candidate = crowded(candidate, failures)
            rows.append(_pivot_row(session_id, None, "correction", candidate, prose))
    return rows


def _rows_of(session_id: str, data: SessionData, window: _Window | None = None) -> ExtractRows:
    analysed = analyse(data)
    episodes = window.keep(analysed) if window is not None else analysed
    episode_ids = _episode_ids(session_id, episodes)
    symptoms, fixes = _symptom_rows(session_id, episodes, data.actions, episode_ids)
    pivots = _pivot_rows(session_id, data, analysed, episodes, window, episode_ids)
    messages, actions = data.messages, data.actions
    if window is not None:
        messages = [m for m in messages if window.owns(m.seq)]
        actions = [a for a in actions if window.owns(a.seq)]
    mentions = message_mentions(((m.id, m.seq, m.role, m.text) for m in messages), actions)
    keys = {(m.kind, m.name) for m in mentions}
    entity_ids = {(kind, name): stable_id("entity", kind, name) for kind, name in keys}
    # The mention's message: its segment, and whether an assistant wrote it.
    where = {m.id: (m.segment_id, int(m.role == "assistant")) for m in data.messages}
    mention_rows: list[tuple[object, ...]] = [
        (
            entity_ids[m.kind, m.name],
            session_id,
            m.message_id,
            m.command_id,
            m.seq,
            m.role,
            m.value,
            *where.get(m.message_id, (None, 0)),
        )
        for m in mentions
    ]
    return ExtractRows(
        session_id=session_id,
        symptoms=symptoms,
        fixes=fixes,
        pivots=pivots,
        entities=[{"id": eid, "kind": k, "name": n} for (k, n), eid in entity_ids.items()],
        mentions=mention_rows,
        episodes=len(episodes),
    )


def save_extract(db: sqlite_utils.Database, rows: ExtractRows) -> ExtractStats:
    """Replace a session's extracted rows with ``rows``, in one transaction."""
    return save_extracts(db, [rows])


def save_extracts(
    db: sqlite_utils.Database, batch: Iterable[ExtractRows], *, windows: bool = False
) -> ExtractStats:
    """Replace the extracted rows of each session in ``batch``, all in one transaction.
    With ``windows``, the batch holds the windows of one session, each added to the rows of
    the earlier ones (the session's old rows are replaced once, before the first)."""
    total = ExtractStats()
    with transaction(db):
        cleared: set[str] = set()
        for rows in batch:
            if not windows or rows.session_id not in cleared:
                for table in EXTRACT_TABLES:
                    delete_rows(db, table, "session_id = ?", [rows.session_id])
                db.execute(
                    "DELETE FROM pending_extraction WHERE session_id = ? AND stage = 'extract'",
                    [rows.session_id],
                )
                cleared.add(rows.session_id)
            insert_rows(db, "entities", rows.entities, ignore=True)
            for table, values in (
                ("symptoms", rows.symptoms),
                ("fixes", rows.fixes),
                ("pivots", rows.pivots),
            ):
                # In id order: full-text rows append (see writes.insert_rows).
                insert_rows(db, table, sorted(values, key=_row_id))
            insert_values(db, "mentions", rows.mentions, MENTION_COLUMNS)
            if rows.failure:
                total.failures.append(f"{_source_of(db, rows.session_id)}: {rows.failure}")
            add_stats(
                total,
                ExtractStats(
                    sessions=0 if windows and total.sessions else 1,
                    symptoms=len(rows.symptoms),
                    episodes=rows.episodes,
                    fixes=len(rows.fixes),
                    pivots=len(rows.pivots),
                ),
            )
    return total


def extract_session(db: sqlite_utils.Database, session_id: str) -> ExtractStats:
    """Recompute and store symptoms, fixes, mentions and pivots of one session (in windows
    when it is huge, see :data:`WINDOW_MESSAGES`)."""
    count = message_count(db, session_id)
    if count > WINDOW_MESSAGES:
        return save_extracts(db, extract_windows(db, session_id, count), windows=True)
    return save_extract(db, extract_rows(db, session_id))


def message_count(db: sqlite_utils.Database, session_id: str) -> int:
    row = db.execute("SELECT message_count FROM sessions WHERE id = ?", [session_id]).fetchone()
    return int(row[0] or 0) if row else 0


def _units_of_work(db: sqlite_utils.Database) -> int:
    """Stored segments, plus the sessions that have none."""
    row = db.execute(
        "SELECT (SELECT count(*) FROM segments) + (SELECT count(*) FROM sessions s "
        "WHERE NOT EXISTS (SELECT 1 FROM segments g WHERE g.session_id = s.id))"
    ).fetchone()
    return int(row[0] or 0)


def _reuse_rows(db: sqlite_utils.Database) -> list[dict[str, object]]:
    placeholders = ", ".join("?" for _ in KNOWLEDGE_KINDS)
    # Only an entity's first mention in each segment can be a discovery or a reuse
    # (links_from keeps one use per segment), so each segment's first is all that is read:
    # SQLite takes the bare columns of a min() aggregate from the row holding the minimum.
    rows = db.execute(
        f"""
        SELECT mt.entity_id, e.name, mt.session_id, mt.message_id, min(mt.seq), mt.role,
               mt.segment_id, s.started_at, seg.idx, e.kind
        FROM mentions mt
        JOIN entities e ON e.id = mt.entity_id
        JOIN sessions s ON s.id = mt.session_id
        LEFT JOIN segments seg ON seg.id = mt.segment_id
        WHERE mt.by_assistant = 1 AND (e.kind IN ({placeholders})
            OR (e.kind = 'program' AND mt.role = 'prose'))
        GROUP BY mt.entity_id, mt.session_id, mt.segment_id
        ORDER BY coalesce(s.started_at, ''), mt.session_id, min(mt.seq)
        """,
        list(KNOWLEDGE_KINDS),
    ).fetchall()
    kinds = {row[0]: row[9] for row in rows}
    names = {row[0]: row[1] for row in rows if carries_knowledge(kinds[row[0]], row[1])}
    canonical = knowledge_keys(names)
    # One row per (entity, session, segment): the rows per canonical entity are its document
    # frequency over the stored units of work (issue 12 class 5).
    frequency: dict[int, int] = {}
    for row in rows:
        if row[0] in names:
            frequency[canonical[row[0]]] = frequency.get(canonical[row[0]], 0) + 1
    common = common_entities(frequency, _units_of_work(db))
    groups: dict[int, list[tuple[Any, ...]]] = {}
    for row in rows:
        if row[0] in names and canonical[row[0]] not in common:
            groups.setdefault(canonical[row[0]], []).append(row)
    links: list[dict[str, object]] = []
    for occurrences in groups.values():
        found = [(r[0], Occurrence(r[3], r[2], r[4], r[6], r[8])) for r in occurrences]
        links.extend(links_from(found[0][1], found[1:]))
    return links


def link_sessions(db: sqlite_utils.Database) -> int:
    """Recompute cross-session knowledge: reuse links, fix confirmations, pivot bonuses."""
    with transaction(db):
        links = _reuse_rows(db) + value_reuse_rows(db)
        db.execute("DELETE FROM reuse")
        if links:
            insert_rows(db, "reuse", links)
        db.execute(
            """
            UPDATE fixes SET sessions_confirmed = (
                SELECT count(DISTINCT f2.session_id) FROM fixes f2
                JOIN symptoms s2 ON s2.id = f2.symptom_id
                JOIN symptoms s1 ON s1.id = fixes.symptom_id
                WHERE s2.signature = s1.signature AND f2.kind = fixes.kind
                  AND f2.entities = fixes.entities
            )
            """
        )
        db.execute(
            f"""
            UPDATE pivots SET score = base_score + CASE WHEN EXISTS (
                SELECT 1 FROM reuse r WHERE r.reused_message_id = pivots.message_id
                AND (r.cross_session = 1 OR r.gap_segments > 0)
            ) THEN {REUSE_BONUS} ELSE 0 END
            """
        )
    return len(links)


def _source_of(db: sqlite_utils.Database, session_id: str) -> str:
    """``file: session`` for a message naming where a session came from."""
    row = db.execute("SELECT source_path FROM sessions WHERE id = ?", [session_id]).fetchone()
    return f"{row[0]}: session {session_id}" if row and row[0] else f"session {session_id}"


def add_stats(total: ExtractStats, stats: ExtractStats) -> None:
    """Add one session's counts to ``total``."""
    total.sessions += stats.sessions
    total.symptoms += stats.symptoms
    total.episodes += stats.episodes
    total.fixes += stats.fixes
    total.pivots += stats.pivots
    total.failures.extend(stats.failures)


def relink(db: sqlite_utils.Database, session_ids: list[str]) -> int:
    """After extracting ``session_ids``: relink across sessions and rebuild their edges.

    The full-text index an interrupted ingest still owes is built first: the relink searches
    messages (:func:`~sessgraph.extract.knowledge.value_reuse_rows`)."""
    index_owed(db)
    reuse = link_sessions(db)
    from sessgraph.extract.edges import rebuild_edges

    rebuild_edges(db, session_ids)
    with transaction(db):
        for start in range(0, len(session_ids), 500):
            chunk = session_ids[start : start + 500]
            marks = ", ".join("?" for _ in chunk)
            db.execute(
                f"DELETE FROM pending_extraction WHERE stage = 'relink' "
                f"AND session_id IN ({marks})",
                chunk,
            )
    return reuse


def finish_pending(
    db: sqlite_utils.Database, first: Sequence[str] = (), stats: ExtractStats | None = None
) -> ExtractStats:
    """Extract every stored session whose extraction is still owed (``first`` first, in
    that order; then any an interrupted run left), and relink those not relinked yet."""
    total = stats if stats is not None else ExtractStats()
    for sid in _first_then_rest(first, pending_sessions(db, "extract")):
        add_stats(total, extract_session(db, sid))
    to_relink = _first_then_rest(first, pending_sessions(db, "relink"))
    if to_relink:
        total.reuse = relink(db, to_relink)
    return total


def _first_then_rest(first: Sequence[str], pending: list[str]) -> list[str]:
    """``pending``, with the ids of ``first`` (in its order) before the others."""
    wanted = set(pending)
    ordered = [sid for sid in dict.fromkeys(first) if sid in wanted]
    seen = set(ordered)
    return ordered + [sid for sid in pending if sid not in seen]


def extract(db: sqlite_utils.Database, session_ids: Iterable[str] | None = None) -> ExtractStats:
    """Extract the given sessions (all when ``None``), then relink across sessions."""
    if session_ids is None:
        session_ids = [r[0] for r in db.execute("SELECT id FROM sessions ORDER BY id")]
    session_ids = list(session_ids)
    total = ExtractStats()
    for sid in session_ids:
        add_stats(total, extract_session(db, sid))
    total.reuse = relink(db, session_ids)
    # Sessions an interrupted ingest stored without their extraction are finished too.
    return finish_pending(db, stats=total)
