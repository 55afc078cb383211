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

It prints one line per table (rows, digest) and a last line ``all <digest>`` over all tables.
"""

from __future__ import annotations

import argparse
import hashlib
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
