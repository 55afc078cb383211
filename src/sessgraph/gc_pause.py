"""Pause Python's cyclic garbage collector around work that builds many objects which all
stay alive until it is done: reading a source, extracting a session.

The collector's passes are triggered by the count of new containers (dicts, lists, tuples,
objects), and each full pass walks every container alive. Reading a transcript builds
hundreds of thousands of them (parsed JSON, records, rows) that live until the source is
written, so the passes walk them again and again for nothing: they were half of the readers'
CPU time on the benchmark corpus and a sixth of extraction's. That work creates no reference
cycles (JSON trees, models, tuples); anything cyclic an error leaves behind is collected once
the collector runs again.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused_gc() -> Iterator[None]:
    """Disable the cyclic collector inside the block; restore its previous state after."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
