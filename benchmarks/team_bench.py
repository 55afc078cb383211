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
  (the MCP server, Datasette) holds it, after ``VACUUM ANALYZE`` of the symptoms and fixes
  (autovacuum's job on a live store: since PostgreSQL 13 inserts alone start it; it sets the
  visibility map the index-only skip scans read and empties the GIN index's pending list,
  which a search otherwise reads whole); p50 / p99 in ms, target p50 < 30 ms, with the
  process's own CPU time per query (the rest is PostgreSQL's and the wait for the CPU on a
  loaded machine) and the load average. The same with
  a new connection per query (what one ``sessgraph fixes --team`` process pays) is printed
  beside it. ``hit@1``: the share of package queries whose top answer installs that package.
* **labelled, across machines**: the labelled-real sets (``tests/labelled-real/*/gold.json``,
  ``../shared/labelled-real/*.gold.json``, those whose transcripts are present) are scored
  as ``sessgraph eval`` scores its cross-session queries (``score_similar``), twice: on one
  database holding every labelled file (the single-machine figure), and with every file
  ingested on a machine of its own and pushed to a fresh team database, each query asked by
  its file's machine (its own sessions excluded, as in eval) through ``team_fixes``, so
  every hit comes from another machine's push. The two hit@1 must be equal.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))

from pg_server import skip_reason, start_cluster  # noqa: E402  (after the path is set)
from sessgraph import team  # noqa: E402
from sessgraph.store import open_readonly  # noqa: E402
from sessgraph.team.connect import connect  # noqa: E402
from team_data import FAMILIES, PACKAGES, write_history  # noqa: E402

EPISODES_PER_SESSION = 20
P50_TARGET_MS = 30.0
SHARED = REPO.parent / "shared"


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


def backend_cpu_seconds(conn: object) -> float | None:
    """CPU time (user + system) the server process of ``conn`` has used so far, when it
    runs on this machine and /proc shows it (a loopback cluster); else ``None``."""
    pid = conn.execute("SELECT pg_backend_pid()").fetchone()[0]  # type: ignore[attr-defined]
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


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
        conn.execute("VACUUM ANALYZE sessgraph.symptoms")
        conn.execute("VACUUM ANALYZE sessgraph.fixes")
    local = open_readonly(work / "m0.db")
    asked = queries(query_count, seed=1)
    latencies, cpu, hits, scored = [], [], 0, 0
    with connect(url) as conn:
        team.team_fixes(local, conn, asked[0][0], machine="m0")  # warm the process
        server_before = backend_cpu_seconds(conn)
        for text, package in asked:
            start, used = time.perf_counter(), time.process_time()
            answers = team.team_fixes(local, conn, text, machine="m0")
            latencies.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - used) * 1000)
            if package is not None:
                scored += 1
                hits += bool(answers) and answers[0].entities == [package]
        server_after = backend_cpu_seconds(conn)
    fresh = []
    for text, _ in asked[: max(1, query_count // 4)]:
        start = time.perf_counter()
        team.team_fixes(local, url, text, machine="m0")
        fresh.append((time.perf_counter() - start) * 1000)
    local.close()
    p50, p99 = percentile(latencies, 0.5), percentile(latencies, 0.99)
    print(
        f"fixes --team ({len(latencies)} queries, open connection): p50 {p50:.1f} ms, "
        f"p99 {p99:.1f} ms, mean {statistics.fmean(latencies):.1f} ms; this process's CPU "
        f"p50 {percentile(cpu, 0.5):.1f} ms; load average "
        + " ".join(f"{x:.2f}" for x in os.getloadavg())
    )
    if server_before is not None and server_after is not None:
        per_query = (server_after - server_before) * 1000 / len(asked)
        print(
            f"  PostgreSQL's CPU per query (its backend process, mean): {per_query:.1f} ms; "
            f"with this process's: {per_query + statistics.fmean(cpu):.1f} ms, what a query "
            "costs on an idle machine"
        )
    print(
        f"fixes --team (new connection per query, {len(fresh)} queries): "
        f"p50 {percentile(fresh, 0.5):.1f} ms, p99 {percentile(fresh, 0.99):.1f} ms"
    )
    print(f"hit@1 of package queries: {hits / max(1, scored):.3f} ({hits}/{scored})")
    verdict = "PASS" if p50 < P50_TARGET_MS else "FAIL"
    print(f"{verdict} fixes --team p50 {p50:.1f} ms < {P50_TARGET_MS:.0f} ms")


def labelled_gold_paths() -> list[Path]:
    """The labelled-real gold files whose transcripts are on this machine."""
    found = sorted((REPO / "tests" / "labelled-real").glob("*/gold.json"))
    found += sorted((SHARED / "labelled-real").glob("*.gold.json"))
    from sessgraph.evaluate.real import load_sets

    return [path for path in found if all(f.path.exists() for f in load_sets([path])[0])]


def _hit_at(similar: dict[str, Any]) -> tuple[int, int, int]:
    queries = similar["queries"]
    return (
        sum(q["hit_at_1"] for q in queries),
        sum(q["hit_at_3"] for q in queries),
        len(queries),
    )


@contextmanager
def _answered_by(answer: Any) -> Iterator[None]:
    """``score_similar`` with ``similar_fixes`` answered by ``answer`` (it looks the function
    up in ``sessgraph.similar`` when called, so the scoring itself is eval's own). The team
    query binds the real one first: it ranks with it."""
    import sessgraph.similar
    import sessgraph.team.query  # before the swap, not inside it

    original = sessgraph.similar.similar_fixes
    sessgraph.similar.similar_fixes = answer
    try:
        yield
    finally:
        sessgraph.similar.similar_fixes = original


def labelled_across_machines(url: str, work: Path) -> bool | None:
    """Print hit@1 / hit@3 of the labelled cross-session queries on one database and with
    each labelled file on its own machine; whether they are equal (``None``: no sets here)."""
    from sessgraph.evaluate.queries import score_similar
    from sessgraph.evaluate.real import ingest_labelled, load_sets
    from sessgraph.store import open_db

    paths = labelled_gold_paths()
    if not paths:
        print("labelled, across machines: skipped (no labelled-real transcripts here)")
        return None
    files, groups = load_sets(paths)
    everything = open_db(work / "labelled-all.db")
    ingest_labelled(everything, files)
    single = score_similar(everything, files, groups)
    machine_of: dict[str, str] = {}
    databases: dict[str, Path] = {}
    started = time.perf_counter()
    for n, labelled in enumerate(load_sets(paths)[0]):
        name, path = f"lab{n:02d}", work / f"labelled-{n:02d}.db"
        db = open_db(path)
        ingest_labelled(db, [labelled])
        db.close()
        team.push(path, url, machine=name)
        databases[name] = path
        machine_of.update(dict.fromkeys(labelled.session_ids, name))
    print(
        f"labelled: {len(files)} files on {len(databases)} machines ingested and pushed in "
        f"{time.perf_counter() - started:.0f} s"
    )
    locals_ = {name: open_readonly(path) for name, path in databases.items()}
    with connect(url) as conn:
        conn.execute("VACUUM ANALYZE sessgraph.symptoms")

        def from_the_team(
            db: Any, text: str, limit: int = 5, exclude_sessions: Collection[str] = ()
        ) -> list[Any]:
            asking = next((machine_of[s] for s in exclude_sessions if s in machine_of), None)
            local = locals_.get(asking) if asking else None
            return team.team_fixes(
                local,
                conn,
                text,
                limit,
                machine=asking or "nobody",
                exclude_sessions=exclude_sessions,
            )

        with _answered_by(from_the_team):
            across = score_similar(everything, files, groups)
    for db in locals_.values():
        db.close()
    everything.close()
    one, many = _hit_at(single), _hit_at(across)
    print(
        f"labelled cross-session queries ({one[2]}), one database: hit@1 {one[0]}/{one[2]}, "
        f"hit@3 {one[1]}/{one[2]}, nothing similar {single['nothing_similar']}"
    )
    print(
        f"labelled cross-session queries, one machine per file via the team store: "
        f"hit@1 {many[0]}/{many[2]}, hit@3 {many[1]}/{many[2]}, "
        f"nothing similar {across['nothing_similar']}"
    )
    for query_one, query_many in zip(single["queries"], across["queries"], strict=True):
        if query_one["hit_at_1"] != query_many["hit_at_1"]:
            print(
                f"  differs: {query_one['file']} {query_one['native_id']}: one database "
                f"{query_one['hit_at_1']}, across machines {query_many['hit_at_1']}"
                f" ({query_many.get('miss', '')})"
            )
    equal = one[0] == many[0]
    print(f"{'PASS' if equal else 'FAIL'} labelled hit@1 across machines equals one database")
    return equal


def _new_database(url: str) -> str:
    """A fresh database on the server of ``url`` (its URL), for the labelled store."""
    name = f"labelled_{uuid.uuid4().hex[:8]}"
    with connect(url) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    base, _, _ = url.rpartition("/")
    return f"{base}/{name}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="an existing team store (default: a throwaway cluster)")
    parser.add_argument("--machines", type=int, default=50)
    parser.add_argument("--episodes", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=400)
    parser.add_argument(
        "--no-labelled", action="store_true", help="skip the labelled sets across machines"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="team-bench-") as work:
        if args.url:
            run(args.url, args.machines, args.episodes, args.queries, Path(work))
            if not args.no_labelled:
                labelled_across_machines(_new_database(args.url), Path(work))
            return
        reason = skip_reason()
        if reason is not None:
            sys.exit(f"team_bench: {reason}; or give --url")
        cluster = start_cluster()
        try:
            run(cluster.url(), args.machines, args.episodes, args.queries, Path(work))
            if not args.no_labelled:
                labelled_across_machines(_new_database(cluster.url()), Path(work))
        finally:
            cluster.stop()


if __name__ == "__main__":
    main()
