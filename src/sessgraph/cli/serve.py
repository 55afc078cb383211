"""``sessgraph serve``: browse a sessgraph database in Datasette, read-only.

Design: :func:`make_datasette` builds the whole :class:`~datasette.app.Datasette` object
(database, metadata, settings, plugin), so tests use the same instance in-process; the click
command only checks its arguments and runs that object under uvicorn.

Read-only is enforced twice: Datasette opens the file with ``?mode=ro`` (not ``immutable``, so
an ingest running alongside stays visible), and the plugin sets ``PRAGMA query_only`` on every
connection, including the one Datasette would use for canned write queries.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from sessgraph.cli.options import db_option

if TYPE_CHECKING:
    from datasette.app import Datasette

# Datasette is imported only when something is served: every other command starts without it.

METADATA_RESOURCE = "metadata.json"
# The metadata file is written for a database called "sessgraph" (the default sessgraph.db);
# make_datasette re-keys it to the name Datasette gives the file being served.
METADATA_DATABASE_KEY = "sessgraph"
DEFAULT_SQL_TIME_LIMIT_MS = 3000
DEFAULT_SETTINGS: dict[str, Any] = {
    "sql_time_limit_ms": DEFAULT_SQL_TIME_LIMIT_MS,
    # Messages and command outputs can be huge; table pages show the start of each cell.
    "truncate_cells_html": 400,
    "facet_time_limit_ms": 500,
}


def load_metadata() -> dict[str, Any]:
    """The packaged Datasette metadata (tables, columns, facets, canned queries)."""
    from importlib import resources  # here: every command imports this module, few serve

    text = (
        resources.files("sessgraph.datasette")
        .joinpath(METADATA_RESOURCE)
        .read_text(encoding="utf-8")
    )
    metadata: dict[str, Any] = json.loads(text)
    return metadata


def metadata_for(database_name: str, base: dict[str, Any] | None = None) -> dict[str, Any]:
    """The metadata with its database section keyed by ``database_name``."""
    metadata = copy.deepcopy(base if base is not None else load_metadata())
    databases = metadata.get("databases", {})
    if METADATA_DATABASE_KEY in databases and database_name != METADATA_DATABASE_KEY:
        databases[database_name] = databases.pop(METADATA_DATABASE_KEY)
    return metadata


def register_plugin() -> None:
    """Register the sessgraph plugin unless the ``datasette`` entry point already did."""
    from datasette.plugins import pm

    from sessgraph import datasette as datasette_plugin

    if not pm.is_registered(datasette_plugin) and pm.get_plugin("sessgraph") is None:
        pm.register(datasette_plugin, name="sessgraph")


def make_datasette(
    db_path: str | Path,
    *,
    sql_time_limit_ms: int = DEFAULT_SQL_TIME_LIMIT_MS,
    metadata: dict[str, Any] | None = None,
    settings: dict[str, Any] | None = None,
    host: str | None = None,
) -> Datasette:
    """A read-only Datasette for the sessgraph database at ``db_path``.

    ``metadata`` replaces the packaged metadata (still re-keyed to the database name);
    ``settings`` are added to the defaults. Requests are answered only for loopback host
    names and ``host`` (the address served on; a wildcard address allows any name).
    """
    path = Path(db_path)
    if not path.is_file():
        raise FileNotFoundError(
            f"no sessgraph database at {path}; create one with `sessgraph ingest -d {path} …`"
        )
    from datasette.app import Datasette

    register_plugin()
    merged = {**DEFAULT_SETTINGS, "sql_time_limit_ms": sql_time_limit_ms, **(settings or {})}
    full_metadata = metadata_for(path.stem, metadata)
    plugins = full_metadata.setdefault("plugins", {})
    plugins.setdefault("sessgraph", {})["bound_host"] = host
    return Datasette(
        files=[str(path)],
        metadata=full_metadata,
        settings=merged,
    )


def _start_here(db_path: str, url: str) -> list[str]:
    """Links to the front page and the strongest pivot point's transcript, so a newcomer
    lands on what matters first."""
    from urllib.parse import quote

    from sessgraph.api import SessGraph

    database = quote(Path(db_path).stem, safe="")
    lines = [f"Start here:   {url}-/sessgraph/?db={database}"]
    with SessGraph(db_path) as graph:
        pivots = graph.pivot_points(limit=1)
    if not pivots:
        return lines
    top = pivots[0]
    # Datasette's tilde encoding keeps ids with "/" or "." in one path segment.
    from datasette.utils import tilde_encode

    session = tilde_encode(top.session_id)
    excerpt = " ".join((top.excerpt or "").split())[:100]
    return [
        *lines,
        f"Top pivot:    {top.session_id}:{top.seq} — {excerpt}",
        f"  transcript: {url}-/sessgraph/session/{session}?db={database}&at={top.seq}#m{top.seq}",
        f"  its graph:  {url}-/sessgraph/graph?db={database}",
    ]


@click.command(name="serve")
@db_option
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on.")
@click.option("-p", "--port", default=8001, show_default=True, type=int, help="Port to use.")
@click.option(
    "--sql-time-limit-ms",
    default=DEFAULT_SQL_TIME_LIMIT_MS,
    show_default=True,
    type=click.IntRange(min=1),
    help="Cancel SQL queries that run longer than this.",
)
def serve_command(db_path: str, host: str, port: int, sql_time_limit_ms: int) -> None:
    """Browse a database in Datasette (read-only), with the knowledge-graph view.

    Canned queries (pivot points, what fixed similar crashes, reuse chains, failure streaks,
    crash loops, failure signatures, session outlines) are on the database page; the graph is
    at /-/sessgraph/graph.

    Example:

        sessgraph serve -d sessgraph.db --port 8001
    """
    import asyncio

    import uvicorn

    from sessgraph import datasette as datasette_plugin

    try:
        ds = make_datasette(db_path, sql_time_limit_ms=sql_time_limit_ms, host=host)
    except FileNotFoundError as error:
        raise click.ClickException(str(error)) from error
    asyncio.run(ds.invoke_startup())
    if not asyncio.run(datasette_plugin.sessgraph_database_names(ds)):
        raise click.ClickException(
            f"{db_path} is not a sessgraph database (no edges and symptoms tables); "
            "create one with `sessgraph ingest`"
        )
    url = f"http://{host}:{port}/"
    click.echo(f"Serving {db_path} read-only at {url}")
    for line in _start_here(db_path, url):
        click.echo(line)
    uvicorn.run(ds.app(), host=host, port=port, log_level="warning", lifespan="on")
