"""spaCy imported without its command line: the same library, ~0.35 s of CPU less per process.

``import spacy`` runs ``from .cli.info import info`` (spaCy's ``__init__``), and ``spacy.cli``'s
own ``__init__`` imports every command of spaCy's command-line tool (training, packaging,
downloading models) with their dependencies: typer, click, weasel, requests, httpx. That is
about half of ``import spacy`` (~0.35 of ~0.7 CPU s), paid by the extraction worker of every
ingest, and nothing of it is used: sessgraph needs the tokenizer, the vocabulary, ``Doc`` and
``Span``. No other module of spaCy imports ``spacy.cli``.

:func:`import_spacy` imports spaCy with a placeholder for ``spacy.cli`` (a package with no
submodules) and ``spacy.cli.info`` (whose ``info`` imports the real one when called), then
takes both out of ``sys.modules`` and off the ``spacy`` package again: a later ``import
spacy.cli`` (a user's, in the same process) loads the real command line as usual, and
``spacy.info()`` still works. Every other module of spaCy is imported as ``import spacy``
imports it, so the pipeline built on it is the same.
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import Any

__all__ = ["import_spacy"]

_CLI = "spacy.cli"
_CLI_INFO = "spacy.cli.info"


def _info(*args: Any, **kwargs: Any) -> Any:
    """``spacy.info``: spaCy's command-line ``info``, imported when first called."""
    from spacy.cli.info import info

    return info(*args, **kwargs)


def import_spacy() -> ModuleType:
    """The ``spacy`` package, imported without ``spacy.cli`` if it was not imported yet."""
    already = sys.modules.get("spacy")
    if already is not None:
        return already
    cli = ModuleType(_CLI, "A placeholder: spaCy's command line, not imported by sessgraph.")
    cli.__path__ = []  # a package without submodules
    info = ModuleType(_CLI_INFO)
    info.info = _info  # type: ignore[attr-defined]
    cli.info = info  # type: ignore[attr-defined]
    placeholders = {_CLI: cli, _CLI_INFO: info}
    for name, module in placeholders.items():
        sys.modules.setdefault(name, module)
    try:
        import spacy
    finally:
        for name, module in placeholders.items():
            if sys.modules.get(name) is module:
                del sys.modules[name]
        package = sys.modules.get("spacy")
        if package is not None and getattr(package, "cli", None) is cli:
            delattr(package, "cli")
    return spacy
