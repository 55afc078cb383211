"""The readers are exact: per real labelled file, the shell commands, the failed ones and the
ones with no exit code equal the hand-made labels (labelled-real files.gold.json for
../shared/labelled-real/files, corpus.gold.json for ../shared/corpus).

The labels were made by reading the raw files, never from sessgraph's output, so they are an
independent count. Where sessgraph's definition differs from a label's on purpose (the
labelled-real README names them), the difference is written out once, in readers_exact.py
(shared with test_readers_exact_in_repo.py), and applied to sessgraph's side only.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import CORPUS, LABELLED
from readers_exact import observe

FILES = LABELLED / "files"
LABEL_SETS = (("files.gold.json", FILES), ("corpus.gold.json", CORPUS))


def _labels() -> list[tuple[str, Path, dict[str, object]]]:
    found = []
    for name, root in LABEL_SETS:
        path = LABELLED / name
        if not path.is_file():
            continue
        for relative, label in json.loads(path.read_text(encoding="utf-8"))["files"].items():
            found.append((f"{name}:{relative}", root / relative, label))
    return found


def set_name(key: str) -> str:
    """The label set a parametrize key belongs to, as readers_exact names sets."""
    return key.split(":", 1)[0].removesuffix(".json").removesuffix(".gold")


LABELS = _labels()


def test_every_labelled_real_file_has_labels() -> None:
    """Every file under labelled-real/files is labelled, so the exact test below covers it."""
    if not FILES.is_dir():
        pytest.skip(f"shared labelled-real files not available ({FILES} missing)")
    labelled = json.loads((LABELLED / "files.gold.json").read_text(encoding="utf-8"))["files"]
    on_disk = {
        str(p.relative_to(FILES))
        for p in FILES.rglob("*")
        if p.is_file() and p.name != "MANIFEST.tsv"
    }
    assert on_disk == set(labelled)


@pytest.mark.parametrize(("key", "path", "label"), LABELS, ids=[key for key, _, _ in LABELS])
def test_reader_counts_equal_the_labels(key: str, path: Path, label: dict[str, object]) -> None:
    """Shell-command count, failed native ids and exit-unknown ids equal the labels exactly."""
    if not path.is_file():
        pytest.skip(f"{path} missing; set SESSGRAPH_SHARED")
    observed = observe(path, set_name(key))
    counts = label["counts"]
    assert isinstance(counts, dict)
    assert len(observed.shell_ids) == counts["shell_commands"]
    assert len(set(observed.shell_ids)) == len(observed.shell_ids), "native ids must be unique"
    assert observed.failed == observed.labels(label["failed_native_ids"])  # type: ignore[arg-type]
    assert len(observed.failed) == counts["failed_shell_commands"]
    if "exit_unknown" in label:  # corpus.gold.json does not label exit-unknown commands
        assert observed.exit_unknown == observed.labels(label["exit_unknown"])  # type: ignore[arg-type]


def test_label_sets_found() -> None:
    """The shared label sets are there (else every exact test above would silently vanish)."""
    if not LABELLED.is_dir():
        pytest.skip(f"shared labelled-real not available ({LABELLED} missing)")
    assert len(LABELS) == 29  # 15 files.gold.json + 14 corpus.gold.json entries
