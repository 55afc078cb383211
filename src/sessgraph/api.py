"""The Python API: what scripts, the CLI and the Datasette plugin call."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from sessgraph.store.paths import DB_ENV_VAR, default_db_path
from sessgraph.store.readonly import NotSessgraphDatabase, QueryDB, open_readonly

# Words of a search: all of them must occur (FTS5 implicit AND), each quoted as a phrase so
# that punctuation and FTS5 operators in pasted text are taken literally.
_SEARCH_WORD = re.compile(r"[^\s\"]+")
MAX_SEARCH_WORDS = 12

__all__ = [
    "DB_ENV_VAR",
    "NotSessgraphDatabase",
    "QueryDB",
    "SessGraph",
    "default_db_path",
    "default_locations",
    "extract",
    "ingest",
    "open",
    "summary",
    "watch",
]

if TYPE_CHECKING:
    import networkx as nx
    import sqlite_utils

    from sessgraph.results import (
        ExtractStats,
        FileResult,
        FixCandidate,
        FixInfo,
        FormatSummary,
        IngestReport,
        MessageView,
        Pivot,
        Reuse,
        SearchHit,
        SessionSummary,
        SymptomInfo,
        TeamFixCandidate,
        TranscriptWindow,
    )
    from sessgraph.similar import RankedFix
    from sessgraph.team import PullReport, PushReport

# Ingest, extraction and graph building are imported where they are used: a query (the CLI's
# `fixes`, the agent hook) should not pay for importing spaCy, the readers or networkx.


def ingest(
    db_path: str | Path,
    paths: Sequence[str | Path],
    *,
    force: bool = False,
    extract: bool = True,
    redact: bool = True,
    on_file: Callable[[FileResult], None] | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> IngestReport:
    """Ingest transcripts under ``paths``; then extract knowledge from the changed sessions.

    Secrets (API keys, tokens, passwords, private keys, credentials in URLs) are replaced by
    ``[REDACTED:<kind>]`` before anything is stored, unless ``redact`` is false.

    Extraction also relinks across sessions, so a new session's reuse links and fix
    confirmations reach into the sessions already stored. ``on_file(result)`` is called as
    each source is done, ``on_progress(done, total)`` with the input bytes handled so far.
    """
    from sessgraph.ingest import ingest_paths
    from sessgraph.store import open_db

    db = open_db(db_path)
    try:
        return ingest_paths(
            db,
            [Path(p) for p in paths],
            force=force,
            redact=redact,
            on_file=on_file,
            extract=extract,
            on_progress=on_progress,
        )
    finally:
        db.close()


def watch(
    db_path: str | Path,
    paths: Sequence[str | Path],
    *,
    interval: float = 5.0,
    rounds: int | None = None,
    force: bool = False,
    extract: bool = True,
    redact: bool = True,
    on_file: Callable[[FileResult], None] | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> int:
    """Follow ``paths``: ingest, wait ``interval`` seconds, ingest again (``rounds`` times,
    or until interrupted). Unchanged files are skipped by size and mtime, a grown file is
    re-read whole, so the database always equals a fresh ingest of the files as they were at
    the last round. ``force`` re-reads every file in the first round (later rounds read what
    changed); ``extract``, ``redact``, ``on_file`` and ``on_progress`` are as for
    :func:`ingest`, each round. Returns the number of rounds run."""
    done = 0
    while rounds is None or done < rounds:
        if done:
            time.sleep(interval)
        ingest(
            db_path,
            paths,
            force=force and not done,
            extract=extract,
            redact=redact,
            on_file=on_file,
            on_progress=on_progress,
        )
        done += 1
    return done


def default_locations() -> list[Path]:
    """Every agent's default transcript location that exists on this machine
    (``~/.claude/projects``, ``~/.codex/sessions``, opencode storage, ``~/.gemini/tmp``, …)."""
    from sessgraph.formats.locations import default_locations as found

    return found()


def _existing(db_path: str | Path) -> Path:
    """``db_path`` if a database is there: commands that only read (or re-derive what was
    stored) refuse a missing file instead of creating an empty database."""
    path = Path(db_path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such database; run `sessgraph ingest` first")
    return path


def extract(db_path: str | Path, session_ids: Sequence[str] | None = None) -> ExtractStats:
    """(Re-)run the extractor over stored sessions (all of them by default); a missing
    database is a :class:`FileNotFoundError`."""
    from sessgraph.extract.run import extract as run_extract
    from sessgraph.store import open_db

    db = open_db(_existing(db_path))
    try:
        return run_extract(db, session_ids)
    finally:
        db.close()


def summary(db_path: str | Path) -> list[FormatSummary]:
    """Per format: sessions, messages, commands and failed commands, and what the extractor
    found (symptoms, episodes, fixes, pivots); a missing database is a
    :class:`FileNotFoundError`."""
    from sessgraph.results import FormatSummary

    db = open_readonly(_existing(db_path))
    try:
        rows = db.execute(
            "SELECT s.format, count(*), coalesce(sum(s.message_count), 0), "
            "coalesce(sum(s.command_count), 0), coalesce(sum(s.failed_command_count), 0), "
            "coalesce(sum(k.symptoms), 0), coalesce(sum(k.episodes), 0), "
            "coalesce(sum(f.fixes), 0), coalesce(sum(p.pivots), 0) FROM sessions s "
            "LEFT JOIN (SELECT session_id, count(*) AS symptoms, count(DISTINCT episode_id) "
            "AS episodes FROM symptoms GROUP BY session_id) k ON k.session_id = s.id "
            "LEFT JOIN (SELECT session_id, count(*) AS fixes FROM fixes GROUP BY session_id) f "
            "ON f.session_id = s.id "
            "LEFT JOIN (SELECT session_id, count(*) AS pivots FROM pivots GROUP BY session_id) p "
            "ON p.session_id = s.id GROUP BY s.format ORDER BY s.format"
        ).fetchall()
    finally:
        db.close()
    return [
        FormatSummary(
            format=r[0],
            sessions=r[1],
            messages=r[2],
            commands=r[3],
            failed=r[4],
            symptoms=r[5],
            episodes=r[6],
            fixes=r[7],
            pivots=r[8],
        )
        for r in rows
    ]


def push(
    db_path: str | Path,
    url: str | None = None,
    *,
    machine: str | None = None,
    project: str | None = None,
    with_transcripts: bool = False,
    full: bool = False,
    on_batch: Callable[[PushReport], None] | None = None,
) -> PushReport:
    """Push this database's derived knowledge (episodes, fixes, redacted again) to the team
    store at ``url`` (default ``$SESSGRAPH_TEAM_URL``); message text and command output
    only with ``with_transcripts``. Failures are :class:`sessgraph.team.TeamStoreError`."""
    from sessgraph import team

    return team.push(
        _existing(db_path),
        team.team_url(url),
        machine=machine,
        project=project,
        with_transcripts=with_transcripts,
        full=full,
        on_batch=on_batch,
    )


def pull(url: str | None, dest: str | Path) -> PullReport:
    """Copy what this role may see of the team store into the SQLite database ``dest``."""
    from sessgraph import team

    return team.pull(team.team_url(url), dest)


def team_grant(url: str | None, role: str, project: str) -> bool:
    """Let the PostgreSQL ``role`` see and push ``project`` (run by the store's admin)."""
    from sessgraph import team
    from sessgraph.team.connect import connect

    with connect(team.team_url(url)) as conn:
        return team.grant(conn, role, project)


def team_fixes(
    error_text: str,
    url: str | None = None,
    db_path: str | Path | None = None,
    limit: int = 5,
    machine: str | None = None,
) -> list[TeamFixCandidate]:
    """Fixes of errors like ``error_text`` from the team store at ``url`` (default
    ``$SESSGRAPH_TEAM_URL``) and the local database at ``db_path`` when there is one,
    ranked together as a local query ranks, grouped by fix with the machines holding it."""
    from sessgraph import team

    local = open_readonly(db_path) if db_path is not None and Path(db_path).is_file() else None
    try:
        return team.team_fixes(
            local, team.team_url(url), error_text, limit, machine=team.machine_name(machine)
        )
    finally:
        if local is not None:
            local.close()


class SessGraph:
    """A sessgraph database opened for queries (see :func:`sessgraph.open`)."""

    def __init__(
        self, path: str | Path, *, read_only: bool = True, busy_timeout_ms: int | None = None
    ) -> None:
        self.path = _existing(path)
        if read_only:
            self.db: QueryDB | sqlite_utils.Database = (
                open_readonly(self.path)
                if busy_timeout_ms is None
                else open_readonly(self.path, busy_timeout_ms)
            )
        else:
            from sessgraph.store import open_db

            self.db = open_db(self.path)

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> SessGraph:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _rows(self, sql: str, params: Sequence[object] = ()) -> list[dict[str, Any]]:
        cursor = self.db.execute(sql, list(params))
        columns = [c[0] for c in cursor.description]
        return [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]

    def similar_fixes(
        self,
        error_text: str,
        limit: int = 5,
        exclude_sessions: Sequence[str] = (),
        project: str | None = None,
    ) -> list[FixCandidate]:
        """Fixes of past errors similar to ``error_text``, best first; [] if nothing is similar.

        Each answer says how close the past error is (``similarity``, 0..1) and, separately,
        how sure the extractor is that the change fixed it (``confidence``); fixes that carry
        no knowledge (typo, scratch, inspection) rank below the others. ``exclude_sessions``:
        sessions whose fixes are not answers (the asking session itself); ``project``: only
        fixes that held in a session whose working directory contains it."""
        return [
            fix.to_model()
            for fix in self.ranked_fixes(error_text, limit, exclude_sessions, project)
        ]

    def ranked_fixes(
        self,
        error_text: str,
        limit: int = 5,
        exclude_sessions: Sequence[str] = (),
        project: str | None = None,
    ) -> list[RankedFix]:
        """:meth:`similar_fixes` as plain frozen records of the same fields, for a short
        process that only prints them (``sessgraph fixes``, the agent hook): no pydantic."""
        from sessgraph.similar import ranked_fixes

        found = ranked_fixes(
            self.db,
            error_text,
            limit=limit if project is None else 4 * limit,
            exclude_sessions=exclude_sessions,
        )
        if project is None:
            return found
        return [
            fix for fix in found if any(self._in_project(p.session_id, project) for p in fix.fixed)
        ][:limit]

    def _in_project(self, session_id: str, project: str) -> bool:
        row = self.db.execute("SELECT cwd FROM sessions WHERE id = ?", [session_id]).fetchone()
        return bool(row and row[0] and project in row[0])

    def team_fixes(
        self,
        error_text: str,
        url: str | None = None,
        limit: int = 5,
        machine: str | None = None,
    ) -> list[TeamFixCandidate]:
        """:meth:`similar_fixes` over this database and the team store at ``url`` (default
        ``$SESSGRAPH_TEAM_URL``) together, grouped by fix with the machines holding it."""
        from sessgraph import team

        return team.team_fixes(
            self.db, team.team_url(url), error_text, limit, machine=team.machine_name(machine)
        )

    def search(self, text: str, limit: int = 20) -> list[SearchHit]:
        """Messages and commands (with their output) matching the words of ``text``, best
        first (FTS5 bm25); [] when ``text`` has no searchable word."""
        from sessgraph.results import SearchHit

        words = _SEARCH_WORD.findall(text)[:MAX_SEARCH_WORDS]
        if not words:
            return []
        match = " ".join('"' + word.replace('"', '""') + '"' for word in words)
        hits: list[tuple[float, SearchHit]] = []
        for row in self._rows(
            "SELECT m.session_id, m.seq, snippet(messages_fts, 0, '[', ']', '…', 24) AS snip, "
            "bm25(messages_fts) AS rank FROM messages_fts JOIN messages m ON m.id = "
            "messages_fts.rowid WHERE messages_fts MATCH ? ORDER BY rank LIMIT ?",
            [match, limit],
        ):
            hit = SearchHit(
                session_id=row["session_id"], seq=row["seq"], kind="message", snippet=row["snip"]
            )
            hits.append((row["rank"], hit))
        for row in self._rows(
            "SELECT c.session_id, m.seq, c.exit_code, "
            "snippet(commands_fts, -1, '[', ']', '…', 24) AS snip, bm25(commands_fts) AS rank "
            "FROM commands_fts JOIN commands c ON c.id = commands_fts.rowid "
            "JOIN messages m ON m.id = c.message_id "
            "WHERE commands_fts MATCH ? ORDER BY rank LIMIT ?",
            [match, limit],
        ):
            hit = SearchHit(
                session_id=row["session_id"],
                seq=row["seq"],
                kind="command",
                snippet=row["snip"],
                exit_code=row["exit_code"],
            )
            hits.append((row["rank"], hit))
        hits.sort(key=lambda pair: pair[0])
        return [hit for _, hit in hits[:limit]]

    def sessions(self, limit: int | None = None) -> list[SessionSummary]:
        """Every session, newest first, with its symptom and fix counts."""
        from sessgraph.results import SessionSummary

        rows = self._rows(
            "SELECT s.*, (SELECT count(*) FROM symptoms y WHERE y.session_id = s.id) "
            "AS symptom_count, (SELECT count(*) FROM fixes f WHERE f.session_id = s.id) "
            "AS fix_count FROM sessions s ORDER BY coalesce(s.started_at, '') DESC, s.id"
            + (" LIMIT ?" if limit else ""),
            [limit] if limit else [],
        )
        fields = SessionSummary.model_fields
        return [SessionSummary(**{k: v for k, v in r.items() if k in fields}) for r in rows]

    def symptoms(
        self,
        session: str | None = None,
        kind: str | None = None,
        status: str | None = None,
        limit: int = 100,
    ) -> list[SymptomInfo]:
        """Symptoms, filtered by session, kind and episode status."""
        where, params = _filters({"y.session_id": session, "y.kind": kind, "y.status": status})
        rows = self._rows(
            "SELECT y.*, c.command FROM symptoms y LEFT JOIN commands c ON c.id = y.command_id"
            f"{where} ORDER BY y.session_id, y.seq LIMIT ?",
            [*params, limit],
        )
        return [_symptom(r) for r in rows]

    def fixes(self, session: str | None = None, limit: int = 100) -> list[FixInfo]:
        """Fix links with their symptom and verification, most confident first."""
        from sessgraph.results import FixInfo

        where, params = _filters({"f.session_id": session})
        rows = self._rows(
            "SELECT f.id AS fix_id, f.session_id AS fix_session, m.seq AS fix_seq, "
            "f.kind AS fix_kind, f.entities, f.change, f.confidence, f.sessions_confirmed, "
            "vc.command AS verify_command, y.*, c.command FROM fixes f "
            "JOIN messages m ON m.id = f.message_id JOIN symptoms y ON y.id = f.symptom_id "
            "LEFT JOIN commands c ON c.id = y.command_id "
            "LEFT JOIN commands vc ON vc.id = f.verify_command_id"
            f"{where} ORDER BY f.confidence DESC, f.session_id, m.seq LIMIT ?",
            [*params, limit],
        )
        return [
            FixInfo(
                id=r["fix_id"],
                session_id=r["fix_session"],
                seq=r["fix_seq"],
                kind=r["fix_kind"],
                entities=json.loads(r["entities"]),
                change=r["change"],
                confidence=r["confidence"],
                sessions_confirmed=r["sessions_confirmed"],
                symptom=_symptom(r),
                verify_command=r["verify_command"],
            )
            for r in rows
        ]

    def pivot_points(self, session: str | None = None, limit: int = 20) -> list[Pivot]:
        """Messages where a session turned (a diagnosis after a failure streak), best first."""
        from sessgraph.results import Pivot

        where, params = _filters({"p.session_id": session})
        rows = self._rows(
            f"SELECT p.* FROM pivots p{where} ORDER BY p.score DESC, p.seq LIMIT ?",
            [*params, limit],
        )
        return [
            Pivot(
                session_id=r["session_id"],
                message_id=r["message_id"],
                seq=r["seq"],
                score=r["score"],
                why=r["reason"],
                excerpt=r["excerpt"],
            )
            for r in rows
        ]

    def reused_knowledge(
        self, entity: str | None = None, session: str | None = None, limit: int = 100
    ) -> list[Reuse]:
        """Knowledge found in one place and used in a later segment or session."""
        from sessgraph.results import Reuse

        # Filter and limit the reuse rows first, then join the messages of just those rows
        # (joining first made an unfiltered call scan every message of a large database).
        clauses, params = [], []
        if entity is not None:
            clauses.append("entity_id IN (SELECT id FROM entities WHERE name = ?)")
            params.append(entity)
        if session is not None:
            clauses.append("reused_session_id = ?")
            params.append(session)
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        rows = self._rows(
            "WITH picked AS (SELECT * FROM reuse"
            f"{where} ORDER BY cross_session DESC, coalesce(gap_messages, 1e9) DESC LIMIT ?) "
            "SELECT e.name, e.kind, r.*, dm.seq AS d_seq, rm.seq AS r_seq, "
            "substr(dm.text, 1, 200) AS d_text, substr(rm.text, 1, 200) AS r_text "
            "FROM picked r JOIN entities e ON e.id = r.entity_id "
            "JOIN messages dm ON dm.id = r.discovered_message_id "
            "JOIN messages rm ON rm.id = r.reused_message_id "
            "ORDER BY r.cross_session DESC, coalesce(r.gap_messages, 1e9) DESC",
            [*params, limit],
        )
        return [
            Reuse(
                entity=r["name"],
                entity_kind=r["kind"],
                discovered_in=f"{r['discovered_session_id']}:{r['d_seq']}",
                reused_in=f"{r['reused_session_id']}:{r['r_seq']}",
                discovered_excerpt=r["d_text"],
                reused_excerpt=r["r_text"],
                gap_messages=r["gap_messages"],
                gap_segments=r["gap_segments"],
                cross_session=bool(r["cross_session"]),
            )
            for r in rows
        ]

    def messages(self, session: str, seq: int | None = None, context: int = 3) -> list[MessageView]:
        """Messages of a session (around ``seq`` when given), with their commands."""
        from sessgraph.results import CommandView, MessageView

        if seq is None:
            low, high = 0, 1 << 62
        else:
            low, high = seq - context, seq + context
        rows = self._rows(
            "SELECT id, session_id, seq, role, kind, text FROM messages "
            "WHERE session_id = ? AND seq BETWEEN ? AND ? ORDER BY seq",
            [session, low, high],
        )
        views = []
        for r in rows:
            commands = self._rows(
                "SELECT command, exit_code, status, substr(output, 1, 2000) AS output "
                "FROM commands WHERE message_id = ? ORDER BY seq",
                [r["id"]],
            )
            views.append(
                MessageView(
                    session_id=r["session_id"],
                    seq=r["seq"],
                    role=r["role"],
                    kind=r["kind"],
                    text=r["text"] or "",
                    commands=[CommandView(**c) for c in commands],
                )
            )
        return views

    def transcript(
        self, session: str, at: int | None = None, context: int = 3, output_chars: int = 2000
    ) -> TranscriptWindow:
        """The messages of ``session`` (an id or a unique prefix) around seq ``at``, with their
        commands (output up to ``output_chars``), edits as diffs, and the symptoms, fixes,
        verifications, pivots and reuse marked; ``LookupError`` for an unknown session."""
        from sessgraph.transcript import read_window

        return read_window(self.db, session, at, context=context, output_chars=output_chars)

    def graph(self, session: str | None = None, entity: str | None = None) -> nx.MultiDiGraph:
        """The knowledge graph (networkx) of a session, an entity, or the whole database."""
        from sessgraph.graph import build_graph

        return build_graph(self.db, session=session, entity=entity)

    def export_graph(
        self,
        path: str | Path,
        fmt: Literal["graphml", "json"] = "graphml",
        session: str | None = None,
        entity: str | None = None,
    ) -> nx.MultiDiGraph:
        """Write :meth:`graph` to ``path`` as GraphML or node-link JSON; return the graph."""
        from sessgraph.graph import export_graph

        graph = self.graph(session=session, entity=entity)
        export_graph(graph, Path(path), fmt)
        return graph


def open(path: str | Path | None = None) -> SessGraph:
    """Open a sessgraph database for queries (read-only)."""
    return SessGraph(path if path is not None else default_db_path())


def _filters(conditions: dict[str, object]) -> tuple[str, list[object]]:
    clauses = [f"{column} = ?" for column, value in conditions.items() if value is not None]
    params = [value for value in conditions.values() if value is not None]
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), params


def _symptom(row: dict[str, Any]) -> SymptomInfo:
    from sessgraph.results import SymptomInfo

    return SymptomInfo(
        id=row["id"],
        session_id=row["session_id"],
        seq=row["seq"],
        kind=row["kind"],
        error_type=row["error_type"],
        error_text=row["error_text"],
        signature=row["signature"],
        status=row["status"],
        command=row.get("command"),
    )
