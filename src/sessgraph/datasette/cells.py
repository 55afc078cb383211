"""Table cells of a sessgraph database: every id a link with its label.

Design:

* Datasette renders a foreign key as its target's ``label_column`` (one column: a symptom
  reads "ConnectionRefused") and a column of a view (``episodes``) or one without a declared
  key (``mentions.segment_id``, ``edges.source``) as a bare number. The ``render_cell`` hook
  (in ``__init__``) hands those cells here, and they come back as links labelled by what the
  row is (:func:`sessgraph.datasette.row_pages.row_label`: "#6122 ValueError: Speculative…").
* Sessions, messages and episodes open their transcript (at the message); a ``seq`` beside a
  ``session_id`` does too; other ids open their row page. Session titles and entity names also
  link to their graph.
* The decision whether a cell is ours (:func:`renders`) is synchronous and cheap; only cells
  that are get a query (one primary-key lookup each).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from typing import Any

from datasette.utils import tilde_encode
from markupsafe import Markup

from sessgraph.datasette import pages
from sessgraph.datasette.row_pages import row_label

LINK_TEMPLATE = "sessgraph_cell_link.html"
GRAPH_LINK_TEMPLATE = "sessgraph_graph_link.html"
SEQ_COLUMNS = frozenset({"seq", "symptom_seq", "fix_seq", "first_seq", "last_seq"})
# Id columns that open the row page of their table, labelled by what the row is.
ROW_COLUMNS: dict[str, str] = {
    "symptom_id": "symptoms",
    "fix_linked_symptom_id": "symptoms",
    "fix_id": "fixes",
    "command_id": "commands",
    "verify_command_id": "commands",
    "segment_id": "segments",
    "tool_call_id": "tool_calls",
    "entity_id": "entities",
}
# Node-name prefixes of the edges table (``symptom:…``) and the tables they name.
NODE_TABLES: dict[str, str] = {
    "segment": "segments",
    "message": "messages",
    "command": "commands",
    "symptom": "symptoms",
    "fix": "fixes",
    "entity": "entities",
}


def _row_value(row: Any, column: str) -> Any:
    try:
        value = row[column]
    except (KeyError, IndexError):
        return None
    return value.get("value") if isinstance(value, dict) else value


def renders(row: Any, column: str, table: str | None) -> bool:
    """Whether this cell is one sessgraph renders (before asking the database anything)."""
    if (table, column) in {("sessions", "title"), ("entities", "name"), ("sessions", "id")}:
        return True
    if table == "edges" and column in {"source", "target"}:
        return True
    if table == "episodes" and column == "symptom_ids":
        return True
    return (
        column in pages.SESSION_COLUMNS
        or column in pages.MESSAGE_COLUMNS
        or column == "episode_id"
        or column in SEQ_COLUMNS
        or column in ROW_COLUMNS
    )


async def _link(datasette: Any, template_name: str, **values: str) -> Markup:
    template = datasette.jinja_env.get_template(template_name)
    html = await template.render_async(**values)  # autoescaped
    return Markup(html.strip())


async def render(
    datasette: Any,
    database: str,
    row: Any,
    column: str,
    raw: Any,
    table: str | None,
    graph_url: Callable[..., str],
) -> Markup | None:
    """The cell as a labelled link, or None to leave it to Datasette."""
    if table == "sessions" and column == "title":
        link = graph_url(datasette, database, session=str(_row_value(row, "id")))
        return await _link(datasette, GRAPH_LINK_TEMPLATE, text=str(raw), link=link)
    if table == "entities" and column == "name":
        link = graph_url(datasette, database, entity=str(_row_value(row, "id")))
        return await _link(datasette, GRAPH_LINK_TEMPLATE, text=str(raw), link=link)
    if column in SEQ_COLUMNS:
        session = _row_value(row, "session_id")
        if session is None or not isinstance(raw, int) or table == "segments":
            return None
        href = pages.transcript_url(datasette, database, str(session), raw)
        return await _link(datasette, LINK_TEMPLATE, text=f"#{raw}", link=href, title=str(raw))
    if table == "episodes" and column == "symptom_ids":
        return await _symptom_list(datasette, database, str(raw))
    target: tuple[str, str] | None = None
    if table == "edges" and column in {"source", "target"}:
        kind, _, key = str(raw).partition(":")
        if kind in NODE_TABLES and key:
            target = (NODE_TABLES[kind], key)
    elif column in ROW_COLUMNS:
        target = (ROW_COLUMNS[column], str(raw))
    if target is not None:
        return await _row_link(datasette, database, *target)
    return await _transcript_link(datasette, database, column, raw, table)


async def _row_link(datasette: Any, database: str, table: str, key: str) -> Markup | None:
    def read(conn: sqlite3.Connection) -> str | None:
        return row_label(conn, table, key)

    label = await datasette.get_database(database).execute_fn(read)
    if label is None:
        return None
    href = datasette.urls.row(database, table, tilde_encode(key))
    return await _link(datasette, LINK_TEMPLATE, text=label, link=href, title=key)


async def _symptom_list(datasette: Any, database: str, raw: str) -> Markup | None:
    """An episode's JSON list of symptom ids as one labelled link per symptom."""
    try:
        keys = [str(int(key)) for key in json.loads(raw)]
    except (ValueError, TypeError):
        return None
    links = [await _row_link(datasette, database, "symptoms", key) for key in keys[:20]]
    return Markup("<br>").join(link for link in links if link is not None) or None


async def _transcript_link(
    datasette: Any, database: str, column: str, raw: Any, table: str | None
) -> Markup | None:
    found = await datasette.get_database(database).execute_fn(
        lambda conn: pages.cell_link(conn, column, raw, table)
    )
    if found is None:
        return None
    kind, label, seq = found
    if kind == "session":
        href, text = pages.transcript_url(datasette, database, str(raw)), label
    else:
        session, _, text = label.partition("\x1f")
        href = pages.transcript_url(datasette, database, session, seq)
    return await _link(datasette, LINK_TEMPLATE, text=text, link=href, title=str(raw))
