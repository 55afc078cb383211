"""Alternating A/B runs of ``sessgraph ingest`` from two source trees: CPU seconds of each run.

Usage::

    git archive main src | tar -x -C /tmp/ab-main        # the "before" tree
    python benchmarks/ab_ingest.py --a /tmp/ab-main/src --b src --corpus /tmp/tva/corpus-64 \\
        --pairs 3 [--no-extract] [--json out.json]

On a machine shared with other work, wall time follows the load, so a change is measured by
the CPU seconds (user + system) of the whole process tree of one ``python -m sessgraph ingest``
into a fresh database (``resource.getrusage(RUSAGE_CHILDREN)`` before and after the run, which
counts every waited-for descendant: reader workers and the extraction worker are joined before
the ingest exits). Runs alternate A, B, B, A, A, B, ... so a drift in the machine's load hits
both trees alike; the result is the median of each tree's runs and the median of the per-pair
differences. Memory is the peak RSS of each process of the tree (VmHWM sampled under ``/proc``,
as ``throughput_vs_agentsview.py`` does): the largest and their sum. Each tree is put first on
``PYTHONPATH``, so the same interpreter and installed dependencies run both. Bytecode is
written (``PYTHONDONTWRITEBYTECODE`` unset), as an installed package has it, and one warm-up
run per tree compiles it before the measured runs.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from throughput_vs_agentsview import TreeMemory


def run_once(
    python: str, tree: Path, corpus: Path, work: Path, extra: Sequence[str]
) -> dict[str, float]:
    """One ingest of ``corpus`` with ``tree`` first on the path: CPU and wall seconds."""
    db = work / "ab.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(tree.resolve())
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    process = subprocess.Popen(
        [python, "-m", "sessgraph", "ingest", "--db", str(db), *extra, str(corpus)],
        env=env,
        stdout=subprocess.DEVNULL,
    )
    sampler = TreeMemory(process.pid)
    sampler.start()
    returncode = process.wait()
    wall = time.perf_counter() - started
    sampler.done.set()
    sampler.join()
    if returncode:
        raise subprocess.CalledProcessError(returncode, process.args)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    peaks = sampler.peaks.values()
    return {
        "cpu": cpu,
        "wall": wall,
        "max_peak_mb": max(peaks, default=0.0),
        "sum_peaks_mb": sum(peaks),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", type=Path, required=True, help="the 'before' tree (a src/ folder)")
    parser.add_argument("--b", type=Path, required=True, help="the 'after' tree (a src/ folder)")
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--no-extract", action="store_true")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    extra = ["--no-extract"] if args.no_extract else []
    trees = {"A": args.a, "B": args.b}
    runs: dict[str, list[dict[str, float]]] = {"A": [], "B": []}
    work = Path(tempfile.mkdtemp(prefix="ab-ingest-"))
    try:
        for tree in trees.values():  # warm-up: bytecode, OS file cache
            run_once(args.python, tree, args.corpus, work, extra)
        for pair in range(args.pairs):
            order = ("A", "B") if pair % 2 == 0 else ("B", "A")
            for name in order:
                result = run_once(args.python, trees[name], args.corpus, work, extra)
                runs[name].append(result)
                load = os.getloadavg()[0]
                print(
                    f"pair {pair} {name}: CPU {result['cpu']:.2f} s, wall {result['wall']:.2f} s,"
                    f" peak RSS {result['max_peak_mb']:.0f} MB (sum {result['sum_peaks_mb']:.0f})"
                    f" (load {load:.1f})",
                    flush=True,
                )
    finally:
        shutil.rmtree(work, ignore_errors=True)
    cpu = {n: statistics.median(r["cpu"] for r in rs) for n, rs in runs.items()}
    wall = {n: statistics.median(r["wall"] for r in rs) for n, rs in runs.items()}
    peak = {n: statistics.median(r["sum_peaks_mb"] for r in rs) for n, rs in runs.items()}
    diffs = [b["cpu"] - a["cpu"] for a, b in zip(runs["A"], runs["B"], strict=True)]
    print(
        f"median CPU s: A {cpu['A']:.2f}, B {cpu['B']:.2f}; median pair difference B-A "
        f"{statistics.median(diffs):+.2f} s ({sum(d < 0 for d in diffs)}/{len(diffs)} pairs "
        f"B faster); median wall s: A {wall['A']:.2f}, B {wall['B']:.2f}; median sum of "
        f"peak RSS MB: A {peak['A']:.0f}, B {peak['B']:.0f}"
    )
    if args.json:
        args.json.write_text(json.dumps({"runs": runs, "cpu": cpu, "wall": wall}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
