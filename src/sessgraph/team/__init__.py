"""The team store: derived knowledge shared through PostgreSQL, transcripts kept private.

A machine pushes what it learnt (:mod:`~sessgraph.team.push`, shaped and redacted by
:mod:`~sessgraph.team.payload`): episodes with their signature and error line, fixes with
their verifying command, never message text or command output unless asked. The schema is
numbered migrations with row-level security by project (:mod:`~sessgraph.team.schema`).
A member asks the team (:mod:`~sessgraph.team.query`: the same ranking as a local query, over
local and team candidates) or copies what it may see into SQLite (:mod:`~sessgraph.team.pull`).

psycopg 3 is the optional extra ``team``; it is imported only when one of these runs
(:mod:`~sessgraph.team.connect`), and this package's names resolve on first use.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sessgraph.team.connect import (
        MACHINE_ENV_VAR,
        TEAM_URL_ENV_VAR,
        TeamStoreError,
        machine_name,
        team_url,
    )
    from sessgraph.team.pull import PullReport, pull
    from sessgraph.team.push import PushReport, push
    from sessgraph.team.query import team_fixes
    from sessgraph.team.schema import grant, migrate

_LAZY = {
    **dict.fromkeys(
        ("MACHINE_ENV_VAR", "TEAM_URL_ENV_VAR", "TeamStoreError", "machine_name", "team_url"),
        "sessgraph.team.connect",
    ),
    **dict.fromkeys(("PullReport", "pull"), "sessgraph.team.pull"),
    **dict.fromkeys(("PushReport", "push"), "sessgraph.team.push"),
    "team_fixes": "sessgraph.team.query",
    **dict.fromkeys(("grant", "migrate"), "sessgraph.team.schema"),
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'sessgraph.team' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "MACHINE_ENV_VAR",
    "TEAM_URL_ENV_VAR",
    "PullReport",
    "PushReport",
    "TeamStoreError",
    "grant",
    "machine_name",
    "migrate",
    "pull",
    "push",
    "team_fixes",
    "team_url",
]
