"""End to end: `sessgraph serve` in a subprocess, its graph page drawn by headless Chromium.

The page lists the nodes cytoscape.js drew (with their on-screen positions) in the hidden
``#sessgraph-drawn`` element once the layout has run, so ``chromium --dump-dom`` shows what
is on screen without reading pixels; a screenshot is saved next to the DOM for people.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlencode

import pytest

from sessgraph import api

REPO = Path(__file__).resolve().parents[1]
SESSION_FILE = REPO / "data" / "sglang-ops" / "session.jsonl.zst"
CHROMIUM = os.environ.get("SESSGRAPH_CHROMIUM", "/usr/bin/chromium")
WINDOW = (1400, 1000)

pytestmark = pytest.mark.skipif(
    not Path(CHROMIUM).exists(),
    reason=f"headless Chromium not found at {CHROMIUM} (apt-get install chromium)",
)


def free_port() -> int:
    """A TCP port nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def serve_argv(db_path: Path, port: int) -> list[str]:
    """`python -m sessgraph serve …`, or the command itself until the CLI registers it."""
    from sessgraph.cli import cli

    args = ["-d", str(db_path), "--port", str(port)]
    if "serve" in cli.commands:
        return [sys.executable, "-m", "sessgraph", "serve", *args]
    code = "from sessgraph.cli.serve import serve_command; serve_command()"
    return [sys.executable, "-c", code, *args]


def wait_for(url: str, process: subprocess.Popen[bytes], timeout: float = 30.0) -> None:
    """Poll ``url`` until it answers 200; fail with the server's output if it dies."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            output = process.stdout.read().decode() if process.stdout else ""
            pytest.fail(f"sessgraph serve exited with {process.returncode}:\n{output}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.2)
    pytest.fail(f"sessgraph serve did not answer {url} within {timeout} s")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """A running `sessgraph serve` on the sglang-ops session: (base URL, session id)."""
    import sqlite3

    db_path = tmp_path_factory.mktemp("e2e") / "sessgraph.db"
    api.ingest(db_path, [SESSION_FILE])
    with sqlite3.connect(db_path) as conn:
        session_id = str(conn.execute("SELECT id FROM sessions").fetchone()[0])
    port = free_port()
    process = subprocess.Popen(
        serve_argv(db_path, port), stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(f"{base}/-/sessgraph/graph.json?entity=SGLANG_ENABLE_SPEC_V2", process)
        yield base, session_id
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def chromium(url: str, profile: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """Run headless Chromium on ``url`` with virtual time, returning its output."""
    argv = [
        CHROMIUM,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--hide-scrollbars",
        f"--user-data-dir={profile}",
        f"--window-size={WINDOW[0]},{WINDOW[1]}",
        "--virtual-time-budget=15000",
        *extra,
        url,
    ]
    return subprocess.run(argv, capture_output=True, text=True, timeout=120, check=True)


class DrawnNodes(HTMLParser):
    """Collects the ``<li>`` items of ``#sessgraph-drawn`` and that element's attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.list_attrs: dict[str, str | None] = {}
        self.nodes: list[dict[str, str]] = []
        self._inside = False
        self._current: dict[str, str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if attributes.get("id") == "sessgraph-drawn":
            self._inside = True
            self.list_attrs = attributes
        elif self._inside and tag == "li":
            self._current = {k: v or "" for k, v in attributes.items()}
            self._current["label"] = ""

    def handle_data(self, data: str) -> None:
        if self._current is not None:
            self._current["label"] += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "li" and self._current is not None:
            self.nodes.append(self._current)
            self._current = None
        elif tag == "ul" and self._inside:
            self._inside = False


def test_graph_page_draws_the_crash_loop_story(server: tuple[str, str], tmp_path: Path) -> None:
    """Chromium draws the pivot #6123, its fix, both entities and the discovery #3802."""
    base, session_id = server
    url = f"{base}/-/sessgraph/graph?{urlencode({'session': session_id, 'view': 'knowledge'})}"
    dom = chromium(url, tmp_path / "profile-dom", "--dump-dom").stdout
    (tmp_path / "graph.html").write_text(dom, encoding="utf-8")
    screenshot = tmp_path / "graph.png"
    chromium(url, tmp_path / "profile-shot", f"--screenshot={screenshot}")

    parsed = DrawnNodes()
    parsed.feed(dom)
    assert parsed.list_attrs.get("data-status") == "drawn", dom[-3000:]
    assert int(parsed.list_attrs.get("data-node-count") or 0) == len(parsed.nodes) > 50
    labels = {node["label"]: node for node in parsed.nodes}
    pivot = next(n for label, n in labels.items() if label.startswith("#6123 "))
    discovery = next(n for label, n in labels.items() if label.startswith("#3802 "))
    assert pivot["data-pivot"] == "yes"
    assert discovery["data-discovery"] == "yes"
    assert labels["--mamba-scheduler-strategy"]["data-type"] == "entity"
    assert labels["SGLANG_ENABLE_SPEC_V2"]["data-type"] == "entity"
    assert any(n["data-type"] == "fix" and "extra_buffer" in n["label"] for n in parsed.nodes)
    for node in (pivot, discovery, labels["SGLANG_ENABLE_SPEC_V2"]):
        assert 0 <= int(node["data-x"]) <= WINDOW[0] and 0 <= int(node["data-y"]) <= WINDOW[1]

    assert screenshot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert screenshot.stat().st_size > 20_000  # a blank page is a few kB
    print(f"screenshot: {screenshot}")
    if keep := os.environ.get("SESSGRAPH_E2E_ARTIFACTS"):
        shutil.copy(screenshot, Path(keep) / "graph.png")
