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

The other import that answers nothing is sqlite-utils' numpy
(:func:`sessgraph.optional_imports.skip_numpy_for_sqlite_utils`), skipped here as well.

Importing this module runs :func:`fast_start`; the query entry points (the CLI's package,
``python -m sessgraph.hooks``) import it before anything that imports pydantic, and worker
processes skip numpy for sqlite-utils when they start (:mod:`sessgraph.workers`). A library
user importing :mod:`sessgraph` keeps pydantic and sqlite-utils untouched.
"""

from __future__ import annotations

import os
import sys
from types import ModuleType

from sessgraph.optional_imports import skip_numpy_for_sqlite_utils

PLUGINS_ENV_VAR = "PYDANTIC_DISABLE_PLUGINS"
# The values for which pydantic's get_plugins() returns no plugin without a look-up.
_ALL_DISABLED = ("__all__", "1", "true")
_LOADER = "pydantic.plugin._loader"


def _no_plugins() -> tuple[()]:
    return ()


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
