"""The writer's share of extraction alone: the extracted rows of a corpus, written per source or
in batches, CPU seconds of the writes.

Usage::

    python -m sessgraph ingest --no-extract --db /tmp/base.db /tmp/tva/corpus-256
    python benchmarks/replay_extract_writes.py capture --db /tmp/base.db --rows /tmp/rows.pkl
    python benchmarks/replay_extract_writes.py replay --db /tmp/base.db --rows /tmp/rows.pkl \\
        --batches 0,2000,20000 --rounds 3

``capture`` computes every session's extraction rows (``extract_rows``, read-only), grouped by
source in ingest order, and pickles them. ``replay`` writes them into a fresh copy of the
database for each variant, in alternating order per round, inside ``bulk_writes`` as an ingest
does: batch ``0`` is one ``save_extracts`` transaction per source (the background extractor
before issue 17's batching), ``N`` a transaction whenever N rows are ready (its
``WRITE_BATCH_ROWS``), the rest at the end. It prints the CPU seconds of the writes only.
"""

from __future__ import annotations

import argparse
import pickle
import shutil
import statistics
import time
from pathlib import Path

from sessgraph.extract.background import _row_count
from sessgraph.extract.run import ExtractRows, extract_rows, save_extracts
from sessgraph.store import bulk_writes, open_db


def capture(db_path: Path, rows_path: Path) -> int:
    """Pickle every session's rows, grouped by source in ingest order; the sources' count."""
    db = open_db(db_path, read_only=True)
    groups: list[list[ExtractRows]] = []
    for (path,) in db.execute("SELECT path FROM sources ORDER BY rowid").fetchall():
        ids = db.execute(
            "SELECT id FROM sessions WHERE source_path = ? ORDER BY rowid", [path]
        ).fetchall()
        groups.append([extract_rows(db, sid) for (sid,) in ids])
    with rows_path.open("wb") as out:
        pickle.dump(groups, out, protocol=5)
    return len(groups)


def write_all(db_path: Path, groups: list[list[ExtractRows]], batch: int) -> float:
    """CPU seconds of writing ``groups`` into ``db_path`` (see the module docstring)."""
    db = open_db(db_path)
    try:
        with bulk_writes(db):
            started = time.process_time()
            ready: list[ExtractRows] = []
            count = 0
            for group in groups:
                if batch == 0:
                    if group:
                        save_extracts(db, group)
                    continue
                for rows in group:
                    ready.append(rows)
                    count += _row_count(rows)
                if count >= batch:
                    save_extracts(db, ready)
                    ready, count = [], 0
            if ready:
                save_extracts(db, ready)
            return time.process_time() - started
    finally:
        db.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=["capture", "replay"])
    parser.add_argument("--db", type=Path, required=True, help="an ingest without extraction")
    parser.add_argument("--rows", type=Path, required=True, help="the captured rows (pickle)")
    parser.add_argument("--batches", default="0,2000", help="rows per transaction; 0 per source")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if args.mode == "capture":
        print(f"{capture(args.db, args.rows)} sources captured")
        return 0
    with args.rows.open("rb") as src:
        groups: list[list[ExtractRows]] = pickle.load(src)
    batches = [int(b) for b in args.batches.split(",")]
    took: dict[int, list[float]] = {b: [] for b in batches}
    copy = args.db.with_name("replay-extract-writes.db")
    for round_no in range(args.rounds):
        for batch in batches if round_no % 2 == 0 else batches[::-1]:
            for suffix in ("", "-wal", "-shm"):
                Path(f"{copy}{suffix}").unlink(missing_ok=True)
            shutil.copy(args.db, copy)
            took[batch].append(write_all(copy, groups, batch))
            print(f"round {round_no} batch {batch}: {took[batch][-1]:.2f} CPU s", flush=True)
    for batch, values in took.items():
        runs = ", ".join(f"{v:.2f}" for v in values)
        print(f"batch {batch}: median {statistics.median(values):.2f} CPU s ({runs})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
