"""``python -m sessgraph.hooks --agent A -d DB``: the hook as agents run it.

Kept apart from the click CLI so that a hook imports only what answering needs. Whatever
happens, it exits 0: a hook that fails must not disturb the agent.
"""

from __future__ import annotations

import argparse
import os
import sys

# pydantic looks for plugins through every installed distribution's entry points on first
# use; the hook process uses none, and the look-up is a large share of its start-up.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

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
    from sessgraph.api import default_db_path

    raw = sys.stdin.buffer.read()
    run_hook(raw, args.db_path or default_db_path(), agent=args.agent)
    return 0


if __name__ == "__main__":
    sys.exit(main())
