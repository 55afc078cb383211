"""Where an ingest's time goes: per stage in one process, per process in a real CLI run.

Usage::

    python benchmarks/profile_stages.py --corpus /tmp/throughput-vs-agentsview/corpus-64
    python benchmarks/profile_stages.py --corpus ... --cprofile 30   # plus the top 30 functions

Three measurements, each printed as a table:

1. **Stages, one process** (``SESSGRAPH_WORKERS=0``, ``api.ingest`` with extraction, run in a
   child process): wall seconds summed per stage, by wrapping the functions that do each
   stage with timers (no profiler overhead). Reading = the format readers (``read_source``
   less what follows); ``bound_input_depth``; redaction (``redact_session``); flattening to rows
   (``session_rows``); storing (``save_source``: row inserts, commit; then the full-text index
   of messages and commands, built once at the end: ``index_owed``); extraction
   = loading a session (``load_session``), analysing it (``analyse``: symptoms, episodes, fixes),
   mentions (``message_mentions``), pivots, writing the extracted rows (``save_extracts``), the
   cross-session relink (``link_sessions``) and the edges (``rebuild_edges``).
   The symptoms' FTS5 share of writing the extracted rows is measured by a second run with the
   FTS inserts left out (``--no-fts-run`` skips it): the difference of the two runs' times.
2. **Fixed costs**: a bare interpreter, ``import sessgraph.cli`` (what ``sessgraph ingest``
   imports before reading), the extraction imports and spaCy's blank pipeline, a ``spawn``
   worker's start (pool creation to the first result).
3. **Processes, real run** (``python -m sessgraph ingest`` as a user runs it): CPU seconds of
   each process of the tree (``/proc/<pid>/stat`` sampled every 50 ms), named main, reader
   (the workers at reader niceness) or extraction worker, with its peak RSS.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from throughput_vs_agentsview import process_tree  # a sibling script, not a package

MB = 1024 * 1024
ROOT = Path(__file__).resolve().parent.parent


# -- 1. stages in one process ----------------------------------------------------------------

TIMES: dict[str, float] = defaultdict(float)
CALLS: dict[str, int] = defaultdict(int)


def _timed(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            TIMES[name] += time.perf_counter() - started
            CALLS[name] += 1

    return wrapper


def _patch(module: Any, attr: str, name: str) -> None:
    setattr(module, attr, _timed(name, getattr(module, attr)))


def stage_child(corpus: str, fts: bool, cprofile: int) -> dict[str, Any]:
    """In a child: one sequential ingest with extraction, stage timers around it."""
    os.environ["SESSGRAPH_WORKERS"] = "0"
    import importlib

    from sessgraph import api
    from sessgraph.extract import edges, run
    from sessgraph.ingest import run as ingest_run
    from sessgraph.ingest import source as ingest_source
    from sessgraph.store import writes

    reading = importlib.import_module("sessgraph.reading.source")
    _patch(reading, "bound_input_depth", "read: bound_input_depth")
    # reading.source imports redact_session when it first reads (not at import): patch it where
    # it is defined.
    redact_records = importlib.import_module("sessgraph.reading.redact_records")
    _patch(redact_records, "redact_session", "read: redaction")
    _patch(reading, "session_rows", "read: rows (flatten)")
    _patch(reading, "read_source", "read: total")
    _patch(ingest_source, "read_source", "read: total")
    _patch(ingest_source, "save_source", "store: save_source")
    _patch(ingest_run, "index_owed", "store: full-text index")
    _patch(run, "load_session", "extract: load_session")
    _patch(run, "analyse", "extract: analyse (symptoms, episodes, fixes)")
    _patch(run, "message_mentions", "extract: mentions")
    _patch(run, "_pivot_rows", "extract: pivots")
    _patch(run, "_symptom_rows", "extract: symptom/fix rows")
    _patch(run, "extract_rows", "extract: rows total")
    _patch(run, "save_extracts", "extract: write rows")
    _patch(run, "link_sessions", "relink: link_sessions")
    _patch(edges, "rebuild_edges", "relink: rebuild_edges")
    if not fts:
        # The schema still creates the FTS tables (it indexes FTS_COLUMNS); writes skip them.
        class _NoIndexWrites(dict[str, tuple[str, ...]]):
            def get(self, key: str, default: Any = None) -> Any:
                return default

        writes.FTS_COLUMNS = _NoIndexWrites(writes.FTS_COLUMNS)
        # Nor the messages' and commands' index at the end of the ingest (or in the relink).
        ingest_run.index_owed = run.index_owed = lambda db: 0
    profiler = None
    if cprofile:
        import cProfile

        profiler = cProfile.Profile()
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        if profiler is not None:
            profiler.enable()
        api.ingest(Path(tmp) / "p.db", [Path(corpus)])
        if profiler is not None:
            profiler.disable()
        total = time.perf_counter() - started
    top = ""
    if profiler is not None:
        import io
        import pstats

        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(cprofile)
        top = out.getvalue()
    return {"total": total, "times": dict(TIMES), "calls": dict(CALLS), "cprofile": top}


def run_stage_child(python: str, corpus: Path, fts: bool, cprofile: int) -> dict[str, Any]:
    argv = [python, __file__, "--child", str(corpus), "--cprofile", str(cprofile)]
    if not fts:
        argv.append("--no-fts")
    out = subprocess.run(argv, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(out.stdout.splitlines()[-1])
    return result


def print_stages(with_fts: dict[str, Any], without_fts: dict[str, Any] | None) -> None:
    t = with_fts["times"]
    total = with_fts["total"]
    read_total = t.get("read: total", 0.0)
    inner = sum(
        t.get(k, 0.0)
        for k in ("read: bound_input_depth", "read: redaction", "read: rows (flatten)")
    )
    rows_total = t.get("extract: rows total", 0.0)
    extract_inner = sum(
        t.get(k, 0.0)
        for k in (
            "extract: load_session",
            "extract: analyse (symptoms, episodes, fixes)",
            "extract: mentions",
            "extract: pivots",
            "extract: symptom/fix rows",
        )
    )
    lines: list[tuple[str, float]] = [
        ("read: format readers (JSON decode, records)", read_total - inner),
        ("read: bound_input_depth", t.get("read: bound_input_depth", 0.0)),
        ("read: redaction", t.get("read: redaction", 0.0)),
        ("read: rows (flatten)", t.get("read: rows (flatten)", 0.0)),
        ("store: save_source (inserts, commit)", t.get("store: save_source", 0.0)),
        ("store: full-text index (messages, commands)", t.get("store: full-text index", 0.0)),
    ]
    if without_fts is not None:
        u = without_fts["times"]
        fts_extract = t.get("extract: write rows", 0.0) - u.get("extract: write rows", 0.0)
    for key in (
        "extract: load_session",
        "extract: analyse (symptoms, episodes, fixes)",
        "extract: symptom/fix rows",
        "extract: mentions",
        "extract: pivots",
    ):
        lines.append((key, t.get(key, 0.0)))
    lines.append(("extract: other (ids, entity rows)", rows_total - extract_inner))
    lines.append(("extract: write rows", t.get("extract: write rows", 0.0)))
    if without_fts is not None:
        lines.append(("  of which FTS5 (symptoms)", fts_extract))
    lines.append(("relink: link_sessions", t.get("relink: link_sessions", 0.0)))
    lines.append(("relink: rebuild_edges", t.get("relink: rebuild_edges", 0.0)))
    accounted = read_total + t.get("store: save_source", 0.0) + rows_total
    accounted += t.get("store: full-text index", 0.0)
    accounted += t.get("extract: write rows", 0.0) + t.get("relink: link_sessions", 0.0)
    accounted += t.get("relink: rebuild_edges", 0.0)
    lines.append(("other (discovery, open/migrate, spaCy load, checks)", total - accounted))
    print(f"\nstages, one process (SESSGRAPH_WORKERS=0): api.ingest {total:.2f} s")
    print(f"| {'stage':52} | {'s':>6} | {'share':>6} |")
    print(f"| {'-' * 52} | {'-' * 6} | {'-' * 6} |")
    for name, seconds in lines:
        print(f"| {name:52} | {seconds:6.2f} | {seconds / total:6.1%} |")


# -- 2. fixed costs --------------------------------------------------------------------------


def _wall(argv: Sequence[str]) -> float:
    started = time.perf_counter()
    subprocess.run(argv, check=True, capture_output=True)
    return time.perf_counter() - started


def _noop() -> int:
    return os.getpid()


def spawn_seconds() -> float:
    """A spawn pool as the ingest makes it, from creation to its first result."""
    from sessgraph import workers

    started = time.perf_counter()
    pool = workers.make_pool(1)
    pool.submit(_noop).result()
    took = time.perf_counter() - started
    pool.shutdown()
    return took


def print_fixed(python: str, repeat: int) -> None:
    def best(argv: Sequence[str]) -> float:
        return min(_wall(argv) for _ in range(repeat))

    rows = [
        ("interpreter alone (python -c pass)", best([python, "-c", "pass"])),
        ("import sessgraph.cli", best([python, "-c", "import sessgraph.cli"])),
        (
            "sessgraph ingest's imports (api, ingest, extract.run)",
            best([python, "-c", "import sessgraph.api, sessgraph.ingest.run"]),
        ),
        (
            "spaCy blank pipeline (import + spacy.blank('en'))",
            best([python, "-c", "import spacy; spacy.blank('en')"]),
        ),
        ("spawn worker: pool start to first result", min(spawn_seconds() for _ in range(repeat))),
    ]
    print(f"\nfixed costs (best of {repeat}, wall seconds)")
    print(f"| {'what':56} | {'s':>6} |")
    print(f"| {'-' * 56} | {'-' * 6} |")
    for name, seconds in rows:
        print(f"| {name:56} | {seconds:6.2f} |")


# -- 3. processes of a real run --------------------------------------------------------------


class ProcessSampler(threading.Thread):
    """CPU ticks, niceness and VmHWM of a process tree, sampled until stopped."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid = pid
        self.cpu: dict[int, float] = {}
        self.nice: dict[int, int] = {}
        self.peak: dict[int, float] = {}
        self.first_seen: dict[int, float] = {}
        self.last_busy: dict[int, float] = {}
        self.started = time.perf_counter()
        self.done = threading.Event()
        self.tick = os.sysconf("SC_CLK_TCK")

    def _tree(self) -> list[int]:
        return process_tree(self.pid)

    def run(self) -> None:
        while not self.done.is_set():
            for pid in self._tree():
                try:
                    with open(f"/proc/{pid}/stat") as f:
                        fields = f.read().rsplit(")", 1)[1].split()
                    with open(f"/proc/{pid}/status") as f:
                        hwm = next((ln for ln in f if ln.startswith("VmHWM:")), "VmHWM: 0")
                except OSError:
                    continue
                cpu = (int(fields[11]) + int(fields[12])) / self.tick
                if cpu > self.cpu.get(pid, 0.0):
                    self.last_busy[pid] = time.perf_counter() - self.started
                self.cpu[pid] = cpu
                self.nice[pid] = int(fields[16])
                # The last sample: VmHWM only grows within one program, and a maximum would
                # keep the parent's memory a child shows before its exec (see TreeMemory). An
                # exiting process has no VmHWM line (0): its last real sample stands.
                mb = int(hwm.split()[1]) / 1024
                if mb > 0:
                    self.peak[pid] = mb
                self.first_seen.setdefault(pid, time.perf_counter() - self.started)
            self.done.wait(0.05)


def print_processes(python: str, corpus: Path, extract: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        argv = [python, "-m", "sessgraph", "ingest", "--db", f"{tmp}/p.db", "--no-progress"]
        argv += ["--extract" if extract else "--no-extract", str(corpus)]
        started = time.perf_counter()
        process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        sampler = ProcessSampler(process.pid)
        sampler.start()
        process.wait()
        wall = time.perf_counter() - started
        sampler.done.set()
        sampler.join()
    base_nice = sampler.nice.get(process.pid, 0)
    print(
        f"\nprocesses, `sessgraph ingest {'--extract' if extract else '--no-extract'}`: "
        f"wall {wall:.2f} s"
    )
    print(
        f"| {'process':28} | {'CPU s':>6} | {'peak RSS MB':>11} | {'started at s':>12} "
        f"| {'last busy at s':>14} |"
    )
    print(f"| {'-' * 28} | {'-' * 6} | {'-' * 11} | {'-' * 12} | {'-' * 14} |")
    total = 0.0
    for pid, cpu in sorted(sampler.cpu.items(), key=lambda kv: sampler.first_seen[kv[0]]):
        if pid == process.pid:
            role = "main (writer)"
        elif sampler.nice[pid] > base_nice:
            role = "reader worker"
        elif cpu < 0.2:
            role = "helper (resource tracker)"
        else:
            role = "extraction worker"
        total += cpu
        print(
            f"| {role:28} | {cpu:6.2f} | {sampler.peak.get(pid, 0.0):11.0f} | "
            f"{sampler.first_seen[pid]:12.2f} | {sampler.last_busy.get(pid, 0.0):14.2f} |"
        )
    print(f"| {'all processes':28} | {total:6.2f} | {'':11} | {'':12} | {'':14} |")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--corpus", type=Path)
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--cprofile", type=int, default=0, help="also print the top N functions")
    parser.add_argument("--no-fts-run", action="store_true", help="skip the run without FTS")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each fixed cost")
    parser.add_argument("--only", choices=["stages", "fixed", "processes"])
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--no-fts", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(stage_child(args.child, not args.no_fts, args.cprofile)))
        return 0
    if args.corpus is None and args.only != "fixed":
        parser.error("--corpus is required")
    # Bytecode cached, as for an installed package (see throughput_vs_agentsview.sessgraph_env).
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    code = (
        "import compileall, pathlib, sessgraph; "
        "compileall.compile_dir(pathlib.Path(sessgraph.__file__).parent, quiet=1)"
    )
    subprocess.run([args.python, "-c", code], check=True)
    print(f"load average: {' '.join(Path('/proc/loadavg').read_text().split()[:3])}")
    if args.only in (None, "stages"):
        with_fts = run_stage_child(args.python, args.corpus, True, args.cprofile)
        without = None if args.no_fts_run else run_stage_child(args.python, args.corpus, False, 0)
        print_stages(with_fts, without)
        if with_fts["cprofile"]:
            print(with_fts["cprofile"])
    if args.only in (None, "fixed"):
        print_fixed(args.python, args.repeat)
    if args.only in (None, "processes"):
        print_processes(args.python, args.corpus, True)
        print_processes(args.python, args.corpus, False)
    print(f"load average: {' '.join(Path('/proc/loadavg').read_text().split()[:3])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
