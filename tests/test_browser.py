"""As a person would: real headless Chromium (Debian's chromium + chromium-driver, through
Selenium) on a running `sessgraph serve` of the sglang-ops session.

From the front page it follows the link to message 6123's transcript, checks the journalctl
traceback with the ValueError and the fix are on screen, then draws the entity graph of
SGLANG_ENABLE_SPEC_V2 and checks that no two labels overlap, that the layout is the same after
a reload, and that clicking a node opens the side panel instead of leaving the page. In the
session drawn by episode a click expands the episode in place. The similar_crash_fixes canned
query keeps a typed multi-line traceback; the ValueError's row page is titled by its error and
leads to its episode's fix; the fixes table opens on knowledge-bearing fixes.
"""

from __future__ import annotations

import itertools
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import SGLANG_SESSION
from sessgraph import api
from test_serve_e2e import CHROMIUM, SESSION_FILE, free_port, serve_argv, wait_for

CHROMEDRIVER = os.environ.get("SESSGRAPH_CHROMEDRIVER", "/usr/bin/chromedriver")
selenium = pytest.importorskip("selenium", reason="selenium not installed (pip install -e .[dev])")

pytestmark = pytest.mark.skipif(
    not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()),
    reason=f"headless Chromium or its driver not found at {CHROMIUM} / {CHROMEDRIVER} "
    "(apt-get install chromium chromium-driver)",
)


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A running `sessgraph serve` on the demo session."""
    db_path = tmp_path_factory.mktemp("browser") / "sessgraph.db"
    api.ingest(db_path, [SESSION_FILE])
    port = free_port()
    process = subprocess.Popen(
        serve_argv(db_path, port), stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(f"{base}/-/sessgraph/", process)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="module")
def driver() -> Iterator[Any]:
    """Headless Chromium driven by the Debian chromedriver (no driver download)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1400,1000"):  # fmt: skip
        options.add_argument(arg)
    browser = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    try:
        yield browser
    finally:
        browser.quit()


def by_css(driver: Any, selector: str) -> Any:
    from selenium.webdriver.common.by import By

    return driver.find_element(By.CSS_SELECTOR, selector)


def wait_drawn(driver: Any) -> list[dict[str, str]]:
    """Wait for the graph page to finish its layout; the drawn nodes' attributes."""
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 30).until(
        lambda d: by_css(d, "#sessgraph-drawn").get_attribute("data-status") in ("drawn", "error")
    )
    assert by_css(driver, "#sessgraph-drawn").get_attribute("data-status") == "drawn"
    nodes: list[dict[str, str]] = driver.execute_script(
        "return Array.from(document.querySelectorAll('#sessgraph-drawn li')).map(li => "
        "Object.assign({label: li.textContent}, ...Array.from(li.attributes).map("
        "a => ({[a.name]: a.value}))))"
    )
    return nodes


def overlaps(a: list[float], b: list[float]) -> bool:
    """Whether two boxes (x1, y1, x2, y2) share any area."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_front_page_to_the_pivot_transcript(driver: Any, base_url: str) -> None:
    """Following the front page's top pivot opens #6123's transcript with the ValueError
    traceback of the journalctl output and the fix's diff visible."""
    from selenium.webdriver.common.by import By

    driver.get(f"{base_url}/-/sessgraph/")
    link = driver.find_elements(By.CSS_SELECTOR, "#sessgraph-pivots a")[0]
    assert link.text.startswith("#6123 Clear error")
    link.click()
    assert "at=6123" in driver.current_url
    assert "sessgraph-at" in (by_css(driver, "#m6123").get_attribute("class") or "")
    output = by_css(driver, "#m6122 .sessgraph-output pre")
    assert output.is_displayed()
    assert "journalctl" in by_css(driver, "#m6122 .sessgraph-cmd").text
    assert "Traceback (most recent call last):" in output.text
    assert "ValueError: Speculative decoding for Qwen3_5MoeForConditionalGeneration" in output.text
    diff = by_css(driver, "#m6124 .sessgraph-diff")
    assert diff.is_displayed() and "+Environment=SGLANG_ENABLE_SPEC_V2=1" in diff.text
    assert "config_edit" in by_css(driver, "#m6124 .sessgraph-note-fix").text


def test_entity_graph_labels_never_overlap_and_layout_is_stable(driver: Any, base_url: str) -> None:
    """The SGLANG_ENABLE_SPEC_V2 graph, drawn from the form: every label drawn, no two label
    boxes overlap, the same positions after a reload, and a click fills the side panel."""
    driver.get(f"{base_url}/-/sessgraph/graph")
    wait_drawn(driver)
    entity = by_css(driver, "#sessgraph-entity")
    entity.clear()
    entity.send_keys("SGLANG_ENABLE_SPEC_V2")
    driver.execute_script("document.getElementById('sessgraph-session').value = ''")
    entity.submit()
    first = wait_drawn(driver)
    assert "entity=SGLANG_ENABLE_SPEC_V2" in driver.current_url
    labels = {n["label"] for n in first}
    assert "SGLANG_ENABLE_SPEC_V2" in labels and any(lb.startswith("#6123 ") for lb in labels)
    assert all(n["data-short"] for n in first)  # a small graph labels every node
    boxes = {n["data-id"]: [float(v) for v in n["data-box"].split(",")] for n in first}
    assert all(b[2] - b[0] > 20 and b[3] - b[1] > 10 for b in boxes.values())  # real boxes
    for (a, box_a), (b, box_b) in itertools.combinations(boxes.items(), 2):
        assert not overlaps(box_a, box_b), f"labels of {a} and {b} overlap"

    driver.refresh()
    again = wait_drawn(driver)
    positions = {n["data-id"]: (n["data-mx"], n["data-my"]) for n in first}
    assert {n["data-id"]: (n["data-mx"], n["data-my"]) for n in again} == positions

    pivot = next(n for n in again if n["label"].startswith("#6123 "))
    url = driver.current_url
    driver.execute_script("window.sessgraphCy.$id(arguments[0]).emit('tap')", pivot["data-id"])
    panel = by_css(driver, "#sessgraph-panel")
    assert same_page(driver.current_url, url)
    assert "#6123 Clear error" in panel.text
    transcript = by_css(driver, "#sessgraph-open-transcript").get_attribute("href") or ""
    assert "/-/sessgraph/session/" in transcript and "at=6123" in transcript


def tap(driver: Any, node_id: str) -> None:
    """Click a drawn node (cytoscape's tap) and wait for its expansion to be drawn."""
    from selenium.webdriver.support.ui import WebDriverWait

    driver.execute_script("window.sessgraphCy.$id(arguments[0]).emit('tap')", node_id)
    WebDriverWait(driver, 30).until(
        lambda d: by_css(d, "#sessgraph-drawn").get_attribute("data-status") != "expanding"
    )


def expanded_in_address(driver: Any) -> list[str]:
    """The node ids the page's address keeps as expanded (``&expand=a,b``), in order."""
    from urllib.parse import parse_qs, urlsplit

    values = parse_qs(urlsplit(driver.current_url).query).get("expand", [""])
    return [v for v in values[0].split(",") if v]


def same_page(a: str, b: str) -> bool:
    """Two addresses of the same graph page, whatever expansions they keep."""
    from urllib.parse import parse_qs, urlsplit

    def key(url: str) -> tuple[str, dict[str, list[str]]]:
        parts = urlsplit(url)
        query = {k: v for k, v in parse_qs(parts.query).items() if k != "expand"}
        return parts.path, query

    return key(a) == key(b)


def test_clicking_a_node_expands_it_in_place(driver: Any, base_url: str) -> None:
    """In the session drawn by episode, clicking the top pivot's episode adds its symptoms,
    fix and verification to the same drawing (no navigation, the address only gains
    ``expand=``); clicking the ValueError then adds its command; the panel links to the row;
    labels still never overlap."""
    import re

    driver.get(f"{base_url}/-/sessgraph/graph?session={SGLANG_SESSION}&view=episodes")
    before = wait_drawn(driver)
    assert before and all(n["data-type"] == "episode" for n in before)
    assert expanded_in_address(driver) == []
    episode = next(n for n in before if "ValueError: Speculative decoding" in n["label"])
    url = driver.current_url
    tap(driver, episode["data-id"])
    after = wait_drawn(driver)
    assert same_page(driver.current_url, url)
    assert expanded_in_address(driver) == [episode["data-id"]]
    ids = {n["data-id"] for n in after}
    assert {n["data-id"] for n in before} < ids
    types = {n["data-type"] for n in after if n["data-id"] not in {b["data-id"] for b in before}}
    assert {"symptom", "fix", "command"} <= types
    assert next(n for n in after if n["data-id"] == episode["data-id"])["data-expanded"] == "yes"
    note = by_css(driver, "#sessgraph-expand-note").text
    assert re.match(r"Expanded in place: \d+ neighbours added\.", note)
    row = by_css(driver, "#sessgraph-open-row").get_attribute("href") or ""
    assert f"episodes?episode_id={episode['data-id'].split(':')[1]}" in row

    value_error = next(
        n for n in after if n["data-type"] == "symptom" and "ValueError" in n["label"]
    )
    tap(driver, value_error["data-id"])
    again = wait_drawn(driver)
    assert same_page(driver.current_url, url) and len(again) >= len(after)
    assert expanded_in_address(driver) == [episode["data-id"], value_error["data-id"]]
    row = by_css(driver, "#sessgraph-open-row").get_attribute("href") or ""
    assert f"/symptoms/{value_error['data-id'].split(':')[1]}" in row
    boxes = {n["data-id"]: [float(v) for v in n["data-box"].split(",")] for n in again}
    for (a, box_a), (b, box_b) in itertools.combinations(boxes.items(), 2):
        assert not overlaps(box_a, box_b), f"labels of {a} and {b} overlap"


def test_reloading_an_expanded_graph_draws_the_same_expansions(driver: Any, base_url: str) -> None:
    """The address a user copies after expanding two nodes draws, on a fresh load, the same
    nodes with the same two marked expanded; an unknown id in it is dropped, not an error."""
    driver.get(f"{base_url}/-/sessgraph/graph?session={SGLANG_SESSION}&view=episodes")
    before = wait_drawn(driver)
    episode = next(n for n in before if "ValueError: Speculative decoding" in n["label"])
    tap(driver, episode["data-id"])
    after = wait_drawn(driver)
    value_error = next(
        n for n in after if n["data-type"] == "symptom" and "ValueError" in n["label"]
    )
    tap(driver, value_error["data-id"])
    drawn = {n["data-id"]: n["data-expanded"] for n in wait_drawn(driver)}
    shared = driver.current_url

    driver.get("about:blank")
    driver.get(shared)
    again = {n["data-id"]: n["data-expanded"] for n in wait_drawn(driver)}
    assert again == drawn
    assert [i for i, e in again.items() if e == "yes"] and again[value_error["data-id"]] == "yes"

    driver.get(shared.replace("expand=", "expand=symptom%3A999999%2C"))
    assert {n["data-id"]: n["data-expanded"] for n in wait_drawn(driver)} == drawn
    assert expanded_in_address(driver) == [episode["data-id"], value_error["data-id"]]


def test_canned_query_box_keeps_a_pasted_traceback(driver: Any, base_url: str) -> None:
    """The similar_crash_fixes page offers a multi-line box; a traceback typed into it is
    answered with the config edit and shown again with its line breaks."""
    from selenium.webdriver.common.by import By

    driver.get(f"{base_url}/sessgraph/similar_crash_fixes")
    box = by_css(driver, 'textarea[name="error_text"]')
    traceback = (
        "Traceback (most recent call last):\n"
        '  File "server_args.py", line 2287, in _handle_mamba_radix_cache\n'
        "ValueError: Speculative decoding for Qwen3_5MoeForConditionalGeneration is not "
        "compatible with radix cache when using --mamba-scheduler-strategy no_buffer."
    )
    box.send_keys(traceback)
    box.submit()
    box = by_css(driver, 'textarea[name="error_text"]')
    assert box.get_attribute("value").replace("\r\n", "\n") == traceback
    cells = [td.text for td in driver.find_elements(By.CSS_SELECTOR, "td.col-fix_kind")]
    assert cells and cells[0] == "config_edit"


def test_value_error_row_page_leads_to_its_fix(driver: Any, base_url: str) -> None:
    """The ValueError's row page is titled by its error, shows its episode's fix and the fix
    link opens the fix's page, titled by its change; the fixes table opens on knowledge."""
    from selenium.webdriver.common.by import By

    driver.get(f"{base_url}/sessgraph/symptoms?_search=Speculative&kind=crash_loop")
    links = driver.find_elements(By.CSS_SELECTOR, "td.col-id a")
    assert links
    links[0].click()
    assert driver.title.startswith("symptoms: #6122 ValueError: Speculative decoding")
    fix_text = by_css(driver, "#sessgraph-episode-fix").text
    assert fix_text.startswith("Fixed by config_edit: edit /home/ops/deploy/units/sglang-qwen")
    by_css(driver, "#sessgraph-episode-fix a").click()
    assert driver.title.startswith("fixes: config_edit: edit /home/ops/deploy/units/sglang-qwen")
    driver.get(f"{base_url}/sessgraph/fixes")
    classes = [td.text for td in driver.find_elements(By.CSS_SELECTOR, "td.col-change_class")]
    knowledge = classes.count("knowledge")
    assert knowledge and "typo" in classes
    assert classes[:knowledge] == ["knowledge"] * knowledge  # every other class after
