"""Same rows stored? A digest of every table after ingesting (and extracting) a set of inputs.

A refactor that claims "behaviour stays the same" is checked by running this before and after
it and comparing the output: the script ingests the inputs through the public API
(``sessgraph.ingest_transcripts``, extraction on), then hashes every table of the database (the
full-text indexes' shadow tables too), row by row in primary-key order. Columns that hold the
time of the run (``sources.ingested_at``, ``_migrations.applied_at``) are left out, and each
input root is replaced by its name in every stored string, so the figure does not depend on
where the checkout or the shared data live.

    python benchmarks/rows_digest.py                  # ../shared/corpus, ../shared/fixtures,
                                                      # tests/labelled
    SESSGRAPH_WORKERS=0 python benchmarks/rows_digest.py   # the one-process path
    python benchmarks/rows_digest.py --json out.json  # per-table counts and digests, to diff
    python benchmarks/rows_digest.py --parts          # every JSONL source read in 64 KiB parts

It prints one line per table (rows, digest), then the content digests of the full-text indexes
pinned by content (``CONTENT_PINNED_FTS``: instances and query results, not segment layout),
and a last line ``all <digest>`` over all of them.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

import sessgraph

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_INPUTS = [
    ROOT.parent / "shared" / "corpus",
    ROOT.parent / "shared" / "fixtures",
    ROOT / "tests" / "labelled",
]
# Columns holding the wall-clock time of the run, not anything read from the inputs.
RUN_TIME_COLUMNS = {("sources", "ingested_at"), ("_migrations", "applied_at")}


def _canonical(value: object, roots: dict[str, str]) -> object:
    if isinstance(value, str):
        for prefix, name in roots.items():
            value = value.replace(prefix, name)
        return value
    if isinstance(value, bytes):
        return "bytes:" + value.hex()
    return value


def table_digests(db_path: Path, roots: dict[str, str]) -> dict[str, tuple[int, str]]:
    """Per table: the row count and a SHA-256 over its rows (run-time columns left out)."""
    conn = sqlite3.connect(db_path)
    try:
        tables = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        ]
        digests: dict[str, tuple[int, str]] = {}
        for table in tables:
            info = conn.execute(f"PRAGMA table_info([{table}])").fetchall()
            columns = [c[1] for c in info if (table, c[1]) not in RUN_TIME_COLUMNS]
            if not columns:  # a virtual table's own entry: its shadow tables hold the data
                continue
            order = ", ".join(f"[{c}]" for c in columns)
            try:
                rows = conn.execute(f"SELECT {order} FROM [{table}] ORDER BY {order}")
            except sqlite3.OperationalError:
                continue  # an FTS5 table itself: read through its shadow tables instead
            digest = hashlib.sha256(json.dumps(columns).encode())
            count = 0
            for row in rows:
                canonical = [_canonical(v, roots) for v in row]
                digest.update(json.dumps(canonical, ensure_ascii=False).encode())
                count += 1
            digests[table] = (count, digest.hexdigest()[:16])
        return digests
    finally:
        conn.close()


# Full-text indexes pinned by what they hold and answer rather than by their shadow tables'
# segment layout (which depends on how many transactions wrote the rows): every (term, row,
# column, offset) instance, and the results of a fixed set of queries built from the terms.
CONTENT_PINNED_FTS = {"symptoms": ("error_text", "template", "context")}


def _fts_queries(terms: list[str]) -> list[str]:
    """Every term as a phrase; each pair of neighbouring terms as an OR (how similar-fix
    lookups query) and as an AND with the second as a prefix."""
    queries = [f'"{t}"' for t in terms]
    for a, b in itertools.pairwise(terms):
        queries.append(f'"{a}" OR "{b}"')
        queries.append(f'"{a}" AND "{b[:3]}"*')
    return queries


def fts_content_digests(
    db_path: Path, tables: dict[str, tuple[str, ...]] | None = None
) -> dict[str, tuple[int, str]]:
    """Per content-pinned full-text index (``CONTENT_PINNED_FTS``): ``<table>_fts:instances``
    (count and digest of its fts5vocab instances) and ``<table>_fts:searches`` (the number of
    queries and a digest of each query's rows with their bm25 rank, best first, and the best
    three's snippets of every column). FTS5's integrity-check must pass first."""
    conn = sqlite3.connect(db_path)
    try:
        out: dict[str, tuple[int, str]] = {}
        for table, columns in (tables or CONTENT_PINNED_FTS).items():
            fts = f"{table}_fts"
            conn.execute(f"INSERT INTO {fts} ({fts}) VALUES ('integrity-check')")
            conn.execute(
                f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{fts}_instances "
                f"USING fts5vocab(main, {fts}, instance)"
            )
            instances = conn.execute(f"SELECT * FROM temp.{fts}_instances ORDER BY 1, 2, 3, 4")
            digest = hashlib.sha256()
            count = 0
            terms: set[str] = set()
            for row in instances:
                digest.update(json.dumps(list(row), ensure_ascii=False).encode())
                terms.add(str(row[0]))
                count += 1
            out[f"{fts}:instances"] = (count, digest.hexdigest()[:16])
            snippets = ", ".join(
                f"snippet({fts}, {i}, '[', ']', '…', 12)" for i in range(len(columns))
            )
            ranked = f"FROM {fts} WHERE {fts} MATCH ? ORDER BY rank, rowid"
            queries = _fts_queries(sorted(terms))
            digest = hashlib.sha256()
            for query in queries:
                hits = conn.execute(f"SELECT rowid, bm25({fts}) {ranked}", [query]).fetchall()
                best = conn.execute(f"SELECT {snippets} {ranked} LIMIT 3", [query]).fetchall()
                found = [[rowid, round(rank, 9)] for rowid, rank in hits]
                digest.update(json.dumps([query, found, best], ensure_ascii=False).encode())
            out[f"{fts}:searches"] = (len(queries), digest.hexdigest()[:16])
        return out
    finally:
        conn.close()


def _read_everything_in_parts() -> None:
    """Sources read in parts whatever their size, in small parts (the huge-file path)."""
    import importlib

    from sessgraph.formats import _chunked

    reading = importlib.import_module("sessgraph.reading")
    # Where the size threshold lives: sessgraph.reading.source (a package since the layout
    # refactor), sessgraph.reading before it.
    module = getattr(reading, "source", reading)
    module.PARTS_MIN_BYTES = 0
    _chunked.PART_BYTES = 64 << 10


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("inputs", nargs="*", type=Path, help="default: corpus, fixtures, labelled")
    parser.add_argument("--json", type=Path, help="write per-table counts and digests here")
    parser.add_argument("--keep", type=Path, help="ingest into this database file (kept)")
    parser.add_argument(
        "--parts", action="store_true", help="read every source that can be read in parts so"
    )
    args = parser.parse_args(argv)
    if args.parts:
        _read_everything_in_parts()
    inputs = [p.resolve() for p in (args.inputs or DEFAULT_INPUTS)]
    missing = [str(p) for p in inputs if not p.exists()]
    if missing:
        print(f"missing inputs: {', '.join(missing)}", file=sys.stderr)
        return 2
    roots = {str(p): f"<{p.name}>" for p in inputs}
    with tempfile.TemporaryDirectory() as tmp:
        db_path = args.keep or Path(tmp) / "digest.db"
        started = time.perf_counter()
        report = sessgraph.ingest_transcripts(db_path, inputs)
        took = time.perf_counter() - started
        digests = table_digests(db_path, roots)
        digests.update(fts_content_digests(db_path))
    total = hashlib.sha256(json.dumps(sorted(digests.items())).encode()).hexdigest()[:16]
    for table, (count, digest) in digests.items():
        print(f"{table:28} {count:>8} {digest}")
    print(f"ingested {len(report.ingested)} sources, {len(report.failed)} failed, in {took:.1f} s")
    print(f"all {total}")
    if args.json:
        args.json.write_text(json.dumps({"tables": digests, "all": total}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
