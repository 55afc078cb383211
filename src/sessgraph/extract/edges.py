"""The ``edges`` table: the knowledge graph's typed edges, rebuilt by SQL after each extraction.

The edges are derived from the extractor's tables (symptoms, fixes, pivots, reuse, mentions),
so they are written here, as the last step of an extraction (:func:`sessgraph.extract.run.relink`),
and only read by :mod:`sessgraph.graph` and Datasette. Per-session edges are rebuilt for the
sessions just extracted; the cross-session ones (``discovered_in``, ``reused_in``,
``same_signature``) are rebuilt whole. The edge types are described in :mod:`sessgraph.graph`.
"""

from __future__ import annotations

import sqlite_utils

from sessgraph.store import transaction

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
