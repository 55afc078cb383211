"""The knowledge graph: typed edges stored in SQLite, loaded into networkx on demand.

Nodes are named ``<type>:<id>`` (``session:…``, ``segment:…``, ``message:…``, ``command:…``,
``symptom:…``, ``fix:…``, ``entity:…``). Only messages and commands that carry knowledge
(symptoms, fixes, verifications, pivots, discoveries and reuses) become nodes, so the graph
stays proportional to what was learned, not to the size of the transcripts.

Edge types: ``contains`` (session → segment → message), ``ran`` (message → command),
``failed_with`` (command or user message → symptom), ``fixed_by`` (symptom → fix),
``changed_in`` (fix → message), ``verified_by`` (fix → command), ``mentions`` (fix → entity),
``pivot_for`` (message → fix), ``discovered_in`` / ``reused_in`` (entity → message) and
``same_signature`` (symptom → the earliest symptom with its signature in another session).

The ``edges`` table is rebuilt from the extractor's tables by SQL after each extraction
(:mod:`sessgraph.extract.edges`), so Datasette can browse it; :func:`build_graph` turns (part
of) it into a ``MultiDiGraph``. This module only reads.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sessgraph.store.readonly import Queryable

if TYPE_CHECKING:
    import networkx as nx

_LABELS: dict[str, str] = {
    "session": "SELECT id, coalesce(title, id), format FROM sessions WHERE id IN ({ids})",
    "segment": "SELECT id, '#' || idx || ' ' || coalesce(title, ''), boundary "
    "FROM segments WHERE id IN ({ids})",
    "message": "SELECT id, '#' || seq || ' ' || substr(coalesce(text, ''), 1, 120), role "
    "FROM messages WHERE id IN ({ids})",
    "command": "SELECT id, substr(command, 1, 120), status FROM commands WHERE id IN ({ids})",
    "symptom": "SELECT id, kind || ': ' || substr(coalesce(error_text, ''), 1, 120), kind "
    "FROM symptoms WHERE id IN ({ids})",
    "fix": "SELECT id, kind || ': ' || entities, kind FROM fixes WHERE id IN ({ids})",
    "entity": "SELECT id, name, kind FROM entities WHERE id IN ({ids})",
}
_TABLES = {
    "session": "sessions",
    "segment": "segments",
    "message": "messages",
    "command": "commands",
    "symptom": "symptoms",
    "fix": "fixes",
    "entity": "entities",
}


def _edge_rows(db: Queryable, session: str | None, entity: str | None) -> list[tuple[Any, ...]]:
    if entity is not None:
        row = db.execute(
            "SELECT id FROM entities WHERE name = ? OR id = ? LIMIT 1", [entity, entity]
        ).fetchone()
        if row is None:
            return []
        node = f"entity:{row[0]}"
        direct = db.execute(
            "SELECT source, target, type, session_id, weight FROM edges "
            "WHERE source = ? OR target = ?",
            [node, node],
        ).fetchall()
        neighbours = {r[0] for r in direct} | {r[1] for r in direct}
        marks = ", ".join("?" for _ in neighbours)
        return list(
            db.execute(
                "SELECT source, target, type, session_id, weight FROM edges "
                f"WHERE source IN ({marks}) OR target IN ({marks})",
                [*neighbours, *neighbours],
            ).fetchall()
        )
    if session is not None:
        return list(
            db.execute(
                "SELECT source, target, type, session_id, weight FROM edges "
                "WHERE session_id = ? OR source = ? OR target IN (SELECT 'symptom:' || id "
                "FROM symptoms WHERE session_id = ?)",
                [session, f"session:{session}", session],
            ).fetchall()
        )
    return list(db.execute("SELECT source, target, type, session_id, weight FROM edges"))


def build_graph(
    db: Queryable, *, session: str | None = None, entity: str | None = None
) -> nx.MultiDiGraph:
    """The graph of one session, one entity's neighbourhood, or everything."""
    import networkx as nx  # here, not at the top: an ingest rebuilds edges without it

    graph = nx.MultiDiGraph()
    rows = _edge_rows(db, session, entity)
    for source, target, edge_type, session_id, weight in rows:
        graph.add_edge(source, target, type=edge_type, session_id=session_id, weight=weight)
    by_type: dict[str, list[str]] = {}
    for node in graph.nodes:
        node_type, _, node_id = str(node).partition(":")
        by_type.setdefault(node_type, []).append(node_id)
    for node_type, ids in by_type.items():
        query = _LABELS.get(node_type)
        if query is None:
            continue
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ", ".join("?" for _ in chunk)
            for node_id, label, group in db.execute(query.format(ids=marks), chunk):
                node = f"{node_type}:{node_id}"
                graph.nodes[node].update(
                    type=node_type, label=label or node, group=group or "", table=_TABLES[node_type]
                )
    for node in graph.nodes:
        graph.nodes[node].setdefault("type", str(node).partition(":")[0])
        graph.nodes[node].setdefault("label", str(node))
    return graph


def graph_json(graph: nx.MultiDiGraph) -> dict[str, Any]:
    """Node-link JSON (the shape d3 / cytoscape front ends read)."""
    import networkx as nx

    data: dict[str, Any] = nx.node_link_data(graph, edges="links")
    return data


# Characters XML 1.0 does not allow, even escaped (C0 controls but tab, newline and return;
# lone surrogates; U+FFFE/U+FFFF). Transcripts carry them (ANSI colours, NUL-padded output).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _xml_text(value: object) -> object:
    return _NOT_XML.sub("\ufffd", value) if isinstance(value, str) else value


def export_graph(graph: nx.MultiDiGraph, path: Path, fmt: str) -> None:
    """Write ``graph`` as GraphML or node-link JSON."""
    import networkx as nx

    if fmt == "graphml":
        clean = nx.MultiDiGraph()
        for node, attrs in graph.nodes(data=True):
            clean.add_node(_xml_text(node), **{k: _xml_text(str(v)) for k, v in attrs.items()})
        for u, v, attrs in graph.edges(data=True):
            clean.add_edge(
                _xml_text(u),
                _xml_text(v),
                **{k: "" if val is None else _xml_text(val) for k, val in attrs.items()},
            )
        nx.write_graphml(clean, path)
    elif fmt == "json":
        path.write_text(json.dumps(graph_json(graph), indent=1), encoding="utf-8")
    else:
        raise ValueError(f"unknown graph format {fmt!r}; expected graphml or json")
