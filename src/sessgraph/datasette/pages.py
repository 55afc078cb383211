"""The plugin's story pages: the front page, a transcript page and "what fixed this".

Design:

* Each page is a thin client of a query function the CLI uses too: the transcript page of
  :func:`sessgraph.transcript.read_window` (``sessgraph show``), the fixes page of
  :func:`sessgraph.similar.similar_fixes` (``sessgraph fixes``, the API, the MCP server), so the
  browser and the terminal give one answer. They run on Datasette's read connection
  (``mode=ro``) in its thread pool, wrapped as a :class:`~sessgraph.store.readonly.QueryDB`.
* The front page reads the ``episodes`` view (each failure episode told through its most
  specific symptom) and the pivots, and links every row into its transcript.
* Every id a person sees comes with a label (:mod:`sessgraph.transcript`'s ``message_label``
  and ``session_label``) and a link; the ``render_cell`` hook in ``__init__`` uses
  :func:`cell_link` for the same in Datasette's own table and query pages.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any
from urllib.parse import urlencode

from datasette.utils import tilde_decode, tilde_encode
from datasette.utils.asgi import Response

from sessgraph.api import QueryDB
from sessgraph.similar import similar_fixes
from sessgraph.transcript import (
    first_line,
    has_episodes_view,
    message_label,
    read_window,
    session_label,
    words,
)

HOME_TEMPLATE = "sessgraph_home.html"
TRANSCRIPT_TEMPLATE = "sessgraph_transcript.html"
FIXES_TEMPLATE = "sessgraph_fixes.html"
DEFAULT_CONTEXT = 3
MAX_CONTEXT = 50
MAX_QUERY_CHARS = 20_000
FIXES_LIMIT = 10
# Command outputs on the transcript page stop here (a "show more" needs the raw table).
PAGE_OUTPUT_CHARS = 20_000


def transcript_url(datasette: Any, database: str, session: str, at: int | None = None) -> str:
    """URL of the transcript page of ``session`` (at seq ``at``) in ``database``."""
    query = {"db": database, **({"at": str(at)} if at is not None else {})}
    path = datasette.urls.path(f"/-/sessgraph/session/{tilde_encode(session)}")
    return f"{path}?{urlencode(query)}#m{at}" if at is not None else f"{path}?{urlencode(query)}"


def fixes_url(datasette: Any, database: str, error: str | None = None) -> str:
    """URL of the "what fixed this" page, with ``error`` filled in."""
    query = {"db": database, **({"error": error} if error else {})}
    return f"{datasette.urls.path('/-/sessgraph/fixes')}?{urlencode(query)}"


def _rows(conn: sqlite3.Connection, sql: str, params: Any = ()) -> list[dict[str, Any]]:
    cursor = conn.execute(sql, params)
    columns = [c[0] for c in cursor.description]
    return [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]


# --------------------------------------------------------------------------- front page


def home_data(conn: sqlite3.Connection) -> dict[str, Any]:
    """What the front page shows: per project and agent, sessions; frequent signatures; recent
    fixes; the strongest pivots."""
    sessions = _rows(
        conn,
        "SELECT s.id, s.format, s.agent, s.cwd, s.title, s.started_at, s.message_count, "
        "s.failed_command_count, (SELECT count(*) FROM symptoms y WHERE y.session_id = s.id) "
        "AS symptoms, (SELECT count(*) FROM fixes f WHERE f.session_id = s.id) AS fixes, "
        "(SELECT p.seq FROM pivots p WHERE p.session_id = s.id ORDER BY p.score DESC, p.seq "
        "LIMIT 1) AS top_pivot_seq FROM sessions s "
        "ORDER BY coalesce(s.started_at, '') DESC, s.id LIMIT 500",
    )
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for s in sessions:
        s["label"] = session_label(s["id"], s["cwd"], s["started_at"], s["title"])
        project = (s["cwd"] or "").rstrip("/").rsplit("/", 1)[-1] or "(no working directory)"
        groups.setdefault((project, s["agent"] or s["format"]), []).append(s)
    signatures = _rows(
        conn,
        "SELECT signature, min(error_type) AS error_type, count(*) AS occurrences, "
        "count(DISTINCT session_id) AS sessions, sum(status = 'resolved') AS resolved, "
        "(SELECT y.error_text FROM symptoms y WHERE y.signature = s.signature "
        " ORDER BY y.seq LIMIT 1) AS error_text, "
        "(SELECT y.session_id || char(31) || y.seq FROM symptoms y "
        " WHERE y.signature = s.signature ORDER BY y.seq LIMIT 1) AS first_place "
        "FROM symptoms s WHERE signature IS NOT NULL GROUP BY signature "
        "ORDER BY occurrences DESC, sessions DESC, error_type LIMIT 10",
    )
    for sig in signatures:
        session, _, seq = str(sig.pop("first_place") or "").partition("\x1f")
        sig["session_id"], sig["seq"] = session, int(seq) if seq.isdigit() else None
        sig["line"] = words(first_line(sig["error_text"]), 140)
    recent_fixes: list[dict[str, Any]] = []
    not_knowledge = 0
    if has_episodes_view(QueryDB(conn)):
        # Knowledge-bearing fixes only: a corrected typo or a scratch file teaches nothing.
        recent_fixes = _rows(
            conn,
            "SELECT e.session_id, e.episode_id, e.label, e.status, e.seq, e.fix_kind, "
            "e.fix_change, e.fix_confidence, e.fix_seq, e.verify_command FROM episodes e "
            "JOIN sessions s ON s.id = e.session_id JOIN fixes f ON f.id = e.fix_id "
            "WHERE f.change_class = 'knowledge' "
            "ORDER BY coalesce(s.started_at, '') DESC, e.fix_seq DESC LIMIT 10",
        )
        not_knowledge = conn.execute(
            "SELECT count(*) FROM fixes WHERE change_class != 'knowledge'"
        ).fetchone()[0]
    for fix in recent_fixes:
        fix["label"] = words(fix["label"], 140)
        fix["fix_change"] = words(fix["fix_change"], 200)
    pivots = _rows(
        conn,
        "SELECT p.session_id, p.seq, p.score, p.reason, p.excerpt, p.episode_id, "
        "substr(m.text, 1, 300) AS text FROM pivots p JOIN messages m ON m.id = p.message_id "
        "ORDER BY p.score DESC, p.seq LIMIT 10",
    )
    for pivot in pivots:
        pivot["label"] = message_label(pivot["seq"], pivot["excerpt"] or pivot["text"], 90)
    return {
        "groups": [
            {"project": project, "agent": agent, "sessions": rows}
            for (project, agent), rows in sorted(groups.items())
        ],
        "signatures": signatures,
        "recent_fixes": recent_fixes,
        "not_knowledge_fixes": not_knowledge,
        "pivots": pivots,
    }


async def home_view(datasette: Any, request: Any, name: str) -> Response:
    """``/-/sessgraph/``: the front page."""
    data = await datasette.get_database(name).execute_fn(home_data)
    html = await datasette.render_template(
        HOME_TEMPLATE,
        {"database": name, **data, **_url_helpers(datasette, name)},
        request=request,
    )
    return Response.html(html)


def _url_helpers(datasette: Any, name: str) -> dict[str, Any]:
    def graph(**params: str) -> str:
        return f"{datasette.urls.path('/-/sessgraph/graph')}?{urlencode({'db': name, **params})}"

    return {
        "transcript_url": lambda session, at=None: transcript_url(datasette, name, session, at),
        "fixes_url": lambda error=None: fixes_url(datasette, name, error),
        "graph_url": graph,
        "row_url": lambda table, row_id: datasette.urls.row(name, table, tilde_encode(str(row_id))),
        "table_url": lambda table: datasette.urls.table(name, table),
    }


# --------------------------------------------------------------------------- transcript


def _int(value: str | None, default: int | None, low: int, high: int) -> int | None:
    if value is None or not value.strip().lstrip("-").isdigit():
        return default
    return max(low, min(high, int(value)))


async def transcript_view(datasette: Any, request: Any, name: str) -> Response:
    """``/-/sessgraph/session/<id>?at=<seq>[&context=N]``: the messages around ``at``."""
    session = tilde_decode(request.url_vars["session"])
    at = _int(request.args.get("at"), None, 0, 1 << 62)
    context = _int(request.args.get("context"), DEFAULT_CONTEXT, 0, MAX_CONTEXT) or 0

    def read(conn: sqlite3.Connection) -> Any:
        try:
            return read_window(QueryDB(conn), session, at, context, PAGE_OUTPUT_CHARS)
        except LookupError as error:
            return str(error)

    window = await datasette.get_database(name).execute_fn(read)
    if isinstance(window, str):
        html = await datasette.render_template(
            "sessgraph_not_found.html", {"message": window}, request=request
        )
        return Response.html(html, status=404)
    centre = at if at is not None else context
    html = await datasette.render_template(
        TRANSCRIPT_TEMPLATE,
        {
            "database": name,
            "window": window,
            "context": context,
            "earlier": max(centre - 2 * context - 1, 0) if (window.first_seq or 0) > 0 else None,
            "later": centre + 2 * context + 1
            if (window.last_seq or 0) < window.message_count - 1
            else None,
            **_url_helpers(datasette, name),
        },
        request=request,
    )
    return Response.html(html)


# --------------------------------------------------------------------------- fixes


def fix_candidates(conn: sqlite3.Connection, error_text: str, limit: int) -> list[dict[str, Any]]:
    """:func:`sessgraph.similar.similar_fixes` on a Datasette connection, as dicts."""
    found = similar_fixes(QueryDB(conn), error_text[:MAX_QUERY_CHARS], limit=limit)
    return [candidate.model_dump() for candidate in found]


def similar_fixes_json(conn: sqlite3.Connection, error_text: str | None, limit: int | None) -> str:
    """The SQL function ``sessgraph_similar_fixes(text, limit)``: the same ranking as JSON, so
    a canned query reads it with ``json_each`` instead of ranking again in SQL."""
    if not error_text or not error_text.strip():
        return "[]"
    count = max(1, min(int(limit or FIXES_LIMIT), 50))
    return json.dumps(fix_candidates(conn, pasted(error_text), count))


def pasted(text: str) -> str:
    """Text from a form box as the terminal would give it: a browser sends a textarea's line
    breaks as CRLF."""
    return text.replace("\r\n", "\n").replace("\r", "\n").strip()


async def fixes_view(datasette: Any, request: Any, name: str) -> Response:
    """``/-/sessgraph/fixes?error=…``: paste an error (a whole traceback is fine)."""
    error = pasted(request.args.get("error") or "")
    candidates: list[dict[str, Any]] = []
    if error:
        candidates = await datasette.get_database(name).execute_fn(
            lambda conn: fix_candidates(conn, error, FIXES_LIMIT)
        )
    html = await datasette.render_template(
        FIXES_TEMPLATE,
        {
            "database": name,
            "error": error,
            "candidates": candidates,
            "page_url": datasette.urls.path("/-/sessgraph/fixes"),
            **_url_helpers(datasette, name),
        },
        request=request,
    )
    return Response.html(html)


# --------------------------------------------------------------------------- cell links

SESSION_COLUMNS = frozenset(
    {
        "session_id",
        "discovered_session_id",
        "reused_session_id",
        "parent_session_id",
        "child_session_id",
    }
)
MESSAGE_COLUMNS = frozenset(
    {"message_id", "discovered_message_id", "reused_message_id", "fix_message_id"}
)


def cell_link(
    conn: sqlite3.Connection, column: str, value: Any, table: str | None
) -> tuple[str, str, int | None] | None:
    """(kind, label, seq) for a cell holding a session, message or episode id; the session id
    for messages and episodes rides in the label's place as ``session\\x1flabel``."""
    if column in SESSION_COLUMNS or (table == "sessions" and column == "id"):
        row = conn.execute(
            "SELECT id, cwd, started_at, title FROM sessions WHERE id = ?", [str(value)]
        ).fetchone()
        return ("session", session_label(*row), None) if row else None
    if column in MESSAGE_COLUMNS:
        row = conn.execute(
            "SELECT m.session_id, m.seq, substr(m.text, 1, 400), "
            "(SELECT substr(c.command, 1, 200) FROM commands c WHERE c.message_id = m.id "
            "ORDER BY c.seq LIMIT 1) FROM messages m WHERE m.id = ?",
            [value],
        ).fetchone()
        if row is None:
            return None
        label = message_label(row[1], row[2], command=row[3])
        return ("message", f"{row[0]}\x1f{label}", row[1])
    if column == "episode_id" and has_episodes_view(QueryDB(conn)):
        row = conn.execute(
            "SELECT session_id, seq, label, status FROM episodes WHERE episode_id = ?", [value]
        ).fetchone()
        if row is None:
            return None
        return ("episode", f"{row[0]}\x1f{words(row[2], 90)} ({row[3]})", row[1])
    return None
