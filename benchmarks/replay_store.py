"""The writer's storing alone: captured read results replayed through the store path.

Usage::

    python benchmarks/replay_store.py capture --corpus /tmp/tva/corpus-256 --out /tmp/reads.pkl
    python benchmarks/replay_store.py replay --reads /tmp/reads.pkl --a /tmp/ab-main/src \\
        --b src --pairs 3

``capture`` reads every source of a corpus once (``read_source``, redaction on, as a reader
worker does) and pickles the results. ``replay`` stores them into a fresh database in a fresh
process per run, with a source tree first on ``PYTHONPATH``: ``store_read`` per source inside
``bulk_writes`` (what the ingest's writer does with each result), then the tree's
end-of-ingest full-text index if it has one (``sessgraph.store.search_index.index_owed``).
Each run prints the CPU seconds of that storing (``time.process_time``, no imports, no
unpickling); trees alternate A B, B A, ... Reading, extraction and the relink are left out, so
a change to the writer's storing is measured without the noise of the other processes.
"""

from __future__ import annotations

import argparse
import os
import pickle
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

CHILD = """
import pickle, sys, time
from pathlib import Path
from sessgraph.ingest.source import store_read
from sessgraph.store import bulk_writes, open_db
try:
    from sessgraph.store.search_index import index_owed
except ImportError:
    index_owed = None
reads = pickle.loads(Path(sys.argv[1]).read_bytes())
db = open_db(sys.argv[2])
started = time.process_time()
with bulk_writes(db):
    for read in reads:
        store_read(db, read)
    if index_owed is not None:
        index_owed(db)
print(time.process_time() - started)
"""


def capture(corpus: Path, out: Path) -> None:
    from sessgraph.formats import Source, discover
    from sessgraph.reading import read_source

    reads = [
        read_source(str(item.path), item.reader.name, True)
        for item in discover(corpus.resolve())
        if isinstance(item, Source)
    ]
    out.write_bytes(pickle.dumps(reads, protocol=pickle.HIGHEST_PROTOCOL))
    print(f"{len(reads)} sources captured in {out}")


def replay_once(python: str, tree: Path, reads: Path) -> float:
    with tempfile.TemporaryDirectory() as work:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPATH"] = str(tree.resolve())
        done = subprocess.run(
            [python, "-c", CHILD, str(reads), f"{work}/replay.db"],
            env=env,
            check=True,
            capture_output=True,
            text=True,
        )
    return float(done.stdout.split()[-1])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    cap = sub.add_parser("capture")
    cap.add_argument("--corpus", type=Path, required=True)
    cap.add_argument("--out", type=Path, required=True)
    rep = sub.add_parser("replay")
    rep.add_argument("--reads", type=Path, required=True)
    rep.add_argument("--a", type=Path, required=True, help="the 'before' tree (a src/ folder)")
    rep.add_argument("--b", type=Path, required=True, help="the 'after' tree (a src/ folder)")
    rep.add_argument("--pairs", type=int, default=3)
    rep.add_argument("--python", default=sys.executable)
    args = parser.parse_args(argv)
    if args.command == "capture":
        capture(args.corpus, args.out)
        return 0
    runs: dict[str, list[float]] = {"A": [], "B": []}
    for pair in range(args.pairs):
        order = ("A", "B") if pair % 2 == 0 else ("B", "A")
        for name in order:
            cpu = replay_once(args.python, args.a if name == "A" else args.b, args.reads)
            runs[name].append(cpu)
            print(f"pair {pair} {name}: {cpu:.2f} CPU s", flush=True)
    diffs = [b - a for a, b in zip(runs["A"], runs["B"], strict=True)]
    print(
        f"median CPU s: A {statistics.median(runs['A']):.2f}, B {statistics.median(runs['B']):.2f};"
        f" median pair difference B-A {statistics.median(diffs):+.2f} s "
        f"({sum(d < 0 for d in diffs)}/{len(diffs)} pairs B faster)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
