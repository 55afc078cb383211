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

The ``edges`` table is rebuilt from the extractor's tables by SQL after each extraction, so
Datasette can browse it; :func:`build_graph` turns (part of) it into a ``MultiDiGraph``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import sqlite_utils

from sessgraph.store import transaction

if TYPE_CHECKING:
    import networkx as nx

EDGE_QUERIES: dict[str, str] = {
    "contains_segment": """
        SELECT 'session:' || session_id, 'segment:' || id, 'contains', session_id, 1.0
        FROM segments WHERE session_id IN ({ids})""",
    "failed_with": """
        SELECT CASE WHEN command_id IS NULL THEN 'message:' || message_id
                    ELSE 'command:' || command_id END,
               'symptom:' || id, 'failed_with', session_id, 1.0
        FROM symptoms WHERE session_id IN ({ids})""",
    "ran_symptom": """
        SELECT DISTINCT 'message:' || message_id, 'command:' || command_id, 'ran', session_id, 1.0
        FROM symptoms WHERE command_id IS NOT NULL AND session_id IN ({ids})""",
    "fixed_by": """
        SELECT 'symptom:' || symptom_id, 'fix:' || id, 'fixed_by', session_id, confidence
        FROM fixes WHERE session_id IN ({ids})""",
    "changed_in": """
        SELECT 'fix:' || id, 'message:' || message_id, 'changed_in', session_id, 1.0
        FROM fixes WHERE session_id IN ({ids})""",
    "verified_by": """
        SELECT 'fix:' || id, 'command:' || verify_command_id, 'verified_by', session_id, 1.0
        FROM fixes WHERE verify_command_id IS NOT NULL AND session_id IN ({ids})""",
    "ran_verify": """
        SELECT DISTINCT 'message:' || c.message_id, 'command:' || c.id, 'ran', f.session_id, 1.0
        FROM fixes f JOIN commands c ON c.id = f.verify_command_id
        WHERE f.session_id IN ({ids})""",
    "fix_mentions": """
        SELECT DISTINCT 'fix:' || f.id, 'entity:' || m.entity_id, 'mentions', f.session_id, 1.0
        FROM fixes f CROSS JOIN messages fm ON fm.id = f.message_id  -- this order: by index
        CROSS JOIN mentions m ON m.session_id = f.session_id AND m.seq = fm.seq
            AND m.message_id = f.message_id
        JOIN entities e ON e.id = m.entity_id
        WHERE m.role IN ('edit', 'command') AND e.kind != 'path'
          AND f.session_id IN ({ids})""",
    "pivot_for": """
        SELECT 'message:' || p.message_id, 'fix:' || f.id, 'pivot_for', p.session_id, p.score
        FROM pivots p JOIN symptoms s ON s.episode_id = p.episode_id
        JOIN fixes f ON f.symptom_id = s.id WHERE p.session_id IN ({ids})""",
    "contains_message": """
        SELECT DISTINCT 'segment:' || m.segment_id, 'message:' || m.id, 'contains',
               m.session_id, 1.0
        FROM messages m WHERE m.session_id IN ({ids}) AND m.id IN (
            SELECT message_id FROM symptoms UNION SELECT message_id FROM fixes
            UNION SELECT message_id FROM pivots
            UNION SELECT c.message_id FROM fixes f JOIN commands c ON c.id = f.verify_command_id
            UNION SELECT discovered_message_id FROM reuse
            UNION SELECT reused_message_id FROM reuse)""",
}

GLOBAL_EDGE_QUERIES: dict[str, str] = {
    "discovered_in": """
        SELECT DISTINCT 'entity:' || entity_id, 'message:' || discovered_message_id,
               'discovered_in', discovered_session_id, 1.0 FROM reuse""",
    "reused_in": """
        SELECT 'entity:' || entity_id, 'message:' || reused_message_id, 'reused_in',
               reused_session_id, 1.0 FROM reuse""",
    "same_signature": """
        SELECT 'symptom:' || s.id, 'symptom:' || (
                   SELECT o.id FROM symptoms o JOIN sessions os ON os.id = o.session_id
                   WHERE o.signature = s.signature AND o.session_id != s.session_id
                   ORDER BY os.started_at, o.seq LIMIT 1),
               'same_signature', s.session_id, 1.0
        FROM symptoms s WHERE s.signature IS NOT NULL AND EXISTS (
            SELECT 1 FROM symptoms o WHERE o.signature = s.signature
            AND o.session_id != s.session_id)""",
}


def rebuild_edges(db: sqlite_utils.Database, session_ids: list[str]) -> int:
    """Recompute the edges of ``session_ids`` and the cross-session edges."""
    with transaction(db):
        for start in range(0, len(session_ids), 500):
            chunk = session_ids[start : start + 500]
            marks = ", ".join("?" for _ in chunk)
            db.execute(f"DELETE FROM edges WHERE session_id IN ({marks})", chunk)
            for query in EDGE_QUERIES.values():
                db.execute(
                    "INSERT INTO edges (source, target, type, session_id, weight) "
                    + query.format(ids=marks),
                    chunk,
                )
        db.execute(
            "DELETE FROM edges WHERE type IN ('discovered_in', 'reused_in', 'same_signature')"
        )
        for query in GLOBAL_EDGE_QUERIES.values():
            db.execute("INSERT INTO edges (source, target, type, session_id, weight) " + query)
    row = db.execute("SELECT count(*) FROM edges").fetchone()
    return int(row[0])


# --------------------------------------------------------------------------- networkx

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


def _edge_rows(
    db: sqlite_utils.Database, session: str | None, entity: str | None
) -> list[tuple[Any, ...]]:
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
    db: sqlite_utils.Database, *, session: str | None = None, entity: str | None = None
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


def export_graph(graph: nx.MultiDiGraph, path: Path, fmt: str) -> None:
    """Write ``graph`` as GraphML or node-link JSON."""
    import networkx as nx

    if fmt == "graphml":
        clean = nx.MultiDiGraph()
        for node, attrs in graph.nodes(data=True):
            clean.add_node(node, **{k: str(v) for k, v in attrs.items()})
        for u, v, attrs in graph.edges(data=True):
            clean.add_edge(u, v, **{k: "" if val is None else val for k, val in attrs.items()})
        nx.write_graphml(clean, path)
    elif fmt == "json":
        path.write_text(json.dumps(graph_json(graph), indent=1), encoding="utf-8")
    else:
        raise ValueError(f"unknown graph format {fmt!r}; expected graphml or json")
