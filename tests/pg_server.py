"""A throwaway PostgreSQL cluster for the team-store tests (Debian's ``postgresql`` binaries).

:func:`start_cluster` runs ``initdb`` into a fresh directory under the system temp dir, then
``pg_ctl start`` on a free port of 127.0.0.1 with the unix socket in that directory, fsync off
(the cluster is thrown away). PostgreSQL refuses to run as root, so as root the directory is
given to the ``postgres`` system user (created by the Debian package) and the binaries run
through ``runuser``. Authentication is ``trust``: any role connects by name, which lets the
tests log in as a real second role without passwords. :func:`skip_reason` says why no
cluster can be started (no binaries, root without a ``postgres`` user).
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

SERVICE_USER = "postgres"


def _bin_dir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=_version_key)
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("pg_ctl")
    return Path(on_path).parent if on_path else None


def _version_key(path: str) -> int:
    version = Path(path).parent.parent.name
    return int(version) if version.isdigit() else 0


def skip_reason() -> str | None:
    """Why no throwaway cluster can be started here, or ``None`` when one can."""
    if _bin_dir() is None:
        return "PostgreSQL server binaries not found (apt-get install postgresql)"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam(SERVICE_USER)
        except KeyError:
            return "running as root and there is no 'postgres' user to run the server as"
    return None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Cluster:
    """A running throwaway cluster; ``url(role, database)`` is a connection URL for it."""

    directory: Path
    port: int
    bin_dir: Path

    def url(self, role: str = SERVICE_USER, database: str = "postgres") -> str:
        return f"postgresql://{role}@127.0.0.1:{self.port}/{database}"

    def stop(self) -> None:
        _run(self.bin_dir / "pg_ctl", "-D", str(self.directory / "data"), "-m", "immediate", "stop")
        shutil.rmtree(self.directory, ignore_errors=True)


def _run(*command: str | Path) -> None:
    args = [str(part) for part in command]
    if os.geteuid() == 0:
        args = ["runuser", "-u", SERVICE_USER, "--", *args]
    done = subprocess.run(args, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed: {done.stderr.strip() or done.stdout}")


def start_cluster() -> Cluster:
    """initdb + pg_ctl start under a new temp dir; the caller stops it (:meth:`Cluster.stop`)."""
    bin_dir = _bin_dir()
    assert bin_dir is not None, skip_reason()
    directory = Path(tempfile.mkdtemp(prefix="sessgraph-pg-"))
    if os.geteuid() == 0:
        user = pwd.getpwnam(SERVICE_USER)
        os.chown(directory, user.pw_uid, user.pw_gid)
    data = directory / "data"
    _run(bin_dir / "initdb", "-D", str(data), "-A", "trust", "-U", SERVICE_USER, "--no-sync")
    port = _free_port()
    options = (
        f"-p {port} -k {directory} -c listen_addresses=127.0.0.1 -c fsync=off "
        "-c synchronous_commit=off -c full_page_writes=off -c max_connections=60"
    )
    _run(
        bin_dir / "pg_ctl", "-D", str(data), "-o", options, "-l", str(directory / "log"), "-w",
        "start",
    )  # fmt: skip
    return Cluster(directory=directory, port=port, bin_dir=bin_dir)
