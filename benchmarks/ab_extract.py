"""Alternating A/B runs of the extraction worker's work from two source trees: CPU seconds.

Usage::

    git archive main src | tar -x -C /tmp/ab-main        # the "before" tree
    python benchmarks/ab_extract.py --a /tmp/ab-main/src --b src --corpus /tmp/tva/corpus-64 \\
        --pairs 5 [--work /tmp/ab-extract] [--json out.json]
    python benchmarks/ab_extract.py --a ... --b ... --db an-ingested.db     # any database

On a small ingest the extraction worker is the longest process (issue 17), so this measures
exactly what it does, without the writer and the readers around it: a fresh process imports
:mod:`sessgraph.extract.background`, runs its :func:`warm_up` (read-only connection, spaCy
pipeline) and then :func:`extract_sessions` for each stored session a worker would get
(those at most ``WINDOW_MESSAGES`` long, in the order they were stored; one call per
session, as the writer submits each written source, and the result pickled as the pool
returns it). The database is ingested once (``--no-extract``, kept under ``--work``); each
run is one process whose CPU seconds (user + system, ``RUSAGE_CHILDREN``) are the figure,
with its own split into imports, warm-up and extraction (``time.process_time``). Runs
alternate A, B, B, A, ... so a drift in the machine's load hits both trees alike; the result
is each tree's median and the median of the per-pair differences.

``--time MODULE:NAME`` (repeatable) also times one function in-process (CPU seconds inside
it, patched in ``MODULE``, where its callers look it up): a small change is measured where it
acts, beside the whole worker.

Each run also prints a digest of everything the worker returned (the rows of every session,
in order, by their ``repr``; ``PYTHONHASHSEED=0`` so that set order is the same from run to
run): A and B must agree, or the change altered what extraction computes.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

CHILD = r"""
import hashlib, importlib, json, pickle, sys, time
t0 = time.process_time()
from sessgraph.extract.background import extract_sessions, warm_up
from sessgraph.extract.run import WINDOW_MESSAGES
from sessgraph.store import open_db
t1 = time.process_time()
db_path = sys.argv[1]
timed = {}
def _timer(name, fn):
    depth = [0]
    def timed_fn(*args, **kwargs):
        if depth[0]:
            return fn(*args, **kwargs)  # a recursive call is inside the outer one's time
        depth[0] += 1
        started = time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            timed[name] = timed.get(name, 0.0) + time.process_time() - started
            depth[0] -= 1
    return timed_fn
for spec in sys.argv[2:]:  # module:name, patched where the callers look it up
    module_name, attr = spec.split(":")
    module = importlib.import_module(module_name)
    setattr(module, attr, _timer(spec, getattr(module, attr)))
warm_up(db_path)
t2 = time.process_time()
db = open_db(db_path, read_only=True)
ids = [sid for (sid,) in db.execute(
    "SELECT id FROM sessions WHERE message_count <= ? ORDER BY rowid", [WINDOW_MESSAGES])]
digest = hashlib.sha256()
for sid in ids:  # one submission per source written, and most sources hold one session
    rows = extract_sessions(db_path, [sid])
    pickle.dumps(rows)  # as the pool returns it to the writer
    digest.update(repr(rows).encode())  # by value: pickle's bytes depend on shared objects
t3 = time.process_time()
print(json.dumps({"imports": t1 - t0, "warm_up": t2 - t1, "extract": t3 - t2,
                  "sessions": len(ids), "digest": digest.hexdigest()[:16], "timed": timed}))
"""


def run_once(python: str, tree: Path, db: Path, timed: Sequence[str] = ()) -> dict[str, object]:
    """One worker's work with ``tree`` first on the path: CPU seconds and its split (and the
    CPU seconds inside each ``module:name`` of ``timed``)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(tree.resolve())
    env["PYTHONHASHSEED"] = "0"  # set order (entity rows come from a set): same code, same digest
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    out = subprocess.run(
        [python, "-c", CHILD, str(db), *timed],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    result: dict[str, object] = json.loads(out.strip().splitlines()[-1])
    result["cpu"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    result["wall"] = wall
    result["maxrss_mb"] = after.ru_maxrss / 1024
    return result


def _part(run: dict[str, object], part: str) -> float:
    """CPU seconds of one part of a run: ``extract``, or a timed ``module:name``."""
    value = run.get(part) if part == "extract" else run["timed"].get(part, 0.0)  # type: ignore[attr-defined]
    assert isinstance(value, float | int)
    return float(value)


def ingested(python: str, tree: Path, corpus: Path, work: Path) -> Path:
    """The corpus ingested without extraction (built once, then kept)."""
    db = work / f"{corpus.name}.db"
    if not db.exists():
        work.mkdir(parents=True, exist_ok=True)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPATH"] = str(tree.resolve())
        partial = work / f"{corpus.name}.partial.db"
        for suffix in ("", "-wal", "-shm"):
            Path(f"{partial}{suffix}").unlink(missing_ok=True)
        subprocess.run(
            [python, "-m", "sessgraph", "ingest", "--db", str(partial), "--no-extract",
             str(corpus)],
            env=env, check=True, stdout=subprocess.DEVNULL,
        )  # fmt: skip
        partial.rename(db)
    return db


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", type=Path, required=True, help="the 'before' tree (a src/ folder)")
    parser.add_argument("--b", type=Path, required=True, help="the 'after' tree (a src/ folder)")
    parser.add_argument("--corpus", type=Path, help="ingested once into --work (--no-extract)")
    parser.add_argument("--db", type=Path, help="an ingested database instead of --corpus")
    parser.add_argument("--work", type=Path, default=Path("/tmp/ab-extract"))
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--json", type=Path)
    parser.add_argument(
        "--time",
        action="append",
        default=[],
        metavar="MODULE:NAME",
        help="also time this function in-process (patched in MODULE, where callers find it)",
    )
    args = parser.parse_args(argv)
    if args.db is None and args.corpus is None:
        parser.error("--corpus or --db is needed")
    db = args.db or ingested(args.python, args.a, args.corpus, args.work)
    trees = {"A": args.a, "B": args.b}
    runs: dict[str, list[dict[str, object]]] = {"A": [], "B": []}
    for tree in trees.values():  # warm-up: bytecode, OS file cache
        run_once(args.python, tree, db, args.time)
    for pair in range(args.pairs):
        order = ("A", "B") if pair % 2 == 0 else ("B", "A")
        for name in order:
            r = run_once(args.python, trees[name], db, args.time)
            runs[name].append(r)
            spent = r["timed"]
            assert isinstance(spent, dict)
            inside = "".join(f", {k} {v:.3f}" for k, v in spent.items())
            print(
                f"pair {pair} {name}: CPU {r['cpu']:.2f} s (imports {r['imports']:.2f}, "
                f"warm-up {r['warm_up']:.2f}, extract {r['extract']:.2f}), "
                f"wall {r['wall']:.2f} s, {r['maxrss_mb']:.0f} MB, digest {r['digest']}"
                f"{inside} (load {os.getloadavg()[0]:.1f})",
                flush=True,
            )
    cpu = {n: statistics.median(float(r["cpu"]) for r in rs) for n, rs in runs.items()}  # type: ignore[arg-type]
    diffs = [float(b["cpu"]) - float(a["cpu"]) for a, b in zip(runs["A"], runs["B"], strict=True)]  # type: ignore[arg-type]
    for part in ("extract", *args.time):
        values = {n: [_part(r, part) for r in rs] for n, rs in runs.items()}
        pair_diffs = [b - a for a, b in zip(values["A"], values["B"], strict=True)]
        print(
            f"  {part}: median A {statistics.median(values['A']):.3f}, "
            f"B {statistics.median(values['B']):.3f}; "
            f"median pair {statistics.median(pair_diffs):+.3f} s "
            f"({sum(d < 0 for d in pair_diffs)}/{len(pair_diffs)} B faster)"
        )
    digests = {str(r["digest"]) for rs in runs.values() for r in rs}
    print(
        f"median CPU s: A {cpu['A']:.2f}, B {cpu['B']:.2f}; median pair difference B-A "
        f"{statistics.median(diffs):+.2f} s ({sum(d < 0 for d in diffs)}/{len(diffs)} pairs "
        f"B faster); rows {'identical' if len(digests) == 1 else 'DIFFER: ' + ', '.join(digests)}"
    )
    if args.json:
        args.json.write_text(json.dumps({"runs": runs, "cpu": cpu}, indent=2))
    return 0 if len(digests) == 1 else 1


if __name__ == "__main__":
    raise SystemExit(main())
