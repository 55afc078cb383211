"""JSON Schemas for the records, generated from the pydantic models (never hand-edited)."""

from __future__ import annotations

import json
from pathlib import Path

from sessgraph.models import SCHEMA_MODELS


def schema_texts() -> dict[str, str]:
    """File name → JSON Schema text for every public record model."""
    return {
        f"{name}.json": json.dumps(model.model_json_schema(), indent=2, sort_keys=True) + "\n"
        for name, model in SCHEMA_MODELS.items()
    }


def write_schemas(directory: Path) -> list[Path]:
    """Write every schema into ``directory``; return the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in schema_texts().items():
        path = directory / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written
