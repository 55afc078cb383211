"""sessgraph: AI coding-agent transcripts in, a queryable knowledge graph out.

The public Python API::

    import sessgraph

    sessgraph.ingest_transcripts("sessgraph.db", ["~/.claude/projects"])   # IngestReport
    db = sessgraph.open("sessgraph.db")                          # SessGraph, read-only
    db.similar_fixes(error_text, limit=5)     # [FixCandidate]; [] when nothing is similar
    db.pivot_points(session=None, limit=20)   # [Pivot]: session, message id/seq, score, why
    db.reused_knowledge(entity=None, session=None)  # [Reuse]: discovered_in, reused_in, gap
    db.symptoms(...), db.fixes(...), db.sessions()  # pydantic models
    db.graph(session=None, entity=None)       # networkx.MultiDiGraph
    sessgraph.extract_knowledge("sessgraph.db")   # re-run the extractor over stored sessions

    # The team store (PostgreSQL, the optional extra ``team``; URL default $SESSGRAPH_TEAM_URL)
    sessgraph.push("sessgraph.db", url)       # PushReport: derived knowledge, redacted
    sessgraph.team_fixes(error_text, url, "sessgraph.db")   # [TeamFixCandidate], + machines
    sessgraph.pull(url, "team.db")            # PullReport: what this role may see, as SQLite

The CLI (``sessgraph``) and the Datasette plugin are clients of these functions.

Why ``ingest_transcripts`` and ``extract_knowledge``, not ``ingest`` and ``extract``: those are
the names of the stage packages ``sessgraph.ingest`` and ``sessgraph.extract``, and importing a
submodule binds its name on the parent package, replacing whatever was there. A function named
``sessgraph.ingest`` stopped being callable as soon as anything imported ``sessgraph.ingest.*``
(which ``ingest`` itself does, so its second call failed). ``sessgraph.ingest`` and
``sessgraph.extract`` are therefore always the packages, whatever was imported first.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sessgraph.api import SessGraph, open, pull, push, summary, team_fixes
    from sessgraph.api import extract as extract_knowledge
    from sessgraph.api import ingest as ingest_transcripts
    from sessgraph.results import (
        FixCandidate,
        FixInfo,
        IngestReport,
        MessageView,
        Pivot,
        Reuse,
        SessionSummary,
        SymptomInfo,
        TeamFixCandidate,
    )

# Imported on first use: the reader worker processes an ingest starts import
# sessgraph.reading, and should not pay for the query layer (networkx, numpy) to do so.
_LAZY = {
    **dict.fromkeys(
        ("SessGraph", "open", "pull", "push", "summary", "team_fixes"),
        "sessgraph.api",
    ),
    **dict.fromkeys(
        (
            "FixCandidate",
            "FixInfo",
            "IngestReport",
            "MessageView",
            "Pivot",
            "Reuse",
            "SessionSummary",
            "SymptomInfo",
            "TeamFixCandidate",
        ),
        "sessgraph.results",
    ),
}


# Public names bound to a function of another name in sessgraph.api.
_RENAMED = {"ingest_transcripts": "ingest", "extract_knowledge": "extract"}
# Names of stage packages: the package, imported on first use, never a function.
_SUBPACKAGES = frozenset({"ingest", "extract"})


def __getattr__(name: str) -> Any:
    if name in _SUBPACKAGES:
        return import_module(f"sessgraph.{name}")
    if name in _RENAMED:
        value = getattr(import_module("sessgraph.api"), _RENAMED[name])
    else:
        module = _LAZY.get(name)
        if module is None:
            raise AttributeError(f"module 'sessgraph' has no attribute {name!r}")
        value = getattr(import_module(module), name)
    globals()[name] = value
    return value


__version__ = "0.1.0"

__all__ = [
    "FixCandidate",
    "FixInfo",
    "IngestReport",
    "MessageView",
    "Pivot",
    "Reuse",
    "SessGraph",
    "SessionSummary",
    "SymptomInfo",
    "TeamFixCandidate",
    "__version__",
    "extract_knowledge",
    "ingest_transcripts",
    "open",
    "pull",
    "push",
    "summary",
    "team_fixes",
]
