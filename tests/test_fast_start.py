"""Query processes import only what answering needs (checked in real subprocesses)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

# Printed at exit by the wrapper below: every module the process imported.
_REPORT_MODULES = (
    "import atexit, runpy, sys\n"
    "atexit.register(lambda: sys.stderr.write('\\nMODULES ' + ' '.join(sorted(sys.modules))))\n"
    "sys.argv = sys.argv[1:]\n"
    "runpy.run_module(sys.argv[0], run_name='__main__', alter_sys=True)\n"
)
# What a query never needs: the web UI, the graph, the prose pipeline, the write path's
# sqlite-utils (and numpy through it), pydantic's plugin look-up, the progress bars.
NEVER_FOR_A_QUERY = (
    "datasette",
    "networkx",
    "spacy",
    "sqlite_utils",
    "numpy",
    "importlib.metadata",
    "rich",
    "psycopg",
    "sessgraph.ingest",
    "sessgraph.reading",
)
# What printing an answer never needs: the API's pydantic result models (the ranking hands out
# plain records; only --json, the MCP server and library callers build the models).
NO_MODELS_FOR_PRINTING = ("pydantic", "pydantic_core", "annotated_types", "sessgraph.results")
# fast start's stand-in for pydantic's plugin loader, put in sys.modules before any import.
_STAND_IN = "pydantic.plugin._loader"


MTP = "ValueError: Speculative decoding for Qwen3NextForCausalLM is not compatible with radix cache"


def run_module(module: str, *args: str, stdin: bytes = b"", env: dict[str, str] | None = None):
    """Run ``python -m module args`` and return (stdout, the modules it imported)."""
    done = subprocess.run(
        [sys.executable, "-c", _REPORT_MODULES, module, *args],
        input=stdin,
        capture_output=True,
        timeout=120,
        env={**os.environ, **(env or {})},
    )
    marker = done.stderr.rsplit(b"\nMODULES ", 1)
    assert len(marker) == 2, done.stderr.decode(errors="replace")
    return done.stdout.decode(), set(marker[1].decode().split())


def imported(modules: set[str], package: str) -> bool:
    return any(m == package or m.startswith(package + ".") for m in modules - {_STAND_IN})


def test_fixes_command_imports_no_heavy_module(sglang_db: Path) -> None:
    """`sessgraph fixes` answers without importing Datasette, networkx, spaCy, sqlite-utils,
    rich, psycopg, the readers, importlib.metadata, pydantic or the result models."""
    out, modules = run_module(
        "sessgraph", "fixes", "-d", str(sglang_db), "ModuleNotFoundError: No module named 'x'"
    )
    assert "Fixes of similar past errors" in out or "nothing similar" in out
    assert "sessgraph.similar" in modules  # it did answer from the database
    assert [m for m in NEVER_FOR_A_QUERY if imported(modules, m)] == []
    assert [m for m in NO_MODELS_FOR_PRINTING if imported(modules, m)] == []


def test_fixes_json_builds_the_api_models(sglang_db: Path) -> None:
    """`sessgraph fixes --json` prints the API's FixCandidate models (pydantic imported for
    it), with the same answers as the text output."""
    from sessgraph.results import FixCandidate

    out, modules = run_module("sessgraph", "fixes", "-d", str(sglang_db), "--json", MTP)
    answers = [FixCandidate.model_validate(item) for item in json.loads(out)]
    assert answers and "sessgraph.results" in modules
    text, _ = run_module("sessgraph", "fixes", "-d", str(sglang_db), MTP)
    assert f"similarity {answers[0].similarity:.2f} ({answers[0].matched_by})" in text


def test_hook_answer_imports_no_heavy_module(sglang_db: Path) -> None:
    """The failure hook answers (the demo's verified fix) without the heavy modules, pydantic
    or the result models."""
    from test_hook import MTP_ERROR, claude_failure

    event = json.dumps(claude_failure(MTP_ERROR)).encode()
    out, modules = run_module(
        "sessgraph.hooks", "--agent", "claude-code", "-d", str(sglang_db), stdin=event
    )
    assert "additionalContext" in out
    assert [m for m in NEVER_FOR_A_QUERY if imported(modules, m)] == []
    assert [m for m in NO_MODELS_FOR_PRINTING if imported(modules, m)] == []
    assert "click" not in modules


def test_ignored_event_never_imports_the_query_layer(sglang_db: Path) -> None:
    """A Codex PostToolUse of a command that succeeded (most events) exits before the API,
    pydantic or the database are touched, the database given or not."""
    from test_hook import codex_post_tool_use

    event = json.dumps(codex_post_tool_use("all good", 0)).encode()
    for args in (("-d", str(sglang_db)), ()):
        out, modules = run_module(
            "sessgraph.hooks", "--agent", "codex", *args, stdin=event, env={"SESSGRAPH_DB": ""}
        )
        assert out == ""
        # (pydantic.plugin._loader is fast start's stand-in, put there before any import)
        assert not imported(modules, "sessgraph.api") and "pydantic" not in modules
        assert not imported(modules, "sessgraph.similar")


def test_pydantic_still_validates_without_its_plugin_look_up() -> None:
    """With fast start, pydantic models validate (and reject bad input) as before, and
    importlib.metadata is never imported."""
    code = (
        "import sys, sessgraph.hooks.startup\n"
        "from sessgraph.results import PastSymptom\n"
        "p = PastSymptom(session_id='s', seq='3', error_text=None, similarity=0.5)\n"
        "assert p.seq == 3\n"
        "try:\n"
        "    PastSymptom(session_id='s', seq='x', error_text=None, similarity=0.5)\n"
        "except ValueError:\n"
        "    print('rejected')\n"
        "print('metadata' if 'importlib.metadata' in sys.modules else 'no metadata')\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env
    )
    assert done.stdout.split() == ["rejected", "no", "metadata"], done.stderr


def test_named_plugins_keep_pydantic_s_own_loader() -> None:
    """A user who disables only some pydantic plugins keeps pydantic's loader (the
    stand-in is for "no plugin at all" only)."""
    code = (
        "import sys, sessgraph.hooks.startup\n"
        "from sessgraph.results import PastSymptom\n"
        "PastSymptom(session_id='s', seq=1, error_text=None, similarity=0.5)\n"
        "print(type(sys.modules['pydantic.plugin._loader'].get_plugins()).__name__)\n"
        "print('importlib.metadata' in sys.modules)\n"
    )
    env = {**os.environ, "PYDANTIC_DISABLE_PLUGINS": "logfire"}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env
    )
    assert done.stdout.split() == ["dict_values", "True"], done.stderr
