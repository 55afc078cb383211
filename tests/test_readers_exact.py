"""The readers are exact: per real labelled file, the shell commands, the failed ones and the
ones with no exit code equal the hand-made labels (labelled-real files.gold.json for
../shared/labelled-real/files, corpus.gold.json for ../shared/corpus).

The labels were made by reading the raw files, never from sessgraph's output, so they are an
independent count. Where sessgraph's definition differs from a label's on purpose (the
labelled-real README names them), the difference is written out below, in one place, and
applied to sessgraph's side only in the way the comment says.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import CORPUS, LABELLED
from sessgraph.formats import detect_file
from sessgraph.formats._claude_code_tools import USER_BASH_TOOL
from sessgraph.models import ToolCall

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


LABELS = _labels()


@dataclass
class Observed:
    """What sessgraph read from one file, in the labels' terms."""

    shell_ids: list[str | None]
    failed: set[str | None]
    exit_unknown: set[str | None]


def _is_patch_edit(call: ToolCall) -> bool:
    # Codex: apply_patch run through the `shell` tool. The labels count it as a shell command
    # (failed when the patch did not apply); sessgraph records it as a file edit, not a
    # command (README "Supported formats"). It is added back here as a command whose failure
    # is the edit's is_error, so the rest of the comparison stays exact.
    return call.command is None and call.name == "shell" and bool(call.edits)


def observe(path: Path) -> Observed:
    reader = detect_file(path)
    calls = [c for parsed in reader.read(path) for m in parsed.messages for c in m.tool_calls]
    shell_ids: list[str | None] = []
    failed: set[str | None] = set()
    unknown: set[str | None] = set()
    for call in calls:
        if reader.name == "codex" and _is_patch_edit(call):
            shell_ids.append(call.native_id)
            if call.is_error:
                failed.add(call.native_id)
            continue
        command = call.command
        # Claude Code: `!cmd` commands the user typed are stored (as user-bash calls) but the
        # labels count only the agent's commands.
        if command is None or call.name == USER_BASH_TOOL:
            continue
        shell_ids.append(call.native_id)
        is_failed = command.exit_code not in (None, 0) or command.status == "failed"
        if reader.name == "claude-code":
            # The labels' Claude failure is the tool_result's is_error, which includes a user
            # rejection (the command never ran); sessgraph calls that one `interrupted`.
            is_failed = is_failed or call.is_error is True
            # Their "exit unknown" is a Bash call with no tool_result at all. (A result Claude
            # Code chose not to call an error, e.g. grep's "No matches found", is `ok` with exit
            # unknown in sessgraph; the labels do not list those.)
            is_unknown = call.result_text is None
        else:
            is_unknown = command.exit_code is None and not is_failed
        if is_failed:
            failed.add(call.native_id)
        elif is_unknown:
            unknown.add(call.native_id)
    return Observed(shell_ids, failed, unknown)


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
    observed = observe(path)
    counts = label["counts"]
    assert isinstance(counts, dict)
    assert len(observed.shell_ids) == counts["shell_commands"]
    assert len(set(observed.shell_ids)) == len(observed.shell_ids), "native ids must be unique"
    assert observed.failed == set(label["failed_native_ids"])  # type: ignore[arg-type]
    assert len(observed.failed) == counts["failed_shell_commands"]
    if "exit_unknown" in label:  # corpus.gold.json does not label exit-unknown commands
        assert observed.exit_unknown == set(label["exit_unknown"])  # type: ignore[arg-type]


def test_label_sets_found() -> None:
    """The shared label sets are there (else every exact test above would silently vanish)."""
    if not LABELLED.is_dir():
        pytest.skip(f"shared labelled-real not available ({LABELLED} missing)")
    assert len(LABELS) == 29  # 15 files.gold.json + 14 corpus.gold.json entries
