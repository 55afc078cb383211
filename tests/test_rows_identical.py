"""Speed work stores the same rows: every table's digest pinned over the shared corpus.

Issue 17 makes ingest + extraction faster (benchmarks/throughput_vs_agentsview.py) on real
Claude Code and Codex files, with "stored rows identical to today's" as its condition. These
tests ingest ``../shared/corpus/claude_code`` and ``../shared/corpus/codex`` (the formats the
benchmark measures; 94 sources, 16 MB) through the public API, extraction on, and compare each
table's row count and digest (``benchmarks/rows_digest.py``: every row in primary-key order,
FTS5 shadow tables included, ingest times and file mtimes left out, input roots replaced by
their names)
with the figures pinned below, through the parallel path (reader processes, background
extraction: what an ingest of many files runs; with the default reader count and with two
readers) and through the one-process path.

The pins were computed on main d13655f, before any of the issue's changes; re-pinned once
after the next merges, which changed what is stored on purpose: ``tool_calls`` gained
``child_session_id`` (migration m012; m011 is the fixes' sort column) and the extraction rules
of issue 12 changed the extraction tables; every other ingest table kept its digest. The
segment layout of the messages' and commands' full-text indexes (``*_fts_data``, ``*_fts_idx``)
was re-pinned when the ingest began indexing them in bulk after its writes (issue 17,
``sessgraph.store.search_index``): the indexed terms, positions, sizes and every search result
are unchanged, which ``tests/test_search_index.py`` proves against main's per-source build
(whose digests it keeps). The symptoms' full-text index is pinned by its content as well
(``symptoms_fts:instances``, ``symptoms_fts:searches``: every indexed term instance, and the
rows, ranks and snippets of a fixed set of queries, ``rows_digest.fts_content_digests``), so
that its segment layout, which depends on how many transactions write the extraction rows, may
be re-pinned alone when only the batching changes (issue 17). A change
that is meant to alter what is stored (a reader or an extraction rule) re-pins them: run
``python benchmarks/rows_digest.py ../shared/corpus/claude_code ../shared/corpus/codex --json
out.json`` and copy the tables' figures here, saying why in the commit. Without ../shared the
tests skip with that reason (the corpus is not part of the repository).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from conftest import CORPUS, REPO
from sessgraph import api

INPUTS = [CORPUS / "claude_code", CORPUS / "codex"]

# What reading and storing write (formats/, reading/, store/).
INGEST_TABLES = {
    "_migrations": (12, "7d686ad84b461562"),
    "commands": (996, "92eec6f915cdaca7"),
    "commands_fts": (996, "18a2dd6b7171a899"),
    "commands_fts_config": (1, "d6788128afadf3f4"),
    "commands_fts_data": (118, "c6df3b1a56ab2ba6"),
    "commands_fts_docsize": (996, "f43ecab3731cb4b8"),
    "commands_fts_idx": (114, "eec0d79f72e6b632"),
    "file_edits": (309, "32393906a4113e5d"),
    "id_blocks": (94, "0d1860577e7400b1"),
    "ingest_warnings": (0, "1bf72c1773a8ca17"),
    "messages": (5919, "018f42e9e39001f6"),
    "messages_fts": (5919, "49789a36d7f0fe4c"),
    "messages_fts_config": (1, "d6788128afadf3f4"),
    "messages_fts_data": (419, "ef501208e3de9346"),
    "messages_fts_docsize": (5919, "cdd57ad9ebed8065"),
    "messages_fts_idx": (414, "e206d8ab610f5602"),
    "pending_extraction": (0, "daa6d367a26b4134"),
    "segments": (256, "a51db3701d5673b6"),
    "sessions": (94, "cee871aee3a4bb7a"),
    "sources": (94, "734749d7cd8a377c"),
    "tool_calls": (2206, "045e79f57d065642"),
}
# What extraction writes (extract/): its rules change these, its orchestration must not.
EXTRACT_TABLES = {
    "edges": (1584, "4b0f5e44c780da61"),
    "entities": (914, "fbffb6aa296b1da3"),
    "fixes": (75, "8a40c568f2d68395"),
    "mentions": (4159, "5d4fbbcf639a1d95"),
    "pivots": (214, "2a806744ba682d02"),
    "reuse": (140, "0b1a24943efe3a92"),
    "symptoms": (140, "2b09939a1b201d67"),
    "symptoms_fts": (140, "077296c14b767327"),
    "symptoms_fts_config": (1, "d6788128afadf3f4"),
    "symptoms_fts_data": (42, "2c2fbe35aaba9ba8"),
    "symptoms_fts_docsize": (140, "fbb9d6654f3b7e06"),
    "symptoms_fts_idx": (40, "c9bb4863c77744bb"),
    # The symptoms' full-text index by content: every (term, row, column, offset) it holds,
    # and the rows, bm25 ranks and snippets of a fixed set of queries over its terms
    # (rows_digest.fts_content_digests): what anyone can search, whatever its segments.
    "symptoms_fts:instances": (20422, "3e2251e23f969e2b"),
    "symptoms_fts:searches": (5146, "591b11bcce54df45"),
}


def rows_digest() -> ModuleType:
    """``benchmarks/rows_digest.py`` (a script, not a package) as a module, with the files'
    mtimes left out as well (a copy of ../shared, as CI gets, has other mtimes)."""
    path = REPO / "benchmarks" / "rows_digest.py"
    spec = importlib.util.spec_from_file_location("rows_digest", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["rows_digest"] = module
    spec.loader.exec_module(module)
    module.RUN_TIME_COLUMNS = {*module.RUN_TIME_COLUMNS, ("sources", "mtime_ns")}
    return module


def stored_digests(db: Path) -> dict[str, tuple[int, str]]:
    """Ingest the corpus's Claude Code and Codex files into ``db``; each table's digest."""
    missing = [str(p) for p in INPUTS if not p.is_dir()]
    if missing:
        pytest.skip(f"shared corpus not available ({', '.join(missing)}); set SESSGRAPH_SHARED")
    report = api.ingest(db, INPUTS)
    assert not report.failed
    roots = {str(p.resolve()): f"<{p.name}>" for p in INPUTS}
    module = rows_digest()
    digests: dict[str, tuple[int, str]] = module.table_digests(db, roots)
    digests.update(module.fts_content_digests(db))
    return digests


@pytest.mark.corpus
@pytest.mark.parametrize("workers", [None, "2", "0"], ids=["default", "two-readers", "one-process"])
def test_stored_rows_equal_the_pinned_rows(
    workers: str | None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ingesting the corpus's Claude Code and Codex files (default workers, two readers, one
    process) stores every table exactly as main d13655f did: same counts, same digests."""
    if workers is None:
        monkeypatch.delenv("SESSGRAPH_WORKERS", raising=False)
    else:
        monkeypatch.setenv("SESSGRAPH_WORKERS", workers)
    digests = stored_digests(tmp_path / "rows.db")
    ingest = {t: digests.get(t) for t in INGEST_TABLES}
    extract = {t: digests.get(t) for t in EXTRACT_TABLES}
    assert ingest == INGEST_TABLES
    assert extract == EXTRACT_TABLES
    assert set(digests) == set(INGEST_TABLES) | set(EXTRACT_TABLES)
