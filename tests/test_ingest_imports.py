"""An ingest's writing process imports only what writing needs (checked in a real subprocess)."""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

from test_fast_start import imported, run_module

SECRET = "ghp_" + "a1B2" * 9


def _neutral(path: Path, sid: str) -> None:
    lines = [
        {"type": "session", "id": sid, "title": sid},
        {"type": "message", "role": "user", "text": f"export GITHUB_TOKEN={SECRET}"},
        {"type": "message", "role": "assistant", "text": "done"},
    ]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))


def test_parallel_ingest_writer_imports_no_numpy_and_no_redaction_rules(tmp_path: Path) -> None:
    """``sessgraph ingest`` of several files (reader workers read and redact) leaves numpy
    (sqlite-utils' optional import), the plugin look-up's ``importlib.metadata`` and the
    redaction rules out of the writing process, and still stores every session with its secret
    redacted."""
    inputs = tmp_path / "in"
    inputs.mkdir()
    for n in range(4):
        _neutral(inputs / f"n{n}.jsonl", f"neutral-{n}")
    db = tmp_path / "s.db"
    _out, modules = run_module(
        "sessgraph",
        "ingest",
        "--db",
        str(db),
        "--no-extract",
        str(inputs),
        env={"SESSGRAPH_WORKERS": "2"},
    )
    assert not imported(modules, "numpy")
    assert not imported(modules, "sessgraph.reading.redact")
    assert not imported(modules, "importlib.metadata")
    assert imported(modules, "sqlite_utils")
    texts = [r[0] for r in sqlite3.connect(db).execute("SELECT text FROM messages")]
    assert len(texts) == 8
    assert not any(SECRET in t for t in texts)
    assert sum("[REDACTED:github-token]" in t for t in texts) == 4


def test_numpy_still_imports_after_sqlite_utils_skipped_it() -> None:
    """The start-up's numpy skip is for sqlite-utils' import only: numpy imports afterwards,
    and sqlite-utils (imported without it) still inserts and reads rows."""
    code = (
        "import sessgraph.hooks.startup, sys, sqlite_utils\n"
        "assert 'numpy' not in sys.modules\n"
        "db = sqlite_utils.Database(memory=True)\n"
        "db['t'].insert_all([{'a': 1, 'b': 'x'}])\n"
        "assert list(db['t'].rows) == [{'a': 1, 'b': 'x'}]\n"
        "try:\n"
        "    import numpy\n"
        "except ModuleNotFoundError as e:\n"
        "    assert 'not imported for sqlite-utils' not in str(e), e\n"
        "print('ok')\n"
    )
    import subprocess

    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_ingest_with_extraction_builds_no_query_result_models(tmp_path: Path) -> None:
    """An ingest with extraction stores and extracts every session without its writing
    process building the API's pydantic result models (``sessgraph.results``): the ingest and
    the extractor report in ``sessgraph.reports``' dataclasses; and the extraction worker's
    own imports (``extract.background``) build none either."""
    inputs = tmp_path / "in"
    inputs.mkdir()
    for n in range(4):
        _neutral(inputs / f"n{n}.jsonl", f"neutral-{n}")
    db = tmp_path / "s.db"
    out, modules = run_module("sessgraph", "ingest", "--db", str(db), str(inputs))
    assert "extracted 4 session(s)" in out
    assert not imported(modules, "sessgraph.results")
    assert sqlite3.connect(db).execute("SELECT count(*) FROM sessions").fetchone() == (4,)
    code = "import sys, sessgraph.extract.background\nprint('sessgraph.results' in sys.modules)\n"
    import subprocess

    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"
