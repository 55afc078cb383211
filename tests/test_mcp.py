"""`sessgraph mcp`: a subprocess spoken to with the MCP SDK's own stdio client."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters

MTP_ERROR = (
    "ValueError: Speculative decoding for Qwen3NextForCausalLM is not compatible with radix "
    "cache when using --mamba-scheduler-strategy no_buffer"
)


def _session(db: Path) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable, args=["-m", "sessgraph", "mcp", "-d", str(db)]
    )


def test_mcp_server_lists_and_answers_every_tool(sglang_db: Path) -> None:
    """The four tools are listed and each returns structured content with real data."""
    results: dict[str, Any] = {}

    async def talk() -> None:
        async with Client(_session(sglang_db), read_timeout_seconds=60) as client:
            listed = await client.list_tools()
            results["tools"] = sorted(tool.name for tool in listed.tools)
            for name, arguments in (
                ("what_fixed", {"error": MTP_ERROR}),
                ("what_fixed", {"error": MTP_ERROR, "project": "/no/such/project"}),
                ("search", {"text": "mamba-scheduler-strategy extra_buffer"}),
                ("session_context", {"session": "ses_3e27dc4ffffe4X71yjAUs0PEA8", "seq": 6123}),
                ("pivots", {"limit": 3}),
            ):
                result = await client.call_tool(name, arguments)
                assert not result.is_error, result
                results.setdefault(name, []).append(result.structured_content)

    anyio.run(talk)
    assert results["tools"] == ["pivots", "search", "session_context", "what_fixed"]
    fixes = results["what_fixed"][0]["fixes"]
    assert "SGLANG_ENABLE_SPEC_V2=1" in " ".join(fixes[0]["entities"])
    assert results["what_fixed"][1]["fixes"] == []
    hits = results["search"][0]["hits"]
    assert any(hit["seq"] == 6123 and hit["kind"] == "message" for hit in hits)
    messages = results["session_context"][0]["messages"]
    assert 6123 in [m["seq"] for m in messages]
    assert any("extra_buffer" in m["text"] for m in messages)
    pivots = results["pivots"][0]["pivots"]
    assert pivots[0]["seq"] == 6123


def test_mcp_refuses_a_missing_database(tmp_path: Path) -> None:
    """Without a database the command says so on one line and exits non-zero."""
    from click.testing import CliRunner

    from sessgraph.cli import cli

    result = CliRunner().invoke(cli, ["mcp", "-d", str(tmp_path / "none.db")])
    assert result.exit_code == 1
    assert "no such database" in result.output
