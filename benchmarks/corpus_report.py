"""Ingest + extract the real corpus and print, per source file, what the extractor found.

Usage:
    python benchmarks/corpus_report.py [--corpus ../shared/corpus] [--db PATH] [--json]

Prints one row per source (format, sessions, messages, commands, failed commands, symptoms,
episodes, fixes, pivots) and the totals, then the files that failed to ingest (should be
none). Used to read a sample of the extractor's findings on transcripts the tools wrote.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from sessgraph import api
from sessgraph.store import open_db

PER_SOURCE = """
    SELECT src.path, src.format,
        count(DISTINCT s.id) AS sessions,
        coalesce(sum(s.message_count), 0) AS messages,
        coalesce(sum(s.command_count), 0) AS commands,
        coalesce(sum(s.failed_command_count), 0) AS failed,
        (SELECT count(*) FROM symptoms y JOIN sessions t ON t.id = y.session_id
            WHERE t.source_path = src.path) AS symptoms,
        (SELECT count(DISTINCT y.episode_id) FROM symptoms y JOIN sessions t
            ON t.id = y.session_id WHERE t.source_path = src.path) AS episodes,
        (SELECT count(*) FROM fixes f JOIN sessions t ON t.id = f.session_id
            WHERE t.source_path = src.path) AS fixes,
        (SELECT count(*) FROM pivots p JOIN sessions t ON t.id = p.session_id
            WHERE t.source_path = src.path) AS pivots
    FROM sources src LEFT JOIN sessions s ON s.source_path = src.path
    GROUP BY src.path ORDER BY src.path
"""


def report(corpus: Path, db_path: Path) -> dict[str, Any]:
    result = api.ingest(db_path, [corpus])
    db = open_db(db_path)
    cursor = db.execute(PER_SOURCE)
    columns = [c[0] for c in cursor.description]
    rows = [dict(zip(columns, r, strict=True)) for r in cursor.fetchall()]
    db.close()
    for row in rows:
        row["path"] = str(Path(row["path"]).relative_to(corpus.resolve()))
    totals = {k: sum(r[k] for r in rows) for k in columns[2:]}
    return {
        "files": rows,
        "totals": totals,
        "failed": [f.error for f in result.failed],
        "warnings": result.warning_count,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=Path("../shared/corpus"))
    parser.add_argument("--db", type=Path, help="keep the database here")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        data = report(args.corpus, args.db or Path(tmp) / "corpus.db")
    if args.json:
        print(json.dumps(data, indent=2))
        return 1 if data["failed"] else 0
    keys = ["sessions", "messages", "commands", "failed", "symptoms", "episodes", "fixes", "pivots"]
    print(f"{'file':<72}{'format':<18}" + "".join(f"{k[:8]:>9}" for k in keys))
    for row in data["files"]:
        name = row["path"] if len(row["path"]) <= 70 else "…" + row["path"][-69:]
        print(f"{name:<72}{row['format']:<18}" + "".join(f"{row[k]:>9}" for k in keys))
    print(f"{'total':<90}" + "".join(f"{data['totals'][k]:>9}" for k in keys))
    print(f"warnings: {data['warnings']}; files that failed: {len(data['failed'])}")
    for error in data["failed"]:
        print(f"  {error}")
    return 1 if data["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
