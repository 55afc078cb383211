"""The tuning / test split of the labelled-real files, by repository.

Rules are tuned on the tuning half only and the test half is reported, so a file's half must
not depend on who runs the evaluation: repositories decided before tuning are listed in
``eval_data/split.tsv``; any other repository (a set labelled later) gets its half from a hash
of its ``owner/name``, so that adding files never moves existing ones. A file's repository
comes from the ``MANIFEST.tsv`` beside its transcripts or beside the set's gold file
(``local_file <TAB> repo ...``; a note after the name, such as ``(fork of ...)``, is
ignored). A file no manifest names is ``unassigned``: it counts in ``all`` only.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from importlib import resources
from pathlib import Path

HALVES = ("tuning", "test")
UNASSIGNED = "unassigned"


@lru_cache(maxsize=1)
def listed_halves() -> dict[str, str]:
    """``repo -> half`` as decided in ``eval_data/split.tsv``."""
    text = resources.files("sessgraph").joinpath("eval_data/split.tsv").read_text("utf-8")
    halves: dict[str, str] = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            repo, half = line.split("\t")[:2]
            halves[repo.strip()] = half.strip()
    return halves


def hashed_half(repo: str) -> str:
    """The half of a repository the split file does not list."""
    return "tuning" if int(hashlib.sha1(repo.encode()).hexdigest(), 16) % 2 == 0 else "test"


def half_of(repo: str | None) -> str:
    """The half of a file from ``repo`` (``unassigned`` without one)."""
    if not repo:
        return UNASSIGNED
    return listed_halves().get(repo) or hashed_half(repo)


def repos_of(root: Path) -> dict[str, str]:
    """``local file -> repo`` from ``root/MANIFEST.tsv`` (empty when there is none)."""
    manifest = root / "MANIFEST.tsv"
    if not manifest.is_file():
        return {}
    repos: dict[str, str] = {}
    for line in manifest.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        if len(cells) >= 2 and cells[1].strip():
            repos[cells[0].strip()] = cells[1].split()[0]
    return repos
