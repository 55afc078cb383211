"""``python -m sessgraph.hooks --agent A -d DB``: the hook as agents run it.

Kept apart from the click CLI so that a hook imports only what answering needs: the event is
parsed first, and an event the hook does not answer (a Codex ``PostToolUse`` of a command that
succeeded, the most frequent by far) exits before the query layer is imported. Whatever
happens, it exits 0: a hook that fails must not disturb the agent.
"""

from __future__ import annotations

import argparse
import sys

# First, before pydantic is imported: it skips pydantic's plugin look-up.
import sessgraph.hooks.startup  # noqa: F401
from sessgraph.hooks.events import AGENTS
from sessgraph.hooks.respond import run_hook


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sessgraph.hooks", add_help=True)
    parser.add_argument("--agent", choices=AGENTS, default=None)
    parser.add_argument("-d", "--db", dest="db_path", default=None)
    try:
        args = parser.parse_args(argv)
    except SystemExit:
        return 0
    raw = sys.stdin.buffer.read()
    run_hook(raw, args.db_path, agent=args.agent)
    return 0


if __name__ == "__main__":
    sys.exit(main())
