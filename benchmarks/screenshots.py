"""Screenshots of every sessgraph page, for a reviewer to look at.

Ingests the bundled demo session (data/sglang-ops) into a fresh database, runs
``sessgraph serve`` on it, and has headless Chromium (Debian's ``chromium`` driven through
``chromium-driver`` by Selenium) open each page and save a PNG: the front page, the transcript
at the top pivot (#6123), what-fixed-this for the README's ValueError, the graph page as it
opens (the top pivot's episode), the entity graph of SGLANG_ENABLE_SPEC_V2, a session drawn by
episode and the same with the ValueError's episode expanded in place (a click), the
ValueError symptom's row page (titled by its label, with its episode's fix), the fixes table
in its default order, and Datasette's own pivots table and similar_crash_fixes canned query
with a pasted multi-line traceback. Prints each file and how long the page took to be ready.

    python benchmarks/screenshots.py --out benchmarks/out/screenshots
"""

from __future__ import annotations

import argparse
import os
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

REPO = Path(__file__).resolve().parents[1]
SESSION_FILE = REPO / "data" / "sglang-ops" / "session.jsonl.zst"
CHROMIUM = os.environ.get("SESSGRAPH_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("SESSGRAPH_CHROMEDRIVER", "/usr/bin/chromedriver")
ERROR = (
    "ValueError: Speculative decoding for Qwen3_5MoeForConditionalGeneration is not compatible "
    "with radix cache when using --mamba-scheduler-strategy no_buffer."
)
TRACEBACK = (
    "Traceback (most recent call last):\n"
    '  File "server_args.py", line 2287, in _handle_mamba_radix_cache\n'
    "    raise ValueError(\n" + ERROR
)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def browser(width: int = 1400, height: int = 1000) -> object:
    """Headless Chromium under Selenium, with the Debian driver (no driver download)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--disable-dev-shm-usage", f"--window-size={width},{height}"):  # fmt: skip
        options.add_argument(arg)
    return webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)


def wait_drawn(driver: object, timeout: float = 30.0) -> None:
    """Until the graph page says it has drawn (or found nothing to draw)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, timeout).until(  # type: ignore[arg-type]
        lambda d: (
            d.find_element(By.ID, "sessgraph-drawn").get_attribute("data-status")
            in ("drawn", "empty", "error")
        )
    )


def expand_value_error_episode(driver: Any) -> None:
    """Click the drawn episode whose label is the ValueError and wait for the expansion."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.execute_script(
        "var n = window.sessgraphCy.nodes().filter(n => n.data('label').includes("
        "'ValueError: Speculative')); if (n.length) n[0].emit('tap');"
    )
    WebDriverWait(driver, 30).until(
        lambda d: (
            d.find_element(By.ID, "sessgraph-drawn").get_attribute("data-status") != "expanding"
        )
    )


def full_page(driver: Any, target: Path, keep_viewport: bool, max_height: int = 6000) -> None:
    """Save the whole page (up to ``max_height`` px) as a PNG; a graph page keeps its viewport
    (its drawing fits the window)."""
    if not keep_viewport:
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(1400, min(int(height) + 40, max_height))
        driver.execute_script("window.scrollTo(0, 0)")
    driver.save_screenshot(str(target))
    driver.set_window_size(1400, 1000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=REPO / "benchmarks" / "out" / "screenshots")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    from sessgraph import api

    work = Path(tempfile.mkdtemp(prefix="sessgraph-shots-"))
    db = work / "sessgraph.db"
    api.ingest(db, [SESSION_FILE])
    with api.SessGraph(db) as graph:
        session = graph.sessions()[0].id
    with sqlite3.connect(db) as conn:
        value_error = conn.execute(
            "SELECT id FROM symptoms WHERE error_text LIKE 'ValueError: Speculative%' LIMIT 1"
        ).fetchone()[0]
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "sessgraph", "serve", "-d", str(db), "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(150):
            try:
                urllib.request.urlopen(f"{base}/-/sessgraph/", timeout=2).close()
                break
            except OSError:
                time.sleep(0.2)
        session_graph = "/-/sessgraph/graph?" + urlencode({"session": session})
        pages = [
            ("front", "/-/sessgraph/", False),
            ("transcript-6123", f"/-/sessgraph/session/{session}?at=6123#m6123", False),
            ("fixes", "/-/sessgraph/fixes?" + urlencode({"error": ERROR}), False),
            ("graph-top-pivot-episode", "/-/sessgraph/graph", True),
            ("graph-entity", "/-/sessgraph/graph?entity=SGLANG_ENABLE_SPEC_V2", True),
            ("graph-session", session_graph, True),
            ("graph-session-expanded", session_graph, True),
            ("row-value-error-symptom", f"/sessgraph/symptoms/{value_error}", False),
            ("datasette-fixes-table", "/sessgraph/fixes", False),
            ("datasette-pivots", "/sessgraph/pivots", False),
            (
                "canned-fixes",
                "/sessgraph/similar_crash_fixes?" + urlencode({"error_text": TRACEBACK}),
                False,
            ),
        ]
        driver = browser()
        try:
            for name, path, is_graph in pages:
                started = time.perf_counter()
                driver.get(base + path)  # type: ignore[attr-defined]
                if is_graph:
                    wait_drawn(driver)
                if name.endswith("-expanded"):
                    expand_value_error_episode(driver)
                took = time.perf_counter() - started
                target = args.out / f"{name}.png"
                full_page(driver, target, keep_viewport=is_graph)
                print(f"{target}  ({took * 1000:.0f} ms to ready)")
        finally:
            driver.quit()  # type: ignore[attr-defined]
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
