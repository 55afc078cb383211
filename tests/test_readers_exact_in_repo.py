"""The readers are exact on the label sets grown in this repository: per file of every
tests/labelled-real/<set>/gold.json, the shell-command count, the failed native ids and the
exit-unknown ids equal the blind labels.

The transcripts are data, not committed (tests/labelled-real/README.md): they are read from
../shared/labelled-real/<set>/files/ (where the steering side keeps them), else from the
git-ignored <set>/files/ here; a set with neither is skipped with the reason. sessgraph's
deliberate definition differences, and the labelling conventions that differ between sets,
are applied in one place, readers_exact.py, shared with test_readers_exact.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import REPO, SHARED
from readers_exact import observe

IN_REPO = REPO / "tests" / "labelled-real"
SETS = sorted(path.parent.name for path in IN_REPO.glob("*/gold.json"))


def transcripts(set_name: str) -> Path | None:
    """Where a set's transcripts are: the steering side's copy first, else the local one."""
    for root in (SHARED / "labelled-real" / set_name / "files", IN_REPO / set_name / "files"):
        if root.is_dir():
            return root
    return None


def _cases() -> list[tuple[str, str, str, dict[str, object]]]:
    found = []
    for set_name in SETS:
        gold = json.loads((IN_REPO / set_name / "gold.json").read_text(encoding="utf-8"))
        for relative, label in gold["files"].items():
            found.append((f"{set_name}:{relative}", set_name, relative, label))
    return found


CASES = _cases()


@pytest.mark.parametrize(("key", "set_name", "relative", "label"), CASES, ids=[c[0] for c in CASES])
def test_reader_counts_equal_the_in_repo_labels(
    key: str, set_name: str, relative: str, label: dict[str, object]
) -> None:
    """Shell-command count, failed native ids and exit-unknown ids equal the set's labels."""
    root = transcripts(set_name)
    if root is None:
        pytest.skip(
            f"{set_name}: transcripts not available (neither {SHARED}/labelled-real/{set_name}"
            f"/files nor tests/labelled-real/{set_name}/files); they are data, not committed"
        )
    path = root / relative
    if not path.is_file():
        pytest.skip(f"{key}: {path} missing (see {set_name}/MANIFEST.tsv for its provenance)")
    observed = observe(path, set_name)
    counts = label["counts"]
    assert isinstance(counts, dict)
    assert len(observed.shell_ids) == counts["shell_commands"]
    assert len(set(observed.shell_ids)) == len(observed.shell_ids), "native ids must be unique"
    assert observed.failed == observed.labels(label["failed_native_ids"])  # type: ignore[arg-type]
    assert len(observed.failed) == counts["failed_shell_commands"]
    assert observed.exit_unknown == observed.labels(label["exit_unknown"])  # type: ignore[arg-type]


@pytest.mark.parametrize("set_name", SETS)
def test_every_transcript_of_a_set_is_labelled(set_name: str) -> None:
    """Every transcript found for a set has labels, so the exact test above covers it."""
    root = transcripts(set_name)
    if root is None:
        pytest.skip(f"{set_name}: transcripts not available (data, not committed)")
    gold = json.loads((IN_REPO / set_name / "gold.json").read_text(encoding="utf-8"))
    on_disk = {
        str(p.relative_to(root))
        for p in root.rglob("*")
        if p.is_file() and p.name != "MANIFEST.tsv"
    }
    assert on_disk == set(gold["files"])


def test_in_repo_sets_found() -> None:
    """The in-repo label sets are there (else every exact test above would silently vanish)."""
    assert len(SETS) == 48
    assert len(CASES) == 372
