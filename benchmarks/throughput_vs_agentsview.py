"""Side by side: ``sessgraph ingest`` (with extraction) against ``agentsview sync``, same files.

Usage::

    pip install agentsview          # the Go binary ships inside the PyPI package
    python benchmarks/throughput_vs_agentsview.py --source ../shared/corpus \\
        --work /tmp/tva --sizes 64,256 --repeat 3

For each ``--sizes`` entry (MiB) a corpus of real Claude Code and Codex files is built once under
``WORK/corpus-<size>`` (kept, rebuilt only when missing): the files of the real corpus copied with
fresh ids per copy (:mod:`replicate_corpus`'s id rewriting), laid out as both tools expect to find
them on a real machine: ``claude/projects/<project>-cNNNN/…`` (subagent folders kept) and
``codex/sessions/YYYY/MM/DD/rollout-….jsonl``. Opencode is left out: agentsview reads opencode's
SQLite store, not the storage files the corpus has.

Each measured run is one process from start to exit, as a user would run it, interpreter or binary
start included, on a fresh database:

* ``sessgraph ingest --db WORK/run/sessgraph.db CORPUS`` (extraction on, the default); with
  ``--ingest-only`` also ``--no-extract`` runs;
* ``agentsview sync`` with ``AGENTSVIEW_DATA_DIR`` a fresh directory, ``HOME`` a fresh directory,
  a ``config.toml`` naming the corpus's two folders, the daemon, update check and telemetry off
  (``AGENTSVIEW_NO_DAEMON=1``, as its help says for a one-shot offline run).

The tools alternate (sessgraph first in odd rounds, agentsview first in even ones), so the
machine's drift hits both alike. Per tool and size: median wall seconds, MB/s (input bytes /
wall seconds), CPU seconds (user + system of the whole process tree), the peak RSS of the largest
process of the tree (``ru_maxrss`` from ``wait4``) and the sum of every process's peak (VmHWM,
sampled under ``/proc`` every 50 ms; each process's last sample, since VmHWM only grows within
one program: a child caught between its ``vfork`` and ``exec`` shows its parent's memory, which
the program it becomes never had). The load average is printed before and after. The last
lines are the targets of issue #17: sessgraph's MB/s >= 1.5x agentsview's on each size, and
sessgraph's peak RSS < 300 MB. Exit status 0 whatever the verdicts; ``--strict`` exits 1 on a
FAIL. ``--json PATH`` writes every run.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import replicate_corpus as rc  # a sibling script, not a package

MB = 1024 * 1024
TARGET_RATIO = 1.5
TARGET_PEAK_RSS_MB = 300.0
ROOT = Path(__file__).resolve().parent.parent
_CODEX_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


# -- the corpus ------------------------------------------------------------------------------


def _claude_target(relative: Path, copy_no: int) -> Path:
    """``claude_code/<group>/<project>/rest`` -> ``claude/projects/<project>-cNNNN/rest``;
    a file directly in ``claude_code/`` (``ccviewer__x.jsonl``) gets a project of its own."""
    parts = relative.parts[1:]
    if len(parts) == 1:
        prefix, _, name = parts[0].rpartition("__")
        return Path("claude", "projects", f"-{prefix or 'loose'}-c{copy_no:04d}", name)
    return Path("claude", "projects", f"{parts[1]}-c{copy_no:04d}", *parts[2:])


def _codex_target(relative: Path) -> Path:
    """``codex/<origin>__<name>.jsonl`` -> ``codex/sessions/YYYY/MM/DD/rollout-<name>.jsonl``."""
    name = relative.name.rpartition("__")[2]
    if not name.startswith("rollout-"):
        name = f"rollout-{name}"
    found = _CODEX_DATE.search(name)
    year, month, day = found.groups() if found else ("2026", "01", "01")
    return Path("codex", "sessions", year, month, day, name)


def build_corpus(source: Path, out: Path, size_mb: float) -> tuple[int, int]:
    """Claude Code + Codex copies with fresh ids until ``out`` holds ``size_mb`` MiB; kept (a
    ``.complete`` marker) and reused by later runs. Returns (files, bytes)."""
    marker = out / ".complete"
    if marker.is_file():
        files, total = (int(v) for v in marker.read_text().split())
        return files, total
    if out.exists():
        shutil.rmtree(out)
    groups = rc.find_sources(source, None)[:2]  # Claude Code, Codex
    files = rc.interleave(groups)
    ids = rc.agent_ids(files)
    target = int(size_mb * MB)
    total = count = 0
    copy_no = 0
    while total < target:
        rewriter = rc.Rewriter(copy_no, ids)
        for item in files:
            if total >= target and not rc.is_meta(item):
                break
            renamed = rewriter.path(item.relative)
            if renamed.parts[0] == "claude_code":
                relative = _claude_target(renamed, copy_no)
            else:
                relative = _codex_target(renamed)
            total += rc.copy_file(item, out / relative, rewriter)
            count += 1
        copy_no += 1
    marker.write_text(f"{count} {total}\n")
    return count, total


# -- measuring one process tree --------------------------------------------------------------


@dataclass
class Run:
    """One measured process (tree)."""

    tool: str
    size_mb: int
    round: int
    seconds: float
    cpu_seconds: float
    peak_rss_mb: float  # largest single process (ru_maxrss of the tree, from wait4)
    tree_peak_rss_mb: float  # sum of every process's VmHWM, sampled
    processes: int
    returncode: int
    stored: dict[str, int] = field(default_factory=dict)


def process_tree(root: int) -> list[int]:
    """``root`` and every process descended from it, read from ``/proc``."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    found, todo = [root], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


class TreeMemory(threading.Thread):
    """Samples VmHWM of a process and all its descendants until stopped; ``peaks`` holds
    each process's last sample. VmHWM never decreases within one program, so the last sample
    is its peak; a maximum over all samples would also keep what a child showed between
    ``vfork`` and ``exec`` (its parent's memory: the resource tracker of a reader pool read
    42 MB that way, 12 MB once it runs)."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid = pid
        self.peaks: dict[int, float] = {}
        self.done = threading.Event()

    def _tree(self) -> list[int]:
        return process_tree(self.pid)

    def run(self) -> None:
        while not self.done.is_set():
            for pid in self._tree():
                try:
                    with open(f"/proc/{pid}/status") as f:
                        for line in f:
                            if line.startswith("VmHWM:"):
                                mb = int(line.split()[1]) / 1024
                                if mb > 0:  # (an exiting process's last sample stands)
                                    self.peaks[pid] = mb
                                break
                except OSError:
                    continue
            self.done.wait(0.05)


def measure(
    argv: Sequence[str], env: dict[str, str], cwd: Path, log: Path
) -> tuple[float, float, float, float, int, int]:
    """Run ``argv`` to its end: (wall s, CPU s, largest peak RSS MB, summed peaks MB,
    processes seen, return code)."""
    with log.open("wb") as out:
        started = time.perf_counter()
        process = subprocess.Popen(argv, env=env, cwd=cwd, stdout=out, stderr=subprocess.STDOUT)
        sampler = TreeMemory(process.pid)
        sampler.start()
        _pid, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - started
        sampler.done.set()
        sampler.join()
    process.returncode = os.waitstatus_to_exitcode(status)
    cpu = usage.ru_utime + usage.ru_stime
    return (
        seconds,
        cpu,
        usage.ru_maxrss / 1024,
        sum(sampler.peaks.values()),
        len(sampler.peaks),
        process.returncode,
    )


def _count(db: Path, tables: Sequence[str]) -> dict[str, int]:
    import sqlite3

    conn = sqlite3.connect(db)
    try:
        counts = {}
        for table in tables:
            try:
                counts[table] = conn.execute(f"SELECT count(*) FROM [{table}]").fetchone()[0]
            except sqlite3.OperationalError:
                continue
        return counts
    finally:
        conn.close()


def sessgraph_env() -> dict[str, str]:
    """The environment of a sessgraph run: this one, without a database override and without
    ``PYTHONDONTWRITEBYTECODE`` (an installed package has its bytecode cached; without the
    cache every process of the run compiles sessgraph's ~90 modules again, ~0.7 s each)."""
    skip = {"SESSGRAPH_DB", "PYTHONDONTWRITEBYTECODE"}
    return {k: v for k, v in os.environ.items() if k not in skip}


def compile_sessgraph(python: str) -> None:
    """Cache the bytecode of the sessgraph package ``python`` imports, before any timed run."""
    code = (
        "import compileall, pathlib, sessgraph; "
        "compileall.compile_dir(pathlib.Path(sessgraph.__file__).parent, quiet=1)"
    )
    subprocess.run([python, "-c", code], env=sessgraph_env(), check=True)


def run_sessgraph(
    corpus: Path, work: Path, size_mb: int, round_no: int, extract: bool, python: str
) -> Run:
    """``sessgraph ingest`` into a fresh database, one process from start to exit."""
    run_dir = work / "run"
    shutil.rmtree(run_dir, ignore_errors=True)
    run_dir.mkdir(parents=True)
    db = run_dir / "sessgraph.db"
    argv = [python, "-m", "sessgraph", "ingest", "--db", str(db), "--no-progress"]
    argv += ["--extract" if extract else "--no-extract", str(corpus)]
    env = sessgraph_env()
    seconds, cpu, peak, tree, procs, rc_ = measure(argv, env, run_dir, work / "sessgraph.log")
    stored = _count(db, ["sessions", "messages", "commands", "symptoms", "fixes"])
    tool = "sessgraph" if extract else "sessgraph-no-extract"
    return Run(tool, size_mb, round_no, seconds, cpu, peak, tree, procs, rc_, stored)


def run_agentsview(binary: str, corpus: Path, work: Path, size_mb: int, round_no: int) -> Run:
    """``agentsview sync`` with its own fresh data dir and home, offline, no daemon."""
    run_dir = work / "run"
    shutil.rmtree(run_dir, ignore_errors=True)
    data, home = run_dir / "data", run_dir / "home"
    data.mkdir(parents=True)
    home.mkdir()
    (data / "config.toml").write_text(
        f'claude_project_dirs = ["{corpus / "claude" / "projects"}"]\n'
        f'codex_sessions_dirs = ["{corpus / "codex" / "sessions"}"]\n'
    )
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "AGENTSVIEW_DATA_DIR": str(data),
        "AGENTSVIEW_NO_DAEMON": "1",
        "AGENTSVIEW_DISABLE_UPDATE_CHECK": "1",
        "AGENTSVIEW_DISABLE_AUTO_SYNC": "1",
        "AGENTSVIEW_TELEMETRY_ENABLED": "0",
        "AGENTSVIEW_NO_BROWSER": "1",
    }
    log = work / "agentsview.log"
    seconds, cpu, peak, tree, procs, rc_ = measure([binary, "sync"], env, run_dir, log)
    stored = _count(data / "sessions.db", ["sessions", "messages"])
    found = re.search(r"discovered (\d+) files", (data / "debug.log").read_text(errors="replace"))
    if found:
        stored["files_discovered"] = int(found.group(1))
    return Run("agentsview", size_mb, round_no, seconds, cpu, peak, tree, procs, rc_, stored)


def find_agentsview(explicit: str | None) -> str | None:
    """The agentsview binary: ``--agentsview``, else the Go binary inside the PyPI package
    installed in this interpreter, else ``agentsview`` on ``PATH``."""
    if explicit:
        return explicit
    try:
        import agentsview  # type: ignore[import-not-found]

        binary = Path(agentsview.__file__).parent / "bin" / "agentsview"
        if binary.is_file():
            return str(binary)
    except ImportError:
        pass
    return shutil.which("agentsview")


# -- the report ------------------------------------------------------------------------------


def summarise(runs: list[Run], sizes: dict[int, int]) -> list[dict[str, object]]:
    rows = []
    for size_mb, total in sizes.items():
        for tool in ("agentsview", "sessgraph", "sessgraph-no-extract"):
            mine = [r for r in runs if r.tool == tool and r.size_mb == size_mb]
            if not mine:
                continue
            seconds = statistics.median(r.seconds for r in mine)
            rows.append(
                {
                    "size_mb": size_mb,
                    "input_mb": total / MB,
                    "tool": tool,
                    "runs": [round(r.seconds, 2) for r in mine],
                    "seconds": seconds,
                    "mb_per_s": total / MB / seconds,
                    "cpu_seconds": statistics.median(r.cpu_seconds for r in mine),
                    "peak_rss_mb": max(r.peak_rss_mb for r in mine),
                    "tree_peak_rss_mb": max(r.tree_peak_rss_mb for r in mine),
                    "failed": sum(1 for r in mine if r.returncode != 0),
                    "stored": mine[-1].stored,
                }
            )
    return rows


def print_report(rows: list[dict[str, object]], loads: tuple[str, str]) -> list[bool]:
    print(f"load average before: {loads[0]}   after: {loads[1]}")
    header = (
        f"{'corpus':>14} {'tool':>21} {'median s':>9} {'MB/s':>7} {'CPU s':>7} "
        f"{'peak RSS':>9} {'tree RSS':>9}  runs (s); stored"
    )
    print(header)
    for row in rows:
        corpus = f"{row['input_mb']:.0f} MB"
        print(
            f"{corpus:>14} {row['tool']:>21} {row['seconds']:9.2f} {row['mb_per_s']:7.1f} "
            f"{row['cpu_seconds']:7.2f} {row['peak_rss_mb']:7.0f}MB "
            f"{row['tree_peak_rss_mb']:7.0f}MB  {row['runs']}; {row['stored']}"
            + (f" FAILED x{row['failed']}" if row["failed"] else "")
        )
    verdicts = []
    for size_mb in dict.fromkeys(int(str(r["size_mb"])) for r in rows):
        by_tool = {r["tool"]: r for r in rows if r["size_mb"] == size_mb}
        if "agentsview" in by_tool and "sessgraph" in by_tool:
            ours = float(str(by_tool["sessgraph"]["mb_per_s"]))
            theirs = float(str(by_tool["agentsview"]["mb_per_s"]))
            ratio = ours / theirs
            ok = ratio >= TARGET_RATIO
            verdicts.append(ok)
            print(
                f"{'PASS' if ok else 'FAIL'}  {size_mb} MB corpus: sessgraph / agentsview MB/s "
                f"= {ours:.1f} / {theirs:.1f} = {ratio:.2f} (target >= {TARGET_RATIO})"
            )
        for tool in ("sessgraph", "sessgraph-no-extract"):
            if tool in by_tool:
                peak = float(str(by_tool[tool]["peak_rss_mb"]))
                ok = peak < TARGET_PEAK_RSS_MB
                verdicts.append(ok)
                print(
                    f"{'PASS' if ok else 'FAIL'}  {size_mb} MB corpus: {tool} peak RSS "
                    f"{peak:.0f} MB (largest process; target < {TARGET_PEAK_RSS_MB:.0f})"
                )
    return verdicts


def _load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--source", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--work", type=Path, default=Path("/tmp/throughput-vs-agentsview"))
    parser.add_argument("--sizes", default="64,256", help="corpus sizes in MiB, comma-separated")
    parser.add_argument("--repeat", type=int, default=3, help="runs per tool and size")
    parser.add_argument("--agentsview", help="path of the agentsview binary")
    parser.add_argument("--python", default=sys.executable, help="interpreter running sessgraph")
    parser.add_argument(
        "--ingest-only", action="store_true", help="also time sessgraph ingest --no-extract"
    )
    parser.add_argument("--only", choices=["sessgraph", "agentsview"], help="run one tool only")
    parser.add_argument("--json", type=Path, help="write every run and the summary here")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target fails")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    binary = None
    if args.only != "sessgraph":
        binary = find_agentsview(args.agentsview)
        if binary is None:
            print("agentsview not found: pip install agentsview (or --agentsview PATH)")
            return 2
    if not args.source.is_dir():
        print(f"{args.source}: not a directory (expected the shared corpus)", file=sys.stderr)
        return 2
    args.work.mkdir(parents=True, exist_ok=True)
    sizes: dict[int, int] = {}
    corpora: dict[int, Path] = {}
    for size in (int(s) for s in args.sizes.split(",")):
        corpus = args.work / f"corpus-{size}"
        files, total = build_corpus(args.source, corpus, size)
        print(f"corpus {corpus}: {files} files, {total / MB:.1f} MB", flush=True)
        sizes[size], corpora[size] = total, corpus
    if args.only != "agentsview":
        compile_sessgraph(args.python)
    loads = [_load()]
    runs: list[Run] = []
    for round_no in range(args.repeat):
        for size, corpus in corpora.items():
            order: list[str] = ["sessgraph", "agentsview"]
            if round_no % 2:
                order.reverse()
            if args.only:
                order = [args.only]
            for tool in order:
                done = len(runs)
                if tool == "agentsview":
                    assert binary is not None
                    runs.append(run_agentsview(binary, corpus, args.work, size, round_no))
                else:
                    runs.append(run_sessgraph(corpus, args.work, size, round_no, True, args.python))
                    if args.ingest_only:
                        runs.append(
                            run_sessgraph(corpus, args.work, size, round_no, False, args.python)
                        )
                for last in runs[done:]:
                    print(
                        f"round {round_no} {size} MB {last.tool}: {last.seconds:.2f} s "
                        f"(load {_load()})",
                        flush=True,
                    )
    loads.append(_load())
    rows = summarise(runs, sizes)
    verdicts = print_report(rows, (loads[0], loads[1]))
    if args.json:
        payload = {"runs": [asdict(r) for r in runs], "summary": rows, "load": loads}
        args.json.write_text(json.dumps(payload, indent=1) + "\n")
    return 1 if args.strict and not all(verdicts) else 0


if __name__ == "__main__":
    raise SystemExit(main())
