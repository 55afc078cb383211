"""What keeps ``sessgraph serve`` safe to run on a laptop with a browser open.

* **Host check (DNS rebinding).** A page on any web site can make the browser talk to
  ``127.0.0.1:8001`` under a name the attacker controls; the browser then lets that page read
  the answers. The server therefore answers only requests whose ``Host`` header names a
  loopback address (``127.0.0.1``, ``localhost``, ``[::1]``) or the address ``--host`` was
  given; anything else gets 421 Misdirected Request. Binding a wildcard address (``0.0.0.0``)
  is the user saying the server is meant to be reached by other names, so no Host is refused.
* **SQLite limits.** Datasette runs arbitrary read-only SQL; ``printf('%.*c', 300000000,
  'x')`` or a recursive ``group_concat`` would build strings of gigabytes. Every connection
  gets a maximum string/blob length (:data:`MAX_VALUE_BYTES`) and SQL text length.
* **Functions that have no business in a browser.** ``load_extension`` (already refused by
  Python's sqlite3 unless enabled), ``fts3_tokenizer`` (returns a pointer, and in old SQLite
  builds lets SQL register a tokenizer at any address), ``readfile``/``writefile`` and
  ``edit`` (from the CLI shell's extensions) are denied by an authorizer.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

MAX_VALUE_BYTES = 32 * 1024 * 1024
MAX_SQL_BYTES = 256 * 1024
DENIED_FUNCTIONS = frozenset({"load_extension", "fts3_tokenizer", "readfile", "writefile", "edit"})
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})
WILDCARD_HOSTS = frozenset({"0.0.0.0", "::", ""})

ASGIApp = Callable[[dict[str, Any], Any, Any], Awaitable[None]]


def _deny_functions(action: int, arg1: str | None, arg2: str | None, *_: object) -> int:
    if action == sqlite3.SQLITE_FUNCTION and (arg2 or "").lower() in DENIED_FUNCTIONS:
        return sqlite3.SQLITE_DENY
    return sqlite3.SQLITE_OK


def limit_connection(conn: sqlite3.Connection) -> None:
    """Cap value and SQL sizes and deny the dangerous functions on ``conn``."""
    conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
    conn.setlimit(sqlite3.SQLITE_LIMIT_SQL_LENGTH, MAX_SQL_BYTES)
    conn.set_authorizer(_deny_functions)


def host_name(header: str) -> str:
    """The name in a ``Host`` header, without port and IPv6 brackets, lower-cased."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:].split("]", 1)[0]
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def allowed_hosts(bound: str | None) -> frozenset[str] | None:
    """Host names to answer for a server bound to ``bound``; ``None`` means any."""
    if bound is not None and host_name(bound) in WILDCARD_HOSTS:
        return None
    extra: Iterable[str] = [host_name(bound)] if bound else []
    return LOOPBACK_HOSTS | frozenset(extra)


def host_guard(app: ASGIApp, hosts: frozenset[str] | None) -> ASGIApp:
    """``app`` answering 421 to HTTP requests whose Host is not in ``hosts``."""
    if hosts is None:
        return app

    async def guarded(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope.get("type") == "http":
            headers = dict(scope.get("headers") or [])
            host = host_name(headers.get(b"host", b"").decode("latin-1"))
            if host not in hosts:
                body = b"Misdirected request: this sessgraph server answers only for " + (
                    ", ".join(sorted(hosts)).encode()
                )
                await send(
                    {
                        "type": "http.response.start",
                        "status": 421,
                        "headers": [(b"content-type", b"text/plain; charset=utf-8")],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await app(scope, receive, send)

    return guarded
