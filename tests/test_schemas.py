"""The committed JSON Schemas match the pydantic models."""

from __future__ import annotations

from conftest import REPO
from sessgraph.schemas import schema_texts


def test_committed_schemas_match_models() -> None:
    """Every schema in schemas/ equals what the models generate (run `sessgraph schemas`)."""
    expected = schema_texts()
    on_disk = {p.name: p.read_text(encoding="utf-8") for p in (REPO / "schemas").glob("*.json")}
    assert set(on_disk) == set(expected), "schemas/ has missing or extra files"
    drifted = [name for name, text in expected.items() if on_disk[name] != text]
    assert not drifted, f"schemas drifted from the models: {drifted}; run `sessgraph schemas`"
