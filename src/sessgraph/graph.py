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

Where the database has the ``episodes`` view, a drawing tells each failure episode through its
most specific symptom: the fix hangs on it, the episode's other symptoms point to it
(``in_episode``), and a session can be drawn by episode (``episode:<id>`` nodes) instead of by
message. One node's neighbours (``node=``) are what the browser adds when a node is expanded in
place: an episode's story (with ``contains`` edges from the episode to its symptoms), or the
edges touching any other node, at most ``MAX_NEIGHBOURS``, a symptom's episode fix included.

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
    "fix": "SELECT id, kind || ': ' || replace(replace(replace(entities, '[', ''), ']', ''), "
    "'\"', ''), kind FROM fixes WHERE id IN ({ids})",
    "entity": "SELECT id, name, kind FROM entities WHERE id IN ({ids})",
    "episode": "SELECT episode_id, '#' || seq || ' [' || coalesce(fix_kind, status) || '] ' || "
    "substr(label, 1, 120), status "
    "FROM episodes WHERE episode_id IN ({ids})",
}
# Where a node sits in its transcript (session, seq): the browser links it to that place.
_PLACES: dict[str, str] = {
    "message": "SELECT id, session_id, seq FROM messages WHERE id IN ({ids})",
    "command": "SELECT c.id, c.session_id, m.seq FROM commands c "
    "JOIN messages m ON m.id = c.message_id WHERE c.id IN ({ids})",
    "symptom": "SELECT id, session_id, seq FROM symptoms WHERE id IN ({ids})",
    "fix": "SELECT f.id, f.session_id, m.seq FROM fixes f "
    "JOIN messages m ON m.id = f.message_id WHERE f.id IN ({ids})",
    "episode": "SELECT episode_id, session_id, seq FROM episodes WHERE episode_id IN ({ids})",
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


def has_episodes(db: Queryable) -> bool:
    """True when the database has the ``episodes`` view (migration m010)."""
    found = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'view' AND name = 'episodes'")
    return found.fetchone() is not None


def _episode_edge_rows(db: Queryable, episode: str) -> list[tuple[Any, ...]]:
    """One episode's story: its symptoms and their commands, its fixes with what changed,
    verified and named them, and where the entities the fix touched were discovered."""
    seeds = [
        f"symptom:{r[0]}"
        for r in db.execute("SELECT id FROM symptoms WHERE episode_id = ?", [episode])
    ]
    if not seeds:
        return []
    seeds += [
        f"fix:{r[0]}"
        for r in db.execute(
            "SELECT f.id FROM fixes f JOIN symptoms y ON y.id = f.symptom_id "
            "WHERE y.episode_id = ?",
            [episode],
        )
    ]
    marks = ", ".join("?" for _ in seeds)
    rows = list(
        db.execute(
            "SELECT source, target, type, session_id, weight FROM edges "
            f"WHERE (source IN ({marks}) OR target IN ({marks})) AND type != 'same_signature'",
            [*seeds, *seeds],
        ).fetchall()
    )
    entities = sorted({r[1] for r in rows if r[2] == "mentions"})
    if entities:
        marks = ", ".join("?" for _ in entities)
        rows += db.execute(
            "SELECT source, target, type, session_id, weight FROM edges "
            f"WHERE source IN ({marks}) AND type = 'discovered_in'",
            entities,
        ).fetchall()
    return rows


# A node's expansion keeps at most this many neighbours, the story's edges first.
MAX_NEIGHBOURS = 40
_EXPAND_ORDER = (
    "fixed_by", "failed_with", "verified_by", "changed_in", "pivot_for", "mentions",
    "discovered_in", "ran", "same_signature", "reused_in", "contains",
)  # fmt: skip


def _node_rows(db: Queryable, node: str) -> list[tuple[Any, ...]]:
    """A node's neighbours: an episode's story (with ``contains`` edges from the episode to
    its symptoms), or the edges touching any other node, at most ``MAX_NEIGHBOURS`` of them."""
    node_type, _, node_id = node.partition(":")
    if node_type == "episode":
        rows = _episode_edge_rows(db, node_id)
        rows += [
            (node, f"symptom:{symptom_id}", "contains", session_id, 1.0)
            for symptom_id, session_id in db.execute(
                "SELECT id, session_id FROM symptoms WHERE episode_id = ? ORDER BY seq, id",
                [node_id],
            )
        ]
        return rows
    touching = db.execute(
        "SELECT source, target, type, session_id, weight FROM edges WHERE source = ? OR target = ?",
        [node, node],
    ).fetchall()
    if node_type == "symptom":
        # The episode's fix, on whichever of its symptoms the extractor hung it (the drawing
        # then hangs it on the episode's best symptom and links this one to that).
        touching += db.execute(
            "SELECT e.source, e.target, e.type, e.session_id, e.weight FROM edges e "
            "JOIN symptoms y ON e.source = 'symptom:' || y.id "
            "JOIN symptoms me ON me.session_id = y.session_id AND me.episode_id = y.episode_id "
            "WHERE me.id = ? AND e.type = 'fixed_by' AND y.id != me.id",
            [node_id],
        ).fetchall()
    rank = {edge_type: i for i, edge_type in enumerate(_EXPAND_ORDER)}
    ordered = sorted(
        touching,
        key=lambda r: (rank.get(r[2], len(rank)), r[1] if r[0] == node else r[0]),
    )
    return [tuple(r) for r in ordered[:MAX_NEIGHBOURS]]


def _episode_view_rows(db: Queryable, session: str) -> list[tuple[Any, ...]]:
    """A session drawn by episode: one node per failure episode, labelled with its error and
    its fix (the episode's own drawing, ``episode=``, holds the rest)."""
    return [
        (f"episode:{episode_id}", f"episode:{episode_id}", "self", session, 0.0)
        for (episode_id,) in db.execute(
            "SELECT episode_id FROM episodes WHERE session_id = ? ORDER BY first_seq",
            [session],
        )
    ]


def _tell_through_best_symptom(db: Queryable, graph: nx.MultiDiGraph) -> None:
    """Hang each fix on its episode's most specific symptom (the episodes view), and link the
    episode's other symptoms to that one (``in_episode``), so the drawing reads "ValueError →
    config_edit", not "refused poll → config_edit"."""
    symptoms = [str(n)[8:] for n in graph.nodes if str(n).startswith("symptom:")]
    best: dict[str, str] = {}
    for start in range(0, len(symptoms), 500):
        chunk = symptoms[start : start + 500]
        marks = ", ".join("?" for _ in chunk)
        for symptom_id, best_id in db.execute(
            "SELECT y.id, e.symptom_id FROM symptoms y JOIN episodes e "
            "ON e.session_id = y.session_id AND e.episode_id = y.episode_id "
            f"WHERE y.id IN ({marks})",
            chunk,
        ):
            if str(symptom_id) != str(best_id):
                best[f"symptom:{symptom_id}"] = f"symptom:{best_id}"
    for symptom, best_symptom in best.items():
        for _, fix, key, data in list(graph.out_edges(symptom, keys=True, data=True)):
            if data.get("type") == "fixed_by":
                graph.remove_edge(symptom, fix, key)
                graph.add_edge(best_symptom, fix, **data)
        graph.add_edge(symptom, best_symptom, type="in_episode", session_id=None, weight=1.0)


def build_graph(
    db: Queryable,
    *,
    session: str | None = None,
    entity: str | None = None,
    episode: str | None = None,
    by_episode: bool = False,
    node: str | None = None,
) -> nx.MultiDiGraph:
    """The graph of one session (``by_episode``: one node per failure episode), one entity's
    neighbourhood, one episode's story, one node's neighbours (``node``: ``<type>:<id>``, what
    the browser adds when a node is expanded in place), or everything."""
    import networkx as nx  # here, not at the top: an ingest rebuilds edges without it

    graph = nx.MultiDiGraph()
    episodes = has_episodes(db)
    if node is not None:
        rows = _node_rows(db, node) if episodes or not node.startswith("episode:") else []
    elif episode is not None:
        rows = _episode_edge_rows(db, episode)
    elif session is not None and by_episode and episodes:
        rows = _episode_view_rows(db, session)
    else:
        rows = _edge_rows(db, session, entity)
    for source, target, edge_type, session_id, weight in rows:
        if edge_type == "self":  # a node drawn without edges (an episode)
            graph.add_node(source)
            continue
        graph.add_edge(source, target, type=edge_type, session_id=session_id, weight=weight)
    if episodes:
        _tell_through_best_symptom(db, graph)
    by_type: dict[str, list[str]] = {}
    for node in graph.nodes:
        node_type, _, node_id = str(node).partition(":")
        by_type.setdefault(node_type, []).append(node_id)
    for node_type, ids in by_type.items():
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ", ".join("?" for _ in chunk)
            query = _LABELS.get(node_type)
            if query is not None and (node_type != "episode" or episodes):
                for node_id, label, group in db.execute(query.format(ids=marks), chunk):
                    graph.nodes[f"{node_type}:{node_id}"].update(
                        type=node_type,
                        label=label or f"{node_type}:{node_id}",
                        group=group or "",
                        table=_TABLES.get(node_type, ""),
                    )
            place = _PLACES.get(node_type)
            if place is not None and (node_type != "episode" or episodes):
                for node_id, session_id, seq in db.execute(place.format(ids=marks), chunk):
                    graph.nodes[f"{node_type}:{node_id}"].update(session_id=session_id, seq=seq)
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
