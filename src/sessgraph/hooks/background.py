"""Fresh knowledge: ingest the transcript that just ended, in the background.

When a turn or a session ends (Claude Code ``Stop``/``SessionEnd``, Codex ``Stop``,
opencode ``session.idle``) the hook starts ``sessgraph hook ingest-one DB FILE`` as a
detached process and returns at once, so the agent never waits for an ingest. That process
takes an exclusive lock beside the database (``<db>.hook-ingest.lock``) so that the turns of
several agents ingest one at a time instead of contending for SQLite's write lock, then
ingests the one file: unchanged files are skipped by size and mtime, a grown one re-read, so
a burst of ``Stop`` events costs one real ingest. Its output goes to ``<db>.hook-ingest.log``
(the last run only), since nobody watches it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from sessgraph.hooks.events import HookEvent

LOCK_SUFFIX = ".hook-ingest.lock"
LOG_SUFFIX = ".hook-ingest.log"
LOCK_WAIT_SECONDS = 120.0


def transcript_of(event: HookEvent) -> Path | None:
    """The file to ingest after ``event``: its transcript, else the agent's default store
    (opencode's idle event names no file)."""
    if event.transcript_path:
        return Path(event.transcript_path)
    if event.agent != "opencode":
        return None
    data_home = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    for candidate in (data_home / "opencode" / "opencode.db", data_home / "opencode" / "storage"):
        if candidate.exists():
            return candidate
    return None


def lock_path(db_path: str | Path) -> Path:
    return Path(str(db_path) + LOCK_SUFFIX)


def ingest_in_background(db_path: str | Path, transcript: str | Path) -> subprocess.Popen[bytes]:
    """Start the detached ingest of ``transcript`` into ``db_path``; return at once."""
    log = Path(str(db_path) + LOG_SUFFIX)
    with open(log, "wb") as out:
        return subprocess.Popen(
            [
                sys.executable,
                "-m",
                "sessgraph",
                "hook",
                "ingest-one",
                "-d",
                str(db_path),
                str(transcript),
            ],
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            close_fds=True,
        )


class LockTimeout(Exception):
    """Another ingest held the lock for longer than the wait allows."""


def _acquire(fd: int, wait: float) -> None:
    import fcntl

    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() > deadline:
                raise LockTimeout from None
            time.sleep(0.1)


def ingest_one(db_path: str | Path, transcript: str | Path, wait: float = LOCK_WAIT_SECONDS) -> str:
    """Ingest one transcript under the hook lock; returns the file's status."""
    from sessgraph.api import ingest

    fd = os.open(lock_path(db_path), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        _acquire(fd, wait)
        report = ingest(db_path, [transcript])
    finally:
        os.close(fd)
    statuses = [result.status for result in report.files]
    return statuses[0] if statuses else "no transcript"
