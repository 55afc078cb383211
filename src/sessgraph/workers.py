"""Runtime tuning in one place: worker processes, their priority, the paused garbage collector.

Worker processes (:func:`make_pool`) are started with ``spawn``: a ``fork`` of a process that
holds an open SQLite connection (and maybe threads) is unsafe, and ``spawn`` (unlike
``forkserver``) keeps the workers children of this process, so they can tell when it dies and
exit. :func:`worker_count` reads ``$SESSGRAPH_WORKERS`` (default two, none on a single core, one
fewer beside an extraction worker on a small ingest); :func:`reader_count` is what an ingest
uses: none at all beside the extraction worker on two cores for a small input
(:func:`reads_here`: the writing process reads).
Reader workers run at :data:`READER_NICENESS` below the writer: the writer is the serial stage.

:func:`paused_gc` pauses Python's cyclic garbage collector around work that builds many objects
which all stay alive until it is done: reading a source, extracting a session. The collector's
passes are triggered by the count of new containers (dicts, lists, tuples, objects), and each
full pass walks every container alive. Reading a transcript builds hundreds of thousands of them
(parsed JSON, records, rows) that live until the source is written, so the passes walk them
again and again for nothing: they were half of the readers' CPU time on the benchmark corpus and
a sixth of extraction's. That work creates no reference cycles (JSON trees, models, tuples);
anything cyclic an error leaves behind is collected once the collector runs again.

Both the ingest (reader pool) and the extractor (background extraction pool) use these, so they
live below both stages rather than in either (an ingest ↔ extract import cycle before).
"""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager

from sessgraph.optional_imports import skip_numpy_for_sqlite_utils

WORKERS_ENV_VAR = "SESSGRAPH_WORKERS"
MAX_WORKERS = 2
# Reader processes run at this lower priority (a ``nice`` increment). The writer (this
# process) is the serial stage: when it and the readers want more cores than there are, it
# goes first, so results do not pile up unwritten while the readers race ahead. The extraction
# worker keeps the writer's priority: it is a serial stage too, and work it falls behind on
# is left for the end, when one core would do it alone.
READER_NICENESS = 10


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


# Below this much input, an ingest with extraction has its extraction worker as the longest
# process; above it the writer is, and needs both readers to keep it fed (benchmarks/README,
# issue 17: one reader was 22 % faster on 64 MB and 12 % slower on 256 MB).
SMALL_INGEST_BYTES = 128 << 20


# Below this much input, on two cores, an ingest with extraction reads in the writing process
# itself (no reader process), beside the extraction worker: on 64 MB the writer reading and
# writing (~4 s of CPU) still finishes before the extraction worker (~5 s), and a reader
# process costs its start-up (~0.4 s: imports, redaction pre-check) plus pickling every row
# across (benchmarks/README, issue 17).
READ_HERE_BYTES = 96 << 20


def reads_here(extract: bool, input_bytes: int) -> bool:
    """Should an ingest of ``input_bytes`` read in its writing process, beside a background
    extraction worker? On two cores, with extraction, below :data:`READ_HERE_BYTES`, unless
    ``$SESSGRAPH_WORKERS`` says how many readers to use."""
    return (
        extract
        and input_bytes < READ_HERE_BYTES
        and not os.environ.get(WORKERS_ENV_VAR, "").strip()
        and (os.cpu_count() or 1) == 2
    )


def reader_count(extract: bool, input_bytes: int) -> int:
    """Reader processes for an ingest of ``input_bytes``: none when it :func:`reads_here`,
    else :func:`worker_count` (one reader fewer beside extraction below
    :data:`SMALL_INGEST_BYTES`)."""
    if reads_here(extract, input_bytes):
        return 0
    return worker_count(extract and input_bytes < SMALL_INGEST_BYTES)


def worker_count(extract: bool = False) -> int:
    """Reader processes to use: ``$SESSGRAPH_WORKERS``, else 2 (none on a single core); with
    ``extract`` (an extraction worker runs beside them) one core fewer, at least one."""
    value = os.environ.get(WORKERS_ENV_VAR, "").strip()
    if value:
        try:
            return max(0, int(value))
        except ValueError:
            raise ValueError(
                f"{WORKERS_ENV_VAR}={value!r}: expected a number of worker processes (0 = none)"
            ) from None
    cores = os.cpu_count() or 1
    if cores < 2:
        return 0
    # Two readers on two cores: with this process writing, three processes keep both cores
    # busy (one reader alone is the bottleneck: reading costs ~1.5x writing). With extraction
    # the extraction worker is the third busy process and the longest one (on two cores it
    # is the critical path up to ~100 MB, the writer beyond), so one reader keeps up: a second
    # one only adds its start-up (~0.35 s of CPU: imports, pydantic models) and contention.
    # The ingest asks for this only below SMALL_INGEST_BYTES of input.
    if extract:
        return max(1, min(MAX_WORKERS, cores - 1))
    return min(MAX_WORKERS, cores)


def _worker_init(main_pid: int, niceness: int) -> None:
    # Before the first task's imports: no numpy for sqlite-utils (~0.1 s of CPU per worker).
    skip_numpy_for_sqlite_utils()

    # Ctrl-C reaches the whole process group; the main process handles it and stops workers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if niceness and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(niceness)
    # A worker must not outlive a main process killed with -9 (it would wait for work forever).
    threading.Thread(target=_exit_with, args=(main_pid,), daemon=True).start()


def _exit_with(main_pid: int) -> None:
    while os.getppid() == main_pid:
        time.sleep(0.5)
    os._exit(1)


def make_pool(workers: int, niceness: int = 0) -> ProcessPoolExecutor:
    """Worker processes, started with ``spawn`` (see the module docstring); ``niceness``
    lowers their priority below this process's (see :data:`READER_NICENESS`)."""
    context = multiprocessing.get_context("spawn")
    return ProcessPoolExecutor(
        workers, mp_context=context, initializer=_worker_init, initargs=(os.getpid(), niceness)
    )


def stop_pool(pool: ProcessPoolExecutor) -> None:
    """Stop workers now (on an interrupt or an error): cancel queued reads, end running ones."""
    processes = list((getattr(pool, "_processes", None) or {}).values())  # shutdown drops it
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
