"""Connecting to the team store: psycopg 3, imported only when a team command runs.

psycopg is the optional extra ``team`` (``pip install 'sessgraph[team]'``): the rest of
sessgraph never imports it, and a team command without it fails with one line saying what
to install. Every failure a user can act on (no server there, a wrong password, a role
without the grants it needs) reaches the CLI as a :class:`TeamStoreError` with one line.
Tables live in their own PostgreSQL schema, ``sessgraph``, so the team store can share a
database with anything else; the connection's ``search_path`` points there.
"""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import psycopg

TEAM_URL_ENV_VAR = "SESSGRAPH_TEAM_URL"
MACHINE_ENV_VAR = "SESSGRAPH_MACHINE"
SCHEMA = "sessgraph"
CONNECT_TIMEOUT_S = 10
_PASSWORD_IN_URL = re.compile(r"(://[^:/@]+:)[^@]*@")


class TeamStoreError(Exception):
    """A team-store failure a user can act on; its message is one line."""


def psycopg_module() -> Any:
    """The psycopg module, or a :class:`TeamStoreError` saying how to install it."""
    try:
        import psycopg
    except ImportError as exc:
        raise TeamStoreError(
            "the team store needs psycopg 3: pip install 'sessgraph[team]'"
        ) from exc
    return psycopg


def team_url(url: str | None) -> str:
    """``url``, else ``$SESSGRAPH_TEAM_URL``; a :class:`TeamStoreError` when neither is set."""
    found = url or os.environ.get(TEAM_URL_ENV_VAR)
    if not found:
        raise TeamStoreError(f"give a PostgreSQL URL or set ${TEAM_URL_ENV_VAR}")
    return found


def machine_name(machine: str | None = None) -> str:
    """``machine``, else ``$SESSGRAPH_MACHINE``, else this host's name."""
    import socket

    return machine or os.environ.get(MACHINE_ENV_VAR) or socket.gethostname()


def shown_url(url: str) -> str:
    """``url`` with any password replaced by ``***`` (for messages)."""
    return _PASSWORD_IN_URL.sub(r"\1***@", url)


def connect(url: str) -> psycopg.Connection[tuple[Any, ...]]:
    """A connection to the team store at ``url`` (search path: the ``sessgraph`` schema)."""
    pg = psycopg_module()
    try:
        conn: psycopg.Connection[tuple[Any, ...]] = pg.connect(
            url,
            connect_timeout=CONNECT_TIMEOUT_S,
            options=f"-c search_path={SCHEMA}",
            # Transactions are explicit (``conn.transaction()``): one per batch of a push.
            autocommit=True,
        )
    except pg.Error as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise TeamStoreError(f"cannot connect to {shown_url(url)}: {first}") from exc
    return conn


def error_line(exc: BaseException) -> str:
    """The first line of a database error (PostgreSQL's own messages are precise)."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
