"""`sessgraph serve` against a hostile web page: rebinding Host names, huge values, pointers."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import httpx
import pytest

from sessgraph.cli.serve import make_datasette
from sessgraph.datasette.security import (
    MAX_VALUE_BYTES,
    allowed_hosts,
    host_name,
    limit_connection,
)

NEUTRAL = [
    {"type": "session", "id": "sec-1", "title": "security"},
    {"type": "message", "role": "user", "text": "run it"},
    {
        "type": "message",
        "role": "assistant",
        "tool_calls": [{"name": "bash", "command": "make", "exit_code": 2, "output": "error: x"}],
    },
]


@pytest.fixture(scope="module")
def db_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from sessgraph import api

    folder = tmp_path_factory.mktemp("security")
    transcript = folder / "s.jsonl"
    transcript.write_text("".join(json.dumps(line) + "\n" for line in NEUTRAL))
    path = folder / "sessgraph.db"
    api.ingest(path, [transcript])
    return path


def _get(ds: Any, path: str, host: str) -> httpx.Response:
    async def run() -> httpx.Response:
        await ds.invoke_startup()
        transport = httpx.ASGITransport(app=ds.app())
        async with httpx.AsyncClient(transport=transport, base_url=f"http://{host}") as client:
            return await client.get(path)

    return asyncio.run(run())


def test_host_names_are_parsed_without_port_or_brackets() -> None:
    """Host headers reduce to the bare name the check compares."""
    assert host_name("127.0.0.1:8001") == "127.0.0.1"
    assert host_name("[::1]:8001") == "::1"
    assert host_name("LocalHost") == "localhost"
    assert allowed_hosts(None) == frozenset({"127.0.0.1", "localhost", "::1"})
    assert allowed_hosts("0.0.0.0") is None
    assert "10.0.0.5" in (allowed_hosts("10.0.0.5") or set())


def test_rebinding_host_is_refused_loopback_answered(db_path: Path) -> None:
    """A request naming another host (a rebinding domain) gets 421; loopback names work."""
    ds = make_datasette(db_path)
    assert _get(ds, "/sessgraph/sessions.json", "evil.example:8001").status_code == 421
    for host in ("127.0.0.1:8001", "localhost:8001", "[::1]:8001"):
        assert _get(ds, "/sessgraph/sessions.json", host).status_code == 200, host


def test_served_host_is_answered(db_path: Path) -> None:
    """A server started with --host NAME answers for NAME too; a wildcard answers for any."""
    named = make_datasette(db_path, host="devbox.lan")
    assert _get(named, "/sessgraph/sessions.json", "devbox.lan:8001").status_code == 200
    assert _get(named, "/sessgraph/sessions.json", "evil.example").status_code == 421
    anywhere = make_datasette(db_path, host="0.0.0.0")
    assert _get(anywhere, "/sessgraph/sessions.json", "evil.example").status_code == 200


@pytest.mark.parametrize(
    "sql",
    [
        "with recursive c(x) as (select 1 union all select x + 1 from c limit 200000) "
        "select length(group_concat(printf('%.*c', 1000, 'x'))) from c",
        "select length(zeroblob(100000000))",
        "select length(replace(printf('%.*c', 30000000, 'x'), 'x', 'yy'))",
        "select fts3_tokenizer('simple')",
        "select load_extension('/tmp/evil.so')",
    ],
)
def test_hostile_sql_is_refused(db_path: Path, sql: str) -> None:
    """Gigabyte strings and pointer-leaking functions fail fast instead of running."""
    ds = make_datasette(db_path)
    response = _get(ds, "/sessgraph.json?" + str(httpx.QueryParams({"sql": sql})), "localhost")
    assert response.status_code == 400
    assert response.json()["ok"] is False


def test_printf_past_the_cap_builds_nothing(db_path: Path) -> None:
    """printf of 300 MB gives NULL under the cap, not a 300 MB string."""
    ds = make_datasette(db_path)
    sql = "select printf('%.*c', 300000000, 'x') as v"
    response = _get(ds, "/sessgraph.json?" + str(httpx.QueryParams({"sql": sql})), "localhost")
    assert response.json()["rows"] == [[None]]


def test_limits_leave_ordinary_values_alone() -> None:
    """A value under the cap is returned whole; one over it is refused."""
    conn = sqlite3.connect(":memory:")
    limit_connection(conn)
    assert len(conn.execute("select printf('%.*c', 1000000, 'x')").fetchone()[0]) == 1_000_000
    with pytest.raises(sqlite3.DataError):
        conn.execute(f"select zeroblob({MAX_VALUE_BYTES + 1})").fetchone()
