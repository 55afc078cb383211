"""Hostile inputs, built small: files whose job is to hang, exhaust or crash an ingest.

Each case writes one or more files into a fresh directory (next to a sound transcript, so a
run also shows that the other files still ingest) and returns the paths to ingest. The cases
are shared by ``benchmarks/fuzz_readers.py --hostile`` (each run in a child process, timed,
its peak RSS measured) and by the unit tests that pin the behaviour down.
"""

from __future__ import annotations

import gzip
import json
import os
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import zstandard

OPENCODE_SESSION = "ses_0123456789abcdefAAAA"
SOUND_NEUTRAL = (
    json.dumps({"type": "session", "id": "sound-1", "title": "sound"})
    + "\n"
    + json.dumps({"type": "message", "role": "user", "text": "hello"})
    + "\n"
)
# A recursive CTE that never ends, as the body of a view.
ENDLESS = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n FROM r"


def sound_file(directory: Path) -> Path:
    """A small transcript every hostile case sits beside."""
    path = directory / "sound.jsonl"
    path.write_text(SOUND_NEUTRAL)
    return path


def _opencode_tables(con: sqlite3.Connection, skip: tuple[str, ...] = ()) -> None:
    """opencode's three tables (those not in ``skip``), with one session in them."""
    tables = {
        "session": "CREATE TABLE session (id TEXT PRIMARY KEY, title TEXT, directory TEXT)",
        "message": "CREATE TABLE message (id TEXT PRIMARY KEY, session_id TEXT, data TEXT)",
        "part": "CREATE TABLE part (id TEXT PRIMARY KEY, message_id TEXT, data TEXT)",
    }
    for name, sql in tables.items():
        if name not in skip:
            con.execute(sql)
    info = {"role": "user", "time": {"created": 1}}
    part = {"type": "text", "text": "hello"}
    if "session" not in skip:
        con.execute("INSERT INTO session VALUES (?, 'hostile', '/tmp')", (OPENCODE_SESSION,))
    if "message" not in skip:
        con.execute(
            "INSERT INTO message VALUES ('msg_1', ?, ?)", (OPENCODE_SESSION, json.dumps(info))
        )
    if "part" not in skip:
        con.execute("INSERT INTO part VALUES ('prt_1', 'msg_1', ?)", (json.dumps(part),))


def _database(path: Path, build: Callable[[sqlite3.Connection], None]) -> Path:
    con = sqlite3.connect(path)
    build(con)
    con.commit()
    con.close()
    return path


def looping_session_view(directory: Path) -> list[Path]:
    """A ~20 KB opencode.db whose ``session`` is a view that never ends."""

    def build(con: sqlite3.Connection) -> None:
        _opencode_tables(con, skip=("session",))
        con.execute(f"CREATE VIEW session AS SELECT n AS id, 'x' AS title FROM ({ENDLESS})")

    return [_database(directory / "opencode.db", build), sound_file(directory)]


def huge_rows_view(directory: Path) -> list[Path]:
    """``part`` is a view of endless rows, each 100 MB of text (a ``.json`` name)."""

    def build(con: sqlite3.Connection) -> None:
        _opencode_tables(con, skip=("part",))
        con.execute(
            "CREATE VIEW part AS SELECT 'prt_' || n AS id, 'msg_1' AS message_id, "
            f"printf('%.*c', 100000000, 'x') AS data FROM ({ENDLESS})"
        )

    return [_database(directory / "export.json", build), sound_file(directory)]


def huge_generated_column(directory: Path) -> list[Path]:
    """Real tables, but ``message.data`` is a generated column 500 MB long. (The expression
    is written into sqlite_master afterwards: inserting the row would compute it here.)"""

    def build(con: sqlite3.Connection) -> None:
        _opencode_tables(con, skip=("message",))
        con.execute(
            "CREATE TABLE message (id TEXT PRIMARY KEY, session_id TEXT, "
            "data TEXT GENERATED ALWAYS AS ('small') VIRTUAL)"
        )
        con.execute("INSERT INTO message (id, session_id) VALUES ('msg_1', ?)", (OPENCODE_SESSION,))
        con.commit()
        con.execute("PRAGMA writable_schema = ON")
        con.execute(
            "UPDATE sqlite_master SET sql = replace(sql, \"('small')\", "
            "\"(printf('%.*c', 500000000, 'y'))\") WHERE name = 'message'"
        )
        con.execute("PRAGMA writable_schema = OFF")

    return [_database(directory / "opencode.db", build), sound_file(directory)]


def triggers(directory: Path) -> list[Path]:
    """Sound tables with triggers that would rewrite the file if anything wrote to it."""

    def build(con: sqlite3.Connection) -> None:
        _opencode_tables(con)
        con.execute("CREATE TABLE log (n)")
        for table in ("session", "message", "part"):
            con.execute(
                f"CREATE TRIGGER wipe_{table} AFTER INSERT ON {table} "
                "BEGIN DELETE FROM session; DELETE FROM message; DELETE FROM part; END"
            )

    return [_database(directory / "opencode.db", build), sound_file(directory)]


def view_shadowing_table(directory: Path) -> list[Path]:
    """``session`` is both a table and (written into sqlite_master) an endless view."""

    def build(con: sqlite3.Connection) -> None:
        _opencode_tables(con)
        con.execute(f"CREATE VIEW shadow AS SELECT n AS id FROM ({ENDLESS})")
        con.commit()
        con.execute("PRAGMA writable_schema = ON")
        con.execute("UPDATE sqlite_master SET name = 'session' WHERE name = 'shadow'")
        con.execute(
            "UPDATE sqlite_master SET sql = replace(sql, 'VIEW shadow', 'VIEW session') "
            "WHERE type = 'view'"
        )
        con.execute("PRAGMA writable_schema = OFF")

    return [_database(directory / "opencode.db", build), sound_file(directory)]


def cross_join_view(directory: Path) -> list[Path]:
    """``message`` is a view multiplying a real table by itself eight times."""

    def build(con: sqlite3.Connection) -> None:
        _opencode_tables(con, skip=("message",))
        con.execute("CREATE TABLE m (id TEXT, session_id TEXT, data TEXT)")
        con.executemany(
            'INSERT INTO m VALUES (?, ?, \'{"role": "user"}\')',
            [(f"msg_{i}", OPENCODE_SESSION) for i in range(40)],
        )
        joined = ", ".join(f"m AS m{i}" for i in range(8))
        con.execute(f"CREATE VIEW message AS SELECT m0.* FROM {joined}")

    return [_database(directory / "opencode.db", build), sound_file(directory)]


def gzip_bomb(directory: Path) -> list[Path]:
    """A ~1 MB .jsonl.gz of one line inflating to 1 GB."""
    path = directory / "bomb.jsonl.gz"
    chunk = b"x" * (1 << 20)
    with gzip.open(path, "wb", compresslevel=9) as out:
        out.write(SOUND_NEUTRAL.encode() + b'{"type": "message", "role": "user", "text": "')
        for _ in range(1024):
            out.write(chunk)
        out.write(b'"}\n')
    return [path, sound_file(directory)]


def zstd_bomb(directory: Path) -> list[Path]:
    """A small opencode export .json.zst (a format read whole) inflating to 2 GB."""
    path = directory / "export.json.zst"
    chunk = b" " * (1 << 20)
    with open(path, "wb") as raw:
        writer = zstandard.ZstdCompressor(level=3).stream_writer(raw)
        writer.write(b'{\n"info": {"id": "%s"}, "messages": [' % OPENCODE_SESSION.encode())
        for _ in range(2048):
            writer.write(chunk)
        writer.write(b"]}")
        writer.close()
    return [path, sound_file(directory)]


def deep_tool_input(directory: Path) -> list[Path]:
    """A neutral transcript whose tool input is nested 300 and 5,000 levels deep."""
    lines = [json.loads(line) for line in SOUND_NEUTRAL.splitlines()]
    lines[0]["id"] = "deep-1"
    text = "\n".join(json.dumps(line) for line in lines) + "\n"
    for depth in (300, 5000):
        nested = "[" * depth + "1" + "]" * depth
        call = f'{{"id": "call-{depth}", "name": "bash", "input": {{"command": "ls", "deep": '
        call += nested + "}}"
        text += '{"type": "message", "role": "assistant", "tool_calls": [' + call + "]}\n"
    text += json.dumps({"type": "message", "role": "assistant", "text": "after"}) + "\n"
    path = directory / "deep.jsonl"
    path.write_text(text)
    return [path, sound_file(directory)]


def odd_names(directory: Path) -> list[Path]:
    """Transcripts under a non-UTF-8 name, a name with terminal escapes, and a FIFO."""
    raw = os.fsencode(directory) + b"/caf\xe9-\xff.jsonl"
    with open(raw, "wb") as out:
        out.write(SOUND_NEUTRAL.replace("sound-1", "latin-1").encode())
    (directory / "\x1b]52;c;aGk=\x07\x1b[2J.jsonl").write_text(
        SOUND_NEUTRAL.replace("sound-1", "escapes-1")
    )
    fifo = directory / "pipe.jsonl"
    os.mkfifo(fifo)
    sound_file(directory)
    return [directory, fifo]  # the FIFO met in the walk, and named explicitly


CASES: dict[str, Callable[[Path], list[Path]]] = {
    "sqlite_looping_view": looping_session_view,
    "sqlite_huge_rows_view": huge_rows_view,
    "sqlite_generated_column": huge_generated_column,
    "sqlite_triggers": triggers,
    "sqlite_view_shadowing_table": view_shadowing_table,
    "sqlite_cross_join_view": cross_join_view,
    "gzip_bomb": gzip_bomb,
    "zstd_bomb": zstd_bomb,
    "deep_tool_input": deep_tool_input,
    "odd_names": odd_names,
}


# -- running the cases ----------------------------------------------------------------------

# The child ingests one case's paths and reports what became of each file and its peak RSS.
CHILD = """
import json, resource, sys
from sessgraph import api
report = api.ingest(sys.argv[1], sys.argv[2:])
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
# ru_maxrss keeps the parent's RSS at the fork; VmHWM is this process's own (a new mm at exec)
with open("/proc/self/status") as status:
    for line in status:
        if line.startswith("VmHWM:"):
            peak = int(line.split()[1])
files = [[f.path, f.status, f.error] for f in report.files]
print(json.dumps({"peak_kib": peak, "files": files}))
"""
PEAK_LIMIT_MB = 300


@dataclass
class HostileOutcome:
    """One case: ``ok``, ``crash`` (traceback, exit status, sound file lost, an error on more
    than one line), ``hang`` (over the time limit) or ``memory`` (peak RSS over the limit)."""

    case: str
    kind: str
    seconds: float
    peak_mb: float
    failed_files: int
    detail: str = ""


def run_case(name: str, workdir: Path, time_limit: float = 120.0) -> HostileOutcome:
    """Build case ``name`` under ``workdir`` and ingest it in a child process."""
    directory = workdir / name
    directory.mkdir(parents=True)
    paths = CASES[name](directory)
    started = time.perf_counter()
    try:
        result = subprocess.run(
            [sys.executable, "-c", CHILD, str(workdir / f"{name}.db"), *map(str, paths)],
            capture_output=True,
            text=True,
            timeout=time_limit,
        )
    except subprocess.TimeoutExpired:
        return HostileOutcome(name, "hang", time.perf_counter() - started, 0.0, 0)
    seconds = time.perf_counter() - started
    if result.returncode != 0 or "Traceback" in result.stdout + result.stderr:
        return HostileOutcome(name, "crash", seconds, 0.0, 0, result.stderr[-1500:])
    report = json.loads(result.stdout.strip().splitlines()[-1])
    peak_mb = report["peak_kib"] / 1024
    failed = [(path, error) for path, status, error in report["files"] if status == "failed"]
    sound = [status for path, status, _ in report["files"] if path.endswith("sound.jsonl")]
    kind, detail = "ok", "; ".join(str(error) for _, error in failed)
    if sound != ["ingested"] or any("\n" in str(error) for _, error in failed):
        kind = "crash"
    elif peak_mb >= PEAK_LIMIT_MB:
        kind = "memory"
    return HostileOutcome(name, kind, seconds, peak_mb, len(failed), detail)


def run_all(workdir: Path, time_limit: float = 120.0) -> list[HostileOutcome]:
    """Every case, one child process each, one after another."""
    return [run_case(name, workdir, time_limit) for name in CASES]


def format_outcomes(outcomes: list[HostileOutcome]) -> str:
    """The table printed by ``fuzz_readers.py``."""
    lines = [
        f"{'hostile case':<30}{'outcome':>9}{'seconds':>9}{'peak MB':>9}{'failed':>8}  error",
    ]
    for o in outcomes:
        detail = o.detail.replace("\n", " ")
        lines.append(
            f"{o.case:<30}{o.kind:>9}{o.seconds:>9.1f}{o.peak_mb:>9.0f}{o.failed_files:>8}  "
            f"{detail[:160]}"
        )
    bad = Counter(o.kind for o in outcomes if o.kind != "ok")
    lines.append(
        f"hostile: {len(outcomes)} cases, crashes = {bad['crash']}, hangs = {bad['hang']}, "
        f"over {PEAK_LIMIT_MB} MB = {bad['memory']}, "
        f"max peak RSS {max((o.peak_mb for o in outcomes), default=0):.0f} MB"
    )
    return "\n".join(lines)
