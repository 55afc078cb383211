"""The team store at scale: push throughput and ``fixes --team`` latency over loopback.

Usage::

    python benchmarks/team_bench.py                       # 50 machines, 100,000 episodes
    python benchmarks/team_bench.py --machines 10 --episodes 10000 --queries 200
    python benchmarks/team_bench.py --url postgresql://admin@db/team   # an existing server

Without ``--url`` a throwaway PostgreSQL cluster is started (``tests/pg_server.py``: Debian's
``initdb`` + ``pg_ctl`` on a free loopback port; fsync off, as a benchmark of the work, not
of the disk). The histories are synthesised straight into each machine's sessgraph schema
(``tests/team_data.py``: episodes of six error families with their fixes and verifying
commands, 20 episodes per session), so building 100,000 episodes takes a minute, not an ingest
of gigabytes. Then:

* **push**: every machine pushes its history (``sessgraph.team.push``, one after another,
  each a first push); the figure is episodes per second over all pushes, and the time of a
  second push of one machine (nothing changed: digests only).
* **fixes --team**: ``--queries`` error texts (the families with random parameters, a tenth
  unrelated to any stored error) answered by ``team_fixes`` from machine 0's point of view
  (its own history plus the team store), on one open connection as a long-lived process
  (the MCP server, Datasette) holds it, after ``ANALYZE`` (autovacuum's job on a live
  store); p50 / p99 in ms, target p50 < 30 ms. The same with
  a new connection per query (what one ``sessgraph fixes --team`` process pays) is printed
  beside it. ``hit@1``: the share of package queries whose top answer installs that package.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))

from pg_server import skip_reason, start_cluster  # noqa: E402  (after the path is set)
from sessgraph import team  # noqa: E402
from sessgraph.store import open_readonly  # noqa: E402
from sessgraph.team.connect import connect  # noqa: E402
from team_data import FAMILIES, PACKAGES, write_history  # noqa: E402

EPISODES_PER_SESSION = 20
P50_TARGET_MS = 30.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def queries(count: int, seed: int) -> list[tuple[str, str | None]]:
    """(error text, the package a right answer installs, or None)."""
    rng = random.Random(seed)
    found: list[tuple[str, str | None]] = []
    for n in range(count):
        if n % 10 == 9:
            found.append((f"the weather report for {rng.choice(PACKAGES)} looks fine", None))
            continue
        text, kind, *_ = rng.choice(FAMILIES)
        package = rng.choice(PACKAGES)
        found.append((text.format(p=package), package if kind == "install_package" else None))
    return found


def run(url: str, machines: int, episodes: int, query_count: int, work: Path) -> None:
    sessions = max(1, episodes // (machines * EPISODES_PER_SESSION))
    total = machines * sessions * EPISODES_PER_SESSION
    started = time.perf_counter()
    for m in range(machines):
        write_history(work / f"m{m}.db", f"m{m}", sessions, EPISODES_PER_SESSION, seed=m)
    print(
        f"synthesised {machines} machines x {sessions} sessions x {EPISODES_PER_SESSION} "
        f"episodes = {total:,} episodes in {time.perf_counter() - started:.1f} s"
    )
    started = time.perf_counter()
    pushed = 0
    for m in range(machines):
        pushed += team.push(work / f"m{m}.db", url, machine=f"m{m}").symptoms
    elapsed = time.perf_counter() - started
    print(f"push: {pushed:,} episodes in {elapsed:.1f} s = {pushed / elapsed:,.0f} episodes/s")
    started = time.perf_counter()
    again = team.push(work / "m0.db", url, machine="m0")
    print(
        f"push again (m0, unchanged): {again.sessions_pushed} sessions written in "
        f"{(time.perf_counter() - started) * 1000:.0f} ms"
    )
    with connect(url) as conn:  # statistics for the planner and the common-word filter
        conn.execute("ANALYZE sessgraph.symptoms")
    local = open_readonly(work / "m0.db")
    asked = queries(query_count, seed=1)
    latencies, hits, scored = [], 0, 0
    with connect(url) as conn:
        team.team_fixes(local, conn, asked[0][0], machine="m0")  # warm the process
        for text, package in asked:
            start = time.perf_counter()
            answers = team.team_fixes(local, conn, text, machine="m0")
            latencies.append((time.perf_counter() - start) * 1000)
            if package is not None:
                scored += 1
                hits += bool(answers) and answers[0].entities == [package]
    fresh = []
    for text, _ in asked[: max(1, query_count // 4)]:
        start = time.perf_counter()
        team.team_fixes(local, url, text, machine="m0")
        fresh.append((time.perf_counter() - start) * 1000)
    local.close()
    p50, p99 = percentile(latencies, 0.5), percentile(latencies, 0.99)
    print(
        f"fixes --team ({len(latencies)} queries, open connection): p50 {p50:.1f} ms, "
        f"p99 {p99:.1f} ms, mean {statistics.fmean(latencies):.1f} ms"
    )
    print(
        f"fixes --team (new connection per query, {len(fresh)} queries): "
        f"p50 {percentile(fresh, 0.5):.1f} ms, p99 {percentile(fresh, 0.99):.1f} ms"
    )
    print(f"hit@1 of package queries: {hits / max(1, scored):.3f} ({hits}/{scored})")
    verdict = "PASS" if p50 < P50_TARGET_MS else "FAIL"
    print(f"{verdict} fixes --team p50 {p50:.1f} ms < {P50_TARGET_MS:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="an existing team store (default: a throwaway cluster)")
    parser.add_argument("--machines", type=int, default=50)
    parser.add_argument("--episodes", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=400)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="team-bench-") as work:
        if args.url:
            run(args.url, args.machines, args.episodes, args.queries, Path(work))
            return
        reason = skip_reason()
        if reason is not None:
            sys.exit(f"team_bench: {reason}; or give --url")
        cluster = start_cluster()
        try:
            run(cluster.url(), args.machines, args.episodes, args.queries, Path(work))
        finally:
            cluster.stop()


if __name__ == "__main__":
    main()
