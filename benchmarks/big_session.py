"""One huge transcript: time and peak memory of ``sessgraph.api.ingest`` (ingest + extract).

Usage::

    python benchmarks/big_session.py --out /tmp/big-session --size-mb 1024 [--json]

Builds (once; kept for the next run) a single Claude Code session of ``--size-mb`` MiB: the
turns of a real corpus session (the Claude Code file under ``--corpus`` with the most shell
commands, or ``--seed``) written again and again, each copy with fresh line uuids, message,
request and tool-use ids (so the reader pairs and merges within a copy only) and the same
``sessionId``.
Then ingests it into a fresh database in a child process (extraction included, the default
workers) while sampling the memory of the child and of any worker process it starts.

Reported: seconds and MB/s; the child's peak RSS (``ru_maxrss``) and the workers' peaks;
sessions, messages, commands and symptoms stored; the messages a whole read of one copy holds
times the copies (what must be stored). Target: peak RSS < 300 MB.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

MB = 1024 * 1024
TARGET_PEAK_RSS_MB = 300.0
SHARED = Path(os.environ.get("SESSGRAPH_SHARED", Path(__file__).resolve().parents[2] / "shared"))
_UUID = re.compile(rb"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_NATIVE_ID = re.compile(rb'"((?:msg|toolu|req)_[A-Za-z0-9]+)"')
_SESSION_ID = re.compile(rb'"sessionId":\s*"([0-9a-f-]{36})"')


def _load_ingest_bench() -> ModuleType:
    """``ingest_bench.py`` (for its worker-memory sampler) is a script, not a module."""
    spec = importlib.util.spec_from_file_location(
        "ingest_bench", Path(__file__).with_name("ingest_bench.py")
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("ingest_bench", module)
    spec.loader.exec_module(module)
    return module


def busiest_claude_code_file(corpus: Path) -> Path:
    """The corpus's Claude Code session with the most shell commands (so the huge session
    has commands, failures and fixes to extract, not only text)."""
    files = [p for p in (corpus / "claude_code").rglob("*.jsonl") if "agent-" not in p.name]
    if not files:
        raise SystemExit(f"no Claude Code session under {corpus}/claude_code (use --seed)")
    return max(files, key=lambda p: (p.read_bytes().count(b'"name":"Bash"'), p.name))


def build(seed: Path, out: Path, size_mb: int) -> dict[str, Any]:
    """Write the huge session to ``out`` (see the module docstring); return its description."""
    lines = seed.read_bytes().splitlines(keepends=True)
    session = _SESSION_ID.search(b"".join(lines))
    if session is None:
        raise SystemExit(f"{seed}: no sessionId, not a Claude Code session")
    session_id = session.group(1)
    target = size_mb * MB
    copies = 0
    written = 0
    tmp = out.with_suffix(".partial")
    with tmp.open("wb") as handle:
        while written < target:
            namespace = uuid.uuid5(uuid.NAMESPACE_URL, f"sessgraph-big-session/{copies}")

            def fresh_uuid(m: re.Match[bytes], namespace: uuid.UUID = namespace) -> bytes:
                old = m.group(0)
                if old == session_id:
                    return old
                return str(uuid.uuid5(namespace, old.decode())).encode()

            def fresh_id(m: re.Match[bytes], suffix: bytes = f"c{copies}".encode()) -> bytes:
                return b'"' + m.group(1) + suffix + b'"'

            for line in lines:
                line = _NATIVE_ID.sub(fresh_id, _UUID.sub(fresh_uuid, line))
                handle.write(line)
                written += len(line)
            copies += 1
    tmp.rename(out)
    description = {"seed": str(seed), "copies": copies, "bytes": written}
    out.with_suffix(".json").write_text(json.dumps(description))
    return description


def child(path: Path, db: Path) -> dict[str, Any]:
    """In this process: one ingest of ``path`` into ``db``, with memory sampling."""
    from sessgraph import api

    bench = _load_ingest_bench()
    memory = bench.WorkerMemory()
    memory.start()
    start = time.perf_counter()
    report = api.ingest(db, [path])
    seconds = time.perf_counter() - start
    workers, largest = memory.stop()
    conn = sqlite3.connect(db)
    counts = {
        table: conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
        for table in ("sessions", "messages", "commands", "symptoms", "fixes")
    }
    integrity = conn.execute("PRAGMA integrity_check").fetchone()[0]
    conn.close()
    return {
        "seconds": round(seconds, 2),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "workers_peak_rss_mb": round(workers, 1),
        "largest_worker_rss_mb": round(largest, 1),
        "status": [f.status for f in report.files],
        "warnings": report.warning_count,
        "stored": counts,
        "integrity": integrity,
    }


def messages_per_copy(seed: Path) -> int:
    from sessgraph.formats import reader_by_name

    return sum(len(p.messages) for p in reader_by_name("claude-code").read(seed))


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=Path("/tmp/big-session"), help="work dir")
    parser.add_argument("--size-mb", type=int, default=1024, help="size of the session file")
    parser.add_argument("--corpus", type=Path, default=SHARED / "corpus")
    parser.add_argument("--seed", type=Path, default=None, help="Claude Code file to repeat")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--child", nargs=2, type=Path, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.child:
        print(json.dumps(child(*args.child)))
        return 0
    seed = args.seed or busiest_claude_code_file(args.corpus)
    args.out.mkdir(parents=True, exist_ok=True)
    session = args.out / f"big-{args.size_mb}mb.jsonl"
    described = session.with_suffix(".json")
    if session.exists() and described.exists():
        built = json.loads(described.read_text())
    else:
        print(f"building {session} from {seed} ...", file=sys.stderr)
        built = build(seed, session, args.size_mb)
    with tempfile.TemporaryDirectory(prefix="sessgraph-big-", dir=args.out) as tmp:
        command = [sys.executable, __file__, "--child", str(session), f"{tmp}/big.db"]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise SystemExit(f"ingest child failed ({done.returncode}):\n{done.stderr}")
        result = json.loads(done.stdout.strip().splitlines()[-1])
    expected = messages_per_copy(Path(built["seed"])) * built["copies"]
    result.update(
        input_mb=round(built["bytes"] / MB, 1),
        copies=built["copies"],
        expected_messages=expected,
        mb_per_s=round(built["bytes"] / MB / result["seconds"], 1),
    )
    passed = result["peak_rss_mb"] < TARGET_PEAK_RSS_MB
    complete = result["stored"]["messages"] == expected and result["integrity"] == "ok"
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"session    {session} ({result['input_mb']} MB, {built['copies']} copies)")
        print(f"ingest     {result['seconds']} s ({result['mb_per_s']} MB/s, extraction included)")
        print(
            f"peak RSS   {result['peak_rss_mb']} MB (workers: {result['workers_peak_rss_mb']} MB "
            f"summed, largest {result['largest_worker_rss_mb']} MB)"
        )
        print(f"stored     {result['stored']}, integrity {result['integrity']}")
        print(f"expected   {expected} messages ({built['copies']} x one copy read whole)")
        print(f"warnings   {result['warnings']}")
        print()
        print(f"{'PASS' if passed else 'FAIL'}  peak RSS < {TARGET_PEAK_RSS_MB:g} MB")
        print(f"{'PASS' if complete else 'FAIL'}  every message stored, integrity ok")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
