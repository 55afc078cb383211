"""Stops that did not take effect: a port still held after the agent stopped what held it.

Issue 12, class 3 (a failure without error text). Freeing a port is a goal whose success no
exit status reports: ``kill``, ``pkill -f node``, ``docker stop`` or ``pm2 stop`` exit 0
whether or not the listener was theirs, and the check that follows (``ss -tlnp | grep
:3000``, ``lsof -i :3000``, ``netstat -ano | findstr :3000``) exits 0 *because* the port is
still held. The failure is that check printing a listener on the port it asked about, right
after a stop (in an earlier command among the last few, or an earlier step of the same
command). A check with no stop before it is a look at what is running, not a failed stop.

The rule reads program families (process stops, service managers, container runtimes,
socket listers) and the port number the check names, never a session's wording.
"""

from __future__ import annotations

import re

from sessgraph.extract.command_steps import program, steps
from sessgraph.extract.signatures import ErrorHit

# Programs that stop processes, and verbs that stop a service or a container.
_STOPPERS = frozenset({"kill", "pkill", "killall", "taskkill", "stop-process", "kill-port"})
_STOP_VERBS = {
    "docker": {"stop", "kill", "rm", "down"},
    "podman": {"stop", "kill", "rm"},
    "pm2": {"stop", "delete", "kill"},
    "systemctl": {"stop", "kill"},
    "service": {"stop"},
    "launchctl": {"unload", "bootout", "stop"},
    "brew": {"stop"},
    "docker-compose": {"down", "stop", "kill"},
}
# Socket listers, which name the port they ask about.
_LISTERS = frozenset({"ss", "netstat", "lsof", "fuser", "get-nettcpconnection"})
_PORT_ARG = re.compile(r"(?::|^|tcp:|=)(\d{2,5})(?:/tcp)?$")
# A listener in the lister's own words: `LISTEN`, Windows' `LISTENING`, lsof's `(LISTEN)`.
_LISTENING = re.compile(r"\bLISTEN(?:ING)?\b|\(LISTEN\)")

# How many earlier commands a stop may lie back (the check usually follows at once, after a
# `sleep` at most).
RECENT_STOPS = 3


def _stops(command: str) -> bool:
    """Whether some step of ``command`` stops a process, a service or a container."""
    for argv, _sep in steps(command):
        if not argv:
            continue
        name = program(argv).lower()
        if name in _STOPPERS or (name == "fuser" and "-k" in argv):
            return True
        verbs = _STOP_VERBS.get(name)
        if verbs and any(a in verbs for a in argv[1:4]):
            return True
    return False


def _checked_port(command: str) -> tuple[str, bool] | None:
    """The port a socket lister in ``command`` asks about, and whether a step before the
    lister stops something (``kill -9 $(lsof -ti :3000); lsof -i :3000``)."""
    found = steps(command)
    for n, (argv, _sep) in enumerate(found):
        name = program(argv).lower() if argv else ""
        if name == "fuser" and "-k" in argv:
            continue
        # The port may be in the lister's own arguments or in the filter after it
        # (`ss -tlnp | grep :3000`, `netstat -ano | findstr :3000`).
        if name not in _LISTERS:
            continue
        words = [word for step, _ in found[n : n + 3] for word in step[1:]]
        for word in words:
            match = _PORT_ARG.search(word.strip("'\""))
            if match:
                return match.group(1), any(_stops(" ".join(step)) for step, _ in found[:n])
    return None


def port_still_held(command: str, output: str, recent_commands: list[str]) -> ErrorHit | None:
    """The failure of a check that shows the port it asks about still held right after a
    stop (issue 12, class 3: the stop's exit 0 hid that it freed nothing)."""
    checked = _checked_port(command)
    if checked is None:
        return None
    port, stopped_here = checked
    if not (stopped_here or any(_stops(c) for c in recent_commands[-RECENT_STOPS:])):
        return None
    for line in output.splitlines():
        if _LISTENING.search(line) and re.search(rf"[:.]{port}\b", line):
            text = f"port {port} still in use after the stop: {' '.join(line.split())[:200]}"
            return ErrorHit("service", "PortStillInUse", text, 1, score=60)
    return None
