"""The Datasette plugin: a drawn knowledge graph, a search helper and read-only connections.

Design:

* Every hook is guarded to sessgraph databases (those with ``edges`` and ``symptoms`` tables),
  so installing sessgraph never changes how Datasette shows anybody else's databases.
* ``/-/sessgraph/graph.json`` is a thin client of :func:`sessgraph.graph.build_graph`; it runs
  on Datasette's own read connection (``mode=ro``), in Datasette's thread pool. Each node gets
  the URL of its row page, so the front end needs no knowledge of Datasette's URL scheme.
* A plugin package: these hooks, the pages' Jinja templates in ``templates/`` (no HTML in
  Python strings), the front end in ``static/`` and the metadata in ``metadata.json`` (the one
  copy: ``sessgraph serve`` loads it, ``datasette -m`` can be pointed at it).
* The front end (``static/sessgraph-graph.js``) draws with cytoscape.js, bundled in the
  package: the graph page works offline and on machines that cannot reach a CDN.
* ``sessgraph_fts_query(text)`` turns free text (a pasted error message) into a safe FTS5
  OR-query of its words; canned queries use it with ``MATCH``.
* With ``"plugins": {"sessgraph": {"read_only": true}}`` in the metadata (``sessgraph serve``
  sets it) every connection to a database file gets ``PRAGMA query_only``, so even a canned
  write query cannot change the data.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast
from urllib.parse import urlencode

import networkx as nx
import sqlite_utils
from datasette import hookimpl as _datasette_hookimpl
from datasette.utils import tilde_decode, tilde_encode, urlsafe_components
from datasette.utils.asgi import Response, asgi_static
from markupsafe import Markup

from sessgraph.datasette import cells, fix_order, pages, row_pages
from sessgraph.datasette.security import allowed_hosts, host_guard, limit_connection
from sessgraph.graph import build_graph, graph_json

HookFunction = TypeVar("HookFunction", bound=Callable[..., Any])


def hookimpl(fn: HookFunction) -> HookFunction:
    """Datasette's ``hookimpl`` decorator, typed (datasette ships no type information)."""
    return cast(HookFunction, _datasette_hookimpl(fn))


PLUGIN_NAME = "sessgraph"
# graph.json answers with at most this many nodes (the best connected), marking the cut.
MAX_GRAPH_NODES = 2000
STATIC_DIR = Path(__file__).parent / "static"
STATIC_URL = "/-/sessgraph/static/"
REQUIRED_TABLES = frozenset({"edges", "symptoms"})

# Edge types left out of the "knowledge" view of a session: the containment tree and the
# (many) reuse links make a session's drawing unreadable without adding what was learned.
BULK_EDGE_TYPES = frozenset({"contains", "reused_in"})
# episodes: one node per failure episode (the default for a session); knowledge: every
# message that carries knowledge; full: everything, containment and reuse included.
GRAPH_VIEWS = ("episodes", "knowledge", "full")

_WORD = re.compile(r"\w+", re.UNICODE)
# Words too common in error messages to say which error it is.
# fmt: off
_STOPWORDS = frozenset({
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "from", "has", "have", "in",
    "is", "it", "its", "no", "not", "of", "on", "or", "please", "that", "the", "this", "to",
    "use", "using", "was", "were", "when", "with",
})
# fmt: on
FTS_MAX_WORDS = 32


def fts_query(text: str | None) -> str:
    """Free text as an FTS5 query: its distinct words, each quoted, joined with ``OR``.

    Punctuation, FTS5 operators and column filters in ``text`` cannot reach the FTS5
    parser. Text without usable words gives ``""``, which matches nothing.
    """
    words: list[str] = []
    for word in _WORD.findall((text or "").lower()):
        if len(word) < 2 or word in _STOPWORDS or word in words:
            continue
        words.append(word)
        if len(words) == FTS_MAX_WORDS:
            break
    return " OR ".join(f'"{word}"' for word in words) or '""'


# --------------------------------------------------------------------------- guards


async def is_sessgraph_database(datasette: Any, name: str) -> bool:
    """True when database ``name`` has the sessgraph knowledge tables."""
    database = datasette.databases.get(name)
    if database is None or name.startswith("_"):
        return False
    tables = set(await database.table_names())
    return tables >= REQUIRED_TABLES


async def sessgraph_database_names(datasette: Any) -> list[str]:
    """Names of the attached sessgraph databases, in Datasette's order."""
    return [name for name in datasette.databases if await is_sessgraph_database(datasette, name)]


async def _pick_database(datasette: Any, requested: str | None) -> str | None:
    if requested:
        return requested if await is_sessgraph_database(datasette, requested) else None
    names = await sessgraph_database_names(datasette)
    return names[0] if names else None


async def _not_sessgraph(
    datasette: Any, request: Any, requested: str | None, as_json: bool
) -> Response:
    what = f"Database {requested!r} is not" if requested else "No attached database is"
    message = f"{what} a sessgraph database (it needs the edges and symptoms tables)."
    if as_json:
        return Response.json({"ok": False, "error": message}, status=404)
    html = await datasette.render_template(
        NOT_FOUND_TEMPLATE, {"message": message}, request=request
    )
    return Response.html(html, status=404)


# --------------------------------------------------------------------------- graph JSON


def knowledge_view(graph: nx.MultiDiGraph) -> nx.MultiDiGraph:
    """``graph`` without containment and reuse edges, and without the nodes left isolated."""
    view = graph.copy()
    view.remove_edges_from(
        [
            (u, v, key)
            for u, v, key, edge_type in graph.edges(keys=True, data="type")
            if edge_type in BULK_EDGE_TYPES
        ]
    )
    view.remove_nodes_from([node for node, degree in view.degree() if degree == 0])
    return view


def graph_payload(
    conn: sqlite3.Connection,
    *,
    session: str | None,
    entity: str | None,
    view: str,
    episode: str | None = None,
    node: str | None = None,
) -> dict[str, Any]:
    """Node-link JSON of a session's graph, an entity's neighbourhood, an episode's story or
    one node's neighbours."""
    graph = build_graph(
        sqlite_utils.Database(conn),
        session=session,
        entity=entity,
        episode=episode,
        by_episode=view == "episodes",
        node=node,
    )
    if view == "knowledge":
        graph = knowledge_view(graph)
    total = graph.number_of_nodes()
    if total > MAX_GRAPH_NODES:
        # A browser cannot lay out more, and the JSON would grow without bound: keep the
        # best-connected nodes and say so.
        ranked = sorted(graph.degree(), key=lambda pair: (-pair[1], str(pair[0])))
        graph = graph.subgraph([node for node, _ in ranked[:MAX_GRAPH_NODES]]).copy()
    payload = graph_json(graph)
    payload["truncated"] = (
        {"nodes": total, "shown": graph.number_of_nodes()} if total > MAX_GRAPH_NODES else None
    )
    return payload


async def graph_json_view(datasette: Any, request: Any) -> Response:
    """``/-/sessgraph/graph.json?session=…|entity=…|episode=…|node=<type>:<id>[&view=…]
    [&db=…]``."""
    requested = request.args.get("db")
    name = await _pick_database(datasette, requested)
    if name is None:
        return await _not_sessgraph(datasette, request, requested, as_json=True)
    session = request.args.get("session") or None
    entity = request.args.get("entity") or None
    episode = request.args.get("episode") or None
    node = request.args.get("node") or None
    view = request.args.get("view") or "full"
    if [session, entity, episode, node].count(None) != 3:
        return Response.json(
            {
                "ok": False,
                "error": "Give exactly one of ?session=<id>, ?entity=<name or id>, "
                "?episode=<id> or ?node=<type>:<id>.",
            },
            status=400,
        )
    if view not in GRAPH_VIEWS:
        return Response.json(
            {"ok": False, "error": f"Unknown view {view!r}; expected one of {GRAPH_VIEWS}."},
            status=400,
        )
    database = datasette.get_database(name)
    payload = await database.execute_fn(
        lambda conn: graph_payload(
            conn, session=session, entity=entity, view=view, episode=episode, node=node
        )
    )
    for drawn in payload["nodes"]:
        node_type, _, row_id = str(drawn["id"]).partition(":")
        if drawn.get("table") and row_id:
            drawn["href"] = datasette.urls.row(name, drawn["table"], tilde_encode(row_id))
        elif node_type == "episode" and row_id:
            # A view has no row pages: its row is the episodes view filtered to it.
            drawn["href"] = f"{datasette.urls.table(name, 'episodes')}?episode_id={row_id}"
        if drawn.get("session_id") and drawn.get("seq") is not None:
            drawn["transcript"] = pages.transcript_url(
                datasette, name, str(drawn["session_id"]), int(drawn["seq"])
            )
    payload["database"] = name
    payload["query"] = {
        "session": session,
        "entity": entity,
        "episode": episode,
        "node": node,
        "view": view,
    }
    return Response.json(payload)


# --------------------------------------------------------------------------- graph page

# The graph page's template (templates/, found by Datasette as this plugin's templates).
PAGE_TEMPLATE = "sessgraph_graph.html"
NOT_FOUND_TEMPLATE = "sessgraph_not_found.html"
NODE_TYPES = (
    "episode", "symptom", "fix", "message", "command", "entity", "segment", "session",
)  # fmt: skip
# Edge kinds in the legend, with what each says.
EDGE_TYPES = (
    ("failed_with", "a command (or a user's report) showed the symptom"),
    ("in_episode", "another symptom of the same episode"),
    ("fixed_by", "the episode was fixed by"),
    ("pivot_for", "the message that named the fix"),
    ("changed_in", "the message that made the change"),
    ("verified_by", "the command whose success verified it"),
    ("mentions", "an entity the fix touched"),
    ("discovered_in", "where the entity was first explained"),
    ("reused_in", "where it was used again"),
    ("ran", "the message that ran the command"),
    ("contains", "session → segment → message; episode → its symptoms"),
    ("same_signature", "the same failure in another session"),
)


async def _session_options(datasette: Any, name: str) -> list[dict[str, str]]:
    result = await datasette.get_database(name).execute(
        "SELECT id, coalesce(title, ''), coalesce(started_at, ''), message_count "
        "FROM sessions ORDER BY started_at DESC, id LIMIT 1000"
    )
    options = []
    for sid, title, started, count in result.rows:
        label = f"{started[:16]} {title[:60] or sid} ({count} messages)".strip()
        options.append({"id": sid, "label": label})
    return options


async def _top_pivot_episode(datasette: Any, name: str) -> str | None:
    result = await datasette.get_database(name).execute(
        "SELECT episode_id FROM pivots WHERE episode_id IS NOT NULL "
        "ORDER BY score DESC, seq LIMIT 1"
    )
    return str(result.rows[0][0]) if result.rows else None


async def graph_page_view(datasette: Any, request: Any) -> Response:
    """``/-/sessgraph/graph``: a form to pick a session, an entity or an episode, and the
    drawing; with nothing picked it opens on the top pivot's episode."""
    requested = request.args.get("db")
    name = await _pick_database(datasette, requested)
    if name is None:
        return await _not_sessgraph(datasette, request, requested, as_json=False)
    sessions = await _session_options(datasette, name)
    entity = request.args.get("entity") or None
    session = request.args.get("session") or None
    episode = request.args.get("episode") or None
    if session is None and entity is None and episode is None:
        episode = await _top_pivot_episode(datasette, name)
        if episode is None and sessions:
            session = sessions[0]["id"]
    requested_view = request.args.get("view")
    view = requested_view if requested_view in GRAPH_VIEWS else "episodes"
    html = await datasette.render_template(
        PAGE_TEMPLATE,
        {
            "database": name,
            "sessions": sessions,
            "session": session if not (entity or episode) else None,
            "entity": entity if not episode else None,
            "episode": episode,
            "view": view,
            "views": GRAPH_VIEWS,
            "node_types": NODE_TYPES,
            "edge_types": EDGE_TYPES,
            "static_url": datasette.urls.path(STATIC_URL),
            "page_url": datasette.urls.path("/-/sessgraph/graph"),
            "json_url": datasette.urls.path("/-/sessgraph/graph.json"),
        },
        request=request,
    )
    return Response.html(html)


def graph_page_url(datasette: Any, database: str, **params: str) -> str:
    """URL of the graph page for ``database`` with query ``params`` (session=… or entity=…)."""
    query = urlencode({"db": database, **params})
    return f"{datasette.urls.path('/-/sessgraph/graph')}?{query}"


# --------------------------------------------------------------------------- hooks


@hookimpl
def prepare_connection(conn: sqlite3.Connection, database: str, datasette: Any) -> None:
    """Register ``sessgraph_fts_query``; make file connections query-only when configured."""
    conn.create_function("sessgraph_fts_query", 1, fts_query, deterministic=True)
    # The canned query "what fixed similar crashes" reads the CLI's ranking through this.
    conn.create_function(
        "sessgraph_similar_fixes",
        2,
        lambda text, limit: pages.similar_fixes_json(conn, text, limit),
    )
    limit_connection(conn)
    config = datasette.plugin_config(PLUGIN_NAME, database=database) or {}
    attached = datasette.databases.get(database)
    if config.get("read_only") and attached is not None and attached.path:
        conn.execute("PRAGMA query_only = 1")


@hookimpl
def asgi_wrapper(datasette: Any) -> Any:
    """Refuse requests for host names the server was not started for (DNS rebinding)."""
    config = datasette.plugin_config(PLUGIN_NAME) or {}
    bound = config.get("bound_host")

    def wrap(app: Any) -> Any:
        return host_guard(app, allowed_hosts(bound))

    return wrap


def _page(view: Callable[..., Any]) -> Callable[..., Any]:
    """A story page bound to the requested (or first) sessgraph database."""

    async def route(datasette: Any, request: Any) -> Response:
        requested = request.args.get("db")
        name = await _pick_database(datasette, requested)
        if name is None:
            return await _not_sessgraph(datasette, request, requested, as_json=False)
        response: Response = await view(datasette, request, name)
        return response

    return route


@hookimpl
def register_routes() -> list[tuple[str, Any]]:
    """The front page, transcript, fixes and graph pages, the graph JSON and static files."""
    return [
        (r"^/-/sessgraph/?$", _page(pages.home_view)),
        (r"^/-/sessgraph/session/(?P<session>[^/]+)$", _page(pages.transcript_view)),
        (r"^/-/sessgraph/fixes$", _page(pages.fixes_view)),
        (r"^/-/sessgraph/graph$", graph_page_view),
        (r"^/-/sessgraph/graph\.json$", graph_json_view),
        (r"^/-/sessgraph/static/(?P<path>.+)$", asgi_static(STATIC_DIR)),
    ]


@hookimpl
def table_actions(datasette: Any, database: str, table: str) -> Any:
    """A link from the sessions and entities tables to the graph page."""

    async def inner() -> list[dict[str, str]]:
        if table not in {"sessions", "entities"}:
            return []
        if not await is_sessgraph_database(datasette, database):
            return []
        return [
            {
                "href": graph_page_url(datasette, database),
                "label": "Knowledge graph (sessgraph)",
            }
        ]

    return inner


@hookimpl
def menu_links(datasette: Any) -> Any:
    """A "Knowledge graph" entry in the navigation menu when a sessgraph database is attached."""

    async def inner() -> list[dict[str, str]]:
        names = await sessgraph_database_names(datasette)
        if not names:
            return []
        front = datasette.urls.path("/-/sessgraph/") + "?" + urlencode({"db": names[0]})
        return [
            {"href": front, "label": "sessgraph: what the agents learned"},
            {"href": pages.fixes_url(datasette, names[0]), "label": "What fixed this?"},
            {"href": graph_page_url(datasette, names[0]), "label": "Knowledge graph"},
        ]

    return inner


@hookimpl
def get_metadata(datasette: Any) -> dict[str, Any]:
    """The fixes table's default order (see :mod:`sessgraph.datasette.fix_order`)."""
    return fix_order.fixes_metadata(datasette)


# The canned query whose error_text box takes a whole traceback (static/sessgraph-query.js).
TRACEBACK_QUERY = "similar_crash_fixes"


@hookimpl
def extra_js_urls(request: Any, datasette: Any) -> Any:
    """On the "what fixed similar crashes" canned query of a sessgraph database: the script
    that turns its one-line input into a multi-line box."""
    if request is None:
        return []
    url_vars = request.url_vars
    if tilde_decode(url_vars.get("table") or "") != TRACEBACK_QUERY:
        return []

    async def inner() -> list[str]:
        try:
            database = datasette.get_database(route=tilde_decode(url_vars["database"])).name
        except KeyError:
            return []
        if not await is_sessgraph_database(datasette, database):
            return []
        if not await datasette.get_canned_query(database, TRACEBACK_QUERY, request.actor):
            return []
        return [datasette.urls.path(STATIC_URL + "sessgraph-query.js")]

    return inner


@hookimpl
def extra_template_vars(view_name: str, request: Any, datasette: Any) -> Any:
    """On a row page of a sessgraph database: ``sessgraph_row``, the row's label (the page's
    title, see ``templates/row.html``) and its story (transcript place, failure episode)."""
    if view_name != "row" or request is None:
        return {}

    async def inner() -> dict[str, Any]:
        url_vars = request.url_vars
        try:
            database = datasette.get_database(route=tilde_decode(url_vars["database"])).name
        except KeyError:
            return {}
        if not await is_sessgraph_database(datasette, database):
            return {}
        table = tilde_decode(url_vars["table"])
        keys = urlsafe_components(url_vars["pks"])
        if len(keys) != 1:
            return {}
        key = str(keys[0])

        def read(conn: sqlite3.Connection) -> dict[str, Any]:
            return {
                "label": row_pages.row_label(conn, table, key),
                **row_pages.row_story(conn, table, key),
            }

        row = await datasette.get_database(database).execute_fn(read)
        if not row["label"]:
            return {}
        return {"sessgraph_row": row, **_row_url_helpers(datasette, database)}

    return inner


def _row_url_helpers(datasette: Any, database: str) -> dict[str, Any]:
    return {
        "sessgraph_transcript_url": lambda session, at=None: pages.transcript_url(
            datasette, database, session, at
        ),
        "sessgraph_row_url": lambda table, row_id: datasette.urls.row(
            database, table, tilde_encode(str(row_id))
        ),
        "sessgraph_graph_url": lambda **params: graph_page_url(datasette, database, **params),
    }


@hookimpl
def render_cell(
    row: Any, value: Any, column: str, table: str | None, database: str, datasette: Any
) -> Any:
    """Ids as links with labels (see :mod:`sessgraph.datasette.cells`)."""
    raw = value.get("value") if isinstance(value, dict) else value
    if raw is None or not cells.renders(row, column, table):
        return None

    async def inner() -> Markup | None:
        if not await is_sessgraph_database(datasette, database):
            return None
        return await cells.render(datasette, database, row, column, raw, table, graph_page_url)

    return inner
