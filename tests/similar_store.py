"""Past episodes written straight into a sessgraph database for the similar-fix tests: one
symptom and one fix per episode, as the extractor stores them."""

from __future__ import annotations

import json
from typing import Any

import sqlite_utils

from sessgraph.extract.signatures import error_signature, error_type_of, normalise_error
from sessgraph.store.writes import insert_rows


def store_episodes(
    db: sqlite_utils.Database,
    episodes: list[dict[str, Any]],
) -> None:
    """One symptom and one fix per episode: error text, context, fix kind/entities/change, and
    its change class where the database stores one (fixes.change_class, migration m008)."""
    has_class = "change_class" in {c[1] for c in db.execute("PRAGMA table_info(fixes)")}
    symptoms, fixes = [], []
    for n, e in enumerate(episodes, 1):
        error_type = e.get("error_type", error_type_of(e["error"]))
        symptoms.append(
            {
                "id": n,
                "session_id": e.get("session", f"s{n}"),
                "message_id": n,
                "seq": 1,
                "episode_id": n,
                "kind": e.get("kind", "command_failed"),
                "error_type": error_type,
                "error_text": e["error"],
                "template": normalise_error(e["error"]),
                "signature": error_signature(e["error"], error_type),
                "status": "resolved",
                "context": e.get("context", ""),
            }
        )
        fixes.append(
            {
                "id": n,
                "session_id": e.get("session", f"s{n}"),
                "symptom_id": n,
                "message_id": n + 100,
                "kind": e.get("fix_kind", "command_change"),
                "entities": json.dumps(e.get("entities", [])),
                "change": e.get("change"),
                "confidence": e.get("confidence", 0.8),
            }
        )
        if has_class:
            fixes[-1]["change_class"] = e.get("change_class", "knowledge")
    with db.conn:
        insert_rows(db, "symptoms", symptoms)
        insert_rows(db, "fixes", fixes)
