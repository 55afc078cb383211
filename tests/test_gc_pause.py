"""sessgraph.workers.paused_gc: the garbage collector is paused while a source is read and while a
session is extracted, and its state is restored after, whether the work succeeds or fails."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest

from sessgraph import api
from sessgraph.extract import run as extract_run
from sessgraph.models import ParsedSession
from sessgraph.reading import source as reading
from sessgraph.store import open_db
from test_parallel_ingest import neutral
from test_parts import parts_everywhere


@pytest.fixture
def seen(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """gc.isenabled() as each session is flattened into rows (i.e. while reading)."""
    states: list[bool] = []
    real = reading.session_rows

    def watching(parsed: ParsedSession) -> object:
        states.append(gc.isenabled())
        return real(parsed)

    monkeypatch.setattr(reading, "session_rows", watching)
    return states


@pytest.fixture
def collector_on() -> Iterator[None]:
    enabled = gc.isenabled()
    gc.enable()
    yield
    if not enabled:
        gc.disable()


@pytest.mark.usefixtures("collector_on")
def test_collector_is_paused_while_reading_and_restored(tmp_path: Path, seen: list[bool]) -> None:
    src = neutral(tmp_path / "n.jsonl", "sid-1", 5)
    result = reading.read_source(str(src), "sessgraph-neutral")
    assert result.error is None and result.messages == 10
    assert seen == [False]
    assert gc.isenabled()


@pytest.mark.usefixtures("collector_on")
def test_collector_is_restored_after_a_reader_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def failing(parsed: ParsedSession) -> object:
        raise RuntimeError("reader bug")

    monkeypatch.setattr(reading, "session_rows", failing)
    src = neutral(tmp_path / "n.jsonl", "sid-1", 5)
    result = reading.read_source(str(src), "sessgraph-neutral")
    assert result.error is not None and "reader bug" in result.error
    assert gc.isenabled()


def test_a_disabled_collector_stays_disabled(tmp_path: Path) -> None:
    """A caller that turned the collector off keeps it off."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        reading.read_source(str(neutral(tmp_path / "n.jsonl", "sid-1", 3)), "sessgraph-neutral")
        assert not gc.isenabled()
    finally:
        if enabled:
            gc.enable()


@pytest.mark.usefixtures("collector_on")
def test_parts_pause_the_collector_per_part_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seen: list[bool]
) -> None:
    """Reading in parts pauses the collector for each part; the writer, between parts,
    runs with it on."""
    parts_everywhere(monkeypatch, part_bytes=1024)
    src = neutral(tmp_path / "n.jsonl", "sid-1", 30)
    between: list[bool] = []
    for _rows in reading.SourceParts(str(src), "sessgraph-neutral"):
        between.append(gc.isenabled())
    assert len(seen) > 2 and not any(seen)
    # One row set per part, then the session's closing rows (its last segment and row).
    assert between == [True] * (len(seen) + 1)
    assert gc.isenabled()


@pytest.mark.usefixtures("collector_on")
def test_collector_is_paused_while_extracting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Extraction of a session (whole, or window by window for a huge one) runs with the
    collector paused; it is on again afterwards."""
    src = neutral(tmp_path / "n.jsonl", "sid-1", 12)
    db_path = tmp_path / "g.db"
    api.ingest(db_path, [src], extract=False)
    states: list[bool] = []
    real = extract_run._rows_of

    def watching(*args: object, **kwargs: object) -> object:
        states.append(gc.isenabled())
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(extract_run, "_rows_of", watching)
    db = open_db(db_path)
    rows = extract_run.extract_rows(db, "sid-1")
    assert rows.symptoms, "the failing make steps are symptoms"
    monkeypatch.setattr(extract_run, "WINDOW_MESSAGES", 10)
    monkeypatch.setattr(extract_run, "WINDOW_CONTEXT", 2)
    windows = list(extract_run.extract_windows(db, "sid-1", 24))
    db.close()
    assert len(windows) == 3
    assert states == [False] * 4
    assert gc.isenabled()
