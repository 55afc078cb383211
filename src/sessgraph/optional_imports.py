"""Optional imports of sessgraph's dependencies that its processes skip: sqlite-utils' numpy.

sqlite-utils imports numpy (and tries pandas) when installed, only to map their scalar types to
column types in ``insert_all``; sessgraph never hands it a numpy or pandas value. numpy's import
is ~0.1 s of CPU, in each process of an ingest that opens a database (the writer, the extraction
worker). :func:`skip_numpy_for_sqlite_utils` puts a finder first on ``sys.meta_path`` that
answers "not installed" to those two imports while, and only while, ``sqlite_utils.db`` is being
imported; any other import of numpy, before or after (spaCy's, a user's), finds it as usual, and
a numpy imported before sqlite-utils is used by it as before.

The CLI's start-up (:mod:`sessgraph.hooks.startup`) and sessgraph's worker processes
(:mod:`sessgraph.workers`) call it; a library user importing :mod:`sessgraph` keeps
sqlite-utils untouched. It imports nothing of sessgraph, so any layer may use it.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

# Optional imports of sqlite-utils that sessgraph has no use for, and the module importing them.
_SKIPPED_FOR_SQLITE_UTILS = frozenset({"numpy", "pandas"})
_SQLITE_UTILS_DB = "sqlite_utils.db"


class _SkipForSqliteUtils:
    """A meta path finder: numpy and pandas are "not installed" to ``sqlite_utils.db``'s
    import-time ``try: import ... except ImportError``, and only to it."""

    @staticmethod
    def find_spec(
        name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if name in _SKIPPED_FOR_SQLITE_UTILS:
            importing = sys.modules.get(_SQLITE_UTILS_DB)
            spec = getattr(importing, "__spec__", None)
            if getattr(spec, "_initializing", False):
                raise ModuleNotFoundError(f"{name} is not imported for sqlite-utils", name=name)
        return None


def skip_numpy_for_sqlite_utils() -> None:
    """Let sqlite-utils' import skip numpy and pandas in this process (module docstring)."""
    if not any(isinstance(f, _SkipForSqliteUtils) for f in sys.meta_path):
        sys.meta_path.insert(0, _SkipForSqliteUtils())
