"""Start-up of the short query processes (``sessgraph fixes``, the agent hook).

A query process lives for a fifth of a second, most of it importing. One import that answers
nothing is pydantic's plugin look-up: the first model validated calls
``pydantic.plugin._loader.get_plugins``, and that module imports ``importlib.metadata``
(email, zipfile, csv: 20-40 ms, a sixth of a query's run) before it reads
``$PYDANTIC_DISABLE_PLUGINS``. sessgraph uses no pydantic plugin, so :func:`fast_start`
disables them and, when they are disabled for all (the values pydantic itself reads as "none"),
puts in the loader's place a module whose ``get_plugins`` returns none, as pydantic's own
would. A user who names plugins to skip (``PYDANTIC_DISABLE_PLUGINS=logfire``) keeps
pydantic's loader.

The other import that answers nothing: sqlite-utils imports numpy (and tries pandas) when
installed, only to map their scalar types to column types in ``insert_all``; sessgraph never
hands it a numpy or pandas value. numpy's import is ~0.1 s of CPU, in each process of an ingest
that opens a database (the writer, the extraction worker). :func:`skip_numpy_for_sqlite_utils`
puts a finder first on ``sys.meta_path`` that answers "not installed" to those two imports
while, and only while, ``sqlite_utils.db`` is being imported; any other import of numpy, before
or after (spaCy's, a user's), finds it as usual, and a numpy imported before sqlite-utils is
used by it as before.

Importing this module runs :func:`fast_start`; the query entry points (the CLI's package,
``python -m sessgraph.hooks``) import it before anything that imports pydantic, and worker
processes call :func:`skip_numpy_for_sqlite_utils` when they start. A library user importing
:mod:`sessgraph` keeps pydantic and sqlite-utils untouched.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

PLUGINS_ENV_VAR = "PYDANTIC_DISABLE_PLUGINS"
# The values for which pydantic's get_plugins() returns no plugin without a look-up.
_ALL_DISABLED = ("__all__", "1", "true")
_LOADER = "pydantic.plugin._loader"


def _no_plugins() -> tuple[()]:
    return ()


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


def fast_start() -> None:
    """Disable pydantic plugins for this process, skip the module that looks them up, and let
    sqlite-utils skip numpy."""
    skip_numpy_for_sqlite_utils()
    os.environ.setdefault(PLUGINS_ENV_VAR, "__all__")
    if os.environ[PLUGINS_ENV_VAR] not in _ALL_DISABLED or _LOADER in sys.modules:
        return
    loader = ModuleType(_LOADER, "pydantic's plugin loader while every plugin is disabled")
    loader.get_plugins = _no_plugins  # type: ignore[attr-defined]
    sys.modules[_LOADER] = loader


fast_start()
