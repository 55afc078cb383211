"""sessgraph: AI coding-agent transcripts in, a queryable knowledge graph out."""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
