"""When each process of one ``sessgraph ingest`` works: CPU seconds per process per second.

Usage::

    python benchmarks/process_timeline.py --corpus /tmp/tva/corpus-256 [--src src] [--no-extract]

Runs ``python -m sessgraph ingest`` once into a fresh database (``--src`` first on
``PYTHONPATH``, bytecode written) and samples ``/proc`` every 0.1 s: for each process of the
tree its CPU seconds (user + system) and its niceness, which names it (``main`` = the writer,
``reader`` = a worker at the reader niceness, ``extract`` = the extraction worker at the
writer's, ``tracker`` = the pool's resource tracker). It prints, per process, when it started,
the first and last second it used CPU and its CPU seconds; then a table of CPU seconds per
process in each second of wall time, with the sum (2.0 is both cores busy on a quiet
machine). That answers what the per-process totals of ``profile_stages.py`` cannot: whether
extraction runs beside reading and writing or after it, and how long the serial start and end
are (issue 17). On a loaded machine the other tenants' processes take part of each second;
the shape (who works when, the tail after the readers end) still shows.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TICK = os.sysconf("SC_CLK_TCK")


def _children(pid: int) -> list[int]:
    found: list[int] = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as f:
                found += [int(x) for x in f.read().split()]
    except OSError:
        pass
    return found


def _sample(root: int) -> dict[int, tuple[float, int, str]]:
    """Each live process of the tree: (CPU seconds, niceness, command line)."""
    todo, seen = [root], {}
    while todo:
        pid = todo.pop()
        todo += _children(pid)
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{pid}/cmdline") as f:
                cmdline = f.read().replace("\0", " ")
        except OSError:
            continue
        seen[pid] = ((int(fields[11]) + int(fields[12])) / TICK, int(fields[16]), cmdline)
    return seen


def _role(pid: int, root: int, niceness: int, main_niceness: int, cmdline: str) -> str:
    if pid == root:
        return "main"
    if "resource_tracker" in cmdline:
        return "tracker"
    return "extract" if niceness == main_niceness else "reader"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--src", type=Path, default=ROOT / "src")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--no-extract", action="store_true")
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="process-timeline-"))
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(args.src.resolve())
    command = [args.python, "-m", "sessgraph", "ingest", "--db", str(work / "db.sqlite")]
    command += ["--no-extract"] if args.no_extract else []
    started = time.perf_counter()
    process = subprocess.Popen(
        [*command, str(args.corpus)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    main_niceness = os.getpriority(os.PRIO_PROCESS, 0)
    series: list[tuple[float, dict[int, float]]] = []
    roles: dict[int, str] = {}
    first_seen: dict[int, float] = {}
    while process.poll() is None:
        now = time.perf_counter() - started
        sample = _sample(process.pid)
        for pid, (_, niceness, cmdline) in sample.items():
            roles[pid] = _role(pid, process.pid, niceness, main_niceness, cmdline)
            first_seen.setdefault(pid, now)
        series.append((now, {pid: cpu for pid, (cpu, _, _) in sample.items()}))
        time.sleep(0.1)
    wall = time.perf_counter() - started
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    shutil.rmtree(work, ignore_errors=True)
    print(f"wall {wall:.2f} s, CPU of the tree {usage.ru_utime + usage.ru_stime:.2f} s")
    # CPU seconds per process per second of wall time (from consecutive samples).
    buckets: dict[int, dict[int, float]] = {}
    previous: dict[int, float] = {}
    for now, sample in series:
        for pid, cpu in sample.items():
            spent = cpu - previous.get(pid, 0.0)
            previous[pid] = cpu
            bucket = buckets.setdefault(int(now), {})
            bucket[pid] = bucket.get(pid, 0.0) + spent
    pids = sorted(roles, key=lambda p: (first_seen[p], p))
    for pid in pids:
        active = [s for s, b in buckets.items() if b.get(pid, 0.0) > 0.005]
        span = f"{min(active)}-{max(active)} s" if active else "-"
        print(
            f"{roles[pid]:8s} pid {pid:7d}: started {first_seen[pid]:6.2f} s, "
            f"busy in seconds {span}, CPU {previous.get(pid, 0.0):6.2f} s"
        )
    print("second " + " ".join(f"{roles[p][:7]:>7s}" for p in pids) + "     sum")
    for second in sorted(buckets):
        row = [buckets[second].get(p, 0.0) for p in pids]
        print(f"{second:6d} " + " ".join(f"{v:7.2f}" for v in row) + f" {sum(row):7.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
