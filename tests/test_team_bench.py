"""benchmarks/team_bench.py runs end to end against a real server (a small store)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_team_bench_prints_every_figure(team_db: str) -> None:
    """Push throughput, fixes --team latency with the client's and PostgreSQL's CPU per
    query, hit@1 and the verdict line, on two machines' small histories."""
    done = subprocess.run(
        [
            sys.executable, str(REPO / "benchmarks" / "team_bench.py"), "--url", team_db,
            "--machines", "2", "--episodes", "200", "--queries", "20", "--no-labelled",
        ],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "push: 200 episodes" in out
    assert "this process's CPU p50" in out and "load average" in out
    assert "PostgreSQL's CPU per query" in out
    assert "hit@1 of package queries: 1.000" in out
    assert "fixes --team p50" in out.splitlines()[-1]
